import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { TStaffRole } from '@app/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { register } from '../auth/auth.test-support';
import { systemAccount } from '../wallet/wallet.types';
import { ALERT_MESSAGES_PER_HOUR, ALERT_SEND_MAX_ATTEMPTS, OpsAlertNotifier } from './ops.notify';

/** A staff member of the role, with their id (the recipients screen lists them by id). */
async function staffMember(t: TestApp, role: TStaffRole): Promise<number> {
  const username = `${role}.${randomUUID().slice(0, 8)}`;
  await t.app.services.admin.ensureStaff({
    username,
    displayName: `Trực ${username}`,
    password: 'staff-password-1',
    role,
  });
  const { rows } = await t.db.pool.query<{ id: string }>('SELECT id FROM staff WHERE username = $1', [username]);
  return Number(rows[0]!.id);
}

const setRecipient = (t: TestApp, token: string, staffId: number, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/admin-api/ops/alert-recipients/${staffId}`,
    headers: { 'x-staff-token': token },
    payload: body as object,
  });

/** Commits what the ledger's own triggers refuse, as only a broken migration or a person could. */
async function tamper(t: TestApp, sql: string, params: unknown[] = []) {
  const client = await t.db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(sql, params);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

/** An unbalanced journal (one entry of 1 đ): the ledger check's `journals_balanced` fails. Returns the undo. */
async function breakLedger(t: TestApp): Promise<() => Promise<void>> {
  const key = `alerts-unbalanced-${randomUUID()}`;
  const { rows } = await t.db.pool.query<{ account_id: string; shard: number; player_id: string | null }>(
    'SELECT account_id, shard, player_id FROM balances LIMIT 1',
  );
  const b = rows[0]!;
  await tamper(
    t,
    `INSERT INTO journal (scope, external_id, request_hash, kind, amount) VALUES ('t', $1, 'h', 'transfer', 1)`,
    [key],
  );
  await tamper(
    t,
    `INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount)
     SELECT id, 1, $2, $3, $4, 1 FROM journal WHERE external_id = $1`,
    [key, b.account_id, b.shard, b.player_id],
  );
  return async () => {
    await tamper(t, `DELETE FROM entries WHERE journal_id = (SELECT id FROM journal WHERE external_id = $1)`, [key]);
    await tamper(t, 'DELETE FROM journal WHERE external_id = $1', [key]);
  };
}

/** Provider-error alerts for these subjects (the health job's path), delivered. */
async function raiseProviderAlerts(t: TestApp, subjects: string[]): Promise<number[]> {
  const ids = await t.app.services.ops.alerts.raise(
    subjects.map((s) => ({
      kind: 'provider_errors',
      subject: s,
      summary: `Nhà cung cấp ${s}: 25/30 lệnh gọi ví trả lỗi trong 2 giờ qua`,
      details: {},
    })),
  );
  await t.app.services.domainEvents.deliver();
  return ids;
}

const alertMessages = (t: TestApp, to: string) =>
  t.db.pool
    .query<{ channel: string; subject: string | null; body: string; purpose: string }>(
      `SELECT channel, subject, body, purpose FROM outbox_messages
        WHERE recipient = $1 AND purpose LIKE 'ops_alert%' ORDER BY id`,
      [to],
    )
    .then((r) => r.rows);

/** Makes the event of an alert due again, as a lease running out after a crash would. */
const redeliver = async (t: TestApp, alertId: number) => {
  await t.db.pool.query(
    `UPDATE domain_events SET delivered_at = NULL, next_attempt_at = now()
      WHERE topic = 'ops.alert_raised' AND event_key = $1`,
    [`alert:${alertId}`],
  );
  await t.app.services.domainEvents.deliver();
};

const eventState = async (t: TestApp, alertId: number) =>
  (
    await t.db.pool.query<{ delivered: boolean; last_error: string | null }>(
      `SELECT delivered_at IS NOT NULL AS delivered, last_error FROM domain_events
        WHERE topic = 'ops.alert_raised' AND event_key = $1`,
      [`alert:${alertId}`],
    )
  ).rows[0]!;

describe(OpsAlertNotifier.name, () => {
  let t: TestApp;
  let superadmin: string;
  let finance: string;
  let onCall: number;
  const email = 'truc.ca@xc03.test';
  const phone = '0912345678';

  beforeAll(async () => {
    t = await buildTestApp();
    superadmin = await staffTokenFor(t.app, 'superadmin');
    finance = await staffTokenFor(t.app, 'finance');
    onCall = await staffMember(t, 'finance');
    // a player's deposit gives the ledger balances to tamper with
    const player = await register(t.app);
    await t.app.services.wallet.credit({
      scope: 'deposit',
      externalId: `alerts-${randomUUID()}`,
      kind: 'deposit',
      playerId: Number(player.id),
      amount: 100_000,
      from: systemAccount('payment_clearing', 'vietqr'),
    });
  });
  afterAll(() => t.close());

  const alertsView = async () => {
    const res = await t.app.inject({ url: '/admin-api/ops/alerts', headers: { 'x-staff-token': finance } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      open: { id: number; subject: string; deliveries: { channel: string; status: string; recipient: string }[] }[];
      acknowledged: { id: number; deliveries: { channel: string; status: string; reason: string | null }[] }[];
    };
  };

  it('should let only a superadmin set who is on call, check the addresses, and audit the change', async () => {
    const body = { email: ` ${email.toUpperCase()} `, phone: '+84 912 345 678', byEmail: true, bySms: true };
    expect((await setRecipient(t, finance, onCall, body)).statusCode).toBe(403);
    const noPhone = await setRecipient(t, superadmin, onCall, { ...body, phone: null });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.body).toContain('Cần số điện thoại để nhận cảnh báo qua SMS');
    expect((await setRecipient(t, superadmin, onCall, { ...body, email: 'khong-phai-email' })).statusCode).toBe(400);
    const support = await staffMember(t, 'support');
    const refused = await setRecipient(t, superadmin, support, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RECIPIENT_NOT_ELIGIBLE');
    expect((await setRecipient(t, superadmin, 999_999, body)).statusCode).toBe(404);

    const ok = await setRecipient(t, superadmin, onCall, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ staffId: onCall, email, phone, byEmail: true, bySms: true });
    const list = await t.app.inject({
      url: '/admin-api/ops/alert-recipients',
      headers: { 'x-staff-token': superadmin },
    });
    expect(list.json().data).toContainEqual(expect.objectContaining({ staffId: onCall, email, phone }));
    expect(list.json().data.map((r: { role: string }) => r.role)).not.toContain('support');
    const audit = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'ops.alert_recipient' AND target_id = $1`,
      [String(onCall)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].details).toEqual({
      before: { email: null, phone: null, byEmail: false, bySms: false },
      after: { email, phone, byEmail: true, bySms: true },
    });
  });

  it('should send one e-mail and one SMS per on-call recipient for a ledger breach, and never again for that alert', async () => {
    const repair = await breakLedger(t);
    let alertId: number;
    try {
      expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(false);
      await t.app.services.domainEvents.deliver();
      const open = (await alertsView()).open.find((a) => a.subject === 'journals_balanced')!;
      alertId = open.id;
      const inbox = await t.app.services.messaging.outbox({ adapter: 'sandbox', purpose: 'ops_alert' });
      // one check may fail with others (the entry also moved no balance): this alert's messages
      const mine = inbox.filter(
        (m) => (m.recipient === email || m.recipient === phone) && new RegExp(`#${alertId}\\b`).test(m.body),
      );
      expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      const mail = mine.find((m) => m.channel === 'email')!;
      expect(mail.subject).toBe(`[Cảnh báo vận hành #${alertId}] Đối soát sổ cái không khớp: journals_balanced`);
      expect(mail.body).toContain('Tóm tắt: Đối soát sổ cái: bút toán có tổng các dòng khác 0 (1 sai lệch)');
      expect(mail.body).toContain(`/admin/canh-bao?id=${alertId}`);
      const sms = mine.find((m) => m.channel === 'sms')!;
      expect(sms.body).toMatch(
        new RegExp(`^CANH BAO VAN HANH #${alertId}: Doi soat so cai khong khop \\(journals_balanced\\)`),
      );
      expect(sms.body).not.toMatch(/[^\u0020-\u007e]/);
      // the back office says to whom and how
      expect(open.deliveries).toEqual([
        expect.objectContaining({ channel: 'email', recipient: email, status: 'sent' }),
        expect.objectContaining({ channel: 'sms', recipient: phone, status: 'sent' }),
      ]);
      expect((await eventState(t, alertId)).delivered).toBe(true);
      const sent = { email: (await alertMessages(t, email)).length, sms: (await alertMessages(t, phone)).length };
      expect(sent).toEqual({ email: (await alertsView()).open.length, sms: (await alertsView()).open.length });

      // the outbox delivers the same event again (a crash before it was marked delivered): nothing new
      await redeliver(t, alertId);
      // the next scheduled run sees the same open breach: counted, not sent again
      await t.app.services.ops.runLedgerCheck();
      await t.app.services.domainEvents.deliver();
      expect(await alertMessages(t, email)).toHaveLength(sent.email);
      expect(await alertMessages(t, phone)).toHaveLength(sent.sms);
    } finally {
      await repair();
    }
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);

    // acknowledged: a staff member put on call afterwards is not messaged about it on a redelivery
    const ack = await t.app.inject({
      method: 'POST',
      url: `/admin-api/ops/alerts/${alertId}/acknowledge`,
      headers: { 'x-staff-token': finance },
      payload: { note: 'Đã sửa bút toán thử nghiệm' },
    });
    expect(ack.statusCode, ack.body).toBe(200);
    const late = await staffMember(t, 'superadmin');
    const lateEmail = 'den.muon@xc03.test';
    expect(
      (await setRecipient(t, superadmin, late, { email: lateEmail, phone: null, byEmail: true, bySms: false }))
        .statusCode,
    ).toBe(200);
    const before = (await alertMessages(t, email)).length;
    await redeliver(t, alertId);
    expect(await alertMessages(t, lateEmail)).toEqual([]);
    expect(await alertMessages(t, email)).toHaveLength(before);
    const acked = (await alertsView()).acknowledged.find((a) => a.id === alertId)!;
    expect(acked.deliveries).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        status: 'skipped',
        reason: 'Cảnh báo đã được xác nhận trước khi gửi',
      }),
    );
    await setRecipient(t, superadmin, late, { email: lateEmail, phone: null, byEmail: false, bySms: false });
  });

  it('should send nothing to a recipient removed from the on-call list', async () => {
    const removed = await staffMember(t, 'finance');
    const to = 'da.nghi@xc03.test';
    await setRecipient(t, superadmin, removed, { email: to, phone: '0987654321', byEmail: true, bySms: true });
    const [first] = await raiseProviderAlerts(t, [`removed-a-${randomUUID().slice(0, 6)}`]);
    expect((await alertMessages(t, to)).length).toBe(1);
    const off = await setRecipient(t, superadmin, removed, {
      email: to,
      phone: '0987654321',
      byEmail: false,
      bySms: false,
    });
    expect(off.statusCode).toBe(200);
    const [second] = await raiseProviderAlerts(t, [`removed-b-${randomUUID().slice(0, 6)}`]);
    expect(await alertMessages(t, to)).toHaveLength(1);
    expect(await alertMessages(t, '0987654321')).toHaveLength(1);
    // the still on-call recipient got both
    const view = (await alertsView()).open;
    expect(view.find((a) => a.id === first)!.deliveries.map((d) => d.recipient)).toContain(to);
    expect(view.find((a) => a.id === second)!.deliveries.map((d) => d.recipient)).toEqual([email, phone]);
  });

  it('should leave a message another delivery is sending, and send again one whose claim a crash left behind', async () => {
    const who = await staffMember(t, 'finance');
    const to = 'dang.gui@xc03.test';
    await setRecipient(t, superadmin, who, { email: to, phone: null, byEmail: true, bySms: false });
    const [id] = await raiseProviderAlerts(t, [`crash-${randomUUID().slice(0, 6)}`]);
    expect(await alertMessages(t, to)).toHaveLength(1);
    // as if a second instance had just claimed it and were talking to the gateway
    const claim = (age: string) =>
      t.db.pool.query(
        `UPDATE ops_alert_deliveries SET status = 'sending', claimed_at = now() - $3::interval
          WHERE alert_id = $1 AND staff_id = $2`,
        [id, who, age],
      );
    await claim('0 seconds');
    await redeliver(t, id!);
    expect(await alertMessages(t, to)).toHaveLength(1);
    expect(await eventState(t, id!)).toMatchObject({
      delivered: false,
      last_error: expect.stringContaining('alert messages not sent yet'),
    });
    // that instance died between the gateway's answer and settling: after 5 minutes it is sent again
    await claim('6 minutes');
    await redeliver(t, id!);
    expect(await alertMessages(t, to)).toHaveLength(2);
    expect((await eventState(t, id!)).delivered).toBe(true);
    await setRecipient(t, superadmin, who, { email: to, phone: null, byEmail: false, bySms: false });
  });

  it(`should send at most ${ALERT_MESSAGES_PER_HOUR} messages per recipient and channel an hour, then one digest of the rest`, async () => {
    const busy = await staffMember(t, 'superadmin');
    const to = 'ban.ron@xc03.test';
    await setRecipient(t, superadmin, busy, { email: to, phone: null, byEmail: true, bySms: false });
    const ids = await raiseProviderAlerts(
      t,
      Array.from({ length: ALERT_MESSAGES_PER_HOUR + 3 }, (_, i) => `flood-${i}-${randomUUID().slice(0, 6)}`),
    );
    expect(await alertMessages(t, to)).toHaveLength(ALERT_MESSAGES_PER_HOUR);
    const held = await t.db.pool.query(
      `SELECT alert_id FROM ops_alert_deliveries WHERE staff_id = $1 AND status = 'rate_limited'`,
      [busy],
    );
    expect(held.rowCount).toBe(3);
    for (const id of ids) expect((await eventState(t, id)).delivered).toBe(true);
    // the hour is still full: no digest yet
    await t.app.services.ops.notifier.sendDigests();
    expect(await alertMessages(t, to)).toHaveLength(ALERT_MESSAGES_PER_HOUR);
    // an hour later: one digest of the three held back, then nothing more
    await t.db.pool.query(
      `UPDATE ops_alert_deliveries SET claimed_at = claimed_at - interval '61 minutes' WHERE staff_id = $1`,
      [busy],
    );
    await t.app.services.ops.notifier.sendDigests();
    await t.app.services.ops.notifier.sendDigests();
    const all = await alertMessages(t, to);
    expect(all).toHaveLength(ALERT_MESSAGES_PER_HOUR + 1);
    expect(all.at(-1)).toMatchObject({ purpose: 'ops_alert_digest', subject: '[Cảnh báo vận hành] 3 cảnh báo gộp' });
    expect(all.at(-1)!.body).toContain('3 × Nhà cung cấp trả lỗi nhiều');
    const summarised = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM ops_alert_deliveries WHERE staff_id = $1 AND status = 'summarised'`,
      [busy],
    );
    expect(summarised.rows[0].n).toBe(3);
    await setRecipient(t, superadmin, busy, { email: to, phone: null, byEmail: false, bySms: false });
  });
});

/** A real SMTP relay on loopback that refuses one mailbox: the failing channel. */
function relayRefusing(refused: string, received: string[]): SMTPServer {
  return new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onRcptTo(address, _session, callback) {
      if (address.address === refused) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
}

describe(`${OpsAlertNotifier.name} with a failing channel`, () => {
  let t: TestApp;
  let relay: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    relay = relayRefusing('hong@xc03.test', received);
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.server.address() as AddressInfo).port;
    t = await buildTestApp({
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      EMAIL_FROM: 'XC03 <no-reply@xc03.test>',
      EMAIL_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  });

  it('should retry only the refused message through the event delivery, not hold up the others, and give up in the end', async () => {
    const superadmin = await staffTokenFor(t.app, 'superadmin');
    const broken = await staffMember(t, 'finance');
    const fine = await staffMember(t, 'finance');
    await setRecipient(t, superadmin, broken, {
      email: 'hong@xc03.test',
      phone: '0911111111',
      byEmail: true,
      bySms: true,
    });
    await setRecipient(t, superadmin, fine, { email: 'tot@xc03.test', phone: null, byEmail: true, bySms: false });
    const [id] = await raiseProviderAlerts(t, ['failing-relay']);
    expect(received).toEqual(['tot@xc03.test']);
    expect(await alertMessages(t, '0911111111')).toHaveLength(1);
    const first = await eventState(t, id!);
    expect(first.delivered).toBe(false);
    expect(first.last_error).toContain('1 of 3 alert messages not sent yet');

    await redeliver(t, id!);
    expect(received).toEqual(['tot@xc03.test']);
    expect(await alertMessages(t, '0911111111')).toHaveLength(1);
    const row = async () =>
      (
        await t.db.pool.query<{ status: string; attempts: number; last_error: string }>(
          `SELECT status, attempts, last_error FROM ops_alert_deliveries WHERE alert_id = $1 AND staff_id = $2 AND channel = 'email'`,
          [id, broken],
        )
      ).rows[0]!;
    expect(await row()).toMatchObject({ status: 'failed', attempts: 2, last_error: expect.stringContaining('550') });

    await t.db.pool.query(
      `UPDATE ops_alert_deliveries SET attempts = $3 WHERE alert_id = $1 AND staff_id = $2 AND channel = 'email'`,
      [id, broken, ALERT_SEND_MAX_ATTEMPTS - 1],
    );
    await redeliver(t, id!);
    expect(await row()).toMatchObject({ status: 'gave_up', attempts: ALERT_SEND_MAX_ATTEMPTS });
    expect((await eventState(t, id!)).delivered).toBe(true);
  });
});
