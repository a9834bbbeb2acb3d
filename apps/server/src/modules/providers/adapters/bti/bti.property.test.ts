import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp, type TestPlayer } from '../../providers.test-support';
import { BTI_RESERVE_ABANDONED_MS } from './bti.codes';
import { btiCall, btiPlayer, buildBtiTestApp, creditXml, reserveXml } from './bti.test-support';

type Op =
  | { kind: 'reserve' | 'commitreserve' | 'cancelreserve'; tx: number }
  | { kind: 'debitreserve' | 'creditcustomer' | 'debitcustomer'; tx: number; amount: number }
  | { kind: 'expire'; tx: number };

/** BTI's protocol for one reservation, in the order the calls arrive (đồng). */
class Reservation {
  reserved = false;
  committed = false;
  cancelled = false;
  voided = false;
  debited = 0;
  constructor(readonly stake: number) {}

  /** the change in the player's cash; each call (its req_id) applies once, whatever the retries */
  apply(op: Op): number {
    switch (op.kind) {
      case 'reserve':
        if (this.reserved || this.cancelled) return 0;
        this.reserved = true;
        return -this.stake;
      case 'debitreserve':
        if (!this.reserved || this.committed || this.cancelled || this.debited + op.amount > this.stake) return 0;
        this.debited += op.amount;
        return 0;
      case 'expire':
        if (!this.reserved || this.committed || this.cancelled) return 0;
        return this.apply({ kind: this.debited > 0 ? 'commitreserve' : 'cancelreserve', tx: op.tx });
      case 'commitreserve':
        if (!this.reserved || this.committed || this.cancelled) return 0;
        this.committed = true;
        this.voided = this.debited === 0;
        return this.stake - this.debited;
      case 'cancelreserve':
        if (this.committed || this.cancelled || this.debited > 0) return 0;
        this.cancelled = true;
        this.voided = true;
        return this.reserved ? this.stake : 0;
      case 'creditcustomer':
        return this.reserved && !this.voided ? op.amount : 0;
      case 'debitcustomer':
        return this.reserved && !this.voided ? -op.amount : 0;
    }
  }
}

/**
 * Random BTI calls on a few reservations (reserve, debitreserve, commit, cancel, credit, debit,
 * and the abandoned-reservation job) in any order, each sent one to three times, some at the
 * same moment: the player's cash must end where BTI's protocol puts it, nothing lost, doubled
 * or created. A cancel ahead of its reserve is BTI's answer to a lost reserve.
 */
describe('BTI seamless wallet under retries and reordering', () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildBtiTestApp();
  });
  afterAll(() => t.close());

  const opArb = (n: number): fc.Arbitrary<Op> =>
    fc.oneof(
      fc.record({
        kind: fc.constantFrom(
          'reserve' as const,
          'commitreserve' as const,
          'cancelreserve' as const,
          'expire' as const,
        ),
        tx: fc.nat(n - 1),
      }),
      fc.record({
        kind: fc.constantFrom('debitreserve' as const, 'creditcustomer' as const, 'debitcustomer' as const),
        tx: fc.nat(n - 1),
        amount: fc.integer({ min: 0, max: 30 }).map((k) => k * 500),
      }),
    );

  const send = (p: TestPlayer, op: Op, reserveId: string, stake: number, req: string) => {
    switch (op.kind) {
      case 'reserve':
        return btiCall(
          t.app,
          'reserve',
          { cust_id: p.user, reserve_id: reserveId, amount: stake },
          reserveXml(p.user, reserveId, String(stake)),
        );
      case 'debitreserve':
        return btiCall(
          t.app,
          'debitreserve',
          { cust_id: p.user, reserve_id: reserveId, req_id: req, amount: op.amount, purchase_id: req },
          '<Bets/>',
        );
      case 'commitreserve':
      case 'cancelreserve':
        return btiCall(t.app, op.kind, { cust_id: p.user, reserve_id: reserveId, purchase_id: 'P' });
      case 'creditcustomer':
      case 'debitcustomer':
        return btiCall(
          t.app,
          op.kind,
          { cust_id: p.user, req_id: req, amount: op.amount, purchase_id: 'P' },
          creditXml(p.user, reserveId, String(op.amount)),
        );
      case 'expire':
        return t.app.services.providerAdapters.bti
          .expireReservations(new Date(Date.now() + BTI_RESERVE_ABANDONED_MS + 1000))
          .then(() => ({ fields: { error_code: '0' } }));
    }
  };

  it('should end every sequence with the cash the model computes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.integer({ min: 1, max: 20 }).map((k) => k * 1000),
          { minLength: 1, maxLength: 3 },
        ),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 20, maxLength: 20 }),
        fc.integer({ min: 1, max: 3 }).chain((n) => fc.array(opArb(n), { minLength: 1, maxLength: 14 })),
        async (stakes, repeats, rawOps) => {
          const start = 1_000_000;
          const p = await btiPlayer(t, start);
          const run = randomUUID().slice(0, 8);
          const ids = stakes.map((_, i) => `${run}${i}`);
          const models = stakes.map((s) => new Reservation(s));
          const ops: Op[] = [
            ...rawOps.map((o) => ({ ...o, tx: o.tx % stakes.length })),
            ...stakes.map((_, tx) => ({ kind: 'reserve' as const, tx })),
          ];
          let expected = start;
          for (const [i, op] of ops.entries()) {
            const n = repeats[i % repeats.length]!;
            const answers = await Promise.all(
              Array.from({ length: n }, () => send(p, op, ids[op.tx]!, stakes[op.tx]!, `${run}r${i}`)),
            );
            for (const a of answers) expect(['0', '-1']).toContain(a.fields.error_code);
            if (op.kind === 'expire') for (const m of models) expected += m.apply(op);
            else expected += models[op.tx]!.apply(op);
          }
          expect(await cashOf(t, p.id)).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
