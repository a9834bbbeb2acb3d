import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { buildGamesTestApp, type GamesTestApp, house, newPlayer } from '../providers/providers.test-support';
import { reportBreakdown } from './backoffice.breakdown';

const vnToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

describe(reportBreakdown.name, () => {
  let t: GamesTestApp;
  let finance: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    finance = await staffTokenFor(t.app, 'finance');
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: { 'x-staff-token': finance } });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  type Row = { key: string; label: string; stakes: number; wins: number; ggr: number; bets: number; bonusCost: number };
  const breakdown = async (by: string, day = vnToday()) =>
    (await get(`/admin-api/reports/breakdown?from=${day}&to=${day}&by=${by}`)).json().data as Row[];
  const daily = async (day = vnToday()) => (await get(`/admin-api/reports/daily?from=${day}&to=${day}`)).json().data[0];
  /** Per game, what players' accounts lost to it that day in the ledger's entries, rollbacks included. */
  const ledgerGgrOf = async (game: string) => {
    const { rows } = await t.db.pool.query<{ ggr: string }>(
      `SELECT coalesce(-sum(e.amount), 0)::bigint AS ggr
         FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
         LEFT JOIN journal o ON o.id = j.reversal_of
        WHERE a.owner_type = 'player' AND j.scope = 'game:house'
          AND coalesce(o.meta, j.meta)->>'game' = $2
          AND (j.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = $1::date`,
      [vnToday(), game],
    );
    return Number(rows[0]!.ggr);
  };

  it('should break the day down by game, provider and brand, each reconciling with the ledger and summing to the day', async () => {
    const before = { game: await breakdown('game'), provider: await breakdown('provider') };
    const p = await newPlayer(t, 1_000_000);
    const h = house(t, p);
    const [b1, b2, b3] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await h.bet(b1, 100_000)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), b1, 30_000)).status).toBe('RS_OK');
    expect((await h.bet(b2, 50_000, { game_code: 'xocdia', round: `round-${b2}` })).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), b2, 120_000, { game_code: 'xocdia' })).status).toBe('RS_OK');
    expect((await h.bet(b3, 70_000, { game_code: 'xocdia', round: `round-${b3}` })).status).toBe('RS_OK');
    expect((await h.rollback(randomUUID(), b3)).status).toBe('RS_OK');

    const games = await breakdown('game');
    const delta = (key: string, f: (r: Row) => number) =>
      f(games.find((r) => r.key === key)!) -
      (before.game.find((r) => r.key === key) ? f(before.game.find((r) => r.key === key)!) : 0);
    expect(delta('house/taixiu', (r) => r.ggr)).toBe(70_000);
    expect(delta('house/xocdia', (r) => r.ggr)).toBe(-70_000);
    expect(delta('house/xocdia', (r) => r.bets)).toBe(1);
    expect(games.find((r) => r.key === 'house/taixiu')!.label).toBe('Tài Xỉu (Sảnh kiểm chứng)');
    // every game's figure equals what players' ledger accounts lost to it
    expect(games.find((r) => r.key === 'house/taixiu')!.ggr).toBe(await ledgerGgrOf('taixiu'));
    expect(games.find((r) => r.key === 'house/xocdia')!.ggr).toBe(await ledgerGgrOf('xocdia'));

    const day = await daily();
    const sum = (rows: Row[], f: (r: Row) => number) => rows.reduce((a, r) => a + f(r), 0);
    const providers = await breakdown('provider');
    for (const rows of [games, providers]) {
      expect(sum(rows, (r) => r.stakes)).toBe(day.stakes);
      expect(sum(rows, (r) => r.wins)).toBe(day.wins);
      expect(sum(rows, (r) => r.ggr)).toBe(day.ggr);
    }
    const [brand] = await breakdown('brand');
    expect(brand).toMatchObject({ stakes: day.stakes, wins: day.wins, ggr: day.ggr, bonusCost: day.bonusCost });
    expect(brand!.key).toBe(t.app.services.system.brand().appName);
    expect(sum(await breakdown('bonus'), (r) => r.bonusCost)).toBe(day.bonusCost);
  });

  it('should download the same rows as CSV, audited, and refuse an unknown breakdown', async () => {
    const day = vnToday();
    const rows = await breakdown('provider');
    const csv = await get(`/admin-api/reports/breakdown.csv?from=${day}&to=${day}&by=provider`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="bao-cao-provider-${day}-${day}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Mã,Tên,Tiền cược,Tiền thắng,GGR,Số cược,Người chơi,Chi phí thưởng');
    expect(lines.slice(1)).toEqual(
      rows.map((r) =>
        [r.key, r.label, r.stakes, r.wins, r.ggr, r.bets, (r as Row & { players: number }).players, r.bonusCost].join(
          ',',
        ),
      ),
    );
    const bad = await t.app.inject({
      url: `/admin-api/reports/breakdown?from=${day}&to=${day}&by=planet`,
      headers: { 'x-staff-token': finance },
    });
    expect(bad.statusCode).toBe(400);
    const audit = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'report.download' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0].details).toEqual({ from: day, to: day, by: 'provider' });
  });
});
