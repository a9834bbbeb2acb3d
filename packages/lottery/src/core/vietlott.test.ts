import { readFileSync } from 'node:fs';
import { hashServerSeed } from '@app/provider-kit/fair-node';
import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { parseVietlottJsonl } from '../feed/vietlott-data';
import { fairVietlott, verifyDraw } from './fair';
import {
  checkVietlottResult,
  drawVietlott,
  fixJackpot,
  parseVietlottBet,
  settleVietlott,
  tierOdds,
  VIETLOTT,
  type VietlottBet,
  type VietlottGame,
  vietlottOfficialTimes,
  vietlottRtp,
  vietlottTier,
} from './vietlott';

const fixture = (name: string) => readFileSync(new URL(`../feed/fixtures/${name}`, import.meta.url), 'utf8');
const ticket = (game: VietlottGame, numbers: number[]): VietlottBet => {
  const parsed = parseVietlottBet(game, { type: 'pick6', numbers: numbers.map((n) => String(n).padStart(2, '0')) });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.bet;
};

describe('parseVietlottJsonl', () => {
  it('should read the recorded Vietlott results (vietlott-data crawl of vietlott.vn) of both games', () => {
    const power = parseVietlottJsonl(fixture('vietlott-power655.jsonl'), 'power655');
    expect(power.skipped).toBe(0);
    expect(power.draws).toHaveLength(5);
    expect(power.draws[0]).toEqual({
      day: '2017-08-01',
      number: '00001',
      result: {
        format: 'power655',
        numbers: ['05', '10', '14', '23', '24', '38'],
        bonus: '35',
        order: ['05', '10', '14', '23', '24', '38', '35'],
      },
    });
    const mega = parseVietlottJsonl(fixture('vietlott-mega645.jsonl'), 'mega645');
    expect(mega.skipped).toBe(0);
    expect(mega.draws.map((d) => d.number)).toEqual(['00198', '00199', '00200', '00201', '00202']);
    expect(mega.draws[0]!.result).toMatchObject({ numbers: ['12', '17', '23', '25', '34', '38'], bonus: null });
  });

  it('should skip lines that are not a well-formed result of the game, never guess', () => {
    const text = [
      '{"date":"2017-08-01","id":"00001","result":[5,10,14,23,24,38,35]}', // 7 numbers: a Power line
      '{"date":"2017-10-25","id":"00198","result":[12,17,23,25,34,46]}', // 46 is out of Mega's range
      '{"date":"2017-10-25","id":"00198","result":[12,12,23,25,34,38]}', // a repeated ball
      'not json',
      '{"date":"2017-10-27","id":"00199","result":[4,10,13,21,22,38]}',
    ].join('\n');
    const { draws, skipped } = parseVietlottJsonl(text, 'mega645');
    expect(skipped).toBe(4);
    expect(draws.map((d) => d.number)).toEqual(['00199']);
  });
});

describe('settleVietlott', () => {
  const shares = { j1: 30_000_000_000, j2: 3_000_000_000 };

  it('should settle Power 6/55 tickets by hand against the published draw 00001 (01/08/2017: 05 10 14 23 24 38 | 35)', () => {
    const { result } = parseVietlottJsonl(fixture('vietlott-power655.jsonl'), 'power655').draws[0]!;
    const pay = (n: number[]) => settleVietlott('power655', ticket('power655', n), result, shares);
    expect(pay([5, 10, 14, 23, 24, 38])).toMatchObject({ tier: 'j1', payout: 30_000_000_000 });
    // five main numbers and the power number 35 among the other picks: Jackpot 2
    expect(pay([5, 10, 14, 23, 24, 35])).toMatchObject({ tier: 'j2', payout: 3_000_000_000 });
    expect(pay([5, 10, 14, 23, 24, 55])).toMatchObject({ tier: 'g1', payout: 40_000_000 });
    expect(pay([1, 2, 5, 10, 14, 23])).toMatchObject({ tier: 'g2', payout: 500_000 });
    // 35 is the power number, not a main number: three main matches is Giải ba
    expect(pay([1, 2, 5, 10, 14, 35])).toMatchObject({ tier: 'g3', payout: 50_000, matched: ['05', '10', '14'] });
    expect(pay([1, 2, 3, 5, 10, 35])).toMatchObject({ tier: null, payout: 0 });
  });

  it('should settle Mega 6/45 tickets by hand against the published draw 00198 (25/10/2017: 12 17 23 25 34 38)', () => {
    const { result } = parseVietlottJsonl(fixture('vietlott-mega645.jsonl'), 'mega645').draws[0]!;
    const pay = (n: number[]) => settleVietlott('mega645', ticket('mega645', n), result, { j1: 12_500_000_000 });
    expect(pay([38, 34, 25, 23, 17, 12])).toMatchObject({ tier: 'j1', payout: 12_500_000_000 });
    expect(pay([1, 12, 17, 23, 25, 34])).toMatchObject({ tier: 'g1', payout: 10_000_000 });
    expect(pay([1, 2, 12, 17, 23, 25])).toMatchObject({ tier: 'g2', payout: 300_000 });
    expect(pay([1, 2, 3, 12, 17, 23])).toMatchObject({ tier: 'g3', payout: 30_000 });
    expect(pay([1, 2, 3, 4, 12, 17])).toMatchObject({ tier: null, payout: 0 });
  });

  it('should refuse a ticket that is not 6 distinct numbers of the game with a Vietnamese message', () => {
    const bad = (game: VietlottGame, numbers: unknown) => parseVietlottBet(game, { type: 'pick6', numbers });
    expect(bad('mega645', ['01', '02', '03', '04', '05'])).toEqual({ ok: false, message: 'Hãy chọn đúng 6 số' });
    expect(bad('mega645', ['01', '02', '03', '04', '05', '46'])).toEqual({
      ok: false,
      message: 'Mega 6/45: mỗi số từ 01 đến 45',
    });
    expect(bad('power655', ['01', '02', '03', '04', '05', '55']).ok).toBe(true);
    expect(bad('power655', ['00', '02', '03', '04', '05', '06']).ok).toBe(false);
    expect(bad('power655', ['01', '01', '03', '04', '05', '06'])).toEqual({
      ok: false,
      message: 'Các số trong vé không được trùng nhau',
    });
  });
});

describe('fixJackpot', () => {
  const rule = VIETLOTT.mega645.jackpots.j1!;

  it('should grow the pool by its share of stakes and carry it over when nobody wins', () => {
    expect(fixJackpot(rule, 12_000_000_000, 1_000_000, 0)).toEqual({
      pool: 12_000_400_000,
      winners: 0,
      each: 0,
      next: 12_000_400_000,
    });
  });

  it('should share the pool equally among winners, reset to the minimum and keep the indivisible remainder', () => {
    const f = fixJackpot(rule, 12_000_000_000, 1_000_000, 3);
    expect(f).toEqual({ pool: 12_000_400_000, winners: 3, each: 4_000_133_333, next: 12_000_000_001 });
    // nothing created or lost: paid + carried = pool + the operator's top-up to the minimum
    expect(f.each * 3 + f.next).toBe(f.pool + rule.minimum);
  });
});

describe('vietlottRtp', () => {
  /** every line against one fixed draw (by symmetry, the same as every draw against one line) */
  function enumerate(game: VietlottGame): Record<string, number> {
    const max = VIETLOTT[game].max;
    const result = {
      format: game,
      numbers: ['01', '02', '03', '04', '05', '06'],
      bonus: game === 'power655' ? '07' : null,
      order: [],
    };
    const main = (n: number) => (n <= 6 ? 1 : 0);
    const counts: Record<string, number> = {};
    for (let a = 1; a <= max; a++)
      for (let b = a + 1; b <= max; b++)
        for (let c = b + 1; c <= max; c++)
          for (let d = c + 1; d <= max; d++)
            for (let e = d + 1; e <= max; e++)
              for (let f = e + 1; f <= max; f++) {
                const m = main(a) + main(b) + main(c) + main(d) + main(e) + main(f);
                if (m < 3) continue;
                const bonus = result.bonus !== null && (a === 7 || b === 7 || c === 7 || d === 7 || e === 7 || f === 7);
                const tier = VIETLOTT[game].tiers.find((t) => t.match === m && (!t.bonus || bonus))!.tier;
                counts[tier] = (counts[tier] ?? 0) + 1;
              }
    return counts;
  }

  it('should count each tier exactly as enumerating all C(45,6) and C(55,6) lines does', () => {
    for (const game of ['mega645', 'power655'] as const) {
      const odds = tierOdds(game);
      const counted = enumerate(game);
      for (const t of VIETLOTT[game].tiers) expect(odds[t.tier].ways).toBe(counted[t.tier]);
    }
    expect(tierOdds('mega645').j1.total).toBe(8_145_060);
    expect(tierOdds('power655').j1.total).toBe(28_989_675);
    expect(tierOdds('power655').j2.ways).toBe(6);
  });

  it('should publish the fixed prizes part exactly and the jackpots part as the pools share of stakes', () => {
    expect(vietlottRtp('mega645')).toEqual({ fixed: 0.137, jackpot: 0.4, total: 0.537 });
    expect(vietlottRtp('power655')).toEqual({ fixed: 0.1337, jackpot: 0.4, total: 0.5337 });
  });

  it('should match 200,000 simulated Mega draws of the real draw code within tolerance', () => {
    const rng = new FastRandom(42);
    const line = ['03', '11', '19', '27', '35', '43'];
    const seen: Record<string, number> = {};
    const rounds = 200_000;
    for (let i = 0; i < rounds; i++) {
      const r = drawVietlott(rng, 'mega645');
      const tier = vietlottTier('mega645', line, r).tier;
      if (tier) seen[tier] = (seen[tier] ?? 0) + 1;
    }
    const odds = tierOdds('mega645');
    for (const tier of ['g2', 'g3'] as const) {
      const p = odds[tier].ways / odds[tier].total;
      const sd = Math.sqrt(rounds * p * (1 - p));
      expect(Math.abs((seen[tier] ?? 0) - rounds * p)).toBeLessThan(5 * sd);
    }
  });
});

describe('drawVietlott', () => {
  it('should draw 6 distinct numbers (and a distinct power number) that anyone can recompute from the seed', () => {
    const seed = 'a'.repeat(64);
    const r = fairVietlott(seed, 'POWER-20261126-180000', 'power655');
    expect(checkVietlottResult(r)).toBeNull();
    expect(r.order.slice(0, 6).sort()).toEqual(r.numbers);
    expect(r.order[6]).toBe(r.bonus);
    const verified = verifyDraw({
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      code: 'POWER-20261126-180000',
      format: 'power655',
    });
    expect(verified).toEqual({ ok: true, result: r });
    const mega = fairVietlott(seed, 'MEGA-20261127-180000', 'mega645');
    expect(mega.bonus).toBeNull();
    expect(mega.numbers.every((n) => Number(n) >= 1 && Number(n) <= 45)).toBe(true);
  });

  it('should schedule the official draws at 18:00 Vietnam time on the games days', () => {
    const monday = Date.parse('2026-11-23T12:00:00+07:00');
    const iso = (at: number[]) => at.map((t) => new Date(t).toISOString());
    // Mega: Wednesday, Friday, Sunday; Power: Tuesday, Thursday, Saturday
    expect(iso(vietlottOfficialTimes('mega645', monday, 3))).toEqual([
      '2026-11-25T11:00:00.000Z',
      '2026-11-27T11:00:00.000Z',
      '2026-11-29T11:00:00.000Z',
    ]);
    expect(iso(vietlottOfficialTimes('power655', monday, 2))).toEqual([
      '2026-11-24T11:00:00.000Z',
      '2026-11-26T11:00:00.000Z',
    ]);
    // at 18:00 sharp the day's draw is no longer ahead
    expect(iso(vietlottOfficialTimes('power655', Date.parse('2026-11-24T18:00:00+07:00'), 1))).toEqual([
      '2026-11-26T11:00:00.000Z',
    ]);
  });
});
