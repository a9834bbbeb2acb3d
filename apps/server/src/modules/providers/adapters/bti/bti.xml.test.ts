import { describe, expect, it } from 'vitest';
import { parseXml } from './bti.xml';

describe('parseXml', () => {
  it('should read attributes, keep Bet and Purchase as lists and pass the declaration by', () => {
    const doc = parseXml(
      `<?xml version="1.0" encoding="utf-8"?>\n<Bets cust_id="7" amount="20000.00"><Bet BetID="a1" OddsDec="1.95" BetTypeName="Cược đơn &amp; xiên"/></Bets>`,
    );
    expect(JSON.parse(JSON.stringify(doc))).toEqual({
      Bets: {
        cust_id: '7',
        amount: '20000.00',
        Bet: [{ BetID: 'a1', OddsDec: '1.95', BetTypeName: 'Cược đơn & xiên' }],
      },
    });
    const credit = parseXml(
      '<Credit Amount="5"><Purchases><Purchase ReserveID="r1"/><Purchase ReserveID="r2"/></Purchases></Credit>',
    ) as { Credit: { Purchases: { Purchase: { ReserveID: string }[] } } };
    expect(credit.Credit.Purchases.Purchase.map((p) => p.ReserveID)).toEqual(['r1', 'r2']);
  });

  it('should answer {} to an empty body and null to anything that is not well-formed XML', () => {
    expect(parseXml('  \n')).toEqual({});
    for (const bad of [
      '<Bets><Bet></Bets>',
      '<Bets a="1" a="2"/>',
      '<Bets>&undefined;</Bets>',
      '<A/><B/>',
      'not xml',
      '<Bets amount="1>',
      '<Bets>',
      // a DTD's entity is never expanded (no entity bombs, no external files)
      '<!DOCTYPE b [<!ENTITY x "boom">]><b>&x;</b>',
    ]) {
      expect(parseXml(bad), bad).toBeNull();
    }
  });

  it('should keep an element or attribute named __proto__ as a plain name', () => {
    const doc = parseXml('<Bets __proto__="x"><__proto__ polluted="1"/></Bets>') as Record<
      string,
      Record<string, unknown>
    >;
    expect(Object.keys(doc.Bets!)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(doc.Bets)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
