import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCashier, type Cashier, waitFor } from '../payments.test-support';
import { BankPayoutClient } from './bank/bank-payout.client';
import { CardClient } from './card/card.client';
import { isValidAddress } from './crypto/address';
import { ChainWatcherClient } from './crypto/chain-watcher';
import { fetchTransport, GatewayError } from './http';
import { MomoClient } from './momo/momo.client';
import { encodeExtraData } from './momo/momo.protocol';

/**
 * The live adapters, over real HTTP on loopback, against the sandbox gateways: the code
 * that talks to MoMo, the card exchange, the payout provider and the chain watcher in
 * production is exercised end to end without leaving the machine.
 */
describe('gateway adapters against the sandbox over HTTP', () => {
  let c: Cashier;
  let base: string;
  const http = fetchTransport(5_000);

  beforeAll(async () => {
    c = await buildCashier();
    await c.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(c.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => c.close());

  it('MomoClient should create a payment and query its status', async () => {
    const g = (await c.settings()).gateways.momo;
    const client = new MomoClient(`${base}/sandbox/momo`, g, http);
    const orderId = `LOOP${Date.now()}`;
    const links = await client.createPayment({
      orderId,
      requestId: orderId,
      amount: 50_000,
      orderInfo: 'loopback',
      redirectUrl: `${base}/account/deposit/wallet`,
      ipnUrl: `${base}/webhooks/momo`,
      extraData: encodeExtraData({ depositId: 0 }),
      requestType: 'captureWallet',
    });
    expect(links.payUrl).toBe(`/sandbox/momo/pay/${orderId}`);
    expect((await client.queryPayment(orderId, orderId)).resultCode).toBe(1000);
    await expect(
      client.createPayment({
        orderId,
        requestId: orderId,
        amount: 50_000,
        orderInfo: 'x',
        redirectUrl: base,
        ipnUrl: base,
        extraData: '',
        requestType: 'captureWallet',
      }),
    ).rejects.toMatchObject({ kind: 'refused', providerCode: 41 });
  });

  it('MomoClient should be refused with wrong credentials (the sandbox checks the signature)', async () => {
    const g = (await c.settings()).gateways.momo;
    const client = new MomoClient(`${base}/sandbox/momo`, { ...g, secretKey: 'wrong' }, http);
    await expect(
      client.createPayment({
        orderId: `BAD${Date.now()}`,
        requestId: 'r',
        amount: 50_000,
        orderInfo: 'x',
        redirectUrl: base,
        ipnUrl: base,
        extraData: '',
        requestType: 'captureWallet',
      }),
    ).rejects.toMatchObject({ kind: 'refused', providerCode: 13 });
  });

  it('CardClient should submit a card (pending, answered by callback) and buy cards', async () => {
    const g = (await c.settings()).gateways.card;
    await c.patch((s) => {
      s.sandbox.callbackDelayMs = 60_000;
    });
    try {
      const client = new CardClient(`${base}/sandbox/card`, g, http);
      const res = await client.charge({
        telco: 'VIETTEL',
        code: '512345678901',
        serial: '10001234567',
        declaredValue: 100_000,
        requestId: `LC${Date.now()}`,
      });
      expect(res.status).toBe(99);
      const bought = await client.buyCards({ carrier: 'VIETTEL', value: 20_000, qty: 2, requestId: `LB${Date.now()}` });
      expect(bought.status).toBe('paid');
      expect(bought.cards).toHaveLength(2);
      const forged = new CardClient(`${base}/sandbox/card`, { ...g, partnerKey: 'x' }, http);
      await expect(
        forged.buyCards({ carrier: 'VIETTEL', value: 20_000, qty: 1, requestId: `LF${Date.now()}` }),
      ).rejects.toBeInstanceOf(GatewayError);
    } finally {
      await c.patch((s) => {
        s.sandbox.callbackDelayMs = 0;
      });
    }
  });

  it('BankPayoutClient should pay, report refusals, and report a 504 as an unknown outcome', async () => {
    const g = (await c.settings()).gateways.bank;
    const client = new BankPayoutClient(`${base}/sandbox/bank`, g.payoutApiKey, g.payoutSecret, http);
    const order = {
      bankBin: '970436',
      accountNumber: '0123456789',
      holderName: 'NGUYEN VAN A',
      amount: 100_000,
      description: 'test',
    };
    expect(await client.payout({ ...order, reference: `P${Date.now()}` })).toMatchObject({
      status: 'paid',
      providerRef: expect.stringMatching(/^NAPAS/),
    });
    await c.patch((s) => {
      s.sandbox.payoutOutcome = 'timeout';
    });
    try {
      await expect(client.payout({ ...order, reference: `T${Date.now()}` })).rejects.toMatchObject({ kind: 'unknown' });
    } finally {
      await c.patch((s) => {
        s.sandbox.payoutOutcome = 'paid';
      });
    }
    const unsigned = new BankPayoutClient(`${base}/sandbox/bank`, g.payoutApiKey, 'wrong-secret', http);
    await expect(unsigned.payout({ ...order, reference: `U${Date.now()}` })).rejects.toMatchObject({ kind: 'refused' });
  });

  it('ChainWatcherClient should allocate valid addresses and send payouts', async () => {
    const g = (await c.settings()).gateways.crypto;
    const client = new ChainWatcherClient(`${base}/sandbox/chain`, g.apiKey, g.webhookSecret, http);
    for (const chain of ['TRC20', 'ERC20', 'BEP20'] as const) {
      expect(isValidAddress(chain, await client.allocateAddress({ chain, label: 'loop' }))).toBe(true);
    }
    const sent = await client.send({
      chain: 'TRC20',
      token: 'USDT',
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount: '1.5',
      reference: `S${Date.now()}`,
    });
    expect(sent).toMatchObject({ status: 'confirmed', txHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('fetchTransport should report an unreachable provider as an unknown outcome', async () => {
    const client = new BankPayoutClient('http://127.0.0.1:9/none', 'k', 's', fetchTransport(500));
    await expect(
      client.payout({
        reference: 'X',
        bankBin: '970436',
        accountNumber: '0123456789',
        holderName: 'A',
        amount: 1,
        description: '',
      }),
    ).rejects.toMatchObject({ kind: 'unknown' });
  });

  it('the sandbox bank should deliver a signed webhook that the server accepts over the loopback', async () => {
    const res = await fetch(`${base}/sandbox/bank/transfers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'no code here', amount: 10_000 }),
    });
    const { id } = (await res.json()) as { id: number };
    const row = await waitFor(async () => {
      const { rows } = await c.db.pool.query(
        'SELECT outcome FROM payment_webhook_events WHERE provider = $1 AND external_id = $2',
        ['bank', String(id)],
      );
      return rows[0];
    });
    expect(row.outcome).toBe('exception:unmatched');
  });
});
