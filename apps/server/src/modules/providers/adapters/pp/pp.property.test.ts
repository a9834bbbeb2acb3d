import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp, newPlayer } from '../../providers.test-support';
import { buildAdapterTestApp, ppCall } from '../adapters.test-support';

/** One PP round: a bet, maybe a result, maybe a refund; amounts in PP units (1 unit = 1 VND here). */
interface Round {
  stake: number;
  /** two decimals: sub-đồng payouts round down */
  win: number;
  settle: boolean;
  refund: boolean;
}

type Call = { kind: 'bet' | 'result' | 'refund'; round: number };

/**
 * Random PP rounds whose calls arrive shuffled, repeated (retries, some at the same moment),
 * refunds before their bets included, against a model of what PP's protocol says each call
 * does in the order it arrives. The player's cash must end exactly where the model says: no
 * đồng lost, doubled or created.
 */
describe('PP seamless wallet under retries and reordering', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildAdapterTestApp();
    await t.db.pool.query(`UPDATE provider_accounts SET amount_scale = 1, bet_limits = '{}' WHERE code = 'pp'`);
    t.app.services.providerAdapters.dropCaches();
  });
  afterAll(() => t.close());

  const roundArb = fc.record({
    stake: fc.integer({ min: 1, max: 5_000 }),
    win: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
    settle: fc.boolean(),
    refund: fc.boolean(),
  });

  it('should end every sequence with the cash the model computes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(roundArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 30, maxLength: 30 }),
        async (rounds: Round[], order, repeats) => {
          const start = 100_000;
          const p = await newPlayer(t, start);
          const ids = rounds.map(() => ({ ref: randomUUID().slice(0, 30), round: randomUUID().slice(0, 30) }));
          const calls: Call[] = [];
          rounds.forEach((r, i) => {
            calls.push({ kind: 'bet', round: i });
            if (r.settle) calls.push({ kind: 'result', round: i });
            if (r.refund) calls.push({ kind: 'refund', round: i });
          });
          // shuffle by the generated keys (a permutation fast-check can shrink)
          const arrival = calls
            .map((c, i) => ({ c, key: order[i % order.length]! * 100 + i }))
            .sort((a, b) => a.key - b.key)
            .map((x) => x.c);

          const state = rounds.map(() => ({ bet: false, result: false, refunded: false, betSeen: false }));
          let expected = start;
          let step = 0;
          for (const call of arrival) {
            const r = rounds[call.round]!;
            const id = ids[call.round]!;
            const s = state[call.round]!;
            const send = () => {
              if (call.kind === 'bet')
                return ppCall(t.app, 'bet', {
                  userId: p.user,
                  token: p.tokenPlay,
                  gameId: 'vs20cm',
                  roundId: id.round,
                  reference: id.ref,
                  amount: r.stake.toFixed(2),
                });
              if (call.kind === 'result')
                return ppCall(t.app, 'result', {
                  userId: p.user,
                  gameId: 'vs20cm',
                  roundId: id.round,
                  reference: `w${id.ref}`,
                  amount: r.win.toFixed(2),
                });
              return ppCall(t.app, 'refund', { userId: p.user, reference: id.ref });
            };
            // a retry may arrive while the first is still in flight
            const n = repeats[step++ % repeats.length]!;
            const answers = await Promise.all(Array.from({ length: n }, send));
            // the model: what PP's protocol says this call does, given what arrived before it
            if (call.kind === 'bet' && !s.betSeen) {
              s.betSeen = true;
              if (!s.refunded) {
                s.bet = true;
                expected -= r.stake;
              }
            } else if (call.kind === 'result' && !s.result && s.bet && !s.refunded) {
              s.result = true;
              expected += Math.floor(r.win);
            } else if (call.kind === 'refund' && !s.refunded && !s.result) {
              s.refunded = true;
              if (s.bet) expected += r.stake;
            }
            for (const a of answers) {
              const ok = call.kind === 'bet' || (call.kind === 'result' ? s.result : s.refunded);
              expect(a.error).toBe(ok ? 0 : 120);
            }
          }
          expect(await cashOf(t, p.id)).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);
});
