import { formatNumber } from '@app/provider-kit/number-format';
import i18next, { type i18n as I18n } from 'i18next';
import { lotteryEn } from './en';
import { lotteryVi } from './vi';

/*
 * The lottery provider's texts in the player's language (decision 169), with i18next as the
 * site's catalogues are (decision 145). The same module serves the game screens (bundled into
 * their scripts) and the provider's API (its refusals), so both read one catalogue.
 */

export const LOTTERY_LANGS = ['vi', 'en'] as const;
export type LotteryLang = (typeof LOTTERY_LANGS)[number];
export { lotteryEn, lotteryVi };

/**
 * The language a launch or a request names (`lang=en`, `en-GB`, `Accept-Language: en`):
 * English when its first tag is English, Vietnamese otherwise (the default and the fallback).
 */
export function langOf(raw: unknown): LotteryLang {
  const first = typeof raw === 'string' ? raw.split(',')[0]!.trim().toLowerCase() : '';
  return first === 'en' || first.startsWith('en-') || first.startsWith('en;') ? 'en' : 'vi';
}

let instance: I18n | null = null;

// built on first use: importing the module (a test, the server at start) costs nothing
function i18n(): I18n {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    lng: 'vi',
    fallbackLng: 'vi',
    supportedLngs: [...LOTTERY_LANGS],
    resources: { vi: { translation: lotteryVi }, en: { translation: lotteryEn } },
    initAsync: false,
    // the screens escape what they put in HTML; the API answers JSON
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance = created;
  return created;
}

export type LotteryT = (key: string, params?: Record<string, unknown>) => string;

/** The texts of one language. */
export function lotteryT(lang: LotteryLang): LotteryT {
  const t = i18n().getFixedT(lang);
  return (key, params) => t(key, params ?? {}) as string;
}

/** A whole-đồng amount as the screens show it in either language: '10,000đ'. */
export const moneyIn = (t: LotteryT) => (n: number) => t('money', { amount: formatNumber(Number(n)) });

const INTL: Record<LotteryLang, string> = { vi: 'vi-VN', en: 'en-GB' };

/** Vietnam time in the language's form, as the site writes dates (24-hour clock in both). */
export function dateFormats(lang: LotteryLang) {
  const time = new Intl.DateTimeFormat(INTL[lang], {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  const dateTime = new Intl.DateTimeFormat(INTL[lang], {
    timeZone: 'Asia/Ho_Chi_Minh',
    dateStyle: 'short',
    timeStyle: 'short',
    hour12: false,
  });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}

/** What a refusal of the lottery's API says: its catalogue key and figures. */
export interface LotteryWords {
  key: string;
  params?: Record<string, unknown>;
}

// the catalogue's fixed Vietnamese sentences by text, for a refusal worded outside this module
// (a schema rule, the provider kit's token check)
let byText: Map<string, string> | null = null;
function keyOfText(message: string): string | undefined {
  if (!byText) {
    byText = new Map();
    for (const [key, text] of Object.entries(lotteryVi.errors))
      if (typeof text === 'string' && !text.includes('{{')) byText.set(text, `errors.${key}`);
  }
  return byText.get(message);
}

/**
 * A refusal in the language asked for: its own words when it has them, else the same fixed
 * sentence, else its code's sentence, else as it was written (Vietnamese).
 */
export function refusalIn(lang: LotteryLang, code: string, message: string, words?: LotteryWords): string {
  if (lang === 'vi') return message;
  const t = lotteryT(lang);
  if (words) return t(words.key, words.params);
  const same = keyOfText(message);
  if (same) return t(same);
  if (code in lotteryVi.errors.codes) return t(`errors.codes.${code}`);
  return message;
}
