import type { TAdminWithdrawal, TDeposit, TPaymentException, TTransactionRow, TWithdrawal } from '@app/contract';
import type { DepositRow, ExceptionRow, HistoryRow, WithdrawalRow } from './payments.repository';

export const depositCode = (id: number) => `NT${String(id).padStart(6, '0')}`;
export const withdrawalCode = (id: number) => `RT${String(id).padStart(6, '0')}`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function depositView(r: DepositRow): TDeposit {
  return {
    id: r.id,
    code: depositCode(r.id),
    method: r.method,
    status: r.status,
    amount: r.amount,
    creditedAmount: r.credited_amount,
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
  paid: { status: 'success', label: 'Thành công' },
  failed: { status: 'failed', label: 'Thất bại' },
  rejected: { status: 'failed', label: 'Bị từ chối' },
  expired: { status: 'failed', label: 'Hết hạn' },
  cancelled: { status: 'cancelled', label: 'Đã hủy' },
};

export function transactionRow(r: HistoryRow): TTransactionRow {
  const s = STATUS[r.status] ?? { status: 'processing' as const, label: 'Đang xử lý' };
  return {
    code: r.kind === 'deposit' ? depositCode(r.id) : withdrawalCode(r.id),
    date: r.created_at.toISOString(),
    type: r.kind,
    method: METHOD_LABEL[r.method] ?? r.method,
    amount: Number(r.amount),
    status: s.status,
    statusLabel: s.label,
    note: r.reason,
  };
}
