import { randomUUID } from 'node:crypto';
import { MissionMessage } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authedPost, lastCode } from '../auth/auth.test-support';
import {
  buildCashier,
  type Cashier,
  call,
  cash,
  fund,
  newPlayer,
  type Player,
  waitFor,
} from '../payments/payments.test-support';
import { publishSettlement } from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { MissionsService, vnDay } from './missions.service';

describe(MissionsService.name, () => {
  let c: Cashier;
  let ids: Record<string, number>;
  beforeAll(async () => {
    c = await buildCashier();
    expect(await c.app.services.missions.seed()).toBe(5);
    expect(await c.app.services.missions.seed()).toBe(0);
    ids = Object.fromEntries((await c.app.services.missions.repo.missions()).map((m) => [m.code, m.id]));
  });
  afterAll(() => c.close());

  const verifyPhone = async (p: Player) => {
    expect((await authedPost(c.app, p.token, '/api/auth/verify-phone/send')).statusCode).toBe(200);
    const ok = await authedPost(c.app, p.token, '/api/auth/verify-phone', { otp: await lastCode(c.app, p.phone) });
    expect(ok.statusCode).toBe(200);
  };
  /** The cashier marks the first deposit just after the money lands. */
  const deposited = async (p: Player, amount: number) => {
    await fund(c, p, amount);
    await waitFor(async () => (await c.app.services.auth.getPlayer(p.id))?.firstDepositAt);
  };
  /** A player who deposited and verified the phone, as the default configuration requires. */
  const eligible = async () => {
    const p = await newPlayer(c.app);
    await deposited(p, 100_000);
    await verifyPhone(p);
    return p;
  };
  const list = async (p: Player, query = '') => (await call(c.app, p, 'GET', `/api/user/mission/list${query}`)).json();
  const statusOf = async (p: Player, code: string) =>
    (await list(p)).data.find((m: { code: string }) => m.code === code) as { status: string; progress: number };
  const patch = (p: Player) =>
    c.app.inject({
      method: 'PATCH',
      url: '/api/user/mission/tracking',
      headers: { authorization: `Bearer ${p.token}` },
    });

  it('should refuse tracking until the player deposited and verified the phone, saying what is missing', async () => {
    const p = await newPlayer(c.app);
    const first = await patch(p);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({
      success: false,
      code: 'MISSION_MUST_DEPOSIT',
      message: MissionMessage.MISSION_MUST_DEPOSIT,
    });
    await deposited(p, 50_000);
    expect((await patch(p)).json().code).toBe('MISSION_MUST_VERIFY_PHONE');
    await verifyPhone(p);
    expect((await patch(p)).statusCode).toBe(200);
    expect((await call(c.app, null, 'GET', '/api/user/mission/list')).statusCode).toBe(401);
  });

  it('should list missions with derived statuses, filters and meta.pagination.total', async () => {
    const p = await eligible();
    const all = await list(p);
    expect(all.meta.pagination).toEqual({ page: 1, per_page: 10, total: 5, last_page: 1 });
    expect(all.data.map((m: { code: string; status: string }) => [m.code, m.status])).toEqual([
      ['diem-danh-hang-ngay', 'NOT_STARTED'],
      ['nap-tien-hang-ngay', 'NOT_ACCEPTED'],
      ['cuoc-hang-ngay', 'NOT_ACCEPTED'],
      ['tich-luy-nap-tien', 'NOT_ACCEPTED'],
      ['tich-luy-cuoc', 'NOT_ACCEPTED'],
    ]);
    // the page's tabs: daily = DAILY missions, accumulated = PERIOD missions
    const daily = await list(p, '?tab=daily');
    expect(daily.meta.pagination.total).toBe(3);
    expect(daily.data.every((m: { type: string }) => m.type === 'DAILY')).toBe(true);
    const accumulated = await list(p, '?tab=accumulated&filters[category]=deposit');
    expect(accumulated.data.map((m: { code: string }) => m.code)).toEqual(['tich-luy-nap-tien']);
    expect((await list(p, '?filters[category]=check_in')).meta.pagination.total).toBe(1);
    expect((await list(p, '?category=stake')).data[0].conditionType).toBe('TOTAL_BET_AMOUNT');
    expect((await list(p, '?filters[status]=completed')).meta.pagination.total).toBe(0);
    expect((await list(p, '?page=3&per_page=2')).data).toHaveLength(1);
    expect((await list(p, '?page=3&per_page=2')).meta.pagination.last_page).toBe(3);
    const bad = await call(c.app, p, 'GET', '/api/user/mission/list?filters[status]=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, statusCode: 400, code: 'VALIDATION_ERROR', message: 'Có lỗi xảy ra' });
  });

  it('should check in once a day and pay the reward once under 20 concurrent claims', async () => {
    const p = await eligible();
    const before = await cash(c.app, p.id);
    expect((await patch(p)).json().data).toEqual({ checkedIn: true, completed: [ids['diem-danh-hang-ngay']] });
    expect((await patch(p)).json().data).toEqual({ checkedIn: false, completed: [] });
    expect(await statusOf(p, 'diem-danh-hang-ngay')).toMatchObject({ status: 'COMPLETED', progress: 1 });
    expect((await list(p, '?filters[status]=completed')).meta.pagination.total).toBe(1);

    const claims = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(c.app, p, 'POST', '/api/user/mission/claim-reward', { mission_id: ids['diem-danh-hang-ngay'] }),
      ),
    );
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of claims.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ statusCode: 409, code: 'MISSION_ALREADY_REWARDED' });
    }
    expect(await cash(c.app, p.id)).toBe(before + 2_000);
    expect(await statusOf(p, 'diem-danh-hang-ngay')).toMatchObject({ status: 'COMPLETED_REWARDED' });

    const recent = (await call(c.app, p, 'GET', '/api/user/mission/claims/recent?limit=5')).json().data;
    expect(recent[0]).toMatchObject({
      missionId: ids['diem-danh-hang-ngay'],
      reward: 2_000,
      title: 'Điểm danh hằng ngày',
    });
    expect(recent[0].username).toContain('***');
    // The reward is a credit of the transactions tab, like deposits.
    const tab = (await call(c.app, p, 'GET', '/api/user/history/transactions')).json().data;
    expect(tab).toContainEqual(
      expect.objectContaining({ type: 'mission', method: 'Nhiệm vụ: Điểm danh hằng ngày', amount: 2_000 }),
    );
    // tomorrow is a new day: the check-in starts over
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(vnDay(tomorrow)).not.toBe(vnDay(new Date()));
    expect((await c.app.services.missions.track(p.id, tomorrow)).checkedIn).toBe(true);
  });

  it('should count a deposit toward an accepted deposit mission only after accepting it', async () => {
    const p = await eligible();
    const mission = ids['nap-tien-hang-ngay']!;
    const notDone = await call(c.app, p, 'POST', '/api/user/mission/claim-reward', { mission_id: mission });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json()).toMatchObject({
      code: 'MISSION_NOT_COMPLETED',
      message: MissionMessage.MISSION_NOT_COMPLETED,
    });
    await fund(c, p, 600_000); // before accepting: not counted
    expect(await statusOf(p, 'nap-tien-hang-ngay')).toMatchObject({ status: 'NOT_ACCEPTED', progress: 0 });
    const accepted = await call(c.app, p, 'POST', '/api/user/mission/accept', { mission_id: mission });
    expect(accepted.json().data).toMatchObject({ status: 'IN_PROGRESS', progress: 0 });
    const again = await call(c.app, p, 'POST', '/api/user/mission/accept', { mission_id: mission });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'MISSION_ALREADY_ACCEPTED' });
    await fund(c, p, 200_000);
    // progress comes from the deposit event, just after the money
    await waitFor(async () => (await statusOf(p, 'nap-tien-hang-ngay')).progress === 200_000);
    expect(await statusOf(p, 'nap-tien-hang-ngay')).toMatchObject({ status: 'IN_PROGRESS' });
    await fund(c, p, 500_000);
    await waitFor(async () => (await statusOf(p, 'nap-tien-hang-ngay')).status === 'COMPLETED');
    const before = await cash(c.app, p.id);
    expect((await call(c.app, p, 'POST', '/api/user/mission/claim-reward', { mission_id: mission })).statusCode).toBe(
      200,
    );
    expect(await cash(c.app, p.id)).toBe(before + 10_000);
  });

  it('should add up settled stakes for a total-bet mission, each settlement once', async () => {
    const p = await eligible();
    await call(c.app, p, 'POST', '/api/user/mission/accept', { mission_id: ids['cuoc-hang-ngay'] });
    const bet = (stake: number, transactionId = randomUUID()) => ({
      playerId: p.id,
      provider: 'house',
      gameCode: 'taixiu',
      round: transactionId,
      transactionId,
      stake,
      win: 0,
      settledAt: new Date(),
    });
    const once = bet(600_000);
    await c.app.services.missions.onBetSettled(once);
    await c.app.services.missions.onBetSettled(once);
    expect(await statusOf(p, 'cuoc-hang-ngay')).toMatchObject({ status: 'IN_PROGRESS', progress: 600_000 });
    await publishSettlement(c, bet(400_000));
    await waitFor(async () => (await statusOf(p, 'cuoc-hang-ngay')).status === 'COMPLETED');
    expect(
      (await call(c.app, p, 'GET', '/api/user/mission/featured')).json().data.map((m: { code: string }) => m.code),
    ).toEqual(['diem-danh-hang-ngay', 'cuoc-hang-ngay']);
  });

  it('should accumulate deposits toward an accepted PERIOD mission across days and pay it once', async () => {
    const p = await eligible();
    const mission = ids['tich-luy-nap-tien']!;
    expect((await call(c.app, p, 'POST', '/api/user/mission/accept', { mission_id: mission })).statusCode).toBe(200);
    await fund(c, p, 3_000_000);
    await waitFor(async () => (await statusOf(p, 'tich-luy-nap-tien')).progress === 3_000_000);
    // a deposit on another day still counts: the run of a PERIOD mission is not per day
    await c.app.services.missions.onDeposit({
      depositId: 987_654_321,
      playerId: p.id,
      method: 'codepay',
      amount: 2_500_000,
      promotionId: null,
      firstDeposit: false,
      journalId: 0,
      creditedAt: new Date(Date.now() + 2 * 86_400_000),
    });
    expect(await statusOf(p, 'tich-luy-nap-tien')).toMatchObject({ status: 'COMPLETED', progress: 5_000_000 });
    const before = await cash(c.app, p.id);
    const claim = await call(c.app, p, 'POST', '/api/user/mission/claim-reward', { mission_id: mission });
    expect(claim.json().data).toMatchObject({ status: 'COMPLETED_REWARDED', reward: 50_000 });
    expect(await cash(c.app, p.id)).toBe(before + 50_000);
    const again = await call(c.app, p, 'POST', '/api/user/mission/claim-reward', { mission_id: mission });
    expect(again.json()).toMatchObject({ success: false, statusCode: 409, code: 'MISSION_ALREADY_REWARDED' });
    expect(await cash(c.app, p.id)).toBe(before + 50_000);
  });

  it('should show guests the mission rules without progress, and nothing of any player', async () => {
    const res = await call(c.app, null, 'GET', '/api/missions');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { code: string; status: string; progress: number; reward: number }[];
    expect(data.map((m) => [m.code, m.status, m.progress])).toEqual([
      ['diem-danh-hang-ngay', 'NOT_STARTED', 0],
      ['nap-tien-hang-ngay', 'NOT_ACCEPTED', 0],
      ['cuoc-hang-ngay', 'NOT_ACCEPTED', 0],
      ['tich-luy-nap-tien', 'NOT_ACCEPTED', 0],
      ['tich-luy-cuoc', 'NOT_ACCEPTED', 0],
    ]);
    expect(data.find((m) => m.code === 'diem-danh-hang-ngay')?.reward).toBe(2_000);
  });

  it("should answer the spec's error shape for bad and unknown mission ids", async () => {
    const p = await eligible();
    const bad = await call(c.app, p, 'POST', '/api/user/mission/accept', { mission_id: 'abc' });
    expect(bad.json()).toEqual({ success: false, statusCode: 400, code: 'VALIDATION_ERROR', message: 'Có lỗi xảy ra' });
    const unknown = await call(c.app, p, 'POST', '/api/user/mission/claim-reward', { mission_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, statusCode: 404, code: 'MISSION_NOT_FOUND' });
  });

  it('should answer malformed JSON, a wrong content type and an oversized body as every route does', async () => {
    const p = await newPlayer(c.app);
    const send = (contentType: string, payload: string) =>
      c.app.inject({
        method: 'POST',
        url: '/api/user/mission/accept',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': contentType },
        payload,
      });
    expect((await send('application/json', '{"mission_id": ')).json()).toEqual({
      success: false,
      statusCode: 400,
      code: 'INVALID_JSON',
      message: 'Dữ liệu gửi lên không đúng định dạng JSON',
    });
    expect((await send('application/xml', '<mission_id>1</mission_id>')).json()).toEqual({
      success: false,
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Định dạng dữ liệu không được hỗ trợ',
    });
    expect(
      (await send('application/json', JSON.stringify({ mission_id: 1, pad: 'x'.repeat(1024 * 1024) }))).json(),
    ).toEqual({
      success: false,
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Dữ liệu gửi lên quá lớn',
    });
    const tracking = await c.app.inject({
      method: 'PATCH',
      url: '/api/user/mission/tracking',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(tracking.json()).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
  });

  it('should leave the ledger reconciled', async () => {
    const report = await runLedgerCheck(c.db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  });
});

describe('the missions cache', () => {
  it('should not keep a list read while the missions changed: the next read sees the change', async () => {
    const c = await buildCashier();
    try {
      const svc = c.app.services.missions;
      const read = svc.repo.missions.bind(svc.repo);
      let seen!: () => void;
      let release!: () => void;
      const readDone = new Promise<void>((r) => {
        seen = r;
      });
      const gate = new Promise<void>((r) => {
        release = r;
      });
      // a read (a settled bet's progress, a guest's list) that saw the table before the seed and
      // answers after it
      vi.spyOn(svc.repo, 'missions').mockImplementationOnce(async () => {
        const rows = await read();
        seen();
        await gate;
        return rows;
      });
      const inFlight = svc.catalogue();
      await readDone;
      expect(await svc.seed()).toBe(5);
      release();
      expect(await inFlight).toHaveLength(0);
      expect((await svc.catalogue()).map((m) => m.code)).toContain('nap-tien-hang-ngay');
    } finally {
      await c.close();
    }
  });
});
