import {
  CARD_CARRIERS,
  CARD_DENOMINATIONS,
  CARD_FEE_PERCENT,
  CARD_WITHDRAW_MAX_COUNT,
  CODEPAY_MIN_AMOUNT,
  CRYPTO_CHAINS_BY_CURRENCY,
  CRYPTO_CURRENCIES,
  CRYPTO_WITHDRAW_MIN_VND,
  DEPOSIT_HOLD_REASONS,
  depositHoldNotice,
  type TAdminWithdrawal,
  type TConfirmationMethod,
  type TDeposit,
  type TDepositHoldReason,
  type TPaymentException,
  type TPaymentMethods,
  type TPaymentSettings,
  type TProtectionPeriod,
  type TTransactionRow,
  type TWithdrawal,
  type TWithdrawalHoldReason,
  WITHDRAWAL_HOLD_REASONS,
  withdrawalHoldLabel,
} from '@app/contract';
import type { TextKey } from '@app/contract/texts';
import { requestLocale, texts } from '../../http/locale';
import type { DepositRow, ExceptionRow, HistoryRow, WithdrawalRow } from './payments.repository';

/** How long a method takes to confirm, as players are told it, in the request's language. */
export function confirmationTime(method: TConfirmationMethod): string {
  return texts()(`confirmation.${method}`);
}

export const depositCode = (id: number) => `NT${String(id).padStart(6, '0')}`;
export const withdrawalCode = (id: number) => `RT${String(id).padStart(6, '0')}`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Why and how much of a deposit was held back, as stored in its details (decision 073). */
export interface DepositHold {
  reason: TDepositHoldReason;
  period?: TProtectionPeriod | null;
  limit?: number | null;
}

/** The player's explanation of a deposit held back in part or whole; null when nothing was held. */
export function holdNotice(r: {
  held_amount: number;
  credited_amount: number | null;
  details: Record<string, unknown>;
}): string | null {
  const hold = r.details.hold as DepositHold | undefined;
  if (r.held_amount <= 0 || !hold || !(DEPOSIT_HOLD_REASONS as readonly string[]).includes(hold.reason)) return null;
  return depositHoldNotice(
    {
      reason: hold.reason,
      held: r.held_amount,
      credited: r.credited_amount ?? 0,
      period: hold.period ?? null,
      limit: hold.limit ?? null,
      returned: typeof r.details.holdReturnedAt === 'string',
    },
    requestLocale(),
  );
}

export function depositView(r: DepositRow): TDeposit {
  return {
    id: r.id,
    code: depositCode(r.id),
    method: r.method,
    status: r.status,
    amount: r.amount,
    creditedAmount: r.credited_amount,
    heldAmount: r.held_amount,
    notice: holdNotice(r),
    fee: r.fee,
    promotionId: r.promotion_id,
    failureReason: r.failure_reason,
    createdAt: r.created_at.toISOString(),
    expiresAt: iso(r.expires_at),
    creditedAt: iso(r.credited_at),
    details: r.details,
  };
}

export function withdrawalView(r: WithdrawalRow): TWithdrawal {
  return {
    id: r.id,
    code: withdrawalCode(r.id),
    method: r.method,
    status: r.status,
    amount: r.amount,
    fee: r.fee,
    rejectReason: r.reject_reason,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    paidAt: iso(r.paid_at),
    details: r.details,
  };
}

export function adminWithdrawalView(r: WithdrawalRow): TAdminWithdrawal {
  return {
    ...withdrawalView(r),
    playerId: r.player_id,
    reviewedBy: r.reviewed_by,
    reviewedAt: iso(r.reviewed_at),
    providerRef: r.provider_ref,
    autoApproved: r.auto_approved,
    holdReasons: (r.hold_reasons ?? []) as TAdminWithdrawal['holdReasons'],
    paymentExceptionId: r.payment_exception_id,
  };
}

export function exceptionView(r: ExceptionRow): TPaymentException {
  return {
    id: r.id,
    kind: r.kind as TPaymentException['kind'],
    provider: r.provider,
    externalId: r.external_id,
    depositId: r.deposit_id,
    playerId: r.player_id,
    amount: r.amount,
    status: r.status,
    resolution: r.resolution,
    note: r.note,
    details: r.details,
    createdAt: r.created_at.toISOString(),
    resolvedAt: iso(r.resolved_at),
    resolvedBy: r.resolved_by,
  };
}

// The history's words are in the language of the request being served (decision 163).
const METHODS = ['codepay', 'bank', 'momo', 'crypto', 'card'] as const;
const methodLabel = (method: string) =>
  (METHODS as readonly string[]).includes(method)
    ? texts()(`history.methods.${method as (typeof METHODS)[number]}`)
    : method;

type StatusWord = 'processing' | 'success' | 'failed' | 'rejected' | 'expired' | 'cancelled' | 'held';
const STATUS: Record<string, { status: TTransactionRow['status']; word: StatusWord }> = {
  pending: { status: 'processing', word: 'processing' },
  processing: { status: 'processing', word: 'processing' },
  unknown: { status: 'processing', word: 'processing' },
  credited: { status: 'success', word: 'success' },
  held: { status: 'failed', word: 'held' },
  paid: { status: 'success', word: 'success' },
  failed: { status: 'failed', word: 'failed' },
  rejected: { status: 'failed', word: 'rejected' },
  expired: { status: 'failed', word: 'expired' },
  cancelled: { status: 'cancelled', word: 'cancelled' },
};

const creditCode = (prefix: string, id: number) => `${prefix}${String(id).padStart(6, '0')}`;

/** A waiting withdrawal's line in the history: that it is checked, why, and by when (decision 125). */
function waitingNote(r: HistoryRow, reviewHours: number): string | null {
  if (r.kind !== 'withdraw' || r.status !== 'pending' || !r.hold_reasons?.length) return null;
  const locale = requestLocale();
  const why = r.hold_reasons
    .filter((h): h is TWithdrawalHoldReason => (WITHDRAWAL_HOLD_REASONS as readonly string[]).includes(h))
    .map((h) => withdrawalHoldLabel(h, locale));
  const by = new Date(r.created_at.getTime() + reviewHours * 3_600_000);
  const t = texts();
  return why.length ? t('history.waitingWhy', { why: why.join(', '), by }) : t('history.waiting', { by });
}

export function transactionRow(r: HistoryRow, opts: { reviewHours: number } = { reviewHours: 24 }): TTransactionRow {
  const t = texts();
  if (r.kind === 'giftcode' || r.kind === 'mission') {
    return {
      code: creditCode(r.kind === 'giftcode' ? 'GC' : 'NV', r.id),
      date: r.created_at.toISOString(),
      type: r.kind,
      method:
        r.kind === 'giftcode' ? t('history.giftcode', { code: r.method }) : t('history.mission', { title: r.method }),
      amount: Number(r.amount),
      status: 'success',
      statusLabel: t('history.status.success'),
      note: null,
    };
  }
  const s = STATUS[r.status] ?? { status: 'processing' as const, word: 'processing' as const };
  const waiting = waitingNote(r, opts.reviewHours);
  if (waiting) {
    return {
      code: withdrawalCode(r.id),
      date: r.created_at.toISOString(),
      type: 'withdraw',
      method: methodLabel(r.method),
      amount: Number(r.amount),
      status: 'processing',
      statusLabel: t('history.status.checking'),
      note: waiting,
    };
  }
  const heldReturn = r.kind === 'withdraw' && r.payment_exception_id !== null;
  const depositId = Number(r.details.depositId);
  return {
    code: r.kind === 'deposit' ? depositCode(r.id) : withdrawalCode(r.id),
    date: r.created_at.toISOString(),
    type: r.kind,
    method: heldReturn ? t('history.heldReturn') : methodLabel(r.method),
    amount: Number(r.amount),
    status: s.status,
    statusLabel: t(`history.status.${s.word}`),
    note:
      (r.kind === 'deposit' ? holdNotice({ ...r, held_amount: Number(r.held_amount) }) : null) ??
      (heldReturn && Number.isSafeInteger(depositId) && !r.reason
        ? t('history.heldReturnNote', { code: depositCode(depositId) })
        : r.reason),
  };
}

/** How the history names each ledger movement outside play and payments (decision 125). */
const MOVEMENT: Record<string, { type: TTransactionRow['type']; prefix: string }> = {
  bonus_grant: { type: 'bonus', prefix: 'KM' },
  bonus_release: { type: 'bonus', prefix: 'KM' },
  bonus_forfeit: { type: 'bonus', prefix: 'KM' },
  refund: { type: 'refund', prefix: 'HT' },
  event_spin_prize: { type: 'prize', prefix: 'VQ' },
  event_app_bonus: { type: 'prize', prefix: 'SK' },
  tournament_prize: { type: 'prize', prefix: 'DT' },
  vip_bonus: { type: 'prize', prefix: 'VP' },
  free_spin_win: { type: 'prize', prefix: 'FS' },
  // an agent's approved statement paid to their wallet (decision 137)
  agent_commission: { type: 'prize', prefix: 'HH' },
  giftcode_forfeit: { type: 'adjustment', prefix: 'DC' },
  // a sports result corrected after settlement (decision 139); the note says which kind
  result_adjustment: { type: 'adjustment', prefix: 'DC' },
};

/** Kinds the history lists from their own records (gift codes, missions), not again from the ledger. */
export const HISTORY_OWN_KINDS = ['giftcode', 'mission_reward'];

export interface MovementRow {
  id: number;
  kind: string;
  amount: number;
  cash: number;
  bonus: number;
  meta: Record<string, unknown>;
  createdAt: Date;
}

export function movementRow(r: MovementRow): TTransactionRow {
  const t = texts();
  const known = MOVEMENT[r.kind] ?? { type: 'adjustment' as const, prefix: 'DC' };
  const label = t(`history.movements.${r.kind in MOVEMENT ? r.kind : 'other'}` as TextKey);
  const net = Number(r.cash) + Number(r.bonus);
  const reason = typeof r.meta.reason === 'string' ? r.meta.reason : null;
  const promotion = typeof r.meta.promotionTitle === 'string' ? r.meta.promotionTitle : null;
  return {
    code: `${known.prefix}${String(r.id).padStart(6, '0')}`,
    date: r.createdAt.toISOString(),
    type: known.type,
    method: promotion ? t('history.withPromotion', { label, promotion }) : label,
    amount: net === 0 ? Number(r.amount) : Math.abs(net),
    status: 'success',
    statusLabel: t('history.status.success'),
    note: reason,
    direction: net > 0 ? 'in' : net < 0 ? 'out' : 'move',
  };
}

/** What the cashier offers, from its settings: methods, limits, confirmation times, sandboxes. */
export function methodsView(s: TPaymentSettings): TPaymentMethods {
  const lim = (l: { enabled: boolean; min: number; max: number }, time: string, firstDeposit: boolean) => ({
    enabled: l.enabled,
    min: l.min,
    max: l.max,
    confirmationTime: time,
    firstDepositPromotions: firstDeposit,
  });
  const codepayMin = Math.max(CODEPAY_MIN_AMOUNT, s.deposit.codepay.min);
  return {
    deposit: {
      codepay: lim({ ...s.deposit.codepay, min: codepayMin }, confirmationTime('codepay'), true),
      bank: lim(
        { ...s.deposit.bank, min: Math.max(CODEPAY_MIN_AMOUNT, s.deposit.bank.min) },
        confirmationTime('bank'),
        true,
      ),
      momo: lim(s.deposit.momo, confirmationTime('momo'), false),
      crypto: {
        ...lim(s.deposit.crypto, confirmationTime('crypto'), false),
        currencies: CRYPTO_CURRENCIES.map((currency) => ({
          currency,
          chains: [...CRYPTO_CHAINS_BY_CURRENCY[currency]],
          rateVnd: s.crypto.ratesVnd[currency],
        })),
      },
      card: {
        ...lim(
          {
            enabled: s.deposit.card.enabled,
            min: CARD_DENOMINATIONS[0],
            max: CARD_DENOMINATIONS[CARD_DENOMINATIONS.length - 1]!,
          },
          confirmationTime('card'),
          false,
        ),
        carriers: CARD_CARRIERS.map((carrier) => ({ carrier, feePercent: CARD_FEE_PERCENT[carrier] })),
        denominations: [...CARD_DENOMINATIONS],
      },
    },
    withdraw: {
      bank: {
        enabled: s.withdraw.bank.enabled,
        min: s.withdraw.bank.min,
        max: s.withdraw.bank.max,
        confirmationTime: texts()('history.confirmationTime'),
      },
      card: {
        enabled: s.withdraw.card.enabled,
        min: s.withdraw.card.min,
        max: s.withdraw.card.max,
        confirmationTime: texts()('history.confirmationTime'),
        carriers: [...CARD_CARRIERS],
        denominations: [...CARD_DENOMINATIONS],
        maxCount: CARD_WITHDRAW_MAX_COUNT,
      },
      crypto: {
        enabled: s.withdraw.crypto.enabled,
        min: s.withdraw.crypto.min,
        max: s.withdraw.crypto.max,
        confirmationTime: confirmationTime('crypto'),
        currencies: CRYPTO_CURRENCIES.map((currency) => ({
          currency,
          chains: [...CRYPTO_CHAINS_BY_CURRENCY[currency]],
          rateVnd: s.crypto.ratesVnd[currency],
          minVnd: Math.max(s.withdraw.crypto.min, CRYPTO_WITHDRAW_MIN_VND[currency]),
        })),
      },
    },
    sandbox: {
      bank: s.gateways.bank.mode === 'sandbox',
      momo: s.gateways.momo.mode === 'sandbox',
      card: s.gateways.card.mode === 'sandbox',
      crypto: s.gateways.crypto.mode === 'sandbox',
    },
  };
}
