import { type PricedMarket, priceMarkets, rateOf } from '@app/sportsbook';
import { SandboxFeed, SportsSettings, sportsTiming } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { SportsAdmin } from './sports.admin';

/** Staff set the sportsbook's margin per market type; the odds players see follow at once. */
describe(SportsAdmin.name, () => {
  let t: TestApp;
  let superadmin: string;
  const start = { minute: 0, home: 0, away: 0, htHome: 0, htAway: 0 };

  interface Listed {
    id: string;
    home: string;
    markets: PricedMarket[];
    lambdaHome: number;
    lambdaAway: number;
  }
  /** what a player's bet slip is priced from: the sportsbook's public match list */
  const playerSees = async (): Promise<Listed[]> => {
    const res = await t.app.inject({ url: '/sports/api/matches?status=upcoming&league=epl' });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.pool.query<{ id: string; lambda_home: number; lambda_away: number }>(
      `SELECT id, lambda_home, lambda_away FROM sports_fixtures WHERE league = 'epl' AND status = 'scheduled'`,
    );
    return res.json().data.items.map((m: { id: string; home: string; markets: PricedMarket[] }) => {
      const r = rows.find((x) => x.id === m.id)!;
      return { id: m.id, home: m.home, markets: m.markets, lambdaHome: r.lambda_home, lambdaAway: r.lambda_away };
    });
  };
  const odds = (m: Listed, market: string) => m.markets.find((x) => x.market === market)!.selections.map((s) => s.odds);
  const put = (token: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/admin-api/sports/margins',
      headers: { 'x-staff-token': token },
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    superadmin = await staffTokenFor(t.app, 'superadmin');
    // list the sandbox's matches (the app's own feed loop is off in tests)
    const feed = new SandboxFeed(
      t.db.pool,
      sportsTiming({ SPORTS_SPEED: '60' }),
      () => new SportsSettings(t.db.pool).margins(),
      () => {},
      { error: () => {} },
    );
    await feed.tick(new Date());
  });
  afterAll(() => t.close());

  it('should show every market type with its margin and default', async () => {
    const res = await t.app.inject({
      url: '/admin-api/sports/margins',
      headers: { 'x-staff-token': superadmin },
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { market: string; label: string; margin: number; defaultMargin: number }[];
    expect(rows.map((r) => r.market)).toEqual(['1x2', 'ah', 'ou', 'btts', 'cs', 'ht1x2', 'htah', 'htou']);
    expect(rows.find((r) => r.market === '1x2')).toEqual({
      market: '1x2',
      label: 'Kèo 1X2',
      margin: 0.06,
      defaultMargin: 0.06,
    });
  });

  it('should price the odds players see with the new margin at once, and audit who changed it', async () => {
    const before = await playerSees();
    expect(before.length).toBeGreaterThan(0);
    const res = await put(superadmin, { margins: { '1x2': 0.12 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.repriced).toBeGreaterThanOrEqual(before.length);
    expect(res.json().data.margins.find((r: { market: string }) => r.market === '1x2').margin).toBe(0.12);

    const after = await playerSees();
    for (const m of after) {
      const was = before.find((b) => b.id === m.id)!;
      // every 1X2 price went down; the handicap (margin unchanged) did not move
      const [b, a] = [odds(was, '1x2'), odds(m, '1x2')];
      for (const i of [0, 1, 2]) expect(a[i]!).toBeLessThan(b[i]!);
      expect(odds(m, 'ah')).toEqual(odds(was, 'ah'));
      // exactly the model's prices at 12%: fair odds / 1.12, rounded down to 0.01
      const expected = priceMarkets({ home: rateOf(m.lambdaHome), away: rateOf(m.lambdaAway) }, start, {
        ...(await new SportsSettings(t.db.pool).margins()),
      });
      expect(odds(m, '1x2')).toEqual(expected.find((x) => x.market === '1x2')!.selections.map((s) => s.odds));
      const overround = a.reduce((s, o) => s + 1000 / o, 0);
      expect(overround).toBeGreaterThanOrEqual(1.12);
      expect(overround).toBeLessThan(1.14);
    }

    const { rows } = await t.db.pool.query<{ action: string; target_id: string; details: Record<string, unknown> }>(
      `SELECT action, target_id, details FROM audit_log WHERE action = 'sports.margins' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({
      target_id: 'margins',
      details: { before: { '1x2': 0.06 }, after: { '1x2': 0.12 } },
    });
  });

  it('should refuse bad margins in Vietnamese and other staff roles, changing nothing', async () => {
    for (const payload of [
      { margins: { '1x2': -0.01 } },
      { margins: { ou: 0.5 } },
      { margins: { ah: 0.0455 } },
      { margins: { nope: 0.05 } },
      { margins: {} },
      { margins: { ou: '5%' } },
    ]) {
      const res = await put(superadmin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await put(superadmin, { margins: { ou: 0.5 } })).json().message).toMatch(/tối đa là 30%/);
    const support = await staffTokenFor(t.app, 'support');
    expect((await put(support, { margins: { ou: 0.02 } })).statusCode).toBe(403);
    const margins = await new SportsSettings(t.db.pool).margins();
    expect(margins).toMatchObject({ '1x2': 0.12, ou: 0.04, ah: 0.04 });
  });
});
