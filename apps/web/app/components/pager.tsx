/** Previous / next paging for account tables; renders nothing for a single page. */
export function Pager({
  page,
  lastPage,
  onPage,
  labels,
}: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  labels: { prev: string; next: string };
}) {
  if (lastPage <= 1) return null;
  const button = 'rounded-lg border border-ink-700 px-3 py-1.5 text-slate-200 disabled:opacity-40';
  return (
    <div className="flex items-center justify-end gap-2 text-sm">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={button}>
        {labels.prev}
      </button>
      <span className="text-slate-400">
        {page}/{lastPage}
      </span>
      <button type="button" disabled={page >= lastPage} onClick={() => onPage(page + 1)} className={button}>
        {labels.next}
      </button>
    </div>
  );
}

/** Rows-per-page choice of account tables; a change goes back to page 1 (the caller's onChange). */
export function PerPageSelect({
  label,
  value,
  sizes,
  onChange,
}: {
  label: string;
  value: number;
  sizes: readonly number[];
  onChange: (perPage: number) => void;
}) {
  return (
    <label className="ml-auto flex items-center gap-2 text-slate-400">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="rounded-lg border border-ink-700 bg-ink-950 px-2 py-1 text-slate-100"
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </label>
  );
}
