import type { TAmlListRow, TBankAccountStaffListRow, TBulkResult, TExceptionListRow, TKycListRow } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { listPlayer as player } from '../components/list-cells';
import { Modal } from '../components/modal';
import { bulkSummary, type ListColumn, StaffList } from '../components/staff-list';
import { t } from '../i18n';
import { post } from '../lib/api';
import { AML_RULE, BANK_ACCOUNT_STATUS, dateTime, EXCEPTION_KIND, money, PROVIDER_LABEL } from '../lib/format';
import { can, useSession } from '../lib/session';

/** The review queues as lists (decision 157): filter, sort, page, totals and CSV like the others. */

const EXCEPTION_STATUS: Record<string, string> = {
  open: t('listsReview.unresolved'),
  resolved: t('listsReview.resolved'),
};
const AML_STATUS: Record<string, string> = {
  open: t('listsReview.open'),
  cleared: t('listsReview.noViolation'),
  confirmed: t('listsReview.violationConfirmed'),
};
const KYC_STATUS: Record<string, string> = {
  pending: t('listsReview.awaitingReview'),
  verified: t('listsReview.verified'),
  rejected: t('listsReview.rejected'),
};

export function ExceptionListPage() {
  const columns: ListColumn<TExceptionListRow>[] = [
    { header: t('listsReview.code'), sort: 'id', cell: (r) => `#${r.id}` },
    { header: t('listsReview.kind'), cell: (r) => EXCEPTION_KIND[r.kind] ?? r.kind },
    { header: t('listsReview.amount'), sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    {
      header: t('listsReview.transferDescription'),
      wrap: true,
      cell: (r) => <span className="font-mono text-xs">{r.content ?? '—'}</span>,
    },
    {
      header: t('listsReview.sender'),
      wrap: true,
      cell: (r) => [r.senderName, r.senderAccount].filter(Boolean).join(' · ') || '—',
    },
    {
      header: t('listsReview.bankReference'),
      wrap: true,
      cell: (r) => `${r.bank ?? PROVIDER_LABEL[r.provider] ?? r.provider} · ${r.reference}`,
    },
    { header: t('listsReview.players'), cell: (r) => player(r.playerId, r.username) },
    {
      header: t('listsReview.status'),
      cell: (r) =>
        r.status === 'resolved'
          ? `${EXCEPTION_STATUS.resolved}${r.resolverName ? ` (${r.resolverName})` : ''}`
          : EXCEPTION_STATUS.open,
    },
    { header: t('listsReview.receivedAt'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('listsReview.paymentExceptionList')}</h1>
      <p className="text-sm text-slate-600">
        {t('listsReview.moneyReceivedThatMatches')}{' '}
        <Link className="text-indigo-700 underline" to="/admin/nap-tien">
          {t('listsReview.depositsExceptions')}
        </Link>
        .
      </p>
      <StaffList
        name="exceptions"
        label={t('listsReview.paymentExceptionList')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: t('listsReview.descriptionSenderSendingAccount'),
          status: { label: t('listsReview.status'), options: EXCEPTION_STATUS },
          kind: { label: t('listsReview.kind'), options: EXCEPTION_KIND },
          playerId: true,
          staffId: true,
          dates: t('listsReview.receivedOn'),
          amount: t('listsReview.amount'),
        }}
        totals={{ amount: t('listsReview.totalAmount') }}
      />
    </section>
  );
}

export function AmlListPage() {
  const { staff } = useSession();
  const [confirm, setConfirm] = useState<{ ids: number[]; done: () => void } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const columns: ListColumn<TAmlListRow>[] = [
    { header: t('listsReview.code'), sort: 'id', cell: (r) => `#${r.id}` },
    { header: t('listsReview.players'), cell: (r) => player(r.playerId, r.username) },
    { header: t('listsReview.rule'), cell: (r) => AML_RULE[r.rule] ?? r.rule },
    { header: t('listsReview.status'), cell: (r) => AML_STATUS[r.status] ?? r.status },
    { header: t('listsReview.raisedAt'), sort: 'raisedAt', cell: (r) => dateTime(r.raisedAt) },
    { header: t('listsReview.concludedBy'), cell: (r) => r.reviewerName ?? '—' },
    { header: t('listsReview.conclusion'), wrap: true, cell: (r) => r.outcomeNote ?? '—' },
    { header: t('listsReview.concludedAt'), sort: 'reviewedAt', cell: (r) => dateTime(r.reviewedAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('listsReview.amlAlertList')}</h1>
      <p className="text-sm text-slate-600">
        {t('listsReview.seeTheDetailsAnd')}{' '}
        <Link className="text-indigo-700 underline" to="/admin/aml">
          {t('listsReview.amlAlerts')}
        </Link>
        {t('listsReview.concludeSeveralAlertsAt')}
      </p>
      {outcome && (
        <p className="text-sm" role="status">
          {outcome}
        </p>
      )}
      <StaffList
        name="aml"
        label={t('listsReview.amlAlertList')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: t('listsReview.usernameRuleConclusionDetails'),
          status: { label: t('listsReview.status'), options: AML_STATUS },
          kind: { label: t('listsReview.rule'), options: AML_RULE },
          playerId: true,
          staffId: true,
          dates: t('listsReview.raisedOn'),
        }}
        totals={{}}
        bulk={
          can(staff, 'compliance')
            ? (ids, done) => (
                <button type="button" className="btn-primary" onClick={() => setConfirm({ ids, done })}>
                  {t('listsReview.concludeTheSelectedAlerts')}
                </button>
              )
            : undefined
        }
      />
      {confirm && (
        <Modal
          title={t('listsReview.concludeAmlAlerts', { length: confirm.ids.length })}
          onClose={() => setConfirm(null)}
        >
          <form
            className="space-y-3"
            onSubmit={async (e) => {
              e.preventDefault();
              const f = new FormData(e.currentTarget);
              try {
                const r = await post<TBulkResult[]>('/aml/flags/bulk-review', {
                  ids: confirm.ids,
                  outcome: String(f.get('outcome')),
                  note: String(f.get('note') ?? ''),
                });
                setOutcome(bulkSummary(r));
                confirm.done();
                setConfirm(null);
                setError(null);
              } catch (err) {
                setError(err instanceof Error ? err.message : t('listsReview.somethingWentWrong'));
              }
            }}
          >
            <label className="block">
              <span className="label">{t('listsReview.conclusion')}</span>
              <select name="outcome" className="input">
                <option value="cleared">{t('listsReview.noViolationCloseThe')}</option>
                <option value="confirmed">{t('listsReview.violationConfirmed')}</option>
              </select>
            </label>
            <label className="block">
              <span className="label">{t('listsReview.conclusionNoteWrittenTo')}</span>
              <textarea name="note" className="input" rows={3} minLength={5} required />
            </label>
            {error && <p className="error">{error}</p>}
            <div className="flex justify-end gap-2">
              <button type="button" className="btn-ghost" onClick={() => setConfirm(null)}>
                {t('listsReview.void')}
              </button>
              <button type="submit" className="btn-primary">
                {t('listsReview.conclusion')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </section>
  );
}

export function KycListPage() {
  const columns: ListColumn<TKycListRow>[] = [
    { header: t('listsReview.code'), sort: 'id', cell: (r) => `#${r.id}` },
    { header: t('listsReview.players'), cell: (r) => player(r.playerId, r.username) },
    { header: t('listsReview.status'), cell: (r) => KYC_STATUS[r.status] ?? r.status },
    { header: t('listsReview.fullName'), cell: (r) => r.fullName ?? '—' },
    {
      header: t('listsReview.dateOfBirth'),
      cell: (r) => (r.dateOfBirth ? r.dateOfBirth.split('-').reverse().join('/') : '—'),
    },
    {
      header: t('listsReview.documentNumber'),
      cell: (r) => (
        <span>
          {r.idNumber ?? '—'}
          {r.sameIdAccounts > 0 && (
            <span className="ml-1 rounded bg-rose-100 px-1 text-xs text-rose-800">
              +{r.sameIdAccounts} {t('listsReview.accountsWithTheSame')}
            </span>
          )}
        </span>
      ),
    },
    { header: t('listsReview.rejectionReason'), wrap: true, cell: (r) => r.rejectReason ?? '—' },
    { header: t('listsReview.reviewer'), cell: (r) => r.reviewerName ?? '—' },
    { header: t('listsReview.sentAt'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('listsReview.identityVerificationList')}</h1>
      <p className="text-sm text-slate-600">
        {t('listsReview.reviewEachFileIn')}{' '}
        <Link className="text-indigo-700 underline" to="/admin/kyc">
          {t('listsReview.identityVerification')}
        </Link>
        .
      </p>
      <StaffList
        name="kyc"
        label={t('listsReview.identityVerificationList')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: t('listsReview.usernameFullNameDocument'),
          status: { label: t('listsReview.status'), options: KYC_STATUS },
          playerId: true,
          staffId: true,
          dates: t('listsReview.sentOn'),
        }}
        totals={{}}
      />
    </section>
  );
}

export function BankAccountListPage() {
  const columns: ListColumn<TBankAccountStaffListRow>[] = [
    { header: t('listsReview.code'), sort: 'id', cell: (r) => `#${r.id}` },
    { header: t('listsReview.players'), cell: (r) => player(r.playerId, r.username) },
    { header: t('listsReview.bank'), cell: (r) => r.bank },
    { header: t('listsReview.accountNumber'), cell: (r) => <span className="font-mono">{r.accountNumber}</span> },
    {
      header: t('listsReview.accountHolderNameOn'),
      wrap: true,
      cell: (r) => (
        <span>
          {r.holderName}
          <span
            className={`block text-xs ${r.kycName && r.kycName !== r.holderName ? 'text-rose-700' : 'text-slate-500'}`}
          >
            {r.kycName ? t('listsReview.document', { kycName: r.kycName }) : t('listsReview.identityNotVerified')}
          </span>
        </span>
      ),
    },
    {
      header: t('listsReview.status'),
      wrap: true,
      cell: (r) => (
        <span>
          {BANK_ACCOUNT_STATUS[r.status] ?? r.status}
          {r.rejectReason && <span className="block text-xs text-slate-500">{r.rejectReason}</span>}
        </span>
      ),
    },
    { header: t('listsReview.reviewer'), cell: (r) => r.reviewerName ?? '—' },
    { header: t('listsReview.addedAt'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('listsReview.bankAccountList')}</h1>
      <p className="text-sm text-slate-600">
        {t('listsReview.verifyOrRejectIn')}{' '}
        <Link className="text-indigo-700 underline" to="/admin/tai-khoan-ngan-hang">
          {t('listsReview.bankAccountChecks')}
        </Link>
        .
      </p>
      <StaffList
        name="bank-accounts"
        label={t('listsReview.bankAccountList')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: t('listsReview.usernameAccountHolderAccount'),
          status: { label: t('listsReview.status'), options: BANK_ACCOUNT_STATUS },
          playerId: true,
          staffId: true,
          dates: t('listsReview.addedOn'),
        }}
        totals={{}}
      />
    </section>
  );
}
