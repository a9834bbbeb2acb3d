import { BET_HISTORY_DAYS, type TBetHistoryRow, type TBetResult } from '@app/contract';
import { roundLabel } from '@app/provider-kit/round-label';
import type { ReadRouter } from '../../db/replica';
import type { GamesService } from '../games/games.service';
import type { ProvidersRepository, RoundRow } from './providers.repository';

/** A round of the bet history from any source: the seamless providers' rounds or another module's tickets. */
export type HistoryRound = Omit<RoundRow, 'id'> & { id: string };

/**
 * Tickets the player played at providers that keep a wallet of their own (IM Sports, WS168:
 * the transfers module's imported bet logs), for the same history: the newest `limit` of the
 * last `days` days and how many there are.
 */
export interface TicketSource {
  historyTickets(playerId: number, days: number, limit: number): Promise<{ rows: HistoryRound[]; total: number }>;
}

/** How long a history read waits for another instance's records (they are written within ~20 ms). */
const OTHER_INSTANCES_WAIT_MS = 1_500;

/**
 * Waits until the records of the player's recent bets are written, whichever instance took
 * them; returns the primary's WAL position once they are (or once the wait is over: a record a
 * crash lost is rebuilt later, decision 070, and must not hold the page).
 */
async function recordsOfEveryInstance(repo: ProvidersRepository, playerId: number): Promise<string> {
  const until = Date.now() + OTHER_INSTANCES_WAIT_MS;
  for (;;) {
    const { written, position } = await repo.recordsWritten(playerId);
    if (written || Date.now() >= until) return position;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The player's bet history: rounds of the last days with their game's title and result, the
 * transfer providers' tickets among them by the time they were placed.
 */
export async function betHistory(
  repo: ProvidersRepository,
  reads: ReadRouter,
  games: GamesService,
  tickets: TicketSource | null,
  playerId: number,
  page: number,
  perPage: number,
): Promise<{ rows: TBetHistoryRow[]; total: number }> {
  // Records are written just after their answers; wait for this instance's pending ones, then
  // for those another instance took (decision 101), then read where they are.
  await repo.drain();
  const position = await recordsOfEveryInstance(repo, playerId);
  const { pool } = await reads.pool(position);
  const offset = (page - 1) * perPage;
  const other = tickets ? await tickets.historyTickets(playerId, BET_HISTORY_DAYS, offset + perPage) : null;
  let rows: HistoryRound[];
  let total: number;
  if (!other?.total) {
    const own = await repo.rounds(playerId, BET_HISTORY_DAYS, perPage, offset, pool);
    rows = own.rows.map((r) => ({ ...r, id: String(r.id) }));
    total = own.total;
  } else {
    // the page of the two lists merged: each list's first offset + perPage hold all of it
    const own = await repo.rounds(playerId, BET_HISTORY_DAYS, offset + perPage, 0, pool);
    rows = [...own.rows.map((r) => ({ ...r, id: String(r.id) })), ...other.rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(offset, offset + perPage);
    total = own.total + other.total;
  }
  const out: TBetHistoryRow[] = [];
  for (const r of rows) {
    const { title, partnerName } = await games.titles(r.providerCode, r.gameCode);
    const result: TBetResult =
      r.status === 'open'
        ? 'processing'
        : r.status === 'cancelled'
          ? 'draw'
          : r.winAmount > r.betAmount
            ? 'win'
            : r.winAmount < r.betAmount
              ? 'lose'
              : 'draw';
    out.push({
      id: r.id,
      round: roundLabel(r.round),
      date: r.createdAt.toISOString(),
      gameName: title,
      partnerName,
      betAmount: r.betAmount,
      winAmount: r.winAmount,
      profit: r.status === 'open' ? 0 : r.winAmount - r.betAmount,
      result,
      cancelled: r.status === 'cancelled',
      ...(r.details?.length ? { details: r.details } : {}),
    });
  }
  return { rows: out, total };
}
