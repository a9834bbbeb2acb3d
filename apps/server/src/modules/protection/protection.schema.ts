import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per player who ever set a protection option: the reality-check interval, the session
 * time limit, and the row
 * deposits lock (FOR UPDATE) so two deposits of one player cannot both pass the same limit.
 */
export const playerProtection = pgTable(
  'player_protection',
  {
    playerId: bigint('player_id', { mode: 'number' }).primaryKey(),
    /** reality check every N minutes; 0 = off */
    reminderMinutes: integer('reminder_minutes').notNull().default(0),
    /** a login session lasts at most N minutes; 0 = no limit of the player's */
    sessionMinutes: integer('session_minutes').notNull().default(0),
    /** a longer limit or its removal (0) waiting until pending_session_at (24 h) */
    pendingSessionMinutes: integer('pending_session_minutes'),
    pendingSessionAt: timestamp('pending_session_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('player_protection_reminder_check', sql`${t.reminderMinutes} IN (0, 30, 60, 120)`),
    check('player_protection_session_check', sql`${t.sessionMinutes} IN (0, 30, 60, 120, 240)`),
  ],
);

/**
 * A deposit, loss or wager limit per Vietnam day/week/month. `amount` null means none in force yet;
 * a raise or removal waits in pending_* until `pending_at` (24 h later), then replaces amount.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull().$type<'deposit' | 'loss' | 'wager'>(),
    period: text('period').notNull().$type<'day' | 'week' | 'month'>(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind, t.period] }),
    check('protection_limits_kind_check', sql`${t.kind} IN ('deposit', 'loss', 'wager')`),
    check('protection_limits_period_check', sql`${t.period} IN ('day', 'week', 'month')`),
    check('protection_limits_amount_check', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
    check('protection_limits_pending_check', sql`${t.pendingAmount} IS NULL OR ${t.pendingAmount} > 0`),
  ],
);

/** Every change a player made to their protection settings, and when pending changes took effect. */
export const protectionAudit = pgTable(
  'protection_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    kind: text('kind'),
    period: text('period'),
    oldAmount: bigint('old_amount', { mode: 'number' }),
    newAmount: bigint('new_amount', { mode: 'number' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('protection_audit_player_idx').on(t.playerId, t.createdAt.desc())],
);
