import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp } from '../../providers.test-support';
import { SabaClient, type SabaTransport } from './saba.client';
import { buildSabaTestApp, SABA_VENDOR_ID, sabaPlayer } from './saba.test-support';

describe(SabaClient.name, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildSabaTestApp();
  });
  afterAll(() => t.close());

  /** Our adapter over inject; `lose` drops the answers of the named actions after the server applied them. */
  const transport =
    (lose: Map<string, number>): SabaTransport =>
    async (action, body) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/provider/saba/${action}`,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: body,
        remoteAddress: '127.0.0.1',
      });
      const left = lose.get(action) ?? 0;
      if (left > 0) {
        lose.set(action, left - 1);
        throw new Error('answer lost');
      }
      return res.json();
    };
  const match = { league: 'V.League 1', home: 'Hà Nội', away: 'Hải Phòng', market: 'Cược chấp', pick: 'Hà Nội -0.5' };

  it('should cancel a ticket whose PlaceBet answer was lost, so the stake comes back once', async () => {
    const p = await sabaPlayer(t, 50_000);
    const client = new SabaClient(SABA_VENDOR_ID, transport(new Map([['placebet', 1]])), { attempts: 4, waitMs: 5 });
    const out = await client.place({
      refId: `C-${randomUUID().slice(0, 8)}`,
      userId: p.user,
      stake: 10,
      odds: 1.9,
      match,
    });
    expect(out).toEqual({ placed: false, status: 'timeout', msg: null, cancelled: true });
    expect(await cashOf(t, p.id)).toBe(50_000);
  });

  it('should retry a ConfirmBet whose answers were lost until it lands, moving the changed stake once, then settle', async () => {
    const p = await sabaPlayer(t, 50_000);
    const client = new SabaClient(
      SABA_VENDOR_ID,
      transport(
        new Map([
          ['confirmbet', 2],
          ['settle', 1],
        ]),
      ),
      {
        attempts: 5,
        waitMs: 5,
      },
    );
    const ticket = { refId: `C-${randomUUID().slice(0, 8)}`, userId: p.user, stake: 10, odds: 1.9, match };
    const out = await client.place(ticket, { credit: 0, debit: 2 });
    expect(out).toMatchObject({ placed: true });
    expect(await cashOf(t, p.id)).toBe(38_000);
    expect(await client.result('settle', ticket, 'won', 22.8, 0)).toBe(true);
    expect(await cashOf(t, p.id)).toBe(60_800);
  });

  it("should report a refused stake with the adapter's code and reason, and cancel it", async () => {
    const p = await sabaPlayer(t, 5_000);
    const client = new SabaClient(SABA_VENDOR_ID, transport(new Map()), { attempts: 2, waitMs: 5 });
    const out = await client.place({
      refId: `C-${randomUUID().slice(0, 8)}`,
      userId: p.user,
      stake: 10,
      odds: 1.9,
      match,
    });
    expect(out).toEqual({ placed: false, status: '502', msg: 'Số dư không đủ để đặt cược.', cancelled: true });
    expect(await cashOf(t, p.id)).toBe(5_000);
  });
});
