import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { describe, expect, it } from 'vitest';
import { verifyRound } from '../fair';
import { verifyInBrowser } from '../rng/fair-browser';
import {
  baccaratLive,
  cardRevealAt,
  dealingOrder,
  dealShoe,
  LIVE_COUPS_PER_SHOE,
  LIVE_SCHEDULES,
  liveClientSeed,
  livePhaseAt,
  liveRoundAt,
  liveTimesOf,
  shoeEndsAt,
} from './baccarat-live';

const SEED = 'f'.repeat(64);

describe('baccaratLive', () => {
  it('should deal 60 coups in order from one shuffle of the 8-deck shoe', () => {
    const shoe = dealShoe(new FairRandom(SEED, liveClientSeed('bac1', 7), 0));
    expect(shoe.coups).toHaveLength(LIVE_COUPS_PER_SHOE);
    // each coup starts where the previous one's cards ended
    for (let c = 1; c < LIVE_COUPS_PER_SHOE; c++) {
      const prev = shoe.coups[c - 1]!;
      expect(shoe.firstCard[c]).toBe(shoe.firstCard[c - 1]! + prev.player.length + prev.banker.length);
    }
    const used = shoe.firstCard.at(-1)! + shoe.coups.at(-1)!.player.length + shoe.coups.at(-1)!.banker.length;
    expect(used).toBeLessThanOrEqual(360);
    // no rank-suit is dealt more than 8 times (8 decks)
    const seen = new Map<string, number>();
    for (const o of shoe.coups)
      for (const c of [...o.player, ...o.banker])
        seen.set(`${c.rank}${c.suit}`, (seen.get(`${c.rank}${c.suit}`) ?? 0) + 1);
    expect(Math.max(...seen.values())).toBeLessThanOrEqual(8);
    // the same seed deals the same shoe; another shoe number another one
    expect(dealShoe(new FairRandom(SEED, liveClientSeed('bac1', 7), 0))).toEqual(shoe);
    expect(dealShoe(new FairRandom(SEED, liveClientSeed('bac1', 8), 0)).coups[0]).not.toEqual(shoe.coups[0]);
  });

  it('should keep the table clock: betting, dealing card by card, result, and the shoe ending after its last coup', () => {
    const s = LIVE_SCHEDULES.fast;
    const t = liveTimesOf(125, s);
    expect(t).toMatchObject({ shoe: 2, coup: 5, opensAt: 125 * s.periodMs });
    expect(livePhaseAt(t, t.opensAt)).toBe('betting');
    expect(livePhaseAt(t, t.closesAt)).toBe('dealing');
    expect(livePhaseAt(t, t.endsAt)).toBe('result');
    expect(liveRoundAt(t.opensAt + s.periodMs - 1, s).no).toBe(125);
    const reveals = [0, 1, 2, 3, 4, 5].map((i) => cardRevealAt(t, s, i));
    expect(reveals[0]).toBeGreaterThan(t.closesAt);
    expect(reveals[5]).toBeLessThan(t.endsAt);
    expect([...reveals].sort((a, b) => a - b)).toEqual(reveals);
    expect(shoeEndsAt(2, s)).toBe(liveTimesOf(179, s).endsAt);
    const o = dealShoe(new FairRandom(SEED, 'x', 0)).coups[0]!;
    expect(
      dealingOrder(o)
        .slice(0, 4)
        .map((c) => c.side),
    ).toEqual(['player', 'banker', 'player', 'banker']);
    expect(dealingOrder(o)).toHaveLength(o.player.length + o.banker.length);
  });

  it('should verify a coup the same on the server and in the browser', async () => {
    const clientSeed = liveClientSeed('bac1', 3);
    const shoe = dealShoe(new FairRandom(SEED, clientSeed, 0));
    const bet = {
      coup: 17,
      bets: [
        { spot: 'player', amount: 10_000 },
        { spot: 'tie', amount: 1_000 },
      ],
    };
    const o = shoe.coups[17]!;
    const expected = o.winner === 'player' ? 20_000 : o.winner === 'tie' ? 10_000 + 9_000 : 0;
    const input = {
      game: 'baccarat_live',
      serverSeed: SEED,
      serverSeedHash: hashServerSeed(SEED),
      clientSeed,
      nonce: 0,
      bet,
    };
    const server = verifyRound(input);
    expect(server.ok && server.settlement.payout).toBe(expected);
    const browser = await verifyInBrowser(input);
    expect(browser.ok && browser.settlement.payout).toBe(expected);
    expect(baccaratLive.betSchema.safeParse({ coup: 60, bets: bet.bets }).success).toBe(false);
    expect(baccaratLive.betSchema.safeParse({ coup: 1, bets: [{ spot: 'dragon', amount: 1000 }] }).success).toBe(false);
  });
});
