import {
  catalogueT,
  langOf,
  type ProviderLang,
  type ProviderT,
  type RefusalKey,
  refusalsIn,
} from '@app/provider-kit/i18n';
import { formatNumber } from '@app/provider-kit/number-format';
import { sportsEn } from './en';
import { sportsVi } from './vi';

/*
 * The sportsbook's texts in the player's language (decision 176), as the lottery's (decision
 * 169): one i18next catalogue per language, read by the screens (bundled into their script), the
 * rules page and the API's refusals. The launch names the language (`lang`), the screen asks its
 * API in it (`Accept-Language`); Vietnamese is the default and the fallback.
 */

export type SportsLang = ProviderLang;
export type SportsT = ProviderT;
export type SportsWords = RefusalKey;
export { langOf, sportsEn, sportsVi };

/** The texts of one language. */
export const sportsT: (lang: SportsLang) => SportsT = catalogueT(sportsVi, sportsEn);

/** A whole-đồng amount as the screens show it in either language: '10,000 VND'. */
export const moneyIn = (t: SportsT) => (n: number) => t('money', { amount: formatNumber(Number(n)) });

/** A refusal of the API in the language asked for (its words, its fixed sentence or its code). */
export const refusalIn = refusalsIn(sportsT, sportsVi.errors);

/** A league by its code in the language; one the catalogue does not know, as the feed names it. */
export const leagueIn = (t: SportsT, code: string, name: string): string =>
  code in sportsVi.leagues ? t(`leagues.${code}`) : name;

/** How a selection reads in a language: the pick alone ("Arsenal +0.5", "Over 2.5", "Draw"). */
export function pickLabel(
  t: SportsT,
  s: { market: string; line: number | null; pick: string },
  home: string,
  away: string,
): string {
  const side = (p: string) => (p === 'home' ? home : p === 'away' ? away : t('picks.draw'));
  const signed = (l: number) => (l > 0 ? `+${l}` : `${l}`);
  switch (s.market) {
    case 'ah':
    case 'htah': {
      const l = s.line ?? 0;
      return `${side(s.pick)} ${signed(s.pick === 'home' ? l : -l)}`;
    }
    case 'ou':
    case 'htou':
      return `${t(s.pick === 'over' ? 'picks.over' : 'picks.under')} ${s.line}`;
    case 'btts':
      return t(s.pick === 'yes' ? 'picks.yes' : 'picks.no');
    case 'cs':
      return s.pick === 'other' ? t('picks.other') : s.pick;
    default:
      // 1X2 on the board: the sides' short marks
      return s.pick === 'draw' ? t('picks.draw') : s.pick === 'home' ? '1' : '2';
  }
}

/**
 * How a selection reads on the slip and in the bet list: the market and the pick, teams by name
 * ("Handicap: Arsenal +0.5", "1X2: Arsenal", "Correct score: Any other score").
 */
export function selectionLabel(
  t: SportsT,
  s: { market: string; line: number | null; pick: string },
  home: string,
  away: string,
): string {
  const market = t(`markets.${s.market}`);
  if (s.market === '1x2' || s.market === 'ht1x2')
    return `${market}: ${s.pick === 'home' ? home : s.pick === 'away' ? away : t('picks.draw')}`;
  if (s.market === 'cs' && s.pick === 'other') return `${market}: ${t('picks.otherScore')}`;
  return `${market}: ${pickLabel(t, s, home, away)}`;
}
