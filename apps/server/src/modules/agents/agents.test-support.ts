import { randomBytes } from 'node:crypto';
import type { TAgentPlanConfig } from '@app/contract';
import { ORIGIN, randomPhone, randomUsername, uniqueIp } from '../auth/auth.test-support';
import type { Cashier, Player } from '../payments/payments.test-support';
import type { MemberInput, TreeAgent } from './agents.commission';
import { AgentsService } from './agents.service';

/** The service as the app wires it, with its clock at `now` (a closed month in tests). */
export function agentsAt(app: Cashier['app'], now: () => Date, opts: { earlyClose?: boolean } = {}): AgentsService {
  const s = app.services;
  return new AgentsService(app.db, {
    auth: () => s.auth,
    wallet: () => s.wallet,
    admin: () => s.admin,
    banks: () => s.banks,
    aml: () => s.aml,
    protection: () => s.protection,
    games: () => s.games,
    brand: () => s.system.brand(),
    now,
    earlyClose: () => opts.earlyClose === true,
  });
}

/*
 * A second, deliberately plain reading of docs/agents.md "Formulas" for the tests: bigint
 * arithmetic, children found by scanning, no helper shared with agents.commission.
 */

const floorShare = (amount: bigint, bps: number) => {
  const x = amount * BigInt(bps);
  const q = x / 10_000n;
  return x < 0n && q * 10_000n !== x ? q - 1n : q;
};

export function plainReading(
  plan: TAgentPlanConfig,
  agents: TreeAgent[],
  inputs: MemberInput[],
  carried: Map<number, number>,
) {
  const own = new Map<number, bigint>();
  const result = new Map<number, { net: bigint; active: number; own: bigint; carryOut: bigint; total: bigint }>();
  for (const a of agents) {
    let net = 0n;
    let active = 0;
    for (const m of inputs.filter((x) => x.agentId === a.id && x.excludedReason === null)) {
      const f = m.figures;
      const ggr = BigInt(f.stakes) - BigInt(f.wins);
      let n = ggr;
      if (plan.deductBonuses) n -= BigInt(f.bonuses);
      if (plan.deductRebates) n -= BigInt(f.rebates);
      if (plan.deductPaymentFees) n -= floorShare(BigInt(f.deposits + f.withdrawals), plan.paymentFeeBps);
      if (plan.deductPlatformFee && ggr > 0n) n -= floorShare(ggr, plan.platformFeeBps);
      net += n;
      if (f.deposits >= plan.activeMinDeposit && f.stakes >= plan.activeMinTurnover) active++;
    }
    const carry = plan.carryForward ? BigInt(Math.min(0, carried.get(a.id) ?? 0)) : 0n;
    const c = net + carry;
    const rate = Math.max(
      0,
      ...plan.tiers.filter((t) => c >= BigInt(t.minNetProfit) && active >= t.minActiveMembers).map((t) => t.rateBps),
    );
    const o = c > 0n ? floorShare(c, rate) : 0n;
    own.set(a.id, o);
    result.set(a.id, { net, active, own: o, carryOut: plan.carryForward && c < 0n ? c : 0n, total: o });
  }
  const levels = Math.min(plan.overrideBps.length, plan.maxDepth - 1);
  const walk = (root: number, id: number, depth: number) => {
    if (depth > levels) return;
    for (const child of agents.filter((x) => x.parentId === id)) {
      const r = result.get(root)!;
      r.total += floorShare(own.get(child.id)!, plan.overrideBps[depth - 1]!);
      walk(root, child.id, depth + 1);
    }
  };
  for (const a of agents) walk(a.id, a.id, 1);
  return result;
}

export const fingerprint = () => randomBytes(32).toString('hex');

/** Registers through the API with its own device and address (or the ones given). */
export async function registerVia(
  c: Cashier,
  ref: { aff_id?: string; agent_code?: string },
  fp = fingerprint(),
  ip = uniqueIp(),
): Promise<Player & { res: { statusCode: number; body: string } }> {
  const payload = {
    username: randomUsername('ag'),
    password: 'secret123',
    phone: randomPhone(),
    ageConfirmed: true,
    ...ref,
  };
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    cookies: { device_fingerprint: fp },
    headers: { origin: ORIGIN },
    remoteAddress: ip,
  });
  const body = res.json();
  return { id: body?.data?.user?.id, token: body?.data?.token, phone: payload.phone, username: payload.username, res };
}
