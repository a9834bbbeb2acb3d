import type { RandomSource } from '@app/provider-kit/random';
import { z } from 'zod';
import { type HouseGame, type Settlement, stakeOfTable, type WinDetail, ZTableStakeSchema } from './types';

/*
 * Đá gà (cockfighting) on a shared schedule: every player bets on the same fight. The winner
 * comes from the fight's own provably fair seed: HMAC-SHA256(server seed, "daga-<fight no>:0").
 * Meron (red) and Wala (blue) pay the odds shown when the bet was placed, which move with the
 * money on each side within fixed limits; a draw pays 8 to 1 and refunds Meron/Wala bets.
 */

export const FIGHT_SIDES = ['meron', 'wala', 'draw'] as const;
export type FightSide = (typeof FIGHT_SIDES)[number];
export type FightResult = 'meron' | 'wala' | 'draw';

export const FIGHT_SIDE_LABEL: Record<FightSide, string> = { meron: 'Meron (Đỏ)', wala: 'Wala (Xanh)', draw: 'Hòa' };

/** Chances out of 2000: draw 210 (10.5%), Meron 895 (44.75%), Wala 895 (44.75%). */
export const FIGHT_ROLL = 2000;
export const DRAW_ROLLS = 210;
export const MERON_ROLLS = 895;
export const FIGHT_PROBABILITY = {
  draw: DRAW_ROLLS / FIGHT_ROLL,
  meron: MERON_ROLLS / FIGHT_ROLL,
  wala: (FIGHT_ROLL - DRAW_ROLLS - MERON_ROLLS) / FIGHT_ROLL,
} as const;

/** Odds are decimal (stake included) in hundredths: 190 = 1.90 = 0.90 won per 1 staked. */
export const ODDS_RULES = {
  /** the house's margin on the pool: balanced money shows 2 × (1 − margin) = 1.90 */
  margin: 0.05,
  /** money the house puts on each side before anyone bets, so the first bets move odds gently */
  liquidity: 10_000_000,
  min: 170,
  max: 195,
} as const;

/** A draw bet returns 9 × stake (8 to 1 plus the stake). */
export const DRAW_RETURN = 9;

export interface FightOutcome {
  result: FightResult;
  /** the roll in [0, 2000) the result was read from */
  roll: number;
}

export interface FightTotals {
  meron: number;
  wala: number;
}

/**
 * The odds Meron and Wala pay given the money already on each side: the pool (with the
 * house's liquidity on both sides) less the margin, divided by the side's share, rounded
 * down to a hundredth and clamped to [1.70, 1.95]. The more money on a side, the lower its odds.
 */
export function fightOdds(totals: FightTotals, rules = ODDS_RULES): { meron: number; wala: number } {
  const m = Math.max(0, totals.meron) + rules.liquidity;
  const w = Math.max(0, totals.wala) + rules.liquidity;
  const pool = (m + w) * (1 - rules.margin);
  const clamp = (v: number) => Math.min(rules.max, Math.max(rules.min, v));
  return {
    meron: clamp(Math.floor((pool * 100) / m + 1e-9)),
    wala: clamp(Math.floor((pool * 100) / w + 1e-9)),
  };
}

/** What one bet returns for a fight's result, stake included (cancelled fights refund the stake). */
export function fightPayout(bet: FightBet, result: FightResult | 'cancelled'): number {
  if (result === 'cancelled') return bet.amount;
  if (bet.side === 'draw') return result === 'draw' ? bet.amount * DRAW_RETURN : 0;
  if (result === 'draw') return bet.amount;
  // stakes are whole thousands, so amount × odds / 100 is an integer
  return result === bet.side ? (bet.amount / 100) * bet.odds : 0;
}

export function drawFight(rng: RandomSource): FightOutcome {
  const roll = rng.int(FIGHT_ROLL);
  const result: FightResult = roll < DRAW_ROLLS ? 'draw' : roll < DRAW_ROLLS + MERON_ROLLS ? 'meron' : 'wala';
  return { result, roll };
}

/** The fair message of fight `no`: the client seed is public and fixed, the nonce is 0. */
export const fightClientSeed = (no: number) => `daga-${no}`;

export const ZFightOdds = z
  .number({ error: 'Tỷ lệ cược không hợp lệ' })
  .int({ error: 'Tỷ lệ cược không hợp lệ' })
  .min(100, { error: 'Tỷ lệ cược không hợp lệ' })
  .max(1000, { error: 'Tỷ lệ cược không hợp lệ' });

export interface FightBet {
  side: FightSide;
  amount: number;
  /** locked odds in hundredths (Meron/Wala); 900 for draw */
  odds: number;
}

/** A recorded fight bet (for verification): the side, the stake and the odds it was locked at. */
export const ZFightBet = z.object({
  side: z.enum(FIGHT_SIDES, { error: 'Cửa cược không hợp lệ' }),
  amount: ZTableStakeSchema,
  odds: ZFightOdds,
});

export interface CockfightBet {
  bets: { spot: FightSide; amount: number; odds: number }[];
}

/** Published RTP per side: P(win) × odds + P(draw) × 1 for Meron/Wala; P(draw) × 9 for Hòa. */
export function sideRtp(side: FightSide, odds: number): number {
  if (side === 'draw') return FIGHT_PROBABILITY.draw * DRAW_RETURN;
  return FIGHT_PROBABILITY[side] * (odds / 100) + FIGHT_PROBABILITY.draw;
}

export const cockfight: HouseGame<CockfightBet, FightOutcome> = {
  code: 'cockfight',
  name: 'Đá Gà Thomo',
  sharedRounds: true,
  betSchema: z.object({
    bets: z
      .array(
        z.object({
          spot: z.enum(FIGHT_SIDES, { error: 'Cửa cược không hợp lệ' }),
          amount: ZTableStakeSchema,
          odds: ZFightOdds,
        }),
      )
      .min(1, { error: 'Vui lòng đặt cược' })
      .max(20),
  }) as z.ZodType<CockfightBet>,
  rtp: {
    min: sideRtp('meron', ODDS_RULES.min),
    byBet: {
      meron_1_90: sideRtp('meron', 190),
      wala_1_90: sideRtp('wala', 190),
      meron_wala_min_1_70: sideRtp('meron', ODDS_RULES.min),
      meron_wala_max_1_95: sideRtp('meron', ODDS_RULES.max),
      draw: sideRtp('draw', 900),
    },
    note:
      'Mỗi trận: Meron thắng 44.75%, Wala thắng 44.75%, Hòa 10.5% (bộ sinh số công bằng). Meron/Wala trả theo tỷ lệ khóa lúc đặt cược ' +
      '(1.70-1.95, tiền cược gồm vốn; 1.90 khi hai bên cân bằng); Hòa trả 1 ăn 8. Khi hòa, cược Meron/Wala được hoàn vốn. ' +
      'Trận bị hủy hoàn tiền mọi cược. RTP Meron/Wala = 44.75% × tỷ lệ + 10.5%: 86.58% (1.70) - 95.53% (1.90) - 97.76% (1.95); Hòa 94.5%.',
  },
  stakeOf: stakeOfTable,
  draw: drawFight,
  settle(bet, outcome): Settlement {
    let payout = 0;
    const wins: WinDetail[] = [];
    for (const b of bet.bets) {
      const paid = fightPayout({ side: b.spot, amount: b.amount, odds: b.odds }, outcome.result);
      payout += paid;
      if (paid > 0) {
        const say = { key: `cockfight.sides.${b.spot}` };
        wins.push({ label: FIGHT_SIDE_LABEL[b.spot], say, stake: b.amount, payout: paid });
      }
    }
    return { payout, jackpotHit: false, wins };
  },
};

/** The phases of a fight on the shared schedule. */
export interface FightSchedule {
  /** ms from one fight's opening to the next one's */
  periodMs: number;
  /** ms bets are taken after the fight opens */
  bettingMs: number;
  /** ms the fight lasts after betting closes; the result is known at its end */
  fightMs: number;
}

/**
 * `fast` leaves a person time to bet (demos, the browser tests); `test` only a program (the
 * command-line play tests, which would otherwise wait most of a fast fight for nothing).
 */
export const FIGHT_SCHEDULES: Record<'normal' | 'fast' | 'test', FightSchedule> = {
  normal: { periodMs: 120_000, bettingMs: 90_000, fightMs: 20_000 },
  fast: { periodMs: 20_000, bettingMs: 12_000, fightMs: 5_000 },
  test: { periodMs: 6_000, bettingMs: 3_000, fightMs: 2_000 },
};

export interface FightTimes {
  no: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
}

/** The fight that is open (or fighting, or showing its result) at `now`: fight n opens at n × period. */
export function fightAt(now: number, s: FightSchedule): FightTimes {
  const no = Math.floor(now / s.periodMs);
  return timesOf(no, s);
}

export function timesOf(no: number, s: FightSchedule): FightTimes {
  const opensAt = no * s.periodMs;
  return { no, opensAt, closesAt: opensAt + s.bettingMs, endsAt: opensAt + s.bettingMs + s.fightMs };
}

export type FightPhase = 'betting' | 'fighting' | 'result';

export function phaseAt(t: FightTimes, now: number): FightPhase {
  return now < t.closesAt ? 'betting' : now < t.endsAt ? 'fighting' : 'result';
}
