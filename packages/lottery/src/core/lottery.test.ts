import { hashServerSeed } from '@app/provider-kit/fair-node';
import { FastRandom } from '@app/provider-kit/random';
import { describe, expect, it } from 'vitest';
import { BET_TYPES, type BetType, oddsLabel, PAYOUTS, settleTicket, ticketCost, ZTicketBet } from './bets';
import { fairSheet, verifyDraw } from './fair';
import { checkResult, type DrawResult, drawResult, prizeCount } from './results';
import { exactRtp, rtpTable, xienProbability } from './rtp';

/**
 * A Miền Bắc sheet worked by hand (constructed for the test; every number is checked below).
 * Endings (last two digits) of its 27 numbers:
 *   g7 12 45 78 03 | g6 512 045 700 | g5 1234 5678 9012 3456 7890 2345 | g4 0012 4567 8901 2300
 *   g3 11111 22222 33333 44444 55555 66666 | g2 77777 88888 | g1 99912 | db 12345
 */
const SHEET: DrawResult = {
  format: 'bac27',
  prizes: {
    g7: ['12', '45', '78', '03'],
    g6: ['512', '045', '700'],
    g5: ['1234', '5678', '9012', '3456', '7890', '2345'],
    g4: ['0012', '4567', '8901', '2300'],
    g3: ['11111', '22222', '33333', '44444', '55555', '66666'],
    g2: ['77777', '88888'],
    g1: ['99912'],
    db: ['12345'],
  },
};

const bet = (type: BetType, numbers: string[], units = 1) => ZTicketBet.parse({ type, numbers, units });

describe('settleTicket', () => {
  it('should accept the hand-worked sheet as a complete 27-prize result', () => {
    expect(checkResult(SHEET)).toBeNull();
    expect(prizeCount('bac27')).toBe(27);
    expect(prizeCount('nam18')).toBe(18);
  });

  it('should pay lô 2 số per appearance: 12 comes 5 times (g7, g6 512, g5 9012, g4 0012, g1 99912)', () => {
    const s = settleTicket(bet('lo2', ['12', '45', '99']), SHEET);
    expect(s.hits).toEqual([
      { line: '12', times: 5 },
      { line: '45', times: 4 }, // g7 45, g6 045, g5 2345, db 12345
      { line: '99', times: 0 },
    ]);
    expect(s.payout).toBe(9 * 80_000);
    expect(ticketCost(bet('lo2', ['12', '45', '99']), 'bac27')).toBe(3 * 23_000);
  });

  it('should pay lô 3 số only on numbers of three digits or more', () => {
    // 345 comes in g5 2345 and db 12345; 912 in g1 99912 and g5 9012? no: 9012 ends 012
    const s = settleTicket(bet('lo3', ['345', '912', '012'], 2), SHEET);
    expect(s.hits).toEqual([
      { line: '345', times: 2 },
      { line: '912', times: 1 },
      { line: '012', times: 2 }, // g5 9012, g4 0012
    ]);
    expect(s.payout).toBe(5 * 2 * 900_000);
  });

  it('should settle đề, đầu, đuôi and 3 càng on the special prize 12345', () => {
    expect(settleTicket(bet('de', ['45', '54'], 10), SHEET).payout).toBe(10 * 99_000);
    expect(settleTicket(bet('dau', ['4'], 10), SHEET).payout).toBe(10 * 9_500);
    expect(settleTicket(bet('dau', ['5'], 10), SHEET).payout).toBe(0);
    expect(settleTicket(bet('duoi', ['5'], 3), SHEET).payout).toBe(3 * 9_500);
    expect(settleTicket(bet('bacang', ['345', '123'], 1), SHEET).payout).toBe(900_000);
  });

  it('should pay xiên once when every number of the combination comes in lô', () => {
    expect(settleTicket(bet('xien2', ['12', '78']), SHEET).payout).toBe(17_000);
    expect(settleTicket(bet('xien3', ['12', '78', '00'], 2), SHEET).payout).toBe(2 * 75_000);
    expect(settleTicket(bet('xien4', ['12', '78', '00', '98']), SHEET).payout).toBe(0);
    // a xiên is one combination: its cost counts once
    expect(ticketCost(bet('xien4', ['12', '78', '00', '98'], 5), 'bac27')).toBe(5_000);
  });

  it('should refuse malformed tickets with Vietnamese messages', () => {
    const msg = (v: unknown) => ZTicketBet.safeParse(v).error?.issues[0]?.message;
    expect(msg({ type: 'de', numbers: ['123'], units: 1 })).toBe('Đề đặc biệt: mỗi số gồm 2 chữ số');
    expect(msg({ type: 'xien3', numbers: ['12', '13'], units: 1 })).toBe('Xiên 3 cần đúng 3 số');
    expect(msg({ type: 'lo2', numbers: ['12', '12'], units: 1 })).toBe('Các số trong vé không được trùng nhau');
    expect(msg({ type: 'lo2', numbers: [], units: 1 })).toBe('Hãy chọn ít nhất một số');
    expect(msg({ type: 'nope', numbers: ['12'], units: 1 })).toBe('Loại cược không hợp lệ');
    expect(msg({ type: 'de', numbers: ['12'], units: 0 })).toBe('Tiền cược tối thiểu là 1');
  });

  it('should show the odds players read from the table itself, in the one number format', () => {
    expect(oddsLabel(PAYOUTS.bac27.de)).toBe('1 ăn 99');
    // a decimal point as in every other figure of the site ('1,000' groups, '9.5' decimals)
    expect(oddsLabel(PAYOUTS.bac27.dau)).toBe('1 ăn 9.5');
    for (const table of Object.values(PAYOUTS))
      for (const rule of Object.values(table)) expect(oddsLabel(rule)).not.toMatch(/\d,\d{1,2}(?!\d)/);
    expect(oddsLabel(PAYOUTS.bac27.lo2)).toBe('1 điểm 23,000đ ăn 80,000đ');
  });
});

describe('exactRtp', () => {
  it('should publish the RTP of every bet type, all below 100 %', () => {
    const table = rtpTable();
    expect(table.bac27).toEqual({
      lo2: 0.9391,
      lo3: 0.9,
      de: 0.99,
      dau: 0.95,
      duoi: 0.95,
      bacang: 0.9,
      xien2: 0.933,
      xien3: 0.9223,
      xien4: 0.8811,
    });
    expect(table.nam18.lo2).toBe(0.9);
    for (const format of ['bac27', 'nam18'] as const) {
      for (const type of BET_TYPES) expect(table[format][type]).toBeLessThan(1);
    }
  });

  it('should agree with inclusion-exclusion for xiên', () => {
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
      return r;
    };
    for (const n of [18, 27]) {
      for (const k of [2, 3, 4]) {
        let p = 0;
        for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * (1 - j / 100) ** n;
        expect(xienProbability(n, k)).toBeCloseTo(p, 14);
      }
    }
  });

  it('should match 200,000 simulated draws of the real draw and settlement code within tolerance', () => {
    const rng = new FastRandom(20261126);
    const tickets: [BetType, string[]][] = [
      ['lo2', ['37']],
      ['de', ['37']],
      ['dau', ['3']],
      ['xien2', ['37', '73']],
    ];
    const paid = new Map<BetType, number>();
    const rounds = 200_000;
    for (let i = 0; i < rounds; i++) {
      const sheet = drawResult(rng, 'bac27');
      for (const [type, numbers] of tickets) {
        paid.set(type, (paid.get(type) ?? 0) + settleTicket(bet(type, numbers), sheet).payout);
      }
    }
    for (const [type] of tickets) {
      const rtp = (paid.get(type) ?? 0) / (rounds * PAYOUTS.bac27[type].unitCost);
      // 4 standard errors of each estimate (xiên and đề are the noisiest)
      const tolerance = { lo2: 0.01, de: 0.09, dau: 0.03, xien2: 0.07 }[type as 'lo2'];
      expect(Math.abs(rtp - exactRtp('bac27', type))).toBeLessThan(tolerance);
    }
    // 12 s inside `npm test`, 59-83 s beside a second one (docs/testing.md, 5 December)
  }, 300_000);
});

describe('fairSheet', () => {
  it('should recompute the same sheet from the revealed seed and refuse a seed that does not match its hash', () => {
    const seed = 'a'.repeat(64);
    const sheet = fairSheet(seed, 'sieutoc:2026-11-26T20:00:00.000Z', 'bac27');
    expect(checkResult(sheet)).toBeNull();
    const ok = verifyDraw({
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      code: 'sieutoc:2026-11-26T20:00:00.000Z',
      format: 'bac27',
    });
    expect(ok).toEqual({ ok: true, result: sheet });
    expect(fairSheet(seed, 'sieutoc:2026-11-26T20:01:15.000Z', 'bac27')).not.toEqual(sheet);
    const bad = verifyDraw({ serverSeed: 'b', serverSeedHash: hashServerSeed(seed), code: 'x', format: 'bac27' });
    expect(bad).toMatchObject({ ok: false, reason: 'HASH_MISMATCH' });
  });
});
