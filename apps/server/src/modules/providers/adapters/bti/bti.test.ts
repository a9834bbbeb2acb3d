import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp, newPlayer, type TestPlayer } from '../../providers.test-support';
import { BtiAdapter } from './bti.adapter';
import { BTI_RESERVE_ABANDONED_MS } from './bti.codes';
import { btiCall, btiPlayer, buildBtiTestApp, creditXml, reserveXml } from './bti.test-support';

const id = () => String(BigInt(`0x${randomUUID().replaceAll('-', '').slice(0, 15)}`));

describe(BtiAdapter.name, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildBtiTestApp();
  });
  afterAll(() => t.close());

  const reserve = (p: TestPlayer, reserveId: string, amount: string) =>
    btiCall(
      t.app,
      'reserve',
      { cust_id: p.user, reserve_id: reserveId, amount, extsessionID: 's' },
      reserveXml(p.user, reserveId, amount),
    );
  const debitReserve = (p: TestPlayer, reserveId: string, reqId: string, amount: string) =>
    btiCall(
      t.app,
      'debitreserve',
      { cust_id: p.user, reserve_id: reserveId, req_id: reqId, amount, purchase_id: 'P1' },
      '<Bets/>',
    );
  const commit = (p: TestPlayer, reserveId: string) =>
    btiCall(t.app, 'commitreserve', { cust_id: p.user, reserve_id: reserveId, purchase_id: 'P1' });
  const cancel = (p: TestPlayer, reserveId: string) =>
    btiCall(t.app, 'cancelreserve', { cust_id: p.user, reserve_id: reserveId });
  const settle = (
    method: 'creditcustomer' | 'debitcustomer',
    p: TestPlayer,
    reserveId: string,
    reqId: string,
    amount: string,
  ) =>
    btiCall(
      t.app,
      method,
      { cust_id: p.user, req_id: reqId, amount, purchase_id: 'P1' },
      creditXml(p.user, reserveId, amount),
    );

  describe('ValidateToken', () => {
    it("should name the launch token's player with the balance as key=value text lines", async () => {
      const p = await newPlayer(t, 123_456);
      const res = await btiCall(t.app, 'ValidateToken', { auth_token: p.tokenPlay });
      expect(res.contentType).toMatch(/^text\/plain/);
      expect(res.text.split('\r\n')[0]).toBe('error_code=0');
      expect(res.fields).toMatchObject({
        error_code: '0',
        cust_id: p.user,
        cust_login: p.user,
        balance: '123456',
        currency_code: 'VND',
      });
      // the token it validated is the session the reservations are checked against
      expect((await reserve(p, id(), '1000')).fields.error_code).toBe('0');
    });

    it('should answer -3 to a token we never issued, -23 to an ended session and -6 to a self-excluded player', async () => {
      expect((await btiCall(t.app, 'validatetoken', { auth_token: 'nope' })).fields.error_code).toBe('-3');
      expect((await btiCall(t.app, 'validatetoken', {})).fields.error_code).toBe('-10');
      const p = await newPlayer(t, 0);
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${p.token}` } });
      expect((await btiCall(t.app, 'validatetoken', { auth_token: p.tokenPlay })).fields.error_code).toBe('-23');
      const q = await newPlayer(t, 0);
      await t.app.services.auth.setPlayerStatus(q.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      const res = await btiCall(t.app, 'validatetoken', { auth_token: q.tokenPlay });
      expect(res.fields.error_code).toBe('-6');
    });
  });

  describe('reservations', () => {
    it('should hold the stake, record bets against it, return what they did not use, and settle once per req_id', async () => {
      const p = await btiPlayer(t, 100_000);
      const r = id();
      const held = await reserve(p, r, '50000.00');
      expect(held.fields).toMatchObject({ error_code: '0', error_message: 'No error', balance: '50000' });
      expect(held.fields.trx_id).toMatch(/^\d+$/);
      expect((await reserve(p, r, '50000.00')).fields).toMatchObject({ error_code: '0', trx_id: held.fields.trx_id });
      expect(await cashOf(t, p.id)).toBe(50_000);
      expect((await debitReserve(p, r, 'q1', '30000')).fields).toMatchObject({ error_code: '0', balance: '50000' });
      expect((await debitReserve(p, r, 'q1', '30000')).fields.error_code).toBe('0');
      expect((await debitReserve(p, r, 'q2', '20000.01')).fields).toMatchObject({
        error_code: '-1',
        error_message: 'TotalDebitReserveBiggerThanReserve',
      });
      expect((await cancel(p, r)).fields).toMatchObject({ error_code: '-1', error_message: 'ReserveAlreadyDebited' });
      expect((await commit(p, r)).fields).toMatchObject({ error_code: '0', balance: '70000' });
      expect((await commit(p, r)).fields).toMatchObject({ error_code: '0', balance: '70000' });
      expect((await debitReserve(p, r, 'q3', '1')).fields.error_message).toBe('ReserveAlreadyCommit');
      // the result: 60,000 paid, then re-settled as a loss
      expect((await settle('creditcustomer', p, r, 'c1', '60000')).fields).toMatchObject({
        error_code: '0',
        balance: '130000',
      });
      expect((await settle('creditcustomer', p, r, 'c1', '60000')).fields).toMatchObject({
        error_code: '0',
        balance: '130000',
      });
      expect((await settle('debitcustomer', p, r, 'd1', '60000')).fields).toMatchObject({
        error_code: '0',
        balance: '70000',
      });
      expect((await settle('debitcustomer', p, r, 'd1', '60000')).fields).toMatchObject({
        error_code: '0',
        balance: '70000',
      });
      expect((await settle('creditcustomer', p, r, 'c2', '5000')).fields).toMatchObject({
        error_code: '0',
        balance: '75000',
      });
      expect(await cashOf(t, p.id)).toBe(75_000);
    });

    it("should show the reservation's bet in the player's history in đồng, at its decimal odds", async () => {
      const p = await btiPlayer(t, 100_000);
      const r = id();
      const xml = reserveXml(p.user, r, '10000.00').replace('OddsDec="7.3708"', 'OddsDec="2.9700"');
      const res = await btiCall(t.app, 'reserve', { cust_id: p.user, reserve_id: r, amount: '10000.00' }, xml);
      expect(res.fields.error_code).toBe('0');
      const history = await t.app.inject({
        url: '/api/user/history/bets?page=1&per_page=10',
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(history.statusCode, history.body).toBe(200);
      const [row] = history.json().data;
      expect(row).toMatchObject({ partnerName: expect.any(String), betAmount: 10_000 });
      expect(row.details).toEqual([{ label: 'BTI · Trebles X 1 bet', value: 'Tiền cược 10,000 @ 2.97' }]);
    });

    it('should return the whole stake on cancelreserve once, and leave a reserve that comes after its cancel nothing to take', async () => {
      const p = await btiPlayer(t, 100_000);
      const r = id();
      await reserve(p, r, '40000');
      expect((await cancel(p, r)).fields).toMatchObject({ error_code: '0', balance: '100000' });
      expect((await cancel(p, r)).fields).toMatchObject({ error_code: '0', balance: '100000' });
      expect((await commit(p, r)).fields).toMatchObject({ error_code: '-1', error_message: 'ReserveAlreadyCanceled' });
      // BTI lost our answer to reserve and cancelled first
      const late = id();
      expect((await cancel(p, late)).fields.error_code).toBe('0');
      expect((await reserve(p, late, '40000')).fields).toMatchObject({
        error_code: '-1',
        error_message: 'ReserveAlreadyCanceled',
      });
      expect((await settle('creditcustomer', p, late, 'c', '1000')).fields.error_message).toBe(
        'ReserveAlreadyCanceled',
      );
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should release a reservation BTI abandoned after the documented time, once, whatever BTI sends later', async () => {
      const p = await btiPlayer(t, 100_000);
      const [a, b, fresh] = [id(), id(), id()];
      await reserve(p, a, '10000');
      await reserve(p, b, '20000');
      await debitReserve(p, b, 'q', '15000');
      await reserve(p, fresh, '1000');
      expect(await cashOf(t, p.id)).toBe(69_000);
      const bti = t.app.services.providerAdapters.bti;
      // not yet: the time has not passed
      await bti.expireReservations(new Date(), BTI_RESERVE_ABANDONED_MS);
      expect(await cashOf(t, p.id)).toBe(69_000);
      const later = new Date(Date.now() + BTI_RESERVE_ABANDONED_MS + 1000);
      // only this test's reservations are past due at this instant in its own database
      expect(await bti.expireReservations(later)).toBeGreaterThanOrEqual(3);
      expect(await cashOf(t, p.id)).toBe(100_000 - 15_000);
      expect(await bti.expireReservations(later)).toBe(0);
      expect((await commit(p, a)).fields.error_message).toBe('ReserveAlreadyCanceled');
      expect((await commit(p, b)).fields.error_code).toBe('0');
      expect(await cashOf(t, p.id)).toBe(85_000);
    });
  });

  describe('error codes and bad input', () => {
    let p: TestPlayer;
    beforeAll(async () => {
      p = await btiPlayer(t, 50_000);
    });
    const cash = () => cashOf(t, p.id);

    it('should answer -4 above the cash and with our Vietnamese reason when a limit refuses the stake', async () => {
      const q = await btiPlayer(t, 20_000);
      expect((await reserve(q, id(), '20001')).fields).toMatchObject({
        error_code: '-4',
        error_message: 'Số dư không đủ để đặt cược.',
      });
      await t.app.services.protection.setLimit(q.id, { kind: 'wager', period: 'day', amount: 10_000 });
      expect((await reserve(q, id(), '9000')).fields.error_code).toBe('0');
      const limited = await reserve(q, id(), '2000');
      expect(limited.fields.error_code).toBe('-4');
      expect(limited.fields.error_message).toMatch(/hạn mức/);
      expect(await cashOf(t, q.id)).toBe(11_000);
    });

    it("should word the refusal BTI shows (its error_message) in the player's language", async () => {
      const q = await btiPlayer(t, 20_000);
      await t.db.pool.query(`UPDATE players SET locale = 'en' WHERE id = $1`, [q.id]);
      await t.app.services.providerAdapters.rememberToken('bti', q.id, q.tokenPlay);
      expect((await reserve(q, id(), '20001')).fields).toMatchObject({
        error_code: '-4',
        error_message: 'Your balance is not enough for this stake.',
      });
      await t.app.services.protection.setLimit(q.id, { kind: 'wager', period: 'day', amount: 10_000 });
      expect((await reserve(q, id(), '9000')).fields.error_code).toBe('0');
      const limited = (await reserve(q, id(), '2000')).fields;
      expect(limited.error_code).toBe('-4');
      expect(limited.error_message).toMatch(/limit/i);
      expect(limited.error_message).not.toMatch(/hạn mức/);
    });

    it('should answer -23 without a session, -6 for a self-excluded player and -2 for an unknown one', async () => {
      const q = await newPlayer(t, 20_000);
      expect((await reserve(q, id(), '1000')).fields.error_code).toBe('-23');
      const r = await btiPlayer(t, 20_000);
      await t.app.services.auth.setPlayerStatus(r.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      const refused = await reserve(r, id(), '1000');
      expect(refused.fields.error_code).toBe('-6');
      expect(refused.fields.error_message).toContain('tự loại trừ');
      expect((await reserve({ ...r, user: '999999999' }, id(), '1000')).fields.error_code).toBe('-2');
      expect((await reserve({ ...r, user: 'abc' }, id(), '1000')).fields.error_code).toBe('-2');
      expect([await cashOf(t, q.id), await cashOf(t, r.id)]).toEqual([20_000, 20_000]);
    });

    it('should answer -10 to malformed XML, missing parameters and unknown methods, changing nothing', async () => {
      const r = id();
      expect(
        (await btiCall(t.app, 'reserve', { cust_id: p.user, reserve_id: r, amount: '1000' }, '<Bets><Bet')).fields
          .error_code,
      ).toBe('-10');
      expect((await btiCall(t.app, 'reserve', { cust_id: p.user, amount: '1000' }, '<Bets/>')).fields.error_code).toBe(
        '-10',
      );
      expect((await btiCall(t.app, 'reserve', { reserve_id: r, amount: '1000' }, '<Bets/>')).fields.error_code).toBe(
        '-10',
      );
      expect(
        (await btiCall(t.app, 'debitreserve', { cust_id: p.user, reserve_id: r, amount: '1' })).fields.error_code,
      ).toBe('-10');
      expect((await btiCall(t.app, 'cashout', { cust_id: p.user })).fields.error_code).toBe('-10');
      expect(
        (await btiCall(t.app, 'reserve', { cust_id: p.user, reserve_id: 'a b', amount: '1' }, '<Bets/>')).fields
          .error_code,
      ).toBe('-10');
      expect(await cash()).toBe(50_000);
    });

    it('should answer -1 to bad amounts, unknown reservations and an XML without its reservation', async () => {
      for (const amount of ['0', '-5', 'abc', '1.00001']) {
        expect((await reserve(p, id(), amount)).fields).toMatchObject({
          error_code: '-1',
          error_message: 'AmountInvalid',
        });
      }
      expect((await commit(p, id())).fields.error_message).toBe('ReserveWasNotFound');
      expect((await debitReserve(p, id(), 'q', '1')).fields.error_message).toBe('ReserveWasNotFound');
      expect((await settle('creditcustomer', p, id(), 'c', '1')).fields.error_message).toBe('ReserveWasNotFound');
      const noReserve = await btiCall(
        t.app,
        'creditcustomer',
        { cust_id: p.user, req_id: 'c', amount: '1' },
        '<Credit Amount="1"/>',
      );
      expect(noReserve.fields.error_message).toBe('ReserveNotFoundOnXml');
      expect(await cash()).toBe(50_000);
    });

    it("should refuse another player's reservation and an address not allowed (audited), changing nothing", async () => {
      const r = id();
      await reserve(p, r, '1000');
      const q = await btiPlayer(t, 10_000);
      expect((await cancel(q, r)).fields.error_message).toBe('InvalidCustomerForReserve');
      const refused = await btiCall(t.app, 'cancelreserve', { cust_id: p.user, reserve_id: r }, undefined, {
        ip: '198.51.100.7',
      });
      expect(refused.fields).toMatchObject({ error_code: '-1', error_message: 'IPForbidden' });
      const audit = await t.db.pool.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'provider.callback_refused' AND target_id = 'bti'`,
      );
      expect(audit.rows[0].n).toBeGreaterThan(0);
      expect(await cash()).toBe(49_000);
      expect((await cancel(p, r)).fields.error_code).toBe('0');
      expect(await cash()).toBe(50_000);
    });

    it('should answer -1 while BTI is switched off', async () => {
      await t.app.services.providers.setEnabled('bti', false);
      try {
        t.app.services.providerAdapters.dropCaches();
        expect((await reserve(p, id(), '1000')).fields.error_code).toBe('-1');
      } finally {
        await t.app.services.providers.setEnabled('bti', true);
        t.app.services.providerAdapters.dropCaches();
      }
      expect(await cash()).toBe(50_000);
    });
  });
});
