import type { TMission, TMissionStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarIcon, GiftIcon } from '../../components/icons';
import { useCopy } from '../../i18n/copy';
import { formatNumber, useFormat } from '../../lib/format';
import {
  actionOf,
  conditionText,
  type MissionAction,
  progressPercent,
  progressText,
  windowPhrase,
  windowText,
} from './rules';

const STATUS_CLASS: Record<TMissionStatus, string> = {
  NOT_STARTED: 'border-ink-600 text-ink-200',
  NOT_ACCEPTED: 'border-ink-600 text-ink-200',
  IN_PROGRESS: 'border-sky-500/50 text-sky-300',
  COMPLETED: 'border-emerald-500/60 text-emerald-300',
  COMPLETED_REWARDED: 'border-brand-500/50 text-brand-300',
  EXPIRED: 'border-rose-500/40 text-rose-300',
};

/** Where a player goes to make progress on a deposit or stake mission. */
const PROGRESS_LINK = { deposit: '/account/deposit', play: '/cong-game' } as const;

/** One mission: status, condition, progress (current/target from the server), reward and its action. */
export function MissionCard({
  mission: m,
  loggedIn,
  busy,
  onAction,
}: {
  mission: TMission;
  loggedIn: boolean;
  busy: boolean;
  onAction: (action: MissionAction, mission: TMission) => void;
}) {
  const fmt = useFormat();
  const t = useCopy('missions');
  const { t: tr } = useTranslation();
  const action = actionOf(m, loggedIn);
  const percent = progressPercent(m);
  const { from, to } = windowText(m, fmt.locale);
  const period = windowPhrase(from, to, tr);
  return (
    <li
      className={`card flex min-w-0 flex-col gap-3 p-4 ${m.status === 'COMPLETED' ? 'border-emerald-500/50' : ''}`}
      data-testid="mission-card"
      data-mission-code={m.code}
      data-status={m.status}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-ink-300">
          <CalendarIcon size={14} aria-hidden="true" />
          {t.type[m.type]}
        </span>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[m.status]}`}
          data-testid="mission-status"
        >
          {t.status[m.status]}
        </span>
      </div>
      <div>
        <h3 className="font-bold leading-snug text-white">{m.title}</h3>
        <p className="mt-1 text-sm text-ink-300">{conditionText(m, tr)}</p>
        {period && <p className="mt-1 text-xs text-ink-300">{period}</p>}
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between gap-2 text-xs">
          <span className="text-ink-300">{t.progress}</span>
          <span className="font-semibold tabular-nums text-ink-200" data-testid="mission-progress">
            {progressText(m)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`${t.progress}: ${m.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-ink-800"
        >
          <div
            className={`h-full rounded-full ${m.status === 'EXPIRED' ? 'bg-ink-500' : 'bg-gradient-to-r from-brand-500 to-brand-300'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-ink-700/70 pt-3">
        <p className="flex items-center gap-1.5 text-sm">
          <GiftIcon size={16} className="text-brand-400" aria-hidden="true" />
          <span className="text-ink-300">{t.reward}</span>
          <span className="font-bold text-brand-300" data-testid="mission-reward">
            +{formatNumber(m.reward)}
          </span>
        </p>
        <ActionButton action={action} mission={m} busy={busy} onAction={onAction} />
      </div>
    </li>
  );
}

function ActionButton({
  action,
  mission,
  busy,
  onAction,
}: {
  action: MissionAction;
  mission: TMission;
  busy: boolean;
  onAction: (action: MissionAction, mission: TMission) => void;
}) {
  const a = useCopy('missions').actions;
  if (action === 'deposit' || action === 'play') {
    return (
      <Link to={PROGRESS_LINK[action]} className="btn btn-outline btn-sm">
        {action === 'deposit' ? a.deposit : a.play}
      </Link>
    );
  }
  if (action === 'claimed' || action === 'expired') {
    return (
      <span className="btn btn-sm cursor-default bg-ink-800 text-ink-300" aria-disabled="true">
        {action === 'claimed' ? a.claimed : a.expired}
      </span>
    );
  }
  const label = { login: a.login, accept: a.accept, checkIn: a.checkIn, claim: a.claim }[action];
  return (
    <button
      type="button"
      className={`btn btn-sm ${action === 'claim' ? 'btn-primary' : 'btn-outline'}`}
      disabled={busy}
      aria-busy={busy}
      onClick={() => onAction(action, mission)}
    >
      {label}
    </button>
  );
}
