import { describe, expect, it } from 'vitest';
import { settleTicket, ticketCost, ZTicketBet } from './bets';
import { fastSlots, officialSlots, PROVINCES, REGIONS } from './regions';
import { checkResult, type DrawResult } from './results';

const vn = (iso: string) => Date.parse(`${iso}+07:00`);

describe('officialSlots', () => {
  it('should list the provinces drawing on a Monday at 16:15, 17:15 and 18:15 Vietnam time, then Tuesday', () => {
    // Monday 30 November 2026, 08:00 in Vietnam
    const slots = officialSlots(vn('2026-11-30T08:00:00'));
    const monday = slots.filter((s) => s.code.endsWith('20261130'));
    expect(monday.map((s) => s.code)).toEqual([
      'MN-HCM-20261130',
      'MN-DT-20261130',
      'MN-CM-20261130',
      'MT-TTH-20261130',
      'MT-PY-20261130',
      'MB-HN-20261130',
    ]);
    expect(monday[0]!.drawAt).toBe(vn('2026-11-30T16:15:00'));
    expect(monday[3]!.drawAt).toBe(vn('2026-11-30T17:15:00'));
    expect(monday[5]!.drawAt).toBe(vn('2026-11-30T18:15:00'));
    expect(slots.filter((s) => s.code.endsWith('20261201')).map((s) => s.province)).toEqual([
      'BT',
      'VT',
      'BL',
      'DLK',
      'QNM',
      'QN',
    ]);
  });

  it('should leave out the draws already past', () => {
    const slots = officialSlots(vn('2026-11-30T17:00:00'));
    expect(slots.filter((s) => s.code.endsWith('20261130')).map((s) => s.region)).toEqual(['trung', 'trung', 'bac']);
  });

  it('should name every province of every weekday', () => {
    for (const r of Object.values(REGIONS)) {
      expect(r.byWeekday).toHaveLength(7);
      for (const day of r.byWeekday) for (const p of day) expect(PROVINCES[p]).toBeTruthy();
    }
  });

  it('should put every region on the fast grid with codes unique per slot', () => {
    const slots = fastSlots(vn('2026-11-30T08:00:30'), 60);
    expect(new Set(slots.map((s) => s.code)).size).toBe(slots.length);
    expect(slots[0]!.drawAt).toBe(vn('2026-11-30T08:01:00'));
    expect(slots[0]!.code).toBe('MN-HCM-20261130-080100');
  });
});

/**
 * An 18-prize Miền Nam sheet worked by hand (constructed for the test). Two-digit endings:
 * g8 47 | g7 347 | g6 1047 2258 6691 | g5 0312 | g4 10047 23456 78912 11223 44556 77889 99000
 * g3 12345 67890 | g2 13579 | g1 24680 | db 123456
 */
const SOUTH: DrawResult = {
  format: 'nam18',
  prizes: {
    g8: ['47'],
    g7: ['347'],
    g6: ['1047', '2258', '6691'],
    g5: ['0312'],
    g4: ['10047', '23456', '78912', '11223', '44556', '77889', '99000'],
    g3: ['12345', '67890'],
    g2: ['13579'],
    g1: ['24680'],
    db: ['123456'],
  },
};

const bet = (type: string, numbers: string[], units = 1) => ZTicketBet.parse({ type, numbers, units });

describe('settleTicket on an 18-prize sheet', () => {
  it('should accept the sheet and settle each bet type at the 18-prize prices', () => {
    expect(checkResult(SOUTH)).toBeNull();
    // 47 comes 4 times: g8 47, g7 347, g6 1047, g4 10047
    expect(settleTicket(bet('lo2', ['47', '56']), SOUTH).hits).toEqual([
      { line: '47', times: 4 },
      { line: '56', times: 3 }, // g4 23456, g4 44556, db 123456
    ]);
    expect(settleTicket(bet('lo2', ['47', '56']), SOUTH).payout).toBe(7 * 90_000);
    expect(ticketCost(bet('lo2', ['47', '56']), 'nam18')).toBe(2 * 18_000);
    // lô 3 số: 047 in g6 1047 and g4 10047, not g8 47 (two digits); 347 in g7
    expect(settleTicket(bet('lo3', ['047', '347']), SOUTH).payout).toBe(3 * 900_000);
    expect(ticketCost(bet('lo3', ['047', '347']), 'nam18')).toBe(2 * 17_000);
    expect(settleTicket(bet('de', ['56']), SOUTH).payout).toBe(99_000);
    expect(settleTicket(bet('bacang', ['456']), SOUTH).payout).toBe(900_000);
    expect(settleTicket(bet('dau', ['5']), SOUTH).payout).toBe(9_500);
    expect(settleTicket(bet('xien2', ['47', '91'], 2), SOUTH).payout).toBe(2 * 35_000);
    expect(settleTicket(bet('xien3', ['47', '91', '11']), SOUTH).payout).toBe(0);
  });
});
