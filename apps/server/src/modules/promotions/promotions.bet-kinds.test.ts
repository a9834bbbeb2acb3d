import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../payments/payments.test-support';
import { buildGamesTestApp, type GamesTestApp, newPlayer, type TestPlayer } from '../providers/providers.test-support';
import { PromotionsService } from './promotions.service';

/**
 * Bonus wagering counts every stake a round takes (decision 125): the house tables stake a
 * raise (Poker 3 Lá "Theo"), a double, a split or an insurance as bets of their own that no win
 * names, and side bets (Pair Plus, pairs, triples) ride in the round's first bet. Each case
 * plays real rounds through the house provider's API and expects the bonus's progress to be
 * exactly the stakes the rounds report, nothing dropped and nothing counted twice.
 */
describe(`${PromotionsService.name} wagering of every house bet kind`, () => {
  let t: GamesTestApp;
  let base: string;
  let deposit = 0;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
  type Json = any;

  const api = async (p: TestPlayer, path: string, body: unknown): Promise<Json> => {
    const res = await fetch(`${base}/house/api/${path}`, {
      method: 'POST',
      headers: { 'x-play-token': p.tokenPlay, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Json;
    expect(res.status, JSON.stringify(json)).toBe(200);
    return json.data;
  };

  /** A player with cash and an active first-deposit bonus whose requirement no case reaches. */
  async function playerWithBonus(): Promise<TestPlayer> {
    const p = await newPlayer(t, 5_000_000);
    await t.app.services.promotions.onDepositCredited({
      depositId: ++deposit,
      playerId: p.id,
      method: 'bank',
      amount: 1_000_000,
      promotionId: 'khuyen-mai-50',
      firstDeposit: true,
      journalId: deposit,
      creditedAt: new Date(Date.now() - 1_000),
    });
    return p;
  }

  const progress = async (p: TestPlayer) => (await t.app.services.promotions.ofPlayer(p.id)).active?.wagerProgress;

  /** Plays the hand to its end: `pick` chooses each decision from the legal ones. */
  async function finish(p: TestPlayer, hand: Json, pick: (legal: string[]) => string): Promise<Json> {
    let h = hand;
    while (!h.done) h = await api(p, 'hand/act', { roundId: h.roundId, action: pick(h.legal) });
    expect(h.settled).toBe(true);
    return h;
  }

  const standing = (legal: string[]) =>
    legal.includes('no_insurance') ? 'no_insurance' : legal.includes('stand') ? 'stand' : legal[0]!;

  /**
   * Deals blackjack until `action` is legal (a hand that does not offer it is played out and
   * its stake counted too), takes it, then stands. Returns the stakes of every round played.
   */
  async function blackjackWith(p: TestPlayer, action: 'double' | 'split' | 'insurance'): Promise<number> {
    let staked = 0;
    for (let i = 0; i < 400; i++) {
      const deal = await api(p, 'hand/deal', { game: 'blackjack', bet: { amount: 1_000 } });
      if (!deal.done && deal.legal.includes(action)) {
        const after = await api(p, 'hand/act', { roundId: deal.roundId, action });
        const done = await finish(p, after, standing);
        expect(done.bet.actions).toContain(action);
        expect(done.stake).toBeGreaterThan(1_000);
        return staked + done.stake;
      }
      staked += (await finish(p, deal, standing)).stake;
    }
    throw new Error(`no blackjack deal offered ${action}`);
  }

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.services.promotions.seed();
  });
  afterAll(() => t.close());

  const cases: { name: string; play: (p: TestPlayer) => Promise<number> }[] = [
    {
      name: 'Poker 3 Lá: ante, Pair Plus and the Play raise',
      play: async (p) => {
        const deal = await api(p, 'hand/deal', { game: 'threecard', bet: { ante: 10_000, pairPlus: 5_000 } });
        const done = await finish(p, deal, (legal) => (legal.includes('play') ? 'play' : legal[0]!));
        expect(done.stake).toBe(25_000);
        return done.stake;
      },
    },
    {
      name: 'Poker 3 Lá folded: ante and Pair Plus only',
      play: async (p) => {
        const deal = await api(p, 'hand/deal', { game: 'threecard', bet: { ante: 10_000, pairPlus: 5_000 } });
        const done = await finish(p, deal, (legal) => (legal.includes('fold') ? 'fold' : legal[0]!));
        expect(done.stake).toBe(15_000);
        return done.stake;
      },
    },
    { name: 'Blackjack double', play: (p) => blackjackWith(p, 'double') },
    { name: 'Blackjack split', play: (p) => blackjackWith(p, 'split') },
    { name: 'Blackjack insurance', play: (p) => blackjackWith(p, 'insurance') },
    {
      name: 'Xì Dách hit and stand',
      play: async (p) => {
        const deal = await api(p, 'hand/deal', { game: 'xidach', bet: { amount: 10_000 } });
        return (await finish(p, deal, (legal) => (legal.includes('stand') ? 'stand' : legal[0]!))).stake;
      },
    },
    {
      name: 'Mậu Binh (12 chi)',
      play: async (p) => {
        const deal = await api(p, 'hand/deal', { game: 'maubinh', bet: { chi: 1_000 } });
        return (await finish(p, deal, (legal) => (legal.includes('auto') ? 'auto' : legal[0]!))).stake;
      },
    },
    {
      name: 'Baccarat with both pair side bets and the tie',
      play: async (p) => {
        const spots = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'];
        const r = await api(p, 'play', {
          game: 'baccarat',
          bet: { bets: spots.map((spot) => ({ spot, amount: 2_000 })) },
        });
        expect(r.stake).toBe(10_000);
        return r.stake;
      },
    },
    {
      name: 'Sic bo with a chosen triple and any triple',
      play: async (p) => {
        const spots = ['big', 'triple_1', 'any_triple'];
        const r = await api(p, 'play', {
          game: 'sicbo',
          bet: { bets: spots.map((spot) => ({ spot, amount: 3_000 })) },
        });
        expect(r.stake).toBe(9_000);
        return r.stake;
      },
    },
  ];

  for (const c of cases) {
    it(`should count every stake of ${c.name}`, async () => {
      const p = await playerWithBonus();
      expect(await progress(p)).toBe(0);
      const staked = await c.play(p);
      // delivered through the settlement event: wait until it lands, then check it stays exact
      await waitFor(async () => (await progress(p)) === staked, 10_000).catch(async () => {
        expect(await progress(p)).toBe(staked);
      });
      expect(await progress(p)).toBe(staked);
    });
  }
});
