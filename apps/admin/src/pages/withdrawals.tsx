import type { TAdminWithdrawal } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../components/data-table';
import { PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import { dateTime, intlLocale, money, WITHDRAWAL_HOLD, WITHDRAWAL_STATUS } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { WithdrawalRulesPanel } from './withdrawal-rules';

/** The queue refreshes itself this often: new requests and payout outcomes appear without a reload. */
const REFRESH_MS = 5_000;

const col = createColumnHelper<TAdminWithdrawal>();

/** How long a request has waited, in the largest unit that matters ("25 phút", "3 giờ 5 phút"). */
function waited(createdAt: string): string {
  const minutes = Math.max(0, Math.floor((Date.now() - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return t('withdrawals.min', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return t('withdrawals.hMin', { hours, value: minutes % 60 });
  return t('withdrawals.dH', { floor: Math.floor(hours / 24), value: hours % 24 });
}
/** Why approval is refused for this row (decision 105); the server refuses it as well. */
const AML_BLOCKED = t('withdrawals.waitingForComplianceTo');
type Action = { kind: 'reject' | 'paid' | 'failed'; w: TAdminWithdrawal };

/** The withdrawal review queue: approve, reject with a reason the player sees, record payouts. */
export function WithdrawalsPage() {
  const { staff } = useSession();
  const [status, setStatus] = useState('pending');
  const [action, setAction] = useState<Action | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, reload } = useLoad(
    () => get<TAdminWithdrawal[]>(`/withdrawals${query({ status, per_page: 200 })}`),
    [status],
  );
  const finance = can(staff, 'finance');
  const [refreshedAt, setRefreshedAt] = useState(() => new Date());
  useEffect(() => {
    // polling rather than a stream: any instance answers, and a missed tick is caught by the next
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && !action) void reload().then(() => setRefreshedAt(new Date()));
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, action]);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await fn();
      setMessage(done);
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('withdrawals.somethingWentWrong'));
    }
    await reload();
  };

  const columns = [
    // secondary facts under the main one, so the queue and its actions fit a tablet's width
    col.accessor('code', {
      header: t('withdrawals.code'),
      cell: ({ row: { original: w } }) => (
        <>
          <div>{w.code}</div>
          <div className="text-xs text-slate-500">{dateTime(w.createdAt)}</div>
        </>
      ),
    }),
    col.accessor('playerId', {
      header: t('withdrawals.players'),
      cell: ({ row: { original: w } }) => (
        <Link className="text-indigo-700 underline" to={`/admin/nguoi-choi/${w.playerId}`}>
          {w.username ?? `#${w.playerId}`}
          {w.username ? <span className="block text-xs text-slate-500">#{w.playerId}</span> : null}
        </Link>
      ),
    }),
    col.accessor('amount', {
      header: t('withdrawals.amount'),
      cell: ({ row: { original: w } }) => (
        <>
          <div>{money(w.amount)}</div>
          <div className="text-xs text-slate-500">{w.method}</div>
        </>
      ),
    }),
    col.accessor('status', {
      header: t('withdrawals.status'),
      // why it waits (or why it was refused) under the status, so the row stays narrow on a tablet
      cell: ({ row: { original: w } }) => (
        <>
          <div>{WITHDRAWAL_STATUS[w.status] ?? w.status}</div>
          {w.status === 'pending' && (
            <div className="text-xs text-slate-500">
              {t('withdrawals.waitingFor')} {waited(w.createdAt)}
            </div>
          )}
          {w.rejectReason && (
            <div className="w-52 whitespace-normal text-xs text-slate-700">
              {t('withdrawals.playerSees')}
              {w.rejectReason}”
            </div>
          )}
          {w.holdReasons.length > 0 && (
            <ul className="w-52 space-y-0.5 whitespace-normal text-xs text-slate-600" data-testid="hold-reasons">
              {w.holdReasons.map((r, i) => (
                <li key={r}>
                  <span className="font-medium text-slate-800">{WITHDRAWAL_HOLD[r]}</span>
                  {w.clearedBy?.[i] ? (
                    <span className="text-slate-500">
                      {' '}
                      {t('withdrawals.clearedWhen')} {w.clearedBy[i]}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {w.vipPriority && (
            <div
              className="mt-1 w-fit rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-900"
              data-testid="vip-priority"
            >
              {t('withdrawals.vipPriority')}
            </div>
          )}
          {w.amlBlocked && (
            <div className="mt-1 w-44 whitespace-normal rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
              {AML_BLOCKED}
            </div>
          )}
        </>
      ),
    }),
    col.accessor((w) => String(w.details.accountNumber ?? w.details.address ?? ''), {
      id: 'to',
      header: t('withdrawals.receivingAccount'),
      cell: ({ row: { original: w } }) => (
        <div className="w-40 whitespace-normal text-xs">
          {w.details.bankShortName ? <div className="font-medium">{String(w.details.bankShortName)}</div> : null}
          <div className="break-all">
            {String(w.details.accountNumber ?? w.details.address ?? w.details.carrier ?? '')}
          </div>
          {w.details.holderName ? <div className="text-slate-500">{String(w.details.holderName)}</div> : null}
        </div>
      ),
    }),
    col.display({
      id: 'reviewed',
      header: t('withdrawals.reviewPayout'),
      cell: ({ row: { original: w } }) => (
        <div className="w-32 whitespace-normal text-xs">
          {w.autoApproved ? (
            <div>{t('withdrawals.autoApproved')}</div>
          ) : w.reviewerName ? (
            <div>{w.reviewerName}</div>
          ) : null}
          {w.providerRef ? (
            <div className="break-all text-slate-500">
              {t('withdrawals.bankRef')} {w.providerRef}
            </div>
          ) : null}
        </div>
      ),
    }),
    col.display({
      id: 'actions',
      header: t('withdrawals.actions'),
      cell: ({ row: { original: w } }) =>
        finance && (
          <div className="flex gap-1">
            {w.status === 'pending' && (
              <>
                <button
                  type="button"
                  className="btn-primary"
                  disabled={w.amlBlocked}
                  title={w.amlBlocked ? AML_BLOCKED : undefined}
                  onClick={() =>
                    run(() => post(`/withdrawals/${w.id}/approve`), t('withdrawals.approved', { code: w.code }))
                  }
                >
                  {t('withdrawals.approve')}
                </button>
                <button type="button" className="btn-danger" onClick={() => setAction({ kind: 'reject', w })}>
                  {t('withdrawals.rejected2')}
                </button>
              </>
            )}
            {(w.status === 'processing' || w.status === 'unknown') && (
              <>
                <button
                  type="button"
                  className="btn-ghost"
                  disabled={w.amlBlocked}
                  title={w.amlBlocked ? AML_BLOCKED : undefined}
                  onClick={() => setAction({ kind: 'paid', w })}
                >
                  {t('withdrawals.paid')}
                </button>
                <button type="button" className="btn-ghost" onClick={() => setAction({ kind: 'failed', w })}>
                  {t('withdrawals.payoutFailed2')}
                </button>
              </>
            )}
          </div>
        ),
    }),
  ];

  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('withdrawals.withdrawalReview')}</h1>
        <span className="text-xs text-slate-500" aria-live="polite">
          {t('withdrawals.refreshesEvery')} {REFRESH_MS / 1000} {t('withdrawals.seconds')}{' '}
          {refreshedAt.toLocaleTimeString(intlLocale(), { timeZone: 'Asia/Ho_Chi_Minh' })}
        </span>
        <label className="flex items-center gap-2 text-sm">
          {t('withdrawals.status')}
          <select className="input w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('withdrawals.all')}</option>
            {Object.entries(WITHDRAWAL_STATUS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
      </div>
      {finance && <WithdrawalRulesPanel />}
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      <DataTable
        label={t('withdrawals.withdrawalRequests')}
        data={data ?? []}
        columns={columns}
        empty={t('withdrawals.noWithdrawalRequests')}
      />
      {action?.kind === 'reject' && (
        <PromptModal
          title={t('withdrawals.reject', { code: action.w.code })}
          label={t('withdrawals.reasonThePlayerWill')}
          confirm={t('withdrawals.rejected2')}
          danger
          onClose={() => setAction(null)}
          onSubmit={(reason) =>
            run(
              () => post(`/withdrawals/${action.w.id}/reject`, { reason }),
              t('withdrawals.rejected', { code: action.w.code }),
            )
          }
        />
      )}
      {action?.kind === 'paid' && (
        <PromptModal
          title={t('withdrawals.recordPayoutOf', { code: action.w.code })}
          label={t('withdrawals.bankTransactionReference')}
          confirm={t('withdrawals.record')}
          minLength={1}
          onClose={() => setAction(null)}
          onSubmit={(reference) =>
            run(
              () => post(`/withdrawals/${action.w.id}/mark-paid`, { reference }),
              t('withdrawals.recorded', { code: action.w.code }),
            )
          }
        />
      )}
      {action?.kind === 'failed' && (
        <PromptModal
          title={t('withdrawals.payoutFailed', { code: action.w.code })}
          label={t('withdrawals.reasonThePlayerWill')}
          confirm={t('withdrawals.recordFailure')}
          danger
          onClose={() => setAction(null)}
          onSubmit={(reason) =>
            run(
              () => post(`/withdrawals/${action.w.id}/mark-failed`, { reason }),
              t('withdrawals.refunded', { code: action.w.code }),
            )
          }
        />
      )}
    </section>
  );
}
