import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp, newPlayer } from '../../providers.test-support';
import { awcCall, buildAdapterTestApp } from '../adapters.test-support';
import { AWC_ACCOUNT } from './awc.adapter';

type Op =
  | { kind: 'bet' | 'cancelBet' | 'unsettle'; tx: number }
  | { kind: 'settle' | 'resettle'; tx: number; win: number };

/** AWC's protocol for one transaction, in the order the calls arrive. */
class Model {
  taken = false;
  seen = false;
  cancelled = false;
  settled: number | null = null;
  constructor(readonly stake: number) {}

  /** the change in the player's cash */
  apply(op: Op): number {
    switch (op.kind) {
      case 'bet':
        if (this.seen || this.cancelled) return 0;
        this.seen = true;
        this.taken = true;
        return -this.stake;
      case 'cancelBet':
        if (this.settled !== null || this.cancelled) return 0;
        this.cancelled = true;
        if (!this.taken) return 0;
        this.taken = false;
        return this.stake;
      case 'settle':
        if (this.settled !== null || !this.taken) return 0;
        this.settled = op.win;
        return op.win;
      case 'resettle': {
        if (!this.taken || this.settled === op.win) return 0;
        const was = this.settled ?? 0;
        this.settled = op.win;
        return op.win - was;
      }
      case 'unsettle': {
        const was = this.settled ?? 0;
        this.settled = null;
        return -was;
      }
    }
  }
}

/**
 * Random AWC calls on a few baccarat transactions (bet, cancelBet, settle, resettle, unsettle)
 * arriving in any order, each sent one to three times (some at the same moment): the player's
 * cash must end where AWC's protocol puts it, nothing lost, doubled or created.
 */
describe('AWC seamless wallet under retries and reordering', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildAdapterTestApp();
  });
  afterAll(() => t.close());

  const opArb = (n: number): fc.Arbitrary<Op> =>
    fc.oneof(
      fc.record({
        kind: fc.constantFrom('bet' as const, 'cancelBet' as const, 'unsettle' as const),
        tx: fc.nat(n - 1),
      }),
      fc.record({
        kind: fc.constantFrom('settle' as const, 'resettle' as const),
        tx: fc.nat(n - 1),
        win: fc.integer({ min: 0, max: 40_000 }),
      }),
    );

  it('should end every sequence with the cash the model computes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 20, maxLength: 20 }),
        fc.integer({ min: 1, max: 3 }).chain((n) => fc.array(opArb(n), { minLength: 1, maxLength: 14 })),
        async (stakes, repeats, rawOps) => {
          const start = 1_000_000;
          const p = await newPlayer(t, start);
          await t.app.services.providerAdapters.rememberToken(AWC_ACCOUNT, p.id, p.tokenPlay);
          const ids = stakes.map(() => `BAC-${randomUUID().slice(0, 20)}`);
          const models = stakes.map((s) => new Model(s));
          // every transaction's bet arrives somewhere in the sequence, maybe after its cancel
          const ops: Op[] = [
            ...rawOps.map((o) => ({ ...o, tx: o.tx % stakes.length })),
            ...stakes.map((_, tx) => ({ kind: 'bet' as const, tx })),
          ];
          let expected = start;
          let step = 0;
          for (const op of ops) {
            const txn = {
              platformTxId: ids[op.tx],
              userId: p.user,
              platform: 'SEXYBCRT',
              gameType: 'LIVE',
              gameCode: 'MX-LIVE-001',
              roundId: `R-${ids[op.tx]}`,
              betType: 'Banker',
              betAmount: stakes[op.tx],
              ...('win' in op ? { winAmount: op.win, settleType: 'platformTxId' } : {}),
            };
            const n = repeats[step++ % repeats.length]!;
            const answers = await Promise.all(
              Array.from({ length: n }, () => awcCall(t.app, { action: op.kind, txns: [txn] })),
            );
            for (const a of answers) expect(['0000', '1017', '1025']).toContain(a.status);
            expected += models[op.tx]!.apply(op);
          }
          expect(await cashOf(t, p.id)).toBe(expected);
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);
});
