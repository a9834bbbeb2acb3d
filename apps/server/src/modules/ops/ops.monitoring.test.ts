import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { OpsMonitoring } from './ops.monitoring';

const TOKEN = 'alertmanager-test-token-0123456789';

/** What Alertmanager 0.25 posts to a webhook receiver. */
function webhook(alerts: { status: 'firing' | 'resolved'; labels: Record<string, string>; summary?: string }[]) {
  return {
    version: '4',
    groupKey: '{}:{alertname="x"}',
    truncatedAlerts: 0,
    status: alerts.some((a) => a.status === 'firing') ? 'firing' : 'resolved',
    receiver: 'platform-on-call',
    groupLabels: {},
    commonLabels: {},
    commonAnnotations: {},
    externalURL: 'http://127.0.0.1:7193',
    alerts: alerts.map((a) => ({
      status: a.status,
      labels: a.labels,
      annotations: a.summary ? { summary: a.summary, runbook: 'docs/operations.md#x' } : {},
      startsAt: new Date().toISOString(),
      endsAt: '0001-01-01T00:00:00Z',
      generatorURL: 'http://127.0.0.1:7190/graph?g0.expr=up',
      fingerprint: randomUUID().replaceAll('-', '').slice(0, 16),
    })),
  };
}

describe(OpsMonitoring.name, () => {
  let t: TestApp;
  let finance: string;
  const post = (body: unknown, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/alertmanager',
      headers: authorization ? { authorization } : {},
      payload: body as object,
    });
  const audits = (action: string) =>
    t.db.pool
      .query<{ staff_id: string | null; details: Record<string, unknown> }>(
        'SELECT staff_id, details FROM audit_log WHERE action = $1 ORDER BY id',
        [action],
      )
      .then((r) => r.rows);

  beforeAll(async () => {
    t = await buildTestApp({ ALERTMANAGER_WEBHOOK_TOKEN: TOKEN });
    finance = await staffTokenFor(t.app, 'finance');
  });
  afterAll(() => t.close());

  it('should refuse a call without the token, audit it and raise nothing', async () => {
    const body = webhook([{ status: 'firing', labels: { alertname: 'SiteDown', severity: 'critical' } }]);
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, 'Bearer wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    expect((await post(body, TOKEN)).statusCode).toBe(401);
    expect(await audits('ops.monitoring_webhook_refused')).toHaveLength(3);
    const open = await t.db.pool.query(`SELECT 1 FROM ops_alerts WHERE kind = 'monitoring'`);
    expect(open.rows).toHaveLength(0);
  });

  it('should raise each firing alert once for the on-call staff, count its repeats and audit every call', async () => {
    const slow = {
      status: 'firing' as const,
      labels: { alertname: 'ProviderCallbackSlow', severity: 'warning', provider: 'house' },
      summary: 'Nhà cung cấp house: p99 thời gian trả lời ví 495ms (> 250 ms)',
    };
    const first = await post(
      webhook([slow, { status: 'resolved', labels: { alertname: 'ReplicaDown', severity: 'warning' } }]),
      `Bearer ${TOKEN}`,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ raised: 1, counted: 0, resolved: 1 });
    // Alertmanager repeats a firing alert on its repeat interval: counted, not raised again
    const again = await post(webhook([slow]), `Bearer ${TOKEN}`);
    expect(again.json().data).toEqual({ raised: 0, counted: 1, resolved: 0 });

    const list = await t.app.inject({ url: '/admin-api/ops/alerts', headers: { 'x-staff-token': finance } });
    const mine = list.json().data.open.filter((a: { kind: string }) => a.kind === 'monitoring');
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'monitoring',
        subject: 'ProviderCallbackSlow provider=house',
        summary: slow.summary,
        occurrences: 2,
        details: expect.objectContaining({ severity: 'warning', labels: slow.labels }),
      }),
    ]);
    // recorded for delivery to the on-call staff like the platform's own alerts
    const events = await t.db.pool.query(
      `SELECT payload FROM domain_events WHERE topic = 'ops.alert_raised' AND event_key = $1`,
      [`alert:${mine[0].id}`],
    );
    expect(events.rows).toHaveLength(1);
    const audit = await audits('ops.monitoring_webhook');
    expect(audit).toHaveLength(2);
    expect(audit[0]).toEqual({
      staff_id: null,
      details: expect.objectContaining({
        receiver: 'platform-on-call',
        alerts: ['ProviderCallbackSlow provider=house'],
        raised: 1,
        resolved: 1,
      }),
    });
  });

  it('should refuse a body that is not an Alertmanager webhook and change nothing', async () => {
    const before = await t.db.pool.query('SELECT count(*)::int AS n FROM ops_alerts');
    const bad = await post({ alerts: 'nope' }, `Bearer ${TOKEN}`);
    expect(bad.statusCode).toBe(400);
    const after = await t.db.pool.query('SELECT count(*)::int AS n FROM ops_alerts');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('should not exist where no token is configured', async () => {
    const off = await buildTestApp();
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/webhooks/alertmanager',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: webhook([]),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
