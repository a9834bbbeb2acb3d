import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { buildGamesTestApp, type GamesTestApp, house, newPlayer } from '../providers/providers.test-support';
import { dailyReport } from './backoffice.reports';

/** Today in Vietnam time, as the dashboard counts days. */
const vnToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

describe(dailyReport.name, () => {
  let t: GamesTestApp;
  let finance: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    finance = await staffTokenFor(t.app, 'finance');
  });
  afterAll(() => t.close());

  const report = async (day: string) => {
    const res = await t.app.inject({
      url: `/admin-api/reports/daily?from=${day}&to=${day}`,
      headers: { 'x-staff-token': finance },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0];
  };
  /** Stakes minus wins of the day straight from the ledger's player postings, independent of the report's query. */
  const ledgerGgr = async (day: string) => {
    const { rows } = await t.db.pool.query<{ ggr: string }>(
      `SELECT coalesce(-sum(e.amount), 0)::bigint AS ggr
         FROM entries e JOIN journal j ON j.id = e.journal_id JOIN accounts a ON a.id = e.account_id
        WHERE a.owner_type = 'player' AND j.scope LIKE 'game:%'
          AND (j.kind IN ('bet', 'win') OR j.reversal_of IS NOT NULL)
          AND (j.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = $1::date`,
      [day],
    );
    return Number(rows[0]!.ggr);
  };

  it("should give the day's GGR as the stakes minus the wins in the ledger, a rolled-back bet counting for nothing", async () => {
    const day = vnToday();
    const before = await report(day);
    const p = await newPlayer(t, 1_000_000);
    const h = house(t, p);
    const [b1, b2, b3] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await h.bet(b1, 100_000)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), b1, 250_000)).status).toBe('RS_OK');
    expect((await h.bet(b2, 40_000)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), b2, 0)).status).toBe('RS_OK');
    expect((await h.bet(b3, 70_000)).status).toBe('RS_OK');
    expect((await h.rollback(randomUUID(), b3)).status).toBe('RS_OK');

    const after = await report(day);
    expect(after.stakes - before.stakes).toBe(140_000);
    expect(after.wins - before.wins).toBe(250_000);
    expect(after.ggr - before.ggr).toBe(-110_000);
    expect(after.ggr).toBe(after.stakes - after.wins);
    expect(after.ngr).toBe(after.ggr - after.bonusCost);
    expect(after.activePlayers - before.activePlayers).toBe(1);
    // reconciled with the ledger: what players' accounts lost to games that day, net of rollbacks
    expect(after.ggr).toBe(await ledgerGgr(day));
  });

  it('should download the same figures as CSV and refuse a reversed or too long range', async () => {
    const day = vnToday();
    const row = await report(day);
    const csv = await t.app.inject({
      url: `/admin-api/reports/daily.csv?from=${day}&to=${day}`,
      headers: { 'x-staff-token': finance },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="bao-cao-${day}-${day}.csv"`);
    const [header, line] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header!.split(',').slice(0, 6)).toEqual(['Ngày', 'Tiền cược', 'Tiền thắng', 'GGR', 'Chi phí thưởng', 'NGR']);
    expect(line!.split(',').slice(0, 6)).toEqual(
      [day, row.stakes, row.wins, row.ggr, row.bonusCost, row.ngr].map(String),
    );
    const reversed = await t.app.inject({
      url: '/admin-api/reports/daily?from=2026-02-01&to=2026-01-01',
      headers: { 'x-staff-token': finance },
    });
    expect(reversed.statusCode).toBe(400);
    const long = await t.app.inject({
      url: '/admin-api/reports/daily?from=2025-01-01&to=2026-01-01',
      headers: { 'x-staff-token': finance },
    });
    expect(long.statusCode).toBe(400);
  });
});
