import { z } from 'zod';

/*
 * IMOne API Web Services Specification 2.1.4 as public operator code implements it
 * (docs/im-sports-protocol.md says which parts are seen and which inferred). JSON POSTs, the
 * merchant code in every body, `{"Code":0,...}` answers. Shared by the client and the sandbox,
 * so both read and write exactly one format.
 */

export const IM_SPORTSBOOK_WALLET = 301;
export const IM_SPORTSBOOK_GAME = 'IMSB';

export const IM_PATHS = {
  register: '/Player/Register',
  balance: '/Player/GetBalance',
  transfer: '/Transaction/PerformTransfer',
  status: '/Transaction/CheckTransferStatus',
  launch: '/Game/NewLaunchGame',
  launchMobile: '/Game/NewLaunchMobileGame',
  betLog: '/Report/GetBetLog',
} as const;

/** IM's codes that the mechanism tells apart; anything else is refused with its message. */
export const IM_CODES = {
  ok: 0,
  invalidMerchant: 501,
  playerNotFound: 504,
  invalidWallet: 508,
  invalidTransaction: 509,
  insufficientBalance: 510,
  duplicateTransfer: 514,
  transactionNotFound: 516,
  invalidAmount: 519,
  playerExists: 558,
  amountTooHigh: 604,
  amountTooLow: 605,
  badRequest: 600,
} as const;

const Id = z.string().min(1).max(50);

export const ZImRegister = z.object({
  MerchantCode: z.string().min(1).max(256),
  PlayerId: Id,
  Currency: z.string().min(3).max(5),
  Password: z.string().min(1).max(64),
});
export const ZImBalance = z.object({
  MerchantCode: z.string().min(1).max(256),
  PlayerId: Id,
  ProductWallet: z.number().int(),
});
export const ZImTransfer = ZImBalance.extend({
  TransactionId: Id,
  /** positive: into the IM wallet; negative: out of it */
  Amount: z.number().finite(),
});
export const ZImStatus = ZImBalance.extend({ TransactionId: Id });
export const ZImLaunch = ZImBalance.extend({
  GameCode: z.string().min(1).max(20),
  Language: z.string().min(2).max(10),
  IpAddress: z.string().max(64),
});
export const ZImBetLogRequest = z.object({
  MerchantCode: z.string().min(1).max(256),
  /** `YYYY-MM-DD HH.mm.ss` in GMT+8 */
  StartDate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.\d{2}$/),
  EndDate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.\d{2}$/),
  Page: z.number().int().min(1),
  ProductWallet: z.number().int(),
  Currency: z.string().min(3).max(5),
  DateFilterType: z.number().int(),
  Language: z.string().max(10),
});

export const ZImAnswer = z.object({ Code: z.coerce.number().int(), Message: z.string().optional() });
export const ZImBalanceAnswer = ZImAnswer.extend({ Balance: z.union([z.number(), z.string()]).optional() });
export const ZImStatusAnswer = ZImAnswer.extend({
  Status: z.enum(['Approved', 'Declined', 'Processing']).optional(),
});
export const ZImLaunchAnswer = ZImAnswer.extend({ GameUrl: z.string().optional() });

export const ZImBetDetail = z.object({
  SportsName: z.string().optional(),
  EventName: z.string().optional(),
  BetType: z.string().optional(),
  Selection: z.string().optional(),
  Odds: z.union([z.number(), z.string()]).optional(),
  /** the event's score as IM reports it (e.g. "2-1") */
  Result: z.string().nullable().optional(),
});
export const ZImBet = z.object({
  BetId: z.union([z.string(), z.number()]).transform(String),
  PlayerId: z.string(),
  Currency: z.string().optional(),
  WagerCreationDateTime: z.string(),
  LastUpdatedDate: z.string().optional(),
  SettlementDateTime: z.string().nullable().optional(),
  StakeAmount: z.union([z.number(), z.string()]),
  WinLoss: z.union([z.number(), z.string()]).nullable().optional(),
  PayoutAmount: z.union([z.number(), z.string()]).nullable().optional(),
  ResultStatus: z.string().nullable().optional(),
  TotalOdds: z.union([z.number(), z.string()]).optional(),
  IsSettled: z.union([z.boolean(), z.number()]).transform(Boolean),
  IsCancelled: z.union([z.boolean(), z.number()]).transform(Boolean),
  DetailItems: z.array(ZImBetDetail).default([]),
});
export type TImBet = z.input<typeof ZImBet>;
export const ZImBetLogAnswer = ZImAnswer.extend({
  Result: z.array(ZImBet).optional(),
  Pagination: z.object({ CurrentPage: z.number(), TotalPage: z.number() }).optional(),
});

const GMT8_MS = 8 * 3600_000;

/** A Date as IM's report time: `YYYY-MM-DD HH.mm.ss` in GMT+8. */
export function imReportTime(d: Date): string {
  const s = new Date(d.getTime() + GMT8_MS).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 13)}.${s.slice(14, 16)}.${s.slice(17, 19)}`;
}

/** IM's wager times (`YYYY-MM-DD HH:mm:ss`, GMT+8, or ISO with an offset) as a Date; null if unreadable. */
export function imTime(s: string | null | undefined): Date | null {
  if (!s) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2})[:.](\d{2})[:.](\d{2})(\.\d+)?([+-]\d{2}:?\d{2}|Z)?$/.exec(s.trim());
  if (!m) return null;
  const zone = m[6] ?? '+08:00';
  const d = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}${zone === 'Z' ? 'Z' : zone}`);
  return Number.isNaN(d.getTime()) ? null : d;
}
