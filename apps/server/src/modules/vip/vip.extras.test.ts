import { randomUUID } from 'node:crypto';
import type { TVipRule } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCashier,
  type Cashier,
  call,
  fund,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  verifiedBankAccount,
} from '../payments/payments.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { VipService, vnBirthdayDays } from './vip.service';
import { VIP_RULE } from './vip.test-support';

/** Bạc gives 25,000 VND on a birthday, Vàng 50,000 VND and withdrawal priority. */
const RULE: TVipRule = {
  ...VIP_RULE,
  levels: VIP_RULE.levels.map((l) =>
    l.code === 'bac'
      ? { ...l, birthdayBonus: 25_000 }
      : l.code === 'vang'
        ? { ...l, birthdayBonus: 50_000, withdrawalPriority: true }
        : { ...l, withdrawalDailyLimit: null },
  ),
};

describe(`${VipService.name} birthday bonus and withdrawal priority`, () => {
  let c: Cashier;
  let content: string;
  let support: string;
  let finance: string;
  beforeAll(async () => {
    c = await buildCashier();
    [content, support, finance] = [await staffToken(c, 'content'), await staffToken(c, 'support'), await staffToken(c)];
    const draft = await staffCall(c, content, 'POST', '/admin-api/vip/rules', { rule: RULE });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(
      (await staffCall(c, content, 'POST', `/admin-api/vip/rules/${draft.json().data.id}/publish`)).statusCode,
    ).toBe(200);
  });
  afterAll(() => c.close());

  const holdAt = async (p: Player, level: string) => {
    const res = await staffCall(c, support, 'POST', `/admin-api/players/${p.id}/vip/level`, {
      level,
      reason: 'Kiểm thử quyền lợi hạng',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A verified identity check with the date of birth compliance read from the card. */
  const bornOn = (p: Player, date: string) =>
    c.db.pool.query(
      `INSERT INTO kyc_submissions (player_id, status, full_name, date_of_birth, reviewed_at)
       VALUES ($1, 'verified', 'NGUYEN VAN AN', $2, now())`,
      [p.id, date],
    );
  const birthdayPaid = async (p: Player) => {
    const { rows } = await c.db.pool.query<{ amount: string; year: string }>(
      `SELECT amount, meta->>'year' AS year FROM journal WHERE kind = 'vip_bonus' AND player_id = $1
          AND meta->>'vip' = 'birthday' ORDER BY id`,
      [p.id],
    );
    return rows.map((r) => [Number(r.year), Number(r.amount)]);
  };

  it('should say what each level gives from the rule, and change the text when the rule changes', async () => {
    const program = (await c.app.inject({ method: 'GET', url: '/api/vip' })).json().data;
    const vang = program.texts.levels.find((l: { code: string }) => l.code === 'vang');
    expect(vang.gives).toEqual(
      expect.arrayContaining(['Thưởng sinh nhật 50,000 VND (mỗi năm)', 'Ưu tiên xử lý yêu cầu rút tiền']),
    );
    expect(program.texts.terms.some((t: string) => t.startsWith('Thưởng sinh nhật được trả một lần mỗi năm'))).toBe(
      true,
    );
    const plain = await staffCall(c, content, 'POST', '/admin-api/vip/rules/preview', { rule: VIP_RULE });
    expect(JSON.stringify(plain.json().data)).not.toContain('sinh nhật');
    expect(JSON.stringify(plain.json().data)).not.toContain('Ưu tiên');
  });

  it("should pay the level's birthday bonus once a year on the Vietnam date, only with a verified date of birth", async () => {
    const [silver, gold, bronze, unknown, leap, closed] = await Promise.all(
      Array.from({ length: 6 }, () => newPlayer(c.app)),
    );
    await Promise.all([holdAt(silver!, 'bac'), holdAt(gold!, 'vang'), holdAt(unknown!, 'vang'), holdAt(leap!, 'bac')]);
    await holdAt(closed!, 'vang');
    await Promise.all([
      bornOn(silver!, '1990-06-15'),
      bornOn(gold!, '1985-06-15'),
      bornOn(bronze!, '1999-06-15'),
      bornOn(leap!, '1992-02-29'),
      bornOn(closed!, '1980-06-15'),
      bornOn(unknown!, '1991-06-16'),
    ]);
    await c.app.services.auth.setPlayerStatus(closed!.id, 'self_excluded', new Date(Date.now() + 86_400_000));

    // 15 June 2027 in Vietnam starts at 17:00 UTC on the 14th
    const day = new Date('2027-06-14T17:30:00Z');
    expect(vnBirthdayDays(day)).toEqual({ year: 2027, monthDays: ['06-15'] });
    const vip = c.app.services.vip;
    expect(await vip.runBirthdays(new Date('2027-06-14T16:59:00Z'))).toBe(0);
    // two instances at once, then a later run of the day: each bonus once
    const runs = await Promise.all([vip.runBirthdays(day), vip.runBirthdays(day)]);
    expect(await vip.runBirthdays(new Date('2027-06-15T10:00:00Z'))).toBe(0);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await birthdayPaid(silver!)).toEqual([[2027, 25_000]]);
    expect(await birthdayPaid(gold!)).toEqual([[2027, 50_000]]);
    // Đồng gives none; another day's birthday and a self-excluded account are not paid
    expect(await birthdayPaid(bronze!)).toEqual([]);
    expect(await birthdayPaid(unknown!)).toEqual([]);
    expect(await birthdayPaid(closed!)).toEqual([]);
    // the next year, again once
    await vip.runBirthdays(new Date('2028-06-14T18:00:00Z'));
    expect(await birthdayPaid(silver!)).toEqual([
      [2027, 25_000],
      [2028, 25_000],
    ]);
    // born on 29 February: on the 28th of a year without it, on the 29th of a leap year
    expect(vnBirthdayDays(new Date('2027-02-27T18:00:00Z')).monthDays).toEqual(['02-28', '02-29']);
    await vip.runBirthdays(new Date('2027-02-27T18:00:00Z'));
    await vip.runBirthdays(new Date('2028-02-27T18:00:00Z'));
    await vip.runBirthdays(new Date('2028-02-28T18:00:00Z'));
    expect(await birthdayPaid(leap!)).toEqual([
      [2027, 25_000],
      [2028, 25_000],
    ]);
    // shown in the player's history as a VIP bonus
    const tab = await call(c.app, gold!, 'GET', '/api/user/history/transactions');
    expect(tab.json().data).toContainEqual(expect.objectContaining({ method: 'Thưởng VIP', amount: 50_000 }));
    expect((await runLedgerCheck(c.db.pool)).ok).toBe(true);
  });

  it('should list the waiting withdrawals of a level with priority first in the staff queue', async () => {
    const [vipPlayer, plain] = [await newPlayer(c.app), await newPlayer(c.app)];
    await holdAt(vipPlayer, 'vang');
    const ids: Record<string, number> = {};
    // the VIP player asks first: newest-first order alone would list them second
    for (const [name, p] of [
      ['vip', vipPlayer],
      ['plain', plain],
    ] as const) {
      await fund(c, p, 500_000);
      const account = await verifiedBankAccount(c, p, finance);
      const res = await call(
        c.app,
        p,
        'POST',
        '/api/payment/withdraw/bank',
        { bankAccountId: account, amount: 200_000 },
        { 'idempotency-key': randomUUID() },
      );
      expect(res.statusCode, res.body).toBe(200);
      ids[name] = res.json().data.id;
    }
    const queue = (await staffCall(c, finance, 'GET', '/admin-api/withdrawals?status=pending&per_page=50')).json().data;
    const order = queue.map((w: { id: number }) => w.id).filter((id: number) => Object.values(ids).includes(id));
    expect(order).toEqual([ids.vip, ids.plain]);
    expect(queue.find((w: { id: number }) => w.id === ids.vip).vipPriority).toBe(true);
    expect(queue.find((w: { id: number }) => w.id === ids.plain).vipPriority).toBe(false);
  });
});
