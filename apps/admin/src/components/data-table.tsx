import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { t } from '../i18n';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData, TValue> {
    /** classes of the column's header and cells, e.g. to leave it out on narrow screens */
    className?: string;
    /** the column's cells wrap their text (cells keep to one line otherwise) */
    wrap?: boolean;
  }
}

/** A table with sorting by column, a quick filter over every column, and pages of 20 rows. */
export function DataTable<T>({
  data,
  columns,
  empty = t('dataTable.noData'),
  filter = true,
  label,
}: {
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column values are heterogeneous
  columns: ColumnDef<T, any>[];
  empty?: string;
  filter?: boolean;
  label: string;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageSize: 20 } },
    // screens that refresh themselves (the withdrawal queue) keep the page the staff member is on
    autoResetPageIndex: false,
  });
  const rows = table.getRowModel().rows;
  return (
    <div className="space-y-2">
      {filter && (
        <input
          className="input max-w-xs"
          placeholder={t('dataTable.quickFilter')}
          aria-label={t('dataTable.filter', { label })}
          value={globalFilter}
          onChange={(e) => setGlobalFilter(e.target.value)}
        />
      )}
      {/* relative: a visually hidden input in a cell (position: absolute) scrolls with the table, not the page */}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-sm" aria-label={label}>
          <thead className="bg-slate-50 text-left text-xs text-slate-500">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => (
                  <th
                    key={h.id}
                    className={`px-3 py-2 font-semibold xl:whitespace-nowrap ${h.column.columnDef.meta?.className ?? ''}`}
                  >
                    {h.isPlaceholder ? null : h.column.getCanSort() ? (
                      <button type="button" className="cursor-pointer" onClick={h.column.getToggleSortingHandler()}>
                        {flexRender(h.column.columnDef.header, h.getContext())}
                        {{ asc: ' ▲', desc: ' ▼' }[h.column.getIsSorted() as string] ?? ''}
                      </button>
                    ) : (
                      flexRender(h.column.columnDef.header, h.getContext())
                    )}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 && (
              <tr>
                <td className="px-3 py-6 text-center text-slate-500" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`${cell.column.columnDef.meta?.wrap ? 'min-w-28 whitespace-normal break-words' : 'whitespace-nowrap'} px-3 py-2 align-top ${cell.column.columnDef.meta?.className ?? ''}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.getPageCount() > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <button
            type="button"
            className="btn-ghost"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            {t('dataTable.previous')}
          </button>
          <span>
            Trang {table.getState().pagination.pageIndex + 1}/{table.getPageCount()}
          </span>
          <button
            type="button"
            className="btn-ghost"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            Sau
          </button>
        </div>
      )}
    </div>
  );
}
