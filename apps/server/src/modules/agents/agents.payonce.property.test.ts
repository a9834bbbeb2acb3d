import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCashier, type Cashier, cash, staffCall, staffToken } from '../payments/payments.test-support';
import { systemAccount } from '../wallet/wallet.types';
import type { AgentsService } from './agents.service';
import { monthBounds, vnMonth } from './agents.statements';
import { agentsAt, registerVia } from './agents.test-support';

/*
 * A statement's life in any order: scheduled closes on two instances, finance closing again,
 * approving and paying, each repeated and run side by side in random batches. Whatever the order,
 * nothing is paid before approval, the agent is paid once, and exactly the approved total.
 */

const step = fc.constantFrom('scheduledA', 'scheduledB', 'close', 'approve', 'pay', 'payByApprover');
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('AgentsService (pay once, any order)', () => {
  let c: Cashier;
  let approver: string;
  let payer: string;
  let a: AgentsService;
  let b: AgentsService;
  const month = vnMonth(new Date());
  const actor = { staffId: 0, ip: null };
  beforeAll(async () => {
    c = await buildCashier();
    approver = await staffToken(c, 'finance');
    payer = await staffToken(c, 'finance');
    actor.staffId = Number((await c.db.pool.query('SELECT id FROM staff ORDER BY id LIMIT 1')).rows[0].id);
    const after = () => new Date(monthBounds(month).to.getTime() + 60_000);
    a = agentsAt(c.app, after);
    b = agentsAt(c.app, after);
  });
  afterAll(() => c.close());

  it('should pay the approved total once whatever the order, repetition and overlap of closes, approvals and payments', async () => {
    const w = c.app.services.wallet;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 5 }),
        async (batches) => {
          await c.db.pool.query('DELETE FROM agent_month_closes');
          const agent = await registerVia(c, {});
          await a.make(agent.id, null, actor);
          const member = await registerVia(c, {});
          await a.move(member.id, agent.id, 'kiểm thử', actor);
          await w.credit({
            scope: 'deposit',
            externalId: randomUUID(),
            kind: 'deposit',
            playerId: member.id,
            amount: 3_000_000,
            from: systemAccount('payment_clearing', 'bank'),
          });
          await w.bet({ provider: 'house', transactionId: randomUUID(), playerId: member.id, amount: 2_000_000 });
          const before = await cash(c.app, agent.id);
          const current = async () => (await a.statements.list({ month, agentId: agent.id }))[0] ?? null;
          let approvedTotal: number | null = null;

          const run = async (s: Step) => {
            if (s === 'scheduledA' || s === 'scheduledB')
              return void (await (s === 'scheduledA' ? a : b).statements.closeDue());
            if (s === 'close') return void (await a.statements.close(month, actor));
            const st = await current();
            if (!st) return;
            const url = `/admin-api/agents/statements/${st.id}/${s === 'approve' ? 'approve' : 'pay'}`;
            const res = await staffCall(c, s === 'pay' ? payer : approver, 'POST', url);
            if (res.statusCode === 200) {
              const d = res.json().data;
              // answers of one batch arrive in any order: an approval's may come after the payment's
              if (s === 'approve') approvedTotal = d.total;
              if (s === 'pay') expect(d.status).toBe('paid');
              // the approver's payment is refused, unless someone else already paid: then it is a
              // repeat answered with the paid statement, and the journal count below says nothing moved
              if (s === 'payByApprover') expect(d.status).toBe('paid');
            } else {
              // refusals are the expected ones: not approved yet, same staff, replaced draft, frozen;
              // 503 SERVER_BUSY is a wait for a connection that ran out on a loaded machine
              expect([404, 409, 503], res.body).toContain(res.statusCode);
            }
          };
          for (const batch of batches) await Promise.all(batch.map(run));
          // then finance finishes the job: a statement exists, is approved and is paid
          if (!(await current())) await a.statements.close(month, actor);
          await run('approve');
          await run('pay');
          await run('pay');

          const final = (await current())!;
          expect(final.status).toBe('paid');
          expect(final.total).toBe(approvedTotal);
          expect(final.total).toBeGreaterThan(0);
          expect(await cash(c.app, agent.id)).toBe(before + final.total);
          const { rows } = await c.db.pool.query(
            `SELECT count(*)::int AS n, sum(e.amount)::bigint AS amount FROM journal j
               JOIN entries e ON e.journal_id = j.id
              WHERE j.scope = 'agent_commission' AND e.player_id = $1`,
            [agent.id],
          );
          expect(rows[0].n).toBe(1);
          expect(Number(rows[0].amount)).toBe(final.total);
        },
      ),
      { numRuns: 5 },
    );
    // each close computes every agent the earlier runs made: slower than one statement's test
  }, 60_000);
});
