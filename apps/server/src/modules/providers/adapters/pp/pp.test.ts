import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp, newPlayer, type TestPlayer } from '../../providers.test-support';
import { buildAdapterTestApp, ppCall } from '../adapters.test-support';
import { PpAdapter } from './pp.adapter';
import { ppHash } from './pp.codes';

const ref = () => randomUUID().replace(/-/g, '');

describe('ppHash', () => {
  it("should give PP's documented hash for its authenticate example", () => {
    expect(ppHash({ providerId: 'pragmaticplay', token: '5v93mto7jr' }, 'pragmaticplay')).toBe(
      'e1467eb30743fb0a180ed141a26c58f7',
    );
  });

  it('should sort the parameters and leave the hash out', () => {
    const a = ppHash({ token: 't', providerId: 'p', hash: 'x' }, 's');
    expect(a).toBe(ppHash({ providerId: 'p', token: 't' }, 's'));
    expect(a).not.toBe(ppHash({ providerId: 'p', token: 't' }, 'other'));
  });
});

describe(PpAdapter.name, () => {
  let t: GamesTestApp;

  beforeAll(async () => {
    t = await buildAdapterTestApp();
  });
  afterAll(() => t.close());

  /** Sets the account's unit and limits as staff would; the cache is dropped at once. */
  const account = async (scale: number, limits: Record<string, number>) => {
    await t.db.pool.query(`UPDATE provider_accounts SET amount_scale = $1, bet_limits = $2 WHERE code = 'pp'`, [
      scale,
      JSON.stringify(limits),
    ]);
    t.app.services.providerAdapters.dropCaches();
  };

  describe("with the samples' unit (1 PP unit = 1,000 VND)", () => {
    let p: TestPlayer;
    beforeAll(() => account(1000, { minBet: 0.1, maxBet: 10_000 }));
    beforeEach(async () => {
      p = await newPlayer(t, 100_000);
    });

    it("should replay PP's authenticate example byte for byte: its hash holds, its token is not ours (4)", async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/provider/pp/authenticate.html',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'providerId=pragmaticplay&hash=e1467eb30743fb0a180ed141a26c58f7&token=5v93mto7jr',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ error: 4 });
    });

    it('should authenticate a launch token with the player, VND and the cash in PP units', async () => {
      const res = await ppCall(t.app, 'authenticate', { token: p.tokenPlay, gameId: 'vs20cm' });
      expect(res).toMatchObject({
        error: 0,
        description: 'Success',
        userId: p.user,
        currency: 'VND',
        cash: 100,
        bonus: 0,
      });
      expect(res.betLimits).toEqual({ minBet: 0.1, maxBet: 10_000 });
    });

    it("should take PPTEST's bet (5.0 = 5,000 VND), answer a repeat with the current cash and move nothing", async () => {
      const bet = {
        roundDetails: 'spin',
        reference: ref(),
        gameId: 'vs20cm',
        amount: '5.0',
        userId: p.user,
        roundId: '5103188801',
        timestamp: Date.now(),
        token: p.tokenPlay,
      };
      const first = await ppCall(t.app, 'bet', bet);
      expect(first).toMatchObject({ error: 0, currency: 'VND', cash: 95, bonus: 0, usedPromo: 0 });
      expect(first.transactionId).toEqual(expect.any(String));
      expect(await cashOf(t, p.id)).toBe(95_000);
      // a win elsewhere changes the balance: the repeat reports it, and takes nothing
      await ppCall(t.app, 'result', { ...bet, reference: ref(), amount: '2.5' });
      const again = await ppCall(t.app, 'bet', bet);
      expect(again).toMatchObject({ error: 0, cash: 97.5, transactionId: first.transactionId });
      expect(await cashOf(t, p.id)).toBe(97_500);
    });

    it('should pay a result once, add promoWinAmount to it, and refuse a refund after it (120)', async () => {
      const round = ref();
      const bet = { reference: ref(), gameId: 'vs50aladdin', amount: '10.00', userId: p.user, roundId: round };
      await ppCall(t.app, 'bet', { ...bet, token: p.tokenPlay, roundDetails: 'spin' });
      const result = {
        ...bet,
        reference: ref(),
        amount: '25.50',
        promoWinAmount: '1.25',
        roundDetails: 'totalWin:25.50',
      };
      expect(await ppCall(t.app, 'result', result)).toMatchObject({ error: 0, cash: 116.75 });
      expect(await ppCall(t.app, 'result', result)).toMatchObject({ error: 0, cash: 116.75 });
      expect(await ppCall(t.app, 'refund', { userId: p.user, reference: bet.reference })).toMatchObject({ error: 120 });
      expect(await cashOf(t, p.id)).toBe(116_750);
    });

    it('should refund a bet once, and answer a result after the refund with 120', async () => {
      const bet = { reference: ref(), gameId: 'vs20cm', amount: '30', userId: p.user, roundId: ref() };
      await ppCall(t.app, 'bet', { ...bet, token: p.tokenPlay });
      const refund = await ppCall(t.app, 'refund', { userId: p.user, reference: bet.reference });
      expect(refund).toMatchObject({ error: 0, transactionId: expect.any(String) });
      expect(refund).not.toHaveProperty('cash');
      expect(await ppCall(t.app, 'refund', { userId: p.user, reference: bet.reference })).toMatchObject({
        error: 0,
        transactionId: refund.transactionId,
      });
      expect(await ppCall(t.app, 'result', { ...bet, reference: ref(), amount: '60' })).toMatchObject({ error: 120 });
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should remember a refund that came before its bet: the late bet takes nothing', async () => {
      const bet = { reference: ref(), gameId: 'vs20cm', amount: '40', userId: p.user, roundId: ref() };
      expect(await ppCall(t.app, 'refund', { userId: p.user, reference: bet.reference })).toMatchObject({ error: 0 });
      expect(await ppCall(t.app, 'bet', { ...bet, token: p.tokenPlay })).toMatchObject({ error: 0, cash: 100 });
      expect(await ppCall(t.app, 'result', { ...bet, reference: ref(), amount: '80' })).toMatchObject({ error: 120 });
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should answer 1 for a stake above the cash and 310 outside the bet limits, taking nothing', async () => {
      const bet = { gameId: 'vs20cm', userId: p.user, roundId: ref(), token: p.tokenPlay };
      expect(await ppCall(t.app, 'bet', { ...bet, reference: ref(), amount: '100.01' })).toMatchObject({ error: 1 });
      expect(await ppCall(t.app, 'bet', { ...bet, reference: ref(), amount: '0.05' })).toMatchObject({ error: 310 });
      expect(await ppCall(t.app, 'bet', { ...bet, reference: ref(), amount: '10000.01' })).toMatchObject({
        error: 310,
      });
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should pay jackpotWin and promoWin, move nothing for the informational bonusWin', async () => {
      const round = ref();
      await ppCall(t.app, 'bet', {
        reference: ref(),
        gameId: 'vs20cm',
        amount: '1',
        userId: p.user,
        roundId: round,
        token: p.tokenPlay,
      });
      const jackpot = {
        reference: ref(),
        gameId: 'vs20cm',
        roundId: round,
        userId: p.user,
        amount: '50',
        jackpotId: 'j1',
      };
      expect(await ppCall(t.app, 'jackpotWin', jackpot)).toMatchObject({ error: 0, cash: 149 });
      expect(await ppCall(t.app, 'jackpotWin', jackpot)).toMatchObject({ error: 0, cash: 149 });
      const promo = {
        reference: ref(),
        userId: p.user,
        amount: '7.5',
        campaignId: '42',
        campaignType: 'T',
        currency: 'VND',
      };
      expect(await ppCall(t.app, 'promoWin', promo)).toMatchObject({ error: 0, cash: 156.5 });
      expect(await ppCall(t.app, 'promoWin', promo)).toMatchObject({ error: 0, cash: 156.5 });
      const bonus = { reference: ref(), userId: p.user, amount: '3', bonusCode: 'frb1' };
      expect(await ppCall(t.app, 'bonusWin', bonus)).toMatchObject({ error: 0, cash: 156.5 });
      expect(await cashOf(t, p.id)).toBe(156_500);
    });

    it('should adjust a live round up and down, and close a round (130 for a round never seen)', async () => {
      const round = ref();
      // a live table authenticates first: its adjustments carry no token
      await ppCall(t.app, 'authenticate', { token: p.tokenPlay, gameId: 'vs20cm' });
      await ppCall(t.app, 'bet', {
        reference: ref(),
        gameId: 'vs20cm',
        amount: '20',
        userId: p.user,
        roundId: round,
        token: p.tokenPlay,
      });
      const adj = { gameId: 'vs20cm', roundId: round, userId: p.user, validBetAmount: '20', timestamp: Date.now() };
      expect(await ppCall(t.app, 'adjustment', { ...adj, reference: ref(), amount: '-5' })).toMatchObject({
        error: 0,
        cash: 75,
      });
      expect(await ppCall(t.app, 'adjustment', { ...adj, reference: ref(), amount: '12.5' })).toMatchObject({
        error: 0,
        cash: 87.5,
      });
      expect(await ppCall(t.app, 'endRound', { gameId: 'vs20cm', roundId: round, userId: p.user })).toMatchObject({
        error: 0,
        cash: 87.5,
      });
      expect(await ppCall(t.app, 'endRound', { gameId: 'vs20cm', roundId: round, userId: p.user })).toMatchObject({
        error: 0,
      });
      expect(await ppCall(t.app, 'endRound', { gameId: 'vs20cm', roundId: ref(), userId: p.user })).toMatchObject({
        error: 130,
      });
      const per = await ppCall(t.app, 'GetBalancePerGame', { userId: p.user, gameIdList: 'vs20cm,vs50aladdin' });
      expect(per).toMatchObject({
        error: 0,
        gamesBalances: [
          { gameID: 'vs20cm', cash: 87.5 },
          { gameID: 'vs50aladdin', cash: 87.5 },
        ],
      });
    });
  });

  describe('refusals (nothing moves, never a 5xx)', () => {
    let p: TestPlayer;
    beforeAll(() => account(1, { minBet: 100, maxBet: 10_000_000 }));
    beforeEach(async () => {
      p = await newPlayer(t, 50_000);
    });
    const bet = (extra: Record<string, string | number> = {}) => ({
      reference: ref(),
      gameId: 'vs20cm',
      amount: '1000',
      userId: p.user,
      roundId: ref(),
      token: p.tokenPlay,
      ...extra,
    });

    it('should answer 5 to a forged hash and to a hash made with another secret', async () => {
      expect(await ppCall(t.app, 'bet', bet(), { hash: '0'.repeat(32) })).toMatchObject({ error: 5 });
      expect(await ppCall(t.app, 'bet', bet(), { secret: 'not-the-secret' })).toMatchObject({ error: 5 });
      expect(await cashOf(t, p.id)).toBe(50_000);
    });

    it('should answer 7 to malformed forms, amounts and missing fields, 5 to a body with no form', async () => {
      expect(await ppCall(t.app, 'bet', bet({ amount: '1e3' }))).toMatchObject({ error: 7 });
      expect(await ppCall(t.app, 'bet', bet({ amount: '-5' }))).toMatchObject({ error: 7 });
      expect(await ppCall(t.app, 'bet', bet({ amount: '0' }))).toMatchObject({ error: 7 });
      expect(await ppCall(t.app, 'bet', bet({ amount: '1.00001' }))).toMatchObject({ error: 7 });
      const { roundId: _r, ...noRound } = bet();
      expect(await ppCall(t.app, 'bet', noRound)).toMatchObject({ error: 7 });
      expect(await ppCall(t.app, 'nosuchmethod', bet())).toMatchObject({ error: 7 });
      expect(await ppCall(t.app, 'bet', bet({ providerId: 'someoneelse' }))).toMatchObject({ error: 7 });
      for (const payload of ['', '%%%', 'a=1&a=2', '\u0000']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/provider/pp/bet.html',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ error: 5 });
      }
      const json = await t.app.inject({ method: 'POST', url: '/provider/pp/bet.html', payload: { a: 1 } });
      expect(json.statusCode).toBe(200);
      expect(await cashOf(t, p.id)).toBe(50_000);
    });

    it('should answer 2 for an unknown player or an ended session, 4 for a token that is not theirs', async () => {
      expect(await ppCall(t.app, 'bet', bet({ userId: '999999999' }))).toMatchObject({ error: 2 });
      expect(await ppCall(t.app, 'balance', { userId: 'not-a-player' })).toMatchObject({ error: 2 });
      const other = await newPlayer(t, 0);
      expect(await ppCall(t.app, 'bet', bet({ token: other.tokenPlay }))).toMatchObject({ error: 4 });
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${p.token}` } });
      expect(await ppCall(t.app, 'bet', bet())).toMatchObject({ error: 2 });
      expect(await ppCall(t.app, 'authenticate', { token: p.tokenPlay })).toMatchObject({ error: 4 });
      expect(await cashOf(t, p.id)).toBe(50_000);
    });

    it('should answer 6 for a self-excluded player and 8 for an unknown game', async () => {
      expect(await ppCall(t.app, 'bet', bet({ gameId: 'vs0none' }))).toMatchObject({ error: 8 });
      await t.app.services.auth.setPlayerStatus(p.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      expect(await ppCall(t.app, 'bet', bet())).toMatchObject({ error: 6 });
      expect(await cashOf(t, p.id)).toBe(50_000);
    });

    it("should answer 50 when the stake would pass the player's wager limit", async () => {
      await t.app.services.protection.setLimit(p.id, { kind: 'wager', period: 'day', amount: 10_000 });
      expect(await ppCall(t.app, 'bet', bet({ amount: '9000' }))).toMatchObject({ error: 0 });
      expect(await ppCall(t.app, 'bet', bet({ amount: '2000' }))).toMatchObject({ error: 50 });
      expect(await cashOf(t, p.id)).toBe(41_000);
    });

    it('should answer 100 (PP retries) while the provider is switched off', async () => {
      await t.app.services.providers.setEnabled('pp', false);
      try {
        t.app.services.providerAdapters.dropCaches();
        expect(await ppCall(t.app, 'bet', bet())).toMatchObject({ error: 100 });
      } finally {
        await t.app.services.providers.setEnabled('pp', true);
        t.app.services.providerAdapters.dropCaches();
      }
      expect(await cashOf(t, p.id)).toBe(50_000);
    });

    it('should refuse a callback from an address not allowed (100), audited, nothing moved', async () => {
      const res = await ppCall(t.app, 'bet', bet(), { ip: '203.0.113.9' });
      expect(res).toMatchObject({ error: 100 });
      const audit = await t.db.pool.query(
        `SELECT details FROM audit_log WHERE action = 'provider.callback_refused' AND target_id = 'pp' AND ip = '203.0.113.9'`,
      );
      expect(audit.rows[0]?.details).toMatchObject({ call: 'bet' });
      expect(await cashOf(t, p.id)).toBe(50_000);
    });

    it('should round sub-đồng amounts against the player and record what the rounding kept', async () => {
      const b = bet({ amount: '1000.5' });
      expect(await ppCall(t.app, 'bet', b)).toMatchObject({ error: 0, cash: 48_999 });
      expect(await ppCall(t.app, 'result', { ...b, reference: ref(), amount: '2000.75' })).toMatchObject({
        error: 0,
        cash: 50_999,
      });
      const kept = await t.db.pool.query<{ kind: string; amount_vnd: string; remainder: string }>(
        `SELECT kind, amount_vnd, remainder::text FROM provider_wire_transactions WHERE account = 'pp' AND player_id = $1 ORDER BY id`,
        [p.id],
      );
      expect(kept.rows).toEqual([
        { kind: 'bet', amount_vnd: -1001, remainder: '0.50000000' },
        { kind: 'result', amount_vnd: 2000, remainder: '0.75000000' },
      ]);
    });
  });
});
