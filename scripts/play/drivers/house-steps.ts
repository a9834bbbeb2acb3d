import { z } from 'zod';
import { answer, type GameDriver, PlayError, type PlayedRound, type PlaySession, send } from '../driver';
import { houseApi } from './house-instant';

/**
 * The house games played in steps (blackjack, three card poker, Xì Dách, Mậu Binh): POST /house/api/hand/deal, then one
 * POST /house/api/hand/act per decision until the round is over. The player's usual play: no
 * insurance, double on 10 and 11, split aces and eights, hit below 17, stand on 17 or more; at
 * three card poker an Ante (no Pair Plus), played with a pair or queen high and better; Xì Dách
 * draws until 16 then stands; Mậu Binh takes the suggested arrangement, a chi of stake / 12.
 */
const ZCard = z.object({ rank: z.number().int() });
const ZHand = z.object({
  roundId: z.string(),
  game: z.string(),
  done: z.boolean(),
  legal: z.array(z.string()),
  stake: z.number().int(),
  payout: z.number().int(),
  settled: z.boolean(),
  state: z.union([
    z.object({
      active: z.number().int(),
      hands: z.array(z.object({ cards: z.array(ZCard) })),
      dealer: z.array(ZCard),
    }),
    z.object({ player: z.array(ZCard), dealer: z.array(ZCard), playerHand: z.string() }),
    z.object({ player: z.array(ZCard), dealer: z.array(ZCard), playerTotal: z.number().int() }),
    z.object({
      hand: z.array(ZCard),
      suggestion: z.string(),
      net: z.number().int().nullable(),
      playerSpecial: z.string().nullable(),
      dealerSpecial: z.string().nullable(),
    }),
  ]),
});
type Hand = z.infer<typeof ZHand>;

function total(cards: { rank: number }[]): number {
  let sum = 0;
  let aces = 0;
  for (const c of cards) {
    sum += c.rank === 1 ? 11 : Math.min(c.rank, 10);
    if (c.rank === 1) aces++;
  }
  while (sum > 21 && aces-- > 0) sum -= 10;
  return sum;
}

function decide(h: Hand): string {
  // Mậu Binh: the suggested arrangement ("Tự xếp"); Xì Dách: draw until 16, then stand
  if ('suggestion' in h.state) return 'auto';
  if ('playerTotal' in h.state) return h.legal.includes('stand') ? 'stand' : 'hit';
  if ('player' in h.state) {
    // three card poker: play a pair or better, or queen high and up
    const top = Math.max(...h.state.player.map((c) => (c.rank === 1 ? 14 : c.rank)));
    return h.state.playerHand !== 'Mậu thầu' || top >= 12 ? 'play' : 'fold';
  }
  if (h.legal.includes('no_insurance')) return 'no_insurance';
  const cards = h.state.hands[h.state.active]!.cards;
  const t = total(cards);
  if (h.legal.includes('split') && (cards[0]!.rank === 1 || cards[0]!.rank === 8)) return 'split';
  if (h.legal.includes('double') && (t === 10 || t === 11)) return 'double';
  return t < 17 ? 'hit' : 'stand';
}

const DEALS: Record<string, (stake: number) => unknown> = {
  blackjack: (stake) => ({ amount: stake }),
  threecard: (stake) => ({ ante: stake, pairPlus: 0 }),
  xidach: (stake) => ({ amount: stake }),
  // the stake is per chi; the round puts up 12 chi
  maubinh: (stake) => ({ chi: Math.max(1000, Math.floor(stake / 12_000) * 1000) }),
};

export const houseSteps: GameDriver = {
  plays: (game) => game.partner === 'house' && game.partnerGameId in DEALS,

  async *play(session: PlaySession, rounds: number): AsyncIterable<PlayedRound> {
    const { base, token } = houseApi(session.launchUrl);
    const post = async (path: string, body: unknown) =>
      answer(
        await send(new URL(`${base}/api/hand/${path}`), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-play-token': token },
          body: JSON.stringify(body),
        }),
        ZHand,
      );
    for (let i = 0; i < rounds; i++) {
      let hand = await post('deal', {
        game: session.game.partnerGameId,
        bet: DEALS[session.game.partnerGameId]!(session.stake ?? 10_000),
      });
      const actions: string[] = [];
      while (!hand.done) {
        const action = decide(hand);
        actions.push(action);
        hand = await post('act', { roundId: hand.roundId, action });
      }
      if (!hand.settled) throw new PlayError(`round ${hand.roundId} is not settled yet`);
      const cards = (cs: { rank: number }[]) => cs.map((c) => c.rank).join(',');
      const s = hand.state;
      if ('suggestion' in s) {
        const special = s.playerSpecial ?? s.dealerSpecial;
        yield {
          id: hand.roundId,
          staked: hand.stake,
          won: hand.payout,
          detail: `[${actions.join(' ')}] ${special ?? `${s.net} chi`} hand ${cards(s.hand)}`,
        };
        continue;
      }
      const player = 'hands' in s ? s.hands.map((h) => cards(h.cards)).join(' | ') : cards(s.player);
      yield {
        id: hand.roundId,
        staked: hand.stake,
        won: hand.payout,
        detail: `[${actions.join(' ')}] player ${player} dealer ${cards(s.dealer)}`,
      };
    }
  },
};
