import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cashOf, type GamesTestApp, newPlayer, type TestPlayer } from '../../providers.test-support';
import { SabaAdapter } from './saba.adapter';
import { sabaTime } from './saba.codes';
import { buildSabaTestApp, SABA_VENDOR_ID, sabaCall, sabaPlayer } from './saba.test-support';

/* The research file's captured requests (docs/saba.md), verbatim but for the redacted key and IP. */
const PLACE_BET =
  '{"action":"PlaceBet","operationId":"4345700_1_1_U","userId":"668647b0797036fdd070f18b","currency":20,"matchId":88334357,"homeId":238,"awayId":250,"homeName":"德国","awayName":"西班牙","kickOffTime":"2024-07-05T12:15:00.000-04:00","betTime":"2024-07-04T03:06:17.986-04:00","betAmount":15.0,"actualAmount":15.0,"sportType":1,"sportTypeName":"足球","betType":413,"betTypeName":"波胆","oddsType":3,"oddsId":702285605,"odds":77.0,"betChoice":"4-1","betChoice_en":"4-1","updateTime":"2024-07-04T03:06:17.987-04:00","leagueId":141197,"leagueName":"2024欧洲杯 (在德国)","leagueName_en":"*UEFA EURO 2024 (IN GERMANY)","sportTypeName_en":"Soccer","betTypeName_en":"Correct Score (AOS)","homeName_en":"Germany","awayName_en":"Spain","IP":"127.0.0.1","isLive":false,"refId":"4345700_1_U","tsId":"","point":"","point2":"","betTeam":"4:1","homeScore":0,"awayScore":0,"baStatus":false,"excluding":"","betFrom":"W004","creditAmount":0.0,"debitAmount":15.0,"oddsInfo":"","matchDateTime":"2024-07-05T12:00:00.000-04:00","betRemark":""}';
const CONFIRM_BET =
  '{"action":"ConfirmBet","userId":"668647b0797036fdd070f18b","operationId":"4345700_2_10_U","updateTime":"2024-07-04T06:56:22.171-04:00","transactionTime":"2024-07-04T06:56:22.000-04:00","txns":[{"refId":"4345700_5_U","txId":272545662397054983,"licenseeTxId":"66867fd4183dce980ff34570","odds":9.6,"oddsType":3,"actualAmount":10.0,"isOddsChanged":false,"creditAmount":0.0,"debitAmount":0.0,"winlostDate":"2024-07-05T00:00:00.000-04:00","mmrPercentage":0,"isMmrPercentageChange":false}]}';
const CANCEL_BET =
  '{"action":"CancelBet","userId":"668647b0797036fdd070f18b","operationId":"4345700_3_8_U","updateTime":"2024-07-04T06:35:27.279-04:00","errorMessage":"BettingFailed","txns":[{"refId":"4345700_4_U","creditAmount":5.0000,"debitAmount":0.0000}]}';
const SAMPLE_USER = '668647b0797036fdd070f18b';

/** A captured request made ours: our player, VND (51), refIds unique to this run. */
function ours(sample: string, p: TestPlayer, run: string): Record<string, unknown> {
  return JSON.parse(
    sample
      .replaceAll(SAMPLE_USER, p.user)
      .replace('"currency":20', '"currency":51')
      .replaceAll(/"(4345700_[0-9_]+U)"/g, `"$1-${run}"`),
  );
}

describe(SabaAdapter.name, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildSabaTestApp();
  });
  afterAll(() => t.close());

  const run = () => randomUUID().slice(0, 8);
  const place = (p: TestPlayer, refId: string, debit: number, extra: Record<string, unknown> = {}) => ({
    action: 'PlaceBet',
    operationId: `${refId}-op`,
    userId: p.user,
    currency: 51,
    refId,
    betAmount: debit,
    actualAmount: debit,
    creditAmount: 0,
    debitAmount: debit,
    homeName: 'Việt Nam',
    awayName: 'Thái Lan',
    leagueName: 'AFF Cup',
    betTypeName: 'Cược chấp',
    betChoice: 'Việt Nam -0.5',
    oddsType: 3,
    odds: 1.95,
    ...extra,
  });
  const confirm = (p: TestPlayer, refId: string, op: string, credit = 0, debit = 0) => ({
    action: 'ConfirmBet',
    userId: p.user,
    operationId: op,
    txns: [
      {
        refId,
        txId: 272545662397054,
        odds: 1.95,
        isOddsChanged: credit + debit > 0,
        creditAmount: credit,
        debitAmount: debit,
      },
    ],
  });
  const settleTxn = (p: TestPlayer, refId: string, credit: number, debit = 0, status = 'won') => ({
    userId: p.user,
    refId,
    txId: 12345,
    updateTime: sabaTime(),
    winlostDate: sabaTime(),
    status,
    payout: credit,
    creditAmount: credit,
    debitAmount: debit,
  });

  describe("the research file's captured requests", () => {
    it('should answer the captured GetBalance and PlaceBet (a member we do not have) with 203, taking nothing', async () => {
      expect(await sabaCall(t.app, 'getbalance', { action: 'GetBalance', userId: 'swuserid' })).toEqual({
        status: '203',
        msg: 'Account Is Not Exist',
      });
      expect(await sabaCall(t.app, 'placebet', JSON.parse(PLACE_BET))).toMatchObject({ status: '203' });
    });

    it('should refuse the captured PlaceBet in the staging currency 20 and take it in VND (51) once, in thousands', async () => {
      const p = await sabaPlayer(t, 100_000);
      const r = run();
      const bet = ours(PLACE_BET, p, r);
      expect(await sabaCall(t.app, 'placebet', { ...bet, currency: 20 })).toMatchObject({ status: '101' });
      const first = await sabaCall(t.app, 'placebet', bet);
      expect(first).toEqual({ status: '0', msg: null, refId: `4345700_1_U-${r}`, licenseeTxId: expect.any(String) });
      expect(await cashOf(t, p.id)).toBe(85_000);
      // SABA's retry is answered as the first: the same licenseeTxId, nothing taken again
      expect(await sabaCall(t.app, 'placebet', bet)).toEqual(first);
      expect(await sabaCall(t.app, 'placebet', { ...bet, debitAmount: 20 })).toEqual(first);
      expect(await cashOf(t, p.id)).toBe(85_000);
      const balance = await sabaCall(t.app, 'getbalance', { action: 'GetBalance', userId: p.user });
      expect(balance).toMatchObject({ status: '0', userId: p.user, balance: 85 });
      expect(balance.balanceTs).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-04:00$/);
      const shown = Date.parse(balance.balanceTs);
      expect(Math.abs(shown - Date.now())).toBeLessThan(60_000);
    });

    it('should confirm the captured ConfirmBet on a ticket we hold (no odds change: nothing moves) and 504 one we do not', async () => {
      const p = await sabaPlayer(t, 50_000);
      const r = run();
      expect(await sabaCall(t.app, 'confirmbet', JSON.parse(CONFIRM_BET))).toMatchObject({ status: '203' });
      const msg = ours(CONFIRM_BET, p, r);
      expect(await sabaCall(t.app, 'confirmbet', msg)).toMatchObject({ status: '504', msg: 'No Such Ticket' });
      await sabaCall(t.app, 'placebet', place(p, `4345700_5_U-${r}`, 10));
      expect(await sabaCall(t.app, 'confirmbet', msg)).toEqual({ status: '0', msg: null, balance: 40 });
      expect(await sabaCall(t.app, 'confirmbet', msg)).toEqual({ status: '0', msg: null, balance: 40 });
      expect(await cashOf(t, p.id)).toBe(40_000);
    });

    it('should give the captured CancelBet its stake back once, and leave a late PlaceBet nothing to take', async () => {
      const p = await sabaPlayer(t, 50_000);
      const r = run();
      const cancel = ours(CANCEL_BET, p, r);
      await sabaCall(t.app, 'placebet', place(p, `4345700_4_U-${r}`, 5));
      expect(await cashOf(t, p.id)).toBe(45_000);
      expect(await sabaCall(t.app, 'cancelbet', cancel)).toEqual({ status: '0', msg: null, balance: 50 });
      expect(await sabaCall(t.app, 'cancelbet', cancel)).toEqual({ status: '0', msg: null, balance: 50 });
      expect(await cashOf(t, p.id)).toBe(50_000);

      // our answer to PlaceBet was lost: SABA cancels first, its PlaceBet arrives after
      const r2 = run();
      expect(await sabaCall(t.app, 'cancelbet', ours(CANCEL_BET, p, r2))).toMatchObject({ status: '0' });
      expect(await sabaCall(t.app, 'placebet', place(p, `4345700_4_U-${r2}`, 5))).toMatchObject({ status: '309' });
      expect(await sabaCall(t.app, 'confirmbet', confirm(p, `4345700_4_U-${r2}`, 'c1'))).toMatchObject({
        status: '309',
      });
      expect(await cashOf(t, p.id)).toBe(50_000);
    });
  });

  describe('tickets', () => {
    it('should move the stake by debitAmount or creditAmount when ConfirmBet changes the odds, and cancel all of it', async () => {
      const p = await sabaPlayer(t, 100_000);
      const a = `T-${run()}`;
      await sabaCall(t.app, 'placebet', place(p, a, 10));
      expect(await sabaCall(t.app, 'confirmbet', confirm(p, a, 'op1', 0, 2.5))).toMatchObject({
        status: '0',
        balance: 87.5,
      });
      expect(await sabaCall(t.app, 'confirmbet', confirm(p, a, 'op1', 0, 2.5))).toMatchObject({
        status: '0',
        balance: 87.5,
      });
      const b = `T-${run()}`;
      await sabaCall(t.app, 'placebet', place(p, b, 20));
      await sabaCall(t.app, 'confirmbet', confirm(p, b, 'op2', 4));
      expect(await cashOf(t, p.id)).toBe(100_000 - 12_500 - 16_000);
      await sabaCall(t.app, 'cancelbet', {
        action: 'CancelBet',
        userId: p.user,
        operationId: 'op3',
        txns: [{ refId: a, creditAmount: 12.5, debitAmount: 0 }],
      });
      await sabaCall(t.app, 'cancelbet', {
        action: 'CancelBet',
        userId: p.user,
        operationId: 'op4',
        txns: [{ refId: b, creditAmount: 16, debitAmount: 0 }],
      });
      expect(await cashOf(t, p.id)).toBe(100_000);
    });

    it('should apply settle, resettle and unsettle once each for mixed players in one call', async () => {
      const [p, q] = [await sabaPlayer(t, 100_000), await sabaPlayer(t, 100_000)];
      const [a, b] = [`T-${run()}`, `T-${run()}`];
      await sabaCall(t.app, 'placebet', place(p, a, 10));
      await sabaCall(t.app, 'placebet', place(q, b, 20));
      await sabaCall(t.app, 'confirmbet', confirm(p, a, 'c'));
      await sabaCall(t.app, 'confirmbet', confirm(q, b, 'c'));
      const settle = {
        action: 'Settle',
        operationId: 'S1',
        txns: [settleTxn(p, a, 19.5), settleTxn(q, b, 0, 0, 'lose')],
      };
      expect(await sabaCall(t.app, 'settle', settle)).toEqual({ status: '0', msg: null });
      expect(await sabaCall(t.app, 'settle', settle)).toEqual({ status: '0', msg: null });
      expect([await cashOf(t, p.id), await cashOf(t, q.id)]).toEqual([109_500, 80_000]);
      // the result changes: p loses (19.5 back), q wins 40
      const resettle = {
        action: 'Resettle',
        operationId: 'S2',
        txns: [settleTxn(p, a, 0, 19.5, 'lose'), settleTxn(q, b, 40)],
      };
      expect(await sabaCall(t.app, 'resettle', resettle)).toEqual({ status: '0', msg: null });
      expect(await sabaCall(t.app, 'resettle', resettle)).toEqual({ status: '0', msg: null });
      expect([await cashOf(t, p.id), await cashOf(t, q.id)]).toEqual([90_000, 120_000]);
      const unsettle = { action: 'Unsettle', operationId: 'S3', txns: [settleTxn(q, b, 0, 40)] };
      expect(await sabaCall(t.app, 'unsettle', unsettle)).toEqual({ status: '0', msg: null });
      expect(await sabaCall(t.app, 'unsettle', unsettle)).toEqual({ status: '0', msg: null });
      expect(await cashOf(t, q.id)).toBe(80_000);
      // a cancel after a settle is refused; the ticket stays as settled
      expect(
        await sabaCall(t.app, 'cancelbet', {
          action: 'CancelBet',
          userId: p.user,
          operationId: 'X',
          txns: [{ refId: a, creditAmount: 10, debitAmount: 0 }],
        }),
      ).toMatchObject({ status: '309' });
      expect(await cashOf(t, p.id)).toBe(90_000);
    });

    it('should show the ticket in the bet history with match, market, pick, odds and result', async () => {
      const p = await sabaPlayer(t, 100_000);
      const a = `T-${run()}`;
      await sabaCall(t.app, 'placebet', place(p, a, 10));
      await sabaCall(t.app, 'settle', { action: 'Settle', operationId: 'S', txns: [settleTxn(p, a, 19.5)] });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/history/bets',
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(res.body).toContain('AFF Cup · Việt Nam - Thái Lan');
      expect(res.body).toContain('Cược chấp: Việt Nam -0.5 @ 1.95');
      expect(res.body).toContain('"result":"win"');
      // re-settled as a half loss: the line says so
      await sabaCall(t.app, 'resettle', {
        action: 'Resettle',
        operationId: 'R',
        txns: [settleTxn(p, a, 0, 14.5, 'half lose')],
      });
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/user/history/bets',
        headers: { authorization: `Bearer ${p.token}` },
      });
      expect(again.body).toContain('"result":"half-lose"');
      expect(await cashOf(t, p.id)).toBe(100_000 - 10_000 + 19_500 - 14_500);
    });

    it('should take parlay tickets one by one and answer each licenseeTxId', async () => {
      const p = await sabaPlayer(t, 100_000);
      const [a, b] = [`P-${run()}`, `P-${run()}`];
      const parlay = {
        action: 'PlaceBetParlay',
        operationId: 'PO1',
        userId: p.user,
        currency: 51,
        totalBetAmount: 15,
        txns: [
          { refId: a, parlayType: 'Parlay_Mix', betAmount: 10, creditAmount: 0, debitAmount: 10 },
          { refId: b, parlayType: 'Parlay_Mix', betAmount: 5, creditAmount: 0, debitAmount: 5 },
        ],
        ticketDetail: [
          { homeName: 'Hà Nội', awayName: 'Hải Phòng', betTypeName: 'Tài xỉu', betChoice: 'Tài 2.5', odds: 1.9 },
        ],
      };
      const res = await sabaCall(t.app, 'placebetparlay', parlay);
      expect(res).toMatchObject({ status: '0', txns: [{ refId: a }, { refId: b }] });
      expect(await sabaCall(t.app, 'placebetparlay', parlay)).toEqual(res);
      expect(await cashOf(t, p.id)).toBe(85_000);
      const confirmed = await sabaCall(t.app, 'confirmbetparlay', {
        action: 'ConfirmBetParlay',
        userId: p.user,
        operationId: 'PO2',
        txns: [
          { refId: a, txId: 1, creditAmount: 0, debitAmount: 0 },
          { refId: b, txId: 2, creditAmount: 0, debitAmount: 0 },
        ],
      });
      expect(confirmed).toMatchObject({ status: '0', balance: 85 });
    });

    it('should pay AdjustBalance once per refId and operationId, and refuse a debit outside a ticket', async () => {
      const p = await sabaPlayer(t, 10_000);
      const adj = (op: string, credit: number, debit = 0) => ({
        action: 'AdjustBalance',
        time: sabaTime(),
        userId: p.user,
        currency: 51,
        txId: 99,
        refId: 'promo-1',
        operationId: op,
        betType: 9000,
        betTypeName: 'Promotion',
        balanceInfo: { creditAmount: credit, debitAmount: debit },
      });
      expect(await sabaCall(t.app, 'adjustbalance', adj('A1', 3))).toEqual({ status: '0', msg: null });
      expect(await sabaCall(t.app, 'adjustbalance', adj('A1', 3))).toEqual({ status: '0', msg: null });
      expect(await sabaCall(t.app, 'adjustbalance', adj('A2', 0, 1))).toMatchObject({ status: '307' });
      expect(await cashOf(t, p.id)).toBe(13_000);
    });
  });

  describe('status codes', () => {
    let p: TestPlayer;
    beforeAll(async () => {
      p = await sabaPlayer(t, 50_000);
    });
    const cash = () => cashOf(t, p.id);

    it('should answer 0 to HealthCheck', async () => {
      expect(await sabaCall(t.app, 'healthcheck', { action: 'HealthCheck' })).toEqual({ status: '0', msg: null });
    });

    it('should answer 101 to bad gzip, malformed JSON, missing fields and unknown actions, changing nothing', async () => {
      const gz = gzipSync(Buffer.from('{"key":"x"'));
      const bad = [
        Buffer.from([0x1f, 0x8b, 1, 2, 3, 4]),
        gz,
        gzipSync(Buffer.from('not json')),
        Buffer.from('{"key":'),
        Buffer.alloc(0),
        gzipSync(Buffer.from(JSON.stringify({ key: SABA_VENDOR_ID, message: 'text' }))),
      ];
      for (const raw of bad) expect(await sabaCall(t.app, 'placebet', null, { raw })).toMatchObject({ status: '101' });
      const { refId: _r, ...noRef } = place(p, 'x', 1);
      expect(await sabaCall(t.app, 'placebet', noRef)).toMatchObject({ status: '101' });
      expect(await sabaCall(t.app, 'placebet', { ...place(p, `T-${run()}`, 1), refId: 'has space' })).toMatchObject({
        status: '101',
      });
      expect(await sabaCall(t.app, 'cashout', { userId: p.user })).toMatchObject({ status: '101' });
      expect(await cash()).toBe(50_000);
    });

    it('should accept an uncompressed body as well', async () => {
      expect(await sabaCall(t.app, 'getbalance', { userId: p.user }, { plain: true })).toMatchObject({
        status: '0',
        balance: 50,
      });
    });

    it('should answer 307 to an amount of nothing, negative or finer than four places', async () => {
      for (const debit of [0, -1, 1.00001, '1e3']) {
        const res = await sabaCall(t.app, 'placebet', place(p, `T-${run()}`, debit as number));
        expect(['307', '101']).toContain(res.status);
      }
      expect((await sabaCall(t.app, 'placebet', place(p, `T-${run()}`, 0))).status).toBe('307');
      expect(await cash()).toBe(50_000);
    });

    it('should answer 311 to a wrong key and 503 to an address not allowed, audited, changing nothing', async () => {
      const refId = `T-${run()}`;
      expect(await sabaCall(t.app, 'placebet', place(p, refId, 1), { key: 'wrong' })).toEqual({
        status: '311',
        msg: 'Invalid Authentication Key',
      });
      expect(await sabaCall(t.app, 'placebet', place(p, refId, 1), { ip: '203.0.113.9' })).toEqual({
        status: '503',
        msg: 'The IP address Is Restricted',
      });
      const audit = await t.db.pool.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'provider.callback_refused' AND target_id = 'saba'`,
      );
      expect(audit.rows[0].n).toBeGreaterThan(0);
      expect(await cash()).toBe(50_000);
    });

    it('should answer 502 above the cash and with our Vietnamese reason when a limit refuses the stake', async () => {
      const q = await sabaPlayer(t, 20_000);
      const over = await sabaCall(t.app, 'placebet', place(q, `T-${run()}`, 21));
      expect(over).toEqual({ status: '502', msg: 'Số dư không đủ để đặt cược.' });
      await t.app.services.protection.setLimit(q.id, { kind: 'wager', period: 'day', amount: 10_000 });
      expect((await sabaCall(t.app, 'placebet', place(q, `T-${run()}`, 9))).status).toBe('0');
      const limited = await sabaCall(t.app, 'placebet', place(q, `T-${run()}`, 2));
      expect(limited.status).toBe('502');
      expect(limited.msg).toMatch(/hạn mức/);
      expect(await cashOf(t, q.id)).toBe(11_000);
    });

    it("should word the refusal SABA shows (its msg) in the player's language: an English player reads English", async () => {
      const q = await sabaPlayer(t, 20_000);
      // the language of the player's last login; the launch reads it again with the session
      await t.db.pool.query(`UPDATE players SET locale = 'en' WHERE id = $1`, [q.id]);
      await t.app.services.providerAdapters.rememberToken('saba', q.id, q.tokenPlay);
      const over = await sabaCall(t.app, 'placebet', place(q, `T-${run()}`, 21));
      expect(over).toEqual({ status: '502', msg: 'Your balance is not enough for this stake.' });
      await t.app.services.protection.setLimit(q.id, { kind: 'wager', period: 'day', amount: 10_000 });
      expect((await sabaCall(t.app, 'placebet', place(q, `T-${run()}`, 9))).status).toBe('0');
      const limited = await sabaCall(t.app, 'placebet', place(q, `T-${run()}`, 2));
      expect(limited.status).toBe('502');
      // the platform's own sentence for the limit, which names it and its reset, in English
      expect(limited.msg).toMatch(/limit/i);
      expect(limited.msg).not.toMatch(/hạn mức/);
      expect(await cashOf(t, q.id)).toBe(11_000);
    });

    it('should answer 202 without a session, for a self-excluded player, and 203 for an unknown one', async () => {
      const q = await newPlayer(t, 20_000);
      expect(await sabaCall(t.app, 'placebet', place(q, `T-${run()}`, 1))).toMatchObject({
        status: '202',
        msg: expect.stringContaining('Phiên chơi'),
      });
      const r = await sabaPlayer(t, 20_000);
      await t.app.services.auth.setPlayerStatus(r.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      expect(await sabaCall(t.app, 'placebet', place(r, `T-${run()}`, 1))).toMatchObject({
        status: '202',
        msg: expect.stringContaining('tự loại trừ'),
      });
      expect(await sabaCall(t.app, 'placebet', { ...place(r, `T-${run()}`, 1), userId: '999999999' })).toMatchObject({
        status: '203',
      });
      expect([await cashOf(t, q.id), await cashOf(t, r.id)]).toEqual([20_000, 20_000]);
    });

    it("should answer 504 to a settle of an unknown ticket or another player's", async () => {
      const q = await sabaPlayer(t, 20_000);
      const a = `T-${run()}`;
      await sabaCall(t.app, 'placebet', place(q, a, 1));
      expect(await sabaCall(t.app, 'settle', { operationId: 'S', txns: [settleTxn(q, 'nope', 5)] })).toMatchObject({
        status: '504',
      });
      expect(await sabaCall(t.app, 'settle', { operationId: 'S', txns: [settleTxn(p, a, 5)] })).toMatchObject({
        status: '504',
      });
      expect(await cashOf(t, q.id)).toBe(19_000);
      expect(await cash()).toBe(50_000);
    });

    it('should answer 903 while SABA is switched off', async () => {
      await t.app.services.providers.setEnabled('saba', false);
      try {
        t.app.services.providerAdapters.dropCaches();
        expect(await sabaCall(t.app, 'placebet', place(p, `T-${run()}`, 1))).toMatchObject({ status: '903' });
      } finally {
        await t.app.services.providers.setEnabled('saba', true);
        t.app.services.providerAdapters.dropCaches();
      }
      expect(await cash()).toBe(50_000);
    });

    it('should answer 901 when the database fails and 999 for anything else, never HTTP 5xx', async () => {
      const repo = t.app.services.providerAdapters.repo;
      const spy = vi.spyOn(repo, 'wiresOf');
      try {
        spy.mockRejectedValueOnce(Object.assign(new Error('terminating connection'), { code: '57P01' }));
        expect(await sabaCall(t.app, 'settle', { operationId: 'S', txns: [settleTxn(p, 'x', 5)] })).toMatchObject({
          status: '901',
          msg: 'Database Error',
        });
        spy.mockRejectedValueOnce(new Error('unexpected'));
        expect(await sabaCall(t.app, 'settle', { operationId: 'S', txns: [settleTxn(p, 'x', 5)] })).toMatchObject({
          status: '999',
          msg: 'System Error',
        });
      } finally {
        spy.mockRestore();
      }
      expect(await cash()).toBe(50_000);
    });
  });
});
