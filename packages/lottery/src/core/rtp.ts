import { type BetType, PAYOUTS, xienSize } from './bets';
import { PRIZE_LAYOUT, type ResultFormat } from './results';

/**
 * Exact return to player of one unit on one number (or one xiên combination), over all
 * outcomes of a sheet whose numbers are independent and uniform over their digits (how both
 * the official draws and the sandbox work).
 *
 * Lô pays per appearance, so its expectation is the sum over the sheet's numbers of
 * P(a number ends in the player's digits). Xiên pays once when every number of the
 * combination comes: computed by walking the sheet number by number over the 2^k sets of
 * combination members seen so far (an exhaustive grouping of all 100^n outcomes).
 */
export function exactRtp(format: ResultFormat, type: BetType): number {
  const rule = PAYOUTS[format][type];
  const sheet = PRIZE_LAYOUT[format].flatMap(([, count, digits]) => Array<number>(count).fill(digits));
  const special = PRIZE_LAYOUT[format].find(([key]) => key === 'db')![2];
  let expectedHits: number;
  switch (type) {
    case 'lo2':
      expectedHits = sheet.length / 100;
      break;
    case 'lo3':
      expectedHits = sheet.filter((d) => d >= 3).length / 1000;
      break;
    case 'de':
      expectedHits = special >= 2 ? 1 / 100 : 0;
      break;
    case 'dau':
    case 'duoi':
      expectedHits = 1 / 10;
      break;
    case 'bacang':
      expectedHits = 1 / 1000;
      break;
    default:
      expectedHits = xienProbability(sheet.length, xienSize(type));
  }
  return (expectedHits * rule.unitWin) / rule.unitCost;
}

/** P(all k given two-digit endings appear among n independent uniform endings), by state walk. */
export function xienProbability(n: number, k: number): number {
  const full = (1 << k) - 1;
  let dist = new Float64Array(1 << k);
  dist[0] = 1;
  for (let draw = 0; draw < n; draw++) {
    const next = new Float64Array(1 << k);
    for (let seen = 0; seen <= full; seen++) {
      const p = dist[seen]!;
      if (p === 0) continue;
      next[seen]! += (p * (100 - k)) / 100;
      for (let member = 0; member < k; member++) next[seen | (1 << member)]! += p / 100;
    }
    dist = next;
  }
  return dist[full]!;
}

/** The published table: RTP per format and bet type, rounded to 0.01 %. */
export function rtpTable(): Record<ResultFormat, Record<BetType, number>> {
  const out = {} as Record<ResultFormat, Record<BetType, number>>;
  for (const format of ['bac27', 'nam18'] as const) {
    out[format] = {} as Record<BetType, number>;
    for (const type of Object.keys(PAYOUTS[format]) as BetType[]) {
      out[format][type] = Math.round(exactRtp(format, type) * 10_000) / 10_000;
    }
  }
  return out;
}
