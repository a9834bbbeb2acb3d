import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp } from '../../providers.test-support';
import { buildSabaTestApp, sabaCall, sabaPlayer } from './saba.test-support';

type Op =
  | { kind: 'placebet'; tx: number }
  | { kind: 'cancelbet'; tx: number }
  | { kind: 'confirmbet' | 'settle' | 'resettle' | 'unsettle'; tx: number; credit: number; debit: number };

/** SABA's protocol for one ticket, in the order the calls arrive; the stake in đồng, calls' amounts in thousands. */
class Ticket {
  placed = false;
  cancelled = false;
  settled = false;
  /** the stake the ledger holds: PlaceBet's, moved by ConfirmBet */
  held = 0;
  constructor(readonly stake: number) {}

  /** the change in the player's cash; each op is applied once, whatever the retries */
  apply(op: Op): number {
    switch (op.kind) {
      case 'placebet':
        if (this.placed || this.cancelled) return 0;
        this.placed = true;
        this.held = this.stake;
        return -this.stake;
      case 'cancelbet':
        if (this.settled || this.cancelled) return 0;
        this.cancelled = true;
        return this.placed ? this.held : 0;
      case 'confirmbet': {
        if (!this.placed || this.cancelled) return 0;
        const net = (op.credit - op.debit) * 1000;
        this.held -= net;
        return net;
      }
      default:
        if (!this.placed || this.cancelled) return 0;
        if (op.kind === 'settle') this.settled = true;
        return (op.credit - op.debit) * 1000;
    }
  }
}

/**
 * Random SABA calls on a few tickets (place, confirm with changed odds, cancel, settle, resettle,
 * unsettle) in any order, each sent one to three times, some at the same moment (SABA's retries,
 * a lost answer sent again): the player's cash must end where SABA's protocol puts it, nothing
 * lost, doubled or created. A cancel ahead of its PlaceBet is the lost-answer case.
 */
describe('SABA seamless wallet under retries and reordering', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildSabaTestApp();
  });
  afterAll(() => t.close());

  // amounts in SABA's thousands, in steps of half a thousand
  const half = (max: number) => fc.integer({ min: 0, max: max * 2 }).map((n) => n / 2);
  const opArb = (n: number): fc.Arbitrary<Op> =>
    fc.oneof(
      fc.record({ kind: fc.constantFrom('placebet' as const, 'cancelbet' as const), tx: fc.nat(n - 1) }),
      fc.record({ kind: fc.constant('confirmbet' as const), tx: fc.nat(n - 1), credit: half(3), debit: half(3) }),
      fc.record({
        kind: fc.constantFrom('settle' as const, 'resettle' as const, 'unsettle' as const),
        tx: fc.nat(n - 1),
        credit: half(40),
        debit: half(10),
      }),
    );

  it('should end every sequence with the cash the model computes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 20, maxLength: 20 }),
        fc.integer({ min: 1, max: 3 }).chain((n) => fc.array(opArb(n), { minLength: 1, maxLength: 14 })),
        async (stakes, repeats, rawOps) => {
          const start = 1_000_000;
          const p = await sabaPlayer(t, start);
          const run = randomUUID().slice(0, 8);
          const refs = stakes.map((_, i) => `${run}_${i}_U`);
          const tickets = stakes.map((s) => new Ticket(s * 1000));
          // every ticket's PlaceBet arrives somewhere, maybe after its cancel
          const ops: Op[] = [
            ...rawOps.map((o) => ({ ...o, tx: o.tx % stakes.length })),
            ...stakes.map((_, tx) => ({ kind: 'placebet' as const, tx })),
          ];
          let expected = start;
          for (const [i, op] of ops.entries()) {
            const refId = refs[op.tx]!;
            const operationId = `${run}_op${i}`;
            const message =
              op.kind === 'placebet'
                ? { operationId, userId: p.user, currency: 51, refId, debitAmount: stakes[op.tx], creditAmount: 0 }
                : op.kind === 'cancelbet'
                  ? { operationId, userId: p.user, txns: [{ refId, creditAmount: stakes[op.tx], debitAmount: 0 }] }
                  : op.kind === 'confirmbet'
                    ? {
                        operationId,
                        userId: p.user,
                        txns: [{ refId, txId: i, creditAmount: op.credit, debitAmount: op.debit }],
                      }
                    : {
                        operationId,
                        txns: [
                          {
                            userId: p.user,
                            refId,
                            txId: i,
                            status: 'won',
                            creditAmount: op.credit,
                            debitAmount: op.debit,
                          },
                        ],
                      };
            const n = repeats[i % repeats.length]!;
            const answers = await Promise.all(Array.from({ length: n }, () => sabaCall(t.app, op.kind, message)));
            for (const a of answers) expect(['0', '309', '504']).toContain(a.status);
            expected += tickets[op.tx]!.apply(op);
          }
          expect(await cashOf(t, p.id)).toBe(expected);
        },
      ),
      { numRuns: 20 },
    );
  }, 240_000);
});
