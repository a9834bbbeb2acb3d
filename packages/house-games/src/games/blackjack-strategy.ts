import { type BlackjackAction, type BlackjackState, handTotal } from './blackjack';

/*
 * Basic strategy for the house table's rules (6 decks, dealer stands on soft 17, double after
 * split, one split, no surrender), as printed on strategy cards. Used by the RTP simulation;
 * the screen shows it as a hint.
 */

type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';
/** dealer up card 2..11 (ace = 11) → column 0..9 */
const col = (up: number) => up - 2;

const row = (s: string): Move[] => s.split(' ') as Move[];
// dealer:      2  3  4  5  6  7  8  9  10 A
const HARD: Record<number, Move[]> = {
  8: row('H H H H H H H H H H'),
  9: row('H D D D D H H H H H'),
  10: row('D D D D D D D D H H'),
  11: row('D D D D D D D D D H'),
  12: row('H H S S S H H H H H'),
  13: row('S S S S S H H H H H'),
  14: row('S S S S S H H H H H'),
  15: row('S S S S S H H H H H'),
  16: row('S S S S S H H H H H'),
};
// soft totals by the other card(s): A+2 = 13 ... A+9 = 20
const SOFT: Record<number, Move[]> = {
  13: row('H H H D D H H H H H'),
  14: row('H H H D D H H H H H'),
  15: row('H H D D D H H H H H'),
  16: row('H H D D D H H H H H'),
  17: row('H D D D D H H H H H'),
  18: row('S Ds Ds Ds Ds S S H H H'),
};
// pairs by card value (2..10, 11 = aces)
const PAIR: Record<number, Move[]> = {
  2: row('P P P P P P H H H H'),
  3: row('P P P P P P H H H H'),
  4: row('H H H P P H H H H H'),
  6: row('P P P P P H H H H H'),
  7: row('P P P P P P H H H H'),
  8: row('P P P P P P P P P P'),
  9: row('P P P P P S P P S S'),
  11: row('P P P P P P P P P P'),
};

const cardValue = (rank: number) => (rank === 1 ? 11 : Math.min(rank, 10));

/** The basic-strategy decision for the state's active hand; insurance is always declined. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  if (state.phase === 'insurance') return 'no_insurance';
  const hand = state.hands[state.active]!;
  const up = cardValue(state.dealer[0]!.rank);
  const can = (a: BlackjackAction) => state.legal.includes(a);
  const { total, soft } = handTotal(hand.cards);
  let move: Move;
  const pair = can('split') ? PAIR[cardValue(hand.cards[0]!.rank)] : undefined;
  if (pair && pair[col(up)] === 'P') move = 'P';
  else if (soft && total <= 18) move = SOFT[total]?.[col(up)] ?? 'H';
  else if (soft || total >= 17) move = 'S';
  else move = total <= 8 ? 'H' : HARD[total]![col(up)]!;
  if (move === 'P') return 'split';
  if (move === 'D') return can('double') ? 'double' : 'hit';
  if (move === 'Ds') return can('double') ? 'double' : 'stand';
  return move === 'S' ? 'stand' : 'hit';
}
