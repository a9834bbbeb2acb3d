import {
  DEPOSIT_HOLD_REASONS,
  depositHoldNotice,
  PaymentMessage,
  type TAdminWithdrawal,
  type TDeposit,
  type TDepositHoldReason,
  type TPaymentException,
  type TProtectionPeriod,
  type TTransactionRow,
  type TWithdrawal,
} from '@app/contract';
import type { DepositRow, ExceptionRow, HistoryRow, WithdrawalRow } from './payments.repository';

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
  return depositHoldNotice({
    reason: hold.reason,
    held: r.held_amount,
    credited: r.credited_amount ?? 0,
    period: hold.period ?? null,
    limit: hold.limit ?? null,
    returned: typeof r.details.holdReturnedAt === 'string',
  });
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

const METHOD_LABEL: Record<string, string> = {
  codepay: 'Codepay (QR ngân hàng)',
  bank: 'Chuyển khoản ngân hàng',
  momo: 'Ví MoMo',
  crypto: 'Tiền điện tử',
  card: 'Thẻ cào',
};

const STATUS: Record<string, { status: TTransactionRow['status']; label: string }> = {
  pending: { status: 'processing', label: 'Đang xử lý' },
  processing: { status: 'processing', label: 'Đang xử lý' },
  unknown: { status: 'processing', label: 'Đang xử lý' },
  credited: { status: 'success', label: 'Thành công' },
  held: { status: 'failed', label: PaymentMessage.DEPOSIT_HELD_LABEL },
  paid: { status: 'success', label: 'Thành công' },
  failed: { status: 'failed', label: 'Thất bại' },
  rejected: { status: 'failed', label: 'Bị từ chối' },
  expired: { status: 'failed', label: 'Hết hạn' },
  cancelled: { status: 'cancelled', label: 'Đã hủy' },
};

export function transactionRow(r: HistoryRow): TTransactionRow {
  const s = STATUS[r.status] ?? { status: 'processing' as const, label: 'Đang xử lý' };
  const heldReturn = r.kind === 'withdraw' && r.payment_exception_id !== null;
  const depositId = Number(r.details.depositId);
  return {
    code: r.kind === 'deposit' ? depositCode(r.id) : withdrawalCode(r.id),
    date: r.created_at.toISOString(),
    type: r.kind,
    method: heldReturn ? PaymentMessage.DEPOSIT_RETURN_METHOD : (METHOD_LABEL[r.method] ?? r.method),
    amount: Number(r.amount),
    status: s.status,
    statusLabel: s.label,
    note:
      (r.kind === 'deposit' ? holdNotice({ ...r, held_amount: Number(r.held_amount) }) : null) ??
      (heldReturn && Number.isSafeInteger(depositId) && !r.reason
        ? `Hoàn trả khoản nạp ${depositCode(depositId)} bị giữ lại về tài khoản nguồn`
        : r.reason),
  };
}
