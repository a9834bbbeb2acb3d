import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/* The cashier's settings, which staff edit in the back office (decision 041). */

// ─── settings (staff-editable; secrets masked on read) ──────────────────────────────────

export const SECRET_MASK = '********';
const ZGatewayMode = z.enum(['sandbox', 'live']);
const ZLimit = z.object({
  enabled: z.boolean(),
  min: z
    .number({ error: 'Mức tối thiểu phải là một số' })
    .int({ error: 'Mức tối thiểu phải là số nguyên đồng' })
    .nonnegative({ error: 'Mức tối thiểu không được âm' }),
  max: z
    .number({ error: 'Mức tối đa phải là một số' })
    .int({ error: 'Mức tối đa phải là số nguyên đồng' })
    .positive({ error: 'Mức tối đa phải lớn hơn 0' }),
});
const ZSecret = text().max(500);
const ZBaseUrl = z.union([text().pipe(z.url({ protocol: /^https?$/ })), z.literal('')]);

export const ZPaymentSettingsSchema = z.object({
  receivingAccount: z.object({
    bankBin: text().regex(/^\d{6}$/),
    accountNumber: text().regex(/^[0-9A-Za-z]{6,19}$/),
    holderName: text().regex(/^[A-Z]+( [A-Z]+)*$/),
  }),
  /** Transfer codes are PREFIX + 8 characters, e.g. NAP7KQ2M9XD. */
  transferCodePrefix: text().regex(/^[A-Z]{2,4}$/),
  voucherTtlMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  /** Where live gateways send callbacks and players come back to; default: the brand's site URL. */
  publicBaseUrl: ZBaseUrl,
  deposit: z.object({
    codepay: ZLimit,
    bank: ZLimit,
    momo: ZLimit,
    crypto: ZLimit,
    card: z.object({ enabled: z.boolean() }),
  }),
  withdraw: z.object({ bank: ZLimit, card: ZLimit, crypto: ZLimit }),
  autoApprove: z.object({
    enabled: z.boolean(),
    /** Withdrawals at or below this amount are approved without staff... */
    maxAmount: z.number().int().nonnegative(),
    /** ...while the player's auto-approved total for the day stays at or below this. */
    maxDailyPerPlayer: z.number().int().nonnegative(),
    /** ...and only for players whose identity is verified (decision 097) */
    requireVerifiedKyc: z.boolean(),
    /** a player's first withdrawal always waits for staff */
    holdFirstWithdrawal: z.boolean(),
    /** staff answer a held withdrawal within this many hours (decision 125) */
    reviewHours: z.number().int().min(1).max(168).default(24),
    /** the time the site promises for deposits and approved withdrawals */
    promisedMinutes: z
      .object({ min: z.number().int().min(1).max(1_440), max: z.number().int().min(1).max(1_440) })
      .refine((m) => m.min <= m.max, { error: 'Thời gian tối thiểu phải nhỏ hơn hoặc bằng tối đa' })
      .default({ min: 1, max: 3 }),
  }),
  /**
   * Staff corrections of a player's money (decision 124): at or below this amount the staff
   * member's own request applies at once; above it a second staff member approves (0: always).
   */
  adjustments: z
    .object({
      secondApproverAbove: z
        .number({ error: 'Mức cần người duyệt thứ hai phải là một số' })
        .int({ error: 'Mức cần người duyệt thứ hai phải là số nguyên đồng' })
        .nonnegative({ error: 'Mức cần người duyệt thứ hai không được âm' })
        .max(100_000_000_000, { error: 'Mức cần người duyệt thứ hai tối đa 100.000.000.000 ₫' }),
    })
    .default({ secondApproverAbove: 5_000_000 }),
  crypto: z.object({
    ratesVnd: z.object({ USDT: z.number().positive(), KDG: z.number().positive() }),
    confirmations: z.object({
      TRC20: z.number().int().min(1),
      ERC20: z.number().int().min(1),
      BEP20: z.number().int().min(1),
    }),
    intentTtlMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
  }),
  gateways: z.object({
    bank: z.object({
      mode: ZGatewayMode,
      webhookApiKey: ZSecret,
      webhookHmacSecret: ZSecret,
      toleranceSeconds: z.number().int().min(30).max(3600),
      payoutBaseUrl: ZBaseUrl,
      payoutApiKey: ZSecret,
      payoutSecret: ZSecret,
    }),
    momo: z.object({
      mode: ZGatewayMode,
      baseUrl: ZBaseUrl,
      partnerCode: text().max(50),
      accessKey: ZSecret,
      secretKey: ZSecret,
      requestType: z.enum(['captureWallet', 'payWithMethod']),
      ipnToleranceSeconds: z
        .number()
        .int()
        .min(30)
        .max(24 * 3600),
    }),
    card: z.object({ mode: ZGatewayMode, baseUrl: ZBaseUrl, partnerId: text().max(64), partnerKey: ZSecret }),
    crypto: z.object({
      mode: ZGatewayMode,
      baseUrl: ZBaseUrl,
      apiKey: ZSecret,
      webhookSecret: ZSecret,
      toleranceSeconds: z.number().int().min(30).max(3600),
    }),
  }),
  sandbox: z.object({
    /** Delay before a sandbox gateway calls our webhook. */
    callbackDelayMs: z.number().int().min(0).max(60_000),
    /** Outcome of sandbox payouts: paid, failed (money released), or timeout (outcome unknown, held). */
    payoutOutcome: z.enum(['paid', 'failed', 'timeout']),
    /** Make the sandbox refuse to create MoMo payments (to exercise 'voucher creation failed'). */
    momoCreateFails: z.boolean(),
  }),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettingsSchema>;
const LIMIT_LABEL = {
  deposit: { codepay: 'Nạp Codepay', bank: 'Nạp chuyển khoản', momo: 'Nạp MoMo', crypto: 'Nạp tiền điện tử' },
  withdraw: { bank: 'Rút về ngân hàng', card: 'Rút thẻ cào', crypto: 'Rút tiền điện tử' },
} as const;

/**
 * PUT /admin-api/payments/settings: the whole settings object (a masked secret keeps its value).
 * A method's minimum above its maximum would refuse every order of it: refused, naming the method.
 */
export const ZPaymentSettingsRequestSchema = ZPaymentSettingsSchema.superRefine((s, ctx) => {
  for (const side of ['deposit', 'withdraw'] as const)
    for (const [method, label] of Object.entries(LIMIT_LABEL[side])) {
      const limit = (s[side] as Record<string, { min: number; max: number }>)[method]!;
      if (limit.min > limit.max)
        ctx.addIssue({
          code: 'custom',
          path: [side, method, 'min'],
          message: `${label}: mức tối thiểu không được lớn hơn mức tối đa`,
        });
    }
});
export const ZPaymentSettingsResponseSchema = ZSuccessSchema(ZPaymentSettingsSchema);
