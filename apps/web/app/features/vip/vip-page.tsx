import type { TVipProgram } from '@app/contract';
import { useCopy } from '../../i18n/copy';
import { formatNumber, formatVnd } from '../../lib/format';
import { openAuthModal, useLoggedIn } from '../auth/bridge';
import { useVipStatus } from './status';
import { VipStatusCard } from './vip-status';

/** /vip: the ladder, what each level needs and gives, and the rules, all generated from the rule in force. */
export function VipPage({ program }: { program: TVipProgram | null }) {
  const t = useCopy('vip');
  const loggedIn = useLoggedIn();
  const status = useVipStatus(loggedIn && program !== null);
  if (!program) return <p className="card p-6 text-center text-ink-300">{t.notPublished}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="vip-page">
      <div className="flex min-w-0 flex-col gap-4">
        <p className="card p-4 text-ink-200" data-testid="vip-summary">
          {program.texts.summary}
        </p>
        <section aria-labelledby="vip-levels-title">
          <h2 id="vip-levels-title" className="mb-3 text-lg font-bold text-white">
            {t.levels}
          </h2>
          <ol className="grid gap-3 sm:grid-cols-2" data-testid="vip-levels">
            {program.texts.levels.map((l, i) => (
              <li
                key={l.code}
                className={`card flex flex-col gap-2 p-4 ${status?.level.code === l.code ? 'border-brand-500/70' : ''}`}
              >
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="text-lg font-bold text-brand-300">{l.name}</h3>
                  <span className="text-xs text-ink-300">{l.needs}</span>
                </div>
                <ul className="space-y-1 text-sm text-ink-200">
                  {l.gives.length === 0 ? <li>{t.nothing}</li> : l.gives.map((g) => <li key={g}>• {g}</li>)}
                </ul>
                <span className="sr-only">{`${i + 1}/${program.texts.levels.length}`}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        {loggedIn ? (
          status && <VipStatusCard status={status} compact />
        ) : (
          <button type="button" className="btn btn-primary w-full" onClick={() => openAuthModal(0)}>
            {t.loginToSee}
          </button>
        )}
        <section className="card p-4" aria-labelledby="vip-rules-title">
          <h2 id="vip-rules-title" className="text-lg font-bold text-white">
            {t.rules}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-ink-200" data-testid="vip-rules">
            {program.texts.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
          <p className="mt-3 text-xs text-ink-400">
            1 {t.points.toLowerCase()} = {formatVnd(program.rule.pointValue)} · {formatNumber(program.rule.periodDays)}{' '}
            {t.days}
          </p>
        </section>
      </div>
    </div>
  );
}
