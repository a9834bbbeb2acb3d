import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp, newPlayer, type TestPlayer } from '../../providers.test-support';
import { awcCall, buildAdapterTestApp } from '../adapters.test-support';
import { AWC_ACCOUNT, AwcAdapter } from './awc.adapter';

const tx = () => `BAC-${randomUUID().slice(0, 12)}`;

describe(AwcAdapter.name, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildAdapterTestApp();
  });
  afterAll(() => t.close());

  /** A player who launched an AWC game (the launch keeps the session their bets are checked against). */
  const launched = async (cash: number): Promise<TestPlayer> => {
    const p = await newPlayer(t, cash);
    await t.app.services.providerAdapters.rememberToken(AWC_ACCOUNT, p.id, p.tokenPlay);
    return p;
  };
  const baccarat = (p: TestPlayer, platformTxId: string, extra: Record<string, unknown> = {}) => ({
    platformTxId,
    userId: p.user,
    platform: 'SEXYBCRT',
    gameType: 'LIVE',
    gameCode: 'MX-LIVE-001',
    gameName: 'BaccaratClassic',
    roundId: 'Mexico-04-GA559640024',
    betType: 'Player',
    betAmount: 5000,
    betTime: '2023-04-14T20:20:44.852+08:00',
    gameInfo: {},
    ...extra,
  });

  describe("the research file's samples", () => {
    it('should answer the captured getBalance (a member we do not have) with 1002', async () => {
      expect(await awcCall(t.app, '{"action":"getBalance","userId":"lokuuserm12"}')).toMatchObject({ status: '1002' });
    });

    it("should refuse the captured SV388 bet as sent (platform 'SV38', THB, a stranger) and take it as ours", async () => {
      const sample =
        '{"action":"bet","txns":[{"platformTxId":"T65","userId":"devtestsexy1","currency":"THB","platform":"SV38","gameType":"LIVE","gameCode":"10","gameName":"CockFight","betType":"MERON","betAmount":1,"betTime":"2020-03-30T19:17:05.383+08:00","roundId":"123123123","gameInfo":{}}]}';
      expect(await awcCall(t.app, sample)).toMatchObject({ status: '1054' });
      const p = await launched(10_000);
      const ours = sample
        .replace('"devtestsexy1"', `"${p.user}"`)
        .replace('"THB"', '"VND"')
        .replace('"SV38"', '"SV388"')
        .replace('"10"', '"SV-LIVE-001"')
        .replace('"T65"', `"${tx()}"`)
        .replace('"betAmount":1', '"betAmount":1000');
      const res = await awcCall(t.app, ours);
      expect(res).toMatchObject({ status: '0000', balance: 9000 });
      expect(res.balanceTs).toEqual(expect.any(String));
      expect(await awcCall(t.app, ours)).toMatchObject({ status: '0000', balance: 9000 });
      expect(await cashOf(t, p.id)).toBe(9000);
    });

    it('should settle the captured baccarat settle txn (a loss: winAmount 0) once', async () => {
      const p = await launched(20_000);
      const id = tx();
      await awcCall(t.app, { action: 'bet', txns: [baccarat(p, id, { betAmount: 5 })] });
      const settle = {
        gameType: 'LIVE',
        gameName: 'BaccaratClassic',
        gameCode: 'MX-LIVE-001',
        userId: p.user,
        platform: 'SEXYBCRT',
        platformTxId: id,
        refPlatformTxId: null,
        settleType: 'platformTxId',
        updateTime: '2023-04-14T20:21:02.661+08:00',
        roundId: 'Mexico-04-GA559640024',
        betType: 'Player',
        betTime: '2023-04-14T20:20:44.852+08:00',
        txTime: '2023-04-14T20:20:44.852+08:00',
        turnover: 5,
        betAmount: 5,
        winAmount: 0,
        gameInfo: { result: ['D08', 'S10', '', 'C09', 'C10', ''], winner: 'BANKER', status: 'LOSE' },
      };
      expect(await awcCall(t.app, { action: 'settle', txns: [settle] })).toMatchObject({
        status: '0000',
        balance: 19_995,
      });
      expect(await awcCall(t.app, { action: 'settle', txns: [settle] })).toMatchObject({
        status: '0000',
        balance: 19_995,
      });
    });
  });

  describe('money actions', () => {
    let p: TestPlayer;
    beforeAll(async () => {
      p = await launched(100_000);
    });
    const cash = () => cashOf(t, p.id);

    it('should pay a settle by the txn, repeat nothing, and move only the difference on resettle and unsettle', async () => {
      const id = tx();
      const start = await cash();
      await awcCall(t.app, { action: 'bet', txns: [baccarat(p, id, { betAmount: 10_000 })] });
      const settle = baccarat(p, id, { betAmount: 10_000, winAmount: 20_000, settleType: 'platformTxId' });
      await awcCall(t.app, { action: 'settle', txns: [settle] });
      await awcCall(t.app, { action: 'settle', txns: [settle] });
      expect(await cash()).toBe(start + 10_000);
      await awcCall(t.app, { action: 'resettle', txns: [{ ...settle, winAmount: 19_500 }] });
      await awcCall(t.app, { action: 'resettle', txns: [{ ...settle, winAmount: 19_500 }] });
      expect(await cash()).toBe(start + 9_500);
      await awcCall(t.app, { action: 'unsettle', txns: [settle] });
      await awcCall(t.app, { action: 'unsettle', txns: [settle] });
      expect(await cash()).toBe(start - 10_000);
      expect(await awcCall(t.app, { action: 'settle', txns: [settle] })).toMatchObject({ status: '0000' });
      expect(await cash()).toBe(start + 10_000);
    });

    it('should void a settlement (stake back, payment taken) and apply it again on unvoidSettle', async () => {
      const id = tx();
      const start = await cash();
      await awcCall(t.app, { action: 'bet', txns: [baccarat(p, id, { betAmount: 10_000 })] });
      const settle = baccarat(p, id, { winAmount: 25_000 });
      await awcCall(t.app, { action: 'settle', txns: [settle] });
      expect(await cash()).toBe(start + 15_000);
      await awcCall(t.app, { action: 'voidSettle', txns: [settle] });
      await awcCall(t.app, { action: 'voidSettle', txns: [settle] });
      expect(await cash()).toBe(start);
      await awcCall(t.app, { action: 'unvoidSettle', txns: [settle] });
      await awcCall(t.app, { action: 'unvoidSettle', txns: [settle] });
      expect(await cash()).toBe(start + 15_000);
    });

    it('should remember a cancel that came before its bet: the late bet takes nothing and cannot be settled', async () => {
      const id = tx();
      const start = await cash();
      expect(await awcCall(t.app, { action: 'cancelBet', txns: [baccarat(p, id)] })).toMatchObject({ status: '0000' });
      expect(await awcCall(t.app, { action: 'bet', txns: [baccarat(p, id)] })).toMatchObject({ status: '0000' });
      expect(await awcCall(t.app, { action: 'settle', txns: [baccarat(p, id, { winAmount: 10_000 })] })).toMatchObject({
        status: '1025',
      });
      expect(await cash()).toBe(start);
    });

    it('should give back the adjusted stake once on cancel, void and unvoid a bet', async () => {
      const start = await cash();
      const a = tx();
      await awcCall(t.app, { action: 'bet', txns: [baccarat(p, a, { betAmount: 8_000 })] });
      await awcCall(t.app, { action: 'adjustBet', txns: [baccarat(p, a, { betAmount: 8_000, adjustAmount: 3_000 })] });
      expect(await cash()).toBe(start - 5_000);
      await awcCall(t.app, { action: 'cancelBet', txns: [baccarat(p, a)] });
      await awcCall(t.app, { action: 'cancelBet', txns: [baccarat(p, a)] });
      expect(await cash()).toBe(start);
      const b = tx();
      await awcCall(t.app, { action: 'bet', txns: [baccarat(p, b, { betAmount: 4_000 })] });
      await awcCall(t.app, { action: 'voidBet', txns: [baccarat(p, b, { betAmount: 4_000 })] });
      expect(await cash()).toBe(start);
      await awcCall(t.app, { action: 'unvoidBet', txns: [baccarat(p, b, { betAmount: 4_000 })] });
      await awcCall(t.app, { action: 'unvoidBet', txns: [baccarat(p, b, { betAmount: 4_000 })] });
      expect(await cash()).toBe(start - 4_000);
    });

    it('should bet and settle in one call, cancel both, and pay a promotion once', async () => {
      const id = tx();
      const start = await cash();
      const both = baccarat(p, id, { betAmount: 2_000, winAmount: 3_900 });
      await awcCall(t.app, { action: 'betNSettle', txns: [both] });
      await awcCall(t.app, { action: 'betNSettle', txns: [both] });
      expect(await cash()).toBe(start + 1_900);
      await awcCall(t.app, { action: 'cancelBetNSettle', txns: [both] });
      await awcCall(t.app, { action: 'cancelBetNSettle', txns: [both] });
      expect(await cash()).toBe(start);
      const give = {
        promotionTxId: tx(),
        promotionId: 'p1',
        promotionTypeId: '1',
        userId: p.user,
        platform: 'SEXYBCRT',
        amount: 777,
        currency: 'VND',
      };
      await awcCall(t.app, { action: 'give', txns: [give] });
      await awcCall(t.app, { action: 'give', txns: [give] });
      expect(await cash()).toBe(start + 777);
    });

    it('should settle a whole table round for several players in one call (SV388 MERON/WALA)', async () => {
      const q = await launched(50_000);
      const round = `SV-${randomUUID().slice(0, 8)}`;
      const fight = (who: TestPlayer, id: string, betType: string, extra: Record<string, unknown> = {}) => ({
        platformTxId: id,
        userId: who.user,
        platform: 'SV388',
        gameType: 'LIVE',
        gameCode: 'SV-LIVE-001',
        roundId: round,
        betType,
        betAmount: 10_000,
        ...extra,
      });
      const [p1, p2, q1] = [tx(), tx(), tx()];
      const before = await cash();
      await awcCall(t.app, { action: 'bet', txns: [fight(p, p1, 'MERON'), fight(p, p2, 'WALA')] });
      await awcCall(t.app, { action: 'bet', txns: [fight(q, q1, 'MERON')] });
      expect(await cash()).toBe(before - 20_000);
      const settle = {
        action: 'settle',
        txns: [
          fight(p, p2, 'MERON', { settleType: 'roundId', winAmount: 19_000 }),
          fight(q, q1, 'MERON', { settleType: 'platformTxId', winAmount: 19_000 }),
        ],
      };
      expect(await awcCall(t.app, settle)).toEqual({ status: '0000' });
      expect(await awcCall(t.app, settle)).toEqual({ status: '0000' });
      expect(await cash()).toBe(before - 1_000);
      expect(await cashOf(t, q.id)).toBe(59_000);
    });
  });

  describe('refusals (nothing moves, never a 5xx)', () => {
    let p: TestPlayer;
    beforeAll(async () => {
      p = await launched(10_000);
    });

    it('should answer a wrong key 1036, an address not allowed 1029 (audited), unreadable forms and JSON 1036', async () => {
      const bet = { action: 'bet', txns: [baccarat(p, tx())] };
      expect(await awcCall(t.app, bet, { key: 'wrong' })).toMatchObject({ status: '1036' });
      expect(await awcCall(t.app, bet, { ip: '198.51.100.7' })).toMatchObject({ status: '1029' });
      const audit = await t.db.pool.query(
        `SELECT 1 FROM audit_log WHERE action = 'provider.callback_refused' AND target_id = 'sexy' AND ip = '198.51.100.7'`,
      );
      expect(audit.rowCount).toBe(1);
      for (const message of [
        '{',
        '[]',
        '{"action":"bet"}',
        '{"action":"nope","txns":[]}',
        '{"action":"bet","txns":[{}]}',
      ]) {
        expect(await awcCall(t.app, message)).toMatchObject({ status: '1036' });
      }
      for (const payload of ['', 'key=x', 'message=%7B%7D', 'key=a&key=b&message=1']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/provider/awc',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: '1036' });
      }
      expect(await cashOf(t, p.id)).toBe(10_000);
    });

    it('should answer 1018, 1010, 1033, 1004, 1002, 1017 and 1013 for what each means', async () => {
      const one = (extra: Record<string, unknown>) => ({ action: 'bet', txns: [baccarat(p, tx(), extra)] });
      expect(await awcCall(t.app, one({ betAmount: 10_001 }))).toMatchObject({ status: '1018' });
      expect(await awcCall(t.app, one({ betAmount: -5 }))).toMatchObject({ status: '1036' });
      expect(await awcCall(t.app, one({ betAmount: 0 }))).toMatchObject({ status: '1010' });
      expect(await awcCall(t.app, one({ betAmount: 1.00001 }))).toMatchObject({ status: '1010' });
      expect(await awcCall(t.app, one({ gameCode: 'NOPE-1' }))).toMatchObject({ status: '1033' });
      expect(await awcCall(t.app, one({ currency: 'THB' }))).toMatchObject({ status: '1004' });
      expect(await awcCall(t.app, one({ userId: '99999999' }))).toMatchObject({ status: '1002' });
      expect(await awcCall(t.app, { action: 'settle', txns: [baccarat(p, tx(), { winAmount: 5 })] })).toMatchObject({
        status: '1017',
      });
      await t.app.services.auth.setPlayerStatus(p.id, 'self_excluded', new Date(Date.now() + 86_400_000));
      expect(await awcCall(t.app, one({}))).toMatchObject({ status: '1013' });
      expect(await cashOf(t, p.id)).toBe(10_000);
    });
  });
});
