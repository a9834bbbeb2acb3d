import { BankMessage, MAX_BANK_ACCOUNTS_PER_PLAYER, toHolderName } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffSignIn } from '../admin/admin.test-support';
import { register } from '../auth/auth.test-support';
import { BanksService } from './banks.service';

describe(BanksService.name, () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.services.admin.ensureStaff({
      username: 'cskh',
      displayName: 'CSKH',
      password: 'support-password-1',
      role: 'support',
    });
    staff = (await staffSignIn(t.app, 'cskh', 'support-password-1')).json().data.token;
  });
  afterAll(() => t.close());

  const player = async () => {
    const r = await register(t.app);
    expect(r.res.statusCode).toBe(200);
    return r.token;
  };
  const add = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/bank', headers: { authorization: `Bearer ${token}` }, payload });
  const list = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/bank', headers: { authorization: `Bearer ${token}` } });
  let n = 0;
  const number = () => `${Date.now()}${++n}`.slice(-12);

  it('should publish the Vietnamese bank list with BIN and short name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/banks' });
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
      ]),
    );
    const bins = res.json().data.map((b: { bin: string }) => b.bin);
    expect(new Set(bins).size).toBe(bins.length);
  });

  it('should start with an empty list and add an account as verifying', async () => {
    const token = await player();
    expect((await list(token)).json().data).toEqual([]);
    const res = await add(token, { bankBin: '970422', accountNumber: '0123456789', holderName: '  TRAN   THI  BINH ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bankShortName: 'MBBank',
      holderName: 'TRAN THI BINH',
      status: 'verifying',
      verifiedAt: null,
    });
    expect((await list(token)).json().data).toHaveLength(1);
  });

  it('should refuse holder names with accents or lower case, bad account numbers and unknown banks', async () => {
    const token = await player();
    const cases: [Record<string, unknown>, string][] = [
      [
        { bankBin: '970436', accountNumber: number(), holderName: 'NGUYỄN VĂN A' },
        `holderName: ${BankMessage.HOLDER_NAME_FORMAT}`,
      ],
      [
        { bankBin: '970436', accountNumber: number(), holderName: 'Nguyen Van A' },
        `holderName: ${BankMessage.HOLDER_NAME_FORMAT}`,
      ],
      [
        { bankBin: '970436', accountNumber: number(), holderName: '' },
        `holderName: ${BankMessage.HOLDER_NAME_REQUIRED}`,
      ],
      [
        { bankBin: '970436', accountNumber: '12AB5678', holderName: 'NGUYEN VAN A' },
        `accountNumber: ${BankMessage.ACCOUNT_NUMBER_INVALID}`,
      ],
      [
        { bankBin: '970436', accountNumber: '', holderName: 'NGUYEN VAN A' },
        `accountNumber: ${BankMessage.ACCOUNT_NUMBER_REQUIRED}`,
      ],
      [
        { bankBin: 'abc', accountNumber: number(), holderName: 'NGUYEN VAN A' },
        `bankBin: ${BankMessage.BANK_REQUIRED}`,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await add(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const unknownBank = await add(token, { bankBin: '123456', accountNumber: number(), holderName: 'NGUYEN VAN A' });
    expect(unknownBank.statusCode).toBe(400);
    expect((await list(token)).json().data).toEqual([]);
  });

  it('should convert typed names to the accepted form', () => {
    expect(toHolderName('Nguyễn Văn Đức')).toBe('NGUYEN VAN DUC');
  });

  it('should refuse duplicates, accounts of other players, and more than the maximum', async () => {
    const token = await player();
    const acc = { bankBin: '970436', accountNumber: number(), holderName: 'LE VAN C' };
    expect((await add(token, acc)).statusCode).toBe(200);
    expect((await add(token, acc)).json().code).toBe('BANK_ACCOUNT_EXISTS');
    const other = await player();
    const taken = await add(other, acc);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'BANK_ACCOUNT_TAKEN',
      message: 'Tài khoản ngân hàng này đã được đăng ký bởi người khác',
    });
    const results = await Promise.all(
      Array.from({ length: MAX_BANK_ACCOUNTS_PER_PLAYER + 2 }, () => add(token, { ...acc, accountNumber: number() })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_BANK_ACCOUNTS_PER_PLAYER - 1);
    expect(results.filter((r) => r.json().code === 'BANK_ACCOUNT_LIMIT')).toHaveLength(3);
  });

  it('should let staff verify or reject through /admin-api, audited, and only from verifying', async () => {
    const token = await player();
    const a = (await add(token, { bankBin: '970407', accountNumber: number(), holderName: 'PHAM VAN D' })).json().data;
    const b = (await add(token, { bankBin: '970407', accountNumber: number(), holderName: 'PHAM VAN D' })).json().data;
    expect((await t.app.inject({ method: 'POST', url: `/admin-api/bank-accounts/${a.id}/verify` })).statusCode).toBe(
      401,
    );
    const queue = await t.app.inject({
      method: 'GET',
      url: '/admin-api/bank-accounts?status=verifying&per_page=200',
      headers: { 'x-staff-token': staff },
    });
    expect(queue.json().data.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const verified = await t.app.inject({
      method: 'POST',
      url: `/admin-api/bank-accounts/${a.id}/verify`,
      headers: { 'x-staff-token': staff },
    });
    expect(verified.json().data).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin-api/bank-accounts/${a.id}/verify`,
      headers: { 'x-staff-token': staff },
    });
    expect(again.json().code).toBe('BANK_ACCOUNT_STATUS');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/admin-api/bank-accounts/${b.id}/reject`,
      headers: { 'x-staff-token': staff },
      payload: { reason: 'Tên chủ tài khoản không khớp' },
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectReason: 'Tên chủ tài khoản không khớp' });
    const mine = (await list(token)).json().data;
    expect(mine.map((r: { status: string }) => r.status)).toEqual(['verified', 'rejected']);
    const { rows } = await t.db.pool.query(
      `SELECT action FROM audit_log WHERE target_type = 'bank_account' AND target_id = ANY($1) ORDER BY id`,
      [[String(a.id), String(b.id)]],
    );
    expect(rows.map((r) => r.action)).toEqual(['bank_account.verify', 'bank_account.reject']);
  });
});
