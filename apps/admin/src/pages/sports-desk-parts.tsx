import { useState } from 'react';
import { Modal, PromptModal } from '../components/modal';
import { t } from '../i18n';
import { get, post, put } from '../lib/api';
import { dateTime, money } from '../lib/format';
import { useLoad } from '../lib/use-load';

export interface DeskMarket {
  marketKey: string;
  market: string;
  bets: number;
  stake: number;
  liability: number;
}
export interface DeskMatch {
  id: string;
  league: string;
  home: string;
  away: string;
  kickoff: string;
  status: string;
  minute: number;
  score: { home: number; away: number } | null;
  htScore: { home: number; away: number } | null;
  outcomeSource: string | null;
  suspended: string[];
  markets: string[];
  liability: number;
  stake: number;
  bets: number;
  byMarket: DeskMarket[];
}
export interface Board {
  matches: DeskMatch[];
  delayed: {
    id: string;
    userId: string;
    username: string | null;
    stake: number;
    legs: { fixtureId: string; match: string; key: string; odds: number }[];
    until: string;
  }[];
  leagues: { code: string; name: string; extraMargin: number }[];
  markets: { market: string; label: string; maxStake: number | null; maxPayout: number | null }[];
  players: {
    userId: string;
    username: string | null;
    maxStake: number | null;
    maxPayout: number | null;
    reason: string;
    updatedAt: string;
  }[];
  limits: { minStake: number; maxStake: number; maxPayout: number; liabilityPerMarket: number };
}
interface DeskBet {
  id: string;
  userId: string;
  username: string | null;
  kind: string;
  stake: number;
  odds: number;
  potentialWin: number;
  payout: number | null;
  status: string;
  cashedOut: boolean;
  voidReason: string | null;
  legs: { market: string; line: number | null; pick: string; odds: number; result: string | null }[];
}

export const MARKET_LABEL: Record<string, string> = {
  '1x2': t('sportsDeskParts.n1x2'),
  ah: t('sportsDeskParts.handicap'),
  ou: t('sportsDeskParts.overUnder'),
  btts: t('sportsDeskParts.bothTeamsToScore'),
  cs: t('sportsDeskParts.correctScore'),
  ht1x2: t('sportsDeskParts.firstHalf1x2'),
  htah: t('sportsDeskParts.firstHalfHandicap'),
  htou: t('sportsDeskParts.firstHalfOverUnder'),
};
const STATUS: Record<string, string> = {
  scheduled: t('sportsDeskParts.upcoming'),
  live: t('sportsDeskParts.live'),
  suspended: t('sportsDeskParts.paused'),
  finished: t('sportsDeskParts.finished'),
  postponed: t('sportsDeskParts.postponed'),
  abandoned: t('sportsDeskParts.abandoned'),
};
const BET_STATUS: Record<string, string> = {
  placed: t('sportsDeskParts.pending'),
  settled: t('sportsDeskParts.paid'),
  void: t('sportsDeskParts.refunded'),
};
export const statusOf = (m: DeskMatch) =>
  `${STATUS[m.status] ?? m.status}${m.status === 'live' ? ` ${m.minute}'` : ''}`;
export const scoreOf = (m: DeskMatch) =>
  m.score ? `${m.score.home}-${m.score.away}${m.htScore ? ` (HT ${m.htScore.home}-${m.htScore.away})` : ''}` : '—';

/** One action that needs a reason (suspend, reopen, void): the reason goes to the audit log. */
export type ReasonAction = { title: string; confirm: string; danger?: boolean; run: (reason: string) => Promise<void> };

/** Set or correct a match's result; its bets settle on it, paid ones get the difference. */
export function ResultDialog({
  match,
  onClose,
  onDone,
}: {
  match: DeskMatch;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form, setForm] = useState({
    status: 'finished',
    home: String(match.score?.home ?? 0),
    away: String(match.score?.away ?? 0),
    htHome: String(match.htScore?.home ?? ''),
    htAway: String(match.htScore?.away ?? ''),
    reason: '',
  });
  const [error, setError] = useState<string | null>(null);
  const n = (v: string) => (v.trim() === '' ? null : Number(v));
  const field = (key: keyof typeof form, label: string) => (
    <label className="block">
      <span className="label">{label}</span>
      <input
        className="input w-20 tabular-nums"
        inputMode="numeric"
        aria-label={label}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <Modal title={t('sportsDeskParts.result', { home: match.home, away: match.away })} onClose={onClose}>
      <form
        className="space-y-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setError(null);
          try {
            await put(`/sports/fixtures/${match.id}/result`, {
              status: form.status,
              home: n(form.home) ?? 0,
              away: n(form.away) ?? 0,
              htHome: n(form.htHome),
              htAway: n(form.htAway),
              reason: form.reason,
            });
            onDone();
            onClose();
          } catch (err) {
            setError(err instanceof Error ? err.message : t('sportsDeskParts.somethingWentWrong'));
          }
        }}
      >
        <label className="block">
          <span className="label">{t('sportsDeskParts.status')}</span>
          <select
            className="input"
            value={form.status}
            onChange={(e) => setForm({ ...form, status: e.target.value })}
            aria-label={t('sportsDeskParts.resultStatus')}
          >
            <option value="finished">{t('sportsDeskParts.finishedFirstHalfScore')}</option>
            <option value="awarded">{t('sportsDeskParts.settle')}</option>
            <option value="abandoned">{t('sportsDeskParts.abandoned')}</option>
            <option value="void">{t('sportsDeskParts.cancelTheMatchRefund')}</option>
          </select>
        </label>
        <div className="flex flex-wrap gap-3">
          {field('home', t('sportsDeskParts.goals2', { home: match.home }))}
          {field('away', t('sportsDeskParts.goals', { away: match.away }))}
          {field('htHome', t('sportsDeskParts.firstHalfHome'))}
          {field('htAway', t('sportsDeskParts.firstHalfAway'))}
        </div>
        <label className="block">
          <span className="label">{t('sportsDeskParts.reasonWrittenToThe2')}</span>
          <input
            className="input"
            aria-label={t('sportsDeskParts.reason')}
            value={form.reason}
            onChange={(e) => setForm({ ...form, reason: e.target.value })}
          />
        </label>
        <p className="text-xs text-slate-500">{t('sportsDeskParts.paidBetsAreSettled')}</p>
        {error && <p className="error">{error}</p>}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('sportsDeskParts.void2')}
          </button>
          <button type="submit" className="btn-primary">
            {t('sportsDeskParts.saveResult')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The bets on a match: void one with a reason, or limit its player. */
export function MatchBets({
  match,
  ask,
  onLimit,
}: {
  match: DeskMatch;
  ask: (a: ReasonAction) => void;
  onLimit: (player: string) => void;
}) {
  const { data, error, reload } = useLoad(() => get<DeskBet[]>(`/sports/fixtures/${match.id}/bets`), [match.id]);
  if (error) return <p className="error">{error}</p>;
  if (!data) return <p className="text-sm text-slate-500">{t('sportsDeskParts.loading')}</p>;
  if (data.length === 0) return <p className="text-sm text-slate-500">{t('sportsDeskParts.noBetsOnThis')}</p>;
  return (
    <table className="w-full text-left text-xs" data-testid="match-bets">
      <thead className="text-slate-500">
        <tr>
          <th className="px-2 py-1 font-medium">{t('sportsDeskParts.players')}</th>
          <th className="px-2 py-1 font-medium">{t('sportsDeskParts.selection')}</th>
          <th className="px-2 py-1 font-medium">{t('sportsDeskParts.stakes')}</th>
          <th className="px-2 py-1 font-medium">{t('sportsDeskParts.status')}</th>
          <th className="px-2 py-1" />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.map((b) => (
          <tr key={b.id}>
            <td className="px-2 py-1">{b.username ?? b.userId}</td>
            <td className="px-2 py-1">
              {b.kind === 'parlay' ? t('sportsDeskParts.parlay') : ''}
              {b.legs
                .map(
                  (l) =>
                    `${MARKET_LABEL[l.market] ?? l.market} ${l.line ?? ''} ${l.pick} @ ${(l.odds / 1000).toFixed(2)}`,
                )
                .join(', ')}
            </td>
            <td className="px-2 py-1 tabular-nums">{money(b.stake)}</td>
            <td className="px-2 py-1">
              {b.cashedOut ? t('sportsDeskParts.cashedOut') : (BET_STATUS[b.status] ?? b.status)}
              {b.payout !== null ? ` · ${money(b.payout)}` : ''}
              {b.voidReason ? t('sportsDeskParts.void', { voidReason: b.voidReason }) : ''}
            </td>
            <td className="whitespace-nowrap px-2 py-1 text-right">
              {!b.cashedOut && !b.voidReason && (
                <button
                  type="button"
                  className="btn-ghost text-rose-700"
                  onClick={() =>
                    ask({
                      title: t('sportsDeskParts.voidTheBetSlip'),
                      confirm: t('sportsDeskParts.betCancelled'),
                      danger: true,
                      run: async (reason) => {
                        await post(`/sports/bets/${b.id}/void`, { reason });
                        await reload();
                      },
                    })
                  }
                >
                  {t('sportsDeskParts.betCancelled')}
                </button>
              )}
              <button type="button" className="btn-ghost" onClick={() => onLimit(b.username ?? b.userId)}>
                {t('sportsDeskParts.limits')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReasonPrompt({ action, onClose }: { action: ReasonAction; onClose: () => void }) {
  return (
    <PromptModal
      title={action.title}
      label={t('sportsDeskParts.reasonWrittenToThe')}
      confirm={action.confirm}
      danger={action.danger}
      onSubmit={action.run}
      onClose={onClose}
    />
  );
}

/** Stake and payout caps per market type and per player, and the extra margin per league. */
export function DeskSettings({ board, reload, player }: { board: Board; reload: () => void; player: string }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [limit, setLimit] = useState({ player, maxStake: '', maxPayout: '', reason: '' });
  if (limit.player !== player && player) setLimit({ ...limit, player });
  const num = (v: string) => (v.trim() === '' ? null : Number(v.replaceAll(',', '').replaceAll('.', '')));
  const run = async (what: () => Promise<unknown>, ok: string) => {
    setMessage(null);
    try {
      await what();
      setMessage({ ok: true, text: ok });
      reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : t('sportsDeskParts.somethingWentWrong') });
    }
  };
  return (
    <div className="space-y-3">
      {message && (
        <p className={message.ok ? 'card text-sm' : 'error'} role="status">
          {message.text}
        </p>
      )}
      <div className="grid gap-3 xl:grid-cols-3">
        <section className="card space-y-2 p-3" data-testid="league-margins">
          <h2 className="font-semibold">{t('sportsDeskParts.extraMarginByLeague')}</h2>
          <p className="text-xs text-slate-500">{t('sportsDeskParts.addedToTheMargin')}</p>
          {board.leagues.map((l) => (
            <form
              key={l.code}
              className="flex items-center gap-2 text-sm"
              onSubmit={(e) => {
                e.preventDefault();
                const v = Number(String(new FormData(e.currentTarget).get('extra')).replace(',', '.'));
                void run(
                  () => put('/sports/league-margins', { league: l.code, extra: Math.round(v * 10) / 1000 }),
                  t('sportsDeskParts.marginOfSaved', { name: l.name }),
                );
              }}
            >
              <span className="min-w-0 flex-1 truncate">{l.name}</span>
              <input
                name="extra"
                className="input w-20 tabular-nums"
                type="number"
                step={0.1}
                min={-5}
                max={15}
                aria-label={t('sportsDeskParts.extraMargin', { name: l.name })}
                defaultValue={(l.extraMargin * 100).toFixed(1)}
              />
              <button type="submit" className="btn-ghost">
                {t('sportsDeskParts.save')}
              </button>
            </form>
          ))}
        </section>
        <section className="card space-y-2 p-3" data-testid="market-limits">
          <h2 className="font-semibold">{t('sportsDeskParts.limitsByMarket')}</h2>
          <p className="text-xs text-slate-500">
            {t('sportsDeskParts.emptyTheGeneralLimits')}
            {money(board.limits.maxStake)} {t('sportsDeskParts.stake2')} {money(board.limits.maxPayout)}{' '}
            {t('sportsDeskParts.payout2')}
          </p>
          {board.markets.map((m) => (
            <form
              key={m.market}
              className="flex flex-wrap items-center gap-2 text-sm"
              onSubmit={(e) => {
                e.preventDefault();
                const f = new FormData(e.currentTarget);
                void run(
                  () =>
                    put(`/sports/market-limits/${m.market}`, {
                      maxStake: num(String(f.get('maxStake'))),
                      maxPayout: num(String(f.get('maxPayout'))),
                    }),
                  t('sportsDeskParts.limitsOfSaved2', { label: m.label }),
                );
              }}
            >
              <span className="w-28 truncate">{m.label}</span>
              <input
                name="maxStake"
                className="input w-24 tabular-nums"
                inputMode="numeric"
                placeholder={t('sportsDeskParts.wagerLimit')}
                aria-label={t('sportsDeskParts.maximumStake', { label: m.label })}
                defaultValue={m.maxStake ?? ''}
              />
              <input
                name="maxPayout"
                className="input w-28 tabular-nums"
                inputMode="numeric"
                placeholder={t('sportsDeskParts.maximumPayout')}
                aria-label={t('sportsDeskParts.maximumPayout2', { label: m.label })}
                defaultValue={m.maxPayout ?? ''}
              />
              <button type="submit" className="btn-ghost">
                {t('sportsDeskParts.save')}
              </button>
            </form>
          ))}
        </section>
        <section className="card space-y-2 p-3" data-testid="player-limits">
          <h2 className="font-semibold">{t('sportsDeskParts.playerLimits')}</h2>
          <form
            className="space-y-2 text-sm"
            onSubmit={(e) => {
              e.preventDefault();
              void run(
                () =>
                  put('/sports/player-limits', {
                    player: limit.player,
                    maxStake: num(limit.maxStake),
                    maxPayout: num(limit.maxPayout),
                    reason: limit.reason,
                  }),
                t('sportsDeskParts.limitsOfSaved', { player: limit.player }),
              );
            }}
          >
            <input
              className="input"
              placeholder={t('sportsDeskParts.usernameOrPlayerId')}
              aria-label={t('sportsDeskParts.players')}
              value={limit.player}
              onChange={(e) => setLimit({ ...limit, player: e.target.value })}
            />
            <div className="flex gap-2">
              <input
                className="input tabular-nums"
                inputMode="numeric"
                placeholder={t('sportsDeskParts.wagerLimit')}
                aria-label={t('sportsDeskParts.playerSMaximumStake')}
                value={limit.maxStake}
                onChange={(e) => setLimit({ ...limit, maxStake: e.target.value })}
              />
              <input
                className="input tabular-nums"
                inputMode="numeric"
                placeholder={t('sportsDeskParts.maximumPayout')}
                aria-label={t('sportsDeskParts.playerSMaximumPayout')}
                value={limit.maxPayout}
                onChange={(e) => setLimit({ ...limit, maxPayout: e.target.value })}
              />
            </div>
            <input
              className="input"
              placeholder={t('sportsDeskParts.reason')}
              aria-label={t('sportsDeskParts.reasonForTheLimit')}
              value={limit.reason}
              onChange={(e) => setLimit({ ...limit, reason: e.target.value })}
            />
            <button type="submit" className="btn-primary">
              {t('sportsDeskParts.saveLimits')}
            </button>
          </form>
          <ul className="divide-y divide-slate-100 text-xs">
            {board.players.map((p) => (
              <li key={p.userId} className="py-1">
                <span className="font-medium">{p.username ?? p.userId}</span> {t('sportsDeskParts.stake')}{' '}
                {p.maxStake === null ? '—' : money(p.maxStake)} {t('sportsDeskParts.payout')}{' '}
                {p.maxPayout === null ? '—' : money(p.maxPayout)}
                <span className="block text-slate-500">
                  {p.reason} · {dateTime(p.updatedAt)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
