import { WalletClient } from '@app/provider-kit/wallet-client';
import { type LegResult, legOutcome, type MatchOutcome, payout, type Selection } from '@app/sportsbook';
import { BetsService, SportsSettings } from '@app/sportsbook/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import {
  buildGamesTestApp,
  cashOf,
  type GamesTestApp,
  newPlayer,
  providerCall,
  type TestPlayer,
} from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { listedMatch } from './sports.feed-samples';

type Score = { home: number; away: number };
const finished = (ft: Score, ht: Score) => ({ status: 'FINISHED', fullTime: ft, halfTime: ht });

/**
 * Results corrected after settlement: every affected bet is settled again and the wallet moves by
 * exactly the difference, once, through `transaction/adjust`; a difference the balance cannot
 * cover becomes a debt that later wins pay first.
 */
describe('sportsbook resettlement', () => {
  let t: GamesTestApp;
  let bets: BetsService;
  let secret: string;
  const log = { warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    secret = (await t.app.services.providers.sportsCredentials()).secret;
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.sportsCredentials(),
    });
    bets = new BetsService(t.db.pool, wallet, new SportsSettings(t.db.pool), 0, log);
  });
  afterAll(async () => {
    await t.close();
  });

  const listed = () => listedMatch(t.db.pool);
  const place = (p: TestPlayer, leg: { fixtureId: string; key: string; odds: number }, stake = 10_000) =>
    bets.place(p.tokenPlay, { game: 'sportsbook', stake, accept: 'any', legs: [leg] });
  /** A settlement pass as the loop runs it: wins, rollbacks, then adjustments. */
  const pass = () => bets.recover(3600);
  const win = (odds: number, stake = 10_000) => payout(stake, [{ result: 'win', odds }]);

  it('should settle bets again when a result is corrected, both ways, moving the wallet by the difference once', async () => {
    const m = await listed();
    const p = await newPlayer(t, 100_000);
    const home = await place(p, m.leg('1x2', 'home'));
    const draw = await place(p, m.leg('1x2', 'draw'));
    await m.feed(finished({ home: 1, away: 0 }, { home: 0, away: 0 }));
    await pass();
    expect(await cashOf(t, p.id)).toBe(80_000 + win(home.odds));

    // 1-0 becomes 1-1: the home win is taken back, the draw is paid
    expect(await m.feed(finished({ home: 1, away: 1 }, { home: 0, away: 0 }))).toMatchObject({ resulted: 1 });
    await pass();
    await pass();
    expect(await cashOf(t, p.id)).toBe(80_000 + win(draw.odds));
    expect(await bets.bet(p.user, home.id)).toMatchObject({
      status: 'settled',
      payout: win(home.odds),
      legs: [{ result: 'lose' }],
      adjustments: [{ label: 'Điều chỉnh kết quả', amount: -win(home.odds), pending: false }],
    });
    expect(await bets.bet(p.user, draw.id)).toMatchObject({
      legs: [{ result: 'win' }],
      adjustments: [{ label: 'Điều chỉnh kết quả', amount: win(draw.odds), pending: false }],
    });

    // and back to 1-0: each bet moves again by the new difference
    await m.feed(finished({ home: 1, away: 0 }, { home: 0, away: 0 }));
    await pass();
    expect(await cashOf(t, p.id)).toBe(80_000 + win(home.odds));

    // the platform's bet history shows the correction under the round; replays move nothing
    const history = await t.app.services.providers.betHistory(p.id, 1, 20);
    expect(history.rows.some((r) => r.details?.some((d) => d.label === 'Điều chỉnh kết quả'))).toBe(true);
    const again = await providerCall(
      t.app,
      'transaction/adjust',
      {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: `${home.id}:adj:1`,
        reference_transaction_uuid: `${home.id}:bet`,
        round: home.id,
        game_code: 'sportsbook',
        currency: 'VND',
        amount: win(home.odds),
        direction: 'debit',
        reason: 'Điều chỉnh kết quả',
      },
      { secret, provider: 'sports' },
    );
    expect(again).toMatchObject({ status: 'RS_OK', amount_applied: win(home.odds) });
    const other = await providerCall(
      t.app,
      'transaction/adjust',
      {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: `${home.id}:adj:1`,
        reference_transaction_uuid: `${home.id}:bet`,
        round: home.id,
        game_code: 'sportsbook',
        currency: 'VND',
        amount: 1,
        direction: 'debit',
        reason: 'Điều chỉnh kết quả',
      },
      { secret, provider: 'sports' },
    );
    expect(other.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await cashOf(t, p.id)).toBe(80_000 + win(home.odds));
    const journal = await t.wallet.listPlayerJournal(p.id, { kinds: ['result_adjustment'] });
    expect(journal.items).toHaveLength(4);
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it('should let staff correct a settled result, audited, and move the balance of the player by the difference', async () => {
    const m = await listed();
    const p = await newPlayer(t, 100_000);
    const away = await place(p, m.leg('1x2', 'away'));
    await m.feed(finished({ home: 1, away: 0 }, { home: 1, away: 0 }));
    await pass();
    expect(await cashOf(t, p.id)).toBe(90_000);
    const staff = await staffTokenFor(t.app, 'superadmin');
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin-api/sports/fixtures/${m.fixtureId}/result`,
        headers: { 'x-staff-token': staff },
        payload,
      });
    // a finished result without its half-time score is refused in Vietnamese, changing nothing
    const bad = await put({ status: 'finished', home: 1, away: 2, htHome: null, htAway: null, reason: 'Sai tỷ số' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/hiệp 1/);
    const ok = await put({
      status: 'finished',
      home: 1,
      away: 2,
      htHome: 1,
      htAway: 0,
      reason: 'Trọng tài công nhận bàn thắng phút 90',
    });
    expect(ok.statusCode).toBe(200);
    await pass();
    expect(await cashOf(t, p.id)).toBe(90_000 + win(away.odds));
    expect(await bets.bet(p.user, away.id)).toMatchObject({
      adjustments: [{ amount: win(away.odds), pending: false }],
    });
    const { rows } = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'sports.result' AND target_id = $1`,
      [m.fixtureId],
    );
    expect(rows[0].details).toMatchObject({
      before: { home: 1, away: 0 },
      after: { home: 1, away: 2 },
      reason: 'Trọng tài công nhận bàn thắng phút 90',
    });
    // the feed's word no longer overrides the staff's
    expect(await m.feed(finished({ home: 1, away: 0 }, { home: 1, away: 0 }))).toMatchObject({ resulted: 0 });
    expect(await cashOf(t, p.id)).toBe(90_000 + win(away.odds));
  });

  it('should refuse an adjustment of a bet the platform does not know, moving nothing', async () => {
    const p = await newPlayer(t, 50_000);
    const answer = await providerCall(
      t.app,
      'transaction/adjust',
      {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: 'nobet:adj:1',
        reference_transaction_uuid: 'nobet:bet',
        round: 'nobet',
        game_code: 'sportsbook',
        currency: 'VND',
        amount: 5_000,
        direction: 'credit',
        reason: 'Điều chỉnh kết quả',
      },
      { secret, provider: 'sports' },
    );
    expect(answer).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', balance: 50_000 });
    expect(await cashOf(t, p.id)).toBe(50_000);
  });

  it('should record what a short balance cannot cover as a debt that the next win pays first, never going below zero', async () => {
    const m = await listed();
    const later = await listed();
    const p = await newPlayer(t, 20_000);
    const home = await place(p, m.leg('1x2', 'home'));
    await m.feed(finished({ home: 2, away: 0 }, { home: 1, away: 0 }));
    await pass();
    const paid = win(home.odds);
    expect(await cashOf(t, p.id)).toBe(10_000 + paid);
    // the player stakes most of it on another match
    const stake = 10_000 + paid - 3_000;
    const next = await place(p, later.leg('1x2', 'away'), stake);
    expect(await cashOf(t, p.id)).toBe(3_000);

    // 2-0 was wrong, 2-2: the 1x2 home win must go back, the balance only has 3,000
    await m.feed(finished({ home: 2, away: 2 }, { home: 1, away: 0 }));
    await pass();
    await pass();
    expect(await cashOf(t, p.id)).toBe(0);
    expect(await bets.bet(p.user, home.id)).toMatchObject({
      adjustments: [{ label: 'Điều chỉnh kết quả', amount: -3_000, pending: false }],
    });

    // the other match is won: the debt is paid from it first
    await later.feed(finished({ home: 0, away: 1 }, { home: 0, away: 0 }));
    await pass();
    await pass();
    const won = win(next.odds, stake);
    expect(await cashOf(t, p.id)).toBe(won - (paid - 3_000));
    expect(await bets.bet(p.user, next.id)).toMatchObject({
      status: 'settled',
      payout: won,
      adjustments: [{ label: 'Trừ khoản nợ điều chỉnh kết quả', amount: -(paid - 3_000), pending: false }],
    });
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  const ZScore = fc.record({ home: fc.integer({ min: 0, max: 4 }), away: fc.integer({ min: 0, max: 4 }) });
  const ZResult = fc
    .tuple(ZScore, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }))
    .map(([ft, h, a]) => ({ ft, ht: { home: Math.min(h, ft.home), away: Math.min(a, ft.away) } }));

  it('should pay every player the settlement of the final result exactly once, whatever corrections, retries and interleavings came before', async () => {
    const markets: [string, string][] = [
      ['1x2', 'home'],
      ['1x2', 'draw'],
      ['ah', 'away'],
      ['ou', 'over'],
      ['btts', 'yes'],
      ['ht1x2', 'away'],
      ['htou', 'under'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(ZResult, { minLength: 1, maxLength: 5 }),
        fc.subarray(markets, { minLength: 2, maxLength: 4 }),
        // after each result: how many settlement passes run, and how many of them at once
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.boolean()), { minLength: 5, maxLength: 5 }),
        async (results, picks, passes) => {
          const m = await listed();
          const p = await newPlayer(t, 1_000_000);
          const placed: { id: string; stake: number; selection: Selection }[] = [];
          for (const [market, pick] of picks) {
            const stake: number = 10_000 + 1_000 * placed.length;
            const b = await place(p, m.leg(market, pick), stake);
            placed.push({ id: b.id, stake, selection: { market: market as Selection['market'], pick, line: null } });
          }
          const staked = placed.reduce((sum, b) => sum + b.stake, 0);
          for (const [i, r] of results.entries()) {
            await m.feed(finished(r.ft, r.ht));
            const [n, together] = passes[i]!;
            if (together) await Promise.all(Array.from({ length: n }, pass));
            else for (let k = 0; k < n; k++) await pass();
          }
          // the loop keeps running until nothing is left to send
          for (let k = 0; k < 4; k++) await pass();
          const last = results.at(-1)!;
          const outcome: MatchOutcome = {
            status: 'finished',
            home: last.ft.home,
            away: last.ft.away,
            htHome: last.ht.home,
            htAway: last.ht.away,
          };
          let expected = 1_000_000 - staked;
          for (const b of placed) {
            const view = (await bets.bet(p.user, b.id))!;
            const leg = view.legs[0]!;
            const result = legOutcome({ ...b.selection, line: leg.line }, outcome) as LegResult;
            expect(leg.result).toBe(result);
            expected += result === 'void' ? b.stake : payout(b.stake, [{ result, odds: leg.odds }]);
          }
          expect(await cashOf(t, p.id)).toBe(expected);
        },
      ),
      { numRuns: 12 },
    );
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  }, 240_000);
});
