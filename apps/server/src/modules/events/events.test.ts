import { APP_DISPLAY_MODE_HEADER, EventMessage, type TLuckySpin } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCashier,
  type Cashier,
  call,
  cash,
  fund,
  newPlayer,
  type Player,
  waitFor,
} from '../payments/payments.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { DEFAULT_PRIZES, drawPrize, EventsService, nextVnMidnight, pickPrize, vnDay } from './events.service';

const STANDALONE = { [APP_DISPLAY_MODE_HEADER]: 'standalone' };

describe(EventsService.name, () => {
  let c: Cashier;
  let brand: string;
  beforeAll(async () => {
    c = await buildCashier();
    brand = c.app.services.system.brand().appName;
    expect(await c.app.services.events.seed([brand, 'xc08'])).toBe(DEFAULT_PRIZES.length * 2);
    expect(await c.app.services.events.seed([brand, 'xc08'])).toBe(0);
    // another brand's table differs: it must not leak into this brand's wheel
    await c.db.pool.query(`UPDATE lucky_spin_prizes SET weight = 1 WHERE brand = 'xc08'`);
  });
  afterAll(() => c.close());

  const published = async (): Promise<TLuckySpin> => {
    const res = await call(c.app, null, 'GET', '/api/events/lucky-spin');
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const deposited = async (amount = 100_000): Promise<Player> => {
    const p = await newPlayer(c.app);
    await fund(c, p, amount);
    await waitFor(async () => (await c.app.services.auth.getPlayer(p.id))?.firstDepositAt);
    return p;
  };
  const journalsOf = async (scope: string, prefix: string) =>
    (
      await c.db.pool.query<{ external_id: string; amount: number }>(
        `SELECT j.external_id, e.amount FROM journal j JOIN entries e ON e.journal_id = j.id
           JOIN accounts a ON a.id = e.account_id
          WHERE j.scope = $1 AND j.external_id LIKE $2 AND a.owner_type = 'player'`,
        [scope, `${prefix}%`],
      )
    ).rows;

  it('should publish the brand prize table in wheel order with probabilities that sum to one', async () => {
    const wheel = await published();
    expect(wheel.prizes.map((p) => p.code)).toEqual(DEFAULT_PRIZES.map((p) => p.code));
    expect(wheel.totalWeight).toBe(10_000);
    expect(wheel.prizes.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
    for (const p of wheel.prizes) expect(p.probability).toBe(p.weight / wheel.totalWeight);
    expect(wheel.expectedValue).toBe(3_150);
    expect(wheel.terms.join(' ')).toContain('3,150 VND');
    expect(wheel.rule).toEqual({ spinsPerDay: 1, requiresDeposit: true, timeZone: 'Asia/Ho_Chi_Minh' });
  });

  it('should draw each prize at its published odds (200,000 draws, every prize within 5 standard errors)', async () => {
    const wheel = await published();
    const n = 200_000;
    const hits = new Array<number>(wheel.prizes.length).fill(0);
    for (let i = 0; i < n; i++) hits[drawPrize(wheel.prizes).index]!++;
    // Tolerance: |observed - p| <= 5 * sqrt(p(1-p)/n). A correct draw fails this with
    // probability below 1e-5 over all eight prizes; a prize off by a tenth of its odds fails it.
    for (const [i, p] of wheel.prizes.entries()) {
      const observed = hits[i]! / n;
      const se = Math.sqrt((p.probability * (1 - p.probability)) / n);
      expect(Math.abs(observed - p.probability), `${p.code}: ${observed} vs ${p.probability}`).toBeLessThanOrEqual(
        5 * se,
      );
    }
    // Pearson chi-square, 7 degrees of freedom: 35.26 is the 0.999995 quantile.
    const chi2 = wheel.prizes.reduce((s, p, i) => s + (hits[i]! - n * p.probability) ** 2 / (n * p.probability), 0);
    expect(chi2).toBeLessThan(35.26);
  });

  it('should map every draw value to the prize owning that slice of the weights', () => {
    const prizes = [{ weight: 3 }, { weight: 1 }, { weight: 6 }];
    expect([0, 1, 2, 3, 4, 9].map((r) => pickPrize(prizes, r).index)).toEqual([0, 0, 0, 1, 2, 2]);
    expect(() => pickPrize(prizes, 10)).toThrow(RangeError);
  });

  it('should draw from the table it publishes: a change of weights changes both', async () => {
    await c.db.pool.query(`UPDATE lucky_spin_prizes SET enabled = (code = 'vnd-20k') WHERE brand = $1`, [brand]);
    try {
      const wheel = await published();
      expect(wheel.prizes.map((p) => [p.code, p.probability])).toEqual([['vnd-20k', 1]]);
      const p = await deposited();
      const before = await cash(c.app, p.id);
      const res = await call(c.app, p, 'POST', '/api/user/events/lucky-spin/spin');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ prizeIndex: 0, spin: { label: '20,000 VND', amount: 20_000 } });
      expect(await cash(c.app, p.id)).toBe(before + 20_000);
    } finally {
      await c.db.pool.query(`UPDATE lucky_spin_prizes SET enabled = true WHERE brand = $1`, [brand]);
    }
  });

  it('should refuse guests, and players who never deposited with the reason', async () => {
    expect((await call(c.app, null, 'POST', '/api/user/events/lucky-spin/spin')).statusCode).toBe(401);
    const p = await newPlayer(c.app);
    const status = (await call(c.app, p, 'GET', '/api/user/events/lucky-spin/status')).json().data;
    expect(status).toEqual({
      spinsLeft: 0,
      refusal: { code: 'SPIN_MUST_DEPOSIT', message: EventMessage.SPIN_MUST_DEPOSIT },
      nextSpinAt: null,
    });
    const res = await call(c.app, p, 'POST', '/api/user/events/lucky-spin/spin');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'SPIN_MUST_DEPOSIT',
      message: EventMessage.SPIN_MUST_DEPOSIT,
    });
    expect(await cash(c.app, p.id)).toBe(0);
    expect((await c.db.pool.query('SELECT 1 FROM lucky_spins WHERE player_id = $1', [p.id])).rowCount).toBe(0);
  });

  it('should give a depositor one spin a day, pay exactly the prize and refuse the second spin', async () => {
    const p = await deposited();
    const before = await cash(c.app, p.id);
    expect((await call(c.app, p, 'GET', '/api/user/events/lucky-spin/status')).json().data).toMatchObject({
      spinsLeft: 1,
      refusal: null,
    });
    const res = await call(c.app, p, 'POST', '/api/user/events/lucky-spin/spin');
    expect(res.statusCode).toBe(200);
    const { spin, prizeIndex, cash: after, status } = res.json().data;
    const wheel = await published();
    expect(wheel.prizes[prizeIndex]).toMatchObject({ id: spin.prizeId, amount: spin.amount, label: spin.label });
    expect(after).toBe(before + spin.amount);
    expect(await cash(c.app, p.id)).toBe(before + spin.amount);
    expect(spin).toMatchObject({ day: vnDay(new Date()), paid: true });
    expect(status.spinsLeft).toBe(0);

    const again = await call(c.app, p, 'POST', '/api/user/events/lucky-spin/spin');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SPIN_NO_SPINS_LEFT', message: EventMessage.SPIN_NO_SPINS_LEFT });
    const refused = (await call(c.app, p, 'GET', '/api/user/events/lucky-spin/status')).json().data;
    expect(refused).toMatchObject({ spinsLeft: 0, refusal: { code: 'SPIN_NO_SPINS_LEFT' } });
    expect(refused.nextSpinAt).toBe(nextVnMidnight(new Date()).toISOString());
    expect(await cash(c.app, p.id)).toBe(before + spin.amount);

    const history = (await call(c.app, p, 'GET', '/api/user/events/lucky-spin/history')).json();
    expect(history.data).toEqual([spin]);
    expect(history.meta.pagination.total).toBe(1);
    expect((await call(c.app, p, 'GET', '/api/user/events/lucky-spin/history?per_page=500')).statusCode).toBe(400);

    // the next Vietnam day brings a new spin
    const tomorrow = await c.app.services.events.spin(p.id, new Date(Date.now() + 86_400_000));
    expect(tomorrow.spin.day).toBe(vnDay(new Date(Date.now() + 86_400_000)));
  });

  it('should pay exactly one prize when 25 spins race for the one spin of the day', async () => {
    const p = await deposited();
    const before = await cash(c.app, p.id);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => call(c.app, p, 'POST', '/api/user/events/lucky-spin/spin')),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      new Array(24).fill('SPIN_NO_SPINS_LEFT'),
    );
    const { spin } = ok[0]!.json().data;
    expect(await cash(c.app, p.id)).toBe(before + spin.amount);
    const rows = await c.db.pool.query('SELECT id FROM lucky_spins WHERE player_id = $1', [p.id]);
    expect(rows.rowCount).toBe(1);
    const paid = await journalsOf('event', `spin:${spin.id}`);
    expect(paid).toEqual(spin.amount > 0 ? [{ external_id: `spin:${spin.id}`, amount: spin.amount }] : []);
  });

  it('should pay a spin whose payment was interrupted on the next visit, once', async () => {
    const p = await deposited();
    const [prize] = (await c.app.services.events.repo.prizes(brand)).filter((x) => x.code === 'vnd-5k');
    // A spin recorded by a process that stopped before paying it.
    const row = await c.app.services.events.repo.insertSpin({
      playerId: p.id,
      brand,
      grantKey: 'daily:2026-01-01',
      prize: prize!,
      draw: 0,
      totalWeight: 10_000,
    });
    const before = await cash(c.app, p.id);
    await Promise.all([
      call(c.app, p, 'GET', '/api/user/events/lucky-spin/history'),
      call(c.app, p, 'GET', '/api/user/events/lucky-spin/history'),
    ]);
    expect(await cash(c.app, p.id)).toBe(before + 5_000);
    expect(await journalsOf('event', `spin:${row!.id}`)).toHaveLength(1);
  });

  it('should pay the app-download bonus of 5,000 VND once, only from the installed app', async () => {
    const p = await newPlayer(c.app);
    expect((await call(c.app, p, 'GET', '/api/user/events/app-bonus')).json().data).toEqual({
      amount: 5_000,
      claimed: false,
      claimedAt: null,
    });
    const browser = await call(c.app, p, 'POST', '/api/user/events/app-bonus/claim');
    expect(browser.statusCode).toBe(403);
    expect(browser.json()).toMatchObject({ code: 'APP_BONUS_NOT_IN_APP', message: EventMessage.APP_BONUS_NOT_IN_APP });
    const other = await call(c.app, p, 'POST', '/api/user/events/app-bonus/claim', undefined, {
      [APP_DISPLAY_MODE_HEADER]: 'browser',
    });
    expect(other.statusCode).toBe(403);
    expect(await cash(c.app, p.id)).toBe(0);

    const ok = await call(c.app, p, 'POST', '/api/user/events/app-bonus/claim', undefined, STANDALONE);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ amount: 5_000, claimed: true, cash: 5_000 });
    const again = await call(c.app, p, 'POST', '/api/user/events/app-bonus/claim', undefined, STANDALONE);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'APP_BONUS_ALREADY_CLAIMED',
      message: EventMessage.APP_BONUS_ALREADY_CLAIMED,
    });
    expect(await cash(c.app, p.id)).toBe(5_000);
    expect((await call(c.app, p, 'GET', '/api/user/events/app-bonus')).json().data.claimed).toBe(true);
  });

  it('should pay the app-download bonus once when 25 claims race', async () => {
    const p = await newPlayer(c.app);
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        call(c.app, p, 'POST', '/api/user/events/app-bonus/claim', undefined, STANDALONE),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(24);
    expect(await cash(c.app, p.id)).toBe(5_000);
    expect(await journalsOf('event', `app-bonus:${p.id}`)).toEqual([
      { external_id: `app-bonus:${p.id}`, amount: 5_000 },
    ]);
  });

  it('should refuse a restricted account', async () => {
    const p = await deposited();
    await c.app.services.auth.setPlayerStatus(p.id, 'disabled');
    const bonus = await c.app.services.events
      .claimAppBonus(p.id, { displayMode: 'standalone', userAgent: undefined })
      .catch((e: { code: string }) => e.code);
    expect(bonus).toBe('SPIN_ACCOUNT_RESTRICTED');
    const spin = await c.app.services.events.spin(p.id).catch((e: { code: string }) => e.code);
    expect(spin).toBe('SPIN_ACCOUNT_RESTRICTED');
  });

  it('should leave the ledger reconciled', async () => {
    const report = await runLedgerCheck(c.db.pool);
    expect(report.results.filter((r) => !r.ok)).toEqual([]);
  });
});
