import { randomUUID } from 'node:crypto';
import type { TTournamentRule } from '@app/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import type { BetAdjustedEvent, BetSettledEvent } from '../providers/providers.service';
import { buildGamesTestApp, type GamesTestApp, newPlayer, type TestPlayer } from '../providers/providers.test-support';
import { FREEZE_GRACE_MS, TournamentsService } from './tournaments.service';

type Ev = { kind: 'settled'; e: BetSettledEvent } | { kind: 'adjusted'; e: BetAdjustedEvent };

const PRIZES = [100_000, 60_000, 30_000];

/**
 * An independent recomputation of the standings from the distinct events: rounds with a
 * settlement, summed with their corrections, at least the minimum stake, not corrected back to
 * their stake; equal scores share a position and split the prizes of the positions they take.
 */
function expected(events: Ev[], scoring: 'turnover' | 'net_win' | 'rounds', minStake: number) {
  const rounds = new Map<
    string,
    { player: number; stake: number; win: number; settled: boolean; corrected: boolean }
  >();
  for (const ev of events) {
    const key = `${ev.e.playerId}|${ev.e.round}`;
    const r = rounds.get(key) ?? { player: ev.e.playerId, stake: 0, win: 0, settled: false, corrected: false };
    if (ev.kind === 'settled') {
      r.stake += ev.e.stake;
      r.win += ev.e.win;
      r.settled = true;
    } else {
      r.win += ev.e.delta;
      r.corrected = true;
    }
    rounds.set(key, r);
  }
  const score = new Map<number, number>();
  for (const r of rounds.values()) {
    if (!r.settled || r.stake <= 0 || r.stake < minStake || (r.corrected && r.win === r.stake)) continue;
    const add = scoring === 'turnover' ? r.stake : scoring === 'net_win' ? r.win - r.stake : 1;
    score.set(r.player, (score.get(r.player) ?? 0) + add);
  }
  const ranked = [...score].filter(([, s]) => s > 0);
  return new Map(
    ranked.map(([player, s]) => {
      const position = 1 + ranked.filter(([, o]) => o > s).length;
      const tied = ranked.filter(([, o]) => o === s).length;
      let total = 0;
      for (let p = position; p < position + tied; p++) total += PRIZES[p - 1] ?? 0;
      return [player, { position, score: s, prize: Math.floor(total / tied) }];
    }),
  );
}

describe(`${TournamentsService.name} (property)`, () => {
  let t: GamesTestApp;
  let content: string;
  let players: TestPlayer[];
  beforeAll(async () => {
    t = await buildGamesTestApp();
    content = await staffTokenFor(t.app, 'content');
    players = [];
    for (let i = 0; i < 4; i++) players.push(await newPlayer(t, 0));
  });
  afterAll(() => t.close());

  it('should give the same standings and pay each prize once, whatever order and how often events arrive', async () => {
    const settled = fc.record({
      player: fc.nat({ max: 3 }),
      round: fc.nat({ max: 4 }),
      stake: fc.constantFrom(0, 5_000, 10_000, 20_000),
      win: fc.constantFrom(0, 10_000, 20_000, 40_000),
    });
    const adjusted = fc.record({
      player: fc.nat({ max: 3 }),
      round: fc.nat({ max: 4 }),
      delta: fc.constantFrom(-20_000, -10_000, 10_000, 20_000),
    });
    let withPrizes = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(settled, { minLength: 1, maxLength: 14 }),
        fc.array(adjusted, { maxLength: 4 }),
        fc.constantFrom('turnover' as const, 'net_win' as const, 'rounds' as const),
        fc.constantFrom(0, 10_000),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.infiniteStream(fc.nat()),
        async (bets, fixes, scoring, minStake, dupPicks, shuffle) => {
          const now = Date.now();
          const rule: TTournamentRule = {
            startsAt: new Date(now - 60_000).toISOString(),
            endsAt: new Date(now + 3600_000).toISOString(),
            sections: [],
            games: [{ provider: 'house', gameCode: 'taixiu' }],
            entry: 'everyone',
            scoring,
            minStake,
            prizes: PRIZES.map((amount, i) => ({
              from: i + 1,
              to: i + 1,
              kind: 'cash' as const,
              amount,
              wagering: null,
            })),
            tie: 'split',
            minDeposit: null,
            minVipLevel: null,
          };
          const slug = `prop-${randomUUID().slice(0, 8)}`;
          const created = await t.app.inject({
            method: 'POST',
            url: '/admin-api/tournaments',
            headers: { 'x-staff-token': content },
            payload: { slug, title: 'Thuộc tính', rule },
          });
          const id = created.json().data.id as number;
          await t.app.inject({
            method: 'POST',
            url: `/admin-api/tournaments/${id}/publish`,
            headers: { 'x-staff-token': content },
          });
          t.app.services.tournaments.dropCaches();
          const tag = slug;
          const events: Ev[] = [
            ...bets.map(
              (b, i): Ev => ({
                kind: 'settled',
                e: {
                  playerId: players[b.player]!.id,
                  provider: 'house',
                  gameCode: 'taixiu',
                  round: `${tag}-${b.player}-${b.round}`,
                  transactionId: `${tag}-w${i}`,
                  stake: b.stake,
                  win: b.win,
                  odds: null,
                  settledAt: new Date(now + i),
                },
              }),
            ),
            ...fixes.map(
              (f, i): Ev => ({
                kind: 'adjusted',
                e: {
                  playerId: players[f.player]!.id,
                  provider: 'house',
                  gameCode: 'taixiu',
                  round: `${tag}-${f.player}-${f.round}`,
                  transactionId: `${tag}-a${i}`,
                  delta: f.delta,
                  adjustedAt: new Date(now + 100 + i),
                },
              }),
            ),
          ];
          // delivered in a shuffled order, some twice
          const delivery = [...events, ...dupPicks.map((n) => events[n % events.length]!)];
          const order = delivery.map((ev, i) => ({ ev, k: shuffle.next().value ?? i })).sort((a, b) => a.k - b.k);
          for (const { ev } of order) {
            if (ev.kind === 'settled') await t.app.services.tournaments.onBetSettled(ev.e);
            else await t.app.services.tournaments.onBetAdjusted(ev.e);
          }

          const want = expected(events, scoring, minStake);
          const row = (await t.app.services.tournaments.repo.bySlug(slug))!;
          t.app.services.tournaments.dropCaches();
          const live = await t.app.services.tournaments.standings(row);
          expect(new Map(live.map((r) => [r.playerId, { position: r.position, score: r.score }]))).toEqual(
            new Map([...want].map(([p, w]) => [p, { position: w.position, score: w.score }])),
          );

          const after = new Date(row.ends_at.getTime() + FREEZE_GRACE_MS + 1);
          await Promise.all([t.app.services.tournaments.runFinish(after), t.app.services.tournaments.runFinish(after)]);
          await t.app.services.tournaments.runFinish(after);
          const { rows } = await t.db.pool.query<{ player_id: string; paid: string; n: number }>(
            `SELECT player_id, sum(amount) AS paid, count(*)::int AS n FROM journal
              WHERE kind = 'tournament_prize' AND meta->>'tournamentId' = $1 GROUP BY player_id`,
            [String(id)],
          );
          const paid = new Map(rows.map((r) => [Number(r.player_id), { paid: Number(r.paid), n: r.n }]));
          const owed = new Map([...want].filter(([, w]) => w.prize > 0).map(([p, w]) => [p, { paid: w.prize, n: 1 }]));
          expect(paid).toEqual(owed);
          if (owed.size > 0) withPrizes++;
        },
      ),
      { numRuns: 15 },
    );
    // the property is about payments: most generated tournaments must have paid someone
    expect(withPrizes).toBeGreaterThan(5);
  });
});
