import {
  catalogueTexts,
  langOf,
  PROVIDER_LANGS,
  type ProviderLang,
  refusalWording,
  type Texts,
  type Words,
} from '@app/provider-kit/lang';
import { formatNumber } from '@app/provider-kit/number-format';
import { lotteryEn } from './en';
import { lotteryVi } from './vi';

/*
 * The lottery provider's texts in the player's language (decision 169), with i18next as the
 * site's catalogues are (decision 145). The same module serves the game screens (bundled into
 * their scripts) and the provider's API (its refusals), so both read one catalogue. The language
 * rule and the i18next set-up are every built-in provider's (`@app/provider-kit/lang`).
 */

export const LOTTERY_LANGS = PROVIDER_LANGS;
export type LotteryLang = ProviderLang;
export { langOf, lotteryEn, lotteryVi };

export type LotteryT = Texts;

/** The texts of one language. */
export const lotteryT: (lang: LotteryLang) => LotteryT = catalogueTexts(lotteryVi, lotteryEn);

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
export type LotteryWords = Words;

/**
 * A refusal in the language asked for: its own words when it has them, else the same fixed
 * sentence, else its code's sentence, else as it was written (Vietnamese).
 */
export const refusalIn = refusalWording(lotteryVi.errors, lotteryT);
