import { OpsMessage, type TOpsAlert, type TOpsAlertDelivery, type TOpsAlertKind, ZOpsAlertSchema } from '@app/contract';
import type { PoolClient } from 'pg';
import { type Db, inTransaction, type Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Log } from '../../log';
import type { StaffActor, StaffAuditPort } from '../admin/admin.service';
import type { OpsAlertNotifier } from './ops.notify';

/** The topic every new alert is recorded on, in the transaction that stores it (decision 070). */
export const OPS_ALERT_TOPIC = 'ops.alert_raised';
export const ZOpsAlertRaisedEventSchema = ZOpsAlertSchema.pick({
  id: true,
  kind: true,
  subject: true,
  summary: true,
  details: true,
  raisedAt: true,
});

export interface NewAlert {
  kind: TOpsAlertKind;
  subject: string;
  summary: string;
  details: Record<string, unknown>;
}

export interface AlertDeps extends StaffAuditPort {
  record(c: Queryable, topic: string, key: string, payload: unknown): Promise<void>;
  kick(): void;
}

interface AlertRow {
  id: string;
  kind: TOpsAlertKind;
  subject: string;
  summary: string;
  details: Record<string, unknown>;
  raised_at: Date;
  last_seen_at: Date;
  occurrences: number;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
  ack_note: string | null;
}

/**
 * Alerts for superadmin and finance (decision 106): one open alert per kind and subject, which
 * a later run that sees the same breach counts again instead of repeating; a new alert is also
 * recorded as the domain event `ops.alert_raised` in the same transaction, so its delivery (the
 * log at error level and the on-call staff's messages, decision 123) hears it at least once.
 * Acknowledging is audited.
 */
export class OpsAlerts {
  constructor(
    private readonly db: Db,
    private readonly deps: () => AlertDeps,
    private readonly log: Log,
    private readonly notifier: OpsAlertNotifier,
  ) {}

  /** Raises (or counts again) each alert; returns the ids of the alerts that are new. */
  async raise(alerts: NewAlert[]): Promise<number[]> {
    if (!alerts.length) return [];
    const raised = await inTransaction(this.db.pool, async (c) => {
      const fresh: AlertRow[] = [];
      for (const a of alerts) {
        const res = await c.query<AlertRow & { inserted: boolean }>(
          `INSERT INTO ops_alerts (kind, subject, summary, details) VALUES ($1, $2, $3, $4)
           ON CONFLICT (kind, subject) WHERE acknowledged_at IS NULL DO UPDATE SET
             summary = EXCLUDED.summary, details = EXCLUDED.details, last_seen_at = now(),
             occurrences = ops_alerts.occurrences + 1
           RETURNING *, (xmax = 0) AS inserted`,
          [a.kind, a.subject, a.summary, JSON.stringify(a.details)],
        );
        const row = res.rows[0]!;
        if (!row.inserted) continue;
        fresh.push(row);
        await this.deps().record(c, OPS_ALERT_TOPIC, `alert:${row.id}`, {
          id: Number(row.id),
          kind: row.kind,
          subject: row.subject,
          summary: row.summary,
          details: row.details,
          raisedAt: row.raised_at.toISOString(),
        });
      }
      return fresh;
    });
    if (raised.length) this.deps().kick();
    return raised.map((r) => Number(r.id));
  }

  /**
   * The delivery of `ops.alert_raised`: the log at error level, and a message to each staff
   * member on call (decision 123); throws while one is not sent, so the outbox retries.
   */
  async notify(event: {
    id: number;
    kind: TOpsAlertKind;
    subject: string;
    summary: string;
    raisedAt: string;
  }): Promise<void> {
    this.log.error({ alert: event.id, kind: event.kind, subject: event.subject }, `OPS ALERT: ${event.summary}`);
    await this.notifier.notify(event);
  }

  async list(): Promise<{ open: TOpsAlert[]; acknowledged: TOpsAlert[] }> {
    const [open, acknowledged] = await Promise.all([
      this.db.pool.query<AlertRow>(
        'SELECT * FROM ops_alerts WHERE acknowledged_at IS NULL ORDER BY raised_at DESC, id',
      ),
      this.db.pool.query<AlertRow>(
        'SELECT * FROM ops_alerts WHERE acknowledged_at IS NOT NULL ORDER BY acknowledged_at DESC LIMIT 20',
      ),
    ]);
    const views = await this.views([...open.rows, ...acknowledged.rows]);
    return { open: views.slice(0, open.rows.length), acknowledged: views.slice(open.rows.length) };
  }

  async acknowledge(id: number, note: string, actor: StaffActor): Promise<TOpsAlert> {
    const row = await inTransaction(this.db.pool, async (c: PoolClient) => {
      const found = await c.query<AlertRow>('SELECT * FROM ops_alerts WHERE id = $1 FOR UPDATE', [id]);
      const alert = found.rows[0];
      if (!alert) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy cảnh báo');
      if (alert.acknowledged_at) throw new AppError(409, 'ALERT_ACKNOWLEDGED', OpsMessage.ALERT_ACKNOWLEDGED);
      const updated = await c.query<AlertRow>(
        `UPDATE ops_alerts SET acknowledged_at = now(), acknowledged_by = $2, ack_note = $3 WHERE id = $1 RETURNING *`,
        [id, actor.staffId, note],
      );
      await this.deps().audit(
        actor,
        'ops.alert_ack',
        { type: 'ops_alert', id },
        {
          kind: alert.kind,
          subject: alert.subject,
          before: { acknowledged: false },
          after: { acknowledged: true, note },
        },
        c,
      );
      return updated.rows[0]!;
    });
    return (await this.views([row]))[0]!;
  }

  private async views(rows: AlertRow[]): Promise<TOpsAlert[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.acknowledged_by === null ? [] : [Number(r.acknowledged_by)])))];
    const [names, deliveries] = await Promise.all([
      ids.length ? this.deps().staffNames(ids) : new Map<number, string>(),
      this.deliveries(rows.map((r) => Number(r.id))),
    ]);
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      subject: r.subject,
      summary: r.summary,
      details: r.details,
      raisedAt: r.raised_at.toISOString(),
      lastSeenAt: r.last_seen_at.toISOString(),
      occurrences: r.occurrences,
      acknowledgedAt: r.acknowledged_at?.toISOString() ?? null,
      acknowledgedBy:
        r.acknowledged_by === null ? null : (names.get(Number(r.acknowledged_by)) ?? `#${r.acknowledged_by}`),
      ackNote: r.ack_note,
      deliveries: deliveries.get(Number(r.id)) ?? [],
    }));
  }

  /** Each alert's messages: to whom, on which channel, how it went (decision 123). */
  private async deliveries(alertIds: number[]): Promise<Map<number, TOpsAlertDelivery[]>> {
    const byAlert = new Map<number, TOpsAlertDelivery[]>();
    if (!alertIds.length) return byAlert;
    const { rows } = await this.db.pool.query<{
      alert_id: string;
      staff_name: string;
      channel: 'email' | 'sms';
      recipient: string;
      status: TOpsAlertDelivery['status'];
      attempts: number;
      last_error: string | null;
      at: Date | null;
    }>(
      `SELECT d.alert_id, s.display_name AS staff_name, d.channel, d.recipient, d.status, d.attempts, d.last_error,
              coalesce(d.settled_at, d.claimed_at) AS at
         FROM ops_alert_deliveries d JOIN staff s ON s.id = d.staff_id
        WHERE d.alert_id = ANY($1::bigint[]) ORDER BY d.alert_id, s.display_name, d.channel`,
      [alertIds],
    );
    for (const r of rows) {
      const list = byAlert.get(Number(r.alert_id)) ?? [];
      list.push({
        staffName: r.staff_name,
        channel: r.channel,
        recipient: r.recipient,
        status: r.status,
        attempts: r.attempts,
        reason: r.last_error,
        at: r.at?.toISOString() ?? null,
      });
      byAlert.set(Number(r.alert_id), list);
    }
    return byAlert;
  }
}
