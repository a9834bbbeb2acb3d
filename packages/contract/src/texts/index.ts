import i18next, { type i18n as I18n } from 'i18next';
import { formatDateTime, formatNumber, formatPercent, formatVnd } from '../format';
import { textsEn } from './en';
import { textsVi } from './vi';

/*
 * The server's sentences with figures in the language a player reads (decision 163), with
 * i18next as the site's catalogues are (decision 145). Zod-free, so the site's server code can
 * word the cashier's promise with it too. Vietnamese is the default and the fallback.
 */

export const TEXT_LOCALES = ['vi', 'en'] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];
export { textsEn, textsVi };

type Leaves<T, P extends string = ''> = T extends string
  ? P
  : { [K in keyof T & string]: Leaves<T[K], P extends '' ? K : `${P}.${K}`> }[keyof T & string];
type StripPlural<K extends string> = K extends `${infer B}_${'one' | 'other'}` ? B : K;

/** A sentence's key: `area.key` (a plural key without its `_one`/`_other`). */
export type TextKey = StripPlural<Leaves<typeof textsVi>>;
export type TextParams = Record<string, unknown>;
/** Words a sentence of the catalogue in one language. */
export type Texts = (key: TextKey, params?: TextParams) => string;

let instance: I18n | null = null;

// Created on first use, not at load: the package has no side effects (a client bundle that
// imports the contract for its schemas never builds it).
function texts(): I18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    lng: 'vi',
    fallbackLng: 'vi',
    supportedLngs: [...TEXT_LOCALES],
    resources: { vi: { translation: textsVi }, en: { translation: textsEn } },
    initAsync: false,
    // plain text for JSON answers, e-mails and SMS; the site escapes what it renders
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const f = created.services.formatter;
  // the product's one number format in both languages (product.md section 9); VND is whole đồng
  f?.add('vnd', (value) => formatVnd(value as number));
  f?.add('num', (value) => formatNumber(value as number));
  f?.add('pct', (value) => formatPercent(value as number));
  f?.add('when', (value, lng) => formatDateTime(value as Date | string, lng === 'en' ? 'en' : 'vi'));
  instance = created;
  return created;
}

/** Whether a value names a supported language. */
export function isTextLocale(value: unknown): value is TextLocale {
  return value === 'vi' || value === 'en';
}

/** The sentences of a language. */
export function textsFor(locale: TextLocale): Texts {
  const t = texts().getFixedT(locale);
  return (key, params) => (t as unknown as (k: string, p?: TextParams) => string)(key, params);
}
