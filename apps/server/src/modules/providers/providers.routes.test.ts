import { randomUUID } from 'node:crypto';
import { ZProviderResponseSchema } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '../../plugins/security-headers';
import { providerAnswerSerializer } from './providers.answer';
import { providerWalletRoutes } from './providers.routes';
import { hmacSignature } from './providers.signature';
import { buildGamesTestApp, type GamesTestApp, newPlayer } from './providers.test-support';

// The provider callbacks run in a context of their own, beside the site's (decision 109).
describe(providerWalletRoutes.name, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signedBet = (p: { tokenPlay: string; user: string }, amount: number) => {
    const id = randomUUID();
    const payload = JSON.stringify({
      request_uuid: id,
      token: p.tokenPlay,
      user: p.user,
      transaction_uuid: id,
      round: id,
      game_code: 'taixiu',
      currency: 'VND',
      amount,
    });
    return t.app.inject({
      method: 'POST',
      url: '/provider/house/transaction/bet',
      headers: { 'content-type': 'application/json', 'x-hub88-signature': hmacSignature(t.houseSecret, payload) },
      payload,
    });
  };

  it("should answer a callback with the API profile's security headers and only the answer's fields", async () => {
    const p = await newPlayer(t, 50_000);
    const res = await signedBet(p, 20_000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['balance', 'currency', 'request_uuid', 'status', 'transaction_id', 'user'].sort(),
    );
    expect(body).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'VND', balance: 30_000 });
  });

  it('should answer a callback refused before its handler with the headers and a protocol status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/provider/${'x'.repeat(65)}/transaction/bet`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
    expect(res.json()).toEqual({
      status: 'RS_ERROR_INVALID_PARTNER',
      request_uuid: null,
      user: null,
      currency: 'VND',
      balance: null,
    });
  });

  it('should answer INVALID_PARTNER for codes with control characters, non-ASCII codes and unknown codes alike', async () => {
    const untrusted = { request_uuid: null, user: null, currency: 'VND', balance: null };
    for (const code of ['hou%01se', 'h%C3%A0ng', 'no-such-provider', 'House.2']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/provider/${code}/transaction/bet`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(API_POLICY);
      expect(res.json()).toEqual({ status: 'RS_ERROR_INVALID_PARTNER', ...untrusted });
    }
  });

  it("should leave the site's hooks on the site: unknown paths still get the envelope and headers", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe(API_POLICY);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe(providerAnswerSerializer.name, () => {
  const serialize = providerAnswerSerializer();

  it("should write what zod's schema accepts, nulls kept, and nothing outside the schema", () => {
    const answers = [
      { status: 'RS_OK', request_uuid: 'r1', user: '7', currency: 'VND', balance: 12_000, transaction_id: '55' },
      { status: 'RS_ERROR_UNKNOWN', request_uuid: null, user: null, currency: 'VND', balance: null },
      {
        status: 'RS_ERROR_LIMIT_REACHED',
        request_uuid: 'r"2\u2028',
        user: '8',
        currency: 'VND',
        balance: 0,
        message: 'Bạn đã đạt giới hạn "thua" trong ngày',
      },
      { status: 'RS_OK', request_uuid: 'r3', user: '9', currency: 'VND', balance: 5, jackpot_amount: 1_000_000 },
    ];
    for (const answer of answers) {
      const written = JSON.parse(serialize(answer));
      expect(written).toEqual(ZProviderResponseSchema.parse(answer));
    }
    const leaked = JSON.parse(serialize({ ...answers[0], secret: 'do-not-send', token: 'play-token' }));
    expect(leaked).not.toHaveProperty('secret');
    expect(leaked).not.toHaveProperty('token');
  });
});
