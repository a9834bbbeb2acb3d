import type { TAdminWithdrawal, TPaymentException, TStaffBankAccount } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../components/data-table';
import { DialogActions, Modal, PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import { dateTime, EXCEPTION_KIND, HELD_KINDS, money, WITHDRAWAL_STATUS } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { playerLink } from './exceptions';

type Row = TPaymentException & { payout: TAdminWithdrawal | null };
const col = createColumnHelper<Row>();

interface Sender {
  bankBin: string;
  accountNumber: string;
  holderName: string;
}
const senderOf = (x: TPaymentException) => (x.details.sender ?? null) as Sender | null;

/**
 * Money held back from self-excluded, disabled or over-limit players (decision 073): it is only
 * ever returned to where it came from, as a bank payout, or to a verified account of the player
 * when the bank did not name the sender. Each return is audited; a payout whose outcome is
 * unknown is recorded paid with the bank's reference, or failed (the money goes back to held).
 */
export function HeldMoneyPage() {
  const [returning, setReturning] = useState<Row | null>(null);
  const [paying, setPaying] = useState<TAdminWithdrawal | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const rows = useLoad(async () => {
    const [open, resolved, returns] = await Promise.all([
      get<TPaymentException[]>(`/payment-exceptions${query({ status: 'open', per_page: 200 })}`),
      get<TPaymentException[]>(`/payment-exceptions${query({ status: 'resolved', per_page: 100 })}`),
      get<TAdminWithdrawal[]>(`/withdrawals${query({ per_page: 200 })}`),
    ]);
    const payouts = new Map(returns.filter((w) => w.paymentExceptionId).map((w) => [w.paymentExceptionId!, w]));
    return [...open, ...resolved]
      .filter((x) => HELD_KINDS.includes(x.kind))
      .map((x) => ({ ...x, payout: payouts.get(x.id) ?? null }));
  }, []);
  const columns = [
    col.display({
      id: 'what',
      header: t('heldMoney.playerWhyHeld'),
      cell: ({ row: { original: x } }) => (
        <span>
          {playerLink(x.playerId)} · {EXCEPTION_KIND[x.kind]}
          <span className="block text-xs text-slate-500">
            #{x.id} · {dateTime(x.createdAt)}
          </span>
        </span>
      ),
    }),
    col.accessor('amount', { header: t('heldMoney.amountHeld'), cell: (c) => money(c.getValue()) }),
    col.display({
      id: 'source',
      header: t('heldMoney.sourceOfFunds'),
      cell: ({ row: { original: x } }) => {
        const s = senderOf(x);
        return s ? `${s.holderName} · ${s.accountNumber} (${s.bankBin})` : t('heldMoney.unknownChooseThePlayer');
      },
    }),
    col.display({
      id: 'payout',
      header: t('heldMoney.refund'),
      cell: ({ row: { original: x } }) =>
        x.payout
          ? `${WITHDRAWAL_STATUS[x.payout.status] ?? x.payout.status}${x.payout.providerRef ? t('heldMoney.bankRef', { providerRef: x.payout.providerRef }) : ''}`
          : x.status === 'resolved'
            ? t('heldMoney.refunded')
            : t('heldMoney.notRefunded'),
    }),
    col.display({
      id: 'actions',
      header: t('heldMoney.actions'),
      cell: ({ row: { original: x } }) => {
        if (x.status === 'open' && (!x.payout || ['failed', 'rejected'].includes(x.payout.status)))
          return (
            <button type="button" className="btn-primary" onClick={() => setReturning(x)}>
              {t('heldMoney.refund')}
            </button>
          );
        if (x.payout && ['processing', 'unknown'].includes(x.payout.status))
          return (
            <button type="button" className="btn-ghost" onClick={() => setPaying(x.payout)}>
              {t('heldMoney.recordPayout')}
            </button>
          );
        return null;
      },
    }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('heldMoney.depositsHeldBack')}</h1>
      <p className="text-sm text-slate-600">{t('heldMoney.depositsOfPlayersWho')}</p>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {rows.error && <p className="error">{rows.error}</p>}
      <DataTable
        label={t('heldMoney.heldDeposit')}
        data={rows.data ?? []}
        columns={columns}
        empty={t('heldMoney.nothingIsHeld')}
      />
      {returning && (
        <ReturnModal
          x={returning}
          onClose={() => setReturning(null)}
          onDone={async (text) => {
            setReturning(null);
            setMessage(text);
            await rows.reload();
          }}
        />
      )}
      {paying && (
        <PromptModal
          title={t('heldMoney.recordPayoutOfRefund', { id: paying.id })}
          label={t('heldMoney.bankReference')}
          confirm={t('heldMoney.paid')}
          minLength={1}
          onClose={() => setPaying(null)}
          onSubmit={async (reference) => {
            await post(`/withdrawals/${paying.id}/mark-paid`, { reference });
            setMessage(t('heldMoney.recordedPayoutOfRequest', { id: paying.id, reference }));
            await rows.reload();
          }}
        />
      )}
    </section>
  );
}

function ReturnModal({
  x,
  onClose,
  onDone,
}: {
  x: Row;
  onClose: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const sender = senderOf(x);
  const accounts = useLoad(
    () =>
      sender
        ? Promise.resolve([])
        : get<TStaffBankAccount[]>(`/bank-accounts${query({ playerId: x.playerId, status: 'verified' })}`),
    [x.id],
  );
  const [accountId, setAccountId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={t('heldMoney.refundException', { amount: money(x.amount), id: x.id })} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!note.trim()) return setError(t('heldMoney.enterANote'));
          if (!sender && !accountId) return setError(t('heldMoney.chooseTheAccountTo'));
          setBusy(true);
          try {
            const r = await post<{ withdrawal: TAdminWithdrawal }>(`/payment-exceptions/${x.id}/return`, {
              note: note.trim(),
              ...(sender ? {} : { bankAccountId: accountId }),
            });
            await onDone(
              t('heldMoney.refundCreated', {
                id: r.withdrawal.id,
                status: WITHDRAWAL_STATUS[r.withdrawal.status] ?? r.withdrawal.status,
              }),
            );
          } catch (err) {
            setError(err instanceof Error ? err.message : t('heldMoney.somethingWentWrong'));
          } finally {
            setBusy(false);
          }
        }}
      >
        {sender ? (
          <p className="text-sm" data-testid="return-destination">
            {t('heldMoney.toTheAccountThat')} <strong>{sender.holderName}</strong> · {sender.accountNumber}{' '}
            {t('heldMoney.bank')} {sender.bankBin})
          </p>
        ) : (
          <fieldset className="space-y-1 text-sm">
            <legend className="label">{t('heldMoney.theBankDidNot')}</legend>
            {(accounts.data ?? []).map((a) => (
              <label key={a.id} className="flex gap-2">
                <input type="radio" checked={accountId === a.id} onChange={() => setAccountId(a.id)} />
                {a.holderName} · {a.accountNumber} ({a.bankShortName})
              </label>
            ))}
            {accounts.data?.length === 0 && <p className="error">{t('heldMoney.thePlayerHasNo')}</p>}
          </fieldset>
        )}
        <label className="block">
          <span className="label">{t('heldMoney.note')}</span>
          <textarea className="input" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <DialogActions
          error={error}
          busy={busy}
          onClose={onClose}
          submit={
            <>
              {t('heldMoney.refund')} {money(x.amount)}
            </>
          }
        />
      </form>
    </Modal>
  );
}
