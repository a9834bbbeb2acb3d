import { TextMessage } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransfer, bankWebhook, buildCashier, type Cashier } from '../modules/payments/payments.test-support';
import textGuardPlugin, { unstorableTextIn } from './text-guard';

const requestWith = (parts: Partial<Record<'params' | 'query' | 'headers' | 'body', unknown>>) =>
  ({ params: {}, query: {}, headers: {}, body: undefined, ...parts }) as unknown as FastifyRequest;

describe(textGuardPlugin.name, () => {
  let c: Cashier;
  beforeAll(async () => {
    c = await buildCashier();
  });
  afterAll(() => c.close());

  it('should name the field holding a NUL or a lone surrogate, in any part of the request', () => {
    expect(unstorableTextIn(requestWith({ body: { a: [{ note: 'x\u0000' }] } }))).toBe('a.0.note');
    expect(unstorableTextIn(requestWith({ query: { search: '\ud800' } }))).toBe('search');
    expect(unstorableTextIn(requestWith({ headers: { 'idempotency-key': 'k\u0000' } }))).toBe('idempotency-key');
    expect(unstorableTextIn(requestWith({ body: '\u0000' }))).toBe('body');
    expect(unstorableTextIn(requestWith({ body: { 'key\u0000': 1 } }))).toBe('key\u0000');
  });

  it('should leave raw bodies, storable control characters and whole emoji alone', () => {
    expect(unstorableTextIn(requestWith({ body: Buffer.from('{"a":"\\u0000"}') }))).toBeNull();
    expect(unstorableTextIn(requestWith({ body: { a: 'tab\t, escape \u001b', b: '😀 Tiếng Việt' } }))).toBeNull();
  });

  it('should refuse a NUL in a correctly signed gateway notification with 400, storing nothing', async () => {
    const res = await bankWebhook(c, bankTransfer('NAP\u0000ABC', 100_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: `content: ${TextMessage.INVALID_CHARACTERS}`,
    });
    const { rows } = await c.db.pool.query('SELECT count(*)::int AS n FROM payment_webhook_events');
    expect(rows[0].n).toBe(0);
  });

  it('should refuse a lone surrogate in a JSON body the route takes as unknown', async () => {
    const res = await c.app.inject({
      method: 'POST',
      url: '/webhooks/momo',
      headers: { 'content-type': 'application/json' },
      payload: '{"orderInfo":"Nap tien \\ud800"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `orderInfo: ${TextMessage.INVALID_CHARACTERS}`,
    });
  });
});
