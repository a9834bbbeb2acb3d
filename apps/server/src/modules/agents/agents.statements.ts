import {
  AgentMessage,
  DEFAULT_AGENT_PLAN,
  type TAgentPlanConfig,
  type TMemberFigures,
  type TStatement,
  type TStatementDetail,
} from '@app/contract';
import type { TextKey } from '@app/contract/texts';
import { AppError } from '../../http/errors';
import { texts } from '../../http/locale';
import type { StaffActor } from '../admin/admin.service';
import { systemAccount } from '../wallet/wallet.types';
import { type AgentMonth, computeMonth, type MemberInput } from './agents.commission';
import type { AgentsPorts } from './agents.ports';
import type { AgentsRepository, LineRow, StatementRow } from './agents.repository';

export const ZERO_FIGURES: TMemberFigures = { stakes: 0, wins: 0, bonuses: 0, rebates: 0, deposits: 0, withdrawals: 0 };

/** The system account agent commissions are paid from (a promotions expense of its own). */
export const AGENT_COMMISSION_ACCOUNT = systemAccount('promotions_expense', 'agents');

const agentError = (status: number, code: keyof typeof AgentMessage) => new AppError(status, code, AgentMessage[code]);

/** `YYYY-MM` of a Vietnam month -> its bounds as instants (Vietnam is UTC+7 all year). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const offset = 7 * 3600_000;
  return { from: new Date(Date.UTC(y, m - 1, 1) - offset), to: new Date(Date.UTC(y, m, 1) - offset) };
}

/**
 * What a statement covers: its month, up to the moment it was computed when that came first (a
 * month closed early on a test server, decision 166). A month closed after it ended, as every
 * real one is, covers the whole month.
 */
export function statementWindow(month: string, computedAt?: Date): { from: Date; to: Date } {
  const { from, to } = monthBounds(month);
  return { from, to: computedAt && computedAt < to ? computedAt : to };
}

/** The Vietnam month an instant falls in. */
export function vnMonth(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 7);
}

/** A month as one integer (for a per-month lock). */
const monthKey = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));

export function previousMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Monthly statements: computed from the ledger after the month closes, frozen once finance
 * approves, paid into the agent's cash through the wallet exactly once (decision 137).
 */
export class AgentsStatements {
  constructor(
    private readonly repo: AgentsRepository,
    private readonly ports: AgentsPorts,
  ) {}

  async plan(month: string): Promise<{ id: number | null; config: TAgentPlanConfig; effectiveMonth: string }> {
    const p = await this.repo.planFor(month, this.ports.brand().appName);
    return p
      ? { id: p.id, config: p.config, effectiveMonth: p.effective_month }
      : { id: null, config: DEFAULT_AGENT_PLAN, effectiveMonth: '2000-01' };
  }

  /**
   * The month computed for the given agents (all active agents when closing): members' ledger
   * figures, the abuse exclusions, where commission stopped, last month's carry, the tier and
   * the overrides.
   */
  async compute(month: string, opts: { agentIds?: number[]; until?: Date } = {}): Promise<Map<number, AgentMonth>> {
    const plan = await this.plan(month);
    const active = (await this.repo.agents({ status: 'active' })).filter(
      (a) => !opts.agentIds || opts.agentIds.includes(a.player_id),
    );
    const members = await this.repo.members(active.map((a) => a.player_id));
    const ids = members.map((m) => m.player_id);
    const { from, to } = statementWindow(month, opts.until);
    const stops = await this.stops(ids);
    // a member stopped inside the month counts up to that moment: their rows are summed to it
    const cut = (id: number) => {
      const at = stops.get(id)?.at;
      return at && at > from && at < to ? at : null;
    };
    const wallet = this.ports.wallet();
    const figures = await wallet.agentFigures(
      ids.filter((id) => !cut(id)),
      from,
      to,
    );
    for (const id of ids) {
      const at = cut(id);
      if (at) figures.set(id, (await wallet.agentFigures([id], from, at)).get(id) ?? ZERO_FIGURES);
    }
    const excluded = await this.exclusions(active.map((a) => a.player_id));
    const held = await this.ports.aml().bonusAbuseHolds(ids);
    const inputs: MemberInput[] = members.map((m) => {
      const stop = stops.get(m.player_id);
      return {
        playerId: m.player_id,
        agentId: m.agent_id,
        figures: figures.get(m.player_id) ?? ZERO_FIGURES,
        excludedReason:
          excluded.get(`${m.agent_id}:${m.player_id}`) ??
          (held.has(m.player_id) ? 'aml_bonus_abuse' : null) ??
          (stop && stop.at <= from ? stop.reason : null),
        countedUntil: cut(m.player_id),
      };
    });
    return computeMonth({
      plan: plan.config,
      agents: active.map((a) => ({ id: a.player_id, parentId: a.parent_id })),
      members: inputs,
      carriedIn: await this.repo.carryOuts(previousMonth(month)),
    });
  }

  /**
   * Where each member stops counting for good: the first self-exclusion, or the first time staff
   * closed the account, whichever came first (docs/agents.md "Abuse rules").
   */
  async stops(playerIds: number[]): Promise<Map<number, { at: Date; reason: 'self_excluded' | 'account_closed' }>> {
    const [excludedAt, closedAt] = await Promise.all([
      this.ports.protection().selfExclusionStarts(playerIds),
      this.ports.admin().firstAudit('player.disable', 'player', playerIds),
    ]);
    const out = new Map<number, { at: Date; reason: 'self_excluded' | 'account_closed' }>();
    for (const [id, at] of excludedAt) out.set(id, { at, reason: 'self_excluded' });
    for (const [id, at] of closedAt) {
      const before = out.get(id);
      if (!before || at < before.at) out.set(id, { at, reason: 'account_closed' });
    }
    return out;
  }

  /**
   * The abuse rules (docs/agents.md): a member who shares a device, an address or a bank account
   * (its number or its holder) with their agent is flagged for review and does not count while
   * the flag is open or confirmed.
   */
  async exclusions(agentIds: number[]): Promise<Map<string, string>> {
    const auth = this.ports.auth();
    for (const agentId of agentIds) {
      const members = new Set((await this.repo.members([agentId])).map((m) => m.player_id));
      if (!members.size) continue;
      for (const link of await auth.linksOfPlayer(agentId)) {
        for (const playerId of link.playerIds) {
          if (!members.has(playerId)) continue;
          const reason = link.kind === 'device' ? 'shared_device' : 'shared_address';
          await this.repo.raiseFlag(agentId, playerId, reason, link.value);
        }
      }
      for (const shared of await this.ports.banks().sharedWith(agentId, [...members])) {
        await this.repo.raiseFlag(agentId, shared.playerId, 'shared_bank', shared.detail);
      }
    }
    const out = new Map<string, string>();
    for (const f of await this.repo.excludedMembers(agentIds)) out.set(`${f.agent_id}:${f.player_id}`, f.reason);
    return out;
  }

  /**
   * Computes the month's statements (a month that ended in Vietnam time); drafts are replaced,
   * approved and paid ones kept. `actor` null is the scheduled close, which computes a month
   * only once: it does nothing when the month was closed already (by it or by finance).
   * Closes of one month are serialised, so a scheduled and a manual close cannot interleave.
   */
  async close(month: string, actor: StaffActor | null): Promise<number | null> {
    const now = this.ports.now();
    // Only finance, only the running month, only on a test server (decision 166): the statements
    // then cover the month up to now, and their drill-down stops at the same moment.
    const early =
      monthBounds(month).to.getTime() > now.getTime() &&
      actor !== null &&
      this.ports.earlyClose?.() === true &&
      month === vnMonth(now);
    if (monthBounds(month).to.getTime() > now.getTime() && !early) throw agentError(409, 'MONTH_NOT_CLOSED');
    if (actor === null && (await this.repo.isClosed(month))) return null;
    const plan = await this.plan(month);
    const computed = [...(await this.compute(month, { until: now })).values()];
    const written = await this.repo.tx(async (c) => {
      await c.query(`SELECT pg_advisory_xact_lock(hashtext('agent_month_close'), $1)`, [monthKey(month)]);
      if (actor === null && (await this.repo.isClosed(month, c))) return null;
      const n = await this.repo.writeMonth(c, month, plan, computed, now);
      await this.repo.recordClose(c, month, actor?.staffId ?? null, n);
      if (actor) {
        await this.ports
          .admin()
          .audit(
            actor,
            'agents.month_closed',
            { type: 'agent_month', id: month },
            { statements: n, planId: plan.id, ...(early ? { early: true, until: now.toISOString() } : {}) },
            c,
          );
      }
      return n;
    });
    if (actor === null && written !== null) {
      await this.ports
        .admin()
        .auditSystem(
          'agents.month_closed',
          { type: 'agent_month', id: month },
          { statements: written, planId: plan.id, scheduled: true },
          null,
        );
    }
    return written;
  }

  /** The scheduled job (once an hour, claimed across instances): closes last month if nobody has. */
  closeDue(): Promise<number | null> {
    return this.close(previousMonth(vnMonth(this.ports.now())), null);
  }

  async closes() {
    return (await this.repo.closes()).map((r) => ({
      month: r.month,
      closedBy: r.closed_by,
      statements: r.statements,
      closedAt: r.closed_at.toISOString(),
    }));
  }

  async approve(id: number, actor: StaffActor): Promise<TStatementDetail> {
    await this.repo.tx(async (c) => {
      const s = await this.repo.statement(id, c, true);
      if (!s) throw agentError(404, 'STATEMENT_NOT_FOUND');
      if (s.status !== 'draft') throw agentError(409, 'STATEMENT_NOT_DRAFT');
      await this.repo.approve(c, id, actor.staffId);
      await this.ports.admin().audit(
        actor,
        'agents.statement_approved',
        { type: 'agent_statement', id },
        {
          agentId: s.agent_id,
          month: s.month,
          total: s.total,
        },
        c,
      );
    });
    return this.detail(id);
  }

  /**
   * Pays an approved statement into the agent's cash: the statement row is locked, the ledger
   * credit is keyed by the statement, and the paid mark commits with it, so a repeated or
   * concurrent request pays once. Paying is a second person's act: not the approver.
   */
  async pay(id: number, actor: StaffActor): Promise<TStatementDetail> {
    await this.repo.tx(async (c) => {
      const s = await this.repo.statement(id, c, true);
      if (!s) throw agentError(404, 'STATEMENT_NOT_FOUND');
      if (s.status === 'paid') return;
      if (s.status !== 'approved') throw agentError(409, 'STATEMENT_NOT_APPROVED');
      if (s.approved_by === actor.staffId) throw agentError(409, 'STATEMENT_SAME_STAFF');
      const journal =
        s.total > 0
          ? await this.ports.wallet().credit(
              {
                scope: 'agent_commission',
                externalId: `statement:${s.id}`,
                kind: 'agent_commission',
                playerId: s.agent_id,
                amount: s.total,
                from: AGENT_COMMISSION_ACCOUNT,
                meta: { statementId: s.id, month: s.month },
              },
              c,
            )
          : null;
      await this.repo.markPaid(c, id, actor.staffId, journal?.journalId ?? null);
      await this.ports.admin().audit(
        actor,
        'agents.statement_paid',
        { type: 'agent_statement', id },
        {
          agentId: s.agent_id,
          month: s.month,
          total: s.total,
          journalId: journal?.journalId ?? null,
        },
        c,
      );
    });
    return this.detail(id);
  }

  async list(filter: { agentId?: number; month?: string; status?: string }): Promise<TStatement[]> {
    const rows = await this.repo.statements(filter);
    const names = await this.ports.auth().playersByIds([...new Set(rows.map((r) => r.agent_id))]);
    return rows.map((r) => statementView(r, names.get(r.agent_id)?.username ?? '?'));
  }

  async detail(id: number, agentId?: number): Promise<TStatementDetail> {
    const s = await this.repo.statement(id);
    if (!s || (agentId !== undefined && s.agent_id !== agentId)) throw agentError(404, 'STATEMENT_NOT_FOUND');
    const lines = await this.repo.lines(id);
    const names = await this.ports.auth().playersByIds([s.agent_id, ...lines.map((l) => l.player_id)]);
    const masked = agentId !== undefined;
    return {
      ...statementView(s, names.get(s.agent_id)?.username ?? '?'),
      lines: lines.map((l) => lineView(l, names.get(l.player_id)?.username ?? '?', masked)),
    };
  }

  /** The journal rows behind one member line of a statement: the drill-down to the đồng. */
  async lineRows(id: number, playerId: number, agentId?: number) {
    const s = await this.repo.statement(id);
    if (!s || (agentId !== undefined && s.agent_id !== agentId)) throw agentError(404, 'STATEMENT_NOT_FOUND');
    const line = (await this.repo.lines(id)).find((l) => l.kind === 'player' && l.player_id === playerId);
    if (!line) throw agentError(404, 'STATEMENT_NOT_FOUND');
    const { from, to } = statementWindow(s.month, s.computed_at);
    const rows = await this.ports.wallet().agentFigureRows(playerId, from, line.counted_until ?? to);
    return rows.map((r) => ({
      journalId: r.journalId,
      kind: r.kind,
      figure: r.figure,
      amount: r.amount,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The statement as CSV (Vietnamese headers), one row per line. */
  async csv(id: number, agentId?: number): Promise<string> {
    const d = await this.detail(id, agentId);
    // in the language of the request: the agent's on the site, the staff member's in the back office
    const t = texts();
    const c = (key: string) => t(`agents.csv.${key}` as TextKey);
    const head = [
      'line',
      'kind',
      'member',
      'depth',
      'stakes',
      'wins',
      'bonuses',
      'rebates',
      'deposits',
      'withdrawals',
      'paymentFees',
      'platformFee',
      'netProfit',
      'active',
      'excluded',
      'base',
      'rate',
      'amount',
    ].map(c);
    const cell = (v: unknown) => {
      const s = v === null || v === undefined ? '' : String(v);
      // a leading =, +, - or @ would run as a formula in a spreadsheet
      const safe = /^[=+\-@]/.test(s) && !/^-?\d+$/.test(s) ? `'${s}` : s;
      return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    };
    const rows = d.lines.map((l) =>
      [
        l.line,
        l.kind === 'player' ? c('player') : c('subAgent'),
        l.username,
        l.depth,
        l.stakes,
        l.wins,
        l.bonuses,
        l.rebates,
        l.deposits,
        l.withdrawals,
        l.paymentFees,
        l.platformFee,
        l.netProfit,
        l.active ? c('yes') : c('no'),
        l.excludedReason ?? '',
        l.base,
        l.rateBps,
        l.amount,
      ]
        .map(cell)
        .join(','),
    );
    const summary = [
      [c('month'), d.month],
      [c('netProfit'), d.netProfit],
      [c('carriedIn'), d.carriedIn],
      [c('commissionable'), d.commissionable],
      [c('rate'), d.rateBps],
      [c('ownCommission'), d.ownCommission],
      [c('overrideTotal'), d.overrideTotal],
      [c('total'), d.total],
    ].map((pair) => pair.map(cell).join(','));
    return `\uFEFF${[head.join(','), ...rows, '', ...summary].join('\r\n')}\r\n`;
  }
}

export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

function statementView(r: StatementRow, agentUsername: string): TStatement {
  return {
    id: r.id,
    agentId: r.agent_id,
    agentUsername,
    month: r.month,
    status: r.status,
    plan: r.plan,
    netProfit: r.net_profit,
    activeMembers: r.active_members,
    carriedIn: r.carried_in,
    commissionable: r.commissionable,
    rateBps: r.rate_bps,
    ownCommission: r.own_commission,
    overrideTotal: r.override_total,
    total: r.total,
    carryOut: r.carry_out,
    computedAt: r.computed_at.toISOString(),
    approvedAt: r.approved_at?.toISOString() ?? null,
    paidAt: r.paid_at?.toISOString() ?? null,
    journalId: r.journal_id,
  };
}

function lineView(l: LineRow, username: string, masked: boolean) {
  return {
    line: l.line,
    kind: l.kind,
    playerId: l.player_id,
    username: masked ? maskName(username) : username,
    depth: l.depth,
    stakes: l.stakes,
    wins: l.wins,
    bonuses: l.bonuses,
    rebates: l.rebates,
    deposits: l.deposits,
    withdrawals: l.withdrawals,
    paymentFees: l.payment_fees,
    platformFee: l.platform_fee,
    netProfit: l.net_profit,
    active: l.active,
    excludedReason: l.excluded_reason,
    countedUntil: l.counted_until?.toISOString() ?? null,
    base: l.base,
    rateBps: l.rate_bps,
    amount: l.amount,
  };
}
