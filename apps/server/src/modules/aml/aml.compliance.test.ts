import { AmlBlockMessage, type TAmlRules } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeBus } from '../../db/changes';
import { silentLog } from '../../log';
import {
  type Cashier,
  fund,
  newPlayer,
  type Player,
  staffCall,
  staffToken,
  verifiedBankAccount,
  waitFor,
} from '../payments/payments.test-support';
import { AmlSettings, DEFAULT_AML_RULES } from './aml.settings';
import { amlCashier, requestWithdrawal } from './aml.test-support';

describe(AmlSettings.name, () => {
  let c: Cashier;
  let compliance: string;
  let finance: string;
  let superadmin: string;
  beforeAll(async () => {
    ({ c, compliance, finance } = await amlCashier());
    superadmin = await staffToken(c, 'superadmin');
  });
  afterAll(async () => {
    await c.app.services.aml.settings.save(DEFAULT_AML_RULES);
    await c.close();
  });

  const put = (token: string, rules: Partial<TAmlRules>) =>
    staffCall(c, token, 'PUT', '/admin-api/aml/settings', { ...DEFAULT_AML_RULES, ...rules });

  it('should start from the thresholds of decision 097 and let compliance change them, audited with before and after', async () => {
    const shown = await staffCall(c, compliance, 'GET', '/admin-api/aml/settings');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.rules).toEqual(DEFAULT_AML_RULES);
    expect((await staffCall(c, finance, 'GET', '/admin-api/aml/settings')).statusCode).toBe(403);
    expect((await put(finance, { largeDepositVnd: 2_000_000 })).statusCode).toBe(403);
    // out of bounds: refused, nothing changes
    const bad = await put(compliance, { accountsPerDevice: 1, rapidWindowHours: 0 });
    expect(bad.statusCode).toBe(400);
    expect((await c.app.services.aml.settings.rules()).accountsPerDevice).toBe(3);

    const set = await put(compliance, { largeDepositVnd: 2_000_000, accountsPerDevice: 4 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      rules: { largeDepositVnd: 2_000_000, accountsPerDevice: 4 },
      updatedBy: expect.stringMatching(/^compliance/),
    });
    const audit = await c.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'aml.settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.rows[0].details).toMatchObject({
      before: { largeDepositVnd: 100_000_000, accountsPerDevice: 3 },
      after: { largeDepositVnd: 2_000_000, accountsPerDevice: 4 },
    });
    // the rule reads the stored threshold: a 2,000,000 deposit is now large
    const p = await newPlayer(c.app);
    await fund(c, p, 2_000_000);
    const flagged = await waitFor(async () => {
      const r = await staffCall(c, compliance, 'GET', `/admin-api/aml/flags?player_id=${p.id}`);
      return (r.json().data.items as { rule: string; details: { threshold: number } }[]).find(
        (f) => f.rule === 'large_deposit',
      );
    });
    expect(flagged.details.threshold).toBe(2_000_000);
    expect((await put(compliance, {})).statusCode).toBe(200);
  });

  it("should put a change in force on another instance at once, through the table's change notification", async () => {
    // a second instance: its own cache of the settings, dropped by its own LISTEN connection
    const other = new AmlSettings(c.db, () => c.app.services.admin);
    const bus = new ChangeBus(c.db.listenConfig, silentLog);
    bus.on('aml_settings', () => other.invalidate());
    await bus.start();
    try {
      expect((await other.rules()).rapidWindowHours).toBe(24);
      expect((await put(compliance, { rapidWindowHours: 48 })).statusCode).toBe(200);
      // well within the cache's 30 s lifetime: only the notification can have dropped it
      await waitFor(async () => (await other.rules()).rapidWindowHours === 48, 3_000);
    } finally {
      await bus.close();
      await put(compliance, {});
    }
  });

  describe('withdrawals of a flagged player', () => {
    const withdraw = async (p: Player, amount: number) => {
      return requestWithdrawal(c, p, await verifiedBankAccount(c, p, finance), amount);
    };
    const queueRow = async (id: number) =>
      (
        (await staffCall(c, finance, 'GET', `/admin-api/withdrawals?per_page=100`)).json().data as {
          id: number;
          status: string;
          holdReasons: string[];
          amlBlocked?: boolean;
        }[]
      ).find((w) => w.id === id);
    const openFlags = async (playerId: number) =>
      (await staffCall(c, compliance, 'GET', `/admin-api/aml/flags?player_id=${playerId}`)).json().data.items as {
        id: number;
      }[];

    it('should refuse approval for every role until compliance closes the flag, and say why in the queue', async () => {
      const p = await newPlayer(c.app);
      await fund(c, p, 1_000_000);
      // deposited and withdrawn without play: the rapid rule flags it
      const id = await withdraw(p, 400_000);
      const [flag] = await openFlags(p.id);
      expect(flag).toBeDefined();
      expect(await queueRow(id)).toMatchObject({ status: 'pending', amlBlocked: true });
      expect((await queueRow(id))!.holdReasons).toContain('aml_flag');

      for (const token of [finance, superadmin]) {
        const refused = await staffCall(c, token, 'POST', `/admin-api/withdrawals/${id}/approve`);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'AML_FLAG_OPEN', message: AmlBlockMessage.AML_FLAG_OPEN });
      }
      // the service refuses too, whoever calls it
      const staff = await c.app.services.admin.authenticate(finance);
      await expect(
        c.app.services.payments.approveWithdrawal(id, { staffId: staff!.id, ip: null }),
      ).rejects.toMatchObject({ statusCode: 409, code: 'AML_FLAG_OPEN' });
      // nothing changed: still pending, no approval audited, the money still reserved
      expect((await queueRow(id))!.status).toBe('pending');
      const audited = await c.db.pool.query(
        `SELECT 1 FROM audit_log WHERE action = 'withdrawal.approve' AND target_id = $1`,
        [String(id)],
      );
      expect(audited.rowCount).toBe(0);

      const closed = await staffCall(c, compliance, 'POST', `/admin-api/aml/flags/${flag!.id}/review`, {
        outcome: 'cleared',
        note: 'Khách giải thích được nguồn tiền',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await queueRow(id))!.amlBlocked).toBe(false);
      const approved = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(['processing', 'paid']).toContain(approved.json().data.status);
    });

    it('should refuse marking a payout paid while a flag raised after approval is open, and allow marking it failed', async () => {
      await c.app.services.aml.settings.save({ ...DEFAULT_AML_RULES, rapidMinTurnoverPct: 0 });
      const p = await newPlayer(c.app);
      await fund(c, p, 1_000_000);
      await c.patch((s) => {
        s.sandbox.payoutOutcome = 'timeout';
      });
      let id: number;
      try {
        id = await withdraw(p, 300_000);
        expect(await openFlags(p.id)).toHaveLength(0);
        const approved = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${id}/approve`);
        expect(approved.statusCode, approved.body).toBe(200);
        expect(approved.json().data.status).toBe('unknown');
      } finally {
        await c.patch((s) => {
          s.sandbox.payoutOutcome = 'paid';
        });
        await c.app.services.aml.settings.save(DEFAULT_AML_RULES);
      }
      // a deposit event above the threshold arrives later: the player is flagged
      await c.app.services.aml.onDepositCredited({
        depositId: 900_000_000 + p.id,
        playerId: p.id,
        amount: 150_000_000,
        method: 'codepay',
      });
      expect(await queueRow(id)).toMatchObject({ status: 'unknown', amlBlocked: true });
      const refused = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${id}/mark-paid`, {
        reference: 'NAPAS-777',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('AML_FLAG_OPEN');
      expect((await queueRow(id))!.status).toBe('unknown');
      // returning the money is never blocked
      const failed = await staffCall(c, finance, 'POST', `/admin-api/withdrawals/${id}/mark-failed`, {
        reason: 'Ngân hàng xác nhận chưa chuyển',
      });
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json().data.status).toBe('failed');
    });
  });
});
