import type { TTournamentPrize, TTournamentRule, TTournamentScoring } from '@app/contract';
import { texts } from '../../http/locale';

/*
 * Player-facing copy generated from the tournament's rule (decision 138): the period, the games,
 * the scoring, the minimum stake, the prize table and the tie rule a page shows are the figures
 * the server scores and pays by, so changing the rule changes the page. The sentences are the
 * catalogue's (`@app/contract/texts`, decision 163), in the language of the request being served.
 */

export interface TournamentTexts {
  summary: string;
  terms: string[];
  prizeLines: string[];
  scoreLabel: string;
}

/** Names for the rule's sections and games, from the catalogue (a code stands for a name unknown). */
export interface ScopeNames {
  sections: Map<string, string>;
  games: Map<string, string>;
  /** the name of the rule's minimum VIP level in the ladder in force */
  vipLevel?: string | null;
}

/** The name of what a tournament scores, in the language of the request being served. */
export function scoreLabel(scoring: TTournamentScoring): string {
  return texts()(`tournaments.score.${scoring}`);
}

export function formatScore(scoring: TTournamentScoring, score: number): string {
  const t = texts();
  switch (scoring) {
    case 'turnover':
    case 'net_win':
      return t('money.amount', { amount: score });
    case 'biggest_multiplier':
      return t('tournaments.multiplier', { value: score });
    case 'rounds':
      return t('tournaments.rounds', { count: score });
  }
}

function positions(p: TTournamentPrize): string {
  const t = texts();
  return p.from === p.to ? t('tournaments.position', { from: p.from }) : t('tournaments.positions', p);
}

/** The titles free rounds play on, by their catalogue names (`pp/<symbol>` in `names.games`). */
function freeSpinGames(p: TTournamentPrize, names?: ScopeNames): string {
  const parts = (p.freeSpins?.games ?? []).map((g) => names?.games.get(`pp/${g}`) ?? g);
  return texts()('tournaments.list', { parts });
}

export function prizeText(p: TTournamentPrize, names?: ScopeNames): string {
  const t = texts();
  if (p.kind === 'freespins') {
    const f = p.freeSpins;
    if (!f) return t('tournaments.prize.freespinsBare');
    return t('tournaments.prize.freespins', {
      spins: f.spins,
      where: names ? ` ${freeSpinGames(p, names)}` : '',
      stake: Math.round(p.amount / f.spins),
      days: f.days,
    });
  }
  return t(`tournaments.prize.${p.kind}`, { amount: p.amount, wagering: p.wagering });
}

/** Every prize of the table together (a position range counts once per position; free rounds at their stake). */
export function prizePool(rule: TTournamentRule): number {
  return rule.prizes.reduce((sum, p) => sum + p.amount * (p.to - p.from + 1), 0);
}

export function scopeText(rule: TTournamentRule, names: ScopeNames): string {
  const t = texts();
  const parts = [
    ...rule.sections.map((s) => t('tournaments.section', { name: names.sections.get(s) ?? s })),
    ...rule.games.map((g) => names.games.get(`${g.provider}/${g.gameCode}`) ?? g.gameCode),
  ];
  return parts.length === 0 ? t('tournaments.allGames') : t('tournaments.list', { parts });
}

export function tournamentTexts(rule: TTournamentRule, names: ScopeNames): TournamentTexts {
  const t = texts();
  const scope = scopeText(rule, names);
  const terms = [
    t('tournaments.terms.period', { from: rule.startsAt, to: rule.endsAt }),
    t('tournaments.terms.scope', { scope }),
    t(rule.entry === 'opt_in' ? 'tournaments.terms.optIn' : 'tournaments.terms.automatic'),
    ...(rule.minDeposit ? [t('tournaments.terms.minDeposit', { amount: rule.minDeposit })] : []),
    ...(rule.minVipLevel ? [t('tournaments.terms.minVip', { level: names.vipLevel ?? rule.minVipLevel })] : []),
    t(`tournaments.scoring.${rule.scoring}`),
    rule.minStake > 0 ? t('tournaments.terms.minStake', { amount: rule.minStake }) : t('tournaments.terms.anyStake'),
    t('tournaments.terms.positive'),
    t('tournaments.terms.corrections'),
    t(rule.tie === 'first_to_reach' ? 'tournaments.terms.firstToReach' : 'tournaments.terms.share'),
    t('tournaments.terms.restricted'),
    t('tournaments.terms.final'),
    ...(rule.prizes.some((p) => p.kind === 'bonus') ? [t('tournaments.terms.bonus')] : []),
    ...(rule.prizes.some((p) => p.kind === 'freespins') ? [t('tournaments.terms.freespins')] : []),
    ...(rule.prizes.some((p) => p.kind === 'giftcode') ? [t('tournaments.terms.giftcode')] : []),
  ];
  const sorted = [...rule.prizes].sort((a, b) => a.from - b.from);
  return {
    summary: t('tournaments.summary', { score: scoreLabel(rule.scoring), scope, pool: prizePool(rule) }),
    terms,
    prizeLines: sorted.map((p) => t('tournaments.prizeLine', { positions: positions(p), prize: prizeText(p, names) })),
    scoreLabel: scoreLabel(rule.scoring),
  };
}
