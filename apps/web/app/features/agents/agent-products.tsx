import type { TAgentProductReport } from '@app/contract';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { useCopy } from '../../i18n/copy';
import { api } from '../../lib/api';
import { formatNumber } from '../../lib/format';

/** This Vietnam month and the five before it, newest first (`YYYY-MM`). */
function recentMonths(): string[] {
  const vn = new Date(Date.now() + 7 * 3600_000);
  return Array.from({ length: 6 }, (_, i) =>
    new Date(Date.UTC(vn.getUTCFullYear(), vn.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

/** The agent's month by product: stakes, wins and what the members lost, from the statement's ledger rows. */
export function AgentProducts() {
  const t = useCopy('agents');
  const [months] = useState(recentMonths);
  const [month, setMonth] = useState(months[0]!);
  const [report, setReport] = useState<TAgentProductReport | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setReport(null);
    api<TAgentProductReport>(`/api/agent/products?month=${month}`).then(
      (r) => setReport(r.data),
      () => setFailed(true),
    );
  }, [month]);
  if (failed) return <EmptyState kind="error" />;
  return (
    <section className="space-y-2" data-testid="agent-products">
      <label className="flex items-center justify-between gap-2 text-sm text-ink-200">
        {t.productsMonth}
        <select
          value={month}
          onChange={(e) => setMonth(e.target.value)}
          className="rounded-lg bg-ink-800 px-3 py-2 text-white"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {`${m.slice(5, 7)}/${m.slice(0, 4)}`}
            </option>
          ))}
        </select>
      </label>
      {report ? (
        <>
          <p className="text-xs text-ink-300">{report.statementId ? t.productsFollow : t.productsSoFar}</p>
          {report.products.length === 0 ? (
            <p className="card p-4 text-sm text-ink-300">{t.productsNone}</p>
          ) : (
            <ul className="space-y-2">
              {[...report.products, { product: 'total' as const, ...report.total }].map((p) => (
                <li
                  key={p.product}
                  data-product={p.product}
                  className={`card p-3 ${p.product === 'total' ? 'border border-brand-500/40' : ''}`}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-white">
                      {p.product === 'total' ? t.productsTotal : (t.products[p.product] ?? p.product)}
                    </span>
                    <span className={p.net < 0 ? 'text-rose-400' : 'text-emerald-400'}>{formatNumber(p.net)} ₫</span>
                  </span>
                  <span className="mt-1 block text-xs text-ink-300">
                    {t.figures.stakes} {formatNumber(p.stakes)} · {t.figures.wins} {formatNumber(p.wins)} ·{' '}
                    {t.productsPlayers} {formatNumber(p.players)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-ink-400">{t.productsNet}</p>
        </>
      ) : null}
    </section>
  );
}
