import { APP_NAMES, type TBrandOverview, type TBrandTotals } from '@app/contract';
import { useState } from 'react';
import { t as tx } from '../i18n';
import { get, query } from '../lib/api';
import { money } from '../lib/format';
import { useLoad } from '../lib/use-load';

/** A Vietnam calendar day, `days` before today. */
function vnDay(daysAgo = 0): string {
  return new Date(Date.now() + 7 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const COLUMNS: [keyof TBrandTotals, string, boolean][] = [
  ['stakes', tx('brands.stakes'), true],
  ['wins', tx('brands.winnings'), true],
  ['ggr', 'GGR', true],
  ['bonusCost', tx('brands.bonusCost'), true],
  ['ngr', 'NGR', true],
  ['deposits', tx('brands.deposits'), true],
  ['withdrawals', tx('brands.withdrawals'), true],
  ['registrations', tx('brands.registrations'), false],
  ['firstDepositors', tx('brands.firstDeposits'), false],
  ['activePlayers', tx('brands.bettors'), false],
];

/**
 * The brands this deployment serves, side by side (decision 154): each brand's dashboard figures
 * and their sum, or one brand alone. Only brands where this username also has an account that
 * reads reports are listed; each brand's own back office is at its own host.
 */
export function BrandsPage() {
  const [filter, setFilter] = useState({ from: vnDay(13), to: vnDay(), brand: '' });
  const { data, error } = useLoad(
    () => get<TBrandOverview>(`/brands${query(filter)}`),
    [filter.from, filter.to, filter.brand],
  );
  const cell = (t: TBrandTotals, key: keyof TBrandTotals, isMoney: boolean) =>
    isMoney ? money(t[key]) : String(t[key]);
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-xl font-semibold">{tx('brands.brands2')}</h1>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            setFilter({ from: String(f.get('from')), to: String(f.get('to')), brand: String(f.get('brand')) });
          }}
        >
          <label>
            <span className="label">{tx('brands.from')}</span>
            <input type="date" name="from" className="input" defaultValue={filter.from} />
          </label>
          <label>
            <span className="label">{tx('brands.to')}</span>
            <input type="date" name="to" className="input" defaultValue={filter.to} />
          </label>
          <label>
            <span className="label">{tx('brands.brands2')}</span>
            <select name="brand" className="input" defaultValue={filter.brand}>
              <option value="">{tx('brands.all')}</option>
              {APP_NAMES.map((b) => (
                <option key={b} value={b}>
                  {b.toUpperCase()}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary">
            {tx('brands.show')}
          </button>
        </form>
      </div>
      {error && <p className="error">{error}</p>}
      <p className="text-sm text-slate-500">{tx('brands.eachBrandHasIts')}</p>
      <div className="card overflow-x-auto">
        <table className="w-full text-sm" data-testid="brands-table">
          <thead>
            <tr className="text-left text-slate-500">
              <th className="p-2">{tx('brands.brands2')}</th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} className="p-2 text-right">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.brands.map((b) => (
              <tr key={b.appName} className="border-t" data-testid={`brand-${b.appName}`}>
                <td className="p-2">
                  <a className="font-medium underline" href={`${b.siteUrl}/admin`}>
                    {b.brandName}
                  </a>
                  {b.current && <span className="ml-2 text-xs text-slate-500">{tx('brands.viewing')}</span>}
                  <div className="text-xs text-slate-500">{b.siteUrl}</div>
                </td>
                {COLUMNS.map(([key, , isMoney]) => (
                  <td key={key} className="p-2 text-right tabular-nums">
                    {cell(b.totals, key, isMoney)}
                  </td>
                ))}
              </tr>
            ))}
            {data && (
              <tr className="border-t font-semibold" data-testid="brands-sum">
                <td className="p-2">
                  {tx('brands.total')} {data.brands.length} {tx('brands.brands')}
                </td>
                {COLUMNS.map(([key, , isMoney]) => (
                  <td key={key} className="p-2 text-right tabular-nums">
                    {cell(data.sum, key, isMoney)}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
