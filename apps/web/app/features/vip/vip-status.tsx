import type { TVipStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCopy } from '../../i18n/copy';
import { formatNumber } from '../../lib/format';
import { useVipStatus } from './status';

/** The player's level, points and what the next level needs and gives, as the server counts them. */
export function VipStatusCard({ status: s, compact = false }: { status: TVipStatus; compact?: boolean }) {
  const t = useCopy('vip');
  const { t: tr } = useTranslation();
  const pct = s.next ? Math.min(100, Math.floor((s.points / Math.max(1, s.next.minPoints)) * 100)) : 100;
  return (
    <section className="card flex flex-col gap-3 p-4" aria-labelledby="vip-status-title" data-testid="vip-status">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vip-status-title" className="text-sm font-semibold uppercase tracking-wide text-ink-300">
          {t.yourLevel}
        </h2>
        <span className="text-xs text-ink-400">{tr('vip.pointsIn', { days: s.periodDays })}</span>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-2xl font-bold text-brand-300" data-testid="vip-level">
          {s.level.name}
        </p>
        <p className="text-lg font-semibold text-white" data-testid="vip-points">
          {formatNumber(s.points)} {t.points.toLowerCase()}
        </p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-ink-800"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={s.next?.minPoints ?? s.points}
        aria-valuenow={s.points}
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${pct}%` }} />
      </div>
      {s.next ? (
        <p className="text-sm text-ink-200" data-testid="vip-next">
          {tr('vip.next', { name: s.next.name, left: formatNumber(s.next.pointsLeft) })}
        </p>
      ) : (
        <p className="text-sm text-ink-200">{t.top}</p>
      )}
      {s.heldByStaff && <p className="text-xs text-ink-300">{t.heldByStaff}</p>}
      {!compact && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <h3 className="text-xs font-semibold uppercase text-ink-400">{t.gives}</h3>
            <ul className="mt-1 space-y-1 text-sm text-ink-200">
              {s.gives.length === 0 ? <li>{t.nothing}</li> : s.gives.map((g) => <li key={g}>{g}</li>)}
            </ul>
          </div>
          {s.next && (
            <div>
              <h3 className="text-xs font-semibold uppercase text-ink-400">
                {t.nextGives}: {s.next.name}
              </h3>
              <ul className="mt-1 space-y-1 text-sm text-ink-200">
                {s.next.gives.length === 0 ? <li>{t.nothing}</li> : s.next.gives.map((g) => <li key={g}>{g}</li>)}
              </ul>
            </div>
          )}
        </div>
      )}
      <Link to="/vip" className="btn btn-ghost w-full sm:w-auto">
        {t.seeAll}
      </Link>
    </section>
  );
}

/** The account area's card: the player's level and progress. */
export function AccountVipCard() {
  const t = useCopy('vip');
  const status = useVipStatus(true);
  if (status === undefined) return <p className="text-sm text-ink-300">{t.loading}</p>;
  if (status === null) return null;
  return <VipStatusCard status={status} />;
}
