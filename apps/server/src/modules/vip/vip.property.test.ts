import { randomUUID } from 'node:crypto';
import type { TVipRule } from '@app/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import type { BetAdjustedEvent, BetSettledEvent } from '../providers/providers.service';
import { buildGamesTestApp, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { VipService } from './vip.service';

type Ev = { kind: 'settled'; e: BetSettledEvent } | { kind: 'adjusted'; e: BetAdjustedEvent };

const RULE: TVipRule = {
  pointValue: 1_000,
  periodDays: 30,
  defaultPercent: 100,
  weights: [],
  levels: [
    {
      code: 'l0',
      name: 'Đồng',
      minPoints: 0,
      levelUpBonus: 0,
      weeklyBonus: 0,
      refundExtraPercent: 0,
      withdrawalDailyLimit: null,
      birthdayBonus: 0,
      withdrawalPriority: false,
    },
    {
      code: 'l1',
      name: 'Bạc',
      minPoints: 20,
      levelUpBonus: 1_000,
      weeklyBonus: 0,
      refundExtraPercent: 0,
      withdrawalDailyLimit: null,
      birthdayBonus: 0,
      withdrawalPriority: false,
    },
    {
      code: 'l2',
      name: 'Vàng',
      minPoints: 50,
      levelUpBonus: 3_000,
      weeklyBonus: 0,
      refundExtraPercent: 0,
      withdrawalDailyLimit: null,
      birthdayBonus: 0,
      withdrawalPriority: false,
    },
    {
      code: 'l3',
      name: 'Kim Cương',
      minPoints: 90,
      levelUpBonus: 9_000,
      weeklyBonus: 0,
      refundExtraPercent: 0,
      withdrawalDailyLimit: null,
      birthdayBonus: 0,
      withdrawalPriority: false,
    },
  ],
};

/**
 * An independent recomputation of a player's points from the distinct events: rounds with a
 * settlement, summed with their corrections, not corrected back to exactly their stake.
 */
function expectedPoints(events: Ev[]): number {
  const rounds = new Map<string, { stake: number; win: number; settled: boolean; corrected: boolean }>();
  for (const ev of events) {
    const r = rounds.get(ev.e.round) ?? { stake: 0, win: 0, settled: false, corrected: false };
    if (ev.kind === 'settled') {
      r.stake += ev.e.stake;
      r.win += ev.e.win;
      r.settled = true;
    } else {
      r.win += ev.e.delta;
      r.corrected = true;
    }
    rounds.set(ev.e.round, r);
  }
  let weighted = 0;
  for (const r of rounds.values())
    if (r.settled && r.stake > 0 && !(r.corrected && r.win === r.stake)) weighted += r.stake;
  return Math.floor(weighted / RULE.pointValue);
}

describe(`${VipService.name} (property)`, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    const content = await staffTokenFor(t.app, 'content');
    const draft = await t.app.inject({
      method: 'POST',
      url: '/admin-api/vip/rules',
      headers: { 'x-staff-token': content },
      payload: { rule: RULE },
    });
    await t.app.inject({
      method: 'POST',
      url: `/admin-api/vip/rules/${draft.json().data.id}/publish`,
      headers: { 'x-staff-token': content },
    });
  });
  afterAll(() => t.close());

  it('should reach the points of an independent recomputation and pay each level at most once, whatever the order, duplicates and retries', async () => {
    const settled = fc.record({
      round: fc.nat({ max: 5 }),
      stake: fc.constantFrom(0, 5_000, 10_000, 20_000, 40_000),
      win: fc.constantFrom(0, 10_000, 20_000),
    });
    const voids = fc.array(fc.nat({ max: 5 }), { maxLength: 3 });
    let reachedTop = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(settled, { minLength: 1, maxLength: 12 }),
        voids,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.infiniteStream(fc.nat()),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (bets, voided, dupPicks, shuffle, concurrent) => {
          const p = await newPlayer(t, 0);
          const tag = randomUUID().slice(0, 8);
          const now = Date.now();
          const events: Ev[] = bets.map((b, i) => ({
            kind: 'settled',
            e: {
              playerId: p.id,
              provider: 'house',
              gameCode: 'taixiu',
              round: `${tag}-${b.round}`,
              transactionId: `${tag}-w${i}`,
              stake: b.stake,
              win: b.win,
              odds: null,
              settledAt: new Date(now - 1_000 + i),
            },
          }));
          // a void: the round corrected to pay back exactly what it staked
          for (const [i, round] of [...new Set(voided)].entries()) {
            const of = events.filter((ev) => ev.kind === 'settled' && ev.e.round === `${tag}-${round}`);
            if (of.length === 0) continue;
            const stake = of.reduce((s, ev) => s + (ev.kind === 'settled' ? ev.e.stake : 0), 0);
            const win = of.reduce((s, ev) => s + (ev.kind === 'settled' ? ev.e.win : 0), 0);
            events.push({
              kind: 'adjusted',
              e: {
                playerId: p.id,
                provider: 'house',
                gameCode: 'taixiu',
                round: `${tag}-${round}`,
                transactionId: `${tag}-a${i}`,
                delta: stake - win,
                adjustedAt: new Date(now + i),
              },
            });
          }
          // delivered in a shuffled order, some twice, some of them twice at the same moment
          const delivery = [...events, ...dupPicks.map((n) => events[n % events.length]!)];
          const order = delivery.map((ev, i) => ({ ev, k: shuffle.next().value ?? i })).sort((a, b) => a.k - b.k);
          const vip = t.app.services.vip;
          const deliver = (ev: Ev) => (ev.kind === 'settled' ? vip.onBetSettled(ev.e) : vip.onBetAdjusted(ev.e));
          for (const [i, { ev }] of order.entries()) {
            if (concurrent.includes(i)) await Promise.all([deliver(ev), deliver(ev)]);
            else await deliver(ev);
          }
          // the job's retry of anything unpaid, twice at once
          await Promise.all([vip.payLevelUps(), vip.payLevelUps()]);

          const points = expectedPoints(events);
          const status = await vip.status(p.id);
          expect(status?.points).toBe(points);
          const byPoints = RULE.levels.filter((l) => points >= l.minPoints).length - 1;
          expect(status?.level.index).toBe(byPoints);

          const { rows } = await t.db.pool.query<{ level: string; n: number; amount: string }>(
            `SELECT meta->>'level' AS level, count(*)::int AS n, sum(amount) AS amount FROM journal
              WHERE kind = 'vip_bonus' AND player_id = $1 GROUP BY 1`,
            [p.id],
          );
          const paid = new Map(rows.map((r) => [r.level, { n: r.n, amount: Number(r.amount) }]));
          // each level at most once, at its bonus; every level the final points hold is paid
          for (const [level, got] of paid) {
            const l = RULE.levels.find((x) => x.code === level)!;
            expect(got).toEqual({ n: 1, amount: l.levelUpBonus });
          }
          for (const l of RULE.levels.slice(1, byPoints + 1)) expect(paid.has(l.code)).toBe(true);
          if (byPoints === 3) reachedTop++;
        },
      ),
      { numRuns: 18 },
    );
    expect(reachedTop).toBeGreaterThan(0);
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });
});
