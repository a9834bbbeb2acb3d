import type { RandomSource } from '@app/provider-kit/random';
import { type BaccaratOutcome, type BaccaratSpot, baccarat } from '../games/baccarat';
import { type Card, cardName } from '../games/cards';
import { DRAW_RETURN, drawFight, type FightOutcome, fightOdds } from '../games/cockfight';
import { type RongHoOutcome, type RongHoSpot, rongho } from '../games/rongho';

/*
 * The live tables the sandboxes present (decision 132): the house engines' dealing and pays
 * (baccarat, rồng hổ, cockfight) on a shared schedule. A round's outcome comes from the
 * provider's key and the round number, so every instance deals the same coup.
 */

export interface SandboxTable {
  /** the provider's game id (PP symbol, AWC gameCode) */
  game: string;
  name: string;
  /** AWC platform, or '' for PP */
  platform: string;
  /** the felt and board its screen draws */
  layout: 'baccarat' | 'dragontiger' | 'cockfight';
  spots: readonly string[];
  label: Record<string, string>;
  /** what the provider calls each spot in its records (AWC betType) */
  betType: Record<string, string>;
  draw(rng: RandomSource): unknown;
  /** what one stake on `spot` returns, stake included */
  pays(spot: string, amount: number, outcome: unknown): number;
  /** the result in Vietnamese, for the screen and the bet history */
  describe(outcome: unknown): string;
  /** what the screen draws of a result: the winning spot (its road's colour) and the cards dealt */
  summary(outcome: unknown): { winner: string; hands: { side: string; cards: string[]; total?: number }[] };
  rules: string;
}

const rank = (c: Card) =>
  c.rank === 1 ? 'A' : c.rank === 11 ? 'J' : c.rank === 12 ? 'Q' : c.rank === 13 ? 'K' : `${c.rank}`;
const hand = (cards: Card[]) => cards.map(rank).join(' ');

const BAC_LABEL: Record<BaccaratSpot, string> = {
  player: 'Con',
  banker: 'Cái',
  tie: 'Hòa',
  player_pair: 'Đôi Con',
  banker_pair: 'Đôi Cái',
};
const BAC_WINNER = { player: 'Con thắng', banker: 'Cái thắng', tie: 'Hòa' } as const;

function baccaratTable(game: string, name: string, platform: string): SandboxTable {
  return {
    game,
    name,
    platform,
    layout: 'baccarat',
    spots: ['player', 'banker', 'tie', 'player_pair', 'banker_pair'],
    label: BAC_LABEL,
    betType: { player: 'Player', banker: 'Banker', tie: 'Tie', player_pair: 'PlayerPair', banker_pair: 'BankerPair' },
    draw: (rng) => baccarat.draw(rng),
    pays: (spot, amount, o) =>
      baccarat.settle({ bets: [{ spot: spot as BaccaratSpot, amount }] }, o as BaccaratOutcome).payout,
    describe: (o) => {
      const b = o as BaccaratOutcome;
      return `Con ${hand(b.player)} (${b.playerTotal}) - Cái ${hand(b.banker)} (${b.bankerTotal}): ${BAC_WINNER[b.winner]}`;
    },
    summary: (o) => {
      const b = o as BaccaratOutcome;
      return {
        winner: b.winner,
        hands: [
          { side: 'Con', cards: b.player.map(cardName), total: b.playerTotal },
          { side: 'Cái', cards: b.banker.map(cardName), total: b.bankerTotal },
        ],
      };
    },
    rules: 'Baccarat 8 bộ bài. Con 1 ăn 1, Cái 1 ăn 0.95, Hòa 1 ăn 8 (Con/Cái hoàn cược khi hòa), Đôi 1 ăn 11.',
  };
}

const RH_LABEL: Record<RongHoSpot, string> = { rong: 'Rồng', ho: 'Hổ', hoa: 'Hòa' };
const dragonTiger: SandboxTable = {
  game: '1024',
  name: 'Rồng Hổ Trực Tuyến',
  platform: '',
  layout: 'dragontiger',
  spots: ['rong', 'ho', 'hoa'],
  label: RH_LABEL,
  betType: { rong: 'Dragon', ho: 'Tiger', hoa: 'Tie' },
  draw: (rng) => rongho.draw(rng),
  pays: (spot, amount, o) => rongho.settle({ bets: [{ spot: spot as RongHoSpot, amount }] }, o as RongHoOutcome).payout,
  describe: (o) => {
    const r = o as RongHoOutcome;
    return `Rồng ${rank(r.dragon)} - Hổ ${rank(r.tiger)}: ${r.winner === 'hoa' ? 'Hòa' : `${RH_LABEL[r.winner]} thắng`}`;
  },
  summary: (o) => {
    const r = o as RongHoOutcome;
    return {
      winner: r.winner,
      hands: [
        { side: 'Rồng', cards: [cardName(r.dragon)] },
        { side: 'Hổ', cards: [cardName(r.tiger)] },
      ],
    };
  },
  rules: 'Rồng Hổ 8 bộ bài, A nhỏ nhất. Rồng/Hổ 1 ăn 1 (hòa hoàn nửa cược), Hòa 1 ăn 11.',
};

/** The sandbox's fights pay the odds of a balanced pool: 1.90 on Meron and on Wala. */
const FIGHT_ODDS = fightOdds({ meron: 0, wala: 0 });
const FIGHT_LABEL = { meron: 'Meron (Đỏ)', wala: 'Wala (Xanh)', draw: 'Hòa' } as const;
const sv388: SandboxTable = {
  game: 'SV-LIVE-001',
  name: 'SV388 Đá Gà',
  platform: 'SV388',
  layout: 'cockfight',
  spots: ['meron', 'wala', 'draw'],
  label: FIGHT_LABEL,
  betType: { meron: 'MERON', wala: 'WALA', draw: 'BDD' },
  draw: (rng) => drawFight(rng),
  pays: (spot, amount, o) => {
    const { result } = o as FightOutcome;
    if (spot === 'draw') return result === 'draw' ? amount * DRAW_RETURN : 0;
    if (result === 'draw') return amount;
    return result === spot ? (amount / 100) * FIGHT_ODDS[spot as 'meron' | 'wala'] : 0;
  },
  describe: (o) => {
    const { result } = o as FightOutcome;
    return result === 'draw' ? 'Trận hòa' : `${FIGHT_LABEL[result]} thắng`;
  },
  summary: (o) => ({ winner: (o as FightOutcome).result, hands: [] }),
  rules: `Meron và Wala trả ${(FIGHT_ODDS.meron / 100).toFixed(2)} (gồm tiền cược), hòa hoàn cược Meron/Wala; cược Hòa trả 1 ăn 8.`,
};

/** PP's live tables (PP symbols are numeric for live games). */
export const PP_TABLES: readonly SandboxTable[] = [baccaratTable('401', 'Baccarat Tốc Độ', ''), dragonTiger];
/** AWC's tables: AE Sexy's baccarat and SV388's fights. */
export const AWC_TABLES: readonly SandboxTable[] = [
  baccaratTable('MX-LIVE-001', 'AE Sexy Baccarat', 'SEXYBCRT'),
  sv388,
];

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
