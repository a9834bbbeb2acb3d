import { z } from 'zod';

/*
 * WS168's merchant API as a public transfer-wallet adapter calls it (docs/ws168-protocol.md says
 * which parts are seen and which inferred): `Authorization: Bearer <agent token>`, JSON, paths
 * under api/merchant/. Shared by the client and the sandbox.
 */

export const WS168_PATHS = {
  players: '/api/merchant/players',
  login: '/api/merchant/player/login',
  deposit: '/api/merchant/player/deposit',
  withdraw: '/api/merchant/player/withdraw',
  balance: '/api/merchant/player/balance',
  check: '/api/merchant/player/check',
  bets: '/api/merchant/bets',
} as const;

/** WS168's answer codes the mechanism tells apart. */
export const WS168_CODES = {
  ok: 0,
  unauthorized: 401,
  playerNotFound: 1001,
  playerExists: 1002,
  insufficientBalance: 1003,
  invalidAmount: 1004,
  orderNotFound: 1005,
  duplicateOrder: 1006,
  badRequest: 1000,
} as const;

const Account = z.string().regex(/^[A-Za-z0-9_]{3,32}$/);
const OrderNum = z.string().regex(/^[\x21-\x7e]{1,64}$/);
const Amount = z.union([z.number(), z.string().regex(/^\d{1,15}(\.\d{1,2})?$/)]).transform(Number);

export const ZWsPlayer = z.object({ account: Account, nickname: z.string().max(32).optional() });
export const ZWsLogin = z.object({ account: Account, lang: z.string().max(8).optional() });
export const ZWsMoney = z.object({ account: Account, merchant_order_num: OrderNum, amount: Amount });
export const ZWsBalanceQuery = z.object({ account: Account });
export const ZWsCheckQuery = z.object({ merchant_order_num: OrderNum });
export const ZWsBetsQuery = z.object({
  time_type: z.enum(['bet_at', 'settled_at', 'updated_at']).default('updated_at'),
  start_time: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  end_time: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(500),
});

export const ZWsAnswer = z.object({ code: z.coerce.number().int(), message: z.string().optional() });
export const ZWsBalanceAnswer = ZWsAnswer.extend({
  data: z.object({ balance: z.union([z.number(), z.string()]) }).optional(),
});
export const ZWsCheckAnswer = ZWsAnswer.extend({
  data: z
    .object({ status: z.enum(['success', 'fail', 'pending']), amount: z.union([z.number(), z.string()]) })
    .optional(),
});
export const ZWsLoginAnswer = ZWsAnswer.extend({ data: z.object({ url: z.string() }).optional() });

export const ZWsBet = z.object({
  slug: z.string(),
  account: z.string(),
  arena_fight_no: z.string().nullable().optional(),
  round_id: z.union([z.string(), z.number()]).nullable().optional(),
  fight_no: z.union([z.string(), z.number()]).nullable().optional(),
  side: z.string(),
  status: z.enum(['init', 'beted', 'settled', 'cancel', 'fail']),
  odd: z.union([z.number(), z.string()]),
  bet_amount: z.union([z.number(), z.string()]),
  net_income: z.union([z.number(), z.string()]).nullable().optional(),
  bet_return: z.union([z.number(), z.string()]).nullable().optional(),
  valid_amount: z.union([z.number(), z.string()]).nullable().optional(),
  result: z.string().nullable().optional(),
  is_settled: z.union([z.boolean(), z.number()]).transform(Boolean),
  bet_at: z.string(),
  settled_at: z.string().nullable().optional(),
  arena_no: z.string().nullable().optional(),
});
export type TWsBet = z.input<typeof ZWsBet>;
export const ZWsBetsAnswer = ZWsAnswer.extend({
  data: z.object({ list: z.array(ZWsBet), page: z.number(), page_size: z.number(), total: z.number() }).optional(),
});

const GMT7_MS = 7 * 3600_000;

/** WS168 query time `YYYY-MM-DD HH:mm:ss` (the merchant's zone, GMT+7 for a Vietnamese merchant). */
export function wsTime(d: Date): string {
  const s = new Date(d.getTime() + GMT7_MS).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
}

/** A WS168 time (`YYYY-MM-DD HH:mm:ss` GMT+7, or ISO with an offset) as a Date; null if unreadable. */
export function wsParseTime(s: string | null | undefined): Date | null {
  if (!s) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2}:?\d{2}|Z)?$/.exec(s.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}${m[4] ?? '+07:00'}`);
  return Number.isNaN(d.getTime()) ? null : d;
}
