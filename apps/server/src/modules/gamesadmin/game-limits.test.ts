import { GAME_TABLES } from '@app/house-games/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import {
  buildGamesTestApp,
  cashOf,
  type GamesTestApp,
  newPlayer,
  type TestPlayer,
} from '../providers/providers.test-support';
import { TableLimitsAdmin } from './table-limits.admin';

const SICBO = { spotMin: 5_000, spotMax: 100_000, roundMin: 5_000, roundMax: 150_000 };

/**
 * Staff-set limits of the per-player house tables (decision 118) on real PostgreSQL: set through
 * the admin API, served to the game screen, and checked by the house game server before any
 * money moves.
 */
describe(`${TableLimitsAdmin.name} per-player games`, () => {
  let t: GamesTestApp;
  let base: string;
  let superadmin: string;
  const as = (token: string) => ({ 'x-staff-token': token });
  const put = (table: string, payload: Record<string, unknown>, token = superadmin) =>
    t.app.inject({ method: 'PUT', url: `/admin-api/house/table-limits/${table}`, headers: as(token), payload });
  const house = async (p: TestPlayer, path: string, body: unknown) => {
    const res = await fetch(`${base}/house/api/${path}`, {
      method: 'POST',
      headers: { 'x-play-token': p.tokenPlay, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { code?: string; message?: string; data?: never } };
  };
  const sicbo = (p: TestPlayer, bets: { spot: string; amount: number }[]) =>
    house(p, 'play', { game: 'sicbo', bet: { bets } });
  const rounds = async (p: TestPlayer) =>
    (await t.db.pool.query('SELECT 1 FROM house_rounds WHERE user_id = $1', [p.user])).rowCount;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    superadmin = await staffTokenFor(t.app, 'superadmin');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(() => t.close());

  it("should seed every per-player game's row with today's bounds and list them beside the shared tables", async () => {
    const { rows } = await t.db.pool.query<{ code: string; spotMin: number; spotMax: number; roundMax: number }>(
      `SELECT table_code AS code, spot_min::float8 AS "spotMin", spot_max::float8 AS "spotMax",
              round_min::float8 AS "roundMin", round_max::float8 AS "roundMax" FROM house_table_limits`,
    );
    for (const g of GAME_TABLES) expect(rows.find((r) => r.code === g.code)).toEqual({ code: g.code, ...g.defaults });

    const list = await t.app.inject({ url: '/admin-api/house/table-limits', headers: as(superadmin) });
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data as { table: string; shared: boolean; name: string; limits: object }[];
    expect(data.find((r) => r.table === 'bac1')).toMatchObject({ shared: true });
    expect(data.find((r) => r.table === 'sicbo')).toMatchObject({
      shared: false,
      name: 'Sic Bo',
      limits: { spotMin: 1_000, spotMax: 50_000_000, roundMin: 1_000, roundMax: 52 * 50_000_000 },
    });
    expect(data.filter((r) => !r.shared).map((r) => r.table)).toHaveLength(GAME_TABLES.length);
  });

  it("should let staff set sic bo's limits, refuse a bet above the new maximum moving no money, and take one within", async () => {
    const set = await put('sicbo', SICBO);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ table: 'sicbo', limits: SICBO });
    const audit = await t.db.pool.query<{ details: { before: object; after: object } }>(
      `SELECT details FROM audit_log WHERE action = 'house.table_limits' AND target_id = 'sicbo' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0]!.details).toEqual({
      before: GAME_TABLES.find((g) => g.code === 'sicbo')!.defaults,
      after: SICBO,
    });

    // the game screen reads the same row
    const shown = await fetch(`${base}/house/api/limits/sicbo`);
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { data: object }).data).toEqual(SICBO);

    const p = await newPlayer(t, 1_000_000);
    const above = await sicbo(p, [{ spot: 'big', amount: 101_000 }]);
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ code: 'TABLE_LIMIT', message: 'Mức cược mỗi cửa tối đa là 100,000 VND' });
    const overRound = await sicbo(p, [
      { spot: 'big', amount: 100_000 },
      { spot: 'odd', amount: 60_000 },
    ]);
    expect(overRound.body).toMatchObject({ code: 'TABLE_LIMIT', message: 'Tổng cược mỗi ván tối đa là 150,000 VND' });
    const below = await sicbo(p, [{ spot: 'small', amount: 4_000 }]);
    expect(below.body.message).toBe('Mức cược mỗi cửa tối thiểu là 5,000 VND');
    expect(await cashOf(t, p.id)).toBe(1_000_000);
    expect(await rounds(p)).toBe(0);

    const within = await sicbo(p, [{ spot: 'big', amount: 100_000 }]);
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    const round = within.body.data as unknown as { stake: number; payout: number; balance: number };
    expect(round.stake).toBe(100_000);
    expect(await cashOf(t, p.id)).toBe(1_000_000 - 100_000 + round.payout);
    expect(await rounds(p)).toBe(1);
  });

  it("should hold a card game's deal to its own limits before any money moves", async () => {
    expect(
      (await put('blackjack', { spotMin: 10_000, spotMax: 50_000, roundMin: 10_000, roundMax: 50_000 })).statusCode,
    ).toBe(200);
    const p = await newPlayer(t, 500_000);
    const above = await house(p, 'hand/deal', { game: 'blackjack', bet: { amount: 60_000 } });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ code: 'TABLE_LIMIT', message: 'Mức cược mỗi cửa tối đa là 50,000 VND' });
    expect(await cashOf(t, p.id)).toBe(500_000);
    expect(await rounds(p)).toBe(0);
    const within = await house(p, 'hand/deal', { game: 'blackjack', bet: { amount: 50_000 } });
    expect(within.status, JSON.stringify(within.body)).toBe(200);
    expect(await rounds(p)).toBe(1);
  });

  it('should refuse inconsistent limits, unknown tables and other roles, storing nothing', async () => {
    const inverted = await put('sicbo', { ...SICBO, spotMax: 4_000 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      code: 'TABLE_LIMITS_INVALID',
      message: 'Mức tối thiểu mỗi cửa phải nhỏ hơn hoặc bằng mức tối đa',
    });
    expect((await put('slot', SICBO)).statusCode).toBe(400);
    for (const role of ['finance', 'support', 'content', 'compliance'] as const) {
      expect((await put('sicbo', { ...SICBO, spotMax: 90_000 }, await staffTokenFor(t.app, role))).statusCode).toBe(
        403,
      );
    }
    const shown = await fetch(`${base}/house/api/limits/sicbo`);
    expect(((await shown.json()) as { data: object }).data).toEqual(SICBO);
    expect((await fetch(`${base}/house/api/limits/slot`)).status).toBe(400);
  });
});
