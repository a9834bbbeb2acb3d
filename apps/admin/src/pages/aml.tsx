import type { TAmlFlag, TBulkResult } from '@app/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PromptModal } from '../components/modal';
import { bulkSummary } from '../components/staff-list';
import { t } from '../i18n';
import { get, post, query } from '../lib/api';
import { AML_RULE, dateTime, money, PLAYER_STATUS } from '../lib/format';
import { useLoad } from '../lib/use-load';
import { AmlSettingsPanel } from './aml-settings';

const STATUS: Record<string, string> = {
  open: t('aml.awaitingReview'),
  cleared: t('aml.dismissed'),
  confirmed: t('aml.violationConfirmed'),
};
type Review = { flag: TAmlFlag; kind: 'note' | 'cleared' | 'confirmed' };

/** What a rule saw, in words: amounts as money, lists of accounts as links. */
function Details({ d }: { d: Record<string, unknown> }) {
  const LABEL: Record<string, string> = {
    amount: t('aml.amount'),
    deposits: t('aml.totalDeposits'),
    stakes: t('aml.totalStaked'),
    turnoverPct: t('aml.turnover'),
    minTurnoverPct: t('aml.minimum'),
    threshold: t('aml.threshold'),
    windowHours: t('aml.windowHours'),
    windowDays: t('aml.windowDays'),
    method: t('aml.method'),
    device: t('aml.device'),
    address: t('aml.ipAddress'),
    depositId: t('aml.deposits'),
    withdrawalId: t('aml.withdrawals'),
    accounts: t('aml.linkedAccounts'),
    redemptions: t('aml.giftCodesRedeemed'),
  };
  const MONEY = new Set(['amount', 'deposits', 'stakes']);
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
      {Object.entries(d).map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{LABEL[k] ?? k}</dt>
          <dd className="min-w-0 break-all">
            {k === 'accounts' && Array.isArray(v)
              ? v.map((id) => (
                  <Link key={String(id)} className="mr-2 text-indigo-700 underline" to={`/admin/nguoi-choi/${id}`}>
                    #{String(id)}
                  </Link>
                ))
              : k === 'redemptions' && typeof v === 'object' && v
                ? Object.entries(v as Record<string, number>)
                    .map(([id, n]) => `#${id}: ${n}`)
                    .join(', ')
                : typeof v === 'number' && (MONEY.has(k) || (k === 'threshold' && v >= 10_000))
                  ? money(v)
                  : String(v)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Compliance's AML queue: flags raised by the rules, notes, and the outcome (decision 097). */
export function AmlPage() {
  const [status, setStatus] = useState('open');
  const [review, setReview] = useState<Review | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulkClear, setBulkClear] = useState(false);
  const { data, error, reload } = useLoad(
    () => get<{ items: TAmlFlag[]; counts: Record<string, number> }>(`/aml/flags${query({ status })}`),
    [status],
  );
  const sweep = async () => {
    try {
      const { raised } = await post<{ raised: number }>('/aml/sweep');
      setMessage(raised ? t('aml.newAlertsRaised', { raised }) : t('aml.noNewAlerts'));
    } catch (err) {
      setMessage(err instanceof Error ? err.message : t('aml.somethingWentWrong'));
    }
    await reload();
  };
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('aml.amlAlerts')}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label className="flex items-center gap-2">
            {t('aml.status')}
            <select
              className="input w-44"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setSelected([]);
              }}
            >
              {Object.entries(STATUS).map(([k, v]) => (
                <option key={k} value={k}>
                  {v} ({data?.counts[k] ?? 0})
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn-ghost" onClick={() => void sweep()}>
            {t('aml.runTheRulesNow')}
          </button>
        </div>
      </div>
      <AmlSettingsPanel />
      {message && (
        <p className="card text-sm" role="status">
          {message}
        </p>
      )}
      {error && <p className="error">{error}</p>}
      {data?.items.length === 0 && <p className="card text-sm">{t('aml.noAlerts')}</p>}
      {selected.length > 0 && (
        <div className="card flex flex-wrap items-center gap-3 border-indigo-200 bg-indigo-50 text-sm">
          <span>
            {t('aml.selected')} {selected.length} {t('aml.alerts')}
          </span>
          <button type="button" className="btn-primary" onClick={() => setBulkClear(true)}>
            {t('aml.dismissTheSelectedAlerts')}
          </button>
          <button type="button" className="btn-ghost" onClick={() => setSelected([])}>
            {t('aml.clearSelection')}
          </button>
        </div>
      )}
      {data?.items.map((f) => (
        <article key={f.id} className="card space-y-3" aria-label={t('aml.alert', { id: f.id })}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="text-sm">
              <p className="text-base font-semibold">
                {f.status === 'open' && (
                  <input
                    type="checkbox"
                    className="mr-2"
                    aria-label={t('aml.selectAlert', { id: f.id })}
                    checked={selected.includes(f.id)}
                    onChange={() => setSelected((s) => (s.includes(f.id) ? s.filter((x) => x !== f.id) : [...s, f.id]))}
                  />
                )}
                {AML_RULE[f.rule]}
              </p>
              <p>
                <Link className="font-semibold text-indigo-700 underline" to={`/admin/nguoi-choi/${f.playerId}`}>
                  {f.username}
                </Link>{' '}
                · {PLAYER_STATUS[f.playerStatus] ?? f.playerStatus} {t('aml.raised')} {dateTime(f.raisedAt)}
              </p>
              {f.status !== 'open' && (
                <p className="mt-1">
                  <strong>{STATUS[f.status]}</strong> {t('aml.by')} {f.reviewedBy} {t('aml.at')}{' '}
                  {dateTime(f.reviewedAt)}: {f.outcomeNote}
                </p>
              )}
            </div>
            {f.status === 'open' && (
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-ghost" onClick={() => setReview({ flag: f, kind: 'note' })}>
                  {t('aml.note')}
                </button>
                <button type="button" className="btn-primary" onClick={() => setReview({ flag: f, kind: 'cleared' })}>
                  {t('aml.dismissAlert')}
                </button>
                <button type="button" className="btn-danger" onClick={() => setReview({ flag: f, kind: 'confirmed' })}>
                  {t('aml.confirmDisable')}
                </button>
              </div>
            )}
          </div>
          <Details d={f.details} />
          {f.notes.length > 0 && (
            <ul className="space-y-1 border-t border-slate-100 pt-2 text-sm">
              {f.notes.map((n) => (
                <li key={n.id}>
                  <span className="text-slate-500">
                    {dateTime(n.createdAt)} · {n.staff}:
                  </span>{' '}
                  {n.text}
                </li>
              ))}
            </ul>
          )}
        </article>
      ))}
      {review && (
        <PromptModal
          title={
            review.kind === 'note'
              ? t('aml.noteOnAlert', { id: review.flag.id })
              : review.kind === 'cleared'
                ? t('aml.dismissAlert2', { id: review.flag.id })
                : t('aml.confirmTheViolationAnd', { username: review.flag.username })
          }
          label={review.kind === 'note' ? t('aml.note') : t('aml.conclusion')}
          confirm={
            review.kind === 'note'
              ? t('aml.save')
              : review.kind === 'cleared'
                ? t('aml.dismissAlert')
                : t('aml.confirmDisable')
          }
          danger={review.kind === 'confirmed'}
          minLength={review.kind === 'note' ? 2 : 5}
          onClose={() => setReview(null)}
          onSubmit={async (text) => {
            const f = review.flag;
            if (review.kind === 'note') await post(`/aml/flags/${f.id}/notes`, { text });
            else await post(`/aml/flags/${f.id}/review`, { outcome: review.kind, note: text });
            setMessage(
              review.kind === 'note'
                ? t('aml.noteSaved')
                : review.kind === 'cleared'
                  ? t('aml.alertDismissed', { id: f.id })
                  : t('aml.violationConfirmedAccountDisabled', { username: f.username }),
            );
            await reload();
          }}
        />
      )}
      {bulkClear && (
        <PromptModal
          title={t('aml.dismissAlerts', { length: selected.length })}
          label={t('aml.conclusionWrittenToEach')}
          confirm={t('aml.dismiss')}
          minLength={5}
          onClose={() => setBulkClear(false)}
          onSubmit={async (note) => {
            const r = await post<TBulkResult[]>('/aml/flags/bulk-review', { ids: selected, outcome: 'cleared', note });
            setMessage(bulkSummary(r));
            setSelected([]);
            await reload();
          }}
        />
      )}
    </section>
  );
}
