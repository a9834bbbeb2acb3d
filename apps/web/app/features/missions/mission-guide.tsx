import type { TMission } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { formatNumber, useFormat } from '../../lib/format';
import { useSystemConfig } from '../../lib/system-config';
import { conditionText, windowPhrase, windowText } from './rules';
import type { Loaded } from './use-missions';

/**
 * The guide tab: how missions work, built from the configuration (first deposit, phone
 * verification) and from the missions themselves (which need accepting, which reset daily,
 * each condition and reward), so it always says what the server enforces.
 */
export function MissionGuide({ missions }: { missions: Loaded<TMission[]> }) {
  const fmt = useFormat();
  const mt = useCopy('missions');
  const t = useCopy('missions').guide;
  const { t: tr } = useTranslation();
  const config = useSystemConfig((s) => s.configurations);
  const list = missions.status === 'ok' ? missions.value.filter((m) => m.status !== 'EXPIRED') : [];
  const steps: string[] = [
    t.steps.login,
    config.MISSION_REQUIRE_FIRST_DEPOSIT ? t.steps.firstDeposit : null,
    config.MISSION_REQUIRE_PHONE_VERIFICATION ? t.steps.phone : null,
    list.some((m) => m.requiresAccept) ? t.steps.accept : null,
    t.steps.progress,
    t.steps.claim,
  ].filter((s) => s !== null);
  const rules: string[] = [
    list.some((m) => m.type === 'DAILY') ? t.rules.dailyReset : null,
    list.some((m) => m.type === 'PERIOD') ? t.rules.periodRun : null,
    t.rules.once,
    t.rules.claimOnce,
    list.some((m) => m.conditionType === 'DAILY_CHECK_IN') ? t.rules.checkIn : null,
  ].filter((s) => s !== null);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="mission-guide">
      <section className="card p-5" aria-labelledby="mission-guide-steps">
        <h2 id="mission-guide-steps" className="text-lg font-bold text-white">
          {t.title}
        </h2>
        <ol className="mt-4 space-y-3">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3 text-sm text-ink-200">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-500/15 text-xs font-bold text-brand-300">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <h3 className="mt-6 font-bold text-white">{t.rulesTitle}</h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-ink-200 marker:text-brand-400">
          {rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <section className="card p-5" aria-labelledby="mission-guide-list">
        <h2 id="mission-guide-list" className="text-lg font-bold text-white">
          {t.listTitle}
        </h2>
        {missions.status === 'loading' ? (
          <div className="mt-4 h-40 animate-pulse rounded-xl bg-ink-800" aria-busy="true" />
        ) : missions.status === 'error' ? (
          <div className="mt-4">
            <EmptyState kind="error" />
          </div>
        ) : list.length === 0 ? (
          <div className="mt-4">
            <EmptyState kind="updating" />
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-ink-700/70">
            {list.map((m) => {
              const { from, to } = windowText(m, fmt.locale);
              const period = windowPhrase(from, to, tr);
              return (
                <li key={m.id} className="flex items-start justify-between gap-4 py-3" data-testid="guide-mission">
                  <div className="min-w-0">
                    <p className="text-[0.6875rem] font-semibold uppercase tracking-wide text-ink-300">
                      {mt.type[m.type]}
                    </p>
                    <p className="font-semibold text-white">{m.title}</p>
                    <p className="mt-0.5 text-sm text-ink-300">
                      {conditionText(m, tr)}
                      {m.requiresAccept ? ` · ${mt.acceptFirst}` : ''}
                    </p>
                    {period && <p className="mt-0.5 text-xs text-ink-300">{period}</p>}
                  </div>
                  <p className="shrink-0 text-right font-bold text-brand-300">+{formatNumber(m.reward)}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
