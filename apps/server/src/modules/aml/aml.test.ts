import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Cashier,
  call,
  fund,
  newPlayer,
  type Player,
  staffCall,
  verifiedBankAccount,
  waitFor,
} from '../payments/payments.test-support';
import { AmlService, DEFAULT_AML_RULES } from './aml.service';
import { amlCashier, requestWithdrawal } from './aml.test-support';

const PNG = `data:image/png;base64,${Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64')}`;

describe(AmlService.name, () => {
  let c: Cashier;
  let compliance: string;
  let finance: string;
  beforeAll(async () => {
    ({ c, compliance, finance } = await amlCashier());
  });
  afterAll(() => c.close());
  // the thresholds are stored settings (decision 105): each test starts from today's
  const setRules = (patch: Partial<typeof DEFAULT_AML_RULES>) =>
    c.app.services.aml.settings.save({ ...DEFAULT_AML_RULES, ...patch });
  beforeEach(() => setRules({}));

  const rules = (body: Record<string, unknown>) =>
    staffCall(c, finance, 'PUT', '/admin-api/payments/withdrawal-rules', {
      enabled: true,
      maxAmount: 1_000_000,
      maxDailyPerPlayer: 3_000_000,
      requireVerifiedKyc: true,
      holdFirstWithdrawal: true,
      ...body,
    });
  const flags = async (playerId: number, status = 'open') =>
    (await staffCall(c, compliance, 'GET', `/admin-api/aml/flags?status=${status}&player_id=${playerId}`)).json().data
      .items as { id: number; rule: string; details: Record<string, unknown>; status: string }[];
  const withdraw = async (p: Player, bankAccountId: number, amount: number) => {
    const id = await requestWithdrawal(c, p, bankAccountId, amount);
    const staffView = (await staffCall(c, finance, 'GET', `/admin-api/withdrawals?playerId=${p.id}&per_page=50`)).json()
      .data as { id: number; status: string; holdReasons: string[]; autoApproved: boolean }[];
    return staffView.find((w) => w.id === id)!;
  };
  const kycVerified = async (p: Player) => {
    expect((await call(c.app, p, 'POST', '/api/user/kyc', { idFront: PNG, idBack: PNG, selfie: PNG })).statusCode).toBe(
      200,
    );
    const queue = (await staffCall(c, compliance, 'GET', '/admin-api/kyc?status=pending')).json().data as {
      id: number;
      playerId: number;
    }[];
    const mine = queue.find((s) => s.playerId === p.id)!;
    expect((await staffCall(c, compliance, 'POST', `/admin-api/kyc/${mine.id}/verify`)).statusCode).toBe(200);
  };
  /** A funded player with a verified bank account. */
  const player = async (deposit: number) => {
    const p = await newPlayer(c.app);
    await fund(c, p, deposit);
    return { p, account: await verifiedBankAccount(c, p, finance) };
  };

  it('should let finance set the auto-approval rules, audited with before and after, and refuse other roles', async () => {
    const set = await rules({ maxAmount: 2_000_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await staffCall(c, finance, 'GET', '/admin-api/payments/withdrawal-rules')).json().data).toMatchObject({
      maxAmount: 2_000_000,
      requireVerifiedKyc: true,
    });
    const audit = await c.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'payments.withdrawal_rules_update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0].details).toMatchObject({ before: { maxAmount: 1_000_000 }, after: { maxAmount: 2_000_000 } });
    expect((await rules({ maxAmount: -1 })).statusCode).toBe(400);
    expect((await staffCall(c, compliance, 'GET', '/admin-api/payments/withdrawal-rules')).statusCode).toBe(403);
    expect((await rules({ maxAmount: 1_000_000 })).statusCode).toBe(200);
  });

  it('should auto-approve only under the threshold, for a verified player past the first withdrawal, and say why the others wait', async () => {
    // play is not what this test is about: the rapid deposit-withdraw rule has its own test
    await setRules({ rapidMinTurnoverPct: 0 });
    const { p, account } = await player(5_000_000);
    await kycVerified(p);
    const first = await withdraw(p, account, 200_000);
    expect(first).toMatchObject({ status: 'pending', holdReasons: ['first_withdrawal'], autoApproved: false });
    const second = await withdraw(p, account, 300_000);
    expect(second.autoApproved).toBe(true);
    expect(second.holdReasons).toEqual([]);
    expect(['processing', 'paid']).toContain(second.status);
    expect((await withdraw(p, account, 1_000_001)).holdReasons).toEqual(['over_threshold']);
    // 300,000 auto-approved today; the cap is 3,000,000
    expect((await rules({ maxDailyPerPlayer: 1_000_000 })).statusCode).toBe(200);
    expect((await withdraw(p, account, 800_000)).holdReasons).toEqual(['daily_limit']);
    expect((await rules({ enabled: false })).statusCode).toBe(200);
    expect((await withdraw(p, account, 100_000)).holdReasons).toEqual(['auto_off']);
    expect((await rules({ holdFirstWithdrawal: false })).statusCode).toBe(200);

    const unverified = await player(2_000_000);
    expect((await withdraw(unverified.p, unverified.account, 100_000)).holdReasons).toEqual(['kyc_not_verified']);
    expect((await rules({ requireVerifiedKyc: false })).statusCode).toBe(200);
    const next = await withdraw(unverified.p, unverified.account, 100_000);
    expect(next.autoApproved).toBe(true);
    expect((await rules({})).statusCode).toBe(200);
  });

  it("should flag a large deposit once however often its event arrives, and hold the player's withdrawals", async () => {
    await setRules({ largeDepositVnd: 3_000_000, rapidMinTurnoverPct: 0 });
    const { p, account } = await player(3_000_000);
    await kycVerified(p);
    const raised = await waitFor(async () => (await flags(p.id)).find((f) => f.rule === 'large_deposit'));
    expect(raised.details).toMatchObject({ amount: 3_000_000, threshold: 3_000_000 });
    const depositId = raised.details.depositId as number;
    // the event delivered again (at least once): still one flag
    await c.app.services.aml.onDepositCredited({ depositId, playerId: p.id, amount: 3_000_000, method: 'codepay' });
    expect((await flags(p.id)).filter((f) => f.rule === 'large_deposit')).toHaveLength(1);
    await rules({ holdFirstWithdrawal: false });
    expect((await withdraw(p, account, 100_000)).holdReasons).toEqual(['aml_flag']);
    await rules({});
  });

  it('should flag a withdrawal soon after deposits with stakes below the stated share of them', async () => {
    const { p, account } = await player(1_000_000);
    const held = await withdraw(p, account, 500_000);
    expect(held.holdReasons).toContain('aml_flag');
    const [flag] = await flags(p.id);
    expect(flag).toMatchObject({
      rule: 'rapid_withdrawal',
      details: { withdrawalId: held.id, deposits: 1_000_000, stakes: 0, turnoverPct: 0, minTurnoverPct: 30 },
    });
  });

  it('should let compliance note, clear, or confirm a flag, confirming disabling the player, all audited', async () => {
    const a = await player(1_000_000);
    const b = await player(1_000_000);
    await withdraw(a.p, a.account, 200_000);
    await withdraw(b.p, b.account, 200_000);
    const [fa] = await flags(a.p.id);
    const [fb] = await flags(b.p.id);
    const noted = await staffCall(c, compliance, 'POST', `/admin-api/aml/flags/${fa!.id}/notes`, {
      text: 'Gọi điện xác nhận nguồn tiền',
    });
    expect(noted.json().data.notes).toMatchObject([
      { text: 'Gọi điện xác nhận nguồn tiền', staff: expect.stringMatching(/^compliance\./) },
    ]);
    const short = await staffCall(c, compliance, 'POST', `/admin-api/aml/flags/${fa!.id}/review`, {
      outcome: 'cleared',
      note: 'ok',
    });
    expect(short.statusCode).toBe(400);
    const cleared = await staffCall(c, compliance, 'POST', `/admin-api/aml/flags/${fa!.id}/review`, {
      outcome: 'cleared',
      note: 'Tiền lương, có sao kê',
    });
    expect(cleared.json().data).toMatchObject({
      status: 'cleared',
      outcomeNote: 'Tiền lương, có sao kê',
      playerStatus: 'active',
    });
    const again = await staffCall(c, compliance, 'POST', `/admin-api/aml/flags/${fa!.id}/review`, {
      outcome: 'confirmed',
      note: 'Đổi ý sau khi đóng',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AML_NOT_OPEN');
    const confirmed = await staffCall(c, compliance, 'POST', `/admin-api/aml/flags/${fb!.id}/review`, {
      outcome: 'confirmed',
      note: 'Rửa tiền qua nạp rút',
    });
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', playerStatus: 'disabled' });
    const me = await call(c.app, b.p, 'GET', '/api/user/kyc');
    expect(me.statusCode).toBe(401);
    const audit = await c.db.pool.query<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM audit_log WHERE (target_type = 'aml_flag' AND target_id = ANY($1)) OR (target_type = 'player' AND target_id = $2 AND action = 'player.disable') ORDER BY id`,
      [[String(fa!.id), String(fb!.id)], String(b.p.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['aml.note', 'aml.clear', 'aml.confirm', 'player.disable']);
    expect((await staffCall(c, finance, 'GET', '/admin-api/aml/flags')).statusCode).toBe(403);
  });

  it('should flag accounts sharing a device, and gift codes redeemed across linked accounts, once per fact', async () => {
    const players = [await newPlayer(c.app), await newPlayer(c.app), await newPlayer(c.app)];
    const device = `fp-${randomUUID()}`;
    // the login history as the site records it (successful logins from one device)
    for (const p of players) {
      await c.db.pool.query(
        `INSERT INTO login_events (player_id, username, kind, success, ip, device_fingerprint) VALUES ($1, $2, 'password', true, $3, $4)`,
        [p.id, p.username, `10.9.${p.id % 250}.1`, device],
      );
    }
    // two codes, each redeemed by the first two accounts: four codes across linked accounts
    const codes: number[] = [];
    for (let i = 0; i < 2; i++) {
      const row = await c.db.pool.query<{ id: string }>(
        `INSERT INTO giftcodes (code, kind, amount, turnover, max_uses, created_by)
         VALUES ($1, 'standard', 10000, 1, 10, 1) RETURNING id`,
        [`AML${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`],
      );
      codes.push(Number(row.rows[0]!.id));
    }
    for (const p of players.slice(0, 2)) {
      for (const id of codes) {
        await c.db.pool.query(
          `INSERT INTO giftcode_redemptions (giftcode_id, player_id, code, kind, amount, required_bet, status)
           VALUES ($1, $2, 'X', 'standard', 10000, 10000, 'pending')`,
          [id, p.id],
        );
      }
    }
    const swept = await staffCall(c, compliance, 'POST', '/admin-api/aml/sweep');
    expect(swept.json().data.raised).toBeGreaterThanOrEqual(5);
    for (const p of players) {
      expect((await flags(p.id)).map((f) => f.rule)).toContain('shared_device');
    }
    expect((await flags(players[0]!.id)).find((f) => f.rule === 'giftcode_abuse')?.details).toMatchObject({
      accounts: [players[0]!.id, players[1]!.id],
      threshold: 3,
    });
    expect((await flags(players[2]!.id)).map((f) => f.rule)).not.toContain('giftcode_abuse');
    // the player's picture: the device, the accounts seen on it, and the open flags
    const links = (await staffCall(c, finance, 'GET', `/admin-api/players/${players[0]!.id}/links`)).json().data;
    expect(links.openFlags).toBeGreaterThanOrEqual(2);
    expect(links.links.find((l: { value: string }) => l.value === device)).toMatchObject({
      kind: 'device',
      accounts: [
        { id: players[1]!.id, username: players[1]!.username, status: 'active' },
        { id: players[2]!.id, username: players[2]!.username, status: 'active' },
      ],
    });
    // the sweep again (another instance, the next interval): nothing new for the same facts
    const before = (await Promise.all(players.map((p) => flags(p.id)))).flat().length;
    await c.app.services.aml.sweep();
    expect((await Promise.all(players.map((p) => flags(p.id)))).flat().length).toBe(before);
  });

  it('should run a scheduled job once per interval when several instances tick at once', async () => {
    let runs = 0;
    const job = async () => {
      runs++;
    };
    const name = `test.${randomUUID()}`;
    const ran = await Promise.all([1, 2, 3, 4].map(() => c.app.services.ops.jobs.runIfDue(name, 60_000, job)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    const row = await c.db.pool.query('SELECT last_ok, runs FROM job_runs WHERE name = $1', [name]);
    expect(row.rows[0]).toMatchObject({ last_ok: true, runs: 1 });
  });
});
