import { settleTicket, type TicketBet } from '@app/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSignIn } from '../admin/admin.test-support';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { LotteryAdmin } from './lottery.admin';

/** Staff's "draw now": through /admin-api with the staff session, audited, settling the tickets. */
describe(LotteryAdmin.name, () => {
  let t: GamesTestApp;
  let base: string;
  let staff: string;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.services.admin.ensureStaff({
      username: 'lottery.boss',
      displayName: 'Lottery',
      password: 'staff-password-1',
      role: 'superadmin',
    });
    const login = await staffSignIn(t.app, 'lottery.boss', 'staff-password-1');
    staff = login.json().data.token;
  });
  afterAll(() => t.close());

  const asStaff = (method: 'GET' | 'POST', url: string, token = staff) =>
    t.app.inject({ method, url, headers: { 'x-staff-token': token } });

  it('should draw an open draw at once, settle its tickets and write the audit log', async () => {
    const p = await newPlayer(t, 300_000);
    const open = (await asStaff('GET', '/admin-api/lottery/draws/open?game=lode-3mien')).json().data as {
      id: number;
      region: string;
      code: string;
    }[];
    const draw = open.find((d) => d.region === 'bac')!;
    const bet: TicketBet = { type: 'lo2', numbers: ['01', '02', '03', '04', '05'], units: 2 };
    const bought = await fetch(`${base}/lottery/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-play-token': p.tokenPlay },
      body: JSON.stringify({ game: 'lode-3mien', drawId: draw.id, bet }),
    });
    expect(bought.status).toBe(200);
    expect(await cashOf(t, p.id)).toBe(300_000 - 5 * 2 * 23_000);

    const res = await asStaff('POST', `/admin-api/lottery/draws/${draw.id}/draw-now`);
    expect(res.statusCode).toBe(200);
    const drawn = res.json().data as { status: string; result: Parameters<typeof settleTicket>[1] };
    expect(drawn.status).toBe('settled');
    expect(await cashOf(t, p.id)).toBe(300_000 - 230_000 + settleTicket(bet, drawn.result).payout);
    const audit = await t.db.pool.query<{ action: string; target_id: string; details: { code: string } }>(
      `SELECT action, target_id, details FROM audit_log WHERE action = 'lottery.draw_now'`,
    );
    expect(audit.rows).toEqual([
      { action: 'lottery.draw_now', target_id: String(draw.id), details: expect.objectContaining({ code: draw.code }) },
    ]);

    // drawn once only; a ticket for it is now refused
    const again = await asStaff('POST', `/admin-api/lottery/draws/${draw.id}/draw-now`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Kỳ ${draw.code} đã quay hoặc đã huỷ`);
    const late = await fetch(`${base}/lottery/api/tickets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-play-token': p.tokenPlay },
      body: JSON.stringify({ game: 'lode-3mien', drawId: draw.id, bet }),
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('BETTING_CLOSED');
  });

  it('should refuse callers without a staff session and unknown draws', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/admin-api/lottery/draws/1/draw-now' })).statusCode).toBe(401);
    expect((await asStaff('POST', '/admin-api/lottery/draws/999999/draw-now')).statusCode).toBe(404);
    expect((await asStaff('POST', '/admin-api/lottery/draws/abc/draw-now')).statusCode).toBe(400);
  });
});
