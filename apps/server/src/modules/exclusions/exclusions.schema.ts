import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The exclusion registry (decision 158): one row per self-exclusion, cool-off or staff-imposed
 * exclusion made on any brand of the deployment or received from a peer deployment of the same
 * operator. It lives in the registry database every brand shares; `uid` is the entry's name on
 * every deployment, so a peer's redelivery changes nothing.
 */
export const exclusionEntries = pgTable(
  'exclusion_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: uuid('uid').notNull().unique(),
    /** the deployment that made it (`EXCLUSION_DEPLOYMENT_ID`) and the brand it was made on */
    origin: text('origin').notNull(),
    brand: text('brand').notNull(),
    kind: text('kind').notNull().$type<'self_exclusion' | 'cool_off' | 'staff'>(),
    /** null: without end */
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** the peer it came from; null when made here */
    receivedFrom: text('received_from'),
  },
  (t) => [
    index('exclusion_entries_received_idx').on(t.receivedAt),
    check('exclusion_entries_kind_check', sql`${t.kind} IN ('self_exclusion', 'cool_off', 'staff')`),
  ],
);

/** The keyed hashes an entry is matched on; never the phone, e-mail or account number itself. */
export const exclusionIdentifiers = pgTable(
  'exclusion_identifiers',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => exclusionEntries.id),
    type: text('type').notNull().$type<'phone' | 'email' | 'bank' | 'device'>(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.type, t.hash] }), index('exclusion_identifiers_hash_idx').on(t.hash)],
);

/** Entries still to deliver to each peer deployment, retried with a growing delay. */
export const exclusionOutbox = pgTable(
  'exclusion_outbox',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => exclusionEntries.id),
    peer: text('peer').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().default(sql`now()`),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.peer] }),
    index('exclusion_outbox_due_idx').on(t.nextAt).where(sql`${t.deliveredAt} IS NULL`),
  ],
);

/**
 * What the registry stopped on this brand, for compliance to review: a refused registration, a
 * login, deposit or bank account of a player who matched, and the accounts it excluded.
 */
export const exclusionMatches = pgTable(
  'exclusion_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryUid: uuid('entry_uid').notNull(),
    playerId: bigint('player_id', { mode: 'number' }),
    action: text('action').notNull().$type<'register' | 'login' | 'deposit' | 'bank_account' | 'online'>(),
    /** refused (a registration), excluded (an account), or flagged: a device alone matched, for review */
    outcome: text('outcome').notNull().$type<'refused' | 'excluded' | 'flagged'>(),
    matchedOn: text('matched_on').array().notNull(),
    /** the refused registration's username, so compliance can recognise a second try */
    username: text('username'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewNote: text('review_note'),
  },
  (t) => [
    index('exclusion_matches_open_idx').on(t.createdAt).where(sql`${t.reviewedAt} IS NULL`),
    uniqueIndex('exclusion_matches_flag_once_uq')
      .on(t.entryUid, sql`coalesce(${t.playerId}, 0)`, sql`coalesce(${t.username}, '')`, t.action)
      .where(sql`${t.outcome} = 'flagged'`),
  ],
);
