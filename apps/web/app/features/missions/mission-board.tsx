import { MISSION_CATEGORY_FILTERS, MISSION_STATUS_FILTERS, type TMission } from '@app/contract';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { useCopy } from '../../i18n/copy';
import { MISSIONS_PER_PAGE, type MissionCategory, type MissionStatusFilter, type MissionTab } from './api';
import { MissionCard } from './mission-card';
import { useMissionActions } from './use-mission-actions';
import { type Loaded, useMissionPage } from './use-missions';

export interface BoardFilters {
  category: MissionCategory;
  status: MissionStatusFilter;
  page: number;
}

/**
 * The daily (DAILY missions) and accumulated (PERIOD missions) tabs: category and status
 * filters sent to the list call, pages of 10. Guests see the same missions from the public
 * rules, filtered here, with a log-in action instead of progress of their own.
 */
export function MissionBoard({
  tab,
  filters,
  onFilters,
  loggedIn,
  catalogue,
}: {
  tab: Exclude<MissionTab, 'guide'>;
  filters: BoardFilters;
  onFilters: (next: Partial<BoardFilters>) => void;
  loggedIn: boolean;
  catalogue: Loaded<TMission[]>;
}) {
  const t = useCopy('missions');
  const remote = useMissionPage({ tab, ...filters }, loggedIn);
  const { busy, run } = useMissionActions();

  let view: Loaded<{ items: TMission[]; lastPage: number }>;
  if (loggedIn) {
    view = remote.status === 'ok' ? { status: 'ok', value: remote.value } : remote;
  } else if (catalogue.status === 'ok') {
    const type = tab === 'daily' ? 'DAILY' : 'PERIOD';
    const all = catalogue.value.filter(
      (m) => m.type === type && (filters.category === 'all' || m.category === filters.category),
    );
    const lastPage = Math.max(1, Math.ceil(all.length / MISSIONS_PER_PAGE));
    const start = (filters.page - 1) * MISSIONS_PER_PAGE;
    view = { status: 'ok', value: { items: all.slice(start, start + MISSIONS_PER_PAGE), lastPage } };
  } else {
    view = catalogue;
  }

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <ChipRow
          label={t.categoryLabel}
          options={MISSION_CATEGORY_FILTERS}
          labels={t.categories}
          value={filters.category}
          onChange={(category) => onFilters({ category, page: 1 })}
        />
        {loggedIn && (
          <ChipRow
            label={t.statusLabel}
            options={MISSION_STATUS_FILTERS}
            labels={t.statusFilters}
            value={filters.status}
            onChange={(status) => onFilters({ status, page: 1 })}
          />
        )}
      </div>
      {view.status === 'loading' ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card h-52 animate-pulse" />
          ))}
        </div>
      ) : view.status === 'error' ? (
        <EmptyState kind="error" />
      ) : view.value.items.length === 0 ? (
        <div className="card px-6 py-10 text-center" role="status" data-testid="missions-empty">
          <p className="font-bold text-white">{t.empty}</p>
          <p className="mt-1 text-sm text-ink-300">{t.emptyHint}</p>
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="mission-list">
          {view.value.items.map((m) => (
            <MissionCard key={m.id} mission={m} loggedIn={loggedIn} busy={busy === m.id} onAction={run} />
          ))}
        </ul>
      )}
      {view.status === 'ok' && (
        <Pager
          page={filters.page}
          lastPage={view.value.lastPage}
          onPage={(page) => onFilters({ page })}
          labels={t.pager}
        />
      )}
    </div>
  );
}

function ChipRow<V extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex min-w-0 items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <span aria-hidden="true" className="hidden w-28 shrink-0 text-sm text-ink-300 md:block">
        {label}
      </span>
      <div className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            aria-pressed={value === o}
            className={`chip ${value === o ? 'active' : ''}`}
            onClick={() => onChange(o)}
          >
            {labels[o]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
