import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { AppError } from '../../http/errors';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { systemAccount } from '../wallet/wallet.types';
import { PromotionsService } from './promotions.service';

/*
 * Random sequences of bonus operations against an in-memory model: after every step the
 * player's bonus and cash match the model, and the ledger invariants hold (DESIGN section 5).
 */

type Op =
  | { op: 'deposit'; player: number; amount: number; slug: 'khuyen-mai-100' | 'khuyen-mai-50' }
  | { op: 'settle'; player: number; stake: number; replay: boolean }
  | { op: 'cancel'; player: number }
  | { op: 'expire'; days: number };

interface ModelBonus {
  bonus: number;
  required: number;
  progress: number;
}

const RULES = {
  'khuyen-mai-100': { percent: 100, cap: 10_000_000, turnover: 20 },
  'khuyen-mai-50': { percent: 50, cap: 20_000_000, turnover: 15 },
};

describe(`${PromotionsService.name} ledger property`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.services.promotions.seed();
  });
  afterAll(() => t.close());

  let nextPlayer = 5_000_000;
  let nextId = 1;

  const opArb = (players: number): fc.Arbitrary<Op> =>
    fc.oneof(
      fc.record({
        op: fc.constant('deposit' as const),
        player: fc.nat(players - 1),
        amount: fc.integer({ min: 1, max: 30_000_000 }),
        slug: fc.constantFrom('khuyen-mai-100' as const, 'khuyen-mai-50' as const),
      }),
      fc.record({
        op: fc.constant('settle' as const),
        player: fc.nat(players - 1),
        stake: fc.integer({ min: 1, max: 200_000_000 }),
        replay: fc.boolean(),
      }),
      fc.record({ op: fc.constant('cancel' as const), player: fc.nat(players - 1) }),
      fc.record({ op: fc.constant('expire' as const), days: fc.constantFrom(5, 31) }),
    );

  it('should keep bonus, cash and the ledger consistent under any sequence of grants, wagers, cancels and expiries', async () => {
    const promotions = t.app.services.promotions;
    const wallet = t.app.services.wallet;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb(3), { minLength: 1, maxLength: 12 }), async (ops) => {
        const ids = [nextPlayer++, nextPlayer++, nextPlayer++];
        const active = new Map<number, ModelBonus>();
        const cash = new Map<number, number>(ids.map((id) => [id, 0]));
        type Settle = { player: number; id: string; stake: number; at: Date };
        let lastSettle: Settle | null = null;
        for (const o of ops) {
          if (o.op === 'deposit') {
            const id = ids[o.player]!;
            const depositId = nextId++;
            await wallet.credit({
              scope: 'test-deposit',
              externalId: `prop-${depositId}`,
              kind: 'deposit',
              playerId: id,
              amount: o.amount,
              from: systemAccount('payment_clearing', 'test'),
            });
            cash.set(id, cash.get(id)! + o.amount);
            const granted = await promotions.onDepositCredited({
              depositId,
              playerId: id,
              method: 'bank',
              amount: o.amount,
              promotionId: o.slug,
              firstDeposit: true,
              journalId: 1,
              creditedAt: new Date(),
            });
            const r = RULES[o.slug];
            const bonus = Math.min(Math.floor((o.amount * r.percent) / 100), r.cap);
            if (active.has(id) || bonus === 0) {
              expect(granted).toBeNull();
            } else {
              active.set(id, { bonus, required: (o.amount + bonus) * r.turnover, progress: 0 });
              expect(granted).toMatchObject({ bonusAmount: bonus, status: 'active' });
            }
          } else if (o.op === 'settle') {
            const id = ids[o.player]!;
            const again: boolean = o.replay && lastSettle?.player === id;
            const tx: Settle = again
              ? lastSettle!
              : { player: id, id: `tx-${nextId++}`, stake: o.stake, at: new Date() };
            await promotions.onBetSettled({
              playerId: id,
              provider: 'house',
              gameCode: 'g',
              round: tx.id,
              transactionId: tx.id,
              stake: tx.stake,
              win: 0,
              settledAt: tx.at,
            });
            lastSettle = tx;
            const m = active.get(id);
            if (m && !again) {
              m.progress += tx.stake;
              if (m.progress >= m.required) {
                cash.set(id, cash.get(id)! + m.bonus);
                active.delete(id);
              }
            }
          } else if (o.op === 'cancel') {
            const id = ids[o.player]!;
            try {
              await promotions.cancel(id);
              expect(active.delete(id)).toBe(true);
            } catch (err) {
              expect(err).toBeInstanceOf(AppError);
              expect((err as AppError).code).toBe('NO_ACTIVE_PROMOTION');
              expect(active.has(id)).toBe(false);
            }
          } else {
            await promotions.runExpiry(new Date(Date.now() + o.days * 86_400_000));
            if (o.days > 30) active.clear();
          }
          for (const id of ids) {
            const b = await wallet.getPlayerBalance(id);
            expect(b.bonus).toBe(active.get(id)?.bonus ?? 0);
            expect(b.cash).toBe(cash.get(id));
            expect((await promotions.ofPlayer(id)).active?.wagerProgress ?? null).toBe(
              active.get(id)?.progress ?? null,
            );
          }
        }
        const report = await runLedgerCheck(t.db.pool);
        expect(report.results.filter((r) => !r.ok)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
