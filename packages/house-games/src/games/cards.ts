export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

export interface Card {
  /** 1 = A ... 11 = J, 12 = Q, 13 = K */
  rank: number;
  suit: Suit;
}

/** Card of index 0..51 in a standard deck: suits in SUITS order, ranks A..K within a suit. */
export function cardAt(index: number): Card {
  const i = index % 52;
  return { rank: (i % 13) + 1, suit: SUITS[Math.floor(i / 13)]! };
}

export function cardName(card: Card): string {
  const rank =
    card.rank === 1
      ? 'A'
      : card.rank === 11
        ? 'J'
        : card.rank === 12
          ? 'Q'
          : card.rank === 13
            ? 'K'
            : String(card.rank);
  const suit = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' }[card.suit];
  return `${rank}${suit}`;
}
