import {
  AuthMessage,
  BankErrorMessage,
  BankMessage,
  ErrorMessage,
  EventMessage,
  GiftcodeMessage,
  MissionMessage,
  PaymentMessage,
  PromotionErrorMessage,
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
  PaymentMessageEn,
  PromotionErrorMessageEn,
} from '@app/contract/messages-en';

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
