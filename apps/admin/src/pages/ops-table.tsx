import { t } from '../i18n';
/** The operations screen's small tables and status badge (ops.tsx, ops-figures.tsx). */

export function Ok({ ok }: { ok: boolean | null }) {
  if (ok === null) return <span className="text-slate-500">—</span>;
  return ok ? (
    <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs text-emerald-800">{t('opsTable.good')}</span>
  ) : (
    <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs text-red-800">{t('opsTable.error')}</span>
  );
}

export function Table({ head, rows, empty }: { head: string[]; rows: React.ReactNode[][]; empty: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            {head.map((h) => (
              <th key={h} className="whitespace-nowrap px-2 py-1 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="px-2 py-3 text-slate-500" colSpan={head.length}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((r, i) => (
              <tr key={i} className="border-t border-slate-100">
                {r.map((cell, j) => (
                  <td key={j} className="px-2 py-1 align-top">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
