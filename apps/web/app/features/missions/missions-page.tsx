import { MISSION_CATEGORY_FILTERS, MISSION_STATUS_FILTERS, type TMission } from '@app/contract';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCopy } from '../../i18n/copy';
import { useAuthReady, useLoggedIn } from '../auth/bridge';
import type { MissionCategory, MissionStatusFilter, MissionTab } from './api';
import { type BoardFilters, MissionBoard } from './mission-board';
import { MissionGuide } from './mission-guide';
import { MissionInfo } from './mission-info';
import { GuestCallToAction, MissionBlockNotice } from './notices';
import { useMissionBlock } from './store';
import { useMissionTracking } from './tracking';
import { useAllMissions } from './use-missions';

const TABS = ['guide', 'daily', 'accumulated'] as const satisfies readonly MissionTab[];

const pick = <V extends string>(options: readonly V[], value: string | null, fallback: V): V =>
  options.includes(value as V) ? (value as V) : fallback;

/** The tab and filters a query string names (defaults for what it lacks or misspells). */
function read(params: URLSearchParams): { tab: MissionTab } & BoardFilters {
  return {
    tab: pick(TABS, params.get('tab'), 'daily'),
    category: pick<MissionCategory>(MISSION_CATEGORY_FILTERS, params.get('category'), 'all'),
    status: pick<MissionStatusFilter>(MISSION_STATUS_FILTERS, params.get('status'), 'all'),
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/**
 * Tab, filters and page live in the query string: shareable, and Back restores them. A change
 * builds on the query asked for last until that one has rendered: two quick clicks (a status,
 * then a tab) would otherwise build the second on the page as it was before the first, and undo it.
 */
function useMissionParams() {
  const [params, setParams] = useSearchParams();
  const asked = useRef<string | null>(null);
  if (asked.current === params.toString()) asked.current = null;
  const { tab, ...filters } = read(params);
  const update = (next: { tab?: MissionTab } & Partial<BoardFilters>) => {
    const merged = { ...read(asked.current === null ? params : new URLSearchParams(asked.current)), ...next };
    const search = new URLSearchParams();
    if (merged.tab !== 'daily') search.set('tab', merged.tab);
    if (merged.category !== 'all') search.set('category', merged.category);
    if (merged.status !== 'all') search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    asked.current = search.toString();
    setParams(search, { replace: true, preventScrollReset: true });
  };
  return { tab, filters, update };
}

/**
 * /nhiem-vu: info totals, the guide / daily / accumulated tabs and the player's missions.
 * `catalogue` is the rules as the server rendered them, shown to guests before any script runs.
 */
export function MissionsPage({ catalogue }: { catalogue: TMission[] | null }) {
  useMissionTracking();
  const loggedIn = useLoggedIn();
  const ready = useAuthReady();
  const block = useMissionBlock();
  const all = useAllMissions(loggedIn, ready, catalogue);
  const { tab, filters, update } = useMissionParams();
  const t = useCopy('missions');

  return (
    <div className="site-container mt-6 space-y-5 pb-10">
      {ready && !loggedIn && <GuestCallToAction />}
      {ready && loggedIn && block && <MissionBlockNotice block={block} />}
      <MissionInfo missions={all} loggedIn={loggedIn} />
      <div role="tablist" aria-label={t.tabsLabel} className="flex border-b border-ink-700">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`mission-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="mission-panel"
            onClick={() => update({ tab: id, page: 1 })}
            className={`-mb-px flex-1 border-b-2 px-2 py-3 text-sm font-bold transition sm:flex-none sm:px-4 md:text-base ${
              tab === id ? 'border-brand-400 text-brand-300' : 'border-transparent text-ink-300 hover:text-white'
            }`}
          >
            {t.tabs[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="mission-panel" aria-labelledby={`mission-tab-${tab}`}>
        {!ready ? (
          <div className="card h-52 animate-pulse" aria-busy="true" />
        ) : tab === 'guide' ? (
          <MissionGuide missions={all} />
        ) : (
          <MissionBoard
            key={`${tab}:${loggedIn}`}
            tab={tab}
            filters={filters}
            onFilters={update}
            loggedIn={loggedIn}
            catalogue={all}
          />
        )}
      </div>
    </div>
  );
}
