import type { RandomSource } from '@app/provider-kit/random';
import { sampleDistinct } from '@app/provider-kit/random';
import { z } from 'zod';
import {
  BACCARAT_LABEL,
  BACCARAT_RTP,
  BACCARAT_SHOE,
  BACCARAT_SPOTS,
  type BaccaratOutcome,
  type BaccaratSpot,
  baccaratReturnPerMille,
  dealCoup,
} from './baccarat';
import { cardAt } from './cards';
import {
  type HouseGame,
  type Settlement,
  settleTable,
  spotSay,
  stakeOfTable,
  type TableBet,
  tableBetSchema,
} from './types';

/*
 * The shared live baccarat table: one 8-deck shoe per 60 coups, shuffled whole by a Fisher-Yates
 * from the shoe's fair seed (HMAC-SHA256(shoe seed, "<client seed>:0")), the coups dealt from it
 * in order like at a real table. The shoe's seed hash is published when the shoe starts and the
 * seed itself once its last coup is over, so every coup of the shoe can be recomputed.
 */

/** A shoe is dealt for 60 coups: at most 360 of its 416 cards, the rest lies behind the cut card. */
export const LIVE_COUPS_PER_SHOE = 60;

export interface LiveSchedule {
  /** ms from one coup's opening to the next one's */
  periodMs: number;
  /** ms bets are taken after the coup opens */
  bettingMs: number;
  /** ms the cards take to come out after betting closes; the coup is paid at its end */
  dealMs: number;
}

/** `fast` for demos and the browser tests, `test` for programs only (as the fights' schedules). */
export const LIVE_SCHEDULES: Record<'normal' | 'fast' | 'test', LiveSchedule> = {
  normal: { periodMs: 40_000, bettingMs: 20_000, dealMs: 12_000 },
  fast: { periodMs: 12_000, bettingMs: 6_000, dealMs: 4_000 },
  test: { periodMs: 5_000, bettingMs: 2_500, dealMs: 1_500 },
};

export interface LiveTimes {
  no: number;
  shoe: number;
  /** index of the coup in its shoe, 0..59 */
  coup: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
}

/** Coup n of the table opens at n × period (epoch ms); shoe s holds coups 60s..60s+59. */
export function liveTimesOf(no: number, s: LiveSchedule): LiveTimes {
  const opensAt = no * s.periodMs;
  return {
    no,
    shoe: Math.floor(no / LIVE_COUPS_PER_SHOE),
    coup: no % LIVE_COUPS_PER_SHOE,
    opensAt,
    closesAt: opensAt + s.bettingMs,
    endsAt: opensAt + s.bettingMs + s.dealMs,
  };
}

export const liveRoundAt = (now: number, s: LiveSchedule): LiveTimes => liveTimesOf(Math.floor(now / s.periodMs), s);

export type LivePhase = 'betting' | 'dealing' | 'result';

export function livePhaseAt(t: LiveTimes, now: number): LivePhase {
  return now < t.closesAt ? 'betting' : now < t.endsAt ? 'dealing' : 'result';
}

/** When the shoe's last coup is over (its seed may be revealed from then on). */
export const shoeEndsAt = (shoe: number, s: LiveSchedule): number =>
  liveTimesOf((shoe + 1) * LIVE_COUPS_PER_SHOE - 1, s).endsAt;

/** The shoe's public client seed: the shoe is shared, so no player chooses it. */
export const liveClientSeed = (table: string, shoe: number) => `baccarat-live-${table}-${shoe}`;

/** The six card positions of a coup are dealt one by one over the dealing phase. */
export const cardRevealAt = (t: LiveTimes, s: LiveSchedule, index: number): number =>
  t.closesAt + Math.floor(((index + 1) * s.dealMs) / 7);

export interface LiveShoe {
  /** the coups of the shoe in order */
  coups: BaccaratOutcome[];
  /** index in the shuffled shoe of each coup's first card */
  firstCard: number[];
}

/** The whole shoe from its fair random source: a full shuffle of 416 cards, 60 coups dealt in order. */
export function dealShoe(rng: RandomSource): LiveShoe {
  const order = sampleDistinct(rng, BACCARAT_SHOE, BACCARAT_SHOE);
  let i = 0;
  const coups: BaccaratOutcome[] = [];
  const firstCard: number[] = [];
  for (let c = 0; c < LIVE_COUPS_PER_SHOE; c++) {
    firstCard.push(i);
    coups.push(dealCoup(() => cardAt(order[i++]!)));
  }
  return { coups, firstCard };
}

/** The cards of a coup in dealing order: player, banker, player, banker, then the third cards. */
export function dealingOrder(o: BaccaratOutcome): { side: 'player' | 'banker'; index: number }[] {
  const order: { side: 'player' | 'banker'; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (o.player.length > 2) order.push({ side: 'player', index: 2 });
  if (o.banker.length > 2) order.push({ side: 'banker', index: 2 });
  return order;
}

export interface LiveBet extends TableBet<BaccaratSpot> {
  /** the coup's index in its shoe */
  coup: number;
}

const spotsSchema = tableBetSchema(BACCARAT_SPOTS);

export const ZLiveBet = z
  .object({
    coup: z
      .number()
      .int()
      .min(0)
      .max(LIVE_COUPS_PER_SHOE - 1),
    bets: z.array(z.unknown()),
  })
  .transform((v, ctx) => {
    const spots = spotsSchema.safeParse({ bets: v.bets });
    if (!spots.success) {
      ctx.addIssue({ code: 'custom', message: spots.error.issues[0]?.message ?? 'Cược không hợp lệ' });
      return z.NEVER;
    }
    return { coup: v.coup, bets: spots.data.bets };
  }) as unknown as z.ZodType<LiveBet>;

export const liveReturnPerMille = (spot: BaccaratSpot, o: BaccaratOutcome) => baccaratReturnPerMille(spot, o, false);

/** Bets on one coup, settled: the table's payouts and the verify page's win lines alike. */
export function settleCoup(bet: TableBet<BaccaratSpot>, coup: BaccaratOutcome): Settlement {
  return settleTable(bet, coup, liveReturnPerMille, (spot) => BACCARAT_LABEL[spot], spotSay('baccarat.spots'));
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/**
 * The live table in the game registry, for the verify page: `draw` deals the whole shoe from
 * (shoe seed, public client seed, nonce 0), `settle` pays a bet on the coup it names.
 */
export const baccaratLive: HouseGame<LiveBet, LiveShoe> = {
  code: 'baccarat_live',
  name: 'Baccarat Bàn Chung',
  sharedRounds: true,
  betSchema: ZLiveBet,
  rtp: {
    min: BACCARAT_RTP.tie,
    byBet: {
      Con: BACCARAT_RTP.player,
      Cái: BACCARAT_RTP.banker,
      Hòa: BACCARAT_RTP.tie,
      'Đôi Con': BACCARAT_RTP.pair,
      'Đôi Cái': BACCARAT_RTP.pair,
    },
    note:
      `Bàn chung cho mọi người chơi: mỗi ván có thời gian đặt cược, chia bài từng lá rồi trả thưởng. Shoe 8 bộ bài (416 lá) xáo một lần bằng RNG công bằng, ` +
      `chia ${LIVE_COUPS_PER_SHOE} ván liên tiếp; mã băm của shoe công bố khi shoe bắt đầu, hạt giống công bố khi shoe kết thúc. ` +
      `Con 1 ăn 1 (RTP ${pct(BACCARAT_RTP.player)}), Cái 1 ăn 0.95 (RTP ${pct(BACCARAT_RTP.banker)}), Hòa 1 ăn 8 (RTP ${pct(BACCARAT_RTP.tie)}), ` +
      `Đôi Con/Đôi Cái 1 ăn 11 (RTP ${pct(BACCARAT_RTP.pair)}). Ván bị hủy hoàn lại toàn bộ tiền cược.`,
  },
  stakeOf: stakeOfTable,
  draw: dealShoe,
  settle(bet, shoe) {
    const coup = shoe.coups[bet.coup];
    if (!coup) throw new Error('no such coup');
    return settleCoup(bet, coup);
  },
};
