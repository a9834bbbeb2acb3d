import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/* The agent programme (đại lý, docs/agents.md, decision 137). */

export const AgentMessage = {
  AGENT_CODE_UNKNOWN: 'Mã đại lý không tồn tại',
  AGENT_NOT_FOUND: 'Không tìm thấy đại lý',
  AGENT_NOT_ACTIVE: 'Tài khoản đại lý chưa được duyệt',
  AGENT_EXISTS: 'Tài khoản này đã là đại lý hoặc đã gửi đăng ký',
  AGENT_TOO_DEEP: 'Cây đại lý đã đạt số cấp tối đa',
  AGENT_NOT_PENDING: 'Đăng ký đại lý không ở trạng thái chờ duyệt',
  AGENT_SELF: 'Không thể gán người chơi cho chính tài khoản đại lý của họ',
  AGENT_CYCLE: 'Không thể gán đại lý vào nhánh dưới của chính mình',
  PLAYER_NOT_FOUND: 'Không tìm thấy người chơi',
  MONTH_NOT_CLOSED: 'Tháng chưa kết thúc (giờ Việt Nam), chưa thể lập sao kê',
  MONTH_NOT_STARTED: 'Tháng này chưa bắt đầu (giờ Việt Nam)',
  STATEMENT_NOT_FOUND: 'Không tìm thấy sao kê',
  STATEMENT_NOT_DRAFT: 'Sao kê đã được duyệt, không thể thay đổi',
  STATEMENT_NOT_APPROVED: 'Sao kê chưa được duyệt',
  STATEMENT_SAME_STAFF: 'Người chi trả phải khác người đã duyệt sao kê',
  PLAN_MONTH_CLOSED: 'Chỉ đặt chính sách cho tháng chưa có sao kê được duyệt',
  FLAG_NOT_FOUND: 'Không tìm thấy cảnh báo',
  PLAN_NOT_FOUND: 'Không tìm thấy bản nháp chính sách',
  PLAN_NOT_DRAFT: 'Chính sách này đã được công bố',
} as const;
export type TAgentErrorCode = keyof typeof AgentMessage;

/** A Vietnam calendar month, `YYYY-MM`. */
export const ZMonthSchema = text()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Tháng phải có dạng YYYY-MM' })
  .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2200, { error: 'Tháng không hợp lệ' });

/** An agent's code: what a player types at registration and what the link carries as `a`. */
export const ZAgentCodeSchema = text({ error: AgentMessage.AGENT_CODE_UNKNOWN })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, { error: AgentMessage.AGENT_CODE_UNKNOWN });

const bps = z.number().int().min(0).max(10_000);
const vnd = z.number().int().min(0).refine(Number.isSafeInteger);

export const ZAgentTierSchema = z.object({
  /** the month's commissionable net profit (after carry-forward) at least this, VND */
  minNetProfit: vnd,
  /** active members in the month at least this */
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  /** share of the commissionable net profit, in basis points (2,500 = 25 %) */
  rateBps: bps,
});

/**
 * A commission plan (docs/agents.md "Formulas"). Rates are basis points so every figure is an
 * integer; each deduction can be switched off.
 */
export const ZAgentPlanConfigSchema = z.object({
  /** levels of the tree, the top agent being level 1 */
  maxDepth: z.number().int().min(1).max(6),
  /** an active member deposited at least this in the month ... */
  activeMinDeposit: vnd,
  /** ... and staked at least this */
  activeMinTurnover: vnd,
  tiers: z.array(ZAgentTierSchema).min(1).max(10),
  deductBonuses: z.boolean(),
  deductRebates: z.boolean(),
  deductPaymentFees: z.boolean(),
  /** payment fees: this share of the member's deposits plus withdrawals */
  paymentFeeBps: z.number().int().min(0).max(1_000),
  deductPlatformFee: z.boolean(),
  /** platform fee: this share of the member's positive gross gaming revenue */
  platformFeeBps: z.number().int().min(0).max(5_000),
  /** a negative month is carried into the next month's commissionable net profit */
  carryForward: z.boolean(),
  /** override on the commission of the sub-agents `i + 1` levels below, basis points */
  overrideBps: z.array(bps).max(5),
});
export type TAgentPlanConfig = z.infer<typeof ZAgentPlanConfigSchema>;

export const DEFAULT_AGENT_PLAN: TAgentPlanConfig = {
  maxDepth: 3,
  activeMinDeposit: 100_000,
  activeMinTurnover: 500_000,
  tiers: [
    { minNetProfit: 0, minActiveMembers: 1, rateBps: 2_000 },
    { minNetProfit: 50_000_000, minActiveMembers: 5, rateBps: 3_000 },
    { minNetProfit: 200_000_000, minActiveMembers: 15, rateBps: 4_000 },
    { minNetProfit: 1_000_000_000, minActiveMembers: 50, rateBps: 5_500 },
  ],
  deductBonuses: true,
  deductRebates: true,
  deductPaymentFees: true,
  paymentFeeBps: 100,
  deductPlatformFee: true,
  platformFeeBps: 1_000,
  carryForward: true,
  overrideBps: [1_000, 500],
};

export const AGENT_PLAN_STATUSES = ['draft', 'published', 'superseded'] as const;
export const ZAgentPlanSchema = z.object({
  id: z.number().int().nullable(),
  /** the brand (`APP_NAME`) it is for; null: a version from before plans were per brand */
  brand: z.string().nullable(),
  /** first month the plan is in force */
  effectiveMonth: z.string(),
  config: ZAgentPlanConfigSchema,
  /** `published` for the default plan (nothing saved yet) */
  status: z.enum(AGENT_PLAN_STATUSES),
  createdAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** the programme's terms in Vietnamese, written from the plan (as the promotions' texts are) */
  terms: z.array(z.string()),
});
export type TAgentPlan = z.infer<typeof ZAgentPlanSchema>;

export const ZPutAgentPlanRequestSchema = z.object({ effectiveMonth: ZMonthSchema, config: ZAgentPlanConfigSchema });

export const AGENT_STATUSES = ['pending', 'active', 'rejected'] as const;
export const ZAgentSchema = z.object({
  playerId: z.number().int(),
  username: z.string(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  code: z.string(),
  /** path of the referral link on the site (`/?a=CODE`) */
  link: z.string(),
  /** the link on the brand's site: the running brand's address with the path */
  url: z.string(),
  /** the brand (`APP_NAME`) the link is for */
  brand: z.string(),
  status: z.enum(AGENT_STATUSES),
  members: z.number().int(),
  subAgents: z.number().int(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type TAgent = z.infer<typeof ZAgentSchema>;

/** A member's figures for a month, read from the ledger (docs/agents.md "What a line is made of"). */
export const ZMemberFiguresSchema = z.object({
  stakes: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  rebates: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
});
export type TMemberFigures = z.infer<typeof ZMemberFiguresSchema>;

export const ZAgentMemberSchema = z.object({
  playerId: z.number().int(),
  /** masked: the agent sees enough to recognise a member, not their account name */
  username: z.string(),
  source: z.string(),
  registeredAt: z.string(),
  figures: ZMemberFiguresSchema,
  active: z.boolean(),
  /** why the member does not count for the agent (shared device or address): null when they count */
  excludedReason: z.string().nullable(),
});

export const ZAgentDashboardSchema = z.object({
  agent: ZAgentSchema,
  month: z.string(),
  registrations: z.number().int(),
  activeMembers: z.number().int(),
  deposits: z.number().int(),
  turnover: z.number().int(),
  netProfit: z.number().int(),
  /** the programme's terms in force this month, written from the plan */
  terms: z.array(z.string()),
});

export const ZStatementLineSchema = z.object({
  line: z.number().int(),
  kind: z.enum(['player', 'sub_agent']),
  playerId: z.number().int(),
  username: z.string(),
  depth: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  rebates: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  paymentFees: z.number().int(),
  platformFee: z.number().int(),
  netProfit: z.number().int(),
  active: z.boolean(),
  /** why the line does not count (shared device, shared address, flagged): null when it counts */
  excludedReason: z.string().nullable(),
  /** the member self-excluded or was closed in the month: the figures are the rows before this moment */
  countedUntil: z.string().nullable(),
  /** sub-agent lines: the sub-agent's own commission the override is taken on */
  base: z.number().int(),
  rateBps: z.number().int(),
  amount: z.number().int(),
});
export type TStatementLine = z.infer<typeof ZStatementLineSchema>;

export const STATEMENT_STATUSES = ['draft', 'approved', 'paid'] as const;
export const ZStatementSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agentUsername: z.string(),
  month: z.string(),
  status: z.enum(STATEMENT_STATUSES),
  plan: ZAgentPlanConfigSchema,
  netProfit: z.number().int(),
  activeMembers: z.number().int(),
  carriedIn: z.number().int(),
  commissionable: z.number().int(),
  rateBps: z.number().int(),
  ownCommission: z.number().int(),
  overrideTotal: z.number().int(),
  total: z.number().int(),
  carryOut: z.number().int(),
  computedAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  journalId: z.number().int().nullable(),
});
export type TStatement = z.infer<typeof ZStatementSchema>;

export const ZStatementDetailSchema = ZStatementSchema.extend({ lines: z.array(ZStatementLineSchema) });
export type TStatementDetail = z.infer<typeof ZStatementDetailSchema>;

/** One ledger row behind a line: `sign` -1 is a reversal counted in this month against its original. */
export const ZStatementJournalRowSchema = z.object({
  journalId: z.number().int(),
  kind: z.string(),
  figure: z.enum(['stakes', 'wins', 'bonuses', 'rebates', 'deposits', 'withdrawals']),
  amount: z.number().int(),
  createdAt: z.string(),
});

/**
 * Products of the agent report per product: a game's catalogue section (docs/agents.md "Reports
 * per product"); `games` is the rest of "Cổng game" (cards, fish, keno, quick games), `other` a
 * game the catalogue does not place.
 */
export const AGENT_PRODUCTS = ['sports', 'casino', 'slots', 'games', 'lottery', 'cockfight', 'other'] as const;
export type TAgentProduct = (typeof AGENT_PRODUCTS)[number];

export const ZAgentProductFiguresSchema = z.object({
  product: z.enum(AGENT_PRODUCTS),
  /** stakes (turnover) */
  stakes: z.number().int(),
  wins: z.number().int(),
  /** stakes - wins: what the members lost on the product (negative: they won) */
  net: z.number().int(),
  /** members with a stake on the product */
  players: z.number().int(),
});

/**
 * An agent's month by product, from the same ledger rows as the statement's member lines: the
 * members that count, each up to the moment their line stops. Summed over the products, stakes
 * and wins are those of the statement's counted lines.
 */
export const ZAgentProductReportSchema = z.object({
  agentId: z.number().int(),
  month: z.string(),
  /** the statement the report follows; null: the month so far (no statement, or only a draft for the agent) */
  statementId: z.number().int().nullable(),
  products: z.array(ZAgentProductFiguresSchema),
  total: ZAgentProductFiguresSchema.omit({ product: true }),
});
export type TAgentProductReport = z.infer<typeof ZAgentProductReportSchema>;

export const ZAgentFlagSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  playerId: z.number().int(),
  reason: z.enum(['shared_device', 'shared_address', 'shared_bank']),
  /** what is shared: the fingerprint, the address, `number:<bin>/<account>` or `holder:<NAME>` */
  detail: z.string().nullable(),
  status: z.enum(['open', 'cleared', 'confirmed']),
  createdAt: z.string(),
});

// ─── requests ──────────────────────────────────────────────────────────────────────────────

export const ZAgentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const ZStatementLineParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  playerId: z.coerce.number().int().positive(),
});
export const ZMakeAgentRequestSchema = z.object({
  playerId: z.number().int().positive(),
  parentId: z.number().int().positive().nullish(),
});
export const ZMovePlayerRequestSchema = z.object({
  /** the new agent; null takes the player out of the programme */
  agentId: z.number().int().positive().nullable(),
  reason: text().trim().min(3).max(500),
});
export const ZMonthRequestSchema = z.object({ month: ZMonthSchema });
export const ZStatementListQuerySchema = z.object({
  month: ZMonthSchema.optional(),
  /** one agent's statements (the report per agent) */
  agentId: z.coerce.number().int().positive().optional(),
  status: z.enum(STATEMENT_STATUSES).optional(),
});
export const ZAgentListQuerySchema = z.object({ status: z.enum(AGENT_STATUSES).optional() });
/** the report per product: this month when no month is given */
export const ZAgentProductQuerySchema = z.object({ month: ZMonthSchema.optional() });
export const ZDecideFlagRequestSchema = z.object({ status: z.enum(['cleared', 'confirmed']) });

// ─── responses ─────────────────────────────────────────────────────────────────────────────

export const ZAgentMonthCloseSchema = z.object({
  month: z.string(),
  /** null: the scheduled close */
  closedBy: z.number().int().nullable(),
  statements: z.number().int(),
  closedAt: z.string(),
});

export const ZAgentResponseSchema = ZSuccessSchema(ZAgentSchema);
export const ZAgentListResponseSchema = ZSuccessSchema(z.array(ZAgentSchema));
export const ZAgentDashboardResponseSchema = ZSuccessSchema(ZAgentDashboardSchema);
export const ZAgentMembersResponseSchema = ZSuccessSchema(z.array(ZAgentMemberSchema));
export const ZAgentPlanResponseSchema = ZSuccessSchema(ZAgentPlanSchema);
export const ZAgentPlanListResponseSchema = ZSuccessSchema(z.array(ZAgentPlanSchema));
export const ZAgentMonthCloseListResponseSchema = ZSuccessSchema(z.array(ZAgentMonthCloseSchema));
export const ZStatementListResponseSchema = ZSuccessSchema(z.array(ZStatementSchema));
export const ZStatementResponseSchema = ZSuccessSchema(ZStatementDetailSchema);
export const ZCloseMonthResponseSchema = ZSuccessSchema(z.object({ month: z.string(), statements: z.number().int() }));
export const ZStatementJournalResponseSchema = ZSuccessSchema(z.array(ZStatementJournalRowSchema));
export const ZAgentProductReportResponseSchema = ZSuccessSchema(ZAgentProductReportSchema);
export const ZAgentFlagListResponseSchema = ZSuccessSchema(z.array(ZAgentFlagSchema));
export const ZAgentFlagResponseSchema = ZSuccessSchema(ZAgentFlagSchema);
export const ZMoveResponseSchema = ZSuccessSchema(
  z.object({ playerId: z.number().int(), agentId: z.number().int().nullable() }),
);
