import type {
  TBetListRow,
  TBulkResult,
  TDepositListRow,
  TPlayerListRow,
  TTransactionListRow,
  TWithdrawalListRow,
} from '@app/contract';
import { useState } from 'react';
import { BET_PROVIDERS, listPlayer as player } from '../components/list-cells';
import { Modal, PromptModal } from '../components/modal';
import { bulkSummary, type ListColumn, StaffList } from '../components/staff-list';
import { t as tx } from '../i18n';
import { get, post } from '../lib/api';
import {
  ACCOUNT_PURPOSE,
  BET_KIND,
  DEPOSIT_STATUS,
  dateTime,
  JOURNAL_KIND,
  money,
  PLAYER_STATUS,
  PROVIDER_LABEL,
  WITHDRAWAL_STATUS,
} from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';

/** The outcome of a bulk action, kept on screen until the next one. */
function BulkOutcome({ text }: { text: string | null }) {
  return text ? (
    <p className="text-sm" role="status">
      {text}
    </p>
  ) : null;
}

export function PlayerListPage() {
  const { staff } = useSession();
  const tags = useLoad(() => get<{ tag: string; players: number }[]>('/player-tags'), []);
  const [prompt, setPrompt] = useState<{ ids: number[]; status: 'active' | 'disabled'; done: () => void } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const columns: ListColumn<TPlayerListRow>[] = [
    { header: tx('lists.code'), sort: 'id', cell: (r) => `#${r.id}` },
    { header: tx('lists.username'), sort: 'username', cell: (r) => player(r.id, r.username) },
    { header: tx('lists.phone'), cell: (r) => r.phone },
    { header: tx('lists.status'), cell: (r) => PLAYER_STATUS[r.status] ?? r.status },
    { header: tx('lists.balance'), sort: 'balance', cell: (r) => money(r.balance), className: 'text-right' },
    { header: tx('lists.affiliateCampaign'), cell: (r) => [r.affId, r.utmCampaign].filter(Boolean).join(' · ') || '—' },
    {
      header: tx('lists.tag'),
      cell: (r) =>
        r.tags.length ? (
          <span className="flex flex-wrap gap-1">
            {r.tags.map((t) => (
              <span key={t} className="rounded-full bg-indigo-50 px-1.5 text-xs text-indigo-800">
                {t}
              </span>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
    { header: tx('lists.registrations'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
    { header: tx('lists.lastSignIn'), sort: 'lastLoginAt', cell: (r) => dateTime(r.lastLoginAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{tx('lists.playerList')}</h1>
      <BulkOutcome text={outcome} />
      <StaffList
        name="players"
        label={tx('lists.playerList')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: tx('lists.nameIdPhoneNumber'),
          status: { label: tx('lists.status'), options: PLAYER_STATUS },
          tag: {
            label: tx('lists.tag'),
            options: Object.fromEntries((tags.data ?? []).map((t) => [t.tag, `${t.tag} (${t.players})`])),
          },
          dates: tx('lists.registrations'),
          amount: tx('lists.balance'),
        }}
        totals={{ balance: tx('lists.totalBalance') }}
        bulk={
          can(staff, 'support')
            ? (ids, done) => (
                <>
                  <button
                    type="button"
                    className="btn-danger"
                    onClick={() => setPrompt({ ids, status: 'disabled', done })}
                  >
                    {tx('lists.disableTheSelectedAccounts')}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost"
                    onClick={() => setPrompt({ ids, status: 'active', done })}
                  >
                    {tx('lists.enableTheSelectedAccounts')}
                  </button>
                </>
              )
            : undefined
        }
      />
      {prompt && (
        <PromptModal
          title={
            prompt.status === 'disabled'
              ? tx('lists.disableAccounts', { length: prompt.ids.length })
              : tx('lists.enableAccounts', { length: prompt.ids.length })
          }
          label={tx('lists.reasonWrittenToEach')}
          confirm={prompt.status === 'disabled' ? tx('lists.disable') : tx('lists.enable')}
          minLength={5}
          danger={prompt.status === 'disabled'}
          onClose={() => setPrompt(null)}
          onSubmit={async (reason) => {
            const r = await post<TBulkResult[]>('/players/bulk-status', {
              ids: prompt.ids,
              status: prompt.status,
              reason,
            });
            setOutcome(bulkSummary(r));
            prompt.done();
          }}
        />
      )}
    </section>
  );
}

export function DepositListPage() {
  const columns: ListColumn<TDepositListRow>[] = [
    { header: tx('lists.code'), sort: 'id', cell: (r) => r.id },
    { header: tx('lists.players'), cell: (r) => player(r.playerId, r.username) },
    { header: tx('lists.method'), cell: (r) => PROVIDER_LABEL[r.method] ?? r.method },
    {
      header: tx('lists.amount'),
      sort: 'amount',
      cell: (r) => (r.amount === null ? '—' : money(r.amount)),
      className: 'text-right',
    },
    {
      header: tx('lists.credited'),
      cell: (r) => (r.creditedAmount === null ? '—' : money(r.creditedAmount)),
      className: 'text-right',
    },
    { header: tx('lists.status'), cell: (r) => DEPOSIT_STATUS[r.status] ?? r.status },
    { header: tx('lists.reference'), cell: (r) => r.providerRef ?? '—' },
    { header: tx('lists.created'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{tx('lists.depositList')}</h1>
      <StaffList
        name="deposits"
        label={tx('lists.depositList')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: tx('lists.usernameReferenceTransferCode'),
          status: { label: tx('lists.status'), options: DEPOSIT_STATUS },
          kind: { label: tx('lists.method'), options: PROVIDER_LABEL },
          playerId: true,
          dates: tx('lists.createdOn'),
          amount: tx('lists.amount'),
        }}
        totals={{ amount: tx('lists.totalRequested'), credited: tx('lists.totalCredited') }}
      />
    </section>
  );
}

export function WithdrawalListPage() {
  const { staff } = useSession();
  const [confirm, setConfirm] = useState<{ ids: number[]; done: () => void } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const columns: ListColumn<TWithdrawalListRow>[] = [
    { header: tx('lists.code'), sort: 'id', cell: (r) => r.id },
    { header: tx('lists.players'), cell: (r) => player(r.playerId, r.username) },
    { header: tx('lists.amount'), sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    { header: tx('lists.status'), cell: (r) => WITHDRAWAL_STATUS[r.status] ?? r.status },
    {
      header: tx('lists.bankAccountHolder'),
      wrap: true,
      cell: (r) => (r.bank ? `${r.bank} · ${r.accountNumber ?? ''} · ${r.holderName ?? ''}` : PROVIDER_LABEL[r.method]),
    },
    { header: tx('lists.reviewer'), cell: (r) => r.reviewerName ?? '—' },
    { header: tx('lists.bankReference'), cell: (r) => r.providerRef ?? '—' },
    { header: tx('lists.created'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{tx('lists.withdrawalList')}</h1>
      <p className="text-sm text-slate-600">{tx('lists.filterAwaitingReviewTo')}</p>
      <BulkOutcome text={outcome} />
      <StaffList
        name="withdrawals"
        label={tx('lists.withdrawalList')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: tx('lists.usernameAccountHolderAccount'),
          status: { label: tx('lists.status'), options: WITHDRAWAL_STATUS },
          kind: {
            label: tx('lists.method'),
            options: { bank: tx('lists.bankTransfer'), card: tx('lists.scratchCard'), crypto: tx('lists.crypto') },
          },
          playerId: true,
          staffId: true,
          dates: tx('lists.createdOn'),
          amount: tx('lists.amount'),
        }}
        totals={{ amount: tx('lists.totalAmount'), fee: tx('lists.totalFees') }}
        bulk={
          can(staff, 'finance')
            ? (ids, done) => (
                <button type="button" className="btn-primary" onClick={() => setConfirm({ ids, done })}>
                  {tx('lists.approveTheSelectedRequests')}
                </button>
              )
            : undefined
        }
      />
      {confirm && (
        <Modal title={tx('lists.approveWithdrawals', { length: confirm.ids.length })} onClose={() => setConfirm(null)}>
          <p className="text-sm">
            {tx('lists.send')} {confirm.ids.length} {tx('lists.requests')}
            {confirm.ids.map((i) => `#${i}`).join(', ')}
            {tx('lists.toThePayoutGateway')}
          </p>
          {error && <p className="error">{error}</p>}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-ghost" onClick={() => setConfirm(null)}>
              {tx('lists.void')}
            </button>
            <button
              type="button"
              className="btn-primary"
              onClick={async () => {
                try {
                  const r = await post<TBulkResult[]>('/withdrawals/bulk-approve', { ids: confirm.ids });
                  setOutcome(bulkSummary(r));
                  confirm.done();
                  setConfirm(null);
                  setError(null);
                } catch (err) {
                  setError(err instanceof Error ? err.message : tx('lists.somethingWentWrong'));
                }
              }}
            >
              {tx('lists.approve')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

export function BetListPage() {
  const columns: ListColumn<TBetListRow>[] = [
    { header: tx('lists.code'), sort: 'id', cell: (r) => r.id },
    { header: tx('lists.players'), cell: (r) => player(r.playerId, r.username) },
    { header: tx('lists.provider'), cell: (r) => BET_PROVIDERS[r.provider] ?? r.provider },
    { header: tx('lists.game'), cell: (r) => r.game ?? '—' },
    { header: tx('lists.round'), cell: (r) => <span className="font-mono text-xs">{r.round}</span> },
    { header: tx('lists.kind'), cell: (r) => BET_KIND[r.kind] ?? r.kind },
    { header: tx('lists.amount'), sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    { header: tx('lists.at'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{tx('lists.betHistory')}</h1>
      <StaffList
        name="bets"
        label={tx('lists.betHistory')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: tx('lists.usernameRoundIdGame'),
          status: { label: tx('lists.kind'), options: BET_KIND },
          kind: {
            label: tx('lists.provider'),
            options: BET_PROVIDERS,
          },
          playerId: true,
          dates: tx('lists.day'),
          amount: tx('lists.amount'),
        }}
        totals={{ bets: tx('lists.totalStaked'), wins: tx('lists.totalWon'), rollbacks: tx('lists.totalCancelled') }}
      />
    </section>
  );
}

export function TransactionListPage() {
  const columns: ListColumn<TTransactionListRow>[] = [
    { header: tx('lists.entry'), sort: 'journalId', cell: (r) => `${r.journalId}/${r.line}` },
    { header: tx('lists.players'), cell: (r) => player(r.playerId, r.username) },
    { header: tx('lists.kind'), cell: (r) => JOURNAL_KIND[r.kind] ?? r.kind },
    { header: tx('lists.account'), cell: (r) => ACCOUNT_PURPOSE[r.purpose] ?? r.purpose },
    {
      header: tx('lists.amount'),
      sort: 'amount',
      cell: (r) => <span className={r.amount < 0 ? 'text-rose-700' : 'text-emerald-700'}>{money(r.amount)}</span>,
      className: 'text-right',
    },
    {
      header: tx('lists.balanceAfter'),
      cell: (r) => (r.balanceAfter === null ? '—' : money(r.balanceAfter)),
      className: 'text-right',
    },
    { header: tx('lists.at'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{tx('lists.ledgerTransactions')}</h1>
      <StaffList
        name="transactions"
        label={tx('lists.ledgerTransactions')}
        columns={columns}
        rowId={(r) => r.journalId * 100 + r.line}
        filters={{
          search: tx('lists.usernameEntryKind'),
          status: { label: tx('lists.kind'), options: JOURNAL_KIND },
          kind: { label: tx('lists.account'), options: ACCOUNT_PURPOSE },
          playerId: true,
          dates: tx('lists.day'),
          amount: tx('lists.amountAbsolute'),
        }}
        totals={{ credits: tx('lists.totalCredits'), debits: tx('lists.totalDebits'), net: tx('lists.difference') }}
      />
    </section>
  );
}
