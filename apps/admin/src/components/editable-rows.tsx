import type { ReactNode } from 'react';

/**
 * Rows staff edit in place inside a rule's form (a tournament's prize ranks, the VIP levels):
 * each row's fields on one grid line ending with its remove button, optional column titles on
 * the same grid, and "add" under the last row. The rows live in the form's rule; this only
 * turns an edit, a removal or an addition into the rule's next list.
 */
export function EditableRows<T>({
  legend,
  rows,
  onChange,
  gridClass,
  titles,
  rowKey,
  fields,
  below,
  normalize,
  removeLabel,
  addLabel,
  newRow,
}: {
  legend: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  /** the grid of a line (its width and columns), shared by the titles and every row */
  gridClass: string;
  /** column titles above the rows, one per field */
  titles?: string[];
  rowKey: (row: T, i: number) => string;
  /** the row's fields; `set` merges a change into this row */
  fields: (row: T, set: (patch: Partial<T>) => void) => ReactNode;
  /** after the remove button, inside the row's grid (fields only some rows have) */
  below?: (row: T, set: (patch: Partial<T>) => void) => ReactNode;
  /** what an edited row becomes before it is kept: fields that follow from others */
  normalize?: (row: T) => T;
  /** the remove button's accessible name for this row */
  removeLabel?: (row: T) => string;
  addLabel: string;
  /** the row "add" appends, from the rows so far */
  newRow: (rows: readonly T[]) => T;
}) {
  const setter = (i: number) => (patch: Partial<T>) =>
    onChange(
      rows.map((x, j) => {
        if (j !== i) return x;
        const next = { ...x, ...patch };
        return normalize ? normalize(next) : next;
      }),
    );
  return (
    <fieldset className="space-y-1 overflow-x-auto">
      <legend className="label">{legend}</legend>
      {titles && (
        <div className={`${gridClass} text-xs text-slate-500`}>
          {titles.map((title) => (
            <span key={title}>{title}</span>
          ))}
          <span />
        </div>
      )}
      {rows.map((row, i) => {
        const set = setter(i);
        return (
          <div key={rowKey(row, i)} className={gridClass}>
            {fields(row, set)}
            <button
              type="button"
              className="btn-ghost"
              aria-label={removeLabel?.(row)}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              ×
            </button>
            {below?.(row, set)}
          </div>
        );
      })}
      <button type="button" className="btn-ghost" onClick={() => onChange([...rows, newRow(rows)])}>
        {addLabel}
      </button>
    </fieldset>
  );
}
