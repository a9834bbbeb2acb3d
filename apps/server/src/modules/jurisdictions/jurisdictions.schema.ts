import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The countries each brand is licensed for and the addresses staff let through for testing
 * (decision 149); keyed by brand so one database can hold several brands' rules.
 */
export const jurisdictionSettings = pgTable('jurisdiction_settings', {
  brand: text('brand').primaryKey(),
  licensedCountries: text('licensed_countries').array().notNull(),
  allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

/**
 * Refused requests, for compliance: one row per brand, address, action and hour with a count,
 * so a script hammering the register form grows a counter, not the table.
 */
export const jurisdictionRefusals = pgTable(
  'jurisdiction_refusals',
  {
    brand: text('brand').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    action: text('action').notNull().$type<'register' | 'login' | 'deposit' | 'play'>(),
    ip: text('ip').notNull(),
    country: text('country'),
    playerId: bigint('player_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.brand, t.hour, t.action, t.ip] }),
    index('jurisdiction_refusals_last_idx').on(t.brand, t.lastAt),
  ],
);
