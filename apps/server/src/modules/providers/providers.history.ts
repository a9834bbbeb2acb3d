import { BET_HISTORY_DAYS, type TBetHistoryRow, type TBetResult } from '@app/contract';
import { roundLabel } from '@app/provider-kit/round-label';
import type { GamesService } from '../games/games.service';
import type { ProvidersRepository } from './providers.repository';

/** The player's bet history: rounds of the last days with their game's title and result. */
export async function betHistory(
  repo: ProvidersRepository,
  games: GamesService,
  playerId: number,
  page: number,
  perPage: number,
): Promise<{ rows: TBetHistoryRow[]; total: number }> {
  // Records are written just after their answers; wait for this instance's pending ones.
  await repo.drain();
  const { rows, total } = await repo.rounds(playerId, BET_HISTORY_DAYS, perPage, (page - 1) * perPage);
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
      id: String(r.id),
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
