import type { TLuckySpin } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCashier,
  type Cashier,
  call,
  cash,
  fund,
  newPlayer,
  staffCall,
  staffToken,
  waitFor,
} from '../payments/payments.test-support';
import { DEFAULT_PRIZES, EventsService } from './events.service';

describe(`${EventsService.name} prize table (staff)`, () => {
  let c: Cashier;
  let brand: string;
  let superadmin: string;
  beforeAll(async () => {
    c = await buildCashier();
    brand = c.app.services.system.brand().appName;
    await c.app.services.events.seed([brand, 'xc08']);
    superadmin = await staffToken(c, 'superadmin');
  });
  afterAll(() => c.close());

  const published = async (): Promise<TLuckySpin> =>
    (await call(c.app, null, 'GET', '/api/events/lucky-spin')).json().data;
  const edit = (code: string, body: Record<string, unknown>, token = superadmin) =>
    staffCall(c, token, 'PUT', `/admin-api/events/lucky-spin/prizes/${code}`, body);

  it('should publish the odds of the edited table at once, and audit the prize before and after', async () => {
    const res = await edit('vnd-100k', { weight: 90, label: 'Giải lớn 100,000 VND' });
    expect(res.statusCode).toBe(200);
    const total = DEFAULT_PRIZES.reduce((s, p) => s + p.weight, 0) - 10 + 90;
    const answer: TLuckySpin = res.json().data;
    expect(answer.totalWeight).toBe(total);
    expect(answer.prizes.find((p) => p.code === 'vnd-100k')).toMatchObject({
      label: 'Giải lớn 100,000 VND',
      weight: 90,
      probability: 90 / total,
    });
    // What the players see is what the staff answer said.
    expect(await published()).toEqual(answer);
    const { rows } = await c.db.pool.query(
      `SELECT action, target_id, details FROM audit_log WHERE action = 'lucky_spin.prize_update'`,
    );
    expect(rows).toEqual([
      {
        action: 'lucky_spin.prize_update',
        target_id: `${brand}:vnd-100k`,
        details: {
          // both languages of the label, as the table holds them (decision 177)
          before: { label: '100,000 VND', labelEn: null, amount: 100_000, weight: 10, enabled: true },
          after: { label: 'Giải lớn 100,000 VND', labelEn: null, amount: 100_000, weight: 90, enabled: true },
        },
      },
    ]);
    // Another brand's wheel is its own.
    const { rows: other } = await c.db.pool.query(
      `SELECT weight FROM lucky_spin_prizes WHERE brand = 'xc08' AND code = 'vnd-100k'`,
    );
    expect(other[0].weight).toBe(10);
  });

  it('should draw from the table it publishes: one enabled prize is the prize every spin pays', async () => {
    const others = DEFAULT_PRIZES.filter((p) => p.code !== 'vnd-5k');
    for (const p of others) expect((await edit(p.code, { enabled: false })).statusCode).toBe(200);
    const wheel = await published();
    expect(wheel.prizes.map((p) => [p.code, p.probability])).toEqual([['vnd-5k', 1]]);

    const player = await newPlayer(c.app);
    await fund(c, player, 100_000);
    await waitFor(async () => (await c.app.services.auth.getPlayer(player.id))?.firstDepositAt);
    const before = await cash(c.app, player.id);
    const spin = await call(c.app, player, 'POST', '/api/user/events/lucky-spin/spin');
    expect(spin.statusCode).toBe(200);
    expect(spin.json().data.spin).toMatchObject({ amount: 5_000 });
    expect(await cash(c.app, player.id)).toBe(before + 5_000);

    // The last enabled prize stays: a wheel with nothing on it is refused, and nothing changes.
    const last = await edit('vnd-5k', { enabled: false });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'SPIN_TABLE_EMPTY',
      message: 'Vòng quay phải còn ít nhất một giải đang bật',
    });
    expect((await published()).prizes.map((p) => p.code)).toEqual(['vnd-5k']);
    // Staff still see the prizes taken off the wheel, to put them back.
    const table = await staffCall(c, superadmin, 'GET', '/admin-api/events/lucky-spin/prizes');
    expect(table.statusCode).toBe(200);
    expect(table.json().data.map((p: { code: string; enabled: boolean }) => [p.code, p.enabled])).toEqual(
      DEFAULT_PRIZES.map((p) => [p.code, p.code === 'vnd-5k']),
    );
    for (const p of others) await edit(p.code, { enabled: true });
  });

  it('should refuse a prize nobody can win, an unknown prize, an empty change and staff without the role', async () => {
    const zero = await edit('vnd-1k', { weight: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().code).toBe('VALIDATION_ERROR');
    expect((await edit('vnd-1k', {})).statusCode).toBe(400);
    const unknown = await edit('no-such-prize', { weight: 5 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SPIN_PRIZE_NOT_FOUND' });
    const support = await staffToken(c, 'support');
    expect((await edit('vnd-1k', { weight: 5 }, support)).statusCode).toBe(403);
    expect((await staffCall(c, support, 'GET', '/admin-api/events/lucky-spin/prizes')).statusCode).toBe(403);
    expect((await published()).prizes.find((p) => p.code === 'vnd-1k')?.weight).toBe(4_000);
  });

  it('should save the whole table as a content editor, publish the new odds and audit the table before and after', async () => {
    const content = await staffToken(c, 'content');
    const table = DEFAULT_PRIZES.map((p) => ({
      code: p.code,
      label: p.label,
      amount: p.amount,
      weight: p.code === 'none' ? 1 : p.weight,
      enabled: p.code !== 'vnd-100k',
    }));
    const res = await staffCall(c, content, 'PUT', '/admin-api/events/lucky-spin/prizes', { prizes: table });
    expect(res.statusCode).toBe(200);
    const enabled = table.filter((p) => p.enabled);
    const total = enabled.reduce((s, p) => s + p.weight, 0);
    const answer: TLuckySpin = res.json().data;
    expect(answer.totalWeight).toBe(total);
    expect(answer.prizes.map((p) => [p.code, p.probability])).toEqual(enabled.map((p) => [p.code, p.weight / total]));
    expect(await published()).toEqual(answer);
    const { rows } = await c.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'lucky_spin.table_update' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].details.before.find((p: { code: string }) => p.code === 'vnd-100k').enabled).toBe(true);
    expect(rows[0].details.after.find((p: { code: string }) => p.code === 'vnd-100k').enabled).toBe(false);
    // put the seeded table back for the other tests
    const back = DEFAULT_PRIZES.map(({ code, label, amount, weight }) => ({
      code,
      label,
      amount,
      weight,
      enabled: true,
    }));
    expect(
      (await staffCall(c, content, 'PUT', '/admin-api/events/lucky-spin/prizes', { prizes: back })).statusCode,
    ).toBe(200);
  });

  it("should refuse a table that is not a distribution or not the brand's table, changing nothing", async () => {
    const before = await published();
    const table = DEFAULT_PRIZES.map(({ code, label, amount, weight }) => ({
      code,
      label,
      amount,
      weight,
      enabled: true,
    }));
    const put = (prizes: unknown) => staffCall(c, superadmin, 'PUT', '/admin-api/events/lucky-spin/prizes', { prizes });
    const zero = await put(table.map((p, i) => (i === 0 ? { ...p, weight: 0 } : p)));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Trọng số tối thiểu là 1');
    const none = await put(table.map((p) => ({ ...p, enabled: false })));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Vòng quay phải còn ít nhất một giải đang bật');
    const twice = await put([...table, table[0]]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('Mỗi giải chỉ được liệt kê một lần');
    const missing = await put(table.slice(1));
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'SPIN_TABLE_MISMATCH' });
    const stranger = await put([...table.slice(1), { ...table[0], code: 'jackpot' }]);
    expect(stranger.statusCode).toBe(409);
    const support = await staffToken(c, 'support');
    expect(
      (await staffCall(c, support, 'PUT', '/admin-api/events/lucky-spin/prizes', { prizes: table })).statusCode,
    ).toBe(403);
    expect(await published()).toEqual(before);
  });
});
