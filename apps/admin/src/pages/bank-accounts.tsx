import type { TStaffBankAccount } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import { BANK_ACCOUNT_STATUS, dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { playerLink } from './exceptions';

const col = createColumnHelper<TStaffBankAccount>();

function NameCheck({ a }: { a: TStaffBankAccount }) {
  if (a.nameMatches === null) return <span className="text-amber-700">{t('bankAccounts.noKycNameTo')}</span>;
  return a.nameMatches ? (
    <span className="text-emerald-700">
      {t('bankAccounts.matchesTheKycName')}
      {a.kycName})
    </span>
  ) : (
    <span className="font-semibold text-red-700">
      {t('bankAccounts.differsFromTheKyc')}
      {a.kycName})
    </span>
  );
}

/**
 * Players' bank accounts waiting for verification: withdrawals go only to verified accounts.
 * Staff compare the holder name with the name on the player's verified ID card, then verify,
 * or reject with a reason the player sees on their bank accounts page.
 */
export function BankAccountsPage() {
  // ?playerId=… narrows the queue to one player (linked from the player's screen)
  const playerId = useSearchParams()[0].get('playerId') ?? undefined;
  const [status, setStatus] = useState('verifying');
  const [rejecting, setRejecting] = useState<TStaffBankAccount | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const list = useLoad(
    () => get<TStaffBankAccount[]>(`/bank-accounts${query({ status, playerId, per_page: 200 })}`),
    [status, playerId],
  );
  const verify = async (a: TStaffBankAccount) => {
    try {
      await post(`/bank-accounts/${a.id}/verify`);
      setMessage(
        t('bankAccounts.accountOfVerified', {
          accountNumber: a.accountNumber,
          username: a.username ?? `#${a.playerId}`,
        }),
      );
      await list.reload();
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('bankAccounts.somethingWentWrong'));
    }
  };
  // few, wide columns: the actions must stay on screen at 1024 px
  const columns = [
    col.display({
      id: 'player',
      header: t('bankAccounts.players'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {a.username} {playerLink(a.playerId)}
        </span>
      ),
    }),
    col.display({
      id: 'account',
      header: t('bankAccounts.account'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          {a.bankShortName} · <span className="font-mono">{a.accountNumber}</span>
          <span className="block font-semibold">{a.holderName}</span>
        </span>
      ),
    }),
    col.display({
      id: 'check',
      header: t('bankAccounts.kycNameCheck'),
      meta: { wrap: true },
      cell: ({ row: { original: a } }) => (
        <span>
          <NameCheck a={a} />
          {a.otherHolderNames.length > 0 && (
            <span className="block text-xs text-slate-500">
              {t('bankAccounts.otherVerifiedAccounts')} {a.otherHolderNames.join(', ')}
            </span>
          )}
        </span>
      ),
    }),
    col.display({
      id: 'status',
      header: t('bankAccounts.status'),
      cell: ({ row: { original: a } }) => (
        <span>
          {BANK_ACCOUNT_STATUS[a.status] ?? a.status}
          {a.rejectReason && <span className="block text-xs">{a.rejectReason}</span>}
          <span className="block text-xs text-slate-500">{dateTime(a.createdAt)}</span>
        </span>
      ),
    }),
    col.display({
      id: 'actions',
      header: t('bankAccounts.resolve'),
      cell: ({ row: { original: a } }) =>
        a.status === 'verifying' && (
          <span className="flex flex-col gap-1 xl:flex-row">
            <button type="button" className="btn-primary" onClick={() => void verify(a)}>
              {t('bankAccounts.verify')}
            </button>
            <button type="button" className="btn-danger" onClick={() => setRejecting(a)}>
              {t('bankAccounts.rejected')}
            </button>
          </span>
        ),
    }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('bankAccounts.bankAccountVerification')}</h1>
      <label className="block w-48">
        <span className="label">{t('bankAccounts.status')}</span>
        <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
          {Object.entries(BANK_ACCOUNT_STATUS).map(([k, v]) => (
            <option key={k} value={k}>
              {v}
            </option>
          ))}
        </select>
      </label>
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {list.error && <p className="error">{list.error}</p>}
      <DataTable
        label={t('bankAccounts.bankAccounts')}
        data={list.data ?? []}
        columns={columns}
        empty={t('bankAccounts.noAccounts')}
      />
      {rejecting && (
        <PromptModal
          title={t('bankAccounts.rejectAccount', { accountNumber: rejecting.accountNumber })}
          label={t('bankAccounts.reasonThePlayerWill')}
          confirm={t('bankAccounts.rejected')}
          danger
          onClose={() => setRejecting(null)}
          onSubmit={async (reason) => {
            await post(`/bank-accounts/${rejecting.id}/reject`, { reason });
            setMessage(t('bankAccounts.accountRejected', { accountNumber: rejecting.accountNumber }));
            await list.reload();
          }}
        />
      )}
    </section>
  );
}
