import { randomInt } from 'node:crypto';
import type { TPaymentSettings, TStaffRole } from '@app/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffSignIn } from '../admin/admin.test-support';
import { register } from '../auth/auth.test-support';
import { signBankWebhook } from './gateways/bank/bank-webhook';

/** Helpers for the cashier's integration tests (everything through app.inject). */

export interface Cashier extends TestApp {
  settings(): Promise<TPaymentSettings>;
  patch(change: (s: TPaymentSettings) => void): Promise<TPaymentSettings>;
}

export async function buildCashier(): Promise<Cashier> {
  const t = await buildTestApp();
  const payments = t.app.services.payments;
  // Sandbox callbacks without the demo's human-friendly delay.
  await payments.settings.patch((s) => {
    s.sandbox.callbackDelayMs = 0;
  });
  return {
    ...t,
    settings: () => payments.settings.get(),
    patch: (change) => payments.settings.patch(change),
    close: () => t.close(),
  };
}

export interface Player {
  id: number;
  token: string;
  phone: string;
  username: string;
}

export async function newPlayer(app: FastifyInstance): Promise<Player> {
  const r = await register(app);
  expect(r.res.statusCode).toBe(200);
  return { id: r.id, token: r.token, phone: r.phone, username: r.username };
}

export function call(
  app: FastifyInstance,
  player: Player | null,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { ...(player ? { authorization: `Bearer ${player.token}` } : {}), ...headers },
  });
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function cash(app: FastifyInstance, playerId: number): Promise<number> {
  return (await app.services.wallet.getPlayerBalance(playerId)).cash;
}

export async function available(app: FastifyInstance, playerId: number): Promise<number> {
  return (await app.services.wallet.getPlayerBalance(playerId)).available;
}

/** A correctly signed SePay/Casso-style notification for our bank webhook. */
export async function bankWebhook(
  c: Cashier,
  body: Record<string, unknown>,
  opts: { secret?: string; apiKey?: string; timestampSeconds?: number; omit?: 'signature' | 'apiKey' } = {},
): Promise<LightMyRequestResponse> {
  const g = (await c.settings()).gateways.bank;
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.omit !== 'apiKey') headers.authorization = `Apikey ${opts.apiKey ?? g.webhookApiKey}`;
  if (opts.omit !== 'signature') {
    headers['x-webhook-signature'] = signBankWebhook(
      raw,
      opts.secret ?? g.webhookHmacSecret,
      opts.timestampSeconds ?? Math.floor(Date.now() / 1000),
    );
  }
  return c.app.inject({ method: 'POST', url: '/webhooks/bank', headers, payload: raw });
}

let bankTxnSeq = 0;
export function bankTransfer(
  content: string,
  amount: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  bankTxnSeq += 1;
  return {
    id: Date.now() * 100 + bankTxnSeq,
    gateway: 'Vietcombank',
    transactionDate: new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
    accountNumber: '1023456789',
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 0,
    subAccount: null,
    referenceCode: `FT${bankTxnSeq}`,
    description: '',
    ...extra,
  };
}

/** Money in through the real Codepay flow: voucher, sandbox bank transfer, signed webhook. */
export async function fund(c: Cashier, player: Player, amount: number): Promise<void> {
  const before = await cash(c.app, player.id);
  const v = await call(c.app, player, 'POST', '/api/payment/deposit/codepay', { amount, replaceCurrent: true });
  expect(v.statusCode).toBe(200);
  const code = v.json().data.transferCode as string;
  const sent = await call(c.app, null, 'POST', '/sandbox/bank/transfers', { content: `chuyen tien ${code}`, amount });
  expect(sent.statusCode).toBe(200);
  await waitFor(async () => (await cash(c.app, player.id)) === before + amount);
}

/** A staff session token for a role. */
export async function staffToken(c: Cashier, role: TStaffRole = 'finance'): Promise<string> {
  const username = `${role}.${Math.random().toString(36).slice(2, 8)}`;
  await c.app.services.admin.ensureStaff({ username, displayName: role, password: 'staff-password-1', role });
  const res = await staffSignIn(c.app, username, 'staff-password-1');
  expect(res.statusCode).toBe(200);
  return res.json().data.token;
}

export function staffCall(c: Cashier, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return c.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'x-staff-token': token },
  });
}

/** A bank account of the player, verified by finance staff through the real flow; returns its id. */
export async function verifiedBankAccount(c: Cashier, player: Player, financeToken: string): Promise<number> {
  const acc = await call(c.app, player, 'POST', '/api/user/bank', {
    bankBin: '970436',
    accountNumber: `10${randomInt(10_000_000_000, 99_999_999_999)}`,
    holderName: 'NGUYEN VAN AN',
  });
  expect(acc.statusCode, acc.body).toBe(200);
  const id = acc.json().data.id as number;
  const verified = await staffCall(c, financeToken, 'POST', `/admin-api/bank-accounts/${id}/verify`);
  expect(verified.statusCode, verified.body).toBe(200);
  return id;
}
