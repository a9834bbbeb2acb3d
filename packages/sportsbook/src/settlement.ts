import { type LegResult, type MarketType, type Selection, settleSelection } from './markets';

/**
 * How a match ended, as settlement sees it (docs/sports.md "Settlement rules"):
 * - `finished`: the 90-minute score; the half-time score may come later (null until then);
 * - `awarded`: the score a competition awarded (no half was decided);
 * - `abandoned`: the score when play stopped for good, the half-time score if it got that far;
 * - `void`: never played within the window (postponed, cancelled, no final status).
 */
export interface MatchOutcome {
  status: 'finished' | 'awarded' | 'abandoned' | 'void';
  home: number;
  away: number;
  htHome: number | null;
  htAway: number | null;
}

const HALF_MARKETS: readonly MarketType[] = ['ht1x2', 'htah', 'htou'];

export const isHalfMarket = (m: MarketType) => HALF_MARKETS.includes(m);

/** Goals a side may still score that we look at when asking whether a result can still change. */
const FURTHER_GOALS = 25;

/**
 * Whether no further goal could change this selection's result at the current score (of the
 * match, or of the first half while it is under way), and that result: over 2.5 with three goals
 * in is won whatever follows, a correct score of 1-0 at 2-0 is lost. Lines are at most 20 goals,
 * so 25 more goals per side cover every case.
 */
export function decidedAt(s: Selection, home: number, away: number): LegResult | null {
  // each market reads only its own half of the result, so both halves carry the same score
  const at = (h: number, a: number) =>
    settleSelection(s, { status: 'finished', home: h, away: a, htHome: h, htAway: a });
  const now = at(home, away);
  for (let i = 0; i <= FURTHER_GOALS; i++) {
    for (let j = 0; j <= FURTHER_GOALS; j++) if (at(home + i, away + j) !== now) return null;
  }
  return now;
}

/**
 * A selection's result under our rules, or null while it cannot be known yet (a finished match
 * whose half-time score the feed has not sent: its first-half selections wait).
 */
export function legOutcome(s: Selection, o: MatchOutcome): LegResult | null {
  if (o.status === 'void') return 'void';
  const half = isHalfMarket(s.market);
  const htKnown = o.htHome !== null && o.htAway !== null;
  const byScore = () =>
    settleSelection(s, {
      status: 'finished',
      home: o.home,
      away: o.away,
      htHome: o.htHome ?? 0,
      htAway: o.htAway ?? 0,
    });
  switch (o.status) {
    case 'finished':
      return half && !htKnown ? null : byScore();
    case 'awarded':
      // an awarded score says who won the match, not how its first half went
      return half ? 'void' : byScore();
    case 'abandoned':
      // a first half that was completed settles; one cut short settles only what it had decided
      if (half && htKnown) return byScore();
      return decidedAt(s, o.home, o.away) ?? 'void';
  }
}

/** Two outcomes settle every selection alike when they are the same. */
export function sameOutcome(a: MatchOutcome | null, b: MatchOutcome | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.status === b.status && a.home === b.home && a.away === b.away && a.htHome === b.htHome && a.htAway === b.htAway
  );
}
