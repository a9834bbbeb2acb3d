import type { TAppName, TBrandOverview, TBrandTotals, TDailyReportRow, TStaffRole } from '@app/contract';
import type { Deployment } from '../../brands/brands.deployment';
import { dailyReport } from './backoffice.reports';

/** The roles that read the dashboard's figures on a brand (the matrix of /admin-api/reports/daily). */
const REPORT_ROLES: readonly TStaffRole[] = ['superadmin', 'finance', 'compliance'];

const ZERO: TBrandTotals = {
  stakes: 0,
  wins: 0,
  ggr: 0,
  bonusCost: 0,
  ngr: 0,
  deposits: 0,
  withdrawals: 0,
  registrations: 0,
  firstDepositors: 0,
  activePlayers: 0,
};

function add(a: TBrandTotals, b: TBrandTotals | TDailyReportRow): TBrandTotals {
  const out = { ...a };
  for (const key of Object.keys(ZERO) as (keyof TBrandTotals)[]) out[key] += b[key];
  return out;
}

/**
 * Every brand of the deployment a staff member may read figures of, with the dashboard's totals
 * over [from, to] and their sum (decision 154). Staff accounts live in each brand's own database,
 * so "limited to some brands" is where an account exists: the brand asked (whose superadmin
 * calls this) and each other brand where the same username has an active account with a role
 * that reads reports there. `only` filters to one brand.
 */
export async function brandOverview(
  deployment: Deployment,
  current: TAppName,
  username: string,
  range: { from: string; to: string; only?: TAppName },
): Promise<TBrandOverview> {
  const shown: TBrandOverview['brands'] = [];
  for (const brand of deployment.brands) {
    if (range.only && brand.appName !== range.only) continue;
    const services = brand.services();
    const here = brand.appName === current;
    if (!here) {
      const role = await services.admin.activeRoleOf(username);
      if (!role || !REPORT_ROLES.includes(role)) continue;
    }
    const rows = await dailyReport(brand.db, range.from, range.to);
    const { brandName, siteUrl } = services.system.brand();
    shown.push({ appName: brand.appName, brandName, siteUrl, current: here, totals: rows.reduce(add, ZERO) });
  }
  return { brands: shown, sum: shown.reduce((sum, b) => add(sum, b.totals), ZERO) };
}
