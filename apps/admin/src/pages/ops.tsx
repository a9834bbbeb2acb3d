import type { TOpsHealth } from '@app/contract';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { get, post } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { OpsAlertsBanner } from './ops-alerts';
import { OpsFigures } from './ops-figures';
import { Ok, Table } from './ops-table';

const JOB_LABEL: Record<string, string> = {
  'ledger.check': t('ops.ledgerReconciliation'),
  'aml.sweep': t('ops.amlRulesDeviceIp'),
  'ops.health-alerts': t('ops.providerPayoutAlerts'),
  'ops.alert-digest': t('ops.alertSummariesOverThe'),
};
const REFRESH_MS = 10_000;

/** The superadmin's operations view (decision 098): reconciliation, jobs, backlogs, providers. */
export function OpsPage() {
  const { data, error, reload } = useLoad(() => get<TOpsHealth>('/ops/health'), []);
  const [message, setMessage] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const check = async () => {
    setMessage(t('ops.reconciling'));
    try {
      const r = await post<{ ok: boolean; durationMs: number }>('/ops/ledger-check');
      setMessage(r.ok ? t('ops.ledgerBalancedMs', { durationMs: r.durationMs }) : t('ops.ledgerOutOfBalance'));
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('ops.somethingWentWrong'));
    }
    await reload();
    setChecks((n) => n + 1);
  };
  const p = data?.payments;
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('ops.operationsSystemHealth')}</h1>
        <button type="button" className="btn-primary" onClick={() => void check()}>
          {t('ops.reconcileTheLedgerNow')}
        </button>
      </div>
      <OpsAlertsBanner version={checks} />
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <div className="grid gap-3 md:grid-cols-4">
            {[
              [t('ops.openPaymentExceptions'), p!.openExceptions],
              [t('ops.withdrawalsAwaitingReview'), p!.pendingWithdrawals],
              [t('ops.payoutsWithUnknownOutcome'), p!.unknownPayouts],
              [t('ops.undeliveredEvents'), data.domainEvents.reduce((s, e) => s + e.undelivered, 0)],
            ].map(([label, n]) => (
              <div key={String(label)} className="card">
                <p className="text-xs text-slate-500">{label}</p>
                <p className={`text-2xl font-semibold ${Number(n) > 0 ? 'text-amber-700' : ''}`}>{n}</p>
              </div>
            ))}
          </div>
          <OpsFigures figures={data.figures} />
          <div className="card space-y-2">
            <h2 className="font-semibold">{t('ops.ledgerReconciliationHistory')}</h2>
            <Table
              head={[t('ops.at'), t('ops.outcome'), t('ops.time'), t('ops.entry'), t('ops.violations')]}
              empty={t('ops.noReconciliationYet')}
              rows={data.ledgerChecks.map((r) => [
                dateTime(r.startedAt),
                <Ok key="ok" ok={r.ok} />,
                `${r.durationMs} ms`,
                String(r.counts.journals ?? ''),
                r.breaches.map((b) => `${b.description} (${b.breaches})`).join('; ') || '—',
              ])}
            />
          </div>
          <div className="grid gap-3 xl:grid-cols-2">
            <div className="card space-y-2">
              <h2 className="font-semibold">{t('ops.scheduledJobs')}</h2>
              <Table
                head={[t('ops.job'), t('ops.lastRun'), t('ops.outcome'), t('ops.next'), t('ops.count')]}
                empty={t('ops.noJobHasRun')}
                rows={data.jobs.map((j) => [
                  JOB_LABEL[j.name] ?? j.name,
                  dateTime(j.lastStartedAt),
                  <span key="r">
                    <Ok ok={j.lastOk} /> {j.lastError && <span className="text-xs text-red-700">{j.lastError}</span>}
                  </span>,
                  dateTime(j.nextRunAt),
                  String(j.runs),
                ])}
              />
            </div>
            <div className="card space-y-2">
              <h2 className="font-semibold">{t('ops.eventQueueOutbox')}</h2>
              <Table
                head={[t('ops.topic'), t('ops.undelivered'), t('ops.failing'), t('ops.oldest'), t('ops.lastError')]}
                empty={t('ops.noEventWaitingFor')}
                rows={data.domainEvents.map((e) => [
                  e.topic,
                  String(e.undelivered),
                  String(e.failing),
                  dateTime(e.oldestAt),
                  <span key="e" className="text-xs">
                    {e.lastError ?? '—'}
                  </span>,
                ])}
              />
            </div>
          </div>
          <div className="card space-y-2">
            <h2 className="font-semibold">{t('ops.providerCallbacks24Hours')}</h2>
            <Table
              head={[t('ops.provider'), t('ops.callbacks'), t('ops.error'), t('ops.errorRate'), t('ops.latest')]}
              empty={t('ops.noCallbacksInThe')}
              rows={data.providers.map((r) => [
                r.provider,
                String(r.callbacks24h),
                String(r.errors24h),
                r.callbacks24h ? `${((r.errors24h * 100) / r.callbacks24h).toFixed(1)}%` : '—',
                dateTime(r.lastCallbackAt),
              ])}
            />
            {p?.oldestPendingWithdrawalAt && (
              <p className="text-xs text-slate-500">
                {t('ops.oldestWithdrawalAwaitingReview')} {dateTime(p.oldestPendingWithdrawalAt)}.
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
