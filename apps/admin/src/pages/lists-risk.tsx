import type { TAffiliateListRow, TLargeWinListRow, TProfitListRow } from '@app/contract';
import { Link } from 'react-router';
import { BET_PROVIDERS, listPlayer as player } from '../components/list-cells';
import { type ListColumn, StaffList } from '../components/staff-list';
import { t } from '../i18n';
import { dateTime, intlLocale, money, PLAYER_STATUS } from '../lib/format';

/** Risk views and the affiliate report (decision 157), on the staff lists' machinery. */

const signed = (n: number) => <span className={n > 0 ? 'text-rose-700' : 'text-emerald-700'}>{money(n)}</span>;
/** Today as a Vietnam calendar day, the lists' date unit. */
const vnToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

export function ProfitListPage() {
  const today = vnToday();
  const columns: ListColumn<TProfitListRow>[] = [
    { header: t('listsRisk.players'), cell: (r) => player(r.playerId, r.username) },
    { header: t('listsRisk.status'), cell: (r) => PLAYER_STATUS[r.status] ?? r.status },
    { header: t('listsRisk.stakes'), sort: 'stakes', cell: (r) => money(r.stakes), className: 'text-right' },
    { header: t('listsRisk.winnings'), sort: 'wins', cell: (r) => money(r.wins), className: 'text-right' },
    { header: t('listsRisk.playerProfit'), sort: 'profit', cell: (r) => signed(r.profit), className: 'text-right' },
    {
      header: t('listsRisk.rounds'),
      sort: 'rounds',
      cell: (r) => r.rounds.toLocaleString(intlLocale()),
      className: 'text-right',
    },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('listsRisk.profitAndLossBy')}</h1>
      <p className="text-sm text-slate-600">
        {t('listsRisk.eachPlayerSStakes')}{' '}
        <Link
          className="text-indigo-700 underline"
          to={`/admin/rui-ro/lai-lo?from=${today}&to=${today}&sort=profit&dir=desc`}
        >
          {t('listsRisk.topWinsToday')}
        </Link>
      </p>
      <StaffList
        name="profit"
        label={t('listsRisk.profitAndLossBy')}
        columns={columns}
        rowId={(r) => r.playerId}
        filters={{
          search: t('listsRisk.username'),
          status: { label: t('listsRisk.accountStatus'), options: PLAYER_STATUS },
          kind: { label: t('listsRisk.provider'), options: BET_PROVIDERS },
          playerId: true,
          dates: t('listsRisk.dayPlayed'),
          amount: t('listsRisk.playerProfit'),
        }}
        totals={{
          stakes: t('listsRisk.totalStaked'),
          wins: t('listsRisk.totalWon2'),
          profit: t('listsRisk.playerProfit'),
        }}
      />
    </section>
  );
}

export function LargeWinListPage() {
  const columns: ListColumn<TLargeWinListRow>[] = [
    { header: t('listsRisk.code'), sort: 'id', cell: (r) => r.id },
    { header: t('listsRisk.players'), cell: (r) => player(r.playerId, r.username) },
    { header: t('listsRisk.provider'), cell: (r) => BET_PROVIDERS[r.provider] ?? r.provider },
    { header: t('listsRisk.game'), cell: (r) => r.game ?? '—' },
    { header: t('listsRisk.winnings'), sort: 'amount', cell: (r) => money(r.amount), className: 'text-right' },
    {
      header: t('listsRisk.roundStake'),
      cell: (r) =>
        `${money(r.stake)}${r.stake > 0 ? ` (×${Math.round(r.amount / r.stake).toLocaleString(intlLocale())})` : ''}`,
      className: 'text-right',
    },
    { header: t('listsRisk.at'), sort: 'createdAt', cell: (r) => dateTime(r.createdAt) },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('listsRisk.largeWinAlerts')}</h1>
      <p className="text-sm text-slate-600">
        {t('listsRisk.everyWinFromThe')}{' '}
        <Link className="text-indigo-700 underline" to="/admin/aml">
          {t('listsRisk.amlRuleThresholds')}
        </Link>{' '}
        {t('listsRisk.andAbove')}
      </p>
      <StaffList
        name="large-wins"
        label={t('listsRisk.largeWinAlerts')}
        columns={columns}
        rowId={(r) => r.id}
        filters={{
          search: t('listsRisk.usernameRoundIdGame'),
          kind: { label: t('listsRisk.provider'), options: BET_PROVIDERS },
          playerId: true,
          dates: t('listsRisk.day'),
          amount: t('listsRisk.winnings'),
        }}
        totals={{ amount: t('listsRisk.totalWon'), stakes: t('listsRisk.totalStakeOfThose') }}
      />
    </section>
  );
}

export function AffiliateReportPage() {
  const columns: ListColumn<TAffiliateListRow>[] = [
    { header: t('listsRisk.affiliateId'), cell: (r) => r.affId ?? '—' },
    { header: t('listsRisk.source'), cell: (r) => r.utmSource ?? '—' },
    { header: t('listsRisk.campaign'), cell: (r) => r.utmCampaign ?? '—' },
    {
      header: t('listsRisk.registrations'),
      sort: 'registrations',
      cell: (r) => r.registrations,
      className: 'text-right',
    },
    {
      header: t('listsRisk.firstDeposits'),
      sort: 'firstDeposits',
      cell: (r) => r.firstDeposits,
      className: 'text-right',
    },
    { header: t('listsRisk.deposits'), sort: 'deposits', cell: (r) => money(r.deposits), className: 'text-right' },
    { header: t('listsRisk.withdrawals'), cell: (r) => money(r.withdrawals), className: 'text-right' },
    { header: t('listsRisk.depositsLessWithdrawals'), sort: 'net', cell: (r) => money(r.net), className: 'text-right' },
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('listsRisk.affiliateCampaignReport')}</h1>
      <p className="text-sm text-slate-600">{t('listsRisk.byAffiliateIdAff')}</p>
      <StaffList
        name="affiliates"
        label={t('listsRisk.affiliateReport')}
        columns={columns}
        rowId={hash}
        filters={{ search: t('listsRisk.affiliateIdSourceCampaign'), dates: t('listsRisk.day') }}
        totals={{
          registrations: t('listsRisk.registrations'),
          firstDeposits: t('listsRisk.firstDeposits'),
          deposits: t('listsRisk.deposits'),
          withdrawals: t('listsRisk.withdrawals'),
          net: t('listsRisk.difference'),
        }}
        counts={['registrations', 'firstDeposits']}
      />
    </section>
  );
}

/** A row key from the code triple (the list needs a number per row). */
function hash(r: TAffiliateListRow): number {
  let h = 0;
  for (const ch of `${r.affId}|${r.utmSource}|${r.utmCampaign}`) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return h;
}
