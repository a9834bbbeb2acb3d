import type { TAgentPlanConfig } from '@app/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMonth, type MemberInput, type TreeAgent } from './agents.commission';
import { plainReading } from './agents.test-support';

/*
 * The commission arithmetic against a second, deliberately plain reading of docs/agents.md
 * "Formulas": bigint arithmetic, children found by scanning, no shared helpers.
 */

const arbPlan: fc.Arbitrary<TAgentPlanConfig> = fc.record({
  maxDepth: fc.integer({ min: 1, max: 4 }),
  activeMinDeposit: fc.integer({ min: 0, max: 1_000_000 }),
  activeMinTurnover: fc.integer({ min: 0, max: 5_000_000 }),
  tiers: fc.array(
    fc.record({
      minNetProfit: fc.integer({ min: 0, max: 50_000_000 }),
      minActiveMembers: fc.integer({ min: 0, max: 4 }),
      rateBps: fc.integer({ min: 0, max: 10_000 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  deductBonuses: fc.boolean(),
  deductRebates: fc.boolean(),
  deductPaymentFees: fc.boolean(),
  paymentFeeBps: fc.integer({ min: 0, max: 1_000 }),
  deductPlatformFee: fc.boolean(),
  platformFeeBps: fc.integer({ min: 0, max: 5_000 }),
  carryForward: fc.boolean(),
  overrideBps: fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 3 }),
});

const money = fc.integer({ min: 0, max: 200_000_000 });
const arbMonth = fc
  .record({
    parents: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
    members: fc.array(
      fc.record({
        agent: fc.nat(),
        stakes: money,
        wins: money,
        bonuses: fc.integer({ min: 0, max: 10_000_000 }),
        rebates: fc.integer({ min: 0, max: 5_000_000 }),
        deposits: money,
        withdrawals: money,
        excluded: fc.oneof(fc.constant(null), fc.constant('shared_device')),
      }),
      { maxLength: 25 },
    ),
    carry: fc.array(fc.integer({ min: -100_000_000, max: 0 }), { maxLength: 8 }),
  })
  .map(({ parents, members, carry }) => {
    // agent i's parent is one of the agents before it, or none: always a tree
    const agents: TreeAgent[] = parents.map((p, i) => ({
      id: 100 + i,
      parentId: i === 0 || p % 3 === 0 ? null : 100 + (p % i),
    }));
    const inputs: MemberInput[] = members.map((m, i) => ({
      playerId: 1000 + i,
      agentId: 100 + (m.agent % agents.length),
      figures: {
        stakes: m.stakes,
        wins: m.wins,
        bonuses: m.bonuses,
        rebates: m.rebates,
        deposits: m.deposits,
        withdrawals: m.withdrawals,
      },
      excludedReason: m.excluded,
    }));
    const carriedIn = new Map(carry.map((c, i) => [100 + i, c]));
    return { agents, inputs, carriedIn };
  });

describe('computeMonth', () => {
  it('should agree with a plain reading of the formulas for every plan option, tree and month', () => {
    fc.assert(
      fc.property(arbPlan, arbMonth, (plan, { agents, inputs, carriedIn }) => {
        const got = computeMonth({ plan, agents, members: inputs, carriedIn });
        const want = plainReading(plan, agents, inputs, carriedIn);
        for (const a of agents) {
          const g = got.get(a.id)!;
          const w = want.get(a.id)!;
          expect(BigInt(g.netProfit)).toBe(w.net);
          expect(g.activeMembers).toBe(w.active);
          expect(BigInt(g.ownCommission)).toBe(w.own);
          expect(BigInt(g.carryOut)).toBe(w.carryOut);
          expect(BigInt(g.total)).toBe(w.total);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('should make every statement the sum of its lines, and never pay on a negative month', () => {
    fc.assert(
      fc.property(arbPlan, arbMonth, (plan, { agents, inputs, carriedIn }) => {
        for (const m of computeMonth({ plan, agents, members: inputs, carriedIn }).values()) {
          const counted = m.players.filter((p) => p.excludedReason === null);
          expect(m.netProfit).toBe(counted.reduce((s, p) => s + p.netProfit, 0));
          expect(m.overrideTotal).toBe(m.overrides.reduce((s, o) => s + o.amount, 0));
          expect(m.total).toBe(m.ownCommission + m.overrideTotal);
          expect(m.commissionable).toBe(m.netProfit + m.carriedIn);
          if (m.commissionable <= 0) expect(m.ownCommission).toBe(0);
          expect(m.ownCommission).toBeGreaterThanOrEqual(0);
          if (!plan.carryForward) expect([m.carriedIn, m.carryOut]).toEqual([0, 0]);
          // an excluded member never counts as active nor toward the net profit
          for (const p of m.players) if (p.excludedReason !== null) expect(p.active).toBe(false);
          // overrides never reach further down than the plan allows
          for (const o of m.overrides)
            expect(o.depth).toBeLessThanOrEqual(Math.min(plan.overrideBps.length, plan.maxDepth - 1));
        }
      }),
      { numRuns: 300 },
    );
  });
});
