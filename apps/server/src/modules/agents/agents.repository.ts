import type { TAgentPlanConfig } from '@app/contract';
import type pg from 'pg';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import type { AgentMonth } from './agents.commission';

export interface AgentRow {
  player_id: number;
  parent_id: number | null;
  depth: number;
  code: string;
  status: 'pending' | 'active' | 'rejected';
  approved_by: number | null;
  approved_at: Date | null;
  created_at: Date;
  members: number;
  sub_agents: number;
}

export interface MemberRow {
  player_id: number;
  agent_id: number;
  source: 'link' | 'code' | 'staff';
  attributed_at: Date;
}

export interface StatementRow {
  id: number;
  agent_id: number;
  month: string;
  plan_id: number | null;
  plan: TAgentPlanConfig;
  status: 'draft' | 'approved' | 'paid';
  net_profit: number;
  active_members: number;
  carried_in: number;
  commissionable: number;
  rate_bps: number;
  own_commission: number;
  override_total: number;
  total: number;
  carry_out: number;
  computed_at: Date;
  approved_by: number | null;
  approved_at: Date | null;
  paid_by: number | null;
  paid_at: Date | null;
  journal_id: number | null;
}

export interface LineRow {
  line: number;
  kind: 'player' | 'sub_agent';
  player_id: number;
  depth: number;
  stakes: number;
  wins: number;
  bonuses: number;
  rebates: number;
  deposits: number;
  withdrawals: number;
  payment_fees: number;
  platform_fee: number;
  net_profit: number;
  active: boolean;
  excluded_reason: string | null;
  counted_until: Date | null;
  base: number;
  rate_bps: number;
  amount: number;
}

export interface PlanRow {
  id: number;
  brand: string | null;
  effective_month: string;
  config: TAgentPlanConfig;
  status: 'draft' | 'published' | 'superseded';
  created_by: number | null;
  created_at: Date;
  published_by: number | null;
  published_at: Date | null;
}
const PLAN_NUMS = ['id', 'created_by', 'published_by'];
const PLAN_SELECT = `SELECT id, brand, to_char(effective_month, 'YYYY-MM') AS effective_month, config, status,
    created_by, created_at, published_by, published_at FROM agent_plans`;

export interface FlagRow {
  id: number;
  agent_id: number;
  player_id: number;
  reason: 'shared_device' | 'shared_address' | 'shared_bank';
  detail: string | null;
  status: 'open' | 'cleared' | 'confirmed';
  created_at: Date;
}

// bigint columns arrive as strings from pg; every id and amount here is a safe integer
const num = <T>(row: Record<string, unknown>, keys: string[]): T => {
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) if (out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
  return out as T;
};
const AGENT_NUMS = ['player_id', 'parent_id', 'approved_by', 'members', 'sub_agents'];
const STATEMENT_NUMS = [
  'id',
  'agent_id',
  'plan_id',
  'net_profit',
  'carried_in',
  'commissionable',
  'own_commission',
  'override_total',
  'total',
  'carry_out',
  'approved_by',
  'paid_by',
  'journal_id',
];
const LINE_NUMS = [
  'player_id',
  'stakes',
  'wins',
  'bonuses',
  'rebates',
  'deposits',
  'withdrawals',
  'payment_fees',
  'platform_fee',
  'net_profit',
  'base',
  'amount',
];

const AGENT_SELECT = `SELECT a.*,
    (SELECT count(*) FROM agent_members m WHERE m.agent_id = a.player_id) AS members,
    (SELECT count(*) FROM agents s WHERE s.parent_id = a.player_id) AS sub_agents
  FROM agents a`;
const STATEMENT_SELECT = `SELECT s.*, to_char(s.month, 'YYYY-MM') AS month FROM agent_statements s`;

/** The agent programme's tables; nothing else reads or writes them. */
export class AgentsRepository {
  constructor(private readonly db: Db) {}

  tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.db.pool, fn);
  }

  // ─── agents and members ──────────────────────────────────────────────────

  async agent(playerId: number, on: Queryable = this.db.pool, lock = false): Promise<AgentRow | null> {
    const { rows } = await on.query(`${AGENT_SELECT} WHERE a.player_id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [
      playerId,
    ]);
    return rows[0] ? num<AgentRow>(rows[0], AGENT_NUMS) : null;
  }

  async agentByCode(code: string, on: Queryable = this.db.pool): Promise<AgentRow | null> {
    const { rows } = await on.query(`${AGENT_SELECT} WHERE a.code = $1`, [code.toUpperCase()]);
    return rows[0] ? num<AgentRow>(rows[0], AGENT_NUMS) : null;
  }

  async agents(filter: { status?: string; parentId?: number }): Promise<AgentRow[]> {
    const { rows } = await this.db.pool.query(
      `${AGENT_SELECT} WHERE ($1::text IS NULL OR a.status = $1) AND ($2::bigint IS NULL OR a.parent_id = $2)
        ORDER BY a.depth, a.player_id`,
      [filter.status ?? null, filter.parentId ?? null],
    );
    return rows.map((r) => num<AgentRow>(r, AGENT_NUMS));
  }

  /** The agent and every agent below it, top first. */
  async subtree(playerId: number): Promise<AgentRow[]> {
    const { rows } = await this.db.pool.query(
      `WITH RECURSIVE t AS (SELECT player_id FROM agents WHERE player_id = $1
         UNION ALL SELECT a.player_id FROM agents a JOIN t ON a.parent_id = t.player_id)
       ${AGENT_SELECT} WHERE a.player_id IN (SELECT player_id FROM t) ORDER BY a.depth, a.player_id`,
      [playerId],
    );
    return rows.map((r) => num<AgentRow>(r, AGENT_NUMS));
  }

  async insertAgent(
    c: Queryable,
    a: { playerId: number; parentId: number | null; depth: number; code: string; status: 'pending' | 'active' },
    approvedBy: number | null,
  ): Promise<boolean> {
    const { rowCount } = await c.query(
      `INSERT INTO agents (player_id, parent_id, depth, code, status, approved_by, approved_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5 = 'active' THEN now() END)
       ON CONFLICT DO NOTHING`,
      [a.playerId, a.parentId, a.depth, a.code, a.status, approvedBy],
    );
    return rowCount === 1;
  }

  async setAgentStatus(c: Queryable, playerId: number, status: 'active' | 'rejected', staffId: number): Promise<void> {
    await c.query(
      `UPDATE agents SET status = $2, approved_by = $3, approved_at = CASE WHEN $2 = 'active' THEN now() END
        WHERE player_id = $1`,
      [playerId, status, staffId],
    );
  }

  async member(playerId: number, on: Queryable = this.db.pool, lock = false): Promise<MemberRow | null> {
    const { rows } = await on.query(
      `SELECT player_id, agent_id, source, created_at AS attributed_at FROM agent_members WHERE player_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [playerId],
    );
    return rows[0] ? num<MemberRow>(rows[0], ['player_id', 'agent_id']) : null;
  }

  /** First attribution wins: a player already attributed keeps their agent. */
  async attribute(
    playerId: number,
    agentId: number,
    source: MemberRow['source'],
    c: Queryable = this.db.pool,
  ): Promise<boolean> {
    const { rowCount } = await c.query(
      'INSERT INTO agent_members (player_id, agent_id, source) VALUES ($1, $2, $3) ON CONFLICT (player_id) DO NOTHING',
      [playerId, agentId, source],
    );
    return rowCount === 1;
  }

  async moveMember(c: Queryable, playerId: number, agentId: number | null): Promise<void> {
    if (agentId === null) {
      await c.query('DELETE FROM agent_members WHERE player_id = $1', [playerId]);
      return;
    }
    await c.query(
      `INSERT INTO agent_members (player_id, agent_id, source) VALUES ($1, $2, 'staff')
       ON CONFLICT (player_id) DO UPDATE SET agent_id = EXCLUDED.agent_id, source = 'staff', created_at = now()`,
      [playerId, agentId],
    );
  }

  /** Every member of these agents (a statement needs them all), newest first. */
  async members(agentIds: number[]): Promise<MemberRow[]> {
    const { rows } = await this.db.pool.query(
      `SELECT player_id, agent_id, source, created_at AS attributed_at FROM agent_members
        WHERE agent_id = ANY($1::bigint[]) ORDER BY created_at DESC, player_id`,
      [agentIds],
    );
    return rows.map((r) => num<MemberRow>(r, ['player_id', 'agent_id']));
  }

  // ─── plans ───────────────────────────────────────────────────────────────

  /** The published version in force for a month: the brand's own, else one from before brands. */
  async planFor(month: string, brand: string, on: Queryable = this.db.pool): Promise<PlanRow | null> {
    const { rows } = await on.query(
      `${PLAN_SELECT} WHERE status = 'published' AND (brand = $2 OR brand IS NULL)
          AND effective_month <= ($1 || '-01')::date
        ORDER BY effective_month DESC, brand NULLS LAST LIMIT 1`,
      [month, brand],
    );
    return rows[0] ? num<PlanRow>(rows[0], PLAN_NUMS) : null;
  }

  /** The brand's versions, drafts and superseded ones included, newest month first. */
  async planVersions(brand: string): Promise<PlanRow[]> {
    const { rows } = await this.db.pool.query(
      `${PLAN_SELECT} WHERE brand = $1 OR brand IS NULL ORDER BY effective_month DESC, id DESC LIMIT 100`,
      [brand],
    );
    return rows.map((r) => num<PlanRow>(r, PLAN_NUMS));
  }

  async planById(id: number, c: Queryable = this.db.pool, lock = false): Promise<PlanRow | null> {
    const { rows } = await c.query(`${PLAN_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ? num<PlanRow>(rows[0], PLAN_NUMS) : null;
  }

  /** One draft per brand and month: saving again replaces it. */
  async saveDraft(c: Queryable, brand: string, month: string, config: TAgentPlanConfig, staffId: number) {
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO agent_plans (brand, effective_month, config, status, created_by)
       VALUES ($1, ($2 || '-01')::date, $3, 'draft', $4)
       ON CONFLICT (brand, effective_month) WHERE status = 'draft'
       DO UPDATE SET config = EXCLUDED.config, created_by = EXCLUDED.created_by, created_at = now()
       RETURNING id`,
      [brand, month, config, staffId],
    );
    return Number(rows[0]!.id);
  }

  async deleteDraft(c: Queryable, id: number): Promise<boolean> {
    const { rowCount } = await c.query(`DELETE FROM agent_plans WHERE id = $1 AND status = 'draft'`, [id]);
    return rowCount === 1;
  }

  /** The draft becomes the version in force for its brand and month; the one it replaces is kept. */
  async publish(c: Queryable, draft: PlanRow, staffId: number): Promise<void> {
    await c.query(
      `UPDATE agent_plans SET status = 'superseded'
        WHERE brand = $1 AND effective_month = ($2 || '-01')::date AND status = 'published'`,
      [draft.brand, draft.effective_month],
    );
    await c.query(
      `UPDATE agent_plans SET status = 'published', published_by = $2, published_at = now() WHERE id = $1`,
      [draft.id, staffId],
    );
  }

  // ─── month closes ────────────────────────────────────────────────────────

  /** Records the month's close; false when it was already recorded (the scheduled close runs once). */
  async recordClose(c: Queryable, month: string, staffId: number | null, statements: number): Promise<boolean> {
    const { rowCount } = await c.query(
      `INSERT INTO agent_month_closes (month, closed_by, statements) VALUES (($1 || '-01')::date, $2, $3)
       ON CONFLICT (month) DO NOTHING`,
      [month, staffId, statements],
    );
    return rowCount === 1;
  }

  async isClosed(month: string, on: Queryable = this.db.pool): Promise<boolean> {
    const { rowCount } = await on.query(`SELECT 1 FROM agent_month_closes WHERE month = ($1 || '-01')::date`, [month]);
    return (rowCount ?? 0) > 0;
  }

  async closes(): Promise<{ month: string; closed_by: number | null; statements: number; closed_at: Date }[]> {
    const { rows } = await this.db.pool.query(
      `SELECT to_char(month, 'YYYY-MM') AS month, closed_by, statements, closed_at FROM agent_month_closes
        ORDER BY month DESC LIMIT 24`,
    );
    return rows.map((r) => num(r, ['closed_by']));
  }

  /** The latest month with an approved or paid statement, `YYYY-MM`: its plan is settled. */
  async lastFrozenMonth(on: Queryable = this.db.pool): Promise<string | null> {
    const { rows } = await on.query<{ m: string | null }>(
      `SELECT to_char(max(month), 'YYYY-MM') AS m FROM agent_statements WHERE status <> 'draft'`,
    );
    return rows[0]?.m ?? null;
  }

  // ─── flags ───────────────────────────────────────────────────────────────

  async raiseFlag(agentId: number, playerId: number, reason: FlagRow['reason'], detail: string): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO agent_flags (agent_id, player_id, reason, detail) VALUES ($1, $2, $3, $4)
       ON CONFLICT (agent_id, player_id, reason) DO NOTHING`,
      [agentId, playerId, reason, detail],
    );
  }

  async flags(filter: { agentId?: number; status?: string }): Promise<FlagRow[]> {
    const { rows } = await this.db.pool.query(
      `SELECT id, agent_id, player_id, reason, detail, status, created_at FROM agent_flags
        WHERE ($1::bigint IS NULL OR agent_id = $1) AND ($2::text IS NULL OR status = $2)
        ORDER BY id DESC LIMIT 1000`,
      [filter.agentId ?? null, filter.status ?? null],
    );
    return rows.map((r) => num<FlagRow>(r, ['id', 'agent_id', 'player_id']));
  }

  /** Members of these agents that do not count: flags open or confirmed (no limit: a statement needs all). */
  async excludedMembers(agentIds: number[]): Promise<{ agent_id: number; player_id: number; reason: string }[]> {
    const { rows } = await this.db.pool.query(
      `SELECT DISTINCT ON (agent_id, player_id) agent_id, player_id, reason FROM agent_flags
        WHERE agent_id = ANY($1::bigint[]) AND status <> 'cleared' ORDER BY agent_id, player_id, id`,
      [agentIds],
    );
    return rows.map((r) => num(r, ['agent_id', 'player_id']));
  }

  async decideFlag(
    c: Queryable,
    id: number,
    status: 'cleared' | 'confirmed',
    staffId: number,
  ): Promise<FlagRow | null> {
    const { rows } = await c.query(
      `UPDATE agent_flags SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1
       RETURNING id, agent_id, player_id, reason, detail, status, created_at`,
      [id, status, staffId],
    );
    return rows[0] ? num<FlagRow>(rows[0], ['id', 'agent_id', 'player_id']) : null;
  }

  // ─── statements ──────────────────────────────────────────────────────────

  async statement(id: number, on: Queryable = this.db.pool, lock = false): Promise<StatementRow | null> {
    const { rows } = await on.query(`${STATEMENT_SELECT} WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ? num<StatementRow>(rows[0], STATEMENT_NUMS) : null;
  }

  async statements(filter: { agentId?: number; month?: string; status?: string }): Promise<StatementRow[]> {
    const { rows } = await this.db.pool.query(
      `${STATEMENT_SELECT}
        WHERE ($1::bigint IS NULL OR s.agent_id = $1) AND ($2::text IS NULL OR s.month = ($2 || '-01')::date)
          AND ($3::text IS NULL OR s.status = $3)
        ORDER BY s.month DESC, s.agent_id LIMIT 1000`,
      [filter.agentId ?? null, filter.month ?? null, filter.status ?? null],
    );
    return rows.map((r) => num<StatementRow>(r, STATEMENT_NUMS));
  }

  async carryOuts(month: string): Promise<Map<number, number>> {
    const { rows } = await this.db.pool.query<{ agent_id: string; carry_out: string }>(
      `SELECT agent_id, carry_out FROM agent_statements WHERE month = ($1 || '-01')::date`,
      [month],
    );
    return new Map(rows.map((r) => [Number(r.agent_id), Number(r.carry_out)]));
  }

  async lines(statementId: number): Promise<LineRow[]> {
    const { rows } = await this.db.pool.query(
      'SELECT * FROM agent_statement_lines WHERE statement_id = $1 ORDER BY line',
      [statementId],
    );
    return rows.map((r) => num<LineRow>(r, LINE_NUMS));
  }

  /**
   * Replaces the month's drafts by these computations; approved and paid statements are frozen
   * and kept as they are. Returns how many statements were written.
   */
  async writeMonth(
    c: Queryable,
    month: string,
    plan: { id: number | null; config: TAgentPlanConfig },
    computed: AgentMonth[],
    /** the moment the figures were read up to (a statement covers its month up to then at most) */
    computedAt: Date,
  ): Promise<number> {
    // Every statement of the month is locked, drafts too: an approval committing meanwhile is
    // waited for and then seen as approved (a status filter here would read the draft it was, and
    // the insert below would collide with the statement just approved).
    const { rows: existing } = await c.query<{ agent_id: string; status: string }>(
      `SELECT agent_id, status FROM agent_statements WHERE month = ($1 || '-01')::date FOR UPDATE`,
      [month],
    );
    const keep = new Set(existing.filter((r) => r.status !== 'draft').map((r) => Number(r.agent_id)));
    await c.query(`DELETE FROM agent_statements WHERE month = ($1 || '-01')::date AND status = 'draft'`, [month]);
    let written = 0;
    for (const m of computed) {
      if (keep.has(m.agentId)) continue;
      const { rows } = await c.query<{ id: string }>(
        `INSERT INTO agent_statements (agent_id, month, plan_id, plan, status, net_profit, active_members, carried_in,
           commissionable, rate_bps, own_commission, override_total, total, carry_out, computed_at)
         VALUES ($1, ($2 || '-01')::date, $3, $4, 'draft', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          m.agentId,
          month,
          plan.id,
          plan.config,
          m.netProfit,
          m.activeMembers,
          m.carriedIn,
          m.commissionable,
          m.rateBps,
          m.ownCommission,
          m.overrideTotal,
          m.total,
          m.carryOut,
          computedAt,
        ],
      );
      const id = Number(rows[0]!.id);
      const values: unknown[][] = [];
      for (const p of m.players) {
        values.push([
          'player',
          p.playerId,
          0,
          p.stakes,
          p.wins,
          p.bonuses,
          p.rebates,
          p.deposits,
          p.withdrawals,
          p.paymentFees,
          p.platformFee,
          p.netProfit,
          p.active,
          p.excludedReason,
          0,
          0,
          0,
          p.countedUntil ?? null,
        ]);
      }
      for (const o of m.overrides) {
        values.push([
          'sub_agent',
          o.subAgentId,
          o.depth,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          0,
          o.netProfit,
          false,
          null,
          o.base,
          o.rateBps,
          o.amount,
          null,
        ]);
      }
      if (values.length) {
        const cols = values[0]!.length;
        const columns = (i: number) => values.map((v) => v[i]);
        await c.query(
          `INSERT INTO agent_statement_lines (statement_id, line, kind, player_id, depth, stakes, wins, bonuses, rebates,
             deposits, withdrawals, payment_fees, platform_fee, net_profit, active, excluded_reason, base, rate_bps, amount, counted_until)
           SELECT $1, u.ord, u.k, u.p, u.d, u.st, u.wi, u.bo, u.re, u.de, u.wd, u.pf, u.pl, u.np, u.ac, u.ex, u.ba, u.ra, u.am, u.cu
             FROM unnest($2::text[], $3::bigint[], $4::int[], $5::bigint[], $6::bigint[],
               $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::bigint[],
               $14::boolean[], $15::text[], $16::bigint[], $17::int[], $18::bigint[], $19::timestamptz[])
               WITH ORDINALITY AS u(k, p, d, st, wi, bo, re, de, wd, pf, pl, np, ac, ex, ba, ra, am, cu, ord)`,
          [id, ...Array.from({ length: cols }, (_, i) => columns(i))],
        );
      }
      written++;
    }
    return written;
  }

  async approve(c: Queryable, id: number, staffId: number): Promise<void> {
    await c.query(
      `UPDATE agent_statements SET status = 'approved', approved_by = $2, approved_at = now() WHERE id = $1`,
      [id, staffId],
    );
  }

  async markPaid(c: Queryable, id: number, staffId: number, journalId: number | null): Promise<void> {
    await c.query(
      `UPDATE agent_statements SET status = 'paid', paid_by = $2, paid_at = now(), journal_id = $3 WHERE id = $1`,
      [id, staffId, journalId],
    );
  }
}
