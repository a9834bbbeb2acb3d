import { moneyPromise, moneyRuleSections, type TMoneyRules } from '@app/contract';
import { textsFor } from '@app/contract/texts';
import type { Site } from './site.server';

/**
 * The promise of the site's copy ("Nạp rút trong 1 – 3 phút", "sau khi xác minh" when a
 * withdrawal can wait for a check) and the rules that can hold money, written from the settings
 * that enforce them (decision 125). Without the cashier (a site built alone) the copy promises no
 * time at all rather than a figure nobody set.
 */
export interface MoneyCopy {
  promise: { short: string; sentence: string };
  sections: { title: string; items: string[] }[];
}

/** In the page's language (decision 163): the sentences are the server's catalogue's (`@app/contract/texts`). */
export async function moneyCopy(site: Site): Promise<MoneyCopy> {
  const rules: TMoneyRules | null = (await site.server.cashier?.moneyRules().catch(() => null)) ?? null;
  if (!rules) {
    const fast = textsFor(site.locale)('money.promiseFallback');
    return { promise: { short: fast, sentence: fast }, sections: [] };
  }
  return { promise: moneyPromise(rules, site.locale), sections: moneyRuleSections(rules, site.locale) };
}

/** Fills `{promise}` (the sentence) and `{promiseShort}` of a copy text. */
export function fillPromise(text: string, money: MoneyCopy): string {
  return text.replaceAll('{promiseShort}', money.promise.short).replaceAll('{promise}', money.promise.sentence);
}
