import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import { vnDay } from '../promotions/promotions.service';
import type { BetSettledEvent } from '../providers/providers.service';
import {
  buildGamesTestApp,
  cashOf,
  type GamesTestApp,
  house,
  newPlayer,
  providerCall,
  type TestPlayer,
} from '../providers/providers.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { VipService, vnWeek } from './vip.service';
import { VIP_RULE } from './vip.test-support';

describe(VipService.name, () => {
  let t: GamesTestApp;
  let content: string;
  let support: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    content = await staffTokenFor(t.app, 'content');
    support = await staffTokenFor(t.app, 'support');
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = content) =>
    t.app.inject({ method, url, payload: payload as object, headers: { 'x-staff-token': token } });
  const me = async (p: TestPlayer) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/user/vip', headers: { authorization: `Bearer ${p.token}` } })
    ).json().data;

  /** One round of taixiu through the provider protocol: stake, then the win (0: lost). */
  const play = async (p: TestPlayer, stake: number, win: number) => {
    const h = house(t, p);
    const bet = randomUUID();
    expect((await h.bet(bet, stake)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), bet, win)).status).toBe('RS_OK');
    return bet;
  };
  const settle = async () => {
    await t.app.services.providers.repo.drain();
    await t.app.services.domainEvents.deliver();
  };
  const vipPaid = async (playerId: number) => {
    const { rows } = await t.db.pool.query<{ key: string; amount: string }>(
      `SELECT meta->>'vip' || ':' || (meta->>'level') AS key, amount FROM journal
        WHERE kind = 'vip_bonus' AND player_id = $1 ORDER BY id`,
      [playerId],
    );
    return rows.map((r) => [r.key, Number(r.amount)]);
  };

  it('should let content staff draft, preview and publish a ladder whose texts follow the rule, audited', async () => {
    expect((await staff('GET', '/admin-api/vip/rules', undefined, support)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/vip' })).json().data).toBeNull();
    const preview = await staff('POST', '/admin-api/vip/rules/preview', { rule: VIP_RULE });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.terms[0]).toBe('Mỗi 1,000 VND tiền cược đã có kết quả được 1 điểm (làm tròn xuống).');
    expect(preview.json().data.levels[2]).toEqual({
      code: 'vang',
      name: 'Vàng',
      needs: 'Từ 200 điểm',
      gives: ['Thưởng lên hạng 30,000 VND (một lần)', 'Thưởng tuần 5,000 VND', 'Hoàn trả thêm 0.5% mỗi ngày'],
    });
    const changed = await staff('POST', '/admin-api/vip/rules/preview', { rule: { ...VIP_RULE, pointValue: 5_000 } });
    expect(changed.json().data.terms[0]).toBe('Mỗi 5,000 VND tiền cược đã có kết quả được 1 điểm (làm tròn xuống).');

    // a ladder whose first level needs points is refused, and nothing is saved
    const bad = await staff('POST', '/admin-api/vip/rules', {
      rule: { ...VIP_RULE, levels: VIP_RULE.levels.map((l) => ({ ...l, minPoints: l.minPoints + 1 })) },
    });
    expect(bad.statusCode).toBe(400);
    expect((await staff('GET', '/admin-api/vip/rules')).json().data).toEqual([]);

    const draft = await staff('POST', '/admin-api/vip/rules', { rule: { ...VIP_RULE, periodDays: 60 } });
    const id = draft.json().data.id;
    expect(draft.json().data.status).toBe('draft');
    const edited = await staff('PUT', `/admin-api/vip/rules/${id}`, { rule: VIP_RULE });
    expect(edited.json().data.texts.terms[3]).toContain('30 ngày gần nhất');
    expect((await staff('POST', `/admin-api/vip/rules/${id}/publish`)).statusCode).toBe(200);
    const again = await staff('PUT', `/admin-api/vip/rules/${id}`, { rule: VIP_RULE });
    expect(again.json().code).toBe('VIP_RULE_NOT_DRAFT');
    const program = (await t.app.inject({ method: 'GET', url: '/api/vip' })).json().data;
    expect(program.texts.levels.map((l: { name: string }) => l.name)).toEqual(['Đồng', 'Bạc', 'Vàng', 'Kim Cương']);
    const { rows } = await t.db.pool.query(
      `SELECT action FROM audit_log WHERE target_type = 'vip_rule' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((a) => a.action)).toEqual(['vip.rule.create', 'vip.rule.update', 'vip.rule.publish']);
  });

  it('should count each round once, drop a voided one and pay every level reached once', async () => {
    const p = await newPlayer(t, 2_000_000);
    expect(await me(p)).toMatchObject({ level: { code: 'dong' }, points: 0, next: { code: 'bac', pointsLeft: 50 } });
    await play(p, 40_000, 0);
    const voided = await play(p, 30_000, 0);
    await settle();
    // 70 points: Bạc reached, its bonus paid
    expect(await me(p)).toMatchObject({ level: { code: 'bac' }, points: 70 });
    expect(await vipPaid(p.id)).toEqual([['level_up:bac', 10_000]]);
    // the same settlement delivered again counts once and pays nothing more
    const { rows } = await t.db.pool.query(
      `SELECT payload FROM domain_events WHERE topic = 'bet.settled' AND payload->>'playerId' = $1`,
      [String(p.id)],
    );
    for (const r of rows)
      await t.app.services.vip.onBetSettled({ ...r.payload, settledAt: new Date(r.payload.settledAt) });
    expect((await me(p)).points).toBe(70);
    // the lost round corrected to a void: its 30 points go
    const adjusted = await providerCall(
      t.app,
      'transaction/adjust',
      {
        token: p.tokenPlay,
        user: p.user,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: voided,
        round: `round-${voided}`,
        game_code: 'taixiu',
        currency: 'VND',
        amount: 30_000,
        direction: 'credit',
        reason: 'Ván bị hủy',
      },
      { secret: t.houseSecret },
    );
    expect(adjusted.status).toBe('RS_OK');
    await settle();
    expect((await me(p)).points).toBe(40);
    expect((await me(p)).level.code).toBe('dong');
    // one round past Kim Cương: Vàng and Kim Cương are each paid once, Bạc not again
    await play(p, 1_000_000, 0);
    await settle();
    await t.app.services.vip.runWeekly();
    await t.app.services.vip.payLevelUps();
    expect(await me(p)).toMatchObject({ level: { code: 'kim-cuong' }, points: 1_040, next: null });
    const paid = await vipPaid(p.id);
    expect(paid.filter(([k]) => String(k).startsWith('level_up'))).toEqual([
      ['level_up:bac', 10_000],
      ['level_up:vang', 30_000],
      ['level_up:kim-cuong', 100_000],
    ]);
    const tab = await t.app.inject({
      method: 'GET',
      url: '/api/user/history/transactions',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(tab.json().data).toContainEqual(
      expect.objectContaining({ type: 'prize', method: 'Thưởng VIP', amount: 100_000 }),
    );
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it("should pay the weekly bonus of the level held once a week, add the level's refund rate and hold withdrawals to its limit", async () => {
    const vip = t.app.services.vip;
    const gold = await newPlayer(t, 0);
    const closed = await newPlayer(t, 0);
    const low = await newPlayer(t, 0);
    const yesterday = new Date(Date.now() - 86_400_000);
    const ev = (playerId: number, stake: number): BetSettledEvent => ({
      playerId,
      provider: 'house',
      gameCode: 'taixiu',
      round: randomUUID(),
      transactionId: randomUUID(),
      stake,
      win: 0,
      odds: null,
      settledAt: yesterday,
    });
    await t.app.services.promotions.seed();
    await t.app.services.auth.setPlayerStatus(closed.id, 'disabled');
    for (const [p, stake] of [
      [gold.id, 300_000],
      [closed.id, 300_000],
      [low.id, 100_000],
    ] as const) {
      await vip.onBetSettled(ev(p, stake));
      await t.app.services.promotions.onBetSettled(ev(p, stake));
    }
    const before = await cashOf(t, gold.id);
    const runs = await Promise.all([vip.runWeekly(), vip.runWeekly()]);
    await vip.runWeekly();
    expect(runs.reduce((s, r) => s + r.created, 0)).toBeGreaterThanOrEqual(1);
    const week = vnWeek(new Date());
    const { rows } = await t.db.pool.query(
      `SELECT player_id FROM journal WHERE kind = 'vip_bonus' AND external_id = $1`,
      [`weekly:${gold.id}:${week}`],
    );
    expect(rows).toHaveLength(1);
    expect(await cashOf(t, gold.id)).toBe(before + 5_000);
    // a closed account receives no weekly bonus and its level-up waits
    expect(await vipPaid(closed.id)).toEqual([]);

    // the daily refund adds Vàng's 0.5% to the brand's 1.5%; Bạc adds nothing
    const cash = { gold: await cashOf(t, gold.id), low: await cashOf(t, low.id) };
    await t.app.services.promotions.runRefunds(vnDay(yesterday));
    expect(await cashOf(t, gold.id)).toBe(cash.gold + Math.floor((300_000 * 2) / 100));
    expect(await cashOf(t, low.id)).toBe(cash.low + Math.floor((100_000 * 1.5) / 100));

    // Đồng may withdraw 200,000 VND a day; Vàng has no VIP limit
    const fresh = await newPlayer(t, 0);
    expect((await vip.withdrawalCheck(fresh.id, 200_000)) ?? null).toBeNull();
    expect((await vip.withdrawalCheck(fresh.id, 200_001))?.code).toBe('VIP_WITHDRAWAL_LIMIT');
    expect(await vip.withdrawalCheck(gold.id, 5_000_000)).toBeNull();
  });

  it('should let support hold a player at a level with a reason, audited and in the VIP history', async () => {
    const p = await newPlayer(t, 0);
    const set = (level: string | null, reason: string, token = support) =>
      staff('POST', `/admin-api/players/${p.id}/vip/level`, { level, reason }, token);
    expect((await set('vang', 'ok', support)).statusCode).toBe(400);
    expect((await set('bach-kim', 'Không có hạng này')).json().code).toBe('VIP_LEVEL_UNKNOWN');
    expect((await set('vang', 'Khách hàng lớn chuyển từ nhà cái khác', content)).statusCode).toBe(403);
    const held = await set('vang', 'Khách hàng lớn chuyển từ nhà cái khác');
    expect(held.statusCode).toBe(200);
    expect(held.json().data.status).toMatchObject({ level: { code: 'vang' }, heldByStaff: true, points: 0 });
    expect(await me(p)).toMatchObject({ level: { code: 'vang' }, heldByStaff: true });
    // a level held by staff pays no level-up bonus
    await t.app.services.vip.payLevelUps(p.id);
    expect(await vipPaid(p.id)).toEqual([]);
    const cleared = await set(null, 'Hết thời gian ưu đãi chuyển nhà');
    expect(cleared.json().data.status).toMatchObject({ level: { code: 'dong' }, heldByStaff: false });
    const view = await staff('GET', `/admin-api/players/${p.id}/vip`, undefined, support);
    expect(view.json().data.history.map((h: { kind: string }) => h.kind)).toEqual(['staff_clear', 'staff_set']);
    const { rows } = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'vip.level.set' AND target_id = $1 ORDER BY id`,
      [String(p.id)],
    );
    expect(rows.map((r) => [r.details.before, r.details.after])).toEqual([
      [null, 'vang'],
      ['vang', null],
    ]);
  });
});
