import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { buildCashier, type Cashier, call, type Player, staffToken } from '../payments/payments.test-support';

/** The cashier the AML tests run on, with a compliance officer's and a finance officer's tokens. */
export async function amlCashier(): Promise<{ c: Cashier; compliance: string; finance: string }> {
  const c = await buildCashier();
  return { c, compliance: await staffToken(c, 'compliance'), finance: await staffToken(c, 'finance') };
}

/** The player asks to withdraw `amount` to a bank account; returns the withdrawal's id. */
export async function requestWithdrawal(c: Cashier, p: Player, bankAccountId: number, amount: number): Promise<number> {
  const res = await call(
    c.app,
    p,
    'POST',
    '/api/payment/withdraw/bank',
    { bankAccountId, amount },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
