import { FIGHT_SCHEDULES, fightAt, LIVE_COUPS_PER_SHOE, LIVE_SCHEDULES, liveTimesOf } from '@app/house-games';
import { CockfightService, HouseService, LiveBaccaratService } from '@app/house-games/server';
import { WalletClient } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { TableLimitsAdmin } from './table-limits.admin';

const S = LIVE_SCHEDULES.fast;
/** coups ten years ahead: the app's own ticker (real clock) never reaches them */
const FAR = Math.ceil((Date.now() + 10 * 365 * 86_400_000) / S.periodMs / LIVE_COUPS_PER_SHOE) * LIVE_COUPS_PER_SHOE;
const LIMITS = { spotMin: 10_000, spotMax: 500_000, roundMin: 20_000, roundMax: 800_000 };

describe(TableLimitsAdmin.name, () => {
  let t: GamesTestApp;
  let superadmin: string;
  let content: string;
  let live: LiveBaccaratService;
  let fights: CockfightService;
  let now = 0;
  let next = FAR;
  const as = (token: string) => ({ 'x-staff-token': token });
  const put = (table: string, payload: Record<string, unknown>, token = superadmin) =>
    t.app.inject({ method: 'PUT', url: `/admin-api/house/table-limits/${table}`, headers: as(token), payload });
  const betRows = async (user: number) =>
    (await t.db.pool.query('SELECT 1 FROM house_live_bets WHERE user_id = $1', [String(user)])).rowCount;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    superadmin = await staffTokenFor(t.app, 'superadmin');
    content = await staffTokenFor(t.app, 'content');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.houseCredentials(),
    });
    const log = { warn: () => {}, error: () => {} };
    const houseSvc = new HouseService(t.db.pool, wallet, log);
    live = new LiveBaccaratService(t.db.pool, wallet, houseSvc, S, log, () => now);
    fights = new CockfightService(t.db.pool, wallet, houseSvc, FIGHT_SCHEDULES.fast, log, () => now);
  }, 120_000);
  afterAll(() => t.close());

  it('should let a superadmin set a table limits, audited, refuse inconsistent ones in Vietnamese, and refuse other roles', async () => {
    const before = await t.app.inject({ url: '/admin-api/house/table-limits', headers: as(superadmin) });
    expect(before.statusCode).toBe(200);
    const bac = before.json().data.find((x: { table: string }) => x.table === 'bac1');
    expect(bac).toMatchObject({ game: 'baccarat_live', limits: { spotMin: 1_000, spotMax: 50_000_000 } });
    expect(before.json().data.map((x: { table: string }) => x.table)).toContain('cockfight');

    const res = await put('bac1', LIMITS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.limits).toEqual(LIMITS);
    const audit = await t.db.pool.query<{ details: { before: object; after: object } }>(
      `SELECT details FROM audit_log WHERE action = 'house.table_limits' AND target_id = 'bac1' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]!.details).toMatchObject({ before: { spotMin: 1_000 }, after: LIMITS });

    const inverted = await put('bac1', { ...LIMITS, spotMin: 600_000 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      code: 'TABLE_LIMITS_INVALID',
      message: 'Mức tối thiểu mỗi cửa phải nhỏ hơn hoặc bằng mức tối đa',
    });
    const odd = await put('bac1', { ...LIMITS, spotMin: 10_500 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('bội số của 1.000 VND');
    expect((await put('bac9', LIMITS)).statusCode).toBe(400);
    expect((await put('bac1', { ...LIMITS, spotMin: 1_000 }, content)).statusCode).toBe(403);
    // nothing of the refused changes was stored
    expect((await live.limits.get('bac1')).spotMin).toBe(10_000);
  });

  it('should refuse a live baccarat bet outside the limits with a Vietnamese error and move no money', async () => {
    await put('bac1', LIMITS);
    const p = await newPlayer(t, 2_000_000);
    const times = liveTimesOf(next++, S);
    now = times.opensAt + 500;
    const view = await live.current('bac1');
    // the table screen reads the same row
    expect(view.limits).toEqual(LIMITS);
    const bet = (bets: { spot: 'player' | 'banker' | 'tie'; amount: number }[]) =>
      live.placeBet(p.tokenPlay, { table: 'bac1', round: times.no, bets });

    await expect(
      bet([
        { spot: 'player', amount: 5_000 },
        { spot: 'banker', amount: 20_000 },
      ]),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'TABLE_LIMIT',
      message: 'Mức cược mỗi cửa tối thiểu là 10,000 VND',
    });
    await expect(bet([{ spot: 'player', amount: 501_000 }])).rejects.toMatchObject({
      message: 'Mức cược mỗi cửa tối đa là 500,000 VND',
    });
    await expect(bet([{ spot: 'tie', amount: 10_000 }])).rejects.toMatchObject({
      message: 'Tổng cược mỗi ván tối thiểu là 20,000 VND',
    });
    expect(await cashOf(t, p.id)).toBe(2_000_000);
    expect(await betRows(p.id)).toBe(0);

    // within the limits: taken; then the round's total counts what the player already placed
    expect(
      (
        await bet([
          { spot: 'player', amount: 500_000 },
          { spot: 'tie', amount: 100_000 },
        ])
      ).bet.status,
    ).toBe('placed');
    await expect(bet([{ spot: 'banker', amount: 300_000 }])).rejects.toMatchObject({
      statusCode: 400,
      code: 'TABLE_LIMIT',
      message: 'Tổng cược mỗi ván tối đa là 800,000 VND (bạn đã đặt 600,000 VND ở ván này)',
    });
    expect((await bet([{ spot: 'banker', amount: 200_000 }])).bet.status).toBe('placed');
    expect(await cashOf(t, p.id)).toBe(2_000_000 - 800_000);
    expect(await betRows(p.id)).toBe(2);
  });

  it('should hold cockfight bets to their own limits, shown with the fight', async () => {
    const res = await put('cockfight', { spotMin: 50_000, spotMax: 1_000_000, roundMin: 50_000, roundMax: 1_500_000 });
    expect(res.statusCode, res.body).toBe(200);
    const p = await newPlayer(t, 3_000_000);
    const f = fightAt(FAR * S.periodMs, FIGHT_SCHEDULES.fast);
    now = f.opensAt + 200;
    const view = await fights.current();
    expect(view.limits).toEqual({ spotMin: 50_000, spotMax: 1_000_000, roundMin: 50_000, roundMax: 1_500_000 });
    await expect(fights.placeBet(p.tokenPlay, { fight: f.no, side: 'meron', amount: 10_000 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Mức cược mỗi cửa tối thiểu là 50,000 VND',
    });
    expect((await fights.placeBet(p.tokenPlay, { fight: f.no, side: 'meron', amount: 1_000_000 })).bet.amount).toBe(
      1_000_000,
    );
    await expect(fights.placeBet(p.tokenPlay, { fight: f.no, side: 'wala', amount: 600_000 })).rejects.toMatchObject({
      message: 'Tổng cược mỗi ván tối đa là 1,500,000 VND (bạn đã đặt 1,000,000 VND ở ván này)',
    });
    expect(await cashOf(t, p.id)).toBe(2_000_000);
  });

  it('should show the stored limits on the live table the players see', async () => {
    const res = await t.app.inject({ url: '/house/api/live/table?table=bac1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.limits).toEqual(LIMITS);
  });
});
