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
import { get, query } from '../lib/api';
import { money } from '../lib/format';
import { can, useSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { BreakdownSection } from './dashboard-breakdown';
import { OpsAlertsBanner } from './ops-alerts';

const col = createColumnHelper<TDailyReportRow>();
const compact = new Intl.NumberFormat('vi-VN', { notation: 'compact', maximumFractionDigits: 1 });
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
    ...Object.fromEntries(inMethods.map((m) => [`Nạp ${m}`, r.depositsByMethod[m] ?? 0])),
    ...Object.fromEntries(outMethods.map((m) => [`Rút ${m}`, -(r.withdrawalsByMethod[m] ?? 0)])),
  }));
  const kpis: [string, string][] = [
    ['GGR', money(total((r) => r.ggr))],
    ['NGR', money(total((r) => r.ngr))],
    ['Tiền cược', money(total((r) => r.stakes))],
    ['Tiền thắng', money(total((r) => r.wins))],
    ['Chi phí thưởng', money(total((r) => r.bonusCost))],
    ['Nạp', money(total((r) => r.deposits))],
    ['Rút', money(total((r) => r.withdrawals))],
    ['Đăng ký', String(total((r) => r.registrations))],
    ['Nạp lần đầu', String(total((r) => r.firstDepositors))],
    ['Người cược (tổng theo ngày)', String(total((r) => r.activePlayers))],
  ];
  const columns = [
    col.accessor('day', { header: 'Ngày' }),
    col.accessor('stakes', { header: 'Tiền cược', cell: (c) => money(c.getValue()) }),
    col.accessor('wins', { header: 'Tiền thắng', cell: (c) => money(c.getValue()) }),
    col.accessor('ggr', {
      header: 'GGR',
      cell: (c) => <span data-testid={`ggr-${c.row.original.day}`}>{money(c.getValue())}</span>,
    }),
    col.accessor('bonusCost', { header: 'Chi phí thưởng', cell: (c) => money(c.getValue()) }),
    col.accessor('ngr', { header: 'NGR', cell: (c) => money(c.getValue()) }),
    col.accessor('deposits', { header: 'Nạp', cell: (c) => money(c.getValue()) }),
    col.accessor('withdrawals', { header: 'Rút', cell: (c) => money(c.getValue()) }),
    col.accessor('registrations', { header: 'Đăng ký' }),
    col.accessor('firstDepositors', { header: 'Nạp lần đầu' }),
    col.accessor('activePlayers', { header: 'Người cược' }),
  ];
  return (
    <section className="space-y-4">
      {can(staff, 'finance') && <OpsAlertsBanner />}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-xl font-semibold">Tổng quan kinh doanh</h1>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            setRange({ from: String(f.get('from')), to: String(f.get('to')) });
          }}
        >
          <label>
            <span className="label">Từ ngày</span>
            <input type="date" name="from" className="input" defaultValue={range.from} />
          </label>
          <label>
            <span className="label">Đến ngày</span>
            <input type="date" name="to" className="input" defaultValue={range.to} />
          </label>
          <button type="submit" className="btn-primary">
            Xem
          </button>
          <a className="btn-ghost" href={`/admin-api/reports/daily.csv${query(range)}`} download>
            Tải CSV
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
          <h2 className="mb-2 font-semibold">GGR, NGR, cược và thắng theo ngày</h2>
          <ResponsiveContainer width="100%" height={260}>
            <LineChart data={rows.map((r) => ({ ...r, day: r.day.slice(5) }))}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" fontSize={12} />
              <YAxis fontSize={12} tickFormatter={(v: number) => compact.format(v)} width={60} />
              <Tooltip formatter={(v) => money(Number(v))} />
              <Legend />
              <Line type="monotone" dataKey="ggr" name="GGR" stroke="#4f46e5" strokeWidth={2} />
              <Line type="monotone" dataKey="ngr" name="NGR" stroke="#16a34a" strokeWidth={2} />
              <Line type="monotone" dataKey="stakes" name="Tiền cược" stroke="#94a3b8" />
              <Line type="monotone" dataKey="wins" name="Tiền thắng" stroke="#f59e0b" />
            </LineChart>
          </ResponsiveContainer>
        </div>
        <div className="card">
          <h2 className="mb-2 font-semibold">Nạp và rút theo phương thức</h2>
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
                  dataKey={`Nạp ${m}`}
                  stackId="money"
                  fill={METHOD_COLORS[i % METHOD_COLORS.length]}
                />
              ))}
              {outMethods.map((m, i) => (
                <Bar
                  key={`out-${m}`}
                  dataKey={`Rút ${m}`}
                  stackId="money"
                  fill={METHOD_COLORS[(i + 2) % METHOD_COLORS.length]}
                  fillOpacity={0.6}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </div>
      <DataTable label="Số liệu theo ngày" data={[...rows].reverse()} columns={columns} filter={false} />
      <BreakdownSection range={range} />
    </section>
  );
}
