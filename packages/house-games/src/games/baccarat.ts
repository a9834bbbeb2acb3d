import { type RandomSource, sampleDistinct } from '@app/provider-kit/random';
import { type Card, cardAt } from './cards';
import { type HouseGame, settleTable, spotSay, stakeOfTable, type TableBet, tableBetSchema } from './types';

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE = 52 * BACCARAT_DECKS;

export const BACCARAT_LABEL: Record<BaccaratSpot, string> = {
  player: 'Con',
  banker: 'Cái',
  tie: 'Hòa',
  player_pair: 'Đôi Con',
  banker_pair: 'Đôi Cái',
};

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratOutcome {
  /** in the order dealt to each side: two cards, then the third if drawn */
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Baccarat value of a card: tens and faces count 0, ace 1. */
export const pointOf = (card: Card): number => (card.rank >= 10 ? 0 : card.rank);
const total = (cards: Card[]) => cards.reduce((s, c) => s + pointOf(c), 0) % 10;

/** The player's hand draws a third card on 0-5 and stands on 6-7 (a natural ends the coup first). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's third-card rule (punto banco tableau). `playerThird` is the value of the
 * player's third card, or null when the player stood: then the banker draws on 0-5 like the player.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * One coup from the shoe's next cards, in dealing order: player, banker, player, banker, then
 * the player's third card and the banker's third card when the tableau calls for them.
 */
export function dealCoup(next: () => Card): BaccaratOutcome {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = next();
      player.push(card);
      playerThird = pointOf(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    natural,
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
  };
}

/**
 * Return per 1000 staked on a spot. Player and banker push on a tie. Banker pays 0.95:1
 * (5 % commission), or in the no-commission variant 1:1 except a banker win on 6, which pays 1:2.
 */
export function baccaratReturnPerMille(spot: BaccaratSpot, o: BaccaratOutcome, noCommission: boolean): number {
  switch (spot) {
    case 'player':
      return o.winner === 'player' ? 2000 : o.winner === 'tie' ? 1000 : 0;
    case 'banker':
      if (o.winner === 'tie') return 1000;
      if (o.winner !== 'banker') return 0;
      if (!noCommission) return 1950;
      return o.bankerTotal === 6 ? 1500 : 2000;
    case 'tie':
      return o.winner === 'tie' ? 9000 : 0;
    case 'player_pair':
      return o.playerPair ? 12000 : 0;
    case 'banker_pair':
      return o.bankerPair ? 12000 : 0;
  }
}

/**
 * Exact probabilities of an 8-deck coup dealt from a full shoe: every sequence of six card
 * values (0 for tens and faces, 128 of them; 32 of each of 1-9) weighted by the number of
 * ordered ways to draw it without replacement. Weights are integers and their sum
 * (416·415·…·411 ≈ 5.0e15) is below 2^53, so the counts are exact.
 */
export function exactBaccaratCounts(): {
  total: number;
  player: number;
  banker: number;
  bankerOn6: number;
  tie: number;
} {
  const counts = [16 * BACCARAT_DECKS, ...new Array<number>(9).fill(4 * BACCARAT_DECKS)];
  const acc = { total: 0, player: 0, banker: 0, bankerOn6: 0, tie: 0 };
  const values = [0, 0, 0, 0, 0, 0];
  const walk = (depth: number, weight: number) => {
    if (depth === 6) {
      let i = 0;
      const o = dealCoup(() => ({ rank: values[i++] || 10, suit: 'spades' }));
      acc.total += weight;
      if (o.winner === 'tie') acc.tie += weight;
      else if (o.winner === 'player') acc.player += weight;
      else {
        acc.banker += weight;
        if (o.bankerTotal === 6) acc.bankerOn6 += weight;
      }
      return;
    }
    for (let v = 0; v < 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      counts[v] = c - 1;
      values[depth] = v;
      walk(depth + 1, weight * c);
      counts[v] = c;
    }
  };
  walk(0, 1);
  return acc;
}

/** Exact weights of the 8-deck coup's results (exactBaccaratCounts, recomputed in the tests). */
export const BACCARAT_COUNTS = {
  total: 4_998_398_275_503_360,
  player: 2_230_518_282_592_256,
  banker: 2_292_252_566_437_888,
  bankerOn6: 269_232_304_455_680,
  tie: 475_627_426_473_216,
};
const P_BANKER = BACCARAT_COUNTS.banker / BACCARAT_COUNTS.total;
const P_PLAYER = BACCARAT_COUNTS.player / BACCARAT_COUNTS.total;
const P_TIE = BACCARAT_COUNTS.tie / BACCARAT_COUNTS.total;
const P_BANKER_6 = BACCARAT_COUNTS.bankerOn6 / BACCARAT_COUNTS.total;
// The first two cards of a side share a rank: 31 of the 415 cards left match the first.
const P_PAIR = (4 * BACCARAT_DECKS - 1) / (BACCARAT_SHOE - 1);

export const BACCARAT_RTP = {
  player: 2 * P_PLAYER + P_TIE,
  banker: 1.95 * P_BANKER + P_TIE,
  bankerNoCommission: 2 * (P_BANKER - P_BANKER_6) + 1.5 * P_BANKER_6 + P_TIE,
  tie: 9 * P_TIE,
  pair: 12 * P_PAIR,
};

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

function makeBaccarat(
  code: 'baccarat' | 'baccarat_nc',
  name: string,
  noCommission: boolean,
): HouseGame<TableBet<BaccaratSpot>, BaccaratOutcome> {
  const banker = noCommission ? BACCARAT_RTP.bankerNoCommission : BACCARAT_RTP.banker;
  return {
    code,
    name,
    betSchema: tableBetSchema(BACCARAT_SPOTS),
    rtp: {
      min: BACCARAT_RTP.tie,
      // keyed by the spot names the player sees on the rules panel
      byBet: {
        Con: BACCARAT_RTP.player,
        Cái: banker,
        Hòa: BACCARAT_RTP.tie,
        'Đôi Con': BACCARAT_RTP.pair,
        'Đôi Cái': BACCARAT_RTP.pair,
      },
      note:
        `Baccarat 8 bộ bài, mỗi ván chia từ một shoe 416 lá xáo mới bằng RNG công bằng. Con trả 1 ăn 1 (RTP ${pct(BACCARAT_RTP.player)}); ` +
        (noCommission
          ? `Cái trả 1 ăn 1, riêng Cái thắng bằng 6 điểm trả 1 ăn 0.5 (RTP ${pct(banker)}); `
          : `Cái trả 1 ăn 0.95 (phí 5%, RTP ${pct(banker)}); `) +
        `Con/Cái hoàn cược khi Hòa. Hòa trả 1 ăn 8 (RTP ${pct(BACCARAT_RTP.tie)}); Đôi Con/Đôi Cái (hai lá đầu cùng hạng) trả 1 ăn 11 (RTP ${pct(BACCARAT_RTP.pair)}). ` +
        'Rút lá thứ ba theo bảng luật chuẩn: Con rút khi 0-5; Cái rút theo điểm của mình và lá thứ ba của Con.',
    },
    stakeOf: stakeOfTable,
    draw(rng: RandomSource) {
      // The first six cards of a fresh 8-deck shoe shuffled by a Fisher-Yates from the fair RNG:
      // a coup never uses more, so the rest of the shuffle need not be drawn.
      const shoe = sampleDistinct(rng, BACCARAT_SHOE, 6);
      let i = 0;
      return dealCoup(() => cardAt(shoe[i++]!));
    },
    settle(bet, outcome) {
      return settleTable(
        bet,
        outcome,
        (spot, o) => baccaratReturnPerMille(spot, o, noCommission),
        (spot) => BACCARAT_LABEL[spot],
        spotSay('baccarat.spots'),
      );
    },
  };
}

export const baccarat = makeBaccarat('baccarat', 'Baccarat', false);
export const baccaratNc = makeBaccarat('baccarat_nc', 'Baccarat Không Phí', true);
