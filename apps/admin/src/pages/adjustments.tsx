import type { TAdjustment, TPlayerSearchHit } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { PlayerPicker } from '../components/player-picker';
import { t } from '../i18n';
import { get, newKey, post, postOnce, query } from '../lib/api';
import { ACCOUNT_PURPOSE, ADJUSTMENT_STATUS, dateTime, money, parseVnd } from '../lib/format';
import { useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { playerLink } from './exceptions';

const col = createColumnHelper<TAdjustment>();
const KIND: Record<TAdjustment['kind'], string> = {
  adjustment: t('adjustments.adjustment'),
  exception_reversal: t('adjustments.reversalOfAMistaken'),
};
const what = (a: TAdjustment) =>
  `${a.direction === 'credit' ? t('adjustments.credit') : t('adjustments.debit')} ${ACCOUNT_PURPOSE[a.account]?.toLowerCase() ?? a.account}`;

/**
 * Manual credits and debits of a player's cash or bonus, and reversals of mistaken exception
 * credits (decision 124). Above the four-eyes amount a request waits here until another staff
 * member approves it; the server refuses the requester's own approval.
 */
export function AdjustmentsPage() {
  const { staff } = useSession();
  const [creating, setCreating] = useState(false);
  const [rejecting, setRejecting] = useState<TAdjustment | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const pending = useLoad(() => get<TAdjustment[]>(`/adjustments${query({ status: 'pending', per_page: 200 })}`), []);
  const recent = useLoad(() => get<TAdjustment[]>(`/adjustments${query({ per_page: 100 })}`), []);
  const reload = () => Promise.all([pending.reload(), recent.reload()]);
  const approve = async (a: TAdjustment) => {
    try {
      const done = await post<TAdjustment>(`/adjustments/${a.id}/approve`, {});
      setMessage(
        t('adjustments.approvedFor', {
          id: done.id,
          done: what(done),
          amount: money(done.amount),
          username: done.username ?? `#${done.playerId}`,
        }),
      );
      await reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('adjustments.somethingWentWrong'));
    }
  };
  // few, wide columns: the approval buttons must stay on screen at 1024 px
  const base = [
    col.display({
      id: 'kind',
      header: t('adjustments.kind'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {KIND[a.kind]}
          <span className="block text-xs text-slate-500">#{a.id}</span>
        </span>
      ),
    }),
    col.display({
      id: 'player',
      header: t('adjustments.players'),
      cell: ({ row: { original: a } }) => (
        <span>
          {a.username} {playerLink(a.playerId)}
        </span>
      ),
    }),
    col.display({
      id: 'what',
      header: t('adjustments.actions'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {what(a)}
          <span className="block font-semibold">{money(a.amount)}</span>
        </span>
      ),
    }),
    col.accessor('reason', { header: t('adjustments.reason'), meta: { wrap: true } }),
    col.display({
      id: 'requested',
      header: t('adjustments.createdBy'),
      cell: ({ row: { original: a } }) => (
        <span>
          {a.requestedByName}
          <span className="block text-xs text-slate-500">{dateTime(a.createdAt)}</span>
        </span>
      ),
    }),
  ];
  const pendingColumns = [
    ...base,
    col.display({
      id: 'actions',
      header: t('adjustments.approve'),
      cell: ({ row: { original: a } }) =>
        a.requestedBy === staff.id ? (
          <span className="text-xs text-slate-500">{t('adjustments.waitingForAnotherStaff')}</span>
        ) : (
          <span className="flex flex-col gap-1 xl:flex-row">
            <button type="button" className="btn-primary" onClick={() => void approve(a)}>
              {t('adjustments.approve')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setRejecting(a)}>
              {t('adjustments.rejected')}
            </button>
          </span>
        ),
    }),
  ];
  const recentColumns = [
    ...base,
    col.accessor('status', {
      header: t('adjustments.status'),
      cell: (c) => ADJUSTMENT_STATUS[c.getValue()],
      meta: { wrap: true },
    }),
    col.accessor('decidedByName', { header: t('adjustments.reviewer'), cell: (c) => c.getValue() ?? '—' }),
  ];
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('adjustments.balanceAdjustments')}</h1>
        <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
          {t('adjustments.newAdjustment')}
        </button>
      </div>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      <h2 className="text-lg font-semibold">{t('adjustments.awaitingASecondReviewer')}</h2>
      {pending.error && <p className="error">{pending.error}</p>}
      <DataTable
        label={t('adjustments.adjustmentsAwaitingReview')}
        data={pending.data ?? []}
        columns={pendingColumns}
        empty={t('adjustments.noRequests')}
      />
      <h2 className="text-lg font-semibold">{t('adjustments.recent')}</h2>
      <DataTable
        label={t('adjustments.recentAdjustments')}
        data={recent.data ?? []}
        columns={recentColumns}
        empty={t('adjustments.noAdjustmentsYet')}
      />
      {creating && (
        <CreateModal
          onClose={() => setCreating(false)}
          onDone={async (text) => {
            setCreating(false);
            setMessage(text);
            await reload();
          }}
        />
      )}
      {rejecting && (
        <PromptModal
          title={t('adjustments.rejectRequest', { id: rejecting.id })}
          label={t('adjustments.reason')}
          confirm={t('adjustments.rejected')}
          minLength={5}
          danger
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await post(`/adjustments/${rejecting.id}/reject`, { reason });
            setMessage(t('adjustments.rejectedRequest', { id: rejecting.id }));
            await reload();
          }}
        />
      )}
    </section>
  );
}

function CreateModal({ onClose, onDone }: { onClose: () => void; onDone: (message: string) => Promise<void> }) {
  const [key] = useState(newKey);
  const [player, setPlayer] = useState<TPlayerSearchHit | null>(null);
  const [account, setAccount] = useState<'cash' | 'bonus'>('cash');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('adjustments.newBalanceAdjustment')} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          if (!player) return setError(t('adjustments.findAndChooseA'));
          const parsed = parseVnd(amount);
          if ('error' in parsed) return setError(parsed.error);
          if (reason.trim().length < 5) return setError(t('adjustments.reasonMustBeAt'));
          setBusy(true);
          try {
            const a = await postOnce<TAdjustment>('/adjustments', key, {
              playerId: player.id,
              account,
              direction,
              amount: parsed.value,
              reason: reason.trim(),
            });
            await onDone(
              a.status === 'applied'
                ? direction === 'credit'
                  ? t('adjustments.creditedTo', { amount: money(a.amount), username: player.username })
                  : t('adjustments.debitedFrom', { amount: money(a.amount), username: player.username })
                : t('adjustments.requestIsWaitingFor', { id: a.id, amount: money(a.amount) }),
            );
          } catch (err) {
            setError(err instanceof Error ? err.message : t('adjustments.somethingWentWrong'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <PlayerPicker picked={player} onPick={setPlayer} />
        <div className="grid grid-cols-2 gap-2">
          <label className="block">
            <span className="label">{t('adjustments.actions')}</span>
            <select className="input" value={direction} onChange={(e) => setDirection(e.target.value as 'credit')}>
              <option value="credit">{t('adjustments.creditMoney')}</option>
              <option value="debit">{t('adjustments.debitMoney')}</option>
            </select>
          </label>
          <label className="block">
            <span className="label">{t('adjustments.account')}</span>
            <select className="input" value={account} onChange={(e) => setAccount(e.target.value as 'cash')}>
              <option value="cash">{t('adjustments.cash')}</option>
              <option value="bonus">{t('adjustments.bonus')}</option>
            </select>
          </label>
        </div>
        <label className="block">
          <span className="label">{t('adjustments.amountNg')}</span>
          <input className="input" inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label className="block">
          <span className="label">{t('adjustments.reasonWrittenToThe')}</span>
          <textarea className="input" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <DialogActions error={error} busy={busy} onClose={onClose} submit={t('adjustments.send')} />
      </form>
    </Modal>
  );
}
