import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Missions staff define; `target` is VND for amounts and 1 for a check-in. */
export const missions = pgTable(
  'missions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** the English staff wrote (decision 170); null: generated from the rule, or the Vietnamese shown */
    titleEn: text('title_en'),
    descriptionEn: text('description_en'),
    type: text('type').notNull().$type<'DAILY' | 'PERIOD'>(),
    conditionType: text('condition_type').notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    requiresAccept: boolean('requires_accept').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('missions_code_uq').on(t.code),
    check('missions_type_check', sql`${t.type} IN ('DAILY', 'PERIOD')`),
    check(
      'missions_condition_check',
      sql`${t.conditionType} IN ('DAILY_CHECK_IN', 'DEPOSIT_AMOUNT', 'TOTAL_DEPOSIT_AMOUNT', 'BET_AMOUNT', 'TOTAL_BET_AMOUNT')`,
    ),
    check('missions_amounts_check', sql`${t.target} > 0 AND ${t.reward} > 0`),
  ],
);

/**
 * A player's run of a mission in one period (`period_key`: the Vietnam date for DAILY, 'all'
 * for PERIOD). NOT_STARTED, NOT_ACCEPTED and EXPIRED are derived, never stored.
 */
export const playerMissions = pgTable(
  'player_missions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    missionId: bigint('mission_id', { mode: 'number' }).notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').notNull().$type<'IN_PROGRESS' | 'COMPLETED' | 'COMPLETED_REWARDED'>(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** the reward at claim time: a later edit of the mission does not change what is owed */
    reward: bigint('reward', { mode: 'number' }),
    rewardJournalId: bigint('reward_journal_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('player_missions_uq').on(t.playerId, t.missionId, t.periodKey),
    index('player_missions_rewarded_idx').on(t.rewardedAt).where(sql`status = 'COMPLETED_REWARDED'`),
    check('player_missions_status_check', sql`${t.status} IN ('IN_PROGRESS', 'COMPLETED', 'COMPLETED_REWARDED')`),
  ],
);

/** Deposits and settled bets already counted toward a player mission: each counts once. */
export const missionProgressEvents = pgTable(
  'mission_progress_events',
  {
    playerMissionId: bigint('player_mission_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('mission_progress_events_uq').on(t.playerMissionId, t.source)],
);
