import {
  catalogueT,
  dateFormats,
  langOf,
  PROVIDER_LANGS,
  type ProviderLang,
  type ProviderT,
  type RefusalKey,
  refusalsIn,
} from '@app/provider-kit/i18n';
import { formatNumber } from '@app/provider-kit/number-format';
import { lotteryEn } from './en';
import { lotteryVi } from './vi';

/*
 * The lottery provider's texts in the player's language (decision 169). The language, the
 * i18next instance, the dates and the refusal wording are the built-in providers' shared pieces
 * (`@app/provider-kit/i18n`, decision 175); the catalogue is the lottery's own. The same module
 * serves the game screens (bundled into their scripts) and the provider's API (its refusals).
 */

export const LOTTERY_LANGS = PROVIDER_LANGS;
export type LotteryLang = ProviderLang;
export { dateFormats, langOf, lotteryEn, lotteryVi };

export type LotteryT = ProviderT;

/** The texts of one language. */
export const lotteryT: (lang: LotteryLang) => LotteryT = catalogueT(lotteryVi, lotteryEn);

/** A whole-đồng amount as the screens show it in either language: '10,000đ'. */
export const moneyIn = (t: LotteryT) => (n: number) => t('money', { amount: formatNumber(Number(n)) });

/** What a refusal of the lottery's API says: its catalogue key and figures. */
export type LotteryWords = RefusalKey;

/**
 * A refusal in the language asked for: its own words when it has them, else the same fixed
 * sentence, else its code's sentence, else as it was written (Vietnamese).
 */
export const refusalIn = refusalsIn(lotteryT, lotteryVi.errors);
