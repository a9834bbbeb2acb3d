import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

export { EXCLUDED_ON_REGISTRY_MESSAGE } from './auth-constants';

/*
 * The exclusion registry every brand of a deployment shares, and peer deployments of the same
 * operator through a signed API (decision 158). Identifiers travel and are stored only as the
 * operator's keyed hashes.
 */

export const EXCLUSION_KINDS = ['self_exclusion', 'cool_off', 'staff'] as const;
export const EXCLUSION_IDENTIFIER_TYPES = ['phone', 'email', 'bank', 'device'] as const;
export const EXCLUSION_MATCH_ACTIONS = ['register', 'login', 'deposit', 'bank_account', 'online'] as const;

export const ZExclusionEntrySchema = z.object({
  uid: z.string(),
  origin: z.string(),
  brand: z.string(),
  kind: z.enum(EXCLUSION_KINDS),
  until: z.string().nullable(),
  createdAt: z.string(),
  receivedFrom: z.string().nullable(),
  matchedOn: z.array(z.enum(EXCLUSION_IDENTIFIER_TYPES)),
  /** peers this entry is still to reach */
  undelivered: z.number(),
});
export type TExclusionEntry = z.infer<typeof ZExclusionEntrySchema>;

export const ZExclusionMatchSchema = z.object({
  id: z.number(),
  entryUid: z.string(),
  playerId: z.number().nullable(),
  action: z.enum(EXCLUSION_MATCH_ACTIONS),
  /** refused: a registration; excluded: an account of this brand; flagged: a device alone matched */
  outcome: z.enum(['refused', 'excluded', 'flagged']),
  matchedOn: z.array(z.enum(EXCLUSION_IDENTIFIER_TYPES)),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type TExclusionMatch = z.infer<typeof ZExclusionMatchSchema>;

export const ZExclusionRegistryResponseSchema = ZSuccessSchema(
  z.object({ deployment: z.string(), peers: z.number(), entries: z.array(ZExclusionEntrySchema) }),
);
export const ZExclusionMatchListResponseSchema = ZSuccessSchema(z.object({ items: z.array(ZExclusionMatchSchema) }));
export const ZExclusionMatchQuerySchema = z.object({
  open: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZExclusionReviewSchema = z.object({
  note: text().trim().min(3, { error: 'Ghi chú ít nhất 3 ký tự' }).max(500, { error: 'Ghi chú tối đa 500 ký tự' }),
});

/** A staff-imposed exclusion: a number of days, or none for an exclusion without end. */
export const ZStaffExclusionSchema = z.object({
  days: z
    .number({ error: 'Số ngày phải là số nguyên' })
    .int({ error: 'Số ngày phải là số nguyên' })
    .min(1, { error: 'Ít nhất 1 ngày' })
    .max(3650, { error: 'Tối đa 3650 ngày' })
    .nullable(),
  reason: text().trim().min(5, { error: 'Lý do ít nhất 5 ký tự' }).max(500, { error: 'Lý do tối đa 500 ký tự' }),
});
export const ZStaffExclusionResponseSchema = ZSuccessSchema(
  z.object({ until: z.string().nullable(), uid: z.string() }),
);

/** What a peer deployment sends: one entry with its hashed identifiers. */
export const ZPeerExclusionSchema = z.object({
  uid: z.uuid(),
  origin: z.string().min(1).max(100),
  brand: z.string().min(1).max(50),
  kind: z.enum(EXCLUSION_KINDS),
  until: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  identifiers: z
    .array(
      z.object({
        type: z.enum(EXCLUSION_IDENTIFIER_TYPES),
        hash: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
      }),
    )
    .max(200),
});
export type TPeerExclusion = z.infer<typeof ZPeerExclusionSchema>;
