import { randomUUID } from 'node:crypto';
import { DEFAULT_AGENT_PLAN, type TMemberFigures } from '@app/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCashier, type Cashier, cash, staffCall, staffToken } from '../payments/payments.test-support';
import { systemAccount } from '../wallet/wallet.types';
import { AgentsService } from './agents.service';
import { monthBounds, vnMonth } from './agents.statements';
import { agentsAt, plainReading, registerVia } from './agents.test-support';

/*
 * Random months on the real ledger: whatever members do (and undo), the statement equals the
 * plain reading of what they did; and however many pay requests race, a statement pays once.
 */

const op = fc.oneof(
  fc.record({ t: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 400_000 }), rollback: fc.boolean() }),
  fc.record({ t: fc.constant('win' as const), amount: fc.integer({ min: 1, max: 900_000 }) }),
  fc.record({ t: fc.constant('bonus' as const), amount: fc.integer({ min: 1, max: 100_000 }) }),
  fc.record({ t: fc.constant('rebate' as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ t: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 300_000 }) }),
);

describe(`${AgentsService.name} (property)`, () => {
  let c: Cashier;
  let approver: string;
  let payer: string;
  let later: AgentsService;
  const month = vnMonth(new Date());
  const actor = { staffId: 0, ip: null };
  beforeAll(async () => {
    c = await buildCashier();
    approver = await staffToken(c, 'finance');
    payer = await staffToken(c, 'finance');
    actor.staffId = Number((await c.db.pool.query('SELECT id FROM staff ORDER BY id LIMIT 1')).rows[0].id);
    later = agentsAt(c.app, () => new Date(monthBounds(month).to.getTime() + 60_000));
  });
  afterAll(() => c.close());

  it('should find no random month whose statement differs from the recomputation', async () => {
    const w = c.app.services.wallet;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ deposit: fc.integer({ min: 1_000_000, max: 3_000_000 }), ops: fc.array(op, { maxLength: 6 }) }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fc.boolean(),
        async (members, carryForward) => {
          const agent = await registerVia(c, {});
          await later.make(agent.id, null, actor);
          const expected = new Map<number, TMemberFigures>();
          for (const m of members) {
            const p = await registerVia(c, {});
            await later.move(p.id, agent.id, 'kiểm thử', actor);
            const f: TMemberFigures = {
              stakes: 0,
              wins: 0,
              bonuses: 0,
              rebates: 0,
              deposits: m.deposit,
              withdrawals: 0,
            };
            const from = systemAccount('payment_clearing', 'bank');
            await w.credit({
              scope: 'deposit',
              externalId: randomUUID(),
              kind: 'deposit',
              playerId: p.id,
              amount: m.deposit,
              from,
            });
            for (const o of m.ops) {
              const key = randomUUID();
              if (o.t === 'bet') {
                if ((await w.getPlayerBalance(p.id)).cash < o.amount) continue;
                await w.bet({ provider: 'house', transactionId: key, playerId: p.id, amount: o.amount });
                if (o.rollback) {
                  await w.rollback({
                    provider: 'house',
                    transactionId: randomUUID(),
                    referenceTransactionId: key,
                    playerId: p.id,
                  });
                } else f.stakes += o.amount;
              } else if (o.t === 'win') {
                await w.win({ provider: 'house', transactionId: key, playerId: p.id, amount: o.amount });
                f.wins += o.amount;
              } else if (o.t === 'bonus' || o.t === 'rebate') {
                await w.credit({
                  scope: 'promo:prop',
                  externalId: key,
                  kind: o.t === 'bonus' ? 'bonus_grant' : 'refund',
                  playerId: p.id,
                  amount: o.amount,
                  account: o.t === 'bonus' ? 'bonus' : 'cash',
                  from: systemAccount('promotions_expense', 'prop'),
                });
                if (o.t === 'bonus') f.bonuses += o.amount;
                else f.rebates += o.amount;
              } else {
                if ((await w.getPlayerBalance(p.id)).cash < o.amount) continue;
                const r = await w.reserve({ scope: 'withdrawal', externalId: key, playerId: p.id, amount: o.amount });
                await w.settle({
                  scope: 'withdrawal',
                  externalId: `${key}:s`,
                  reservationId: r.journalId,
                  clearing: 'bank',
                });
                f.withdrawals += o.amount;
              }
            }
            expected.set(p.id, f);
          }
          const plan = { ...DEFAULT_AGENT_PLAN, carryForward };
          await later.putPlan(month, plan, actor);
          const got = (await later.statements.compute(month, { agentIds: [agent.id] })).get(agent.id)!;
          const want = plainReading(
            plan,
            [{ id: agent.id, parentId: null }],
            [...expected].map(([playerId, figures]) => ({
              playerId,
              agentId: agent.id,
              figures,
              excludedReason: null,
            })),
            new Map(),
          ).get(agent.id)!;
          expect([got.netProfit, got.activeMembers, got.ownCommission, got.total, got.carryOut]).toEqual([
            Number(want.net),
            want.active,
            Number(want.own),
            Number(want.total),
            Number(want.carryOut),
          ]);
          for (const line of got.players) expect(line).toMatchObject(expected.get(line.playerId)!);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('should pay a statement once however many requests race or repeat', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 2 }), async (racing, repeats) => {
        const agent = await registerVia(c, {});
        await later.make(agent.id, null, actor);
        const member = await registerVia(c, {});
        await later.move(member.id, agent.id, 'kiểm thử', actor);
        const w = c.app.services.wallet;
        const from = systemAccount('payment_clearing', 'bank');
        await w.credit({
          scope: 'deposit',
          externalId: randomUUID(),
          kind: 'deposit',
          playerId: member.id,
          amount: 2_000_000,
          from,
        });
        await w.bet({ provider: 'house', transactionId: randomUUID(), playerId: member.id, amount: 1_500_000 });
        await later.statements.close(month, actor);
        const s = (await later.statements.list({ month, agentId: agent.id }))[0]!;
        expect(s.total).toBeGreaterThan(0);
        expect((await staffCall(c, approver, 'POST', `/admin-api/agents/statements/${s.id}/approve`)).statusCode).toBe(
          200,
        );
        const before = await cash(c.app, agent.id);
        const pay = () => staffCall(c, payer, 'POST', `/admin-api/agents/statements/${s.id}/pay`);
        const answers = await Promise.all(Array.from({ length: racing }, pay));
        for (let i = 0; i < repeats; i++) answers.push(await pay());
        expect(answers.every((r) => r.statusCode === 200)).toBe(true);
        expect(await cash(c.app, agent.id)).toBe(before + s.total);
        const { rows } = await c.db.pool.query(
          `SELECT count(*)::int AS n FROM journal WHERE scope = 'agent_commission' AND player_id = $1`,
          [agent.id],
        );
        expect(rows[0].n).toBe(1);
      }),
      { numRuns: 4 },
    );
  });
});
