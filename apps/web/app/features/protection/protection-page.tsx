import {
  PROTECTION_LIMIT_KINDS,
  PROTECTION_PERIODS,
  REMINDER_MINUTES,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MINUTES,
  type TProtection,
  type TProtectionLimit,
  type TProtectionLimitKind,
  type TProtectionPeriod,
  type TSelfExclusionDuration,
} from '@app/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { confirm } from '../../components/modal';
import { showToast } from '../../components/toast';
import { useCopy } from '../../i18n/copy';
import { useFormat } from '../../lib/format';
import { logout } from '../auth';
import { Card, Input, SecondaryButton, Select, SubmitButton, toastError, vnd } from '../cashier/ui';
import { protectionApi, REMINDER_EVENT } from './protection.api';

const LIVE_REFRESH_MS = 10_000;

/** /account/responsible-gaming: limits with their usage, the reality check and self-exclusion. */
export function ProtectionPage() {
  const t = useCopy('protection');
  const [data, setData] = useState<TProtection | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    protectionApi
      .get()
      .then(setData)
      .catch(() => setFailed(true));
    // Use and what remains follow play as it happens while the page is open.
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      protectionApi
        .get()
        .then(setData)
        .catch(() => {});
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  if (failed) return <EmptyState kind="error" />;
  if (!data) return <div className="card h-64 animate-pulse" aria-busy="true" />;

  return (
    <div className="space-y-4" data-testid="protection-page">
      <p className="text-sm leading-relaxed text-slate-300">{t.intro}</p>
      {PROTECTION_LIMIT_KINDS.map((kind) => (
        <LimitCard key={kind} kind={kind} limits={data.limits.filter((l) => l.kind === kind)} onSaved={setData} />
      ))}
      <ReminderCard minutes={data.reminderMinutes} onSaved={setData} />
      <SessionLimitCard limit={data.sessionLimit} onSaved={setData} />
      <SelfExclusionCard />
      <HistoryCard history={data.history} />
    </div>
  );
}

function LimitCard({
  kind,
  limits,
  onSaved,
}: {
  kind: TProtectionLimitKind;
  limits: TProtectionLimit[];
  onSaved: (d: TProtection) => void;
}) {
  const fmt = useFormat();
  const t = useCopy('protection');
  const { t: tr } = useTranslation();
  const [period, setPeriod] = useState<TProtectionPeriod>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const copy = t.kinds[kind];

  const save = async (value: number | null) => {
    setError(undefined);
    if (value !== null && (!Number.isSafeInteger(value) || value < 10_000)) {
      setError(t.amountRequired);
      return;
    }
    setBusy(true);
    try {
      onSaved(await protectionApi.setLimit({ kind, period, amount: value }));
      setAmount('');
      showToast('success', t.saved, { scope: 'account' });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <section aria-labelledby={`limit-${kind}`} data-testid={`limit-${kind}`}>
        <h2 id={`limit-${kind}`} className="font-semibold text-white">
          {copy.title}
        </h2>
        <p className="mt-1 text-xs text-slate-400">{copy.hint}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-3">
          {PROTECTION_PERIODS.map((p) => {
            const l = limits.find((x) => x.period === p);
            if (!l) return null;
            const pct = l.amount ? Math.min(100, Math.round((Math.max(0, l.used) / l.amount) * 100)) : 0;
            return (
              <li
                key={p}
                className="rounded-xl border border-ink-800 bg-ink-950/50 p-3"
                data-testid={`limit-${kind}-${p}`}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <span className="text-sm text-slate-400">{t.periods[p]}</span>
                  <span className="font-semibold text-slate-100" data-testid="limit-amount">
                    {l.amount === null ? t.noLimit : vnd(l.amount)}
                  </span>
                </div>
                <p className="mt-1 text-xs text-slate-400">
                  {copy.used}: <span className="text-slate-200">{vnd(Math.max(0, l.used))}</span>
                  {l.remaining !== null ? (
                    <>
                      {' · '}
                      {t.remaining}: <span className="text-slate-200">{vnd(l.remaining)}</span>
                    </>
                  ) : null}
                </p>
                {l.amount !== null ? (
                  <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-800" aria-hidden="true">
                    <div
                      className={`h-full rounded-full ${pct >= 100 ? 'bg-rose-500' : 'bg-brand-500'}`}
                      style={{ width: `${pct}%` }}
                    />
                  </div>
                ) : null}
                {l.pending ? (
                  <p className="mt-2 text-xs text-amber-300" data-testid="limit-pending">
                    {l.pending.amount === null
                      ? tr('protection.pendingRemove', { at: fmt.dateTime(l.pending.effectiveAt) })
                      : tr('protection.pendingRaise', {
                          amount: vnd(l.pending.amount),
                          at: fmt.dateTime(l.pending.effectiveAt),
                        })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <form
          className="mt-4 grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]"
          onSubmit={(e) => {
            e.preventDefault();
            void save(Number(amount));
          }}
        >
          <Select
            label={t.period}
            value={period}
            onChange={(e) => setPeriod(e.target.value as TProtectionPeriod)}
            name={`${kind}-period`}
          >
            {PROTECTION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t.periods[p]}
              </option>
            ))}
          </Select>
          <Input
            label={t.amount}
            name={`${kind}-amount`}
            inputMode="numeric"
            placeholder={t.amountPlaceholder}
            // digits only (a letter or a sign never gets in), shown grouped as every amount is
            value={amount ? vnd(Number(amount)) : ''}
            error={error}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13))}
          />
          <div className="grid grid-cols-2 gap-3 sm:col-span-2">
            <SubmitButton busy={busy}>{t.save}</SubmitButton>
            <SecondaryButton disabled={busy} onClick={() => void save(null)}>
              {t.remove}
            </SecondaryButton>
          </div>
        </form>
        <p className="mt-3 text-xs text-slate-500">{t.rules}</p>
      </section>
    </Card>
  );
}

/** A choice of minutes with its save button: the reality-check interval and the session limit. */
function MinutesCard({
  name,
  title,
  hint,
  options,
  labels,
  initial,
  save,
  saved,
  children,
}: {
  name: string;
  title: string;
  hint: string;
  options: readonly number[];
  labels: Record<number, string>;
  initial: number;
  save: (minutes: number) => Promise<TProtection>;
  saved: string;
  children?: ReactNode;
}) {
  const t = useCopy('protection');
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <Card>
      <section aria-labelledby={`${name}-title`} data-testid={name}>
        <h2 id={`${name}-title`} className="font-semibold text-white">
          {title}
        </h2>
        <p className="mt-1 text-xs text-slate-400">{hint}</p>
        {children}
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            try {
              await save(value);
              // The reality check reschedules from the server's answer.
              window.dispatchEvent(new CustomEvent(REMINDER_EVENT));
              showToast('success', saved, { scope: 'account' });
            } catch (err) {
              toastError(err);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Select label={title} name={name} value={String(value)} onChange={(e) => setValue(Number(e.target.value))}>
            {options.map((m) => (
              <option key={m} value={m}>
                {labels[m]}
              </option>
            ))}
          </Select>
          <SubmitButton busy={busy}>{t.saveShort}</SubmitButton>
        </form>
      </section>
    </Card>
  );
}

function ReminderCard({ minutes, onSaved }: { minutes: number; onSaved: (d: TProtection) => void }) {
  const t = useCopy('protection');
  return (
    <MinutesCard
      name="reminder"
      title={t.reminder.title}
      hint={t.reminder.hint}
      options={REMINDER_MINUTES}
      labels={t.reminder.options}
      initial={minutes}
      save={async (m) => {
        const d = await protectionApi.setReminder(m);
        onSaved(d);
        return d;
      }}
      saved={t.reminder.saved}
    />
  );
}

function SessionLimitCard({
  limit,
  onSaved,
}: {
  limit: TProtection['sessionLimit'];
  onSaved: (d: TProtection) => void;
}) {
  const fmt = useFormat();
  const t = useCopy('protection');
  const { t: tr } = useTranslation();
  const c = t.sessionLimit;
  return (
    <MinutesCard
      name="session-limit"
      title={c.title}
      hint={c.hint}
      options={SESSION_LIMIT_MINUTES}
      labels={c.options}
      initial={limit.minutes}
      save={async (m) => {
        const d = await protectionApi.setSessionLimit(m);
        onSaved(d);
        return d;
      }}
      saved={c.saved}
    >
      <p className="mt-2 text-sm text-slate-300">
        {c.current}: <span className="font-semibold text-slate-100">{c.options[limit.minutes]}</span>
      </p>
      {limit.pending ? (
        <p className="mt-1 text-xs text-amber-300" data-testid="session-limit-pending">
          {tr('protection.sessionLimit.pending', {
            label: c.options[limit.pending.minutes] ?? '',
            at: fmt.dateTime(limit.pending.effectiveAt),
          })}
        </p>
      ) : null}
    </MinutesCard>
  );
}

function SelfExclusionCard() {
  const t = useCopy('protection');
  const { t: tr } = useTranslation();
  const [duration, setDuration] = useState<TSelfExclusionDuration>('24h');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const c = t.exclusion;

  const submit = async () => {
    setError(undefined);
    if (!password) {
      setError(c.passwordRequired);
      return;
    }
    const ok = await confirm({
      title: c.confirmTitle,
      message:
        duration === 'permanent'
          ? c.confirmPermanent
          : tr('protection.exclusion.confirm', { duration: c.durations[duration] }),
      confirmText: c.confirmButton,
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await protectionApi.selfExclude({ duration, password });
      showToast('success', c.done);
      await logout();
    } catch (err) {
      toastError(err);
      setBusy(false);
    }
  };

  return (
    <Card>
      <section aria-labelledby="exclusion-title" data-testid="self-exclusion">
        <h2 id="exclusion-title" className="font-semibold text-white">
          {c.title}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-300">{c.hint}</p>
        <p className="mt-2 rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-300">{c.withdrawFirst}</p>
        <form
          className="mt-3 grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Select
            label={c.duration}
            name="duration"
            value={duration}
            onChange={(e) => setDuration(e.target.value as TSelfExclusionDuration)}
          >
            {SELF_EXCLUSION_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {c.durations[d]}
              </option>
            ))}
          </Select>
          <Input
            label={c.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={busy}
              className="h-12 w-full rounded-xl bg-rose-600 font-semibold text-white transition hover:bg-rose-500 disabled:opacity-60"
            >
              {c.submit}
            </button>
          </div>
        </form>
      </section>
    </Card>
  );
}

function HistoryCard({ history }: { history: TProtection['history'] }) {
  const fmt = useFormat();
  const t = useCopy('protection');
  const { t: tr } = useTranslation();
  const minutesText = (n: number | null) =>
    n === null || n === 0 ? t.history.unlimited : tr('protection.history.minutes', { count: n });
  return (
    <Card>
      <h2 className="font-semibold text-white">{t.history.title}</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{t.history.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-800 text-sm" data-testid="protection-history">
          {history.map((h, i) => (
            <li
              key={`${h.createdAt}-${i}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
            >
              <span className="text-slate-200">
                {t.history.actions[h.action] ?? h.action}
                {h.kind === 'session'
                  ? ` · ${t.history.session}: ${minutesText(h.oldAmount)} → ${minutesText(h.newAmount)}`
                  : null}
                {h.kind && h.kind !== 'session' ? ` · ${t.kinds[h.kind as TProtectionLimitKind]?.title ?? h.kind}` : ''}
                {h.period ? ` ${t.periodOf[h.period as TProtectionPeriod] ?? h.period}` : ''}
                {h.action !== 'self_exclusion' && h.kind !== 'session'
                  ? `: ${h.oldAmount === null ? '—' : vnd(h.oldAmount)} → ${h.newAmount === null ? '—' : vnd(h.newAmount)}`
                  : ''}
              </span>
              <span className="text-xs text-slate-500">
                {fmt.dateTime(h.createdAt)}
                {Date.parse(h.effectiveAt) - Date.parse(h.createdAt) > 60_000
                  ? ` · ${t.history.effective} ${fmt.dateTime(h.effectiveAt)}`
                  : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
