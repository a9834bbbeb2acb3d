import type { TReportBreakdownRow } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '../components/data-table';
import { t } from '../i18n';
import { get, query } from '../lib/api';
import { intlLocale, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

const BY = {
  game: t('dashboardBreakdown.byGame'),
  provider: t('dashboardBreakdown.byProvider'),
  brand: t('dashboardBreakdown.byBrand'),
  bonus: t('dashboardBreakdown.bonusCost'),
};
type By = keyof typeof BY;
const col = createColumnHelper<TReportBreakdownRow>();
const compact = new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 });

/** The period's figures by game, provider, brand, or bonus kind, with the same rows as CSV (decision 098). */
export function BreakdownSection({ range }: { range: { from: string; to: string } }) {
  const [by, setBy] = useState<By>('game');
  const { data, error } = useLoad(
    () => get<TReportBreakdownRow[]>(`/reports/breakdown${query({ ...range, by })}`),
    [range.from, range.to, by],
  );
  const bonus = by === 'bonus';
  const rows = [...(data ?? [])].sort((a, b) => (bonus ? b.bonusCost - a.bonusCost : b.stakes - a.stakes));
  const columns = bonus
    ? [
        col.accessor('label', { header: t('dashboardBreakdown.bonusKind') }),
        col.accessor('bonusCost', { header: t('dashboardBreakdown.cost'), cell: (c) => money(c.getValue()) }),
        col.accessor('players', { header: t('dashboardBreakdown.recipients') }),
      ]
    : [
        col.accessor('label', {
          header:
            by === 'game'
              ? t('dashboardBreakdown.game')
              : by === 'provider'
                ? t('dashboardBreakdown.provider')
                : t('dashboardBreakdown.brands'),
        }),
        col.accessor('stakes', { header: t('dashboardBreakdown.stakes'), cell: (c) => money(c.getValue()) }),
        col.accessor('wins', { header: t('dashboardBreakdown.winnings'), cell: (c) => money(c.getValue()) }),
        col.accessor('ggr', {
          header: 'GGR',
          cell: (c) => <span data-testid={`breakdown-ggr-${c.row.original.key}`}>{money(c.getValue())}</span>,
        }),
        col.accessor('bets', { header: t('dashboardBreakdown.bets') }),
        col.accessor('players', { header: t('dashboardBreakdown.bettors') }),
        ...(by === 'brand'
          ? [col.accessor('bonusCost', { header: t('dashboardBreakdown.bonusCost'), cell: (c) => money(c.getValue()) })]
          : []),
      ];
  return (
    <div className="card space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" aria-label="Chia theo" className="flex flex-wrap gap-1">
          {(Object.keys(BY) as By[]).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={by === k}
              className={by === k ? 'btn-primary' : 'btn-ghost'}
              onClick={() => setBy(k)}
            >
              {BY[k]}
            </button>
          ))}
        </div>
        <a className="btn-ghost" href={`/admin-api/reports/breakdown.csv${query({ ...range, by })}`} download>
          {t('dashboardBreakdown.downloadCsv')}
        </a>
      </div>
      {error && <p className="error">{error}</p>}
      {rows.length > 0 && (
        <ResponsiveContainer width="100%" height={Math.min(60 + rows.slice(0, 12).length * 28, 400)}>
          <BarChart data={rows.slice(0, 12)} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" fontSize={12} tickFormatter={(v: number) => compact.format(v)} />
            <YAxis type="category" dataKey="label" fontSize={12} width={170} />
            <Tooltip formatter={(v) => money(Number(v))} />
            {bonus ? (
              <Bar dataKey="bonusCost" name={t('dashboardBreakdown.bonusCost')} fill="#ca8a04" />
            ) : (
              <>
                <Bar dataKey="stakes" name={t('dashboardBreakdown.stakes')} fill="#94a3b8" />
                <Bar dataKey="ggr" name="GGR" fill="#4f46e5" />
              </>
            )}
          </BarChart>
        </ResponsiveContainer>
      )}
      <DataTable label={BY[by]} data={rows} columns={columns} empty={t('dashboardBreakdown.noFiguresInThis')} />
    </div>
  );
}
