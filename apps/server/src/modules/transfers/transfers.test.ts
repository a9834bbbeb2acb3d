import type { TBetHistoryRow } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import type { GamesTestApp } from '../providers/providers.test-support';
import { cashOf, house, newPlayer } from '../providers/providers.test-support';
import { fetchTransport, TransferUnknown, type Transport } from './transfers.client';
import { heldAccount, transitAccount } from './transfers.engine';
import { TransfersService } from './transfers.service';
import {
  buildTransferTestApp,
  IM_MERCHANT,
  imMatch,
  playerHeaders,
  sandboxBet,
  sandboxState,
  settleSandboxes,
  WS168_TOKEN,
  ws168Fight,
} from './transfers.test-support';

let t: GamesTestApp;

beforeAll(async () => {
  t = await buildTransferTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function open(token: string, code: string, body: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/transfers/${code}/open`,
    headers: playerHeaders(token),
    payload: body,
  });
}
async function leave(token: string, code: string) {
  return t.app.inject({ method: 'POST', url: `/api/user/transfers/${code}/leave`, headers: playerHeaders(token) });
}
async function sandboxBalance(protocol: string, player: string): Promise<number> {
  const r = await t.db.pool.query<{ b: string }>(
    'SELECT balance AS b FROM transfer_sandbox_players WHERE protocol = $1 AND player = $2',
    [protocol, player],
  );
  return r.rows[0] ? Number(r.rows[0].b) / 100 : 0;
}
const system = (account: { code: string }) =>
  t.wallet.getSystemBalance({ type: 'system', purpose: 'game_provider', code: account.code });

describe(TransfersService.name, () => {
  it('should take all the cash to IM on open, play there, and bring back exactly won - staked on leave', async () => {
    const p = await newPlayer(t, 500_000);
    const res = await open(p.token, 'im');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.order).toMatchObject({ direction: 'to', amount: 500_000, status: 'done' });
    expect(data.position).toMatchObject({ code: 'im', held: 500_000, inTransit: 0, open: true });
    expect(data.url).toMatch(/^\/sandbox\/im\/game\?p=vn\d+&s=/);
    expect(await cashOf(t, p.id)).toBe(0);
    expect(await sandboxBalance('im', `vn${p.id}`)).toBe(500_000);

    // ten tickets on a match of our feed: open until the feed publishes its result, then settled by it
    const m = await imMatch(t.db.pool);
    const offered = (await sandboxState(t.app, data.url)).events.find((e) => e.id === m.id);
    expect(offered?.picks.map((x) => x.key)).toContain(m.pick('home').key);
    let staked = 0;
    for (let i = 0; i < 10; i++) {
      const bet = await sandboxBet(t.app, data.url, 20_000, m.id, m.pick(i % 2 ? 'home' : 'away').key);
      expect(bet.status, JSON.stringify(bet.body)).toBe(200);
      expect(bet.body.ticket.status).toBe('open');
      staked += 20_000;
    }
    expect(await settleSandboxes(t.db.pool)).toBe(0);
    await m.finish(2, 1);
    expect(await settleSandboxes(t.db.pool)).toBe(10);
    const tickets0 = (await sandboxState(t.app, data.url)).tickets;
    expect(tickets0.every((x) => x.status === 'settled')).toBe(true);
    // the home side won 2-1: each home ticket pays stake x its price, each away ticket nothing
    const home = Math.floor((20_000 * m.pick('home').odds) / 1000);
    expect(tickets0.map((x) => x.payout).sort((a, b) => a! - b!)).toEqual([
      0,
      0,
      0,
      0,
      0,
      home,
      home,
      home,
      home,
      home,
    ]);
    expect(tickets0[0]!.result).toMatch(/Thắng|Thua/);
    const won = home * 5;
    const left = await leave(p.token, 'im');
    expect(left.statusCode, left.body).toBe(200);
    expect(await cashOf(t, p.id)).toBe(500_000 + won - staked);
    expect(await sandboxBalance('im', `vn${p.id}`)).toBe(0);
    expect(left.json().data.position).toMatchObject({ inTransit: 0, open: false });

    // the bet log brings the tickets into our books: the player's figure at IM is back to zero
    const report = await t.app.services.transfers.importBets(
      new Date(Date.now() - 3600_000),
      new Date(Date.now() + 1000),
    );
    expect(report.im).toMatchObject({ stored: 10, unknownPlayers: [] });
    expect((await t.app.services.transfers.position(p.id, 'im')).held).toBe(0);
    const tickets = await t.db.pool.query('SELECT detail FROM transfer_bets WHERE player_id = $1', [p.id]);
    expect(tickets.rows[0].detail).toMatchObject({
      market: 'Kèo 1X2',
      odds: expect.any(String),
      result: expect.stringMatching(/^(Thắng|Thua) \(2-1\)$/),
    });
    // a second import moves nothing again
    const again = await t.app.services.transfers.importBets(
      new Date(Date.now() - 3600_000),
      new Date(Date.now() + 1000),
    );
    expect(again.im!.moved).toBe(0);
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  });

  /** Today's row of the daily report and IM's row of the breakdown by provider, as finance reads them. */
  async function staffReports() {
    const token = await staffTokenFor(t.app, 'finance');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const get = async (url: string) => {
      const res = await t.app.inject({ url, headers: { 'x-staff-token': token } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const [day] = await get(`/admin-api/reports/daily?from=${today}&to=${today}`);
    const rows = await get(`/admin-api/reports/breakdown?from=${today}&to=${today}&by=provider`);
    const im = rows.find((r: { key: string }) => r.key === 'im') ?? { stakes: 0, wins: 0, bets: 0 };
    const [brand] = await get(`/admin-api/reports/breakdown?from=${today}&to=${today}&by=brand`);
    return { day, im, brand };
  }

  it("should show IM's imported tickets in the player's bet history among the seamless rounds, newest first, page by page, and in the staff reports", async () => {
    const p = await newPlayer(t, 400_000);
    const history = async (page: number, perPage: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/history/bets?page=${page}&per_page=${perPage}`,
        headers: playerHeaders(p.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: TBetHistoryRow[]; meta: { pagination: { total: number } } };
    };
    // a round of our own provider first, then ten IM tickets: eleven rows, two pages of ten
    const hub = house(t, p);
    expect((await hub.bet('hist-1', 10_000)).status).toBe('RS_OK');
    expect((await hub.win('hist-1-win', 'hist-1', 0)).status).toBe('RS_OK');
    // IM's bet log dates its tickets to the second
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const url = (await open(p.token, 'im', { amount: 200_000 })).json().data.url as string;
    const m = await imMatch(t.db.pool);
    for (let i = 0; i < 10; i++) {
      const bet = await sandboxBet(t.app, url, 10_000 + i * 1_000, m.id, m.pick('home').key);
      expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    }
    await m.finish(1, 0);
    expect(await settleSandboxes(t.db.pool)).toBeGreaterThanOrEqual(10);
    // before the bet log is imported the history holds our own round only
    expect((await history(1, 20)).meta.pagination.total).toBe(1);
    const reportsBefore = await staffReports();
    await t.app.services.transfers.importBets(new Date(Date.now() - 3600_000), new Date(Date.now() + 1000));

    const all = await history(1, 20);
    expect(all.meta.pagination.total).toBe(11);
    const tickets = all.data.filter((r) => r.partnerName === 'IM Sports');
    expect(tickets).toHaveLength(10);
    // newest first: the tickets were placed after our own round
    expect(all.data.at(-1)!.partnerName).not.toBe('IM Sports');
    expect(all.data.map((r) => r.date)).toEqual([...all.data.map((r) => r.date)].sort().reverse());
    for (const r of tickets) {
      expect(r.result).toBe('win');
      expect(r.winAmount).toBe(Math.floor((r.betAmount * m.pick('home').odds) / 1000));
      expect(r.profit).toBe(r.winAmount - r.betAmount);
      expect(r.details?.[0]?.value).toMatch(/^Kèo 1X2: .+ @ [\d.]+ · Thắng \(1-0\)$/);
    }
    expect(tickets.map((r) => r.betAmount).sort()).toEqual(Array.from({ length: 10 }, (_, i) => 10_000 + i * 1_000));
    // each ticket reads as its own round
    expect(new Set(tickets.map((r) => r.round)).size).toBe(10);
    // pages of the merged list: the same rows, once each, in the same order
    const pages = [...(await history(1, 10)).data, ...(await history(2, 10)).data];
    expect(pages.map((r) => r.id)).toEqual(all.data.map((r) => r.id));

    // the staff reports count the imported tickets as play at IM, on the day they settled
    const reportsAfter = await staffReports();
    const staked = tickets.reduce((a, r) => a + r.betAmount, 0);
    const paid = tickets.reduce((a, r) => a + r.winAmount, 0);
    expect(reportsAfter.day.stakes - reportsBefore.day.stakes).toBe(staked);
    expect(reportsAfter.day.wins - reportsBefore.day.wins).toBe(paid);
    expect(reportsAfter.day.ggr - reportsBefore.day.ggr).toBe(staked - paid);
    expect(reportsAfter.im.stakes - reportsBefore.im.stakes).toBe(staked);
    expect(reportsAfter.im.wins - reportsBefore.im.wins).toBe(paid);
    expect(reportsAfter.im.bets - reportsBefore.im.bets).toBe(10);
    // the player played our own round and IM's tickets today: one player, in the day and the brand alike
    expect(reportsAfter.day.activePlayers).toBe(reportsBefore.day.activePlayers);
    expect(reportsAfter.brand).toMatchObject({ stakes: reportsAfter.day.stakes, ggr: reportsAfter.day.ggr });
    expect(reportsAfter.brand.players).toBe(reportsAfter.day.activePlayers);

    // support sees the same tickets under the player, by IM's whole bet id, with what each paid
    const staff = await t.app.inject({
      url: `/admin-api/players/${p.id}/transfers`,
      headers: { 'x-staff-token': await staffTokenFor(t.app, 'support') },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    const listed = staff.json().data.tickets as { betId: string; paid: number; status: string; line: string }[];
    expect(listed.map((x) => `im:${x.betId}`).sort()).toEqual(tickets.map((r) => r.id).sort());
    for (const x of listed) {
      expect(x.status).toBe('settled');
      expect(x.paid).toBe(tickets.find((r) => r.id === `im:${x.betId}`)!.winAmount);
      expect(x.line).toMatch(/ · Kèo 1X2: .+ @ [\d.]+ · Thắng \(1-0\)$/);
    }
    await leave(p.token, 'im');
  });

  it('should take a chosen amount to WS168 and keep the rest in the wallet', async () => {
    const p = await newPlayer(t, 300_000);
    const res = await open(p.token, 'ws168', { amount: 120_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cashOf(t, p.id)).toBe(180_000);
    expect(await sandboxBalance('ws168', `vn${p.id}`)).toBe(120_000);
    const list = await t.app.inject({ method: 'GET', url: '/api/user/transfers', headers: playerHeaders(p.token) });
    expect(list.json().data.find((x: { code: string }) => x.code === 'ws168')).toMatchObject({
      held: 120_000,
      open: true,
    });
    await leave(p.token, 'ws168');
    expect(await cashOf(t, p.id)).toBe(300_000);
  });

  it("should settle WS168 tickets by our cockfight's results, once, and refuse a fight no longer taking bets", async () => {
    const p = await newPlayer(t, 200_000);
    const url = (await open(p.token, 'ws168', { amount: 100_000 })).json().data.url as string;
    const drawn = await ws168Fight(t.db.pool);
    const cancelled = await ws168Fight(t.db.pool);
    for (const side of ['meron', 'wala', 'draw'])
      expect((await sandboxBet(t.app, url, 10_000, drawn.id, side)).status).toBe(200);
    expect((await sandboxBet(t.app, url, 10_000, cancelled.id, 'meron')).status).toBe(200);
    expect((await sandboxState(t.app, url)).balance).toBe(60_000);
    await drawn.finish('draw');
    await cancelled.finish('cancelled');
    // a fight that has a result takes no more bets
    const late = await sandboxBet(t.app, url, 10_000, drawn.id, 'meron');
    expect(late).toMatchObject({ status: 409, body: { ok: false, message: 'Trận đấu đã ngừng nhận cược' } });
    expect(await settleSandboxes(t.db.pool)).toBe(4);
    expect(await settleSandboxes(t.db.pool)).toBe(0);
    // a draw gives Meron and Wala their stakes back and pays the draw 9x; the cancelled fight refunds
    const state = await sandboxState(t.app, url);
    expect(state.balance).toBe(60_000 + 10_000 + 10_000 + 90_000 + 10_000);
    expect(state.tickets.map((x) => [x.status, x.payout]).sort()).toEqual(
      [
        ['cancelled', 10_000],
        ['settled', 10_000],
        ['settled', 10_000],
        ['settled', 90_000],
      ].sort(),
    );
    await leave(p.token, 'ws168');
    expect(await cashOf(t, p.id)).toBe(200_000 + 80_000);
  });

  it("should show the tickets of a round in the player's history as soon as they leave WS168, two players leaving at once", async () => {
    const players = [await newPlayer(t, 100_000), await newPlayer(t, 100_000)];
    const fight = await ws168Fight(t.db.pool);
    for (const [i, p] of players.entries()) {
      const url = (await open(p.token, 'ws168', { amount: 50_000 })).json().data.url as string;
      expect((await sandboxBet(t.app, url, 10_000 + i * 1_000, fight.id, 'meron')).status).toBe(200);
    }
    await fight.finish('meron');
    expect(await settleSandboxes(t.db.pool)).toBeGreaterThanOrEqual(2);
    const history = async (token: string) =>
      (await t.app.inject({ url: '/api/user/history/bets?page=1&per_page=20', headers: playerHeaders(token) })).json()
        .data as TBetHistoryRow[];
    expect(await history(players[0]!.token)).toEqual([]);

    // no scheduled import runs in this test: the leave reads the provider's log itself
    const left = await Promise.all(players.map((p) => leave(p.token, 'ws168')));
    for (const [i, p] of players.entries()) {
      expect(left[i]!.statusCode, left[i]!.body).toBe(200);
      const stake = 10_000 + i * 1_000;
      const rows = await history(p.token);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ partnerName: 'WS168', betAmount: stake, result: 'win' });
      expect(rows[0]!.details?.[0]?.value).toMatch(/Thắng \(gà đỏ thắng\)$/);
      expect(await cashOf(t, p.id)).toBe(100_000 - stake + rows[0]!.winAmount);
      expect((await t.app.services.transfers.position(p.id, 'ws168')).held).toBe(0);
    }
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  });

  it('should refuse a transfer out for a self-excluded player and move nothing', async () => {
    const p = await newPlayer(t, 100_000);
    await t.db.pool.query(`UPDATE players SET status = 'self_excluded' WHERE id = $1`, [p.id]);
    const res = await open(p.token, 'im', { amount: 50_000 });
    expect([401, 403]).toContain(res.statusCode);
    expect(await cashOf(t, p.id)).toBe(100_000);
    const orders = await t.db.pool.query('SELECT 1 FROM transfer_orders WHERE player_id = $1', [p.id]);
    expect(orders.rowCount).toBe(0);
  });

  it('should refuse more than the loss limit leaves, and cap the default amount to it', async () => {
    const p = await newPlayer(t, 400_000);
    const lim = await t.app.inject({
      method: 'PUT',
      url: '/api/user/protection/limits',
      headers: playerHeaders(p.token),
      payload: { kind: 'loss', period: 'day', amount: 150_000 },
    });
    expect(lim.statusCode, lim.body).toBe(200);
    const refused = await open(p.token, 'im', { amount: 200_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Hạn mức');
    expect(await cashOf(t, p.id)).toBe(400_000);
    const capped = await open(p.token, 'im');
    expect(capped.statusCode, capped.body).toBe(200);
    expect(capped.json().data.order.amount).toBe(150_000);
    await leave(p.token, 'im');
  });

  it("should count the provider's settled tickets from its bet log against the loss and wager limits, once", async () => {
    const limits = async (token: string) =>
      (await t.app.inject({ url: '/api/user/protection', headers: playerHeaders(token) })).json().data.limits as {
        kind: string;
        period: string;
        used: number;
      }[];
    const used = async (token: string, kind: string, period: string) =>
      (await limits(token)).find((l) => l.kind === kind && l.period === period)!.used;
    const setLimit = (token: string, kind: string, amount: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/protection/limits',
        headers: playerHeaders(token),
        payload: { kind, period: 'week', amount },
      });
    const window = () => [new Date(Date.now() - 3600_000), new Date(Date.now() + 1000)] as const;

    // a player with a loss limit already: each imported ticket counts as it settles
    const p = await newPlayer(t, 300_000);
    expect((await setLimit(p.token, 'loss', 250_000)).statusCode).toBe(200);
    const res = await open(p.token, 'im', { amount: 100_000 });
    const m = await imMatch(t.db.pool);
    for (let i = 0; i < 4; i++)
      expect((await sandboxBet(t.app, res.json().data.url, 10_000, m.id, m.pick('away').key)).status).toBe(200);
    await m.finish(0, 1);
    await settleSandboxes(t.db.pool);
    const net = 4 * (Math.floor((10_000 * m.pick('away').odds) / 1000) - 10_000);
    await t.app.services.transfers.importBets(...window());
    expect(await used(p.token, 'loss', 'week')).toBe(-net);
    expect(await used(p.token, 'wager', 'week')).toBe(40_000);
    // importing the same tickets again counts nothing more
    await t.app.services.transfers.importBets(...window());
    expect(await used(p.token, 'loss', 'day')).toBe(-net);
    expect(await used(p.token, 'wager', 'month')).toBe(40_000);
    await leave(p.token, 'im');

    // a player who sets a limit after playing there: the counters start with what was played there
    const q = await newPlayer(t, 300_000);
    const opened = await open(q.token, 'ws168', { amount: 50_000 });
    const fight = await ws168Fight(t.db.pool);
    for (let i = 0; i < 3; i++)
      expect((await sandboxBet(t.app, opened.json().data.url, 10_000, fight.id, 'meron')).status).toBe(200);
    await fight.finish('wala');
    await settleSandboxes(t.db.pool);
    const lost = 30_000;
    await t.app.services.transfers.importBets(...window());
    expect((await setLimit(q.token, 'wager', 1_000_000)).statusCode).toBe(200);
    expect(await used(q.token, 'wager', 'week')).toBe(30_000);
    expect(await used(q.token, 'loss', 'week')).toBe(lost);
    await leave(q.token, 'ws168');
  });

  it('should answer a disabled provider and a bad amount with Vietnamese errors and move nothing', async () => {
    const p = await newPlayer(t, 100_000);
    const bad = await open(p.token, 'im', { amount: -5 });
    expect(bad.statusCode).toBe(400);
    const unknown = await open(p.token, 'nope', {});
    expect(unknown.statusCode).toBe(400);
    await t.app.services.providers.setEnabled('ws168', false);
    try {
      const off = await open(p.token, 'ws168', { amount: 10_000 });
      expect(off.statusCode).toBe(409);
      expect(off.json().message).toContain('tạm ngưng');
    } finally {
      await t.app.services.providers.setEnabled('ws168', true);
    }
    expect(await cashOf(t, p.id)).toBe(100_000);
  });

  it('should keep a transfer whose answer was lost "đang chuyển" until the status call resolves it once', async () => {
    const p = await newPlayer(t, 200_000);
    const s = t.app.services.transfers;
    const real = await s.link('im');
    const base = fetchTransport(5_000);
    // the request reaches IM, the answer never comes back
    const losing: Transport = async (req) => {
      await base(req);
      throw new TransferUnknown('answer lost');
    };
    const lossy = new TransfersService(t.db, {
      wallet: () => t.wallet,
      account: (c) => t.app.services.providerAdapters.repo.account(c),
      provider: (c) => t.app.services.providers.provider(c),
      playerStatus: async () => 'active',
      playRoom: async () => null,
      alerts: () => t.app.services.ops.alerts,
      log: { info() {}, warn() {}, error() {} },
      selfUrl: () => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
      transport: losing,
    });
    const link = (await lossy.link('im'))!;
    await s.engine.registered(real!, p.id);
    const order = await lossy.engine.toProvider(link, p.id, 80_000, 'open');
    expect(order.status).toBe('sending');
    expect(await cashOf(t, p.id)).toBe(120_000);
    expect((await s.position(p.id, 'im')).inTransit).toBe(80_000);
    expect(await sandboxBalance('im', `vn${p.id}`)).toBe(80_000);
    const transitBefore = await system(transitAccount('im'));

    const first = await s.resolvePending(0);
    expect(first.pending).toBe(0);
    const second = await s.resolvePending(0);
    expect(second).toEqual({ resolved: 0, pending: 0 });
    expect((await s.repo.order(order.id))!.status).toBe('done');
    expect(await system(transitAccount('im'))).toBe(transitBefore - 80_000);
    expect((await s.position(p.id, 'im')).held).toBe(80_000);
    // the same verdict applied again changes nothing
    await s.engine.finish('im', order.id, 'done', 'again');
    await s.engine.finish('im', order.id, 'failed', 'late');
    expect((await s.repo.order(order.id))!.status).toBe('done');
    expect(await cashOf(t, p.id)).toBe(120_000);
    await s.leave(p.id, 'im');
    expect(await cashOf(t, p.id)).toBe(200_000);
  });

  it('should resend an order the provider never saw and return a refused one to the wallet', async () => {
    const p = await newPlayer(t, 50_000);
    const s = t.app.services.transfers;
    const link = (await s.link('im'))!;
    // never arrives: the status call says not found, so the same order is sent again
    const dropping = new TransfersService(t.db, {
      wallet: () => t.wallet,
      account: (c) => t.app.services.providerAdapters.repo.account(c),
      provider: (c) => t.app.services.providers.provider(c),
      playerStatus: async () => 'active',
      playRoom: async () => null,
      alerts: () => t.app.services.ops.alerts,
      log: { info() {}, warn() {}, error() {} },
      selfUrl: () => '',
      transport: async () => {
        throw new TransferUnknown('timeout');
      },
    });
    await s.engine.registered(link, p.id);
    const order = await dropping.engine.toProvider((await dropping.link('im'))!, p.id, 30_000, 'open');
    expect(order.status).toBe('sending');
    expect(await sandboxBalance('im', `vn${p.id}`)).toBe(0);
    await s.resolvePending(0);
    expect((await s.repo.order(order.id))!.status).toBe('done');
    expect(await sandboxBalance('im', `vn${p.id}`)).toBe(30_000);

    // a withdrawal from IM larger than IM holds is refused there: the money stays held at IM
    const refused = await s.engine.fromProvider(link, p.id, 40_000, 'test');
    expect(refused!.status).toBe('failed');
    expect((await s.position(p.id, 'im')).held).toBe(30_000);
    await s.bringHome(p.id);
    expect(await cashOf(t, p.id)).toBe(50_000);
    expect(await system(heldAccount('im'))).toBeTypeOf('number');
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  });

  it('should name, in one operations alert, each player whose money at the provider differs from ours in the daily reconciliation', async () => {
    const p = await newPlayer(t, 100_000);
    expect((await open(p.token, 'ws168', { amount: 60_000 })).statusCode).toBe(200);
    const clean = await t.app.services.transfers.reconcile('ws168');
    expect(clean.mismatches.find((m) => m.playerId === p.id)).toBeUndefined();
    // WS168 pays the player 5.000 đ for a ticket its bet log never listed (stored in hundredths)
    await t.db.pool.query(
      'UPDATE transfer_sandbox_players SET balance = balance + 500000 WHERE protocol = $1 AND player = $2',
      ['ws168', `vn${p.id}`],
    );
    const dirty = await t.app.services.transfers.reconcile('ws168');
    expect(dirty.mismatches).toContainEqual({ playerId: p.id, ours: 60_000, theirs: 65_000 });
    const alert = await t.db.pool.query<{ summary: string; details: { mismatches: unknown[] } }>(
      `SELECT summary, details FROM ops_alerts WHERE kind = 'provider_errors' AND subject = 'transfer:ws168'`,
    );
    expect(alert.rows).toHaveLength(1);
    expect(alert.rows[0]!.summary).toMatch(/^Đối soát WS168: \d+ người chơi có số dư tại nhà cung cấp khác sổ sách/);
    expect(alert.rows[0]!.details.mismatches).toContainEqual({ playerId: p.id, ours: 60_000, theirs: 65_000 });
    // the wallet is untouched by a reconciliation: it names, it does not correct
    expect(await cashOf(t, p.id)).toBe(40_000);
  });

  it("should show staff each player's money at each provider and refuse a player", async () => {
    const p = await newPlayer(t, 90_000);
    expect((await open(p.token, 'ws168', { amount: 40_000 })).statusCode).toBe(200);
    const token = await staffTokenFor(t.app, 'support');
    const res = await t.app.inject({
      url: `/admin-api/players/${p.id}/transfers`,
      headers: { 'x-staff-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.positions.find((x: { code: string }) => x.code === 'ws168')).toMatchObject({
      held: 40_000,
      open: true,
    });
    expect(data.orders[0]).toMatchObject({ direction: 'to', amount: 40_000, status: 'done', reason: 'open' });
    const refused = await t.app.inject({
      url: `/admin-api/players/${p.id}/transfers`,
      headers: playerHeaders(p.token),
    });
    expect(refused.statusCode).toBe(401);
  });
});

describe('transfer sandboxes', () => {
  const im = (path: string, payload: unknown, raw = false) =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/im/api${path}`,
      headers: { 'content-type': 'application/json' },
      payload: raw ? (payload as string) : JSON.stringify(payload),
    });

  it("should answer bad input of every kind with IM's codes, HTTP 200, and change nothing", async () => {
    const wrongKey = await im('/Player/GetBalance', { MerchantCode: 'wrong', PlayerId: 'vn1', ProductWallet: 301 });
    expect([wrongKey.statusCode, wrongKey.json().Code]).toEqual([200, 501]);
    const malformed = await im('/Transaction/PerformTransfer', '{"MerchantCode":', true);
    expect([malformed.statusCode, malformed.json().Code]).toEqual([200, 600]);
    const wallet = await im('/Player/GetBalance', { MerchantCode: IM_MERCHANT, PlayerId: 'vn1', ProductWallet: 401 });
    expect(wallet.json().Code).toBe(508);
    const unknown = await im('/Transaction/CheckTransferStatus', {
      MerchantCode: IM_MERCHANT,
      PlayerId: 'vn1',
      ProductWallet: 301,
      TransactionId: 'nothing-here',
    });
    expect(unknown.json().Code).toBe(516);
    const fraction = await im('/Transaction/PerformTransfer', {
      MerchantCode: IM_MERCHANT,
      PlayerId: 'vn1',
      ProductWallet: 301,
      TransactionId: 'frac',
      Amount: 0.001,
    });
    expect(fraction.json().Code).toBe(519);
    const orders = await t.db.pool.query(
      `SELECT 1 FROM transfer_sandbox_orders WHERE order_id IN ('frac', 'nothing-here')`,
    );
    expect(orders.rowCount).toBe(0);
  });

  it("should refuse WS168 calls without the agent's token and answer bad input with its codes", async () => {
    const noToken = await t.app.inject({ url: '/sandbox/ws168/api/merchant/player/balance?account=vn1' });
    expect(noToken.statusCode).toBe(401);
    const auth = { authorization: `Bearer ${WS168_TOKEN}`, 'content-type': 'application/json' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox/ws168/api/merchant/player/deposit',
      headers: auth,
      payload: '{"account":',
    });
    expect([bad.statusCode, bad.json().code]).toEqual([200, 1000]);
    const badAccount = await t.app.inject({
      method: 'POST',
      url: '/sandbox/ws168/api/merchant/player/deposit',
      headers: auth,
      payload: { account: 'x y', merchant_order_num: 'o1', amount: '10.00' },
    });
    expect(badAccount.json().code).toBe(1000);
    const missing = await t.app.inject({
      url: '/sandbox/ws168/api/merchant/player/check?merchant_order_num=none',
      headers: auth,
    });
    expect(missing.json().code).toBe(1005);
  });
});
