import { WalletClient } from '@app/provider-kit/wallet-client';
import { type LegResult, payout, rulesSections, settlementRules, windowMs } from '@app/sportsbook';
import { BetsService, closeOverdue, SportsSettings } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { listedMatch } from './sports.feed-samples';

/**
 * Settlement against feed sequences as football-data.org sends them (the recorded match shape,
 * its status and score changed step by step): every bet's final state and the wallet to the đồng.
 */
describe(BetsService.name, () => {
  let t: GamesTestApp;
  let bets: BetsService;
  const log = { warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.sportsCredentials(),
    });
    bets = new BetsService(t.db.pool, wallet, new SportsSettings(t.db.pool), 0, log);
  });
  afterAll(async () => {
    await t.close();
  });

  const listed = (kickoff?: Date) => listedMatch(t.db.pool, kickoff);

  it('should settle a match whose half-time score arrives after its first "finished" result, once', async () => {
    const m = await listed();
    const p = await newPlayer(t, 100_000);
    const ft = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('1x2', 'home')],
    });
    const ht = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('ht1x2', 'draw')],
    });
    expect(await cashOf(t, p.id)).toBe(80_000);

    // football-data.org: FINISHED 2-1 with the half-time score still null (it is filled in later)
    const finished = { status: 'FINISHED', fullTime: { home: 2, away: 1 }, halfTime: { home: null, away: null } };
    expect(await m.feed(finished)).toMatchObject({ resulted: 1 });
    await bets.settleReady();
    // the full-time bet is paid at once; the first-half bet waits for its score
    expect(await bets.bet(p.user, ft.id)).toMatchObject({ status: 'settled', payout: Math.floor(10 * ft.odds) });
    expect(await bets.bet(p.user, ht.id)).toMatchObject({ status: 'placed', payout: null });

    // the same answer again changes nothing; the next poll carries the half-time score 1-1
    expect(await m.feed(finished)).toMatchObject({ resulted: 0 });
    const withHalf = { ...finished, halfTime: { home: 1, away: 1 } };
    expect(await m.feed(withHalf)).toMatchObject({ resulted: 1 });
    expect(await m.feed(withHalf)).toMatchObject({ resulted: 0 });
    await bets.settleReady();
    await bets.settleReady();
    expect(await bets.bet(p.user, ht.id)).toMatchObject({ status: 'settled', payout: Math.floor(10 * ht.odds) });
    expect(await cashOf(t, p.id)).toBe(80_000 + Math.floor(10 * ft.odds) + Math.floor(10 * ht.odds));
  });

  it('should settle an awarded result that arrives without a half-time score', async () => {
    const m = await listed();
    const p = await newPlayer(t, 100_000);
    const ft = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake: 10_000,
      accept: 'any',
      legs: [m.leg('1x2', 'away')],
    });
    const awarded = { status: 'AWARDED', fullTime: { home: 0, away: 3 }, halfTime: { home: null, away: null } };
    expect(await m.feed(awarded)).toMatchObject({ resulted: 1 });
    await bets.settleReady();
    expect(await bets.bet(p.user, ft.id)).toMatchObject({ status: 'settled', payout: Math.floor(10 * ft.odds) });
    expect(await cashOf(t, p.id)).toBe(90_000 + Math.floor(10 * ft.odds));
  });

  const rules = settlementRules({});
  const HOUR = 3_600_000;
  /** What a single pays for a leg result: the stake times the leg's factor. */
  const paid = (stake: number, odds: number, result: LegResult) => payout(stake, [{ result, odds }]);
  const place = async (
    p: { tokenPlay: string },
    leg: { fixtureId: string; key: string; odds: number },
    stake = 10_000,
  ) => bets.place(p.tokenPlay, { game: 'sportsbook', stake, accept: 'any', legs: [leg] });
  const settleAll = async () => {
    await closeOverdue(t.db.pool, windowMs(rules));
    await bets.settleReady();
  };

  it('should keep bets on a postponed match open and settle them when it is played within the window', async () => {
    const kickoff = new Date(Date.now() + HOUR);
    const m = await listed(kickoff);
    const p = await newPlayer(t, 100_000);
    const b = await place(p, m.leg('1x2', 'home'));
    expect(await m.feed({ status: 'POSTPONED' })).toMatchObject({ resulted: 0 });
    await settleAll();
    expect(await bets.bet(p.user, b.id)).toMatchObject({ status: 'placed' });
    // replayed a day later under the same id: new kick-off, then in play, then full time
    const replay = new Date(kickoff.getTime() + 24 * HOUR);
    await m.feed({ status: 'TIMED', utcDate: replay });
    await m.feed({ status: 'IN_PLAY', utcDate: replay, minute: 20, fullTime: { home: 1, away: 0 } });
    // the window counts from the original kick-off: a day later it is still open
    expect(await closeOverdue(t.db.pool, windowMs(rules), new Date(replay.getTime() + HOUR))).toBe(0);
    expect(
      await m.feed({
        status: 'FINISHED',
        utcDate: replay,
        fullTime: { home: 2, away: 0 },
        halfTime: { home: 1, away: 0 },
      }),
    ).toMatchObject({ resulted: 1 });
    await settleAll();
    expect(await bets.bet(p.user, b.id)).toMatchObject({ status: 'settled', payout: paid(10_000, b.odds, 'win') });
    expect(await cashOf(t, p.id)).toBe(90_000 + paid(10_000, b.odds, 'win'));
  });

  it('should void a postponed match not played within the window, once, and ignore a result that comes after', async () => {
    const kickoff = new Date(Date.now() - rules.windowHours * HOUR + 60_000);
    const m = await listed(kickoff);
    const p = await newPlayer(t, 100_000);
    // the bet was taken before the kick-off (set back in time here to reach the window's end)
    await t.db.pool.query(`UPDATE sports_fixtures SET kickoff = now() + interval '1 hour' WHERE id = $1`, [
      m.fixtureId,
    ]);
    const b = await place(p, m.leg('ou', 'over'));
    await m.feed({ status: 'POSTPONED' });
    // a minute before the window ends nothing happens; after it, the bet is void and refunded
    expect(await closeOverdue(t.db.pool, windowMs(rules))).toBe(0);
    const after = new Date(Date.now() + 2 * 60_000);
    expect(await closeOverdue(t.db.pool, windowMs(rules), after)).toBe(1);
    expect(await closeOverdue(t.db.pool, windowMs(rules), after)).toBe(0);
    await bets.settleReady();
    expect(await bets.bet(p.user, b.id)).toMatchObject({ status: 'void', payout: 10_000 });
    expect(
      await m.feed({ status: 'FINISHED', fullTime: { home: 3, away: 1 }, halfTime: { home: 1, away: 1 } }),
    ).toMatchObject({
      resulted: 0,
    });
    await settleAll();
    expect(await cashOf(t, p.id)).toBe(100_000);
  });

  it('should let a suspended match resume and settle on its final result', async () => {
    const m = await listed();
    const p = await newPlayer(t, 100_000);
    const b = await place(p, m.leg('1x2', 'away'));
    await m.feed({ status: 'IN_PLAY', minute: 30, fullTime: { home: 1, away: 0 } });
    await m.feed({ status: 'SUSPENDED', minute: 52, fullTime: { home: 1, away: 0 }, halfTime: { home: 1, away: 0 } });
    await settleAll();
    expect(await bets.bet(p.user, b.id)).toMatchObject({ status: 'placed' });
    await m.feed({ status: 'IN_PLAY', minute: 70, fullTime: { home: 1, away: 1 }, halfTime: { home: 1, away: 0 } });
    await m.feed({ status: 'FINISHED', fullTime: { home: 1, away: 2 }, halfTime: { home: 1, away: 0 } });
    await settleAll();
    expect(await bets.bet(p.user, b.id)).toMatchObject({ status: 'settled', payout: paid(10_000, b.odds, 'win') });
  });

  it('should settle what a match abandoned at 30 minutes had decided and void the rest', async () => {
    const m = await listed();
    const p = await newPlayer(t, 500_000);
    const over = await place(p, m.leg('ou', 'over'));
    const under = await place(p, m.leg('ou', 'under'));
    const win = await place(p, m.leg('1x2', 'home'));
    const htOver = await place(p, m.leg('htou', 'over'));
    const htWin = await place(p, m.leg('ht1x2', 'home'));
    // called off at 4-1 after half an hour (football-data.org: CANCELLED with the running score)
    await m.feed({ status: 'CANCELLED', minute: 30, fullTime: { home: 4, away: 1 } });
    await settleAll();
    // five goals: every total line we price is already passed, whatever would have followed
    expect(await bets.bet(p.user, over.id)).toMatchObject({
      status: 'settled',
      payout: paid(10_000, over.odds, 'win'),
    });
    expect(await bets.bet(p.user, under.id)).toMatchObject({ status: 'settled', payout: 0 });
    expect(await bets.bet(p.user, htOver.id)).toMatchObject({
      status: 'settled',
      payout: paid(10_000, htOver.odds, 'win'),
    });
    // who wins the match or the half could still have changed: void, stake back
    expect(await bets.bet(p.user, win.id)).toMatchObject({ status: 'void', payout: 10_000 });
    expect(await bets.bet(p.user, htWin.id)).toMatchObject({ status: 'void', payout: 10_000 });
    expect(await cashOf(t, p.id)).toBe(
      450_000 + paid(10_000, over.odds, 'win') + paid(10_000, htOver.odds, 'win') + 20_000,
    );
  });

  it('should settle the first half of a match abandoned at 60 minutes and what the rest had decided', async () => {
    const m = await listed();
    const p = await newPlayer(t, 500_000);
    const htWin = await place(p, m.leg('ht1x2', 'home'));
    const btts = await place(p, m.leg('btts', 'yes'));
    const win = await place(p, m.leg('1x2', 'home'));
    await m.feed({ status: 'CANCELLED', minute: 60, fullTime: { home: 2, away: 1 }, halfTime: { home: 1, away: 0 } });
    await settleAll();
    expect(await bets.bet(p.user, htWin.id)).toMatchObject({
      status: 'settled',
      payout: paid(10_000, htWin.odds, 'win'),
    });
    expect(await bets.bet(p.user, btts.id)).toMatchObject({
      status: 'settled',
      payout: paid(10_000, btts.odds, 'win'),
    });
    expect(await bets.bet(p.user, win.id)).toMatchObject({ status: 'void', payout: 10_000 });
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it('should void first-half bets whose half-time score never comes once the window is over', async () => {
    const kickoff = new Date(Date.now() - rules.windowHours * HOUR + 60_000);
    const m = await listed(kickoff);
    const p = await newPlayer(t, 100_000);
    await t.db.pool.query(`UPDATE sports_fixtures SET kickoff = now() + interval '1 hour' WHERE id = $1`, [
      m.fixtureId,
    ]);
    const ht = await place(p, m.leg('ht1x2', 'draw'));
    await m.feed({ status: 'FINISHED', fullTime: { home: 0, away: 0 } });
    await settleAll();
    expect(await bets.bet(p.user, ht.id)).toMatchObject({ status: 'placed' });
    expect(await closeOverdue(t.db.pool, windowMs(rules), new Date(Date.now() + 2 * 60_000))).toBe(1);
    await bets.settleReady();
    expect(await bets.bet(p.user, ht.id)).toMatchObject({ status: 'void', payout: 10_000 });
  });

  it('should publish the rules it enforces on the rules page, linked from the sportsbook', async () => {
    const text = rulesSections(settlementRules({ SPORTS_SETTLEMENT_WINDOW_HOURS: '72' }))
      .flatMap((s) => s.items)
      .join(' ');
    expect(text).toContain('72 giờ');
    const page = await t.app.inject({ method: 'GET', url: '/sports/rules' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${rules.windowHours} giờ kể từ giờ bóng lăn ban đầu`);
    expect(page.body).toContain('điều chỉnh kết quả');
    const screen = await t.app.inject({ method: 'GET', url: '/sports/play/sportsbook' });
    expect(screen.body).toContain('href="/sports/rules"');
  });
});
