import type { RandomSource } from '@app/provider-kit/random';
import { z } from 'zod';

export const HOUSE_GAME_CODES = [
  'taixiu',
  'xocdia',
  'baucua',
  'rongho',
  'roulette',
  'slot',
  'keno',
  'baccarat',
  'baccarat_nc',
  'blackjack',
  'threecard',
  'cockfight',
  'fish',
  'xidach',
  'maubinh',
  'baccarat_live',
  'sicbo',
] as const;
export type HouseGameCode = (typeof HOUSE_GAME_CODES)[number];

/**
 * A win line in words any language can say: a catalogue key (`i18n/{vi,en}.ts`, mostly under
 * `winLines`) and its values. Figures are given as they are; words (a slot symbol, a blackjack
 * result, a poker hand, a fish) as codes the catalogue names, so the reader's language can word
 * them (`winLine` in `i18n/index.ts`). The Vietnamese rendering equals `label` (win-lines.test.ts).
 */
export interface WinSay {
  key: string;
  values?: Record<string, string | number>;
}

/** One winning part of a round, for the result screen and the verify page. */
export interface WinDetail {
  /** the bet spot, payline or pick set that won, in Vietnamese (the API and the records read it) */
  label: string;
  /** the same in the catalogue's terms, for a page in another language */
  say?: WinSay;
  stake: number;
  payout: number;
}

export interface Settlement {
  /** total paid back to the player for the round, stake included, integer VND */
  payout: number;
  /** the round hit the progressive jackpot (paid from the pool on top of `payout`) */
  jackpotHit: boolean;
  wins: WinDetail[];
}

/** The return to player a game publishes, per bet type, as a fraction of stake. */
export interface PublishedRtp {
  /** the lowest RTP among the game's bet types (what a careful player should read) */
  min: number;
  byBet: Record<string, number>;
  /** how the figure is derived, in Vietnamese, shown on the game's info panel */
  note: string;
}

/**
 * A house game: validated bet, outcome from a random source, deterministic settlement.
 * `draw` consumes the random source in a fixed order so that a round can be replayed
 * from (server seed, client seed, nonce) alone.
 */
export interface HouseGame<TBet = unknown, TOutcome = unknown> {
  code: HouseGameCode;
  name: string;
  betSchema: z.ZodType<TBet>;
  rtp: PublishedRtp;
  /**
   * played in steps (deal, then decisions, each extra stake through the wallet): the bet carries
   * the decisions, so a finished round still replays from the seeds; not playable in one request
   */
  multiStep?: boolean;
  /** share of every stake fed to the progressive jackpot pool; absent for non-jackpot games */
  jackpotContribution?: number;
  /** one round shared by every player on a schedule (played through its own API, not /api/play) */
  sharedRounds?: boolean;
  stakeOf(bet: TBet): number;
  draw(rng: RandomSource): TOutcome;
  settle(bet: TBet, outcome: TOutcome): Settlement;
}

export const MIN_TABLE_STAKE = 1_000;
export const MAX_TABLE_STAKE = 50_000_000;

/**
 * Table stakes are whole thousands of VND (the chip sizes the screens offer), which keeps
 * every payout an exact integer: fractional odds such as 0.96:1 are multiples of 1/1000.
 */
export const ZTableStakeSchema = z
  .number({ error: 'Mức cược phải là số' })
  .int({ error: 'Mức cược phải là số nguyên VND' })
  .min(MIN_TABLE_STAKE, { error: `Mức cược tối thiểu là ${MIN_TABLE_STAKE.toLocaleString('en-US')} VND` })
  .max(MAX_TABLE_STAKE, { error: `Mức cược tối đa là ${MAX_TABLE_STAKE.toLocaleString('en-US')} VND` })
  .refine((v) => v % 1000 === 0, { error: 'Mức cược phải là bội số của 1,000 VND' });

export interface TableBet<S extends string> {
  bets: { spot: S; amount: number }[];
}

/** Bets on a table: one stake per spot, each spot at most once. */
export function tableBetSchema<S extends string>(spots: readonly [S, ...S[]]): z.ZodType<TableBet<S>> {
  return z.object({
    bets: z
      .array(
        z.object({
          spot: z.enum(spots, { error: 'Cửa cược không hợp lệ' }),
          amount: ZTableStakeSchema,
        }),
      )
      .min(1, { error: 'Vui lòng đặt cược' })
      .max(spots.length)
      .refine((bets) => new Set(bets.map((b) => b.spot)).size === bets.length, {
        error: 'Mỗi cửa chỉ được đặt một lần',
      }),
  }) as unknown as z.ZodType<TableBet<S>>;
}

/**
 * Settles a table round from a per-spot return in thousandths of the stake (2000 = even
 * money back with the stake, 500 = half back, 0 = lost). Stakes are multiples of 1000,
 * so `amount / 1000 * perMille` is exact. A win line is named by `label` (Vietnamese) and
 * `say` (the catalogue's key for the spot).
 */
export function settleTable<S extends string, O>(
  bet: TableBet<S>,
  outcome: O,
  returnPerMille: (spot: S, outcome: O) => number,
  label: (spot: S) => string,
  say: (spot: S) => WinSay,
): Settlement {
  let payout = 0;
  const wins: WinDetail[] = [];
  for (const { spot, amount } of bet.bets) {
    const paid = (amount / 1000) * returnPerMille(spot, outcome);
    payout += paid;
    if (paid > 0) wins.push({ label: label(spot), say: say(spot), stake: amount, payout: paid });
  }
  return { payout, jackpotHit: false, wins };
}

/** The catalogue names a plain spot under `section` by its code (`winLines.taixiu.tai`). */
export const spotSay =
  (section: string) =>
  (spot: string): WinSay => ({ key: `${section}.${spot}` });

export function stakeOfTable<S extends string>(bet: TableBet<S>): number {
  return bet.bets.reduce((sum, b) => sum + b.amount, 0);
}
