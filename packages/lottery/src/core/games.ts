import type { ResultFormat } from './results';

/** The lottery provider's games, by the catalogue's partnerGameId. */
export const LOTTERY_GAMES = {
  'lode-sieutoc': { name: 'Lô Đề Siêu Tốc', format: 'bac27' as ResultFormat, prefix: 'ST' },
} as const;
export type LotteryGameCode = keyof typeof LOTTERY_GAMES;
export const LOTTERY_GAME_CODES = Object.keys(LOTTERY_GAMES) as [LotteryGameCode, ...LotteryGameCode[]];

export interface Schedule {
  /** seconds between two siêu tốc draws */
  periodSeconds: number;
  /** betting closes this many seconds before a draw */
  closeSeconds: number;
  /** a draw with no result this many seconds after its time is cancelled and refunded */
  cancelAfterSeconds: number;
}

export const OFFICIAL_SCHEDULE: Schedule = { periodSeconds: 75, closeSeconds: 5, cancelAfterSeconds: 600 };
/** Demos, tests and `npm run play`: a draw every 20 seconds. */
export const FAST_SCHEDULE: Schedule = { periodSeconds: 20, closeSeconds: 3, cancelAfterSeconds: 120 };

/** The next `count` draw times strictly after `now`, on the period's grid (epoch-aligned, so every instance agrees). */
export function nextDrawTimes(now: number, periodSeconds: number, count: number): number[] {
  const period = periodSeconds * 1000;
  const first = Math.floor(now / period) * period + period;
  return Array.from({ length: count }, (_, i) => first + i * period);
}

/** A draw's public code, in Vietnam time: ST-20261126-200730. */
export function drawCode(prefix: string, drawAt: number): string {
  const vn = new Date(drawAt + 7 * 3600_000).toISOString();
  return `${prefix}-${vn.slice(0, 10).replaceAll('-', '')}-${vn.slice(11, 19).replaceAll(':', '')}`;
}
