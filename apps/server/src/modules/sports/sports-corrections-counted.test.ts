import { WalletClient } from '@app/provider-kit/wallet-client';
import { payout } from '@app/sportsbook';
import { BetsService, SportsSettings } from '@app/sportsbook/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { waitFor } from '../payments/payments.test-support';
import type { BetAdjustedEvent } from '../providers/providers.service';
import {
  buildGamesTestApp,
  type GamesTestApp,
  newPlayer,
  publishSettlement,
  type TestPlayer,
} from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { listedMatch } from './sports.feed-samples';

/**
 * Decision 142: a result corrected after settlement reaches every module that counted the bet.
 * The money difference is a `bet.adjusted` event (tournaments re-score with it; the daily report
 * and agent statements read it from the ledger as wins); a correction that voids the whole bet,
 * or gives a void bet a result, carries the stake's change, and the bonus wagering, the day's
 * refund and the bet missions take it out or count it again where the settlement counted.
 */
describe('sports corrections reach what counted the bet', () => {
  let t: GamesTestApp;
  let bets: BetsService;
  let trader: string;
  const log = { warn: () => {}, error: () => {} };

  beforeAll(async () => {
    t = await buildGamesTestApp({
      MISSION_REQUIRE_FIRST_DEPOSIT: 'false',
      MISSION_REQUIRE_PHONE_VERIFICATION: 'false',
    });
    await t.app.services.promotions.seed();
    await t.app.services.missions.seed();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.sportsCredentials(),
    });
    bets = new BetsService(t.db.pool, wallet, new SportsSettings(t.db.pool), 0, log);
    trader = await staffTokenFor(t.app, 'trader');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A player with a running first-deposit bonus and the daily bet mission accepted. */
  async function playerWithCounters(): Promise<TestPlayer & { mission: number }> {
    const p = await newPlayer(t, 2_000_000);
    await t.app.services.promotions.onDepositCredited({
      depositId: p.id,
      playerId: p.id,
      method: 'bank',
      amount: 100_000,
      promotionId: 'khuyen-mai-50',
      firstDeposit: true,
      journalId: 1,
      creditedAt: new Date(Date.now() - 60_000),
    });
    const { rows } = await t.db.pool.query<{ id: number }>(`SELECT id FROM missions WHERE code = 'cuoc-hang-ngay'`);
    const mission = rows[0]!.id;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/user/mission/accept',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { mission_id: mission },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { ...p, mission };
  }

  const counters = async (p: TestPlayer & { mission: number }) => {
    const bonus = (await t.app.services.promotions.ofPlayer(p.id)).active?.wagerProgress ?? null;
    const mission = await t.db.pool.query<{ progress: string }>(
      'SELECT progress::text FROM player_missions WHERE player_id = $1 AND mission_id = $2',
      [p.id, p.mission],
    );
    const refund = await t.db.pool.query<{ stake: string }>(
      'SELECT coalesce(sum(stake), 0)::text AS stake FROM refund_stakes WHERE player_id = $1',
      [p.id],
    );
    return { bonus, mission: Number(mission.rows[0]?.progress ?? 0), refund: Number(refund.rows[0]!.stake) };
  };
  const settledTo = (p: TestPlayer & { mission: number }, stake: number) =>
    waitFor(async () => {
      const c = await counters(p);
      return c.bonus === stake && c.mission === stake && c.refund === stake ? c : null;
    });
  /** The player's game figures as the daily report and the agent statements read them. */
  const figures = async (p: TestPlayer) => {
    const from = new Date(Date.now() - 3_600_000);
    const to = new Date(Date.now() + 3_600_000);
    const agent = (await t.app.services.wallet.agentFigures([p.id], from, to)).get(p.id);
    return { stakes: agent?.stakes ?? 0, wins: agent?.wins ?? 0 };
  };
  const setResult = async (fixtureId: string, body: object) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/admin-api/sports/fixtures/${fixtureId}/result`,
      headers: { 'x-staff-token': trader },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    // the settlement loop's pass: wins, then the adjustments it recorded
    await bets.recover(3600);
  };

  it('should take a voided bet out of the wagering, the refund and the bet mission, and count it again when it gets a result', async () => {
    const p = await playerWithCounters();
    const m = await listedMatch(t.db.pool);
    const stake = 100_000;
    const bet = await bets.place(p.tokenPlay, {
      game: 'sportsbook',
      stake,
      accept: 'any',
      // the draw: its price is always above the refund's minimum odds
      legs: [m.leg('1x2', 'draw')],
    });
    const won = payout(stake, [{ result: 'win', odds: bet.odds }]);
    await setResult(m.fixtureId, { status: 'finished', home: 1, away: 1, htHome: 0, htAway: 0, reason: 'Kết quả' });
    await settledTo(p, stake);
    expect(await figures(p)).toEqual({ stakes: stake, wins: won });

    // the match is declared void: the stake comes back and it no longer counts as played
    await setResult(m.fixtureId, {
      status: 'void',
      home: 0,
      away: 0,
      htHome: null,
      htAway: null,
      reason: 'Trận bị hủy',
    });
    expect(await bets.bet(p.user, bet.id)).toMatchObject({ legs: [{ result: 'void' }] });
    await settledTo(p, 0);
    // the ledger's game figures: what was won is now exactly the stake back
    expect(await figures(p)).toEqual({ stakes: stake, wins: stake });

    // the void is corrected to a 2-2 result: counted again, once, and the wins follow
    await setResult(m.fixtureId, { status: 'finished', home: 2, away: 2, htHome: 1, htAway: 0, reason: 'Xác nhận' });
    await settledTo(p, stake);
    expect(await figures(p)).toEqual({ stakes: stake, wins: won });
    const adjusted = await t.db.pool.query<{ stake_change: string | null }>(
      'SELECT stake_change FROM sports_bet_adjustments WHERE bet_id = $1 ORDER BY seq',
      [bet.id],
    );
    expect(adjusted.rows.map((r) => r.stake_change)).toEqual(['void', 'reinstated']);
    // a pass again sends nothing new and counts nothing twice
    await bets.recover(3600);
    expect(await counters(p)).toMatchObject({ bonus: stake, mission: stake, refund: stake });
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it('should leave every counter at the final standing whatever order and how often the corrections arrive (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 14 }),
        // out of order, a reinstatement may count before the void it follows: the stake stays
        // small enough that such a passing surplus cannot complete the bonus or the mission
        fc.integer({ min: 10_000, max: 200_000 }),
        async (flips, order, stake) => {
          const p = await playerWithCounters();
          const round = `prop-${p.id}`;
          const settledAt = new Date();
          await publishSettlement(t, {
            playerId: p.id,
            provider: 'sports',
            gameCode: 'sportsbook',
            round,
            transactionId: `${round}:win`,
            stake,
            win: 0,
            odds: 2,
            settledAt,
          });
          // void, reinstated, void, … : each correction flips whether the stake counts
          const events: BetAdjustedEvent[] = Array.from({ length: flips }, (_, i) => ({
            playerId: p.id,
            provider: 'sports',
            gameCode: 'sportsbook',
            round,
            transactionId: `${round}:adj:${i + 1}`,
            delta: i % 2 === 0 ? -1000 : 1000,
            adjustedAt: new Date(settledAt.getTime() + (i + 1) * 1000),
            stakeChange: { stake: i % 2 === 0 ? -stake : stake, odds: 2, settledAt },
          }));
          // delivered at least once, in any order: every event, then repeats, shuffled
          const deliveries = [...events, ...order.map((k) => events[k % events.length]!)];
          const shuffled = deliveries
            .map((e, i) => ({ e, k: order[i % order.length]! * 31 + i }))
            .sort((a, b) => (a.k % 7) - (b.k % 7) || a.k - b.k);
          for (const { e } of shuffled) {
            await t.app.services.promotions.onBetAdjusted(e);
            await t.app.services.missions.onBetAdjusted(e);
          }
          const expected = flips % 2 === 0 ? stake : 0;
          expect(await counters(p)).toEqual({ bonus: expected, mission: expected, refund: expected });
        },
      ),
      { numRuns: 12 },
    );
  });
});
