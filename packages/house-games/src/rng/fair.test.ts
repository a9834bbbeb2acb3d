import { FairRandom } from '@app/provider-kit/fair-node';
import { describe, expect, it } from 'vitest';
import { playRound, verifyRound } from '../fair';
import { type BlackjackAction, blackjack, playBlackjack, shoeCards } from '../games/blackjack';
import { basicStrategy } from '../games/blackjack-strategy';
import { fairWords, verifyInBrowser } from './fair-browser';

// The reference vector of @app/provider-kit's random.test.ts (OpenSSL-computed there).
const SERVER_SEED = '3f1c0d6c5d2b4e0fa4b0f2d9e6a1c7b8';
const BLOCK0 = '11243a3ac599b8fc54a24afc008b3b1a80a10de6c0bf97b2c69b8a6bfb1fd6b0';
const BLOCK1_FIRST_WORD = 0x93fcdecf;
const SEED_HASH = '701e6b90ede77836bd2e0e66535ca95596dca5adb26db161d51e3d196201afc7';

describe('house rounds from the fair source', () => {
  it('should derive known dice and roulette outcomes from the known vector', () => {
    const round = playRound(
      'taixiu',
      { bets: [{ spot: 'tai', amount: 1000 }] },
      {
        serverSeed: SERVER_SEED,
        clientSeed: 'client-seed',
        nonce: 0,
      },
    );
    // 0x11243a3a % 6 + 1 = 5, 0xc599b8fc % 6 + 1 = 1, 0x54a24afc % 6 + 1 = 3
    expect(round.outcome).toEqual({ dice: [5, 1, 3], total: 9, triple: false });
    expect(round.settlement.payout).toBe(0);
    const spin = playRound(
      'roulette',
      { bets: [{ spot: 'n8', amount: 1000 }] },
      {
        serverSeed: SERVER_SEED,
        clientSeed: 'client-seed',
        nonce: 0,
      },
    );
    expect(spin.outcome).toMatchObject({ number: 8 }); // 0x11243a3a % 37 = 8
    expect(spin.settlement.payout).toBe(36_000); // straight: 35 to 1 plus the stake
  });
});

describe(verifyRound.name, () => {
  const seeds = { serverSeed: SERVER_SEED, clientSeed: 'player-chosen', nonce: 17 };
  const bet = { bets: [{ spot: 'rong', amount: 10_000 }] };

  it('should recompute a played round exactly from the revealed seed', () => {
    const played = playRound('rongho', bet, seeds);
    const verified = verifyRound({ game: 'rongho', serverSeedHash: SEED_HASH, bet, ...seeds });
    expect(verified).toMatchObject({ ok: true, outcome: played.outcome, settlement: played.settlement, stake: 10_000 });
  });

  it('should refuse a server seed that does not match the published hash', () => {
    const verified = verifyRound({ game: 'rongho', serverSeedHash: SEED_HASH, bet, ...seeds, serverSeed: 'forged' });
    expect(verified).toMatchObject({ ok: false, reason: 'HASH_MISMATCH' });
  });

  it('should refuse unknown games and invalid bets', () => {
    expect(verifyRound({ game: 'poker', serverSeedHash: SEED_HASH, bet, ...seeds })).toMatchObject({
      ok: false,
      reason: 'UNKNOWN_GAME',
    });
    expect(
      verifyRound({
        game: 'rongho',
        serverSeedHash: SEED_HASH,
        bet: { bets: [{ spot: 'rong', amount: 1500 }] },
        ...seeds,
      }),
    ).toMatchObject({ ok: false, reason: 'INVALID_BET' });
  });
});

describe(verifyInBrowser.name, () => {
  it('should derive the same words as the server and verify rounds identically', async () => {
    const words = await fairWords(SERVER_SEED, 'client-seed', 0, 2);
    expect(Array.from(words.slice(0, 8))).toEqual(
      Array.from({ length: 8 }, (_, i) => Number.parseInt(BLOCK0.slice(i * 8, i * 8 + 8), 16)),
    );
    expect(words[8]).toBe(BLOCK1_FIRST_WORD);
    for (const [game, bet] of [
      ['keno', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], amount: 1000 }],
      ['slot', { lineBet: 1000 }],
      ['rongho', { bets: [{ spot: 'hoa', amount: 1000 }] }],
    ] as const) {
      for (let nonce = 0; nonce < 20; nonce++) {
        const server = playRound(game, bet, { serverSeed: SERVER_SEED, clientSeed: 'c', nonce });
        const browser = await verifyInBrowser({
          game,
          bet,
          serverSeed: SERVER_SEED,
          serverSeedHash: SEED_HASH,
          clientSeed: 'c',
          nonce,
        });
        expect(browser).toMatchObject({ ok: true, outcome: server.outcome, settlement: server.settlement });
      }
    }
    // the card tables: a fresh shoe per round, decisions (basic strategy) replayed in the browser
    for (let nonce = 0; nonce < 20; nonce++) {
      const seeds = { serverSeed: SERVER_SEED, serverSeedHash: SEED_HASH, clientSeed: 'c', nonce };
      const cards = shoeCards(blackjack.draw(new FairRandom(SERVER_SEED, 'c', nonce)));
      const actions: BlackjackAction[] = [];
      for (let s = playBlackjack(cards, 1000, actions); s.phase !== 'done'; s = playBlackjack(cards, 1000, actions)) {
        actions.push(basicStrategy(s));
      }
      for (const [game, bet] of [
        ['blackjack', { amount: 1000, actions }],
        ['baccarat', { bets: [{ spot: 'banker', amount: 1000 }] }],
        ['threecard', { ante: 1000, pairPlus: 1000, actions: ['play'] }],
      ] as const) {
        const server = verifyRound({ game, bet, ...seeds });
        expect(server.ok).toBe(true);
        const browser = await verifyInBrowser({ game, bet, ...seeds });
        expect(browser).toMatchObject({ ok: true, outcome: (server as { outcome: unknown }).outcome });
      }
    }
    expect(
      await verifyInBrowser({
        game: 'blackjack',
        bet: { amount: 1000, actions: ['split', 'split', 'split'] },
        serverSeed: SERVER_SEED,
        serverSeedHash: SEED_HASH,
        clientSeed: 'c',
        nonce: 0,
      }),
    ).toMatchObject({ ok: false, message: 'Các thao tác không khớp với ván bài' });
    expect(
      await verifyInBrowser({
        game: 'keno',
        bet: {},
        serverSeed: 'x',
        serverSeedHash: SEED_HASH,
        clientSeed: 'c',
        nonce: 0,
      }),
    ).toMatchObject({ ok: false });
  });
});
