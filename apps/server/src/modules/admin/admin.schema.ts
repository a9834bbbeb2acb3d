import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Back-office users. Passwords are argon2id hashes; a role decides what each may do. */
export const staff = pgTable(
  'staff',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().$type<'superadmin' | 'finance' | 'support' | 'content' | 'compliance' | 'trader'>(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** RFC 6238 shared secret (base32); null until the first sign-in enrols an authenticator. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted time step: a code is never accepted twice (RFC 6238 section 5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Where operations alerts reach this staff member when on call (decision 123). */
    email: text('email'),
    phone: text('phone'),
    alertByEmail: boolean('alert_by_email').notNull().default(false),
    alertBySms: boolean('alert_by_sms').notNull().default(false),
  },
  (t) => [
    check(
      'staff_role_check',
      sql`${t.role} IN ('superadmin', 'finance', 'support', 'content', 'compliance', 'trader')`,
    ),
  ],
);

/** Single-use recovery codes for a lost authenticator: only their SHA-256 is stored. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * The step between a correct password and a session: a short-lived challenge that only the
 * second factor (or enrolling one) turns into a staff session. Only its SHA-256 is stored.
 */
export const staffLoginChallenges = pgTable('staff_login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' })
    .notNull()
    .references(() => staff.id),
  /** The secret being enrolled, when the account has none yet. */
  pendingSecret: text('pending_secret'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ip: inet('ip'),
});

/** Staff sessions: only the SHA-256 of the opaque token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: inet('ip'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every staff action, append-only (UPDATE and DELETE refused by trigger). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`).$type<Record<string, unknown>>(),
    ip: inet('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Staff notes on a player's account (support, finance, compliance); append-only by use. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.createdAt)],
);

/**
 * Staff labels on a player ("vip", "nghi-gian-lan") to find them again in the players list
 * (decision 157); adding and removing one is audited with its reason.
 */
export const playerTags = pgTable(
  'player_tags',
  {
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    tag: text('tag').notNull(),
    addedBy: bigint('added_by', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.tag] }), index('player_tags_tag_idx').on(t.tag)],
);
