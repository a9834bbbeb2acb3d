import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { staffListQuery, staffListResponse } from './staff-lists';
import { text } from './text';

/**
 * The review queues as lists (exceptions, AML flags, KYC, bank accounts), the risk views and the
 * affiliate report, all on the staff lists' one query shape (decision 157), and player tags.
 */

export const EXCEPTION_LIST_SORTS = ['id', 'amount', 'createdAt'] as const;
export const AML_LIST_SORTS = ['id', 'raisedAt', 'reviewedAt'] as const;
export const KYC_LIST_SORTS = ['id', 'createdAt', 'reviewedAt'] as const;
export const BANK_ACCOUNT_LIST_SORTS = ['id', 'createdAt', 'verifiedAt'] as const;
export const PROFIT_LIST_SORTS = ['profit', 'stakes', 'wins', 'rounds'] as const;
export const LARGE_WIN_LIST_SORTS = ['id', 'amount', 'createdAt'] as const;
export const AFFILIATE_LIST_SORTS = ['registrations', 'firstDeposits', 'deposits', 'net'] as const;

export const ZExceptionListQuerySchema = staffListQuery(EXCEPTION_LIST_SORTS);
export const ZAmlListQuerySchema = staffListQuery(AML_LIST_SORTS);
export const ZKycListQuerySchema = staffListQuery(KYC_LIST_SORTS);
export const ZBankAccountStaffListQuerySchema = staffListQuery(BANK_ACCOUNT_LIST_SORTS);
export const ZProfitListQuerySchema = staffListQuery(PROFIT_LIST_SORTS);
export const ZLargeWinListQuerySchema = staffListQuery(LARGE_WIN_LIST_SORTS);
export const ZAffiliateListQuerySchema = staffListQuery(AFFILIATE_LIST_SORTS);

export const ZExceptionListRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  provider: z.string(),
  status: z.string(),
  amount: z.number().int(),
  playerId: z.number().int().nullable(),
  username: z.string().nullable(),
  /** the transfer text, who sent it (as the bank named them), the bank and its reference */
  content: z.string().nullable(),
  senderName: z.string().nullable(),
  senderAccount: z.string().nullable(),
  bank: z.string().nullable(),
  reference: z.string(),
  resolution: z.string().nullable(),
  resolverName: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export const ZAmlListRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  rule: z.string(),
  status: z.string(),
  details: z.record(z.string(), z.unknown()),
  raisedAt: z.string(),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  outcomeNote: z.string().nullable(),
});
export const ZKycListRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  status: z.string(),
  fullName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  idNumber: z.string().nullable(),
  /** other accounts whose pending or verified check carries the same ID number */
  sameIdAccounts: z.number().int(),
  rejectReason: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const ZBankAccountStaffListRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  bankBin: z.string(),
  bank: z.string(),
  /** masked for support by the staff masking plugin */
  accountNumber: z.string(),
  holderName: z.string(),
  /** the name compliance read from the player's verified ID card, when there is one */
  kycName: z.string().nullable(),
  status: z.string(),
  rejectReason: z.string().nullable(),
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
/** One player's play over the period: stakes net of rollbacks, wins, and what the player won. */
export const ZProfitListRowSchema = z.object({
  playerId: z.number().int(),
  username: z.string(),
  status: z.string(),
  stakes: z.number().int(),
  wins: z.number().int(),
  /** wins − stakes: positive when the player is ahead (the house lost) */
  profit: z.number().int(),
  rounds: z.number().int(),
});
export const ZLargeWinListRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  provider: z.string(),
  game: z.string().nullable(),
  round: z.string(),
  amount: z.number().int(),
  /** the stake of the same round, for the multiple */
  stake: z.number().int(),
  createdAt: z.string(),
});
/** The players who signed up under one affiliate id and campaign, and their money in the period. */
export const ZAffiliateListRowSchema = z.object({
  affId: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  /** deposits − withdrawals paid */
  net: z.number().int(),
});

export type TExceptionListRow = z.infer<typeof ZExceptionListRowSchema>;
export type TAmlListRow = z.infer<typeof ZAmlListRowSchema>;
export type TKycListRow = z.infer<typeof ZKycListRowSchema>;
export type TBankAccountStaffListRow = z.infer<typeof ZBankAccountStaffListRowSchema>;
export type TProfitListRow = z.infer<typeof ZProfitListRowSchema>;
export type TLargeWinListRow = z.infer<typeof ZLargeWinListRowSchema>;
export type TAffiliateListRow = z.infer<typeof ZAffiliateListRowSchema>;

export const ZExceptionListResponseSchema = staffListResponse(ZExceptionListRowSchema);
export const ZAmlListResponseSchema = staffListResponse(ZAmlListRowSchema);
export const ZKycListResponseSchema = staffListResponse(ZKycListRowSchema);
export const ZBankAccountStaffListResponseSchema = staffListResponse(ZBankAccountStaffListRowSchema);
export const ZProfitListResponseSchema = staffListResponse(ZProfitListRowSchema);
export const ZLargeWinListResponseSchema = staffListResponse(ZLargeWinListRowSchema);
export const ZAffiliateListResponseSchema = staffListResponse(ZAffiliateListRowSchema);

// ─── player tags ───

/** Lower case letters, digits and dashes: a tag is a label to filter by, not a note. */
export const ZPlayerTagSchema = text()
  .trim()
  .toLowerCase()
  .regex(/^[\p{Ll}\p{N}][\p{Ll}\p{N}-]{0,29}$/u, {
    error: 'Thẻ gồm chữ thường, số và dấu gạch ngang, tối đa 30 ký tự, ví dụ "vip" hoặc "nghi-gian-lan"',
  });
export const ZPlayerTagRequestSchema = z.object({
  tag: ZPlayerTagSchema,
  reason: text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(500),
});
export const ZPlayerTagParamsSchema = z.object({
  id: z.coerce.number().int().positive({ error: 'Mã người chơi không hợp lệ' }),
  tag: ZPlayerTagSchema,
});
export const ZPlayerTagDeleteRequestSchema = z.object({
  reason: text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(500),
});
export const ZPlayerTagViewSchema = z.object({
  tag: z.string(),
  addedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TPlayerTag = z.infer<typeof ZPlayerTagViewSchema>;
export const ZPlayerTagsResponseSchema = ZSuccessSchema(z.array(ZPlayerTagViewSchema));
/** Every tag in use with how many players carry it (the players list's tag filter). */
export const ZTagCountsResponseSchema = ZSuccessSchema(
  z.array(z.object({ tag: z.string(), players: z.number().int() })),
);

// ─── accounts linked to a player ───

export const LINK_KINDS = ['device', 'ip', 'bank_account', 'id_number'] as const;
export const ZLinkedAccountSchema = z.object({
  kind: z.enum(LINK_KINDS),
  /** the shared value: a fingerprint, an address, a bank account (masked for support), an ID number's last four */
  value: z.string(),
  playerId: z.number().int(),
  username: z.string(),
  status: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type TLinkedAccount = z.infer<typeof ZLinkedAccountSchema>;
export const ZLinkedAccountsResponseSchema = ZSuccessSchema(z.array(ZLinkedAccountSchema));

// ─── sign-up codes of one player ───

export const ZPlayerAcquisitionSchema = z.object({
  affId: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  source: z.string().nullable(),
  referer: z.string().nullable(),
});
export type TPlayerAcquisition = z.infer<typeof ZPlayerAcquisitionSchema>;
