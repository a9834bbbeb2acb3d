import type { TPlayerActivity, TStaffPlayer } from '@app/contract';
import { useMemo, useState } from 'react';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { newKey, post, postOnce } from '../lib/api';
import { money } from '../lib/format';

type Action = 'cancel-bonus' | 'forfeit-giftcode' | 'payout';

/**
 * What support does with the money of a player who cannot act for themselves (issue 39):
 * cancel the active bonus (forfeited, cash stays), take back a gift code still under wagering,
 * and pay a self-excluded player's cash to one of their verified bank accounts (finance then
 * reviews it like any withdrawal). Each asks for a reason that goes into the audit log.
 */
export function PlayerMoneyActions({
  player,
  bankAccounts,
  onDone,
}: {
  player: TStaffPlayer;
  bankAccounts: TPlayerActivity['bankAccounts'];
  onDone: (message: string) => Promise<void>;
}) {
  const [action, setAction] = useState<Action | null>(null);
  const locked = player.status !== 'active';
  const close = () => setAction(null);
  return (
    <div className="card space-y-2 text-sm" data-testid="player-money-actions">
      <h2 className="font-semibold">Xử lý tiền của người chơi</h2>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-ghost"
          disabled={player.balance.bonus <= 0}
          onClick={() => setAction('cancel-bonus')}
        >
          Hủy thưởng khuyến mãi
        </button>
        <button type="button" className="btn-ghost" disabled={!locked} onClick={() => setAction('forfeit-giftcode')}>
          Thu hồi gift code đang giữ
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={player.status !== 'self_excluded'}
          onClick={() => setAction('payout')}
        >
          Chi trả số dư (tự loại trừ)
        </button>
      </div>
      <p className="text-xs text-slate-500">
        Thu hồi gift code chỉ dành cho tài khoản không đăng nhập được (bị khóa hoặc tự loại trừ); chi trả số dư chỉ cho
        người chơi đang tự loại trừ, vào tài khoản ngân hàng đã xác minh của họ, và chờ kế toán duyệt.
      </p>
      {action === 'cancel-bonus' && (
        <PromptModal
          title={`Hủy thưởng ${money(player.balance.bonus)} của ${player.username}`}
          label="Lý do (ghi vào nhật ký). Tiền thưởng bị hủy, tiền mặt giữ nguyên"
          confirm="Hủy thưởng"
          minLength={5}
          danger
          onClose={close}
          onSubmit={async (reason) => {
            await post(`/players/${player.id}/promotion/cancel`, { reason });
            await onDone(`Đã hủy thưởng khuyến mãi của ${player.username}`);
          }}
        />
      )}
      {action === 'forfeit-giftcode' && (
        <PromptModal
          title={`Thu hồi gift code đang giữ của ${player.username}`}
          label="Lý do (ghi vào nhật ký). Tiền gift code được trừ khỏi tiền mặt trong phạm vi số dư khả dụng"
          confirm="Thu hồi"
          minLength={5}
          danger
          onClose={close}
          onSubmit={async (reason) => {
            const r = await post<{ forfeited: number }>(`/players/${player.id}/giftcode/forfeit`, { reason });
            await onDone(`Đã thu hồi ${money(r.forfeited)} gift code của ${player.username}`);
          }}
        />
      )}
      {action === 'payout' && (
        <PayoutModal player={player} bankAccounts={bankAccounts} onClose={close} onDone={onDone} />
      )}
    </div>
  );
}

function PayoutModal({
  player,
  bankAccounts,
  onClose,
  onDone,
}: {
  player: TStaffPlayer;
  bankAccounts: TPlayerActivity['bankAccounts'];
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const verified = bankAccounts.filter((b) => b.status === 'verified');
  // one key per opened form: a double click or a retry pays once
  const key = useMemo(newKey, []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={`Chi trả số dư của ${player.username}`} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const amountText = String(f.get('amount') ?? '').replace(/[,.\s]/g, '');
          if (!/^\d+$/.test(amountText)) {
            setError('Số tiền chỉ gồm chữ số');
            return;
          }
          setBusy(true);
          try {
            await postOnce(`/players/${player.id}/payout`, key, {
              bankAccountId: Number(f.get('bankAccountId')),
              amount: Number(amountText),
              reason: String(f.get('reason') ?? '').trim(),
            });
            await onDone(`Đã tạo lệnh chi ${money(Number(amountText))} cho ${player.username}, chờ kế toán duyệt`);
            onClose();
          } catch (err) {
            setError(err instanceof Error ? err.message : 'Đã có lỗi xảy ra');
          } finally {
            setBusy(false);
          }
        }}
      >
        <p className="text-sm">Khả dụng: {money(player.balance.available)}</p>
        {verified.length === 0 ? (
          <p className="error">Người chơi chưa có tài khoản ngân hàng đã xác minh.</p>
        ) : (
          <label className="block">
            <span className="label">Tài khoản nhận</span>
            <select name="bankAccountId" className="input">
              {verified.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.bankShortName} · {b.accountNumber} · {b.holderName}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="block">
          <span className="label">Số tiền (đ)</span>
          <input name="amount" className="input" inputMode="numeric" defaultValue={String(player.balance.available)} />
        </label>
        <label className="block">
          <span className="label">Lý do (ghi vào nhật ký)</span>
          <textarea name="reason" className="input" rows={2} />
        </label>
        <DialogActions error={error} busy={busy || verified.length === 0} onClose={onClose} submit="Tạo lệnh chi" />
      </form>
    </Modal>
  );
}
