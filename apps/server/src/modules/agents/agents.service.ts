import { randomInt } from 'node:crypto';
import {
  AgentMessage,
  DEFAULT_AGENT_PLAN,
  type TAgent,
  type TAgentPlan,
  type TAgentPlanConfig,
  type TAgentProductReport,
  type TStatement,
  type TStatementDetail,
} from '@app/contract';
import type { Db, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { StaffActor } from '../admin/admin.service';
import type { AgentsPorts } from './agents.ports';
import { AgentProducts } from './agents.products';
import { type AgentRow, AgentsRepository, type FlagRow, type PlanRow } from './agents.repository';
import { AgentsStatements, maskName, vnMonth, ZERO_FIGURES } from './agents.statements';
import { planTerms } from './agents.texts';

const agentError = (status: number, code: keyof typeof AgentMessage) => new AppError(status, code, AgentMessage[code]);

// no 0/O or 1/I, so a code read aloud or copied by hand is unambiguous
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The agent programme (docs/agents.md): agents and their tree, who belongs to whom, the plans,
 * the abuse flags, the agent's portal and the monthly statements (agents.statements).
 */
export class AgentsService {
  private readonly repo: AgentsRepository;
  readonly statements: AgentsStatements;
  private readonly products: AgentProducts;

  constructor(
    db: Db,
    private readonly ports: AgentsPorts,
  ) {
    this.repo = new AgentsRepository(db);
    this.statements = new AgentsStatements(this.repo, ports);
    this.products = new AgentProducts(this.repo, ports, this.statements);
  }

  // ─── attribution (called by registration) ──────────────────────────────

  /** An agent code typed at registration must be an active agent's, checked before the account exists. */
  async assertCode(code: string): Promise<void> {
    const a = await this.repo.agentByCode(code);
    if (a?.status !== 'active') throw agentError(400, 'AGENT_CODE_UNKNOWN');
  }

  /**
   * A new player belongs to the agent whose code they typed or whose link (`aff_id`) brought
   * them; a typed code wins over the link. Unknown `aff_id` values are other affiliates' and ignored.
   */
  async attribute(playerId: number, ref: { code: string | null; affId: string | null }): Promise<number | null> {
    for (const [value, source] of [
      [ref.code, 'code'],
      [ref.affId, 'link'],
    ] as const) {
      if (!value || !/^[A-Za-z0-9]{4,16}$/.test(value)) continue;
      const a = await this.repo.agentByCode(value);
      if (a?.status !== 'active' || a.player_id === playerId) continue;
      await this.repo.attribute(playerId, a.player_id, source);
      return a.player_id;
    }
    return null;
  }

  // ─── agents and the tree ───────────────────────────────────────────────

  /** A player asks to become an agent; under the agent they belong to, if any. */
  async apply(playerId: number): Promise<TAgent> {
    const member = await this.repo.member(playerId);
    await this.create(playerId, member?.agent_id ?? null, 'pending', null);
    return this.agentView(playerId);
  }

  /** Staff make a player an agent (active at once), optionally under a parent agent. */
  async make(playerId: number, parentId: number | null, actor: StaffActor): Promise<TAgent> {
    if (!(await this.ports.auth().getPlayer(playerId))) throw agentError(404, 'PLAYER_NOT_FOUND');
    await this.create(playerId, parentId, 'active', actor);
    return this.agentView(playerId);
  }

  private async create(
    playerId: number,
    parentId: number | null,
    status: 'pending' | 'active',
    actor: StaffActor | null,
  ): Promise<void> {
    const { config } = await this.statements.plan(vnMonth(this.ports.now()));
    await this.repo.tx(async (c) => {
      let depth = 1;
      if (parentId !== null) {
        const parent = await this.repo.agent(parentId, c, true);
        if (!parent) throw agentError(404, 'AGENT_NOT_FOUND');
        if (parent.status !== 'active') throw agentError(409, 'AGENT_NOT_ACTIVE');
        if (parent.player_id === playerId) throw agentError(409, 'AGENT_CYCLE');
        depth = parent.depth + 1;
        if (depth > config.maxDepth) throw agentError(409, 'AGENT_TOO_DEEP');
      }
      for (let attempt = 0; ; attempt++) {
        const code = newCode();
        if (await this.repo.agentByCode(code, c)) {
          if (attempt > 5) throw new Error('no free agent code');
          continue;
        }
        const created = await this.repo.insertAgent(
          c,
          { playerId, parentId, depth, code, status },
          actor?.staffId ?? null,
        );
        if (!created) throw agentError(409, 'AGENT_EXISTS');
        break;
      }
      if (actor) {
        await this.ports
          .admin()
          .audit(actor, 'agents.agent_made', { type: 'player', id: playerId }, { parentId, depth }, c);
      }
    });
  }

  async decide(playerId: number, status: 'active' | 'rejected', actor: StaffActor): Promise<TAgent> {
    await this.repo.tx(async (c) => {
      const a = await this.repo.agent(playerId, c, true);
      if (!a) throw agentError(404, 'AGENT_NOT_FOUND');
      if (a.status !== 'pending') throw agentError(409, 'AGENT_NOT_PENDING');
      if (status === 'active' && a.parent_id !== null) {
        const parent = await this.repo.agent(a.parent_id, c);
        if (parent?.status !== 'active') throw agentError(409, 'AGENT_NOT_ACTIVE');
      }
      await this.repo.setAgentStatus(c, playerId, status, actor.staffId);
      await this.ports
        .admin()
        .audit(
          actor,
          status === 'active' ? 'agents.agent_approved' : 'agents.agent_rejected',
          { type: 'player', id: playerId },
          {},
          c,
        );
    });
    return this.agentView(playerId);
  }

  /** Staff move a player to another agent (or out of the programme), with the reason audited. */
  async move(playerId: number, agentId: number | null, reason: string, actor: StaffActor) {
    if (!(await this.ports.auth().getPlayer(playerId))) throw agentError(404, 'PLAYER_NOT_FOUND');
    await this.repo.tx(async (c) => {
      const before = await this.repo.member(playerId, c, true);
      if (agentId !== null) {
        if (agentId === playerId) throw agentError(409, 'AGENT_SELF');
        const a = await this.repo.agent(agentId, c);
        if (!a) throw agentError(404, 'AGENT_NOT_FOUND');
        if (a.status !== 'active') throw agentError(409, 'AGENT_NOT_ACTIVE');
      }
      await this.repo.moveMember(c, playerId, agentId);
      await this.ports
        .admin()
        .audit(
          actor,
          'agents.member_moved',
          { type: 'player', id: playerId },
          { from: before?.agent_id ?? null, to: agentId, reason },
          c,
        );
    });
    return { playerId, agentId };
  }

  async list(status?: string): Promise<TAgent[]> {
    return this.views(await this.repo.agents({ status }));
  }

  async tree(playerId: number): Promise<TAgent[]> {
    const rows = await this.repo.subtree(playerId);
    if (!rows.length) throw agentError(404, 'AGENT_NOT_FOUND');
    return this.views(rows);
  }

  async agentView(playerId: number): Promise<TAgent> {
    const a = await this.repo.agent(playerId);
    if (!a) throw agentError(404, 'AGENT_NOT_FOUND');
    return (await this.views([a]))[0]!;
  }

  private async views(rows: AgentRow[]): Promise<TAgent[]> {
    const names = await this.ports.auth().playersByIds(rows.map((r) => r.player_id));
    const brand = this.ports.brand();
    return rows.map((a) => ({
      playerId: a.player_id,
      username: names.get(a.player_id)?.username ?? '?',
      parentId: a.parent_id,
      depth: a.depth,
      code: a.code,
      link: `/?a=${a.code}`,
      url: `${brand.siteUrl}/?a=${a.code}`,
      brand: brand.appName,
      status: a.status,
      members: a.members,
      subAgents: a.sub_agents,
      createdAt: a.created_at.toISOString(),
      approvedAt: a.approved_at?.toISOString() ?? null,
    }));
  }

  // ─── the agent's portal ────────────────────────────────────────────────

  private async activeAgent(playerId: number): Promise<AgentRow> {
    const a = await this.repo.agent(playerId);
    if (!a) throw agentError(404, 'AGENT_NOT_FOUND');
    if (a.status !== 'active') throw agentError(403, 'AGENT_NOT_ACTIVE');
    return a;
  }

  /** The month so far, computed the way the statement will be. */
  async dashboard(playerId: number) {
    const agent = await this.agentView(playerId);
    const month = vnMonth(this.ports.now());
    const terms = planTerms((await this.statements.plan(month)).config);
    if (agent.status !== 'active') {
      return { agent, month, registrations: 0, activeMembers: 0, deposits: 0, turnover: 0, netProfit: 0, terms };
    }
    const m = (await this.statements.compute(month, { agentIds: [playerId] })).get(playerId);
    const members = await this.repo.members([playerId]);
    const since = new Date(Date.parse(`${month}-01T00:00:00+07:00`));
    return {
      agent,
      month,
      registrations: members.filter((x) => x.attributed_at >= since).length,
      activeMembers: m?.activeMembers ?? 0,
      deposits: (m?.players ?? []).reduce((s, p) => s + p.deposits, 0),
      turnover: (m?.players ?? []).reduce((s, p) => s + p.stakes, 0),
      netProfit: m?.netProfit ?? 0,
      terms,
    };
  }

  /** Members with the month's activity; names masked (the agent is not staff). */
  async members(playerId: number) {
    await this.activeAgent(playerId);
    const month = vnMonth(this.ports.now());
    const m = (await this.statements.compute(month, { agentIds: [playerId] })).get(playerId);
    const lines = new Map((m?.players ?? []).map((p) => [p.playerId, p]));
    const members = await this.repo.members([playerId]);
    const names = await this.ports.auth().playersByIds(members.map((x) => x.player_id));
    return members.map((x) => {
      const l = lines.get(x.player_id);
      return {
        playerId: x.player_id,
        username: maskName(names.get(x.player_id)?.username ?? '?'),
        source: x.source,
        registeredAt: x.attributed_at.toISOString(),
        figures: l
          ? {
              stakes: l.stakes,
              wins: l.wins,
              bonuses: l.bonuses,
              rebates: l.rebates,
              deposits: l.deposits,
              withdrawals: l.withdrawals,
            }
          : ZERO_FIGURES,
        active: l?.active ?? false,
        excludedReason: l?.excludedReason ?? null,
      };
    });
  }

  async subAgents(playerId: number): Promise<TAgent[]> {
    await this.activeAgent(playerId);
    const subs = await this.views(await this.repo.agents({ parentId: playerId }));
    return subs.map((a) => ({ ...a, username: maskName(a.username), code: '', link: '', url: '' }));
  }

  async myStatements(playerId: number): Promise<TStatement[]> {
    await this.activeAgent(playerId);
    return (await this.statements.list({ agentId: playerId })).filter((s) => s.status !== 'draft');
  }

  /** An agent sees their statements once finance approved them (a draft may still change). */
  async myStatement(playerId: number, id: number): Promise<TStatementDetail> {
    const d = await this.statements.detail(id, playerId);
    if (d.status === 'draft') throw agentError(404, 'STATEMENT_NOT_FOUND');
    return d;
  }

  async myStatementRows(playerId: number, id: number, memberId: number) {
    await this.myStatement(playerId, id);
    return this.statements.lineRows(id, memberId, playerId);
  }

  /** The agent's month by product (this month by default): statements only once approved. */
  async myProducts(playerId: number, month = vnMonth(this.ports.now())): Promise<TAgentProductReport> {
    await this.activeAgent(playerId);
    return this.products.report(playerId, month, true);
  }

  /** Staff's report per product of an agent's month (a draft statement included). */
  async productReport(agentId: number, month = vnMonth(this.ports.now())): Promise<TAgentProductReport> {
    await this.agentView(agentId);
    return this.products.report(agentId, month, false);
  }

  async myStatementCsv(playerId: number, id: number): Promise<string> {
    await this.myStatement(playerId, id);
    return this.statements.csv(id, playerId);
  }

  // ─── plans and flags (staff) ───────────────────────────────────────────

  /** The published plan in force for a month (this month by default), with its generated terms. */
  async plan(month = vnMonth(this.ports.now())): Promise<TAgentPlan> {
    const p = await this.repo.planFor(month, this.ports.brand().appName);
    if (p) return planView(p);
    return {
      id: null,
      brand: null,
      effectiveMonth: month,
      config: DEFAULT_AGENT_PLAN,
      status: 'published',
      createdAt: null,
      publishedAt: null,
      terms: planTerms(DEFAULT_AGENT_PLAN),
    };
  }

  /** The brand's versions: drafts, the published ones and those they superseded. */
  async planVersions(): Promise<TAgentPlan[]> {
    return (await this.repo.planVersions(this.ports.brand().appName)).map(planView);
  }

  /** Saves the brand's draft for `effectiveMonth` (replacing an earlier draft of that month); audited. */
  async saveDraft(effectiveMonth: string, config: TAgentPlanConfig, actor: StaffActor): Promise<TAgentPlan> {
    const brand = this.ports.brand().appName;
    const id = await this.repo.tx(async (c) => {
      await this.assertMonthOpen(effectiveMonth, c);
      const id = await this.repo.saveDraft(c, brand, effectiveMonth, config, actor.staffId);
      await this.ports
        .admin()
        .audit(actor, 'agents.plan_draft_saved', { type: 'agent_plan', id }, { brand, effectiveMonth, config }, c);
      return id;
    });
    return planView((await this.repo.planById(id))!);
  }

  /**
   * A draft becomes the version in force from its month on; the version it replaces is kept as
   * superseded (statements store the plan they applied). A month with an approved statement
   * keeps the plan it was computed with; drafts of later months are recomputed on close.
   */
  async publishPlan(id: number, actor: StaffActor): Promise<TAgentPlan> {
    await this.repo.tx(async (c) => {
      const draft = await this.repo.planById(id, c, true);
      if (!draft || draft.brand !== this.ports.brand().appName) throw agentError(404, 'PLAN_NOT_FOUND');
      if (draft.status !== 'draft') throw agentError(409, 'PLAN_NOT_DRAFT');
      await this.assertMonthOpen(draft.effective_month, c);
      const before = await this.repo.planFor(draft.effective_month, draft.brand, c);
      await this.repo.publish(c, draft, actor.staffId);
      await this.ports.admin().audit(
        actor,
        'agents.plan_published',
        { type: 'agent_plan', id },
        {
          brand: draft.brand,
          effectiveMonth: draft.effective_month,
          before: before ? { id: before.id, effectiveMonth: before.effective_month, config: before.config } : null,
          after: draft.config,
        },
        c,
      );
    });
    return planView((await this.repo.planById(id))!);
  }

  async discardDraft(id: number, actor: StaffActor): Promise<void> {
    await this.repo.tx(async (c) => {
      const draft = await this.repo.planById(id, c, true);
      if (!draft || draft.brand !== this.ports.brand().appName) throw agentError(404, 'PLAN_NOT_FOUND');
      if (!(await this.repo.deleteDraft(c, id))) throw agentError(409, 'PLAN_NOT_DRAFT');
      await this.ports
        .admin()
        .audit(actor, 'agents.plan_draft_discarded', { type: 'agent_plan', id }, { config: draft.config }, c);
    });
  }

  /** Saves and publishes at once (the API's shortcut; the back office goes through a draft). */
  async putPlan(effectiveMonth: string, config: TAgentPlanConfig, actor: StaffActor): Promise<TAgentPlan> {
    const draft = await this.saveDraft(effectiveMonth, config, actor);
    return this.publishPlan(draft.id!, actor);
  }

  private async assertMonthOpen(month: string, c: Queryable): Promise<void> {
    const last = await this.repo.lastFrozenMonth(c);
    if (last !== null && month <= last) throw agentError(409, 'PLAN_MONTH_CLOSED');
  }

  async flags(status?: string) {
    return (await this.repo.flags({ status })).map(flagView);
  }

  async decideFlag(id: number, status: 'cleared' | 'confirmed', actor: StaffActor) {
    const flag = await this.repo.tx(async (c) => {
      const f = await this.repo.decideFlag(c, id, status, actor.staffId);
      if (!f) throw agentError(404, 'FLAG_NOT_FOUND');
      await this.ports.admin().audit(actor, 'agents.flag_decided', { type: 'agent_flag', id }, { status }, c);
      return f;
    });
    return flagView(flag);
  }
}

function planView(p: PlanRow): TAgentPlan {
  return {
    id: p.id,
    brand: p.brand,
    effectiveMonth: p.effective_month,
    config: p.config,
    status: p.status,
    createdAt: p.created_at.toISOString(),
    publishedAt: p.published_at?.toISOString() ?? null,
    terms: planTerms(p.config),
  };
}

function flagView(f: FlagRow) {
  return {
    id: f.id,
    agentId: f.agent_id,
    playerId: f.player_id,
    reason: f.reason,
    detail: f.detail,
    status: f.status,
    createdAt: f.created_at.toISOString(),
  };
}
