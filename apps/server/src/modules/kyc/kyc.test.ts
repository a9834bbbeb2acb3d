import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCashier,
  type Cashier,
  call,
  fund,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  verifiedBankAccount,
} from '../payments/payments.test-support';
import { KycService } from './kyc.service';

/** The smallest real PNG (1×1), and a "picture" that is text with an image's label. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = `data:image/png;base64,${PNG.toString('base64')}`;
const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;

describe(KycService.name, () => {
  let c: Cashier;
  let compliance: string;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    compliance = await staffToken(c, 'compliance');
    finance = await staffToken(c, 'finance');
  });
  afterAll(() => c.close());

  const submit = (p: Player, body: Record<string, string> = { idFront: png, idBack: png, selfie: png }) =>
    call(c.app, p, 'POST', '/api/user/kyc', body);
  const status = async (p: Player) => (await call(c.app, p, 'GET', '/api/user/kyc')).json().data;
  const queue = async () =>
    (await staffCall(c, compliance, 'GET', '/admin-api/kyc?status=pending')).json().data as {
      id: number;
      playerId: number;
      documents: { kind: string; url: string }[];
    }[];

  it('should take the ID card and a selfie, refuse what is not a picture, and queue it for compliance', async () => {
    const p = await newPlayer(c.app);
    expect(await status(p)).toMatchObject({ status: 'none', withdrawalThreshold: 20_000_000 });
    const bad = await submit(p, { idFront: fake, idBack: png, selfie: png });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ảnh phải là JPEG, PNG hoặc WebP, tối đa 2 MB');
    expect((await submit(p)).statusCode).toBe(200);
    expect((await status(p)).status).toBe('pending');
    const again = await submit(p);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('KYC_ALREADY_PENDING');
    const mine = (await queue()).find((s) => s.playerId === p.id)!;
    // the card's front first, as compliance reads it (decision 143)
    expect(mine.documents.map((d) => d.kind)).toEqual(['id_front', 'id_back', 'selfie']);
    const picture = await staffCall(c, compliance, 'GET', mine.documents[2]!.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // finance sees no identity documents
    expect((await staffCall(c, finance, 'GET', mine.documents[2]!.url)).statusCode).toBe(403);
  });

  it('should hold a withdrawal above the threshold until compliance verifies the identity, a rejection telling the player why', async () => {
    const p = await newPlayer(c.app);
    await fund(c, p, 25_000_000);
    const bankAccountId = await verifiedBankAccount(c, p, finance);
    const withdraw = () =>
      call(
        c.app,
        p,
        'POST',
        '/api/payment/withdraw/bank',
        { bankAccountId, amount: 21_000_000 },
        { 'idempotency-key': randomUUID() },
      );
    const refused = await withdraw();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'KYC_REQUIRED',
      message: 'Vui lòng xác minh danh tính (CCCD hai mặt và ảnh chân dung) để rút số tiền này',
    });
    await submit(p);
    const first = (await queue()).find((s) => s.playerId === p.id)!;
    const rejected = await staffCall(c, compliance, 'POST', `/admin-api/kyc/${first.id}/reject`, {
      reason: 'Ảnh mặt sau bị mờ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await status(p)).toMatchObject({ status: 'rejected', rejectReason: 'Ảnh mặt sau bị mờ' });
    expect((await withdraw()).json().code).toBe('KYC_REQUIRED');
    await submit(p);
    const second = (await queue()).find((s) => s.playerId === p.id)!;
    const verified = await staffCall(c, compliance, 'POST', `/admin-api/kyc/${second.id}/verify`);
    expect(verified.json().data).toMatchObject({
      status: 'verified',
      reviewedBy: expect.stringMatching(/^compliance\./),
    });
    expect((await staffCall(c, compliance, 'POST', `/admin-api/kyc/${second.id}/verify`)).statusCode).toBe(409);
    const ok = await withdraw();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.status).toBe('pending');
    const audit = await c.db.pool.query(
      `SELECT action, details FROM audit_log WHERE target_type = 'kyc' AND target_id = $1`,
      [String(second.id)],
    );
    expect(audit.rows).toContainEqual({
      action: 'kyc.verify',
      details: { playerId: p.id, before: { status: 'pending' }, after: { status: 'verified', reason: null } },
    });
  });
  it('should record the fields read from the card and flag, then refuse without confirmation, an ID number on two accounts', async () => {
    const [a, b] = [await newPlayer(c.app), await newPlayer(c.app)];
    await submit(a);
    await submit(b);
    const pending = await queue();
    const subA = pending.find((s) => s.playerId === a.id)!.id;
    const subB = pending.find((s) => s.playerId === b.id)!.id;
    const idNumber = `0${String(Date.now()).slice(-11)}`;
    const verify = (id: number, body: Record<string, unknown>) =>
      staffCall(c, compliance, 'POST', `/admin-api/kyc/${id}/verify`, body);

    for (const [body, message] of [
      [{ dateOfBirth: '2015-01-01' }, 'dưới 18 tuổi'],
      [{ idNumber: '12345' }, '12 chữ số'],
      [{ dateOfBirth: '01/02/1990' }, 'YYYY-MM-DD'],
    ] as const) {
      const res = await verify(subA, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const first = await verify(subA, { fullName: 'Nguyễn Văn An', dateOfBirth: '1990-02-01', idNumber });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      fullName: 'NGUYỄN VĂN AN',
      dateOfBirth: '1990-02-01',
      idNumber,
      sameIdAccounts: [],
    });

    const refused = await verify(subB, { fullName: 'Nguyễn Văn An', dateOfBirth: '1990-02-01', idNumber });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('KYC_ID_NUMBER_IN_USE');
    expect(refused.json().message).toContain(`#${a.id}`);
    expect((await status(b)).status).toBe('pending');

    const confirmed = await verify(subB, { idNumber, dateOfBirth: '1990-02-01', sharedIdConfirmed: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.sameIdAccounts).toEqual([
      { playerId: a.id, username: a.username, status: 'verified' },
    ]);
    const verified = (await staffCall(c, compliance, 'GET', '/admin-api/kyc?status=verified')).json().data;
    expect(verified.find((s: { id: number }) => s.id === subA).sameIdAccounts).toEqual([
      { playerId: b.id, username: b.username, status: 'verified' },
    ]);
    const log = await c.app.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'kyc.verify' AND target_id = $1`,
      [String(subB)],
    );
    expect(log.rows[0].details.after).toMatchObject({ idNumber: `…${idNumber.slice(-4)}`, sharedWith: [a.id] });
    expect(JSON.stringify(log.rows[0].details)).not.toContain(idNumber);
  });
});
