import type { TLeaderboardRow, TTournamentBoard } from '@app/contract';
import { useCopy } from '../../i18n/copy';

function Row({ row, mine }: { row: TLeaderboardRow; mine?: boolean }) {
  return (
    <tr className={mine ? 'bg-brand-500/10' : 'border-t border-ink-800'} data-testid={mine ? 'my-row' : 'board-row'}>
      <td className="px-3 py-2 font-bold tabular-nums text-brand-300">{row.position}</td>
      <td className="px-3 py-2 text-ink-200">{row.player}</td>
      <td className="px-3 py-2 text-right tabular-nums text-white">{row.scoreText}</td>
      <td className="hidden px-3 py-2 text-right text-ink-200 sm:table-cell">{row.prizeText ?? '—'}</td>
    </tr>
  );
}

/** The top 50 and the player's own row; on a phone the prize column folds under the score. */
export function Leaderboard({
  board,
  scoreLabel,
  loggedIn,
}: {
  board: TTournamentBoard;
  scoreLabel: string;
  loggedIn: boolean;
}) {
  const t = useCopy('tournaments');
  return (
    <section className="card p-4" aria-labelledby="board-title" data-testid="leaderboard">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="board-title" className="text-lg font-bold text-white">
          {t.leaderboard}
        </h2>
        <span className="text-xs text-ink-300">{board.frozen ? t.frozenNote : t.liveNote}</span>
      </div>
      {loggedIn &&
        (board.me ? (
          <div className="mb-3 rounded-lg border border-brand-500/40 bg-brand-500/10 p-3" data-testid="my-position">
            <p className="text-xs uppercase tracking-wide text-ink-300">{t.you}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-white">
              <span className="text-2xl font-extrabold text-brand-300">#{board.me.position}</span>
              <span className="tabular-nums">{board.me.scoreText}</span>
              {board.me.prizeText && <span className="text-sm text-emerald-300">{board.me.prizeText}</span>}
            </p>
          </div>
        ) : (
          <p className="mb-3 text-sm text-ink-300" data-testid="my-position">
            {t.noScore}
          </p>
        ))}
      {board.top.length === 0 ? (
        <p className="text-sm text-ink-300">{t.nobody}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs uppercase tracking-wide text-ink-300">
                <th className="px-3 py-2">{t.position}</th>
                <th className="px-3 py-2">{t.player}</th>
                <th className="px-3 py-2 text-right">{scoreLabel}</th>
                <th className="hidden px-3 py-2 text-right sm:table-cell">{t.prize}</th>
              </tr>
            </thead>
            <tbody>
              {board.top.map((row) => (
                <Row key={`${row.position}-${row.player}`} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
