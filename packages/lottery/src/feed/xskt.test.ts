import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { settleTicket, ZTicketBet } from '../core/bets';
import { checkResult } from '../core/results';
import { parseMienBacDescription, parseMienBacFeed } from './xskt';

const feed = readFileSync(new URL('./fixtures/xskt-mien-bac.rss', import.meta.url), 'utf8');

describe(parseMienBacFeed.name, () => {
  it('should read every complete day of the feed and leave out the one still being drawn', () => {
    const sheets = parseMienBacFeed(feed);
    expect(sheets.map((s) => s.day)).toEqual(['2026-11-24', '2026-11-23']);
    for (const s of sheets) expect(checkResult(s.result)).toBeNull();
    expect(sheets[0]!.result.prizes).toMatchObject({
      db: ['12345'],
      g1: ['99912'],
      g2: ['77777', '88888'],
      g7: ['12', '45', '78', '03'],
    });
    // CDATA, <br> line breaks and the title's date
    expect(sheets[1]!.result.prizes.db).toEqual(['80417']);
    expect(sheets[1]!.result.prizes.g6).toEqual(['384', '917', '650']);
  });

  it('should settle tickets by hand on the parsed sheet of 24/11', () => {
    const sheet = parseMienBacFeed(feed)[0]!.result;
    const bet = (type: string, numbers: string[], units = 1) => ZTicketBet.parse({ type, numbers, units });
    // lô 12: g7 12, g6 512, g5 9012, g4 0012, g1 99912
    expect(settleTicket(bet('lo2', ['12']), sheet).payout).toBe(5 * 80_000);
    expect(settleTicket(bet('de', ['45'], 10), sheet).payout).toBe(990_000);
    expect(settleTicket(bet('bacang', ['345']), sheet).payout).toBe(900_000);
    expect(settleTicket(bet('xien2', ['12', '03']), sheet).payout).toBe(17_000);
  });

  it('should ignore what is not a labelled prize line and reject an incomplete sheet', () => {
    const partial = parseMienBacDescription('ĐB: 12345\nMã ĐB: 1AB-2CD\n1: 11111');
    expect(partial.prizes.db).toEqual(['12345']);
    expect(parseMienBacDescription('ĐB: 12345 1: 11111 2: 22222 - 33333').prizes).toEqual({
      db: ['12345'],
      g1: ['11111'],
      g2: ['22222', '33333'],
    });
    expect(checkResult(partial)).toBe('g7: cần 4 số');
    expect(parseMienBacFeed('<rss><channel><item><title>x</title></item></channel></rss>')).toEqual([]);
  });
});
