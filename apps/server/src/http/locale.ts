import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AuthMessage,
  BankErrorMessage,
  BankMessage,
  ErrorMessage,
  EventMessage,
  GiftcodeMessage,
  MissionMessage,
  PaymentErrorMessage,
  PaymentMessage,
  PromotionErrorMessage,
  TournamentMessage,
  VipMessage,
} from '@app/contract';
import {
  AuthErrorMessageEn,
  AuthMessageEn,
  BankErrorMessageEn,
  BankMessageEn,
  ErrorMessageEn,
  EventMessageEn,
  GiftcodeMessageEn,
  MissionMessageEn,
  PaymentErrorMessageEn,
  PaymentMessageEn,
  PromotionErrorMessageEn,
  TournamentMessageEn,
  VipMessageEn,
} from '@app/contract/messages-en';
import { type Texts, textsFor } from '@app/contract/texts';

/**
 * The language of the API's answers (decision 156). Vietnamese is the default and the fallback;
 * a client that prefers English (`Accept-Language`, which the site sets to its page's language)
 * reads the player-facing messages the contract has in English. A message with no English text
 * (a sentence a module wrote with its own figures) stays Vietnamese.
 */
export const API_LOCALES = ['vi', 'en'] as const;
export type ApiLocale = (typeof API_LOCALES)[number];

/** The supported language the client prefers most ('vi' when it names none of them). */
export function localeOf(acceptLanguage: string | string[] | undefined): ApiLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  let best: { locale: ApiLocale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const base = tag.split('-')[0];
    if (base !== 'vi' && base !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: base, q };
  }
  return best?.locale ?? 'vi';
}

/** Each Vietnamese contract message with its English, and the English of each error code. */
const PAIRS: [Readonly<Record<string, string>>, Readonly<Record<string, string>>][] = [
  [ErrorMessage, ErrorMessageEn],
  [AuthMessage, AuthMessageEn],
  [PaymentMessage, PaymentMessageEn],
  [BankMessage, BankMessageEn],
  [BankErrorMessage, BankErrorMessageEn],
  [GiftcodeMessage, GiftcodeMessageEn],
  [PromotionErrorMessage, PromotionErrorMessageEn],
  [MissionMessage, MissionMessageEn],
  [EventMessage, EventMessageEn],
  [PaymentErrorMessage, PaymentErrorMessageEn],
  [VipMessage, VipMessageEn],
  [TournamentMessage, TournamentMessageEn],
];
const BY_TEXT = new Map<string, string>();
for (const [vi, en] of PAIRS) for (const [key, text] of Object.entries(vi)) if (en[key]) BY_TEXT.set(text, en[key]);
const BY_CODE: Readonly<Record<string, string>> = {
  ...ErrorMessageEn,
  ...AuthErrorMessageEn,
  ...BankErrorMessageEn,
  ...GiftcodeMessageEn,
  ...PromotionErrorMessageEn,
  ...MissionMessageEn,
  ...EventMessageEn,
  ...PaymentErrorMessageEn,
  ...VipMessageEn,
  ...TournamentMessageEn,
};

/**
 * An error's message in the client's language: the contract's English for the same text (also
 * behind a form field's name, 'phone: ...'), else the English of its code, else the message as
 * the module wrote it.
 */
export function localizeMessage(locale: ApiLocale, code: string, message: string): string {
  if (locale === 'vi') return message;
  const same = BY_TEXT.get(message);
  if (same) return same;
  const field = /^([\w.]+): (.+)$/s.exec(message);
  const fieldText = field ? BY_TEXT.get(field[2]!) : undefined;
  if (field && fieldText) return `${field[1]}: ${fieldText}`;
  // a schema rule's own words (zod's Vietnamese messages): the field stays, for the form to mark it
  if (field && code === 'VALIDATION_ERROR') return `${field[1]}: ${ErrorMessageEn.VALIDATION_ERROR}`;
  return BY_CODE[code] ?? message;
}

// ─── the language of the request being served (decision 163) ─────────────────────────────

const current = new AsyncLocalStorage<ApiLocale>();

/**
 * The language a request is answered in: the site's pages in their URL's language (`/en…`
 * English), whatever the browser's own setting, as the page shows it; the player API and the back
 * office's API (which sends the staff member's choice, decision 165) in the language
 * `Accept-Language` prefers, Vietnamese without one.
 */
export function requestLocaleOf(url: string, acceptLanguage: string | string[] | undefined): ApiLocale {
  if (url.startsWith('/admin-api/') || url === '/admin-api') return localeOf(acceptLanguage);
  if (url === '/en' || url.startsWith('/en/') || url.startsWith('/en?')) return 'en';
  const api = ['/api/', '/provider/', '/webhooks/', '/house/', '/lottery/', '/sports/', '/dev/'].some((p) =>
    url.startsWith(p),
  );
  return api ? localeOf(acceptLanguage) : 'vi';
}

/** Runs the rest of a request in its language (`plugins/request-locale.ts`). */
export function runInLocale<T>(locale: ApiLocale, fn: () => T): T {
  return current.run(locale, fn);
}

/**
 * The language of the request being served, for a sentence written deep in a service: Vietnamese
 * outside a request (scheduled jobs, messages to a player, who has a stored language of their own).
 */
export function requestLocale(): ApiLocale {
  return current.getStore() ?? 'vi';
}

/** The server's sentences with figures in the language of the request being served. */
export function texts(): Texts {
  return textsFor(requestLocale());
}

/**
 * A name staff write in both languages (decisions 170, 177) as the request reads it: the English
 * when the request is in English and staff wrote one, else the Vietnamese.
 */
export function inRequestLocale(vi: string, en: string | null | undefined): string {
  return requestLocale() === 'en' && en ? en : vi;
}
