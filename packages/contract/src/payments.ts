import { z } from 'zod';
import { WITHDRAWAL_HOLD_REASONS } from './aml';
import { ZSuccessSchema } from './envelope';
import { formatVnd } from './format';
import { ZWithdrawalReviewSchema } from './money-rules';
import type { TProtectionPeriod } from './protection';
import { text } from './text';
import { type TextLocale, textsFor } from './texts';

/**
 * The cashier (product.md sections 3-5, 8, 9): deposits by Codepay (VietQR), bank transfer, MoMo,
 * crypto and phone card; withdrawals to bank, phone card and crypto; transaction history.
 * Paths live under /api/payment/... and /api/user/...; gateways call /webhooks/<method>.
 */

// ─── constants (product.md section 9) ──────────────────────────────────────────────────────────

export const DEPOSIT_METHODS = ['codepay', 'bank', 'momo', 'crypto', 'card'] as const;
export type TDepositMethod = (typeof DEPOSIT_METHODS)[number];
export const WITHDRAW_METHODS = ['bank', 'card', 'crypto'] as const;
export type TWithdrawMethod = (typeof WITHDRAW_METHODS)[number];

/** Codepay (and bank transfer) minimum deposit: 50K. */
export const CODEPAY_MIN_AMOUNT = 50_000;

export const CARD_CARRIERS = ['VIETTEL', 'VINAPHONE', 'MOBIFONE'] as const;
export type TCardCarrier = (typeof CARD_CARRIERS)[number];
export const CARD_DENOMINATIONS = [
  10_000, 20_000, 30_000, 50_000, 100_000, 200_000, 300_000, 500_000, 1_000_000,
] as const;
/** Card exchange fee in percent of the card's real value. */
export const CARD_FEE_PERCENT: Record<TCardCarrier, number> = { VIETTEL: 13, VINAPHONE: 11, MOBIFONE: 13 };
export const CARD_WITHDRAW_MAX_COUNT = 5;

export const CRYPTO_CHAINS = ['TRC20', 'ERC20', 'BEP20'] as const;
export type TCryptoChain = (typeof CRYPTO_CHAINS)[number];
export const CRYPTO_CURRENCIES = ['USDT', 'KDG'] as const;
export type TCryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];
/** KDG is a TRC20 token on TRON; USDT is accepted on three chains. */
export const CRYPTO_CHAINS_BY_CURRENCY: Record<TCryptoCurrency, readonly TCryptoChain[]> = {
  USDT: ['TRC20', 'ERC20', 'BEP20'],
  KDG: ['TRC20'],
};
/** Minimum crypto withdrawal, in VND. */
export const CRYPTO_WITHDRAW_MIN_VND: Record<TCryptoCurrency, number> = { KDG: 100_000, USDT: 400_000 };

/** Methods whose confirmation time players are shown (`confirmation.*` of `texts/`, in their language). */
export type TConfirmationMethod = 'codepay' | 'bank' | 'momo' | 'crypto' | 'card';

/** Methods on which first-deposit promotions are not offered (product.md section 6). */
export const NO_FIRST_DEPOSIT_PROMOTION_METHODS: readonly TDepositMethod[] = ['crypto', 'momo', 'card'];

export const HISTORY_DAYS = 7;
export const HISTORY_PAGE_SIZES = [10, 20, 50] as const;
export const HISTORY_RECENT_LIMITS = [5, 10, 20] as const;

// ─── copy and error codes (product.md section 8) ───────────────────────────────────────────────

export const PaymentMessage = {
  VOUCHER_CREATE_FAILED: 'Tạo phiếu nạp tiền không thành công',
  TRANSACTION_EXPIRED: 'Giao dịch đã hết hạn',
  QR_DOWNLOAD_FAILED: 'Tải mã QR không thành công',
  GENERIC: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
  NO_RECENT_TRANSACTIONS: 'Không có giao dịch gần đây',
  VOUCHER_REPLACE_CONFIRM: 'Bạn đang có một phiếu nạp chưa hoàn tất. Tạo phiếu mới sẽ hủy phiếu hiện tại. Tiếp tục?',
  CRYPTO_WARNING:
    'Vui lòng gửi đúng loại tiền và đúng mạng lưới. Gửi sai sẽ không được ghi nhận và không thể hoàn lại.',
  AMOUNT_REQUIRED: 'Vui lòng nhập số tiền',
  AMOUNT_INTEGER: 'Số tiền phải là số nguyên VND',
  CODEPAY_MIN: `Số tiền nạp tối thiểu là ${formatVnd(CODEPAY_MIN_AMOUNT)}`,
  CARRIER_REQUIRED: 'Vui lòng chọn nhà mạng',
  DENOMINATION_REQUIRED: 'Vui lòng chọn mệnh giá',
  PIN_REQUIRED: 'Vui lòng nhập mã thẻ',
  PIN_INVALID: 'Mã thẻ gồm 12 đến 15 chữ số',
  SERIAL_REQUIRED: 'Vui lòng nhập số seri',
  SERIAL_INVALID: 'Số seri gồm 10 đến 15 chữ số',
  CARD_COUNT_REQUIRED: 'Vui lòng nhập số lượng thẻ',
  CARD_COUNT_RANGE: 'Số lượng thẻ từ 1 đến 5',
  PHONE_LAST5_REQUIRED: 'Vui lòng nhập 5 số cuối điện thoại',
  PHONE_LAST5_FORMAT: '5 số cuối điện thoại gồm đúng 5 chữ số',
  CURRENCY_REQUIRED: 'Vui lòng chọn loại tiền',
  CHAIN_REQUIRED: 'Vui lòng chọn mạng lưới',
  ADDRESS_REQUIRED: 'Vui lòng nhập địa chỉ ví nhận',
  BANK_ACCOUNT_REQUIRED: 'Vui lòng chọn tài khoản ngân hàng',
  WITHDRAW_REQUESTED: 'Yêu cầu rút tiền đã được ghi nhận',
  DEPOSIT_CREDITED: 'Nạp tiền thành công',
  DEPOSIT_HELD_LABEL: 'Bị giữ lại',
  DEPOSIT_RETURN_METHOD: 'Hoàn trả tiền nạp bị giữ lại',
} as const;

// ─── deposits held back by player protection (decision 073) ─────────────────────────────

/**
 * Why money that arrived was held back instead of credited to playable cash: over a deposit
 * limit (only the excess), the account self-excluded or disabled (all of it).
 */
export const DEPOSIT_HOLD_REASONS = ['over_limit', 'player_excluded', 'player_disabled'] as const;
export type TDepositHoldReason = (typeof DEPOSIT_HOLD_REASONS)[number];

/** What the player reads on a deposit (status, history) when part or all of it was held back. */
export function depositHoldNotice(
  h: {
    reason: TDepositHoldReason;
    /** VND held back. */
    held: number;
    /** VND of the same deposit credited to cash. */
    credited: number;
    period?: TProtectionPeriod | null;
    limit?: number | null;
    /** The held money has been paid back to its source. */
    returned?: boolean;
  },
  locale: TextLocale = 'vi',
): string {
  const t = textsFor(locale);
  const credited = h.credited > 0 ? t('deposits.credited', { amount: h.credited }) : '';
  const period = t(`deposits.period.${h.period ?? 'day'}`);
  const why =
    h.reason === 'over_limit'
      ? h.limit
        ? t('deposits.overLimitAmount', { period, limit: h.limit })
        : t('deposits.overLimit', { period })
      : h.reason === 'player_excluded'
        ? t('deposits.excluded')
        : t('deposits.disabled');
  return t(h.returned ? 'deposits.returned' : 'deposits.held', { credited, held: h.held, why });
}

/** Stable error codes of the cashier; HTTP status in the comment. */
export const PaymentErrorCode = {
  /** 400 */ AMOUNT_TOO_LOW: 'AMOUNT_TOO_LOW',
  /** 400 */ AMOUNT_TOO_HIGH: 'AMOUNT_TOO_HIGH',
  /** 409: a pending voucher exists; resend with replaceCurrent: true after the confirm prompt. */
  VOUCHER_EXISTS: 'VOUCHER_EXISTS',
  /** 502: the gateway could not create the payment. */
  VOUCHER_CREATE_FAILED: 'VOUCHER_CREATE_FAILED',
  /** 410 */ TRANSACTION_EXPIRED: 'TRANSACTION_EXPIRED',
  /** 404 */ DEPOSIT_NOT_FOUND: 'DEPOSIT_NOT_FOUND',
  /** 400 */ PROMOTION_NOT_AVAILABLE: 'PROMOTION_NOT_AVAILABLE',
  /** 503: the method is switched off by staff. */
  METHOD_UNAVAILABLE: 'METHOD_UNAVAILABLE',
  /** 400 */ CARD_DENOMINATION_INVALID: 'CARD_DENOMINATION_INVALID',
  /** 409: this card was already submitted. */
  CARD_ALREADY_SUBMITTED: 'CARD_ALREADY_SUBMITTED',
  /** 400: KDG only on TRC20, etc. */
  CRYPTO_CHAIN_UNSUPPORTED: 'CRYPTO_CHAIN_UNSUPPORTED',
  /** 400 */ CRYPTO_ADDRESS_INVALID: 'CRYPTO_ADDRESS_INVALID',
  /** 409: not enough withdrawable money. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** 400 */ BANK_ACCOUNT_NOT_VERIFIED: 'BANK_ACCOUNT_NOT_VERIFIED',
  /** 400 */ PHONE_LAST5_MISMATCH: 'PHONE_LAST5_MISMATCH',
  /** 400 */ IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  /** 409: the key was used for a different request. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 409: another module holds withdrawals (bonus wagering not met, self-exclusion...). */
  WITHDRAWAL_BLOCKED: 'WITHDRAWAL_BLOCKED',
  /** 404 */ WITHDRAWAL_NOT_FOUND: 'WITHDRAWAL_NOT_FOUND',
  /** 409: staff pay out only for players in a self-exclusion; the others withdraw themselves. */
  STAFF_PAYOUT_NOT_EXCLUDED: 'STAFF_PAYOUT_NOT_EXCLUDED',
  /** 409: staff action not allowed in the withdrawal's status. */
  WITHDRAWAL_STATUS: 'WITHDRAWAL_STATUS',
  /** 403: deposits refused for this player (limits, exclusion, account state). */
  DEPOSIT_BLOCKED: 'DEPOSIT_BLOCKED',
  /** 401: webhook credentials missing or wrong. */
  WEBHOOK_UNAUTHORIZED: 'WEBHOOK_UNAUTHORIZED',
  /** 401: webhook timestamp outside the accepted window. */
  WEBHOOK_STALE: 'WEBHOOK_STALE',
  /** 404: sandbox gateway called while the method uses its live adapter. */
  SANDBOX_DISABLED: 'SANDBOX_DISABLED',
  /** 404 */ PAYMENT_EXCEPTION_NOT_FOUND: 'PAYMENT_EXCEPTION_NOT_FOUND',
  /** 409 */ PAYMENT_EXCEPTION_RESOLVED: 'PAYMENT_EXCEPTION_RESOLVED',
  /** 409: money held back by player protection is only returned, never credited or dismissed. */
  PAYMENT_HELD_RETURN_ONLY: 'PAYMENT_HELD_RETURN_ONLY',
  /** 409: the exception holds no money to return. */
  PAYMENT_EXCEPTION_NOT_HELD: 'PAYMENT_EXCEPTION_NOT_HELD',
  /** 400: no source account is known; staff pick a verified bank account of the player. */
  RETURN_DESTINATION_REQUIRED: 'RETURN_DESTINATION_REQUIRED',
  /** 400: the source account is known; the money goes back there only. */
  RETURN_TO_SOURCE_ONLY: 'RETURN_TO_SOURCE_ONLY',
} as const;

export const PaymentErrorMessage: Record<keyof typeof PaymentErrorCode, string> = {
  AMOUNT_TOO_LOW: 'Số tiền thấp hơn mức tối thiểu',
  AMOUNT_TOO_HIGH: 'Số tiền vượt quá mức tối đa',
  VOUCHER_EXISTS: PaymentMessage.VOUCHER_REPLACE_CONFIRM,
  VOUCHER_CREATE_FAILED: PaymentMessage.VOUCHER_CREATE_FAILED,
  TRANSACTION_EXPIRED: PaymentMessage.TRANSACTION_EXPIRED,
  DEPOSIT_NOT_FOUND: 'Không tìm thấy giao dịch nạp tiền',
  PROMOTION_NOT_AVAILABLE: 'Khuyến mãi không áp dụng cho phương thức nạp này',
  METHOD_UNAVAILABLE: 'Phương thức thanh toán đang tạm ngưng, vui lòng chọn phương thức khác',
  CARD_DENOMINATION_INVALID: 'Mệnh giá thẻ không hợp lệ',
  CARD_ALREADY_SUBMITTED: 'Thẻ này đã được gửi trước đó',
  CRYPTO_CHAIN_UNSUPPORTED: 'Loại tiền không hỗ trợ mạng lưới này',
  CRYPTO_ADDRESS_INVALID: 'Địa chỉ ví không hợp lệ',
  INSUFFICIENT_BALANCE: 'Số dư không đủ để thực hiện giao dịch',
  BANK_ACCOUNT_NOT_VERIFIED: 'Chỉ được rút về tài khoản ngân hàng đã xác minh của bạn',
  PHONE_LAST5_MISMATCH: '5 số cuối điện thoại không đúng',
  IDEMPOTENCY_KEY_REQUIRED: 'Thiếu mã chống gửi trùng (Idempotency-Key)',
  IDEMPOTENCY_KEY_REUSED: 'Yêu cầu trùng mã với một yêu cầu khác',
  WITHDRAWAL_BLOCKED: 'Bạn chưa thể rút tiền lúc này',
  WITHDRAWAL_NOT_FOUND: 'Không tìm thấy yêu cầu rút tiền',
  STAFF_PAYOUT_NOT_EXCLUDED: 'Chỉ chi trả thay cho người chơi đang tự loại trừ; người chơi khác tự rút tiền',
  WITHDRAWAL_STATUS: 'Trạng thái yêu cầu rút tiền không cho phép thao tác này',
  DEPOSIT_BLOCKED: 'Tài khoản của bạn hiện không thể nạp tiền',
  WEBHOOK_UNAUTHORIZED: 'Chữ ký không hợp lệ',
  WEBHOOK_STALE: 'Yêu cầu đã quá hạn',
  SANDBOX_DISABLED: 'Cổng thử nghiệm không hoạt động',
  PAYMENT_EXCEPTION_NOT_FOUND: 'Không tìm thấy giao dịch ngoại lệ',
  PAYMENT_EXCEPTION_RESOLVED: 'Giao dịch ngoại lệ đã được xử lý',
  PAYMENT_HELD_RETURN_ONLY:
    'Khoản tiền này bị giữ lại để bảo vệ người chơi (vượt hạn mức nạp hoặc tài khoản tự loại trừ/bị khóa): chỉ có thể hoàn trả về nguồn, không cộng vào số dư hay đóng bỏ',
  PAYMENT_EXCEPTION_NOT_HELD: 'Giao dịch ngoại lệ này không có khoản tiền bị giữ để hoàn trả',
  RETURN_DESTINATION_REQUIRED:
    'Khoản nạp không có tài khoản nguồn; hãy chọn một tài khoản ngân hàng đã xác minh của người chơi để hoàn trả',
  RETURN_TO_SOURCE_ONLY: 'Khoản nạp có tài khoản nguồn; tiền chỉ được hoàn trả về tài khoản đó',
};

// ─── field schemas ───────────────────────────────────────────────────────────────────────

export const ZAmountSchema = z
  .number({ error: PaymentMessage.AMOUNT_REQUIRED })
  .int({ error: PaymentMessage.AMOUNT_INTEGER })
  .positive({ error: PaymentMessage.AMOUNT_REQUIRED })
  .refine(Number.isSafeInteger, { error: PaymentMessage.AMOUNT_INTEGER });

export const ZPromotionChoiceSchema = text().trim().min(1).max(64).nullable().optional();

export const ZCardCarrierSchema = z.enum(CARD_CARRIERS, { error: PaymentMessage.CARRIER_REQUIRED });
export const ZCardDenominationSchema = z
  .number({ error: PaymentMessage.DENOMINATION_REQUIRED })
  .int()
  .refine((v) => (CARD_DENOMINATIONS as readonly number[]).includes(v), {
    error: PaymentErrorMessage.CARD_DENOMINATION_INVALID,
  });
export const ZPhoneLast5Schema = text({ error: PaymentMessage.PHONE_LAST5_REQUIRED })
  .trim()
  .min(1, { error: PaymentMessage.PHONE_LAST5_REQUIRED })
  .regex(/^\d{5}$/, { error: PaymentMessage.PHONE_LAST5_FORMAT });
export const ZCryptoChainSchema = z.enum(CRYPTO_CHAINS, { error: PaymentMessage.CHAIN_REQUIRED });
export const ZCryptoCurrencySchema = z.enum(CRYPTO_CURRENCIES, { error: PaymentMessage.CURRENCY_REQUIRED });

/** `held`: all of the money that arrived was held back (decision 073). */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'held', 'failed', 'expired', 'cancelled'] as const;
export type TDepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'paid', 'rejected', 'failed', 'unknown'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

// ─── deposits ────────────────────────────────────────────────────────────────────────────

export const ZDepositSchema = z.object({
  id: z.number().int(),
  /** Transaction code shown in history, e.g. NT000123. */
  code: z.string(),
  method: z.enum(DEPOSIT_METHODS),
  status: z.enum(DEPOSIT_STATUSES),
  /** Requested amount (null for crypto until the transfer arrives). */
  amount: z.number().int().nullable(),
  /** What reached the playable cash. */
  creditedAmount: z.number().int().nullable(),
  /** What arrived but was held back (not playable) to be returned to its source. */
  heldAmount: z.number().int(),
  /** Vietnamese explanation for the player when money was held back (and whether it was returned). */
  notice: z.string().nullable(),
  fee: z.number().int(),
  promotionId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  creditedAt: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TDeposit = z.infer<typeof ZDepositSchema>;

export const ZReceivingBankSchema = z.object({
  bin: z.string(),
  shortName: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
});

export const ZVoucherRequestSchema = z.object({
  amount: ZAmountSchema.refine((v) => v >= CODEPAY_MIN_AMOUNT, { error: PaymentMessage.CODEPAY_MIN }),
  promotionId: ZPromotionChoiceSchema,
  /** Set after the player confirmed that the current voucher will be cancelled. */
  replaceCurrent: z.boolean().optional().default(false),
});
export type TVoucherRequest = z.input<typeof ZVoucherRequestSchema>;

export const ZVoucherSchema = z.object({
  deposit: ZDepositSchema,
  transferCode: z.string(),
  bank: ZReceivingBankSchema,
  /** The VietQR (NAPAS EMVCo) payload. */
  qrPayload: z.string(),
  /** PNG data: URL of the QR code. */
  qrImage: z.string(),
  /** GET this to download the PNG. */
  qrDownloadUrl: z.string(),
  confirmationTime: z.string(),
});
export type TVoucher = z.infer<typeof ZVoucherSchema>;
export const ZVoucherResponseSchema = ZSuccessSchema(ZVoucherSchema);
export const ZCurrentVoucherResponseSchema = ZSuccessSchema(ZVoucherSchema.nullable());

export const ZMomoDepositRequestSchema = z.object({
  amount: ZAmountSchema,
  promotionId: ZPromotionChoiceSchema,
});
export const ZMomoDepositSchema = z.object({
  deposit: ZDepositSchema,
  payUrl: z.string(),
  deeplink: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  confirmationTime: z.string(),
});
export type TMomoDeposit = z.infer<typeof ZMomoDepositSchema>;
export const ZMomoDepositResponseSchema = ZSuccessSchema(ZMomoDepositSchema);

export const ZCardDepositRequestSchema = z.object({
  carrier: ZCardCarrierSchema,
  denomination: ZCardDenominationSchema,
  pin: text({ error: PaymentMessage.PIN_REQUIRED })
    .trim()
    .min(1, { error: PaymentMessage.PIN_REQUIRED })
    .regex(/^\d{12,15}$/, { error: PaymentMessage.PIN_INVALID }),
  serial: text({ error: PaymentMessage.SERIAL_REQUIRED })
    .trim()
    .min(1, { error: PaymentMessage.SERIAL_REQUIRED })
    .regex(/^\d{10,15}$/, { error: PaymentMessage.SERIAL_INVALID }),
  promotionId: ZPromotionChoiceSchema,
});
export type TCardDepositRequest = z.input<typeof ZCardDepositRequestSchema>;
export const ZDepositResponseSchema = ZSuccessSchema(ZDepositSchema);

export const ZCryptoDepositRequestSchema = z.object({
  chain: ZCryptoChainSchema,
  currency: ZCryptoCurrencySchema,
  promotionId: ZPromotionChoiceSchema,
});
export const ZCryptoDepositSchema = z.object({
  deposit: ZDepositSchema,
  chain: ZCryptoChainSchema,
  currency: ZCryptoCurrencySchema,
  address: z.string(),
  /** VND per 1 unit of the currency; the rate at confirmation time is what is credited. */
  rateVnd: z.number(),
  minConfirmations: z.number().int(),
  confirmationTime: z.string(),
  warning: z.string(),
  qrImage: z.string(),
});
export type TCryptoDeposit = z.infer<typeof ZCryptoDepositSchema>;
export const ZCryptoDepositResponseSchema = ZSuccessSchema(ZCryptoDepositSchema);

export const ZIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ─── withdrawals ─────────────────────────────────────────────────────────────────────────

export const ZBankWithdrawRequestSchema = z.object({
  bankAccountId: z.number({ error: PaymentMessage.BANK_ACCOUNT_REQUIRED }).int().positive(),
  amount: ZAmountSchema,
});
/** Support pays out a self-excluded player's cash to a verified bank account of theirs. */
export const ZStaffPayoutRequestSchema = ZBankWithdrawRequestSchema.extend({
  reason: text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(500),
});
export type TStaffPayoutRequest = z.infer<typeof ZStaffPayoutRequestSchema>;
export const ZCardWithdrawRequestSchema = z.object({
  carrier: ZCardCarrierSchema,
  denomination: ZCardDenominationSchema,
  count: z
    .number({ error: PaymentMessage.CARD_COUNT_REQUIRED })
    .int({ error: PaymentMessage.CARD_COUNT_RANGE })
    .min(1, { error: PaymentMessage.CARD_COUNT_RANGE })
    .max(CARD_WITHDRAW_MAX_COUNT, { error: PaymentMessage.CARD_COUNT_RANGE }),
  phoneLast5: ZPhoneLast5Schema,
});
export const ZCryptoWithdrawRequestSchema = z.object({
  currency: ZCryptoCurrencySchema,
  chain: ZCryptoChainSchema,
  address: text({ error: PaymentMessage.ADDRESS_REQUIRED })
    .trim()
    .min(1, { error: PaymentMessage.ADDRESS_REQUIRED })
    .max(100),
  /** VND to withdraw; converted at the current rate. */
  amount: ZAmountSchema,
  phoneLast5: ZPhoneLast5Schema,
});
export type TBankWithdrawRequest = z.infer<typeof ZBankWithdrawRequestSchema>;
export type TCardWithdrawRequest = z.infer<typeof ZCardWithdrawRequestSchema>;
export type TCryptoWithdrawRequest = z.infer<typeof ZCryptoWithdrawRequestSchema>;

export const ZIdempotencyHeadersSchema = z.object({
  'idempotency-key': text()
    .trim()
    .min(8, { error: PaymentErrorMessage.IDEMPOTENCY_KEY_REQUIRED })
    .max(100, { error: PaymentErrorMessage.IDEMPOTENCY_KEY_REQUIRED })
    .regex(/^[\w\-:.]+$/, { error: PaymentErrorMessage.IDEMPOTENCY_KEY_REQUIRED })
    .optional(),
});

export const ZWithdrawalSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  method: z.enum(WITHDRAW_METHODS),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number().int(),
  fee: z.number().int(),
  /** Staff's reason on a rejection, or the payout's failure reason: shown to the player. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** A withdrawal waiting for staff: why, what the player can do, by when staff answer (decision 125). */
  review: ZWithdrawalReviewSchema.nullable().optional(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawalSchema>;
export const ZWithdrawalResponseSchema = ZSuccessSchema(ZWithdrawalSchema);

// ─── methods overview ────────────────────────────────────────────────────────────────────

export const ZMethodLimitsSchema = z.object({
  enabled: z.boolean(),
  min: z.number().int(),
  max: z.number().int(),
  confirmationTime: z.string(),
  /** First-deposit promotions may be chosen with this method. */
  firstDepositPromotions: z.boolean(),
});

export const ZPaymentMethodsSchema = z.object({
  deposit: z.object({
    codepay: ZMethodLimitsSchema,
    bank: ZMethodLimitsSchema,
    momo: ZMethodLimitsSchema,
    crypto: ZMethodLimitsSchema.extend({
      currencies: z.array(
        z.object({ currency: ZCryptoCurrencySchema, chains: z.array(ZCryptoChainSchema), rateVnd: z.number() }),
      ),
    }),
    card: ZMethodLimitsSchema.extend({
      carriers: z.array(z.object({ carrier: ZCardCarrierSchema, feePercent: z.number() })),
      denominations: z.array(z.number().int()),
    }),
  }),
  withdraw: z.object({
    bank: ZMethodLimitsSchema.omit({ firstDepositPromotions: true }),
    card: ZMethodLimitsSchema.omit({ firstDepositPromotions: true }).extend({
      carriers: z.array(ZCardCarrierSchema),
      denominations: z.array(z.number().int()),
      maxCount: z.number().int(),
    }),
    crypto: ZMethodLimitsSchema.omit({ firstDepositPromotions: true }).extend({
      currencies: z.array(
        z.object({
          currency: ZCryptoCurrencySchema,
          chains: z.array(ZCryptoChainSchema),
          rateVnd: z.number(),
          minVnd: z.number(),
        }),
      ),
    }),
  }),
  /** True while a method runs against its built-in sandbox gateway. */
  sandbox: z.object({ bank: z.boolean(), momo: z.boolean(), card: z.boolean(), crypto: z.boolean() }),
});
export type TPaymentMethods = z.infer<typeof ZPaymentMethodsSchema>;
export const ZPaymentMethodsResponseSchema = ZSuccessSchema(ZPaymentMethodsSchema);

// ─── history ─────────────────────────────────────────────────────────────────────────────

export const TRANSACTION_STATUSES = ['processing', 'success', 'failed', 'cancelled'] as const;
export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'giftcode',
  'mission',
  // movements of the ledger outside play and payments (decision 125)
  'bonus',
  'refund',
  'prize',
  'adjustment',
] as const;

export const ZTransactionRowSchema = z.object({
  code: z.string(),
  date: z.string(),
  /** giftcode and mission: credits of a redeemed gift code and of a mission reward (listed under 'all') */
  type: z.enum(TRANSACTION_TYPES),
  method: z.string(),
  amount: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
  /** Vietnamese status label, e.g. "Thành công". */
  statusLabel: z.string(),
  /** Player-visible reason for failed or rejected rows; why a withdrawal waits. */
  note: z.string().nullable(),
  /** in: the balance grew; out: it shrank; move: between the player's bonus and cash (absent: by type) */
  direction: z.enum(['in', 'out', 'move']).optional(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRowSchema>;

export const ZHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((v) => (HISTORY_PAGE_SIZES as readonly number[]).includes(v), {
      error: 'Số dòng mỗi trang là 10, 20 hoặc 50',
    })
    .default(10),
  type: z.enum(['all', 'deposit', 'withdraw']).default('all'),
});
export const ZRecentQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .refine((v) => (HISTORY_RECENT_LIMITS as readonly number[]).includes(v), {
      error: 'Số giao dịch gần đây là 5, 10 hoặc 20',
    })
    .default(5),
});

export const ZPaginationMetaSchema = z.object({
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});

export const ZTransactionHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZTransactionRowSchema),
  meta: ZPaginationMetaSchema,
});
export const ZRecentTransactionsResponseSchema = ZSuccessSchema(z.array(ZTransactionRowSchema));

// ─── staff (admin-api) views ─────────────────────────────────────────────────────────────

export const ZAdminDepositSchema = ZDepositSchema.extend({
  playerId: z.number().int(),
  providerRef: z.string().nullable(),
});
export const ZAdminWithdrawalSchema = ZWithdrawalSchema.extend({
  playerId: z.number().int(),
  reviewedBy: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
  providerRef: z.string().nullable(),
  autoApproved: z.boolean(),
  /** Why it waits for staff rather than being auto-approved (decision 097). */
  holdReasons: z.array(z.enum(WITHDRAWAL_HOLD_REASONS)),
  /** Set on the return of a held deposit: the payment exception it returns (decision 073). */
  paymentExceptionId: z.number().int().nullable(),
  /** In the review queue: the player has an open AML flag, so approval waits for compliance (decision 105). */
  amlBlocked: z.boolean().optional(),
  /** Waiting for staff, from a player whose VIP level has withdrawal priority: listed first (decision 155). */
  vipPriority: z.boolean().optional(),
  /** The player's username (the queue shows who, not only a number). */
  username: z.string().optional(),
  /** The staff member who approved or rejected it. */
  reviewerName: z.string().nullable().optional(),
  /** Waiting rows: what clears each current reason (decision 125). */
  clearedBy: z.array(z.string()).optional(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawalSchema>;

export const PAYMENT_EXCEPTION_KINDS = [
  'underpaid',
  'overpaid',
  'unknown_code',
  'late',
  'reused_code',
  'wrong_currency',
  'unmatched',
  // Money held back by player protection, to be returned (decision 073); `amount` is what is held.
  ...DEPOSIT_HOLD_REASONS,
] as const;
export const ZPaymentExceptionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_EXCEPTION_KINDS),
  provider: z.string(),
  externalId: z.string(),
  depositId: z.number().int().nullable(),
  playerId: z.number().int().nullable(),
  amount: z.number().int(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable(),
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.number().int().nullable(),
});
export type TPaymentException = z.infer<typeof ZPaymentExceptionSchema>;

/** A held deposit's return: the exception and the payout (a bank withdrawal from deposit_held). */
export const ZHeldReturnSchema = z.object({
  exception: ZPaymentExceptionSchema,
  withdrawal: ZAdminWithdrawalSchema,
});
export type THeldReturn = z.infer<typeof ZHeldReturnSchema>;

export const ZResolveExceptionRequestSchema = z.discriminatedUnion('action', [
  /** Credit the money to a player (the one the transfer names, or the one staff identified). */
  z.object({
    action: z.literal('credit'),
    playerId: z.number().int().positive().optional(),
    note: text({ multiline: true }).trim().min(1).max(500),
  }),
  /** Money returned to the sender outside the platform, or already accounted for (credited automatically). */
  z.object({ action: z.literal('dismiss'), note: text({ multiline: true }).trim().min(1).max(500) }),
]);

/**
 * Return held money to where it came from: a bank transfer's sender account when the bank
 * notification named it (then no bankAccountId), else a verified bank account of the player.
 */
export const ZReturnHeldRequestSchema = z.object({
  bankAccountId: z.number().int().positive().optional(),
  note: text({ multiline: true }).trim().min(1).max(500),
});
export type TReturnHeldRequest = z.infer<typeof ZReturnHeldRequestSchema>;

export const ZRejectRequestSchema = z.object({ reason: text({ multiline: true }).trim().min(3).max(300) });
export const ZMarkPaidRequestSchema = z.object({ reference: text().trim().min(1).max(200) });

export const ZAdminListQuerySchema = z.object({
  status: text().max(30).optional(),
  method: text().max(30).optional(),
  playerId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
