import type { TAgentPlanConfig } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The agent programme (docs/agents.md, decision 137). Agents and members carry player ids
 * without foreign keys to `players` (the auth module owns that table, decision 012); the money
 * is never kept here: statements are computed from the ledger and paid through the wallet.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);

/** A player account that is (or asked to be) an agent, and its place in the tree. */
export const agents = pgTable(
  'agents',
  {
    playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => agents.playerId),
    /** 1 for a top agent, parent's depth + 1 below; at most the plan's maxDepth when made */
    depth: smallint('depth').notNull(),
    /** upper case letters and digits; the link is `/?a=<code>` */
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['pending', 'active', 'rejected'] }).notNull(),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agents_parent_idx').on(t.parentId),
    check('agents_depth_check', sql`depth BETWEEN 1 AND 6 AND (parent_id IS NULL) = (depth = 1)`),
    check('agents_not_own_parent', sql`parent_id IS DISTINCT FROM player_id`),
  ],
);

/** Which agent a player belongs to: one row per player, for good unless staff move them. */
export const agentMembers = pgTable(
  'agent_members',
  {
    playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => agents.playerId),
    source: text('source', { enum: ['link', 'code', 'staff'] }).notNull(),
    attributedAt: createdAt(),
  },
  (t) => [
    index('agent_members_agent_idx').on(t.agentId, t.attributedAt),
    check('agent_members_not_self', sql`agent_id <> player_id`),
  ],
);

/**
 * Commission plans per brand, versioned by the first month each is in force. Staff edit a
 * draft and publish it; a published version of the same brand and month is superseded, kept for
 * the statements that applied it. `brand` null: a version from before plans were per brand,
 * in force for every brand that has none of its own.
 */
export const agentPlans = pgTable(
  'agent_plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand'),
    /** first day of the Vietnam month */
    effectiveMonth: date('effective_month').notNull(),
    config: jsonb('config').notNull().$type<TAgentPlanConfig>(),
    status: text('status', { enum: ['draft', 'published', 'superseded'] })
      .notNull()
      .default('published'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    publishedBy: bigint('published_by', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_plans_published_uq').on(t.brand, t.effectiveMonth).where(sql`status = 'published'`),
    uniqueIndex('agent_plans_draft_uq').on(t.brand, t.effectiveMonth).where(sql`status = 'draft'`),
    check('agent_plans_status_check', sql`status IN ('draft', 'published', 'superseded')`),
  ],
);

/**
 * Months whose statements were computed, one row each: the scheduled close computes a month
 * once (the row's primary key), finance may compute its drafts again by hand.
 */
export const agentMonthCloses = pgTable('agent_month_closes', {
  month: date('month').primaryKey(),
  /** null: the scheduled job */
  closedBy: bigint('closed_by', { mode: 'number' }),
  statements: integer('statements').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Members whose play does not count for their agent until compliance decides. */
export const agentFlags = pgTable(
  'agent_flags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: ['shared_device', 'shared_address', 'shared_bank'] }).notNull(),
    /** the shared fingerprint, address or bank account (number or holder name) */
    detail: text('detail'),
    /** open and confirmed exclude the member; cleared lets them count again */
    status: text('status', { enum: ['open', 'cleared', 'confirmed'] })
      .notNull()
      .default('open'),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agent_flags_uq').on(t.agentId, t.playerId, t.reason)],
);

/** One agent's commission for one closed month; frozen once approved. */
export const agentStatements = pgTable(
  'agent_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => agents.playerId),
    month: date('month').notNull(),
    planId: bigint('plan_id', { mode: 'number' }).references(() => agentPlans.id),
    /** the plan as it was applied, so the statement explains itself even if plans change */
    plan: jsonb('plan').notNull().$type<TAgentPlanConfig>(),
    status: text('status', { enum: ['draft', 'approved', 'paid'] }).notNull(),
    netProfit: bigint('net_profit', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    carriedIn: bigint('carried_in', { mode: 'number' }).notNull(),
    commissionable: bigint('commissionable', { mode: 'number' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    ownCommission: bigint('own_commission', { mode: 'number' }).notNull(),
    overrideTotal: bigint('override_total', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    carryOut: bigint('carry_out', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().default(sql`now()`),
    approvedBy: bigint('approved_by', { mode: 'number' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: bigint('paid_by', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    journalId: bigint('journal_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('agent_statements_agent_month_uq').on(t.agentId, t.month),
    index('agent_statements_month_idx').on(t.month, t.status),
    check(
      'agent_statements_money_check',
      sql`own_commission >= 0 AND override_total >= 0 AND total = own_commission + override_total
          AND carried_in <= 0 AND carry_out <= 0 AND commissionable = net_profit + carried_in`,
    ),
    check(
      'agent_statements_state_check',
      sql`(status = 'draft' AND approved_at IS NULL AND paid_at IS NULL)
          OR (status = 'approved' AND approved_at IS NOT NULL AND paid_at IS NULL)
          OR (status = 'paid' AND approved_at IS NOT NULL AND paid_at IS NOT NULL AND (journal_id IS NOT NULL OR total = 0))`,
    ),
  ],
);

/** The lines of a statement: one per member (their ledger figures), one per sub-agent override. */
export const agentStatementLines = pgTable(
  'agent_statement_lines',
  {
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => agentStatements.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    kind: text('kind', { enum: ['player', 'sub_agent'] }).notNull(),
    /** the member, or the sub-agent of an override line */
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** sub-agent lines: how many levels below the agent */
    depth: smallint('depth').notNull().default(0),
    stakes: bigint('stakes', { mode: 'number' }).notNull().default(0),
    wins: bigint('wins', { mode: 'number' }).notNull().default(0),
    bonuses: bigint('bonuses', { mode: 'number' }).notNull().default(0),
    rebates: bigint('rebates', { mode: 'number' }).notNull().default(0),
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull().default(0),
    paymentFees: bigint('payment_fees', { mode: 'number' }).notNull().default(0),
    platformFee: bigint('platform_fee', { mode: 'number' }).notNull().default(0),
    /** player lines: the member's net profit; sub-agent lines: the sub-agent's net profit */
    netProfit: bigint('net_profit', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(false),
    excludedReason: text('excluded_reason'),
    /** sub-agent lines: the sub-agent's own commission */
    base: bigint('base', { mode: 'number' }).notNull().default(0),
    rateBps: integer('rate_bps').notNull().default(0),
    /** sub-agent lines: the override paid to this agent */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /**
     * player lines of a member who self-excluded or was closed in the month: the figures are
     * the journal rows up to this moment (docs/agents.md "Abuse rules")
     */
    countedUntil: timestamp('counted_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.line] })],
);
