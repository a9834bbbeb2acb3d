import type { ResultFormat } from './results';

/** The lottery provider's games, by the catalogue's partnerGameId. */
export const LOTTERY_GAMES = {
  'lode-sieutoc': { name: 'Lô Đề Siêu Tốc', kind: 'sieutoc', format: 'bac27' as ResultFormat, prefix: 'ST' },
  /** the three regions' daily draws; each draw's sheet format is its region's */
  'lode-3mien': { name: 'Lô Đề 3 Miền', kind: 'regional', format: null, prefix: '' },
  /** Vietlott's rules, drawn by this provider (core/vietlott.ts) */
  mega645: { name: 'Mega 6/45', kind: 'vietlott', format: null, prefix: 'MEGA' },
  power655: { name: 'Power 6/55', kind: 'vietlott', format: null, prefix: 'POWER' },
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
  /** lô đề 3 miền: official times (null) or a draw of every region every this many seconds */
  regionalEverySeconds: number | null;
  /** lô đề 3 miền: betting closes this many seconds before a draw */
  regionalCloseSeconds: number;
  /** lô đề 3 miền: a draw with no result this long after its time is cancelled and refunded */
  regionalCancelAfterSeconds: number;
  /** Mega 6/45 and Power 6/55: official days at 18:00 (null) or a draw every this many seconds */
  vietlottEverySeconds: number | null;
  /** Mega 6/45 and Power 6/55: betting closes this many seconds before a draw */
  vietlottCloseSeconds: number;
}

export const OFFICIAL_SCHEDULE: Schedule = {
  periodSeconds: 75,
  closeSeconds: 5,
  cancelAfterSeconds: 600,
  regionalEverySeconds: null,
  regionalCloseSeconds: 300,
  regionalCancelAfterSeconds: 6 * 3600,
  vietlottEverySeconds: null,
  vietlottCloseSeconds: 300,
};
/** Demos, tests and `npm run play`: siêu tốc every 20 seconds, 3 miền, Mega and Power every minute. */
export const FAST_SCHEDULE: Schedule = {
  periodSeconds: 20,
  closeSeconds: 3,
  cancelAfterSeconds: 120,
  regionalEverySeconds: 60,
  regionalCloseSeconds: 5,
  regionalCancelAfterSeconds: 120,
  vietlottEverySeconds: 60,
  vietlottCloseSeconds: 5,
};

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
