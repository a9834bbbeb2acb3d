import { randomUUID } from 'node:crypto';
import { OPS_ALERT_RECIPIENT_ROLES, OpsAlertLabel, type TOpsAlertKind } from '@app/contract';
import type { PoolClient } from 'pg';
import { type Db, inTransaction } from '../../db/client';
import type { Log } from '../../log';

/** At most this many alert messages per staff member and channel in any hour; the rest are summarised. */
export const ALERT_MESSAGES_PER_HOUR = 20;
/** After this many refused attempts a message is given up (the back office still shows the alert). */
export const ALERT_SEND_MAX_ATTEMPTS = 8;
/**
 * A claim older than this is a crash between claiming and settling: sent again. Longer than
 * an adapter's timeout (60 s at most, config/env.ts) and the event delivery's (20 s).
 */
const STALE_CLAIM_SECONDS = 300;
/** The back office's alert page, where the message links to. */
export const ALERTS_PAGE_PATH = '/admin/canh-bao';

export type Channel = 'email' | 'sms';

export interface NotifyDeps {
  send(message: {
    channel: Channel;
    to: string;
    subject?: string;
    body: string;
    purpose: string;
    meta?: Record<string, unknown>;
  }): Promise<{ id: number }>;
  siteUrl(): string;
}

interface AlertEvent {
  id: number;
  kind: TOpsAlertKind;
  subject: string;
  summary: string;
  raisedAt: string;
}

interface Target {
  staffId: number;
  channel: Channel;
  to: string;
}

type Outcome = 'done' | 'retry';

const unaccent = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

const vnTime = (iso: string) => new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', hour12: false });

/** Both counts of the hourly limit: messages claimed or sent, and digests sent, in the last hour. */
const SENT_LAST_HOUR = `
  SELECT (SELECT count(*) FROM ops_alert_deliveries
           WHERE staff_id = $1 AND channel = $2 AND status IN ('sending', 'sent')
             AND claimed_at > now() - interval '1 hour')
       + (SELECT count(DISTINCT digest_key) FROM ops_alert_deliveries
           WHERE staff_id = $1 AND channel = $2 AND status = 'summarised'
             AND settled_at > now() - interval '1 hour') AS n`;

/**
 * Delivers `ops.alert_raised` to the staff on call (decision 123): one message per recipient
 * and channel through the messaging adapters, idempotent on (alert, staff member, channel) by
 * `ops_alert_deliveries`, at most ALERT_MESSAGES_PER_HOUR per recipient and channel (the rest
 * go out later as one digest). A refused message is kept as failed and makes the event's
 * delivery throw, so the outbox retries it (and only it) with a growing delay, until
 * ALERT_SEND_MAX_ATTEMPTS; the other recipients are not held up by it.
 */
export class OpsAlertNotifier {
  constructor(
    private readonly db: Db,
    private readonly deps: () => NotifyDeps,
    private readonly log: Log,
  ) {}

  async notify(alert: AlertEvent): Promise<void> {
    const state = await this.db.pool.query<{ acknowledged: boolean }>(
      'SELECT acknowledged_at IS NOT NULL AS acknowledged FROM ops_alerts WHERE id = $1',
      [alert.id],
    );
    const acknowledged = state.rows[0]?.acknowledged ?? true;
    const targets = await this.targets();
    if (targets.length === 0) this.log.warn({ alert: alert.id }, 'ops alert: nobody is on call to receive it');
    // in parallel: one slow gateway must not push the others past the event's delivery timeout
    const outcomes = await Promise.all(targets.map((t) => this.deliver(alert, t, acknowledged)));
    const pending = outcomes.filter((o) => o === 'retry').length;
    if (pending) throw new Error(`${pending} of ${targets.length} alert messages not sent yet`);
  }

  /** The on-call staff's addresses now: a recipient removed before delivery gets nothing. */
  private async targets(): Promise<Target[]> {
    const { rows } = await this.db.pool.query<{
      id: string;
      email: string | null;
      phone: string | null;
      alert_by_email: boolean;
      alert_by_sms: boolean;
    }>(
      `SELECT id, email, phone, alert_by_email, alert_by_sms FROM staff
        WHERE active AND role = ANY($1::text[]) AND (alert_by_email OR alert_by_sms) ORDER BY id`,
      [OPS_ALERT_RECIPIENT_ROLES],
    );
    return rows.flatMap((r) => [
      ...(r.alert_by_email && r.email ? [{ staffId: Number(r.id), channel: 'email' as const, to: r.email }] : []),
      ...(r.alert_by_sms && r.phone ? [{ staffId: Number(r.id), channel: 'sms' as const, to: r.phone }] : []),
    ]);
  }

  private async deliver(alert: AlertEvent, t: Target, acknowledged: boolean): Promise<Outcome> {
    const claim = await inTransaction(this.db.pool, (c) => this.claim(c, alert.id, t, acknowledged));
    if (claim.outcome) return claim.outcome;
    const message = this.message(alert, t.channel);
    try {
      const sent = await this.deps().send({
        channel: t.channel,
        to: t.to,
        ...message,
        purpose: 'ops_alert',
        meta: { alertId: alert.id, staffId: t.staffId },
      });
      await this.settle(alert.id, t, 'sent', null, sent.id);
      return 'done';
    } catch (err) {
      const reason =
        err instanceof Error ? String(err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      const gaveUp = claim.attempts >= ALERT_SEND_MAX_ATTEMPTS;
      this.log.error(
        { err, alert: alert.id, staff: t.staffId, channel: t.channel, attempts: claim.attempts },
        gaveUp ? 'ops alert message refused; giving up' : 'ops alert message refused; will retry',
      );
      await this.settle(alert.id, t, gaveUp ? 'gave_up' : 'failed', reason, null).catch((e) =>
        this.log.error({ err: e }, 'ops alert delivery not recorded'),
      );
      return gaveUp ? 'done' : 'retry';
    }
  }

  /**
   * Written before sending, in its own transaction: decides whether this (alert, staff member,
   * channel) is to be sent now. Serialised per staff member and channel so the hourly count is exact.
   */
  private async claim(
    c: PoolClient,
    alertId: number,
    t: Target,
    acknowledged: boolean,
  ): Promise<{ outcome: Outcome | null; attempts: number }> {
    await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ops_alert_deliveries:${t.staffId}:${t.channel}`]);
    const found = await c.query<{ status: string; attempts: number; fresh: boolean }>(
      `SELECT status, attempts, claimed_at > now() - make_interval(secs => $4) AS fresh FROM ops_alert_deliveries
        WHERE alert_id = $1 AND staff_id = $2 AND channel = $3 FOR UPDATE`,
      [alertId, t.staffId, t.channel, STALE_CLAIM_SECONDS],
    );
    const row = found.rows[0];
    if (row && !['failed', 'sending'].includes(row.status)) return { outcome: 'done', attempts: row.attempts };
    // another delivery (a second instance, a timed-out attempt) is sending it right now
    if (row?.status === 'sending' && row.fresh) return { outcome: 'retry', attempts: row.attempts };
    const upsert = (status: string, reason: string | null, attempt: number) =>
      c.query(
        `INSERT INTO ops_alert_deliveries (alert_id, staff_id, channel, recipient, status, attempts, last_error, claimed_at, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now(), CASE WHEN $5 = 'sending' THEN NULL ELSE now() END)
         ON CONFLICT (alert_id, staff_id, channel) DO UPDATE SET recipient = EXCLUDED.recipient,
           status = EXCLUDED.status, attempts = EXCLUDED.attempts, last_error = coalesce(EXCLUDED.last_error, ops_alert_deliveries.last_error),
           claimed_at = EXCLUDED.claimed_at, settled_at = EXCLUDED.settled_at`,
        [alertId, t.staffId, t.channel, t.to, status, attempt, reason],
      );
    const attempts = row?.attempts ?? 0;
    if (acknowledged) {
      await upsert('skipped', 'Cảnh báo đã được xác nhận trước khi gửi', attempts);
      return { outcome: 'done', attempts };
    }
    const sent = await c.query<{ n: string }>(SENT_LAST_HOUR, [t.staffId, t.channel]);
    if (Number(sent.rows[0]!.n) >= ALERT_MESSAGES_PER_HOUR) {
      await upsert('rate_limited', `Đã gửi ${ALERT_MESSAGES_PER_HOUR} tin trong một giờ`, attempts);
      return { outcome: 'done', attempts };
    }
    await upsert('sending', null, attempts + 1);
    return { outcome: null, attempts: attempts + 1 };
  }

  private async settle(
    alertId: number,
    t: Target,
    status: 'sent' | 'failed' | 'gave_up',
    reason: string | null,
    outboxId: number | null,
  ): Promise<void> {
    await this.db.pool.query(
      `UPDATE ops_alert_deliveries SET status = $4, last_error = $5, outbox_message_id = $6, settled_at = now()
        WHERE alert_id = $1 AND staff_id = $2 AND channel = $3`,
      [alertId, t.staffId, t.channel, status, reason, outboxId],
    );
  }

  private link(alertId?: number): string {
    const url = new URL(ALERTS_PAGE_PATH, this.deps().siteUrl());
    if (alertId) url.searchParams.set('id', String(alertId));
    return url.toString();
  }

  /** E-mail in accented Vietnamese; SMS without accents (GSM-7, decision 023). */
  private message(alert: AlertEvent, channel: Channel): { subject?: string; body: string } {
    const label = OpsAlertLabel[alert.kind] ?? alert.kind;
    const link = this.link(alert.id);
    if (channel === 'sms') {
      const summary = unaccent(alert.summary).slice(0, 160);
      return {
        body: `CANH BAO VAN HANH #${alert.id}: ${unaccent(label)} (${alert.subject}). ${summary}. Xem: ${link}`,
      };
    }
    return {
      subject: `[Cảnh báo vận hành #${alert.id}] ${label}: ${alert.subject}`,
      body: [
        `Cảnh báo vận hành #${alert.id}`,
        `Loại: ${label}`,
        `Đối tượng: ${alert.subject}`,
        `Tóm tắt: ${alert.summary}`,
        `Phát hiện lúc: ${vnTime(alert.raisedAt)} (giờ Việt Nam)`,
        '',
        `Xem chi tiết và xác nhận đã xử lý: ${link}`,
        '',
        'Bạn nhận tin này vì đang trực nhận cảnh báo vận hành.',
      ].join('\n'),
    };
  }

  /**
   * The digests (a scheduled job): for each staff member and channel whose messages the hourly
   * limit held back, once the last hour has room again, one message that counts them by kind
   * and links to the alert page. Claimed before sending; a refused digest is released for the next run.
   */
  async sendDigests(): Promise<number> {
    const { rows: groups } = await this.db.pool.query<{ staff_id: string; channel: Channel }>(
      `SELECT DISTINCT staff_id, channel FROM ops_alert_deliveries WHERE status = 'rate_limited'`,
    );
    const targets = new Map((await this.targets()).map((t) => [`${t.staffId}:${t.channel}`, t]));
    let sent = 0;
    for (const g of groups) {
      const t = targets.get(`${g.staff_id}:${g.channel}`);
      const key = randomUUID();
      const held = await inTransaction(this.db.pool, async (c) => {
        await c.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
          `ops_alert_deliveries:${g.staff_id}:${g.channel}`,
        ]);
        if (!t) {
          // no longer on call on this channel: nothing more goes to them
          await c.query(
            `UPDATE ops_alert_deliveries SET status = 'skipped', last_error = 'Không còn trực nhận cảnh báo', settled_at = now()
              WHERE staff_id = $1 AND channel = $2 AND status = 'rate_limited'`,
            [g.staff_id, g.channel],
          );
          return [];
        }
        const n = await c.query<{ n: string }>(SENT_LAST_HOUR, [g.staff_id, g.channel]);
        if (Number(n.rows[0]!.n) >= ALERT_MESSAGES_PER_HOUR) return [];
        const claimed = await c.query<{ kind: TOpsAlertKind }>(
          `UPDATE ops_alert_deliveries d SET status = 'summarised', digest_key = $3, settled_at = now()
             FROM ops_alerts a
            WHERE a.id = d.alert_id AND d.staff_id = $1 AND d.channel = $2 AND d.status = 'rate_limited'
           RETURNING a.kind`,
          [g.staff_id, g.channel, key],
        );
        return claimed.rows;
      });
      if (!t || held.length === 0) continue;
      const byKind = new Map<string, number>();
      for (const h of held)
        byKind.set(OpsAlertLabel[h.kind] ?? h.kind, (byKind.get(OpsAlertLabel[h.kind] ?? h.kind) ?? 0) + 1);
      const list = [...byKind].map(([label, count]) => `${count} × ${label}`).join('; ');
      const head = `${held.length} cảnh báo vận hành khác chưa được gửi riêng (giới hạn ${ALERT_MESSAGES_PER_HOUR} tin mỗi giờ)`;
      try {
        await this.deps().send({
          channel: t.channel,
          to: t.to,
          ...(t.channel === 'sms'
            ? { body: `${unaccent(head)}: ${unaccent(list)}. Xem: ${this.link()}` }
            : {
                subject: `[Cảnh báo vận hành] ${held.length} cảnh báo gộp`,
                body: `${head}:\n${list}\n\nXem tất cả và xác nhận đã xử lý: ${this.link()}`,
              }),
          purpose: 'ops_alert_digest',
          meta: { staffId: t.staffId, digestKey: key },
        });
        sent++;
      } catch (err) {
        this.log.error({ err, staff: t.staffId, channel: t.channel }, 'ops alert digest refused; will retry');
        await this.db.pool.query(
          `UPDATE ops_alert_deliveries SET status = 'rate_limited', digest_key = NULL, settled_at = NULL WHERE digest_key = $1`,
          [key],
        );
      }
    }
    return sent;
  }
}
