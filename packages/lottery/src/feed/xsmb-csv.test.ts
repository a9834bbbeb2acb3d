import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { settleTicket, ZTicketBet } from '../core/bets';
import { checkResult, type DrawResult, prizeCount, specialOf } from '../core/results';
import { XsmbCsvSource } from './source';
import { parseXsmbCsv, XsmbCsvError, xsmbCsvSheet } from './xsmb-csv';

// Recorded rows of khiemdoan/vietnam-lottery-xsmb-analysis data/xsmb.csv (see fixtures/README.md).
const csv = readFileSync(new URL('./fixtures/xsmb-recorded.csv', import.meta.url), 'utf8');
const HEADER = csv.split('\n')[0]!;

const sheetOf = (day: string): DrawResult => {
  const sheet = xsmbCsvSheet(csv, day);
  if (!sheet) throw new Error(`no recorded row for ${day}`);
  return sheet.result;
};
const bet = (type: string, numbers: string[], units = 1) => ZTicketBet.parse({ type, numbers, units });
const pay = (type: string, numbers: string[], units: number, result: DrawResult) =>
  settleTicket(bet(type, numbers, units), result).payout;

describe(parseXsmbCsv.name, () => {
  it('should read every recorded row as a complete 27-prize Miền Bắc sheet', () => {
    const sheets = parseXsmbCsv(csv);
    expect(sheets.map((s) => s.day)).toEqual([
      '2005-10-01',
      '2005-10-02',
      '2005-10-03',
      '2005-10-04',
      '2005-10-05',
      '2025-09-09',
      '2025-09-10',
      '2025-09-11',
      '2025-09-12',
      '2025-09-13',
      '2025-09-14',
      '2025-09-15',
      '2025-09-16',
      '2025-09-17',
      '2025-09-18',
    ]);
    for (const s of sheets) {
      expect(checkResult(s.result)).toBeNull();
      expect(Object.values(s.result.prizes).flat()).toHaveLength(prizeCount('bac27'));
    }
    // 2025-09-18 as published: 44450,80569,92755,4311,59382,41688,10274,21670,71800,402,9009,…
    expect(sheets.at(-1)!.result.prizes).toEqual({
      db: ['44450'],
      g1: ['80569'],
      g2: ['92755', '04311'],
      g3: ['59382', '41688', '10274', '21670', '71800', '00402'],
      g4: ['9009', '2018', '3546', '8513'],
      g5: ['1771', '0965', '6776', '0623', '7173', '9530'],
      g6: ['475', '989', '682'],
      g7: ['69', '93', '05', '59'],
    });
  });

  it('should pad each number back to its prize width', () => {
    // 2005-10-05: special "9852", prize3_1 "1812", prize7_4 "0"
    const oct5 = sheetOf('2005-10-05');
    expect(specialOf(oct5)).toBe('09852');
    expect(specialOf(oct5).slice(-2)).toBe('52');
    expect(oct5.prizes.g3?.[0]).toBe('01812');
    expect(oct5.prizes.g7).toEqual(['15', '41', '51', '00']);
    // 2005-10-03: prize4_1 "79" is giải tư 0079, prize6_1 "43" is 043, prize7_1 "9" is 09
    const oct3 = sheetOf('2005-10-03');
    expect(oct3.prizes.g4?.[0]).toBe('0079');
    expect(oct3.prizes.g6?.[0]).toBe('043');
    expect(oct3.prizes.g7?.[0]).toBe('09');
    // 2025-09-09: special "3460" is 03460, đề 60
    expect(specialOf(sheetOf('2025-09-09'))).toBe('03460');
    expect(xsmbCsvSheet(csv, '2025-09-19')).toBeNull();
  });

  it('should refuse malformed rows and headers with the line and the reason', () => {
    const good =
      '2025-09-18,44450,80569,92755,4311,59382,41688,10274,21670,71800,402,9009,2018,3546,8513,1771,965,6776,623,7173,9530,475,989,682,69,93,5,59';
    const refuse = (text: string, message: string) => {
      expect(() => parseXsmbCsv(text)).toThrow(XsmbCsvError);
      expect(() => parseXsmbCsv(text)).toThrow(message);
    };
    refuse(`${HEADER}\n${good}\n${good.replace(',59', '')}`, 'xsmb.csv line 3: expected 28 fields, found 27');
    refuse(`${HEADER}\n${good.replace(',402,', ',4o2,')}`, 'line 2: prize3_6 "4o2" is not a number');
    refuse(`${HEADER}\n${good.replace(',402,', ',,')}`, 'line 2: prize3_6 "" is not a number');
    refuse(`${HEADER}\n${good.replace(',69,', ',169,')}`, 'line 2: prize7_1 "169" has more than 2 digits');
    refuse(`${HEADER}\n${good.replace('44450', '444501')}`, 'line 2: special "444501" has more than 5 digits');
    refuse(`${HEADER}\n${good.replace('2025-09-18', '2025-02-30')}`, 'line 2: "2025-02-30" is not a YYYY-MM-DD date');
    refuse(`${HEADER}\n${good.replace('2025-09-18', '18/09/2025')}`, 'is not a YYYY-MM-DD date');
    refuse(`${HEADER.replace('prize6_3', 'prize6_x')}\n${good}`, 'xsmb.csv line 1: header has no "prize6_3" column');
    refuse('', 'header has no "date" column');
    // the one-day lookup is as strict about the row it uses
    expect(() => xsmbCsvSheet(`${HEADER}\n${good.replace(',5,', ',x,')}`, '2025-09-18')).toThrow(
      'prize7_3 "x" is not a number',
    );
  });
});

describe(settleTicket.name, () => {
  /*
   * 2025-09-09, padded:
   *   ĐB 03460 | G1 34769 | G2 61343 84925 | G3 03559 12690 78281 94549 53742 89184
   *   G4 0898 1053 3483 0930 | G5 4263 1423 6482 6801 8368 7910 | G6 388 087 085 | G7 82 62 54 51
   * Two-digit endings (27): 60 69 43 25 59 90 81 49 42 84 98 53 83 30 63 23 82 01 68 10 88 87 85 82 62 54 51
   *   → 82 twice (G5_3 6482, G7_1 82), every other ending at most once.
   */
  it('should settle every bet type by hand on the real draw of 2025-09-09', () => {
    const r = sheetOf('2025-09-09');
    // lô 82 ×2 (G5_3 6482, G7_1 82) + lô 60 ×1 (ĐB 03460) + lô 00 ×0 = 3 hits × 2 điểm × 80,000
    const lo = settleTicket(bet('lo2', ['82', '60', '00'], 2), r);
    expect(lo.hits).toEqual([
      { line: '82', times: 2 },
      { line: '60', times: 1 },
      { line: '00', times: 0 },
    ]);
    expect(lo.payout).toBe(480_000);
    // lô 3 số 087 (G6_2 "87" padded to 087) + 460 (ĐB 03460); 123 nowhere → 2 × 900,000
    expect(pay('lo3', ['087', '460', '123'], 1, r)).toBe(1_800_000);
    // đề: ĐB 03460 ends 60 → 10 × 99,000; 06 loses
    expect(pay('de', ['60', '06'], 10, r)).toBe(990_000);
    // đề đầu: tens digit of 60 is 6 → 5 × 9,500; đề đuôi: last digit 0 → 3 × 9,500
    expect(pay('dau', ['6', '0'], 5, r)).toBe(47_500);
    expect(pay('duoi', ['0', '6'], 3, r)).toBe(28_500);
    // 3 càng: last three of 03460 are 460 → 2 × 900,000; 346 loses
    expect(pay('bacang', ['460', '346'], 2, r)).toBe(1_800_000);
    // xiên 2: 01 (G5_4 6801) and 88 (G6_1 388) both come → 17,000; with 02 (nowhere) → 0
    expect(pay('xien2', ['01', '88'], 1, r)).toBe(17_000);
    expect(pay('xien2', ['01', '02'], 1, r)).toBe(0);
    // xiên 3: 30 (G4_4 0930), 51 (G7_4), 53 (G4_2 1053) → 75,000
    expect(pay('xien3', ['30', '51', '53'], 1, r)).toBe(75_000);
    // xiên 4: 10 (G5_6 7910), 25 (G2_2 84925), 42 (G3_5 53742), 49 (G3_4 94549) → 2 × 330,000
    expect(pay('xien4', ['10', '25', '42', '49'], 2, r)).toBe(660_000);
    expect(pay('xien4', ['10', '25', '42', '00'], 2, r)).toBe(0);
  });

  /*
   * 2025-09-18, padded:
   *   ĐB 44450 | G1 80569 | G2 92755 04311 | G3 59382 41688 10274 21670 71800 00402
   *   G4 9009 2018 3546 8513 | G5 1771 0965 6776 0623 7173 9530 | G6 475 989 682 | G7 69 93 05 59
   * Two-digit endings: 50 69 55 11 82 88 74 70 00 02 09 18 46 13 71 65 76 23 73 30 75 89 82 69 93 05 59
   *   → 69 twice (G1 80569, G7_1 69), 82 twice (G3_1 59382, G6_3 682).
   */
  it('should settle every bet type by hand on the real draw of 2025-09-18', () => {
    const r = sheetOf('2025-09-18');
    // lô 69 ×2 + 82 ×2 + 00 ×1 (G3_5 71800) + 05 ×1 (G7_3 "5" → 05) = 6 hits × 80,000
    expect(pay('lo2', ['69', '82', '00', '05'], 1, r)).toBe(480_000);
    // lô 3 số 402 (G3_6 "402" → 00402), 009 (G4_1 9009), 450 (ĐB 44450) → 3 × 900,000
    expect(pay('lo3', ['402', '009', '450'], 1, r)).toBe(2_700_000);
    // đề 50 (ĐB 44450) → 99,000; đề 05 loses
    expect(pay('de', ['50'], 1, r)).toBe(99_000);
    expect(pay('de', ['05'], 1, r)).toBe(0);
    // đầu 5, đuôi 0 → 9,500 each; đuôi 5 loses
    expect(pay('dau', ['5'], 1, r)).toBe(9_500);
    expect(pay('duoi', ['0'], 1, r)).toBe(9_500);
    expect(pay('duoi', ['5'], 1, r)).toBe(0);
    // 3 càng 450 → 900,000; 445 loses
    expect(pay('bacang', ['450'], 1, r)).toBe(900_000);
    expect(pay('bacang', ['445'], 1, r)).toBe(0);
    // xiên 2 05 (G7_3) + 00 (G3_5) → 17,000; xiên 3 69 + 82 + 11 (G2_2 04311) → 75,000
    expect(pay('xien2', ['05', '00'], 1, r)).toBe(17_000);
    expect(pay('xien3', ['69', '82', '11'], 1, r)).toBe(75_000);
    // xiên 4 02 (G3_6 00402), 09 (G4_1 9009), 13 (G4_4 8513), 18 (G4_2 2018) → 330,000
    expect(pay('xien4', ['02', '09', '13', '18'], 1, r)).toBe(330_000);
  });

  /*
   * 2005-10-05, padded: ĐB 09852 | G1 31458 | G2 83784 55533 | G3 01812 49603 87816 04178 09624 29487
   *   G4 1071 9427 9811 5866 | G5 6847 5136 2585 8724 9812 8089 | G6 851 674 705 | G7 15 41 51 00
   * Two-digit endings: 52 58 84 33 12 03 16 78 24 87 71 27 11 66 47 36 85 24 12 89 51 74 05 15 41 51 00
   */
  it('should settle the padded numbers of the real draw of 2005-10-05', () => {
    const r = sheetOf('2005-10-05');
    // lô 00 ×1 (G7_4 "0" → 00) + lô 12 ×2 (G3_1 01812, G5_5 9812) = 3 × 80,000
    expect(pay('lo2', ['00', '12'], 1, r)).toBe(240_000);
    // đề 52, đầu 5, đuôi 2, 3 càng 852 of ĐB "9852" → 09852
    expect(pay('de', ['52'], 1, r)).toBe(99_000);
    expect(pay('dau', ['5'], 1, r)).toBe(9_500);
    expect(pay('duoi', ['2'], 1, r)).toBe(9_500);
    expect(pay('bacang', ['852'], 1, r)).toBe(900_000);
    // lô 3 số 603 (G3_2 49603) + 705 (G6_3) → 2 × 900,000
    expect(pay('lo3', ['603', '705'], 1, r)).toBe(1_800_000);
    // xiên 2 00 + 51 → 17,000
    expect(pay('xien2', ['00', '51'], 1, r)).toBe(17_000);
  });
});

describe(XsmbCsvSource.name, () => {
  it('should answer the published day of Miền Bắc from the served CSV, null before it is published', async () => {
    let status = 200;
    const server = createServer((_req, res) => res.writeHead(status, { 'content-type': 'text/csv' }).end(csv));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const source = new XsmbCsvSource(`http://127.0.0.1:${(server.address() as AddressInfo).port}/data/xsmb.csv`);
      expect(source.covers('bac')).toBe(true);
      expect(source.covers('nam')).toBe(false);
      const sheet = await source.sheet('bac', 'Hà Nội', '2025-09-09');
      expect(sheet?.prizes.db).toEqual(['03460']);
      expect(sheet?.prizes.g6).toEqual(['388', '087', '085']);
      expect(await source.sheet('bac', 'Hà Nội', '2025-09-19')).toBeNull();
      expect(await source.sheet('nam', 'TP. HCM', '2025-09-09')).toBeNull();
      status = 503;
      await expect(source.sheet('bac', 'Hà Nội', '2025-09-09')).rejects.toThrow('answered HTTP 503');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
