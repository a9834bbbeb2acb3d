import type { TMission } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../i18n/copy';
import { formatNumber } from '../../lib/format';
import { missionTotals } from './rules';
import type { Loaded } from './use-missions';

/**
 * Mission info totals, computed here from the missions already loaded (product.md section 7: not
 * fetched). Product.md section 9 also describes ever-growing "estimated" totals (a base plus a daily
 * rise since 2025-09-01); no rule backs those figures, so the page shows the real sums instead
 * (DESIGN section 1: every figure shown to players is one the server enforces).
 */
export function MissionInfo({ missions, loggedIn }: { missions: Loaded<TMission[]>; loggedIn: boolean }) {
  const { t: tr } = useTranslation();
  const t = useCopy('missions').info;
  if (missions.status !== 'ok') {
    return missions.status === 'loading' ? (
      <div className="grid grid-cols-2 gap-3" aria-busy="true">
        {[0, 1].map((i) => (
          <div key={i} className="card h-[5.5rem] animate-pulse" />
        ))}
      </div>
    ) : null;
  }
  const totals = missionTotals(missions.value);
  const tiles = [
    {
      key: 'daily',
      label: t.daily,
      value: totals.daily.reward,
      hint: tr('missions.info.dailyHint', { count: totals.daily.count }),
    },
    {
      key: 'accumulated',
      label: t.accumulated,
      value: totals.accumulated.reward,
      hint: tr('missions.info.accumulatedHint', { count: totals.accumulated.count }),
    },
    ...(loggedIn
      ? [
          {
            key: 'claimable',
            label: t.claimable,
            value: totals.claimable.reward,
            hint: tr('missions.info.claimableHint', { count: totals.claimable.count }),
          },
          {
            key: 'received',
            label: t.received,
            value: totals.received.reward,
            hint: tr('missions.info.receivedHint', { count: totals.received.count }),
          },
        ]
      : []),
  ];
  return (
    <section
      aria-label={t.label}
      className={`grid grid-cols-2 gap-3 ${loggedIn ? 'lg:grid-cols-4' : ''}`}
      data-testid="mission-info"
    >
      {tiles.map((tile) => (
        <div key={tile.key} className="card p-3 md:p-4" data-testid={`mission-info-${tile.key}`}>
          <p className="text-xs text-ink-300 md:text-sm">{tile.label}</p>
          <p className="mt-1 text-lg font-bold tabular-nums text-brand-300 md:text-2xl">
            {formatNumber(tile.value)}
            <span className="ml-1 text-xs font-semibold text-ink-300">VND</span>
          </p>
          <p className="mt-0.5 hidden text-xs text-ink-300 sm:block">{tile.hint}</p>
        </div>
      ))}
    </section>
  );
}
