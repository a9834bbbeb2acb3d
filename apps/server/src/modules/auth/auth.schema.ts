import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);

/** Player accounts. Other modules read them only through AuthService. */
export const players = pgTable(
  'players',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public random id: safe to show, to log and to hand to providers. */
    rid: text('rid').notNull().unique(),
    username: text('username').notNull(),
    /** National form 0xxxxxxxxx. */
    phone: text('phone').notNull().unique(),
    carrier: text('carrier', { enum: ['viettel', 'mobifone', 'vinaphone', 'other'] }).notNull(),
    /** Only a verified address is stored (lower case); verification sets both columns. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'disabled', 'self_excluded'] })
      .notNull()
      .default('active'),
    /** End of a self-exclusion; null with status self_excluded means indefinite. */
    statusUntil: timestamp('status_until', { withTimezone: true }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }).notNull(),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    affId: text('aff_id'),
    utmCampaign: text('utm_campaign'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    source: text('source'),
    referer: text('referer'),
    registerIp: text('register_ip'),
    registerFingerprint: text('register_fingerprint'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The player's language for e-mails and SMS (decision 156): the site's language at
     * registration, then at each login.
     */
    locale: text('locale', { enum: ['vi', 'en'] })
      .notNull()
      .default('vi'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('players_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('players_email_lower_uq').on(sql`lower(${t.email})`),
    index('players_aff_id_idx').on(t.affId),
  ],
);

/**
 * Login sessions. Only SHA-256 hashes of the bearer token and of the play token are stored.
 * At most one open session per player: the partial unique index is the last line of defence
 * behind the player-row lock taken at login.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    tokenHash: text('token_hash').notNull().unique(),
    playTokenHash: text('play_token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /**
     * The player's own session time limit (minutes) that set `absolute_expires_at`, at login or
     * when set mid-session; null when the site's session lifetime set it. The end then says
     * "your limit" even after the limit in force has changed (decision 025).
     */
    limitMinutes: integer('limit_minutes'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** when the player last closed a reality check: a reminder due after it is still owed */
    reminderSeenAt: timestamp('reminder_seen_at', { withTimezone: true }),
    endReason: text('end_reason', {
      enum: ['logout', 'replaced', 'password_changed', 'password_reset', 'status_changed', 'staff_ended'],
    }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    deviceFingerprint: text('device_fingerprint'),
  },
  (t) => [
    uniqueIndex('sessions_one_open_per_player_uq').on(t.playerId).where(sql`${t.endedAt} IS NULL`),
    index('sessions_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** Every login attempt with its device fingerprint and IP, for risk review. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    /** As typed, so attacks on unknown usernames are visible too. */
    username: text('username').notNull(),
    kind: text('kind', { enum: ['password', 'auto_login', 'register'] }).notNull(),
    success: boolean('success').notNull(),
    /** Why a failed attempt failed (invalid_credentials, locked, disabled, ...). */
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    deviceFingerprint: text('device_fingerprint'),
    sessionId: uuid('session_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_events_player_idx').on(t.playerId, t.createdAt),
    index('login_events_fingerprint_idx').on(t.deviceFingerprint),
    index('login_events_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** One-time, short-lived login tokens (app hand-off, support links); stored hashed. */
export const loginTokens = pgTable('login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  playerId: bigint('player_id', { mode: 'number' })
    .notNull()
    .references(() => players.id),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One-time codes for phone / e-mail verification and password reset; the code is stored hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    purpose: text('purpose', { enum: ['verify_phone', 'verify_email', 'reset_password'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when used, or when a newer code for the same purpose supersedes it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_player_purpose_idx').on(t.playerId, t.purpose, t.createdAt)],
);

/**
 * Counters behind the login, OTP and registration limits. Kept in PostgreSQL so every
 * instance behind the load balancer sees the same counts and locks.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().default(sql`now()`),
  /** How many locks this key has earned recently: each one lasts twice as long as the last. */
  lockLevel: integer('lock_level').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
