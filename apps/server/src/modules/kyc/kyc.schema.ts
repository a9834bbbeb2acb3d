import { sql } from 'drizzle-orm';
import { bigint, check, customType, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../admin/admin.schema';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A player's identity check: one submission of three pictures, reviewed by compliance. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending').$type<'pending' | 'verified' | 'rejected'>(),
    rejectReason: text('reject_reason'),
    /** The full name read from the ID card by compliance when verifying (bank holder names are checked against it). */
    fullName: text('full_name'),
    /** Read from the card with the name (decision 143): the same ID number on two accounts is flagged. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    idNumber: text('id_number'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('kyc_submissions_player_idx').on(t.playerId, t.createdAt),
    index('kyc_submissions_status_idx').on(t.status, t.createdAt),
    index('kyc_submissions_id_number_idx').on(t.idNumber),
    check('kyc_submissions_status_check', sql`${t.status} IN ('pending', 'verified', 'rejected')`),
  ],
);

/** The pictures, in the database with their submission (a few MB per player, backed up together). */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => kycSubmissions.id),
    kind: text('kind').notNull().$type<'id_front' | 'id_back' | 'selfie'>(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    index('kyc_documents_submission_idx').on(t.submissionId, t.kind),
    check('kyc_documents_kind_check', sql`${t.kind} IN ('id_front', 'id_back', 'selfie')`),
  ],
);
