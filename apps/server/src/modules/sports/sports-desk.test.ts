import { WalletClient } from '@app/provider-kit/wallet-client';
import { DEFAULT_MARGINS, payout } from '@app/sportsbook';
import { BetsService, SportsSettings } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { listedMatch } from './sports.feed-samples';

type Score = { home: number; away: number };
const finished = (ft: Score, ht: Score) => ({ status: 'FINISHED', fullTime: ft, halfTime: ht });

/**
 * The trading desk (decision 139): a trader suspends and reopens, voids a market or a bet with a
 * reason, sets limits and league margins, and sees liability and the slips in the in-play delay;
 * every action is audited and in force for the next bet.
 */
describe('SportsDesk', () => {
  let t: GamesTestApp;
  let bets: BetsService;
  let delayed: BetsService;
  /** the test's bet service's settings: the app's own are dropped by the row's change notification */
  let settings: SportsSettings;
  let trader: string;
  const log = { warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.sportsCredentials(),
    });
    settings = new SportsSettings(t.db.pool);
    bets = new BetsService(t.db.pool, wallet, settings, 0, log);
    delayed = new BetsService(t.db.pool, wallet, new SportsSettings(t.db.pool), 1500, log);
    trader = await staffTokenFor(t.app, 'trader');
  });
  afterAll(async () => {
    await t.close();
  });

  const desk = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/admin-api/sports${url}`, headers: { 'x-staff-token': trader }, payload });
  const audit = async (action: string) =>
    (await t.db.pool.query('SELECT details FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action]))
      .rows[0]?.details;
  const pass = () => bets.recover(3600);

  it('should suspend a market and a match so the site stops offering them at once, and reopen them', async () => {
    const m = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 100_000);
    const listed = async () =>
      (await t.app.inject({ url: `/sports/api/matches/${m.fixtureId}` }))
        .json()
        .data.markets.map((x: { market: string }) => x.market);
    expect(await listed()).toContain('ah');

    const off = await desk('POST', `/fixtures/${m.fixtureId}/suspension`, {
      market: 'ah',
      suspend: true,
      reason: 'Tin chấn thương chưa xác nhận',
    });
    expect(off.json()).toMatchObject({ success: true, data: { suspended: ['ah'] } });
    expect(await listed()).not.toContain('ah');
    await expect(
      bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [m.leg('ah', 'home')] }),
    ).rejects.toMatchObject({ code: 'MARKET_CLOSED' });
    // the rest of the match still takes bets
    await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [m.leg('1x2', 'home')] });

    await desk('POST', `/fixtures/${m.fixtureId}/suspension`, { market: '*', suspend: true, reason: 'Mất tín hiệu' });
    expect(await listed()).toEqual([]);
    await expect(
      bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [m.leg('1x2', 'away')] }),
    ).rejects.toMatchObject({ code: 'MARKET_CLOSED' });
    expect(await audit('sports.suspend')).toMatchObject({ target: '*', reason: 'Mất tín hiệu', after: ['*', 'ah'] });

    // reopening the match lifts every suspension
    const on = await desk('POST', `/fixtures/${m.fixtureId}/suspension`, {
      market: '*',
      suspend: false,
      reason: 'Ổn định',
    });
    expect(on.json().data.suspended).toEqual([]);
    expect(await listed()).toContain('ah');
    await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 10_000, accept: 'any', legs: [m.leg('ah', 'home')] });

    // a reason is required, in Vietnamese, and nothing changes without one
    const bad = await desk('POST', `/fixtures/${m.fixtureId}/suspension`, { market: 'ou', suspend: true, reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/lý do/);
  });

  it('should show the open liability per market and the slips waiting out the in-play delay', async () => {
    const m = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 200_000);
    const a = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 20_000,
      accept: 'any',
      legs: [m.leg('1x2', 'home')],
    });
    const b = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 30_000,
      accept: 'any',
      legs: [m.leg('1x2', 'draw')],
    });
    await t.db.pool.query(`UPDATE sports_fixtures SET status = 'live', kickoff = now() WHERE id = $1`, [m.fixtureId]);
    const waiting = delayed.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('ou', 'over')],
    });
    await new Promise((r) => setTimeout(r, 400));
    const board = (await desk('GET', '/desk')).json().data;
    const match = board.matches.find((x: { id: string }) => x.id === m.fixtureId);
    expect(match.byMarket).toEqual([
      { marketKey: '1x2:', market: '1x2', bets: 2, stake: 50_000, liability: a.potentialWin + b.potentialWin },
    ]);
    expect(board.delayed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: p.user,
          stake: 10_000,
          legs: [expect.objectContaining({ fixtureId: m.fixtureId })],
        }),
      ]),
    );
    await waiting;
    const after = (await desk('GET', '/desk')).json().data;
    expect(after.delayed.some((d: { userId: string }) => d.userId === p.user)).toBe(false);
  });

  it('should void a market and a settled bet with a reason, returning stakes and correcting paid bets by the difference', async () => {
    const m = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 100_000);
    const home = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('1x2', 'home')],
    });
    const over = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 20_000,
      accept: 'any',
      legs: [m.leg('ou', 'over')],
    });
    expect(await cashOf(t, p.id)).toBe(70_000);

    // the 1X2 market was offered at a wrong price: void it before the match
    const res = await desk('POST', `/fixtures/${m.fixtureId}/void-market`, { market: '1x2', reason: 'Tỷ lệ sai' });
    expect(res.json()).toMatchObject({ success: true, data: { legs: 1 } });
    await pass();
    expect(await bets.bet(p.user, home.id)).toMatchObject({ status: 'void', legs: [{ result: 'void' }] });
    expect(await cashOf(t, p.id)).toBe(80_000);
    expect(await audit('sports.void_market')).toMatchObject({ market: '1x2', reason: 'Tỷ lệ sai', legs: 1 });

    // the match is played, over loses; then the trader voids that settled bet: the stake comes back
    await m.feed(finished({ home: 0, away: 0 }, { home: 0, away: 0 }));
    await pass();
    expect(await bets.bet(p.user, over.id)).toMatchObject({ status: 'settled', payout: 0 });
    const voided = await desk('POST', `/bets/${over.id}/void`, { reason: 'Cược đặt sau khi có bàn thắng' });
    expect(voided.statusCode).toBe(200);
    await pass();
    expect(await cashOf(t, p.id)).toBe(100_000);
    expect(await bets.bet(p.user, over.id)).toMatchObject({
      voidReason: 'Cược đặt sau khi có bàn thắng',
      adjustments: [{ label: 'Điều chỉnh kết quả', amount: 20_000, pending: false }],
    });
    // voiding again moves nothing more
    await desk('POST', `/bets/${over.id}/void`, { reason: 'Lần nữa' });
    await pass();
    expect(await cashOf(t, p.id)).toBe(100_000);
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it("should hold a slip to the tightest of the book's, the market type's and the player's limits", async () => {
    const m = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 1_000_000);
    const username = (await t.db.pool.query('SELECT username FROM players WHERE id = $1', [p.id])).rows[0].username;
    const set = await desk('PUT', '/player-limits', {
      player: username,
      maxStake: 50_000,
      maxPayout: null,
      reason: 'Người chơi chuyên nghiệp',
    });
    expect(set.statusCode).toBe(200);
    await expect(
      bets.place(p.tokenPlay, { game: 'sportsbook', stake: 60_000, accept: 'any', legs: [m.leg('1x2', 'home')] }),
    ).rejects.toMatchObject({ code: 'STAKE_OUT_OF_RANGE', message: expect.stringContaining('50,000') });
    await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 50_000, accept: 'any', legs: [m.leg('1x2', 'home')] });
    expect(await audit('sports.player_limit')).toMatchObject({
      after: { maxStake: 50_000 },
      reason: 'Người chơi chuyên nghiệp',
    });

    // correct score pays at most 100,000 a slip
    expect((await desk('PUT', '/market-limits/cs', { maxStake: null, maxPayout: 100_000 })).statusCode).toBe(200);
    settings.invalidate();
    const cs = m.leg('cs', '0-0');
    await expect(
      bets.place(p.tokenPlay, { game: 'sportsbook', stake: 20_000, accept: 'any', legs: [cs] }),
    ).rejects.toMatchObject({ code: 'PAYOUT_TOO_HIGH' });
    const board = (await desk('GET', '/desk')).json().data;
    expect(board.markets.find((x: { market: string }) => x.market === 'cs')).toMatchObject({ maxPayout: 100_000 });
    expect(board.players.find((x: { userId: string }) => x.userId === p.user)).toMatchObject({
      username,
      maxStake: 50_000,
    });
    // removing the limits lets the slip through
    await desk('PUT', '/market-limits/cs', { maxStake: null, maxPayout: null });
    settings.invalidate();
    await bets.place(p.tokenPlay, { game: 'sportsbook', stake: 20_000, accept: 'any', legs: [cs] });
  });

  it("should add a league's extra margin to every market type's, audited, and go back when removed", async () => {
    const res = await desk('PUT', '/league-margins', { league: 'vleague1', extra: 0.02 });
    expect(res.statusCode).toBe(200);
    settings.invalidate();
    const book = await settings.marginBook();
    expect(book('vleague1').ah).toBeCloseTo(DEFAULT_MARGINS.ah + 0.02, 9);
    expect(book('epl').ah).toBe(DEFAULT_MARGINS.ah);
    expect(await audit('sports.league_margin')).toMatchObject({ league: 'vleague1', before: 0, after: 0.02 });
    await desk('PUT', '/league-margins', { league: 'vleague1', extra: null });
    settings.invalidate();
    expect((await settings.marginBook())('vleague1').ah).toBe(DEFAULT_MARGINS.ah);
    expect((await desk('PUT', '/league-margins', { league: 'nowhere', extra: 0.01 })).statusCode).toBe(400);
  });

  it('should let a trader correct a settled result: the player is paid the difference once', async () => {
    const m = await listedMatch(t.db.pool);
    const p = await newPlayer(t, 100_000);
    const draw = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('1x2', 'draw')],
    });
    await m.feed(finished({ home: 1, away: 0 }, { home: 0, away: 0 }));
    await pass();
    expect(await cashOf(t, p.id)).toBe(90_000);
    const put = () =>
      desk('PUT', `/fixtures/${m.fixtureId}/result`, {
        status: 'finished',
        home: 1,
        away: 1,
        htHome: 0,
        htAway: 0,
        reason: 'Bàn gỡ hòa phút 90 được công nhận',
      });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(200);
    await pass();
    const won = payout(10_000, [{ result: 'win', odds: draw.odds }]);
    expect(await cashOf(t, p.id)).toBe(90_000 + won);
    // the player's transaction history lists the adjustment, once, with its reason
    const history = await t.app.services.payments.history(p.id, { page: 1, perPage: 20, type: 'all' });
    expect(history.rows.filter((r) => r.method === 'Điều chỉnh kết quả thể thao')).toEqual([
      expect.objectContaining({ type: 'adjustment', amount: won, direction: 'in', note: 'Điều chỉnh kết quả' }),
    ]);
  });
});
