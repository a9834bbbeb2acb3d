import type { TAgentPlanConfig, TMemberFigures } from '@app/contract';

/*
 * The month's commission of every agent, as a pure function of the plan, the tree, the members'
 * ledger figures and last month's carry (docs/agents.md "Formulas"). Everything is integer VND;
 * every rounding is a floor, so the operator never pays a fraction of a đồng more than the plan says.
 */

export interface TreeAgent {
  id: number;
  parentId: number | null;
}

export interface MemberInput {
  playerId: number;
  agentId: number;
  figures: TMemberFigures;
  /** why the member does not count this month (shared device, address or bank, AML); null: counts */
  excludedReason: string | null;
  /** the member self-excluded or was closed in the month: the figures are up to this moment */
  countedUntil?: Date | null;
}

export interface PlayerLine extends TMemberFigures {
  playerId: number;
  paymentFees: number;
  platformFee: number;
  netProfit: number;
  active: boolean;
  excludedReason: string | null;
  countedUntil: Date | null;
}

export interface OverrideLine {
  subAgentId: number;
  depth: number;
  /** the sub-agent's net profit, shown beside the override */
  netProfit: number;
  /** the sub-agent's own commission the override is taken on */
  base: number;
  rateBps: number;
  amount: number;
}

export interface AgentMonth {
  agentId: number;
  players: PlayerLine[];
  overrides: OverrideLine[];
  netProfit: number;
  activeMembers: number;
  carriedIn: number;
  commissionable: number;
  rateBps: number;
  ownCommission: number;
  overrideTotal: number;
  total: number;
  carryOut: number;
}

const share = (amount: number, bps: number) => Math.floor((amount * bps) / 10_000);

/** A member's line: net profit = losses - wins - each deduction the plan switches on. */
export function playerLine(plan: TAgentPlanConfig, m: MemberInput): PlayerLine {
  const f = m.figures;
  const ggr = f.stakes - f.wins;
  const bonuses = plan.deductBonuses ? f.bonuses : 0;
  const rebates = plan.deductRebates ? f.rebates : 0;
  const paymentFees = plan.deductPaymentFees ? share(f.deposits + f.withdrawals, plan.paymentFeeBps) : 0;
  const platformFee = plan.deductPlatformFee && ggr > 0 ? share(ggr, plan.platformFeeBps) : 0;
  const counts = m.excludedReason === null;
  return {
    playerId: m.playerId,
    ...f,
    paymentFees,
    platformFee,
    netProfit: ggr - bonuses - rebates - paymentFees - platformFee,
    active: counts && f.deposits >= plan.activeMinDeposit && f.stakes >= plan.activeMinTurnover,
    excludedReason: m.excludedReason,
    countedUntil: m.countedUntil ?? null,
  };
}

/** The best rate whose net-profit and active-member thresholds the month reaches; 0 if none. */
export function tierRate(plan: TAgentPlanConfig, commissionable: number, activeMembers: number): number {
  let rate = 0;
  for (const t of plan.tiers) {
    if (commissionable >= t.minNetProfit && activeMembers >= t.minActiveMembers && t.rateBps > rate) rate = t.rateBps;
  }
  return rate;
}

export function computeMonth(input: {
  plan: TAgentPlanConfig;
  agents: TreeAgent[];
  members: MemberInput[];
  /** last month's carry-out per agent (<= 0); ignored when the plan does not carry forward */
  carriedIn: Map<number, number>;
}): Map<number, AgentMonth> {
  const { plan } = input;
  const out = new Map<number, AgentMonth>();
  for (const a of input.agents) {
    out.set(a.id, {
      agentId: a.id,
      players: [],
      overrides: [],
      netProfit: 0,
      activeMembers: 0,
      carriedIn: 0,
      commissionable: 0,
      rateBps: 0,
      ownCommission: 0,
      overrideTotal: 0,
      total: 0,
      carryOut: 0,
    });
  }
  for (const m of [...input.members].sort((a, b) => a.playerId - b.playerId)) {
    const month = out.get(m.agentId);
    if (!month) continue;
    const line = playerLine(plan, m);
    month.players.push(line);
    if (line.excludedReason === null) month.netProfit += line.netProfit;
    if (line.active) month.activeMembers++;
  }
  for (const month of out.values()) {
    month.carriedIn = plan.carryForward ? Math.min(0, input.carriedIn.get(month.agentId) ?? 0) : 0;
    month.commissionable = month.netProfit + month.carriedIn;
    month.rateBps = tierRate(plan, month.commissionable, month.activeMembers);
    month.ownCommission = month.commissionable > 0 ? share(month.commissionable, month.rateBps) : 0;
    month.carryOut = plan.carryForward && month.commissionable < 0 ? month.commissionable : 0;
  }
  // Overrides: each agent takes overrideBps[d - 1] of the own commission of every sub-agent d
  // levels below, for d up to the plan's override levels (and never past the tree's depth).
  const parent = new Map(input.agents.map((a) => [a.id, a.parentId]));
  const levels = Math.min(plan.overrideBps.length, Math.max(0, plan.maxDepth - 1));
  for (const sub of [...out.values()].sort((a, b) => a.agentId - b.agentId)) {
    let up = parent.get(sub.agentId) ?? null;
    for (let d = 1; d <= levels && up !== null; d++) {
      const month = out.get(up);
      if (!month) break;
      const rateBps = plan.overrideBps[d - 1] ?? 0;
      month.overrides.push({
        subAgentId: sub.agentId,
        depth: d,
        netProfit: sub.netProfit,
        base: sub.ownCommission,
        rateBps,
        amount: share(sub.ownCommission, rateBps),
      });
      up = parent.get(up) ?? null;
    }
  }
  for (const month of out.values()) {
    month.overrideTotal = month.overrides.reduce((s, o) => s + o.amount, 0);
    month.total = month.ownCommission + month.overrideTotal;
  }
  return out;
}
