import type { TDailyReportRow } from '@app/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DataTable } from '../components/data-table';
import { t } from '../i18n';
import { get, query } from '../lib/api';
import { intlLocale, money } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { BreakdownSection } from './dashboard-breakdown';
import { OpsAlertsBanner } from './ops-alerts';

const col = createColumnHelper<TDailyReportRow>();
const compact = new Intl.NumberFormat(intlLocale(), { notation: 'compact', maximumFractionDigits: 1 });
const METHOD_COLORS = ['#4f46e5', '#0891b2', '#16a34a', '#ca8a04', '#dc2626'];

/** A Vietnam calendar day, `days` before today. */
function vnDay(daysAgo = 0): string {
  return new Date(Date.now() + 7 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** The business by day, from the ledger and the cashier, with the same figures as CSV. */
export function DashboardPage() {
  const { staff } = useSession();
  const [range, setRange] = useState({ from: vnDay(13), to: vnDay() });
  const { data, error } = useLoad(
    () => get<TDailyReportRow[]>(`/reports/daily${query(range)}`),
    [range.from, range.to],
  );
  const rows = data ?? [];
  const total = (f: (r: TDailyReportRow) => number) => rows.reduce((a, r) => a + f(r), 0);
  const methods = (pick: (r: TDailyReportRow) => Record<string, number>) =>
    [...new Set(rows.flatMap((r) => Object.keys(pick(r))))].sort();
  const inMethods = methods((r) => r.depositsByMethod);
  const outMethods = methods((r) => r.withdrawalsByMethod);
  const byMethod = rows.map((r) => ({
    day: r.day.slice(5),
    ...Object.fromEntries(inMethods.map((m) => [t('dashboard.deposits', { m }), r.depositsByMethod[m] ?? 0])),
    ...Object.fromEntries(outMethods.map((m) => [t('dashboard.withdrawals', { m }), -(r.withdrawalsByMethod[m] ?? 0)])),
  }));
  const kpis: [string, string][] = [
    ['GGR', money(total((r) => r.ggr))],
    ['NGR', money(total((r) => r.ngr))],
    [t('dashboard.stakes'), money(total((r) => r.stakes))],
    [t('dashboard.winnings'), money(total((r) => r.wins))],
    [t('dashboard.bonusCost'), money(total((r) => r.bonusCost))],
    [t('dashboard.deposits2'), money(total((r) => r.deposits))],
    [t('dashboard.withdrawals2'), money(total((r) => r.withdrawals))],
    [t('dashboard.registrations'), String(total((r) => r.registrations))],
    [t('dashboard.firstDeposits'), String(total((r) => r.firstDepositors))],
    [t('dashboard.bettorsSumOfDays'), String(total((r) => r.activePlayers))],
  ];
  const columns = [
    col.accessor('day', { header: t('dashboard.day') }),
    col.accessor('stakes', { header: t('dashboard.stakes'), cell: (c) => money(c.getValue()) }),
    col.accessor('wins', { header: t('dashboard.winnings'), cell: (c) => money(c.getValue()) }),
    col.accessor('ggr', {
      header: 'GGR',
      cell: (c) => <span data-testid={`ggr-${c.row.original.day}`}>{money(c.getValue())}</span>,
    }),
    col.accessor('bonusCost', { header: t('dashboard.bonusCost'), cell: (c) => money(c.getValue()) }),
    col.accessor('ngr', { header: 'NGR', cell: (c) => money(c.getValue()) }),
    col.accessor('deposits', { header: t('dashboard.deposits2'), cell: (c) => money(c.getValue()) }),
    col.accessor('withdrawals', { header: t('dashboard.withdrawals2'), cell: (c) => money(c.getValue()) }),
    col.accessor('registrations', { header: t('dashboard.registrations') }),
    col.accessor('firstDepositors', { header: t('dashboard.firstDeposits') }),
    col.accessor('activePlayers', { header: t('dashboard.bettors') }),
  ];
  return (
    <section className="space-y-4">
      {can(staff, 'finance') && <OpsAlertsBanner />}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('dashboard.businessOverview')}</h1>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            setRange({ from: String(f.get('from')), to: String(f.get('to')) });
          }}
        >
          <label>
            <span className="label">{t('dashboard.from')}</span>
            <input type="date" name="from" className="input" defaultValue={range.from} />
          </label>
          <label>
            <span className="label">{t('dashboard.to')}</span>
            <input type="date" name="to" className="input" defaultValue={range.to} />
          </label>
          <button type="submit" className="btn-primary">
            {t('dashboard.show')}
          </button>
          <a className="btn-ghost" href={`/admin-api/reports/daily.csv${query(range)}`} download>
            {t('dashboard.downloadCsv')}
          </a>
        </form>
      </div>
      {error && <p className="error">{error}</p>}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {kpis.map(([label, value]) => (
          <div key={label} className="card">
            <p className="text-xs text-slate-500">{label}</p>
            <p className="text-lg font-semibold">{value}</p>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <div className="card">
          <h2 className="mb-2 font-semibold">{t('dashboard.ggrNgrStakesAnd')}</h2>
          <ResponsiveContainer width="100%" height={260}>
            <LineChart data={rows.map((r) => ({ ...r, day: r.day.slice(5) }))}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" fontSize={12} />
              <YAxis fontSize={12} tickFormatter={(v: number) => compact.format(v)} width={60} />
              <Tooltip formatter={(v) => money(Number(v))} />
              <Legend />
              <Line type="monotone" dataKey="ggr" name="GGR" stroke="#4f46e5" strokeWidth={2} />
              <Line type="monotone" dataKey="ngr" name="NGR" stroke="#16a34a" strokeWidth={2} />
              <Line type="monotone" dataKey="stakes" name={t('dashboard.stakes')} stroke="#94a3b8" />
              <Line type="monotone" dataKey="wins" name={t('dashboard.winnings')} stroke="#f59e0b" />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <div className="card">
          <h2 className="mb-2 font-semibold">{t('dashboard.depositsAndWithdrawalsBy')}</h2>
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={byMethod} stackOffset="sign">
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" fontSize={12} />
              <YAxis fontSize={12} tickFormatter={(v: number) => compact.format(v)} width={60} />
              <Tooltip formatter={(v) => money(Math.abs(Number(v)))} />
              <Legend />
              {inMethods.map((m, i) => (
                <Bar
                  key={`in-${m}`}
                  dataKey={t('dashboard.deposits', { m })}
                  stackId="money"
                  fill={METHOD_COLORS[i % METHOD_COLORS.length]}
                />
              ))}
              {outMethods.map((m, i) => (
                <Bar
                  key={`out-${m}`}
                  dataKey={t('dashboard.withdrawals', { m })}
                  stackId="money"
                  fill={METHOD_COLORS[(i + 2) % METHOD_COLORS.length]}
                  fillOpacity={0.6}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </div>
      <DataTable label={t('dashboard.figuresByDay')} data={[...rows].reverse()} columns={columns} filter={false} />
      <BreakdownSection range={range} />
    </section>
  );
}
