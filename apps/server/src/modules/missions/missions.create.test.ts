import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCashier, type Cashier, call, newPlayer, staffCall, staffToken } from '../payments/payments.test-support';
import { MissionsService } from './missions.service';

describe(`${MissionsService.name} creating missions (staff)`, () => {
  let c: Cashier;
  let content: string;
  beforeAll(async () => {
    c = await buildCashier();
    await c.app.services.missions.seed();
    content = await staffToken(c, 'content');
  });
  afterAll(() => c.close());

  const create = (body: unknown, token = content) => staffCall(c, token, 'POST', '/admin-api/missions', body);
  const rule = {
    code: 'tong-nap-ngay',
    type: 'DAILY',
    conditionType: 'TOTAL_DEPOSIT_AMOUNT',
    target: 2_000_000,
    reward: 20_000,
    featured: false,
    enabled: false,
  };
  const playerCodes = async () => {
    const p = await newPlayer(c.app);
    const res = await call(c.app, p, 'GET', '/api/user/mission/list?per_page=50');
    expect(res.statusCode, res.body).toBe(200);
    return JSON.stringify(res.json().data);
  };

  it('should create a draft with texts generated from the rule, show it to players once enabled, and audit it', async () => {
    const res = await create(rule);
    expect(res.statusCode, res.body).toBe(200);
    const mission = res.json().data;
    expect(mission).toMatchObject({
      code: 'tong-nap-ngay',
      title: 'Tổng nạp 2,000,000 VND trong ngày',
      description: 'Tổng các lần nạp tiền được ghi có trong ngày đạt 2,000,000 VND.',
      target: 2_000_000,
      reward: 20_000,
      enabled: false,
    });
    expect(await playerCodes()).not.toContain('Tổng nạp 2,000,000 VND trong ngày');
    const { title, description, target, reward, featured } = mission;
    const on = await staffCall(c, content, 'PUT', `/admin-api/missions/${mission.id}`, {
      title,
      description,
      target,
      reward,
      featured,
      enabled: true,
    });
    expect(on.statusCode).toBe(200);
    expect(await playerCodes()).toContain('Tổng nạp 2,000,000 VND trong ngày');
    const { rows } = await c.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'mission.create' AND target_id = $1`,
      [String(mission.id)],
    );
    expect(rows[0].details.after).toMatchObject({ code: 'tong-nap-ngay', reward: 20_000, title });
  });

  it('should refuse a taken code, an impossible check-in, a tiny target and other roles, changing nothing', async () => {
    const count = async () => (await c.db.pool.query('SELECT count(*)::int AS n FROM missions')).rows[0].n;
    const before = await count();
    const taken = await create(rule);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'MISSION_CODE_TAKEN' });
    const checkIn = await create({ ...rule, code: 'diem-danh-2', conditionType: 'DAILY_CHECK_IN', target: 5 });
    expect(checkIn.statusCode).toBe(400);
    expect(checkIn.json().message).toContain('Điểm danh là nhiệm vụ hằng ngày với mục tiêu 1 lần');
    const tiny = await create({ ...rule, code: 'nap-nho', target: 500 });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toContain('Mục tiêu tối thiểu 10.000 ₫');
    const support = await staffToken(c, 'support');
    expect((await create({ ...rule, code: 'khac' }, support)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
