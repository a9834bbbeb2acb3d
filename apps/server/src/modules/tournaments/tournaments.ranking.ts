import type { TTournamentPrize, TTournamentRule } from '@app/contract';

/** A player's figures over the tournament's counted rounds (the repository sums them). */
export interface PlayerFigures {
  playerId: number;
  turnover: number;
  netWin: number;
  rounds: number;
  /** the biggest win / stake of one round, to 2 decimals */
  best: number;
  /** when the player's score last grew (for the biggest multiplier: when it was first reached) */
  reachedAt: Date;
}

export interface Ranked {
  playerId: number;
  position: number;
  score: number;
  reachedAt: Date;
  prize: {
    kind: TTournamentPrize['kind'];
    amount: number;
    wagering: number | null;
    freeSpins?: TTournamentPrize['freeSpins'];
  } | null;
}

export function scoreOf(rule: TTournamentRule, f: PlayerFigures): number {
  switch (rule.scoring) {
    case 'turnover':
      return f.turnover;
    case 'net_win':
      return f.netWin;
    case 'biggest_multiplier':
      return f.best;
    case 'rounds':
      return f.rounds;
  }
}

export function prizeAt(rule: TTournamentRule, position: number): TTournamentPrize | null {
  return rule.prizes.find((p) => p.from <= position && position <= p.to) ?? null;
}

/**
 * Positions and prizes from the players' figures (decision 138): only a score above 0 ranks;
 * `first_to_reach` orders equal scores by who reached them first (then by player id, so the
 * order never depends on how rows arrived); `split` gives equal scores one position and shares
 * the prizes of the positions they occupy equally, rounded down to the đồng. A split prize of a
 * bonus kind keeps the wagering of the best position shared.
 */
export function rank(rule: TTournamentRule, figures: PlayerFigures[]): Ranked[] {
  const scored = figures
    .map((f) => ({ playerId: f.playerId, score: scoreOf(rule, f), reachedAt: f.reachedAt }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.reachedAt.getTime() - b.reachedAt.getTime() || a.playerId - b.playerId);
  const out: Ranked[] = [];
  for (let i = 0; i < scored.length; ) {
    let j = i + 1;
    if (rule.tie === 'split') while (j < scored.length && scored[j]!.score === scored[i]!.score) j++;
    const group = scored.slice(i, j);
    const prizes = group.map((_, k) => prizeAt(rule, i + 1 + k));
    const total = prizes.reduce((sum, p) => sum + (p?.amount ?? 0), 0);
    const first = prizes.find((p) => p !== null) ?? null;
    const share = Math.floor(total / group.length);
    for (const r of group) {
      out.push({
        playerId: r.playerId,
        position: i + 1,
        score: r.score,
        reachedAt: r.reachedAt,
        prize:
          first && share > 0
            ? {
                kind: first.kind,
                amount: share,
                wagering: first.wagering ?? null,
                ...(first.freeSpins ? { freeSpins: first.freeSpins } : {}),
              }
            : null,
      });
    }
    i = j;
  }
  return out;
}
