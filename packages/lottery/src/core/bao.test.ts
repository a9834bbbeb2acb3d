import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAO_SIZES, baoCost, baoLines, baoPrizeTable, lineCount, tierCounts, topFixedPrize } from './bao';
import {
  parseVietlottBet,
  settleVietlott,
  VIETLOTT,
  type VietlottBet,
  type VietlottGame,
  type VietlottResult,
  vietlottCost,
} from './vietlott';

const two = (n: number) => String(n).padStart(2, '0');
const bet = (game: VietlottGame, numbers: number[]): VietlottBet => {
  const parsed = parseVietlottBet(game, { type: numbers.length === 6 ? 'pick6' : 'bao', numbers: numbers.map(two) });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.bet;
};
const mega: VietlottResult = {
  format: 'mega645',
  numbers: ['12', '17', '23', '25', '34', '38'],
  bonus: null,
  order: ['38', '12', '25', '17', '34', '23'],
};
const power: VietlottResult = {
  format: 'power655',
  numbers: ['05', '10', '15', '20', '25', '30'],
  bonus: '40',
  order: ['05', '10', '15', '20', '25', '30', '40'],
};
const shares = { j1: 12_500_000_000, j2: 3_100_000_000 };

describe('bao tickets (Vietlott system tickets)', () => {
  it("should price every bao at its lines' price, as Vietlott sells them", () => {
    // Mega: bao 5 = 40 lines, bao 7 = 7, bao 18 = 18,564; Power: bao 5 = 50 lines
    expect(BAO_SIZES.map((n) => lineCount('mega645', n))).toEqual([
      40, 7, 28, 84, 210, 462, 924, 1716, 3003, 5005, 8008, 12376, 18564,
    ]);
    expect(baoCost('mega645', 5)).toBe(400_000);
    expect(baoCost('power655', 5)).toBe(500_000);
    expect(baoCost('mega645', 7)).toBe(70_000);
    expect(baoCost('power655', 18)).toBe(185_640_000);
    expect(vietlottCost('mega645', bet('mega645', [1, 2, 3, 4, 5, 6]))).toBe(10_000);
  });

  it('should pay Mega bao tickets by hand-computed prize tables', () => {
    const pay = (numbers: number[]) => settleVietlott('mega645', bet('mega645', numbers), mega, shares);
    // bao 7, all six drawn: the jackpot line and six lines of five (Giải nhất)
    expect(pay([12, 17, 23, 25, 34, 38, 1])).toMatchObject({
      tier: 'j1',
      tiers: { j1: 1, g1: 6, g2: 0, g3: 0 },
      payout: 12_500_000_000 + 6 * 10_000_000,
    });
    // bao 7, five drawn: 2 × Giải nhất + 5 × Giải nhì
    expect(pay([12, 17, 23, 25, 34, 1, 2])).toMatchObject({ tier: 'g1', payout: 2 * 10_000_000 + 5 * 300_000 });
    // bao 8, four drawn: C(4,4)·C(4,2) = 6 × Giải nhì + C(4,3)·C(4,3) = 16 × Giải ba
    expect(pay([12, 17, 23, 25, 1, 2, 3, 4])).toMatchObject({ tiers: { g2: 6, g3: 16 }, payout: 2_280_000 });
    // bao 5, all five drawn: the jackpot (with 38) and 39 × Giải nhất
    expect(pay([12, 17, 23, 25, 34])).toMatchObject({ tiers: { j1: 1, g1: 39 }, payout: 12_500_000_000 + 390_000_000 });
    // bao 5, three drawn: 3 lines take a drawn number (Giải nhì), the other 37 stay at three (Giải ba)
    expect(pay([12, 17, 23, 1, 2])).toMatchObject({ tiers: { g2: 3, g3: 37 }, payout: 900_000 + 1_110_000 });
    // bao 18, all six drawn: 1 jackpot + 72 nhất + 990 nhì + 4,400 ba
    expect(pay([12, 17, 23, 25, 34, 38, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13])).toMatchObject({
      tiers: { j1: 1, g1: 72, g2: 990, g3: 4400 },
      payout: 12_500_000_000 + 720_000_000 + 297_000_000 + 132_000_000,
    });
    // bao 9 with two drawn: no line holds three
    expect(pay([12, 17, 1, 2, 3, 4, 5, 6, 7])).toMatchObject({ tier: null, payout: 0 });
  });

  it('should pay Power bao tickets with Jackpot 2 on the lines of five holding the power number', () => {
    const pay = (numbers: number[]) => settleVietlott('power655', bet('power655', numbers), power, shares);
    // bao 7, five drawn and the power number chosen: one five with 40 (Jackpot 2), one with 50, five fours
    expect(pay([5, 10, 15, 20, 25, 40, 50])).toMatchObject({
      tier: 'j2',
      tiers: { j1: 0, j2: 1, g1: 1, g2: 5, g3: 0 },
      payout: 3_100_000_000 + 40_000_000 + 5 * 500_000,
    });
    // bao 5, all five drawn: Jackpot 1 (with 30), Jackpot 2 (with 40) and 48 × Giải nhất
    expect(pay([5, 10, 15, 20, 25])).toMatchObject({
      tiers: { j1: 1, j2: 1, g1: 48 },
      payout: 12_500_000_000 + 3_100_000_000 + 48 * 40_000_000,
    });
    // bao 5, four drawn and the power number: both fives (with 25 and 30) are Jackpot 2, 48 fours
    expect(pay([5, 10, 15, 20, 40])).toMatchObject({
      tiers: { j2: 2, g1: 0, g2: 48 },
      payout: 2 * 3_100_000_000 + 48 * 500_000,
    });
    // bao 8, six drawn with the power number: 6 fives hold it (Jackpot 2), 6 do not
    expect(pay([5, 10, 15, 20, 25, 30, 40, 50])).toMatchObject({
      tiers: { j1: 1, j2: 6, g1: 6, g2: 15 },
      payout: 12_500_000_000 + 6 * 3_100_000_000 + 6 * 40_000_000 + 15 * 500_000,
    });
  });

  it('should refuse a bao of another size, or numbers out of range, with a Vietnamese message', () => {
    const parse = (game: VietlottGame, numbers: number[]) =>
      parseVietlottBet(game, { type: 'bao', numbers: numbers.map(two) });
    expect(parse('mega645', [1, 2, 3, 4, 5, 6])).toEqual({
      ok: false,
      message: 'Vé bao: chọn 5 số hoặc từ 7 đến 18 số',
    });
    expect(parse('mega645', [1, 2, 3, 4])).toEqual({ ok: false, message: 'Vé bao: chọn 5 số hoặc từ 7 đến 18 số' });
    expect(
      parse(
        'mega645',
        Array.from({ length: 19 }, (_, i) => i + 1),
      ).ok,
    ).toBe(false);
    expect(parse('mega645', [1, 2, 3, 4, 5, 6, 46])).toEqual({ ok: false, message: 'Mega 6/45: mỗi số từ 01 đến 45' });
    expect(parse('power655', [1, 2, 3, 4, 5, 6, 55])).toMatchObject({ ok: true });
    expect(parse('power655', [1, 1, 3, 4, 5, 6, 7])).toEqual({
      ok: false,
      message: 'Các số trong vé không được trùng nhau',
    });
  });

  it('should publish a prize table per bao that the settlement pays', () => {
    const bao7 = baoPrizeTable('mega645', 7);
    expect(bao7.map((r) => [r.matched, r.fixed])).toEqual([
      [6, 60_000_000],
      [5, 21_500_000],
      [4, 1_020_000],
      [3, 120_000],
    ]);
    expect(bao7[0]!.tiers).toMatchObject({ j1: 1, g1: 6 });
    // Power rows split on the power number only where it changes the prize
    const p7 = baoPrizeTable('power655', 7);
    expect(p7.filter((r) => r.matched === 5).map((r) => [r.power, r.tiers.j2, r.tiers.g1])).toEqual([
      [false, 0, 2],
      [true, 1, 1],
    ]);
    expect(topFixedPrize('mega645', 6)).toBe(10_000_000);
    expect(topFixedPrize('power655', 5)).toBe(48 * 40_000_000);
  });
});

/** A result and a ticket leaning on the drawn numbers, so high tiers and the power number come often. */
const arbitraryCase = fc
  .record({
    game: fc.constantFrom<VietlottGame>('mega645', 'power655'),
    // bao 5 has its own rule (the five plus each other number): weighted up
    size: fc.oneof({ arbitrary: fc.constant(5), weight: 2 }, { arbitrary: fc.constantFrom(...BAO_SIZES), weight: 3 }),
    drawn: fc.shuffledSubarray(
      Array.from({ length: 55 }, (_, i) => i + 1),
      { minLength: 55, maxLength: 55 },
    ),
    // which of the seven balls (six and the power number) the ticket holds
    mask: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    rest: fc.shuffledSubarray(
      Array.from({ length: 55 }, (_, i) => i + 1),
      { minLength: 55, maxLength: 55 },
    ),
    j1: fc.integer({ min: 0, max: 50_000_000_000 }),
    j2: fc.integer({ min: 0, max: 5_000_000_000 }),
  })
  .map(({ game, size, drawn, mask, rest, j1, j2 }) => {
    const max = VIETLOTT[game].max;
    const balls = drawn.filter((n) => n <= max).slice(0, 7);
    const result: VietlottResult = {
      format: game,
      numbers: balls.slice(0, 6).map(two).sort(),
      bonus: VIETLOTT[game].bonus ? two(balls[6]!) : null,
      order: balls.map(two),
    };
    // the power number first, so a small bao holds it as often as a large one
    const held = balls.filter((_, i) => mask[i]);
    const picks = new Set((mask[6] ? [balls[6]!, ...held] : held).slice(0, size));
    for (const n of rest) if (picks.size < size && n <= max) picks.add(n);
    return { game, result, numbers: [...picks], shares: { j1, j2 } };
  });

describe('bao settlement (property)', () => {
  it('should pay a bao ticket exactly what its 6-number lines pay as single tickets, and cost what they cost', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ game, result, numbers, shares }) => {
        const b = bet(game, numbers);
        const lines = baoLines(game, b.numbers);
        expect(lines).toHaveLength(lineCount(game, numbers.length));
        expect(new Set(lines.map((l) => l.join())).size).toBe(lines.length);
        const singles = lines.map((l) => settleVietlott(game, { type: 'pick6', numbers: l, units: 1 }, result, shares));
        const bao = settleVietlott(game, b, result, shares);
        expect(bao.payout).toBe(singles.reduce((s, x) => s + x.payout, 0));
        // the jackpot pools count winners line by line, so the tier counts must match too
        const counted: Record<string, number> = {};
        for (const t of VIETLOTT[game].tiers) counted[t.tier] = 0;
        for (const s of singles) if (s.tier) counted[s.tier]! += 1;
        expect(tierCounts(game, b.numbers, result)).toEqual(counted);
        expect(vietlottCost(game, b)).toBe(lines.length * VIETLOTT[game].ticketCost);
      }),
      { numRuns: 200, seed: 38 },
    );
  });
});
