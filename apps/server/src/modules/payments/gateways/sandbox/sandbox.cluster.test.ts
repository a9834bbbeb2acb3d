import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../app';
import { envFor } from '../../../../config/env';
import { buildCashier, type Cashier, call, cash, newPlayer, waitFor } from '../../payments.test-support';
import { CARD_STATUS, chargeSign } from '../card/card.protocol';
import { SandboxState } from './state';

/** The sandbox gateways on two instances of one database (decision 112). */
describe(SandboxState.name, () => {
  let c: Cashier;
  let other: FastifyInstance;
  beforeAll(async () => {
    c = await buildCashier();
    other = await buildApp({ env: envFor({ INSTANCE_NAME: 'other' }), db: c.db, logger: false, web: false });
  });
  afterAll(async () => {
    await other.close();
    await c.close();
  });

  it('should let a MoMo payment created on one instance be confirmed once on another and credit it', async () => {
    const p = await newPlayer(c.app);
    const created = await call(c.app, p, 'POST', '/api/payment/deposit/momo', { amount: 120_000 });
    expect(created.statusCode).toBe(200);
    const { payUrl } = created.json().data as { payUrl: string };
    const page = await other.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('120,000 VND');
    const [paid, again] = await Promise.all([
      other.inject({ method: 'POST', url: payUrl, payload: { resultCode: 0 } }),
      c.app.inject({ method: 'POST', url: payUrl, payload: { resultCode: 0 } }),
    ]);
    expect([paid.statusCode, again.statusCode].sort()).toEqual([200, 409]);
    await waitFor(async () => (await cash(c.app, p.id)) === 120_000);
    // the IPN was sent once, and a late duplicate would change nothing
    await new Promise((r) => setTimeout(r, 300));
    expect(await cash(other, p.id)).toBe(120_000);
  });

  it('should send a callback owed by an instance that went away from another instance', async () => {
    await c.patch((s) => {
      s.sandbox.callbackDelayMs = 200;
    });
    const gone = await buildApp({ env: envFor({ INSTANCE_NAME: 'gone' }), db: c.db, logger: false, web: false });
    try {
      const p = await newPlayer(c.app);
      const voucher = await call(c.app, p, 'POST', '/api/payment/deposit/codepay', { amount: 80_000 });
      expect(voucher.statusCode).toBe(200);
      const code = voucher.json().data.transferCode as string;
      const sent = await gone.inject({
        method: 'POST',
        url: '/sandbox/bank/transfers',
        payload: { content: `NAP ${code}`, amount: 80_000 },
      });
      expect(sent.statusCode).toBe(200);
      await gone.close();
      const owed = await c.db.pool.query('SELECT count(*)::int AS n FROM sandbox_gateway_callbacks');
      expect(owed.rows[0].n).toBeGreaterThan(0);
      // no timer of `gone` is left: the others' poll (once a second) sends it
      await waitFor(async () => (await cash(c.app, p.id)) === 80_000, 5_000);
    } finally {
      await c.patch((s) => {
        s.sandbox.callbackDelayMs = 0;
      });
    }
  });

  it('should accept a card only once when it is charged through two instances at once', async () => {
    // Callbacks held back, so what each instance owes can be read before it is sent.
    const g = (
      await c.patch((s) => {
        s.sandbox.callbackDelayMs = 60_000;
      })
    ).gateways.card;
    const charge = (app: FastifyInstance, requestId: string) => {
      const body = {
        telco: 'VIETTEL',
        code: '512345678901',
        serial: '10000000001',
        amount: 50_000,
        request_id: requestId,
        partner_id: g.partnerId,
        sign: chargeSign(g.partnerKey, '512345678901', '10000000001'),
        command: 'charging',
      };
      return app.inject({ method: 'POST', url: '/sandbox/card/chargingws/v2', payload: body });
    };
    try {
      const [a, b] = await Promise.all([charge(c.app, 'rq-cluster-a'), charge(other, 'rq-cluster-b')]);
      expect([a.json().status, b.json().status]).toEqual([CARD_STATUS.pending, CARD_STATUS.pending]);
      // the same request id again, on either instance, is refused
      expect((await charge(c.app, 'rq-cluster-b')).json()).toMatchObject({ status: CARD_STATUS.refused });
      const owed = await c.db.pool.query<{ body: string }>(
        `DELETE FROM sandbox_gateway_callbacks WHERE path = '/webhooks/card' RETURNING body`,
      );
      const statuses = owed.rows.map((r) => (JSON.parse(r.body) as { status: number }).status).sort();
      expect(statuses).toEqual([CARD_STATUS.success, CARD_STATUS.badCard]);
    } finally {
      await c.patch((s) => {
        s.sandbox.callbackDelayMs = 0;
      });
    }
  });
});
