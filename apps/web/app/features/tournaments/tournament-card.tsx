import type { TTournament } from '@app/contract';
import { Link } from 'react-router';
import { useCopy } from '../../i18n/copy';
import { formatVnd } from '../../lib/format';
import { Countdown } from './countdown';

export const PHASE_CLASS: Record<TTournament['phase'], string> = {
  upcoming: 'border-sky-400/50 text-sky-300',
  running: 'border-emerald-400/50 text-emerald-300',
  ended: 'border-brand-400/50 text-brand-300',
  finished: 'border-ink-500 text-ink-300',
};

export function PhaseBadge({ phase }: { phase: TTournament['phase'] }) {
  const t = useCopy('tournaments');
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${PHASE_CLASS[phase]}`}>
      {t.phase[phase]}
    </span>
  );
}

/** One tournament in the list: its phase, the summary generated from its rule and the prize pool. */
export function TournamentCard({ tournament: x, now }: { tournament: TTournament; now: number }) {
  const t = useCopy('tournaments');
  return (
    <article className="card flex min-w-0 flex-col gap-3 p-4" data-testid="tournament-card">
      <div className="flex items-center justify-between gap-2">
        <PhaseBadge phase={x.phase} />
        <span className="text-xs text-ink-300">{x.texts.scoreLabel}</span>
      </div>
      <h2 className="text-lg font-bold leading-snug text-white">{x.title}</h2>
      <p className="text-sm text-ink-200">{x.texts.summary}</p>
      <p className="text-sm text-ink-300">
        {t.prizePool}: <span className="font-bold text-brand-300">{formatVnd(x.prizePool)}</span>
      </p>
      <Countdown startsAt={x.rule.startsAt} endsAt={x.rule.endsAt} now={now} />
      <Link to={`/dua-top/${x.slug}`} className="btn btn-primary mt-auto w-full sm:w-auto" prefetch="intent">
        {t.view}
      </Link>
    </article>
  );
}
