import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A player's bank accounts for withdrawals. Staff verify that the holder is the player
 * (verifying -> verified) or reject. An account number at one bank belongs to one player:
 * the unique index stops two players sharing a payout account.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    bankBin: text('bank_bin').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    status: text('status').notNull().default('verifying').$type<'verifying' | 'verified' | 'rejected'>(),
    rejectReason: text('reject_reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('bank_accounts_bank_number_uq').on(t.bankBin, t.accountNumber).where(sql`status <> 'rejected'`),
    index('bank_accounts_player_idx').on(t.playerId),
    index('bank_accounts_status_idx').on(t.status, t.createdAt),
    check('bank_accounts_status_check', sql`${t.status} IN ('verifying', 'verified', 'rejected')`),
    check('bank_accounts_holder_check', sql`${t.holderName} ~ '^[A-Z]+( [A-Z]+)*$'`),
    check('bank_accounts_number_check', sql`${t.accountNumber} ~ '^[0-9]{6,19}$'`),
  ],
);
