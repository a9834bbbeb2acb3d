import type { ProviderLang } from '@app/provider-kit/i18n';
import type { RandomSource } from '@app/provider-kit/random';
import { type BaccaratOutcome, type BaccaratSpot, baccarat } from '../games/baccarat';
import { type Card, cardName } from '../games/cards';
import { DRAW_RETURN, drawFight, type FightOutcome, fightOdds } from '../games/cockfight';
import { type RongHoOutcome, type RongHoSpot, rongho } from '../games/rongho';
import { partnersT } from '../i18n/partners';

/*
 * The live tables the sandboxes present (decision 132): the house engines' dealing and pays
 * (baccarat, rồng hổ, cockfight) on a shared schedule. A round's outcome comes from the
 * provider's key and the round number, so every instance deals the same coup. A table's words
 * (its name, spots, results and rules) come from the partners' catalogue in the language asked
 * for; in Vietnamese, the default, they are also what the operator's records read.
 */

export interface SandboxTable {
  /** the provider's game id (PP symbol, AWC gameCode) */
  game: string;
  /** AWC platform, or '' for PP */
  platform: string;
  /** the felt and board its screen draws, and its words' section of the catalogue */
  layout: 'baccarat' | 'dragontiger' | 'cockfight';
  spots: readonly string[];
  /** what the provider calls each spot in its records (AWC betType) */
  betType: Record<string, string>;
  draw(rng: RandomSource): unknown;
  /** what one stake on `spot` returns, stake included */
  pays(spot: string, amount: number, outcome: unknown): number;
  name(lang?: ProviderLang): string;
  label(spot: string, lang?: ProviderLang): string;
  /** the result, for the screen and the bet history */
  describe(outcome: unknown, lang?: ProviderLang): string;
  /** what the screen draws of a result: the winning spot (its road's colour) and the cards dealt by side (a spot) */
  summary(outcome: unknown): { winner: string; hands: { side: string; cards: string[]; total?: number }[] };
  rules(lang?: ProviderLang): string;
}

const rank = (c: Card) =>
  c.rank === 1 ? 'A' : c.rank === 11 ? 'J' : c.rank === 12 ? 'Q' : c.rank === 13 ? 'K' : `${c.rank}`;
const hand = (cards: Card[]) => cards.map(rank).join(' ');

/** A table's words in the catalogue's section for its layout. */
function words(game: string, layout: SandboxTable['layout']) {
  return {
    name: (lang: ProviderLang = 'vi') => partnersT(lang)(`tables.names.${game}`),
    label: (spot: string, lang: ProviderLang = 'vi') => partnersT(lang)(`tables.${layout}.spots.${spot}`),
    winner: (spot: string, lang: ProviderLang) => partnersT(lang)(`tables.${layout}.winners.${spot}`),
  };
}

function baccaratTable(game: string, platform: string): SandboxTable {
  const say = words(game, 'baccarat');
  return {
    game,
    platform,
    layout: 'baccarat',
    spots: ['player', 'banker', 'tie', 'player_pair', 'banker_pair'],
    betType: { player: 'Player', banker: 'Banker', tie: 'Tie', player_pair: 'PlayerPair', banker_pair: 'BankerPair' },
    draw: (rng) => baccarat.draw(rng),
    pays: (spot, amount, o) =>
      baccarat.settle({ bets: [{ spot: spot as BaccaratSpot, amount }] }, o as BaccaratOutcome).payout,
    name: say.name,
    label: say.label,
    describe: (o, lang = 'vi') => {
      const b = o as BaccaratOutcome;
      return partnersT(lang)('tables.baccarat.result', {
        player: hand(b.player),
        playerTotal: b.playerTotal,
        banker: hand(b.banker),
        bankerTotal: b.bankerTotal,
        winner: say.winner(b.winner, lang),
      });
    },
    summary: (o) => {
      const b = o as BaccaratOutcome;
      return {
        winner: b.winner,
        hands: [
          { side: 'player', cards: b.player.map(cardName), total: b.playerTotal },
          { side: 'banker', cards: b.banker.map(cardName), total: b.bankerTotal },
        ],
      };
    },
    rules: (lang = 'vi') => partnersT(lang)('tables.baccarat.rules'),
  };
}

const dragonTigerWords = words('1024', 'dragontiger');
const dragonTiger: SandboxTable = {
  game: '1024',
  platform: '',
  layout: 'dragontiger',
  spots: ['rong', 'ho', 'hoa'],
  betType: { rong: 'Dragon', ho: 'Tiger', hoa: 'Tie' },
  draw: (rng) => rongho.draw(rng),
  pays: (spot, amount, o) => rongho.settle({ bets: [{ spot: spot as RongHoSpot, amount }] }, o as RongHoOutcome).payout,
  name: dragonTigerWords.name,
  label: dragonTigerWords.label,
  describe: (o, lang = 'vi') => {
    const r = o as RongHoOutcome;
    return partnersT(lang)('tables.dragontiger.result', {
      dragon: rank(r.dragon),
      tiger: rank(r.tiger),
      winner: dragonTigerWords.winner(r.winner, lang),
    });
  },
  summary: (o) => {
    const r = o as RongHoOutcome;
    return {
      winner: r.winner,
      hands: [
        { side: 'rong', cards: [cardName(r.dragon)] },
        { side: 'ho', cards: [cardName(r.tiger)] },
      ],
    };
  },
  rules: (lang = 'vi') => partnersT(lang)('tables.dragontiger.rules'),
};

/** The sandbox's fights pay the odds of a balanced pool: 1.90 on Meron and on Wala. */
const FIGHT_ODDS = fightOdds({ meron: 0, wala: 0 });
const fightWords = words('SV-LIVE-001', 'cockfight');
const sv388: SandboxTable = {
  game: 'SV-LIVE-001',
  platform: 'SV388',
  layout: 'cockfight',
  spots: ['meron', 'wala', 'draw'],
  betType: { meron: 'MERON', wala: 'WALA', draw: 'BDD' },
  draw: (rng) => drawFight(rng),
  pays: (spot, amount, o) => {
    const { result } = o as FightOutcome;
    if (spot === 'draw') return result === 'draw' ? amount * DRAW_RETURN : 0;
    if (result === 'draw') return amount;
    return result === spot ? (amount / 100) * FIGHT_ODDS[spot as 'meron' | 'wala'] : 0;
  },
  name: fightWords.name,
  label: fightWords.label,
  describe: (o, lang = 'vi') => fightWords.winner((o as FightOutcome).result, lang),
  summary: (o) => ({ winner: (o as FightOutcome).result, hands: [] }),
  rules: (lang = 'vi') => partnersT(lang)('tables.cockfight.rules', { odds: (FIGHT_ODDS.meron / 100).toFixed(2) }),
};

/** PP's live tables (PP symbols are numeric for live games). */
export const PP_TABLES: readonly SandboxTable[] = [baccaratTable('401', ''), dragonTiger];
/** AWC's tables: AE Sexy's baccarat and SV388's fights. */
export const AWC_TABLES: readonly SandboxTable[] = [baccaratTable('MX-LIVE-001', 'SEXYBCRT'), sv388];

export interface TableSchedule {
  /** a round every periodMs; bets close bettingMs after it opens; settled at the period's end */
  periodMs: number;
  bettingMs: number;
}

const FAST_SANDBOX: TableSchedule = { periodMs: 4_000, bettingMs: 3_000 };

/** The partner sandbox is already as quick as a round can be, so `test` is `fast`. */
export const SANDBOX_SCHEDULES: Record<'normal' | 'fast' | 'test', TableSchedule> = {
  normal: { periodMs: 30_000, bettingMs: 20_000 },
  fast: FAST_SANDBOX,
  test: FAST_SANDBOX,
};

export interface RoundTimes {
  no: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
}

export function roundAt(now: number, s: TableSchedule): RoundTimes {
  const no = Math.floor(now / s.periodMs);
  return { no, opensAt: no * s.periodMs, closesAt: no * s.periodMs + s.bettingMs, endsAt: (no + 1) * s.periodMs };
}
