import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { systemAccount } from '../wallet/wallet.types';
import { ProvidersService } from './providers.service';
import { hmacSignature } from './providers.signature';
import {
  buildGamesTestApp,
  cashOf,
  type GamesTestApp,
  house,
  newPlayer,
  providerCall,
  type TestPlayer,
} from './providers.test-support';

const uuid = () => randomUUID();

describe(ProvidersService.name, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
  });
  afterAll(async () => {
    const report = await runLedgerCheck(t.db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
    await t.close();
  });

  describe('authenticity', () => {
    let p: TestPlayer;
    beforeAll(async () => {
      p = await newPlayer(t, 100_000);
    });

    it('should refuse a forged, missing or stale signature before reading the body, moving nothing', async () => {
      const body = JSON.stringify({
        request_uuid: uuid(),
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: uuid(),
        round: 'r1',
        game_code: 'taixiu',
        currency: 'VND',
        amount: 10_000,
      });
      const forged = await providerCall(t.app, 'transaction/bet', body, { secret: 'not-the-secret' });
      expect(forged).toEqual({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: null,
        user: null,
        currency: 'VND',
        balance: null,
      });
      const missing = await providerCall(t.app, 'transaction/bet', body, { secret: t.houseSecret, signature: null });
      expect(missing.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      // signed, then altered on the way: the signature covers the exact bytes
      const signedFor = hmacSignature(t.houseSecret, body);
      const altered = body.replace('"amount":10000', '"amount":90000');
      const tampered = await providerCall(t.app, 'transaction/bet', altered, {
        secret: t.houseSecret,
        signature: signedFor,
      });
      expect(tampered.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      // a body that is not even JSON is still refused for its signature first
      const garbage = await providerCall(t.app, 'transaction/bet', '{not json', { secret: 'x' });
      expect(garbage.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should answer RS_ERROR_WRONG_SYNTAX for a signed body that is not a valid request', async () => {
      const notJson = await providerCall(t.app, 'transaction/bet', '{"amount": ', { secret: t.houseSecret });
      expect(notJson.status).toBe('RS_ERROR_WRONG_SYNTAX');
      const negative = await house(t, p).bet(uuid(), -5);
      expect(negative.status).toBe('RS_ERROR_WRONG_SYNTAX');
      const fractional = await house(t, p).bet(uuid(), 10.5);
      expect(fractional.status).toBe('RS_ERROR_WRONG_SYNTAX');
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should answer a request refused before the handler with a protocol status, not an HTTP error', async () => {
      const sent = (url: string, payload: string, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'x-hub88-signature': hmacSignature(t.houseSecret, payload),
            ...headers,
          },
          payload,
        });
      const untrusted = { request_uuid: null, user: null, currency: 'VND', balance: null };
      const oversized = JSON.stringify({ request_uuid: uuid(), token: p.tokenPlay, pad: 'x'.repeat(70 * 1024) });
      const tooLarge = await sent('/provider/house/user/balance', oversized);
      expect(tooLarge.statusCode).toBe(200);
      expect(tooLarge.json()).toEqual({ status: 'RS_ERROR_WRONG_SYNTAX', ...untrusted });
      const nulCode = await sent(
        '/provider/ho%00use/user/balance',
        JSON.stringify({ request_uuid: uuid(), token: p.tokenPlay }),
      );
      expect(nulCode.statusCode).toBe(200);
      expect(nulCode.json()).toEqual({ status: 'RS_ERROR_INVALID_PARTNER', ...untrusted });
    });

    it('should answer RS_ERROR_WRONG_SYNTAX for signed text that cannot be stored, in any field or in meta', async () => {
      for (const extra of [
        { round: 'r\u0000' },
        { supplier_transaction_id: '\ud800' },
        { meta: { note: 'a\u0000b' } },
      ]) {
        const answer = await house(t, p).bet(uuid(), 1_000, extra);
        expect(answer.status).toBe('RS_ERROR_WRONG_SYNTAX');
      }
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should refuse unknown and disabled providers', async () => {
      const unknown = await providerCall(
        t.app,
        'user/balance',
        { token: p.tokenPlay },
        { secret: 'x', provider: 'nobody' },
      );
      expect(unknown.status).toBe('RS_ERROR_INVALID_PARTNER');
      // `ksport` is seeded disabled (its protocol is not public)
      const saba = await t.app.services.providers.provider('ksport');
      const disabled = await providerCall(
        t.app,
        'user/balance',
        { token: p.tokenPlay },
        {
          secret: saba!.secret!,
          provider: 'ksport',
        },
      );
      expect(disabled.status).toBe('RS_ERROR_INVALID_PARTNER');
    });

    it('should verify RSA-SHA256 signatures for providers that use them', async () => {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      await t.app.services.providers.ensureProviders([{ code: 'rsa-demo', name: 'RSA demo', enabled: true }]);
      await t.app.services.providers.setCredentials('rsa-demo', {
        signAlg: 'rsa-sha256',
        secret: null,
        publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      });
      const body = JSON.stringify({ request_uuid: uuid(), token: p.tokenPlay, user: p.user });
      const good = sign('sha256', Buffer.from(body), privateKey).toString('base64');
      const ok = await providerCall(t.app, 'user/balance', body, { secret: '', provider: 'rsa-demo', signature: good });
      expect(ok).toMatchObject({ status: 'RS_OK', user: p.user, balance: 100_000 });
      const hmac = await providerCall(t.app, 'user/balance', body, { secret: 'anything', provider: 'rsa-demo' });
      expect(hmac.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    });
  });

  describe('balance', () => {
    it('should name the player of a token and return the balance in VND', async () => {
      const p = await newPlayer(t, 250_000);
      const hub = house(t, p);
      const r = await hub.call('user/balance', { token: p.tokenPlay, game_code: 'taixiu' });
      expect(r).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'VND', balance: 250_000 });
      expect(r.request_uuid).toEqual(expect.any(String));
      expect((await hub.balance({ token: 'x'.repeat(43) })).status).toBe('RS_ERROR_INVALID_TOKEN');
      const other = await newPlayer(t, 0);
      expect((await hub.balance({ user: other.user })).status).toBe('RS_ERROR_INVALID_TOKEN');
    });
  });

  describe('bets and wins', () => {
    it('should take a stake, pay a win, and return the balance after each', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const bet = uuid();
      expect(await hub.bet(bet, 30_000)).toMatchObject({ status: 'RS_OK', balance: 70_000, user: p.user });
      expect(await hub.win(uuid(), bet, 60_000)).toMatchObject({ status: 'RS_OK', balance: 130_000 });
      expect(await cashOf(t, p.id)).toBe(130_000);
    });

    it('should apply a duplicated bet once and answer the replay with the first answer', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const id = uuid();
      const first = await hub.bet(id, 10_000);
      expect(first).toMatchObject({ status: 'RS_OK', balance: 90_000 });
      await hub.bet(uuid(), 5_000); // the balance moves on
      const again = await hub.bet(id, 10_000);
      expect(again).toMatchObject({ status: 'RS_OK', balance: 90_000, transaction_id: first.transaction_id });
      expect(await cashOf(t, p.id)).toBe(85_000);
    });

    it('should answer a replay with the first answer even after the token expired', async () => {
      const p = await newPlayer(t, 50_000);
      const hub = house(t, p);
      const id = uuid();
      await hub.bet(id, 20_000);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${p.token}` } });
      expect(await hub.bet(id, 20_000)).toMatchObject({ status: 'RS_OK', balance: 30_000 });
      expect(await hub.bet(uuid(), 1_000)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 30_000 });
    });

    it('should refuse the same transaction id with different fields, changing nothing', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const id = uuid();
      await hub.bet(id, 10_000);
      expect(await hub.bet(id, 20_000)).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 90_000 });
      expect(await hub.bet(id, 10_000, { round: 'another-round' })).toMatchObject({
        status: 'RS_ERROR_DUPLICATE_TRANSACTION',
        balance: 90_000,
      });
      // a win reusing a bet's id is a different transaction too
      expect((await hub.win(id, id, 10_000)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      const win = uuid();
      await hub.win(win, id, 5_000);
      expect((await hub.win(win, id, 6_000)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
      expect(await cashOf(t, p.id)).toBe(95_000);
    });

    it('should refuse a stake above the balance and still report the balance', async () => {
      const p = await newPlayer(t, 9_000);
      const r = await house(t, p).bet(uuid(), 10_000);
      expect(r).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 9_000, user: p.user });
      expect(await cashOf(t, p.id)).toBe(9_000);
    });

    it('should refuse another currency and an unknown game', async () => {
      const p = await newPlayer(t, 50_000);
      const hub = house(t, p);
      expect(await hub.bet(uuid(), 1_000, { currency: 'USD' })).toMatchObject({
        status: 'RS_ERROR_WRONG_CURRENCY',
        balance: 50_000,
      });
      expect((await hub.bet(uuid(), 1_000, { game_code: 'no-such-game' })).status).toBe('RS_ERROR_INVALID_GAME');
      expect(await cashOf(t, p.id)).toBe(50_000);
    });

    it('should answer a win for an unknown bet with RS_ERROR_TRANSACTION_DOES_NOT_EXIST, then accept it once the bet exists', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const bet = uuid();
      const win = uuid();
      expect(await hub.win(win, bet, 40_000)).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 100_000,
      });
      await hub.bet(bet, 20_000);
      expect(await hub.win(win, bet, 40_000)).toMatchObject({ status: 'RS_OK', balance: 120_000 });
      expect(await cashOf(t, p.id)).toBe(120_000);
    });

    it("should refuse a win against another player's bet", async () => {
      const a = await newPlayer(t, 100_000);
      const b = await newPlayer(t, 100_000);
      const bet = uuid();
      await house(t, a).bet(bet, 10_000);
      expect((await house(t, b).win(uuid(), bet, 50_000)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await cashOf(t, b.id)).toBe(100_000);
    });

    it('should accept wins and rollbacks after the token expired, but no new bets', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const bet1 = uuid();
      const bet2 = uuid();
      await hub.bet(bet1, 10_000);
      await hub.bet(bet2, 10_000);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${p.token}` } });
      expect(await hub.win(uuid(), bet1, 25_000)).toMatchObject({ status: 'RS_OK', balance: 105_000 });
      expect(await hub.rollback(uuid(), bet2)).toMatchObject({ status: 'RS_OK', balance: 115_000 });
      expect(await hub.bet(uuid(), 1_000)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 115_000 });
      expect((await hub.balance()).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    });

    it('should stop bets of a self-excluded or disabled account at bet time', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const bet = uuid();
      await hub.bet(bet, 10_000);
      await t.app.services.auth.setPlayerStatus(p.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      expect(await hub.bet(uuid(), 10_000)).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 90_000 });
      // money already at stake still settles
      expect(await hub.win(uuid(), bet, 30_000)).toMatchObject({ status: 'RS_OK', balance: 120_000 });
      const q = await newPlayer(t, 100_000);
      await t.app.services.auth.setPlayerStatus(q.id, 'disabled');
      expect((await house(t, q).bet(uuid(), 10_000)).status).toBe('RS_ERROR_USER_DISABLED');
      expect(await cashOf(t, q.id)).toBe(100_000);
    });
    it('should refuse each ended session at bet time, look up only the refused tokens, and group lookups arriving together', async () => {
      const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(t, 50_000)));
      const [excluded, loggedOut, disabled] = players;
      await t.app.services.auth.setPlayerStatus(excluded!.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      await t.app.services.auth.setPlayerStatus(disabled!.id, 'disabled');
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${loggedOut!.token}` },
      });
      const spy = vi.spyOn(t.app.services.auth, 'resolvePlayTokens');
      try {
        const answers = await Promise.all(players.map((p) => house(t, p).bet(uuid(), 10_000)));
        expect(answers.map((a) => a.status)).toEqual([
          'RS_ERROR_USER_DISABLED',
          'RS_ERROR_TOKEN_EXPIRED',
          'RS_ERROR_USER_DISABLED',
          'RS_OK',
          'RS_OK',
          'RS_OK',
        ]);
        expect(answers.map((a) => a.balance)).toEqual([50_000, 50_000, 50_000, 40_000, 40_000, 40_000]);
        // The ledger checks the session of an accepted stake itself (decision 068): only the
        // refused stakes were looked up, to answer with the precise reason.
        const looked = new Set(spy.mock.calls.flatMap(([tokens]) => tokens));
        expect([...looked].sort()).toEqual([excluded!, loggedOut!, disabled!].map((p) => p.tokenPlay).sort());
        // Lookups that arrive together (balance calls here) share one query (decision 057).
        spy.mockClear();
        await Promise.all(players.map((p) => house(t, p).balance()));
        expect(spy.mock.calls.length).toBeLessThan(players.length);
        expect(Math.max(...spy.mock.calls.map(([tokens]) => tokens.length))).toBeGreaterThan(1);
      } finally {
        spy.mockRestore();
      }
      for (const p of [excluded!, loggedOut!, disabled!]) expect(await cashOf(t, p.id)).toBe(50_000);
    });
  });

  describe('rollbacks', () => {
    it('should return the stake of a rolled-back bet exactly once, whatever the number of rollbacks', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const bet = uuid();
      await hub.bet(bet, 40_000);
      const rb = uuid();
      expect(await hub.rollback(rb, bet)).toMatchObject({ status: 'RS_OK', balance: 100_000 });
      // the same rollback again, and another rollback of the same bet
      expect(await hub.rollback(rb, bet)).toMatchObject({ status: 'RS_OK', balance: 100_000 });
      expect(await hub.rollback(uuid(), bet)).toMatchObject({ status: 'RS_OK', balance: 100_000 });
      expect(await cashOf(t, p.id)).toBe(100_000);
      // nothing to win on a cancelled bet
      expect((await hub.win(uuid(), bet, 80_000)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should leave a tombstone when the rollback comes first, so the late bet is refused', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const bet = uuid();
      expect(await hub.rollback(uuid(), bet)).toMatchObject({ status: 'RS_OK', balance: 100_000 });
      expect(await hub.bet(bet, 30_000)).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
        balance: 100_000,
      });
      expect((await hub.win(uuid(), bet, 50_000)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should answer a rollback whose own id a tombstone already holds as a duplicate, moving nothing', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const unseen = uuid();
      expect(await hub.rollback(uuid(), unseen)).toMatchObject({ status: 'RS_OK', balance: 100_000 });
      // `unseen` is now a tombstone; a rollback reusing that id must not fail as an internal error
      expect(await hub.rollback(unseen, unseen)).toMatchObject({
        status: 'RS_ERROR_DUPLICATE_TRANSACTION',
        balance: 100_000,
      });
      expect(await hub.rollback(unseen, uuid())).toMatchObject({
        status: 'RS_ERROR_DUPLICATE_TRANSACTION',
        balance: 100_000,
      });
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it("should not roll back a win or another player's bet", async () => {
      const a = await newPlayer(t, 100_000);
      const b = await newPlayer(t, 100_000);
      const bet = uuid();
      const win = uuid();
      await house(t, a).bet(bet, 10_000);
      await house(t, a).win(win, bet, 30_000);
      expect((await house(t, a).rollback(uuid(), win)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect((await house(t, b).rollback(uuid(), bet)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await cashOf(t, a.id)).toBe(120_000);
      expect(await cashOf(t, b.id)).toBe(100_000);
    });
  });

  describe('duplicated and reordered callbacks', () => {
    it('should apply each of many identical bets sent at once exactly once', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const id = uuid();
      const answers = await Promise.all(Array.from({ length: 12 }, () => hub.bet(id, 7_000)));
      expect(new Set(answers.map((a) => `${a.status}:${a.balance}`))).toEqual(new Set(['RS_OK:93000']));
      expect(await cashOf(t, p.id)).toBe(93_000);
    });

    it('should never overdraw under concurrent different bets', async () => {
      const p = await newPlayer(t, 50_000);
      const hub = house(t, p);
      const answers = await Promise.all(Array.from({ length: 20 }, () => hub.bet(uuid(), 7_000)));
      const ok = answers.filter((a) => a.status === 'RS_OK').length;
      expect(ok).toBe(7);
      expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(13);
      expect(await cashOf(t, p.id)).toBe(50_000 - 7 * 7_000);
    });

    it('should settle a rollback racing its own bet one way or the other, never both', async () => {
      for (let i = 0; i < 8; i++) {
        const p = await newPlayer(t, 100_000);
        const hub = house(t, p);
        const bet = uuid();
        const [b, r] = await Promise.all([hub.bet(bet, 25_000), hub.rollback(uuid(), bet)]);
        expect(r.status).toBe('RS_OK');
        expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(b.status);
        // bet first then rollback, or tombstone then refused bet: the stake is back either way
        expect(await cashOf(t, p.id)).toBe(100_000);
      }
    });

    it('should keep the money right for random orders with duplicates (model check)', async () => {
      type Ev = { kind: 'bet' | 'win' | 'rollback'; id: string; ref: string; amount: number };
      let seed = 20240611;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      for (let scenario = 0; scenario < 6; scenario++) {
        const start = 200_000;
        const p = await newPlayer(t, start);
        const hub = house(t, p);
        const events: Ev[] = [];
        for (let r = 0; r < 8; r++) {
          const bet = uuid();
          const amount = (1 + rand(6)) * 5_000;
          events.push({ kind: 'bet', id: bet, ref: bet, amount });
          if (rand(3) > 0) events.push({ kind: 'win', id: uuid(), ref: bet, amount: rand(4) * 5_000 });
          if (rand(3) === 0) events.push({ kind: 'rollback', id: uuid(), ref: bet, amount: 0 });
        }
        // duplicate some, then shuffle everything
        for (const e of [...events]) if (rand(3) === 0) events.push(e);
        for (let i = events.length - 1; i > 0; i--) {
          const j = rand(i + 1);
          [events[i], events[j]] = [events[j]!, events[i]!];
        }

        // The model: what the rules say must happen, applied in the same order.
        let cash = start;
        const bets = new Map<string, { amount: number; state: 'applied' | 'rolledBack' | 'tombstone' }>();
        const seen = new Set<string>();
        for (const e of events) {
          let answer: Awaited<ReturnType<typeof hub.bet>>;
          const before = cash;
          if (e.kind === 'bet') {
            answer = await hub.bet(e.id, e.amount);
            const b = bets.get(e.id);
            if (!b && cash >= e.amount) {
              cash -= e.amount;
              bets.set(e.id, { amount: e.amount, state: 'applied' });
            }
            if (b?.state === 'tombstone') expect(answer.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
          } else if (e.kind === 'win') {
            answer = await hub.win(e.id, e.ref, e.amount);
            const b = bets.get(e.ref);
            if (!seen.has(e.id) && b?.state === 'applied') {
              cash += e.amount;
              seen.add(e.id);
            }
            if (!b) expect(answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
          } else {
            answer = await hub.rollback(e.id, e.ref);
            expect(answer.status).toBe('RS_OK');
            const b = bets.get(e.ref);
            if (!b) bets.set(e.ref, { amount: 0, state: 'tombstone' });
            else if (b.state === 'applied') {
              // a rollback returns the stake once; wins already paid on it stay paid
              cash += b.amount;
              b.state = 'rolledBack';
            }
          }
          expect(await cashOf(t, p.id), `after ${e.kind} ${e.id} (model ${before} -> ${cash})`).toBe(cash);
          if (answer.status === 'RS_OK' || answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY') {
            expect(answer.balance).not.toBeNull();
          }
        }
      }
    });
  });

  describe('betwin', () => {
    it('should take the stake and pay the win in one call, idempotently', async () => {
      const p = await newPlayer(t, 100_000);
      const hub = house(t, p);
      const body = {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: uuid(),
        round: uuid(),
        game_code: 'baucua',
        currency: 'VND',
        bet_amount: 10_000,
        win_amount: 30_000,
      };
      expect(await hub.call('transaction/betwin', body)).toMatchObject({ status: 'RS_OK', balance: 120_000 });
      expect(await hub.call('transaction/betwin', body)).toMatchObject({ status: 'RS_OK', balance: 120_000 });
      expect((await hub.call('transaction/betwin', { ...body, win_amount: 90_000 })).status).toBe(
        'RS_ERROR_DUPLICATE_TRANSACTION',
      );
      const broke = await newPlayer(t, 5_000);
      expect(
        await house(t, broke).call('transaction/betwin', {
          ...body,
          token: broke.tokenPlay,
          user: broke.user,
          transaction_uuid: uuid(),
        }),
      ).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 5_000 });
      expect(await cashOf(t, p.id)).toBe(120_000);
      expect(await cashOf(t, broke.id)).toBe(5_000);
    });
  });

  describe('jackpot', () => {
    it('should feed the pool from jackpot-game stakes and pay it whole on a jackpot win, then reset it to its seed', async () => {
      const pool = systemAccount('jackpot_pool', 'than-tai');
      const seed = 50_000_000;
      const start = await t.wallet.getSystemBalance(pool);
      expect(start).toBeGreaterThanOrEqual(seed);
      const p = await newPlayer(t, 1_000_000);
      const hub = house(t, p);
      const bet = uuid();
      await hub.bet(bet, 100_000, { game_code: 'slot' });
      // 1% of the stake went to the pool; a table game's stake does not
      expect(await t.wallet.getSystemBalance(pool)).toBe(start + 1_000);
      await hub.bet(uuid(), 100_000, { game_code: 'taixiu' });
      expect(await t.wallet.getSystemBalance(pool)).toBe(start + 1_000);

      const before = await cashOf(t, p.id);
      const win = uuid();
      const answer = await hub.win(win, bet, 2_000, { game_code: 'slot', jackpot_win: true });
      expect(answer).toMatchObject({ status: 'RS_OK', jackpot_amount: start + 1_000 });
      expect(answer.balance).toBe(before + 2_000 + start + 1_000);
      expect(await t.wallet.getSystemBalance(pool)).toBe(seed);
      // a replay pays nothing more
      expect(await hub.win(win, bet, 2_000, { game_code: 'slot', jackpot_win: true })).toMatchObject({
        status: 'RS_OK',
        jackpot_amount: start + 1_000,
        balance: answer.balance,
      });
      expect(await t.wallet.getSystemBalance(pool)).toBe(seed);
      const res = await t.app.inject('/api/game/jackpot');
      expect(res.json().data.pools[0]).toMatchObject({ code: 'than-tai', lastWinAmount: start + 1_000 });
    });

    it('should take back the contribution of a rolled-back jackpot-game bet', async () => {
      const pool = systemAccount('jackpot_pool', 'than-tai');
      const p = await newPlayer(t, 500_000);
      const hub = house(t, p);
      const start = await t.wallet.getSystemBalance(pool);
      const bet = uuid();
      await hub.bet(bet, 200_000, { game_code: 'slot' });
      expect(await t.wallet.getSystemBalance(pool)).toBe(start + 2_000);
      await hub.rollback(uuid(), bet, { game_code: 'slot' });
      expect(await t.wallet.getSystemBalance(pool)).toBe(start);
      expect(await cashOf(t, p.id)).toBe(500_000);
    });
  });

  describe('bet history', () => {
    it('should list the rounds of the last 7 days with win, lose, draw and processing labels', async () => {
      const p = await newPlayer(t, 500_000);
      const hub = house(t, p);
      const [won, lost, even, open, cancelled] = [uuid(), uuid(), uuid(), uuid(), uuid()];
      await hub.bet(won, 10_000);
      await hub.win(uuid(), won, 25_000);
      await hub.bet(lost, 10_000);
      await hub.win(uuid(), lost, 0);
      await hub.bet(even, 10_000);
      await hub.win(uuid(), even, 10_000);
      await hub.bet(open, 10_000);
      await hub.bet(cancelled, 10_000);
      await hub.rollback(uuid(), cancelled);
      const res = await t.app.inject({
        url: '/api/user/history/bets?page=1&per_page=10',
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.meta.pagination).toEqual({ page: 1, per_page: 10, total: 5, last_page: 1 });
      const rows = body.data as {
        betAmount: number;
        winAmount: number;
        result: string;
        gameName: string;
        cancelled: boolean;
      }[];
      expect(rows.map((r) => r.result)).toEqual(['draw', 'processing', 'draw', 'lose', 'win']);
      expect(rows[0]).toMatchObject({ cancelled: true, betAmount: 0, winAmount: 0 });
      expect(rows[4]).toMatchObject({ betAmount: 10_000, winAmount: 25_000, gameName: 'Tài Xỉu', cancelled: false });

      const page2 = await t.app.inject({
        url: '/api/user/history/bets?page=2&per_page=10',
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(page2.json()).toMatchObject({ data: [], meta: { pagination: { total: 5 } } });
      const bad = await t.app.inject({
        url: '/api/user/history/bets?per_page=15',
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(bad.statusCode).toBe(400);
      expect((await t.app.inject('/api/user/history/bets')).statusCode).toBe(401);
    });
  });
});
