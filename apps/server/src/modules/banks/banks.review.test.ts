import { normalizeHolderName } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCashier,
  type Cashier,
  call,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
} from '../payments/payments.test-support';
import { BanksService } from './banks.service';

const PNG = `data:image/png;base64,${Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64')}`;

describe(`${BanksService.name} review queue`, () => {
  let c: Cashier;
  let compliance: string;
  let support: string;
  beforeAll(async () => {
    c = await buildCashier();
    compliance = await staffToken(c, 'compliance');
    support = await staffToken(c, 'support');
  });
  afterAll(() => c.close());

  const addAccount = async (p: Player, holderName: string, accountNumber: string) => {
    const res = await call(c.app, p, 'POST', '/api/user/bank', { bankBin: '970436', accountNumber, holderName });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const queued = async (id: number) =>
    (
      (await staffCall(c, support, 'GET', '/admin-api/bank-accounts?status=verifying&per_page=200')).json().data as {
        id: number;
      }[]
    ).find((a) => a.id === id);

  it('should show the holder name against the KYC name, ignoring accents, and tell the player why an account was rejected', async () => {
    const p = await newPlayer(c.app);
    const unknown = await addAccount(p, 'NGUYEN VAN AN', '1000000001');
    expect(await queued(unknown)).toMatchObject({ username: p.username, kycName: null, nameMatches: null });

    expect((await call(c.app, p, 'POST', '/api/user/kyc', { idFront: PNG, idBack: PNG, selfie: PNG })).statusCode).toBe(
      200,
    );
    const sub = (await staffCall(c, compliance, 'GET', '/admin-api/kyc?status=pending'))
      .json()
      .data.find((s: { playerId: number }) => s.playerId === p.id);
    const verified = await staffCall(c, compliance, 'POST', `/admin-api/kyc/${sub.id}/verify`, {
      fullName: 'Nguyễn Văn An',
    });
    expect(verified.json().data).toMatchObject({ status: 'verified', fullName: 'NGUYỄN VĂN AN' });

    expect(await queued(unknown)).toMatchObject({ kycName: 'NGUYỄN VĂN AN', nameMatches: true });
    const other = await addAccount(p, 'TRAN THI BINH', '1000000002');
    expect(await queued(other)).toMatchObject({ nameMatches: false });

    const ok = await staffCall(c, support, 'POST', `/admin-api/bank-accounts/${unknown}/verify`);
    expect(ok.json().data).toMatchObject({ status: 'verified', nameMatches: true });
    expect(await queued(other)).toMatchObject({ otherHolderNames: ['NGUYEN VAN AN'] });
    const no = await staffCall(c, support, 'POST', `/admin-api/bank-accounts/${other}/reject`, {
      reason: 'Tên chủ tài khoản khác tên trên giấy tờ',
    });
    expect(no.statusCode).toBe(200);
    const mine = (await call(c.app, p, 'GET', '/api/user/bank')).json().data as {
      id: number;
      status: string;
      rejectReason: string | null;
    }[];
    expect(mine.find((a) => a.id === other)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Tên chủ tài khoản khác tên trên giấy tờ',
    });
    // a second decision changes nothing
    expect((await staffCall(c, support, 'POST', `/admin-api/bank-accounts/${other}/verify`)).statusCode).toBe(409);
    const audit = await c.db.pool.query(
      "SELECT action FROM audit_log WHERE target_type = 'bank_account' AND target_id = ANY($1) ORDER BY id",
      [[String(unknown), String(other)]],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['bank_account.verify', 'bank_account.reject']);
  });

  it('should compare names as a bank prints them', () => {
    expect(normalizeHolderName(' Đặng  thị   Hồng ')).toBe('DANG THI HONG');
  });
});
