import type { TStaffListTotals } from '@app/contract';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../i18n';
import { api, query } from '../lib/api';
import { intlLocale, money, parseVnd } from '../lib/format';
import { useLoad } from '../lib/use-load';

export interface ListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** the server's sort key of the column, when it sorts */
  sort?: string;
  className?: string;
  /** long text (a transfer's content, a note): wraps instead of widening the table */
  wrap?: boolean;
}

export interface ListFilters {
  /** what "contains" searches, shown as the search box's placeholder */
  search: string;
  status?: { label: string; options: Record<string, string> };
  kind?: { label: string; options: Record<string, string> };
  /** players: the tags in use (decision 157) */
  tag?: { label: string; options: Record<string, string> };
  /** the date range's meaning ("Ngày tạo", "Ngày đăng ký") */
  dates?: string;
  /** the amount range's meaning; absent: no amount filter */
  amount?: string;
  playerId?: boolean;
  staffId?: boolean;
}

type Page<T> = {
  data: T[];
  meta: { pagination: { page: number; per_page: number; total: number; last_page: number }; totals: TStaffListTotals };
};

const FILTER_KEYS = [
  'q',
  'status',
  'kind',
  'tag',
  'playerId',
  'staffId',
  'from',
  'to',
  'min',
  'max',
  'sort',
  'dir',
] as const;

/**
 * A staff list filtered, sorted, paged and totalled by the server (decision 143). The filter
 * lives in the address, so a filtered list can be shared or reopened; "Tải CSV" downloads every
 * row of exactly that filter. With `bulk`, rows get checkboxes and the selected ids go to it.
 */
export function StaffList<T>({
  name,
  label,
  columns,
  filters,
  totals,
  rowId,
  bulk,
  counts = [],
}: {
  name: string;
  label: string;
  columns: ListColumn<T>[];
  filters: ListFilters;
  /** the sums to show, by the server's name, with their label */
  totals: Record<string, string>;
  rowId: (row: T) => number;
  bulk?: (selected: number[], done: () => void) => ReactNode;
  /** the sums that count players or rows, shown as numbers rather than đồng */
  counts?: string[];
}) {
  const [params, setParams] = useSearchParams();
  const filter: Record<string, string> = {};
  for (const k of FILTER_KEYS) {
    const v = params.get(k);
    if (v) filter[k] = v;
  }
  const page = Number(params.get('page') ?? '1') || 1;
  const [formError, setFormError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const key = `${name}?${params.toString()}`;
  const list = useLoad(() => api<Page<T>>('GET', `/lists/${name}${query({ ...filter, page, per_page: 50 })}`), [key]);
  const set = (next: Record<string, string>, keepPage = false) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    if (keepPage && next.page) p.set('page', next.page);
    setSelected([]);
    setParams(p);
  };
  const sortBy = (s: string) =>
    set({ ...filter, sort: s, dir: filter.sort === s && filter.dir !== 'asc' ? 'asc' : 'desc' });
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(rowId(r)));

  return (
    <div className="space-y-3">
      <form
        className="card flex flex-wrap items-end gap-2"
        aria-label={t('staffList.filter2', { label })}
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const next: Record<string, string> = {};
          for (const k of FILTER_KEYS) {
            const v = String(f.get(k) ?? '').trim();
            if (v) next[k] = v;
          }
          for (const [k, what] of [
            ['min', t('staffList.amountFrom')],
            ['max', t('staffList.amountTo')],
          ] as const) {
            if (!next[k]) continue;
            const parsed = parseVnd(next[k]);
            if ('error' in parsed) return setFormError(parsed.error.replace(t('staffList.amount'), what));
            next[k] = String(parsed.value);
          }
          if (filter.sort) next.sort = filter.sort;
          if (filter.dir) next.dir = filter.dir;
          setFormError(null);
          set(next);
        }}
      >
        <label className="min-w-56 flex-1">
          <span className="label">{t('staffList.searchContains')}</span>
          <input
            name="q"
            className="input"
            placeholder={filters.search}
            defaultValue={filter.q ?? ''}
            key={`q${key}`}
          />
        </label>
        {filters.status && <Select name="status" spec={filters.status} value={filter.status} key={`s${key}`} />}
        {filters.kind && <Select name="kind" spec={filters.kind} value={filter.kind} key={`k${key}`} />}
        {filters.tag && <Select name="tag" spec={filters.tag} value={filter.tag} key={`tg${key}`} />}
        {filters.playerId && (
          <label>
            <span className="label">{t('staffList.playerId')}</span>
            <input
              name="playerId"
              className="input w-28"
              inputMode="numeric"
              defaultValue={filter.playerId ?? ''}
              key={`p${key}`}
            />
          </label>
        )}
        {filters.staffId && (
          <label>
            <span className="label">{t('staffList.staffId')}</span>
            <input
              name="staffId"
              className="input w-28"
              inputMode="numeric"
              defaultValue={filter.staffId ?? ''}
              key={`st${key}`}
            />
          </label>
        )}
        {filters.dates && (
          <>
            <label>
              <span className="label">
                {filters.dates} {t('staffList.from')}
              </span>
              <input name="from" type="date" className="input w-40" defaultValue={filter.from ?? ''} key={`f${key}`} />
            </label>
            <label>
              <span className="label">{t('staffList.to')}</span>
              <input name="to" type="date" className="input w-40" defaultValue={filter.to ?? ''} key={`t${key}`} />
            </label>
          </>
        )}
        {filters.amount && (
          <>
            <label>
              <span className="label">
                {filters.amount} {t('staffList.from')}
              </span>
              <input
                name="min"
                className="input w-32"
                inputMode="numeric"
                defaultValue={filter.min ?? ''}
                key={`a${key}`}
              />
            </label>
            <label>
              <span className="label">{t('staffList.to')}</span>
              <input
                name="max"
                className="input w-32"
                inputMode="numeric"
                defaultValue={filter.max ?? ''}
                key={`b${key}`}
              />
            </label>
          </>
        )}
        <button type="submit" className="btn-primary">
          {t('staffList.filter')}
        </button>
        <button type="button" className="btn-ghost" onClick={() => set({})}>
          {t('staffList.clearFilters')}
        </button>
        <a className="btn-ghost" href={`/admin-api/lists/${name}.csv${query(filter)}`} download>
          {t('staffList.downloadCsv')}
        </a>
      </form>
      {formError && (
        <p className="error" role="alert">
          {formError}
        </p>
      )}
      {list.error && (
        <p className="error" role="alert">
          {list.error}
        </p>
      )}
      {meta && (
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid={`${name}-totals`}>
          <span>
            {t('staffList.matching')} <strong>{meta.totals.count.toLocaleString(intlLocale())}</strong>{' '}
            {t('staffList.rows')}
          </span>
          {Object.entries(totals).map(([k, l]) => (
            <span key={k}>
              {l}:{' '}
              <strong>
                {counts.includes(k)
                  ? (meta.totals.sums[k] ?? 0).toLocaleString(intlLocale())
                  : money(meta.totals.sums[k] ?? 0)}
              </strong>
            </span>
          ))}
        </p>
      )}
      {bulk && selected.length > 0 && (
        <div className="card flex flex-wrap items-center gap-3 border-indigo-200 bg-indigo-50">
          <span className="text-sm">
            {t('staffList.selected')} {selected.length} {t('staffList.rows')}
          </span>
          {bulk(selected, () => {
            setSelected([]);
            void list.reload();
          })}
        </div>
      )}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm" aria-label={label}>
          <thead className="bg-slate-50 text-left text-xs text-slate-500">
            <tr>
              {bulk && (
                <th className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('staffList.selectTheWholePage')}
                    checked={allOnPage}
                    onChange={() => setSelected(allOnPage ? [] : rows.map(rowId))}
                  />
                </th>
              )}
              {columns.map((c) => (
                <th
                  key={c.header}
                  className={`px-2 py-2 font-semibold xl:whitespace-nowrap xl:px-3 ${c.className ?? ''}`}
                >
                  {c.sort ? (
                    <button type="button" className="cursor-pointer" onClick={() => sortBy(c.sort!)}>
                      {c.header}
                      {filter.sort === c.sort ? (filter.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data && rows.length === 0 && (
              <tr>
                <td className="px-3 py-6 text-center text-slate-500" colSpan={columns.length + (bulk ? 1 : 0)}>
                  {t('staffList.noRowsMatchThe')}
                </td>
              </tr>
            )}
            {rows.map((r) => {
              const id = rowId(r);
              return (
                <tr key={id} className="hover:bg-slate-50">
                  {bulk && (
                    <td className="px-3 py-2 align-top">
                      <input
                        type="checkbox"
                        aria-label={t('staffList.select', { id })}
                        checked={selected.includes(id)}
                        onChange={() => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
                      />
                    </td>
                  )}
                  {columns.map((c) => (
                    <td key={c.header} className={`${cellWrap(c)} px-2 py-2 align-top xl:px-3 ${c.className ?? ''}`}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {meta && meta.pagination.last_page > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <button
            type="button"
            className="btn-ghost"
            disabled={page <= 1}
            onClick={() => set({ ...filter, page: String(page - 1) }, true)}
          >
            {t('staffList.previous')}
          </button>
          <span>
            Trang {page}/{meta.pagination.last_page}
          </span>
          <button
            type="button"
            className="btn-ghost"
            disabled={page >= meta.pagination.last_page}
            onClick={() => set({ ...filter, page: String(page + 1) }, true)}
          >
            Sau
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * How a cell wraps: long text always wraps; amounts (right-aligned) never break; the rest
 * (dates, names, statuses) stay on one line on wide screens and may wrap below 1280 px, so a
 * list fits a 1024 px screen beside the menu instead of scrolling sideways.
 */
function cellWrap(c: ListColumn<never>): string {
  if (c.wrap) return 'min-w-32 max-w-72 break-words xl:min-w-40';
  if (c.className?.includes('text-right')) return 'whitespace-nowrap';
  return 'xl:whitespace-nowrap';
}

function Select({
  name,
  spec,
  value,
}: {
  name: string;
  spec: { label: string; options: Record<string, string> };
  value?: string;
}) {
  return (
    <label>
      <span className="label">{spec.label}</span>
      <select name={name} className="input w-40" defaultValue={value ?? ''}>
        <option value="">{t('staffList.all')}</option>
        {Object.entries(spec.options).map(([k, v]) => (
          <option key={k} value={k}>
            {v}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Sends a bulk action and reports how many were done and why the others were refused. */
export function bulkSummary(results: { id: number; ok: boolean; message: string | null }[]): string {
  const done = results.filter((r) => r.ok).length;
  const refused = results.filter((r) => !r.ok);
  return refused.length === 0
    ? t('staffList.processedRows', { done })
    : t('staffList.processedRowsNotProcessed', {
        done,
        length: refused.length,
        join: refused.map((r) => `#${r.id} (${r.message})`).join(', '),
      });
}
