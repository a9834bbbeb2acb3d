import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { SlotTitle, type SlotTitleData, simulate, VOLATILITY_BANDS } from './slot-engine';
import { SLOT_MEASURED } from './slot-measured';
import { measuredRtp, PP_SLOT_TITLES, SLOT_MEASURE_SEED, SLOT_MEASURE_SPINS, slotMark, slotRules } from './slots';

/**
 * The PP sandbox's slot titles (decision 152): one engine, twelve titles of their own data,
 * each RTP measured over 10^6 seeded spins, reproduced here, and shown in the title's rules.
 */
describe('PP sandbox slot titles', () => {
  it('should offer at least 12 titles, each with its own reels, pays, play and card', () => {
    expect(PP_SLOT_TITLES.length).toBeGreaterThanOrEqual(12);
    const distinct = (f: (t: SlotTitle) => unknown) => new Set(PP_SLOT_TITLES.map((t) => JSON.stringify(f(t)))).size;
    expect(distinct((t) => t.symbol)).toBe(PP_SLOT_TITLES.length);
    expect(distinct((t) => t.name)).toBe(PP_SLOT_TITLES.length);
    expect(distinct((t) => t.data.reels)).toBe(PP_SLOT_TITLES.length);
    expect(distinct((t) => t.data.symbols.map((s) => s.pays))).toBe(PP_SLOT_TITLES.length);
    expect(distinct((t) => t.palette)).toBe(PP_SLOT_TITLES.length);
    expect(distinct((t) => slotMark(t))).toBe(PP_SLOT_TITLES.length);
    // no title's reels repeat one strip five times
    for (const t of PP_SLOT_TITLES) expect(new Set(t.data.reels).size, t.symbol).toBeGreaterThan(1);
    // the engine's range is used: lines and ways, 3 and 4 rows, with and without free spins, every volatility
    expect(distinct((t) => t.data.mode.kind)).toBe(2);
    expect(distinct((t) => t.data.rows)).toBe(2);
    expect(distinct((t) => t.paths)).toBeGreaterThanOrEqual(6);
    expect(distinct((t) => t.data.freeSpins ?? null)).toBeGreaterThanOrEqual(6);
    expect(distinct((t) => t.data.volatility)).toBe(4);
  });

  it.each(PP_SLOT_TITLES.map((t) => [t.symbol, t] as const))(
    'should measure the RTP that %s shows over 10^6 seeded spins, within 94-97 % and its exact figure',
    (_symbol, title) => {
      const m = simulate(title, SLOT_MEASURE_SPINS, SLOT_MEASURE_SEED);
      // the stored figures are this run's: same seed, same spins
      expect(SLOT_MEASURED[title.symbol]).toEqual({
        rtp: m.rtp,
        sd: m.sd,
        hitRate: m.hitRate,
        freeSpinRate: m.freeSpinRate,
      });
      expect(m.rtp).toBeGreaterThan(0.94);
      expect(m.rtp).toBeLessThan(0.97);
      const exact = title.exactRtp().rtp;
      expect(exact).toBeGreaterThan(0.94);
      expect(exact).toBeLessThan(0.97);
      expect(Math.abs(m.rtp - exact)).toBeLessThan((4 * m.sd) / Math.sqrt(SLOT_MEASURE_SPINS));
      const [lo, hi] = VOLATILITY_BANDS[title.data.volatility];
      expect(m.sd).toBeGreaterThanOrEqual(lo);
      expect(m.sd).toBeLessThan(hi);
      expect(measuredRtp(title)).toBe(m.rtp);
      expect(slotRules(title)).toContain(`RTP ${(m.rtp * 100).toFixed(2)}%, đo trên 1,000,000 vòng quay`);
      expect(slotRules(title)).toContain(`Độ biến động: ${title.data.volatility}`);
    },
  );

  it('should pay in the fast simulation exactly what the engine pays a player, spin by spin', () => {
    for (const title of PP_SLOT_TITLES) {
      const n = 2000;
      const rng = new FastRandom(77);
      let coins = 0;
      let withFree = 0;
      let unexplained = 0;
      for (let i = 0; i < n; i++) {
        const spin = title.spin(1, rng);
        if (spin.payout !== spin.wins.reduce((s, w) => s + w.payout, 0)) unexplained++;
        if (spin.total !== spin.payout + spin.freeSpins.reduce((s, f) => s + f.payout, 0)) unexplained++;
        if (spin.wins.some((w) => w.cells.some(([r, row]) => spin.window[r]?.[row] === undefined))) unexplained++;
        if (spin.freeSpins.length) withFree++;
        coins += spin.total;
      }
      expect(unexplained, title.symbol).toBe(0);
      const m = simulate(title, n, 77);
      expect(m.rtp * n * title.data.cost, title.symbol).toBeCloseTo(coins, 6);
      expect(m.freeSpinRate * n).toBe(withFree);
    }
  });

  it('should pay a line, ways and the scatter as the pay table says', () => {
    const lines = PP_SLOT_TITLES.find((t) => t.symbol === 'vs5joker')!;
    const code = (c: string) => lines.data.symbols.findIndex((s) => s.code === c);
    const seven = lines.data.symbols[code('s')]!;
    // sevens on the middle row of the first four reels, a wild on the fifth: five sevens
    const window = [0, 1, 2, 3, 4].map((r) => [code('r'), r === 4 ? code('W') : code('s'), code('l')]);
    const paid = lines.payScreen(window, 200);
    expect(paid.wins[0]).toMatchObject({ label: `Dòng 1: 5 × ${seven.name}`, payout: seven.pays[2] * 200 });

    const ways = PP_SLOT_TITLES.find((t) => t.symbol === 'vs20sweetbn')!;
    const w = (c: string) => ways.data.symbols.findIndex((s) => s.code === c);
    const jack = ways.data.symbols[w('J')]!;
    // J twice on reel 1, once on reels 2 and 3 (a wild there), none on reel 4: 2 × 1 × 1 ways of three
    const screen = [
      [w('J'), w('J'), w('a')],
      [w('J'), w('b'), w('c')],
      [w('W'), w('a'), w('b')],
      [w('a'), w('b'), w('c')],
      [w('b'), w('c'), w('a')],
    ];
    const jWin = ways.payScreen(screen, 100).wins.find((x) => x.label.startsWith(`3 × ${jack.name}`));
    expect(jWin).toMatchObject({ label: `3 × ${jack.name} (2 cách)`, payout: jack.pays[0] * 2 * 100 });
    // three scatters anywhere pay the stake times their pay, and award the title's free spins
    const s = w('S');
    const scat = ways.payScreen(
      screen.map((col, r) => (r < 3 ? [s, ...col.slice(1)] : col)),
      100,
    );
    expect(scat.scatters).toBe(3);
    expect(scat.wins.at(-1)!.payout).toBe(ways.data.symbols[s]!.pays[0] * 100 * ways.data.cost);
  });

  it('should refuse data the engine cannot pay as documented', () => {
    const base = PP_SLOT_TITLES.find((t) => t.data.mode.kind === 'ways')!.data;
    const firstReel = (strip: string) => () =>
      new SlotTitle({ ...base, reels: [strip, ...base.reels.slice(1)] as unknown as SlotTitleData['reels'] });
    expect(firstReel(`W${base.reels[0].slice(1)}`)).toThrow(/no wild on the first reel/);
    expect(firstReel(`SS${base.reels[0].slice(2)}`)).toThrow(/two scatters/);
    expect(firstReel(`?${base.reels[0].slice(1)}`)).toThrow(/unknown symbol/);
  });
});
