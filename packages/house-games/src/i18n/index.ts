import {
  catalogueT,
  langOf,
  PROVIDER_LANGS,
  type ProviderLang,
  type ProviderT,
  type RefusalKey,
  refusalsIn,
} from '@app/provider-kit/i18n';
import type { WinDetail } from '../games/types';
import { houseEn } from './en';
import { houseVi } from './vi';

/*
 * The house games' texts in the player's language (decision 175), as the lottery's are
 * (decision 169): the built-in providers' shared pieces (`@app/provider-kit/i18n`) with the house
 * games' own catalogue. The same module serves the game screens (bundled into house.js) and the
 * provider's API (its refusals).
 */

export const HOUSE_LANGS = PROVIDER_LANGS;
export type HouseLang = ProviderLang;
export type HouseT = ProviderT;
export type HouseWords = RefusalKey;
export { houseEn, houseVi, langOf };

/** The texts of one language. */
export const houseT: (lang: HouseLang) => HouseT = catalogueT(houseVi, houseEn);

/**
 * A refusal in the language asked for: its own words when it has them, else the same fixed
 * sentence of `errors`, else its code's sentence, else as it was written (Vietnamese).
 */
export const refusalIn = refusalsIn(houseT, houseVi.errors);

/**
 * The catalogue sections that word a win line's values which are codes, by the value's name;
 * every other value is a figure and is shown as it is.
 */
export const WIN_WORDS: Record<string, string> = {
  symbol: 'slot.symbols',
  result: 'winLines.blackjack.results',
  hand: 'threecard.hands',
  fish: 'fish.names',
};

/** A win line of a settlement in `t`'s language (decision 175); without `say`, its label as written. */
export function winLine(t: HouseT, win: WinDetail): string {
  if (!win.say) return win.label;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(win.say.values ?? {})) {
    const section = WIN_WORDS[name];
    values[name] = section ? t(`${section}.${value}`) : value;
  }
  return t(win.say.key, values);
}

/**
 * The key of a rules-sheet RTP row: the row's name without accents, signs made `_`
 * ('Đôi Con' → 'doi_con', 'Tài / Xỉu' → 'tai_xiu').
 */
export function rowKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u0111\u0110]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
