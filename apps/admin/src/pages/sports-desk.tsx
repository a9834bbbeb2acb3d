import { Fragment, useEffect, useState } from 'react';
import { t } from '../i18n';
import { get, post } from '../lib/api';
import { dateTime, intlLocale, money } from '../lib/format';
import { useLoad } from '../lib/use-load';
import {
  type Board,
  type DeskMatch,
  DeskSettings,
  MARKET_LABEL,
  MatchBets,
  type ReasonAction,
  ReasonPrompt,
  ResultDialog,
  scoreOf,
  statusOf,
} from './sports-desk-parts';

/** The board refreshes this often: liability and the in-play delay move by the second. */
const REFRESH_MS = 2000;

function Suspended({ list }: { list: string[] }) {
  if (list.length === 0) return null;
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">
      {t('sportsDesk.suspended2')}{' '}
      {list.map((s) => (s === '*' ? t('sportsDesk.wholeMatch') : (MARKET_LABEL[s] ?? s))).join(', ')}
    </span>
  );
}

/**
 * The sportsbook's trading desk (trader, superadmin; decision 139): each match's live liability
 * per market, suspend/reopen a market or the match, void a market or a bet, set or correct the
 * result; the slips waiting out the in-play delay; league margins and stake/payout limits. Every
 * action asks for a reason and goes to the audit log; players see it on their next request.
 */
export function SportsDeskPage() {
  const { data, error, reload } = useLoad(() => get<Board>('/sports/desk'), []);
  const [open, setOpen] = useState<string | null>(null);
  const [action, setAction] = useState<ReasonAction | null>(null);
  const [result, setResult] = useState<DeskMatch | null>(null);
  const [player, setPlayer] = useState('');
  useEffect(() => {
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const suspension = (m: DeskMatch, market: string, suspend: boolean) =>
    setAction({
      title: `${suspend ? t('sportsDesk.suspend') : t('sportsDesk.reopen')} ${market === '*' ? t('sportsDesk.wholeMatch') : MARKET_LABEL[market]} · ${m.home} - ${m.away}`,
      confirm: suspend ? t('sportsDesk.suspend') : t('sportsDesk.reopen'),
      danger: suspend,
      run: async (reason) => {
        await post(`/sports/fixtures/${m.id}/suspension`, { market, suspend, reason });
        await reload();
      },
    });
  const voidMarket = (m: DeskMatch, market: string) =>
    setAction({
      title: t('sportsDesk.voidMarket2', { market: MARKET_LABEL[market], home: m.home, away: m.away }),
      confirm: t('sportsDesk.voidTheMarketRefund'),
      danger: true,
      run: async (reason) => {
        await post(`/sports/fixtures/${m.id}/void-market`, { market, reason });
        await reload();
      },
    });

  return (
    <section className="space-y-4" data-testid="sports-desk">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('sportsDesk.sportsTradingDesk')}</h1>
        <p className="text-xs text-slate-500">
          {t('sportsDesk.refreshesEvery')} {REFRESH_MS / 1000} {t('sportsDesk.secondsEveryActionIs')}
        </p>
      </div>
      {error && <p className="error">{error}</p>}
      {data && (
        <>
          <section className="card space-y-2 p-3" data-testid="delayed-bets">
            <h2 className="font-semibold">
              {t('sportsDesk.betsWaitingForThe')}
              {data.delayed.length})
            </h2>
            {data.delayed.length === 0 ? (
              <p className="text-sm text-slate-500">{t('sportsDesk.noSlipWaiting')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {data.delayed.map((d) => (
                  <li key={d.id} className="flex flex-wrap justify-between gap-2 py-1">
                    <span>
                      <span className="font-medium">{d.username ?? d.userId}</span> ·{' '}
                      {d.legs.map((l) => `${l.match} ${l.key} @ ${(l.odds / 1000).toFixed(2)}`).join(', ')}
                    </span>
                    <span className="tabular-nums">
                      {money(d.stake)} {t('sportsDesk.until')} {new Date(d.until).toLocaleTimeString(intlLocale())}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div className="card overflow-x-auto p-0">
            <table className="w-full min-w-[760px] text-left text-sm" data-testid="desk-matches">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th className="px-3 py-2 font-medium">{t('sportsDesk.match')}</th>
                  <th className="px-3 py-2 font-medium">{t('sportsDesk.timeStatus')}</th>
                  <th className="px-3 py-2 font-medium">{t('sportsDesk.score')}</th>
                  <th className="px-3 py-2 text-right font-medium">{t('sportsDesk.openBets')}</th>
                  <th className="px-3 py-2 text-right font-medium">{t('sportsDesk.riskMaximumPayout')}</th>
                  <th className="px-3 py-2 font-medium">{t('sportsDesk.actions')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.matches.map((m) => (
                  <Fragment key={m.id}>
                    <tr data-fixture={m.id} className={open === m.id ? 'bg-indigo-50/40' : undefined}>
                      <td className="px-3 py-2">
                        <p className="font-medium">
                          {m.home} - {m.away}
                        </p>
                        <p className="text-xs text-slate-500">
                          {m.league} <Suspended list={m.suspended} />
                        </p>
                      </td>
                      <td className="px-3 py-2 text-xs">
                        {dateTime(m.kickoff)}
                        <br />
                        {statusOf(m)}
                        {m.outcomeSource === 'staff' ? t('sportsDesk.staffResult') : ''}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{scoreOf(m)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {m.bets} · {money(m.stake)}
                      </td>
                      <td
                        className={`px-3 py-2 text-right font-medium tabular-nums ${m.liability > data.limits.liabilityPerMarket / 2 ? 'text-rose-700' : ''}`}
                      >
                        {money(m.liability)}
                      </td>
                      {/* the actions wrap: at 1024 px the menu leaves the table about 800 px */}
                      <td className="px-3 py-2">
                        <div className="flex flex-wrap gap-1">
                          <button
                            type="button"
                            className="btn-ghost"
                            onClick={() => setOpen(open === m.id ? null : m.id)}
                          >
                            {open === m.id ? t('sportsDesk.collapse') : t('sportsDesk.details')}
                          </button>
                          {m.suspended.includes('*') ? (
                            <button type="button" className="btn-ghost" onClick={() => suspension(m, '*', false)}>
                              {t('sportsDesk.reopenTheMatch')}
                            </button>
                          ) : (
                            <button
                              type="button"
                              className="btn-ghost text-amber-700"
                              onClick={() => suspension(m, '*', true)}
                            >
                              {t('sportsDesk.suspendTheMatch')}
                            </button>
                          )}
                          <button type="button" className="btn-ghost" onClick={() => setResult(m)}>
                            {m.outcomeSource ? t('sportsDesk.correctTheResult') : t('sportsDesk.enterTheResult')}
                          </button>
                        </div>
                      </td>
                    </tr>
                    {open === m.id && (
                      <tr>
                        <td colSpan={6} className="space-y-3 bg-slate-50 px-3 py-3">
                          <table className="w-full text-left text-xs" data-testid="desk-markets">
                            <thead className="text-slate-500">
                              <tr>
                                <th className="px-2 py-1 font-medium">{t('sportsDesk.market')}</th>
                                <th className="px-2 py-1 text-right font-medium">{t('sportsDesk.openBets')}</th>
                                <th className="px-2 py-1 text-right font-medium">{t('sportsDesk.stakes')}</th>
                                <th className="px-2 py-1 text-right font-medium">{t('sportsDesk.risk')}</th>
                                <th className="px-2 py-1" />
                              </tr>
                            </thead>
                            <tbody className="divide-y divide-slate-200">
                              {[...new Set([...m.markets, ...m.byMarket.map((x) => x.market), ...m.suspended])]
                                .filter((k) => k !== '*')
                                .map((market) => {
                                  const rows = m.byMarket.filter((x) => x.market === market);
                                  const off = m.suspended.includes(market);
                                  return (
                                    <tr key={market} data-market={market}>
                                      <td className="px-2 py-1">
                                        {MARKET_LABEL[market] ?? market}
                                        {rows.length > 1 &&
                                          ` (${rows.map((r) => r.marketKey.split(':')[1] || '—').join(', ')})`}
                                        {off && (
                                          <span className="ml-1 text-amber-700">{t('sportsDesk.suspended')}</span>
                                        )}
                                      </td>
                                      <td className="px-2 py-1 text-right tabular-nums">
                                        {rows.reduce((s, r) => s + r.bets, 0)}
                                      </td>
                                      <td className="px-2 py-1 text-right tabular-nums">
                                        {money(rows.reduce((s, r) => s + r.stake, 0))}
                                      </td>
                                      <td className="px-2 py-1 text-right tabular-nums">
                                        {money(rows.reduce((s, r) => s + r.liability, 0))}
                                      </td>
                                      <td className="space-x-1 whitespace-nowrap px-2 py-1 text-right">
                                        <button
                                          type="button"
                                          className="btn-ghost"
                                          onClick={() => suspension(m, market, !off)}
                                        >
                                          {off ? t('sportsDesk.reopen') : t('sportsDesk.suspend')}
                                        </button>
                                        <button
                                          type="button"
                                          className="btn-ghost text-rose-700"
                                          onClick={() => voidMarket(m, market)}
                                        >
                                          {t('sportsDesk.voidMarket')}
                                        </button>
                                      </td>
                                    </tr>
                                  );
                                })}
                            </tbody>
                          </table>
                          <MatchBets match={m} ask={setAction} onLimit={setPlayer} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <DeskSettings board={data} reload={() => void reload()} player={player} />
        </>
      )}
      {action && <ReasonPrompt action={action} onClose={() => setAction(null)} />}
      {result && <ResultDialog match={result} onClose={() => setResult(null)} onDone={() => void reload()} />}
    </section>
  );
}
