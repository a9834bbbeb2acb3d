import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { evaluateLine, SLOT_LINES, SLOT_REELS, type SlotSymbol } from '../games/slot';
import { PP_SLOT_RTP, PP_SLOT_TITLES, payLines, spinTitle } from './slots';

/**
 * The PP sandbox's titles share the house slot's reels and pay table on their own number of
 * lines: each configuration's RTP is measured over 1,000,000 spins and must land within 5
 * standard errors of the exact figure the rules show.
 */
describe('PP sandbox slot titles', () => {
  it('should offer at least 12 distinct titles with an RTP between 94 % and 97 %', () => {
    expect(PP_SLOT_TITLES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PP_SLOT_TITLES.map((t) => t.symbol)).size).toBe(PP_SLOT_TITLES.length);
    expect(new Set(PP_SLOT_TITLES.map((t) => t.name)).size).toBe(PP_SLOT_TITLES.length);
    expect(PP_SLOT_RTP).toBeGreaterThan(0.94);
    expect(PP_SLOT_RTP).toBeLessThan(0.97);
  });

  it('should measure the published RTP over 1,000,000 spins on every line count the titles use', () => {
    // the same spins for every configuration: a title on n lines is paid by the first n lines
    const configs = [...new Set(PP_SLOT_TITLES.map((t) => t.lines))];
    const meters = configs.map(() => ({ sum: 0, sumSq: 0 }));
    const rng = new FastRandom(9020);
    const n = 1_000_000;
    const line: SlotSymbol[] = new Array(5);
    const window: SlotSymbol[][] = SLOT_REELS.map(() => new Array(3));
    for (let i = 0; i < n; i++) {
      for (let r = 0; r < 5; r++) {
        const reel = SLOT_REELS[r]!;
        const stop = rng.int(reel.length);
        for (let row = 0; row < 3; row++) window[r]![row] = reel[(stop + row) % reel.length]!;
      }
      let paid = 0;
      let c = 0;
      for (let l = 0; l < 20; l++) {
        const rows = SLOT_LINES[l]!;
        for (let r = 0; r < 5; r++) line[r] = window[r]![rows[r]!]!;
        paid += evaluateLine(line).multiple;
        for (let k = 0; k < configs.length; k++) {
          if (configs[k] !== l + 1) continue;
          const ratio = paid / (l + 1);
          meters[k]!.sum += ratio;
          meters[k]!.sumSq += ratio * ratio;
          c++;
        }
      }
      if (c !== configs.length) throw new Error('every configuration is metered once per spin');
    }
    for (const m of meters) {
      const mean = m.sum / n;
      const se = Math.sqrt((m.sumSq / n - mean * mean) / n);
      expect(5 * se).toBeLessThan(0.05);
      expect(Math.abs(mean - PP_SLOT_RTP)).toBeLessThan(5 * se);
    }
  });

  it('should pay a spin of a title exactly what its first lines pay', () => {
    const title = PP_SLOT_TITLES.find((t) => t.lines === 5)!;
    const spin = spinTitle(title, 200, new FastRandom(1));
    const again = payLines(title, 200, spin.window);
    expect(again.payout).toBe(spin.payout);
    expect(spin.payout).toBe(again.wins.reduce((s, w) => s + w.payout, 0));
  });
});
