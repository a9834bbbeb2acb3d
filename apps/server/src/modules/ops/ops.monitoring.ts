import { createHash, timingSafeEqual } from 'node:crypto';
import type { TAlertmanagerWebhook } from '@app/contract';
import type { NewAlert, OpsAlerts } from './ops.alerts';

/** Labels that say nothing about which thing is wrong: left out of an alert's subject. */
const NOT_SUBJECT = new Set(['alertname', 'severity', 'job']);
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Prometheus's alerts into the platform's own (decision 130): Alertmanager posts its webhook
 * here with a bearer token, and each firing alert is raised as an operations alert of kind
 * `monitoring`, so it reaches the on-call staff by e-mail and SMS through the same delivery,
 * hourly limit and acknowledgement as the platform's own alerts (decisions 106, 123). The same
 * alert firing again (Alertmanager repeats) is counted on the open alert, not sent again; a
 * resolved one is only counted in the answer: staff acknowledge what they looked at. Every call
 * is audited, the refused ones too.
 */
export class OpsMonitoring {
  constructor(
    private readonly alerts: OpsAlerts,
    private readonly deps: {
      token: () => string | null;
      audit: (action: string, details: Record<string, unknown>, ip: string | null) => Promise<void>;
    },
  ) {}

  get enabled(): boolean {
    return this.deps.token() !== null;
  }

  /** Whether `authorization` is `Bearer <ALERTMANAGER_WEBHOOK_TOKEN>`; a refusal is audited. */
  async authorized(authorization: string | undefined, ip: string | null): Promise<boolean> {
    const token = this.deps.token();
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    // compared as digests: equal lengths, and no timing hint of how much matched
    const ok = token !== null && timingSafeEqual(digest(given), digest(token));
    if (!ok) await this.deps.audit('ops.monitoring_webhook_refused', { reason: given ? 'bad token' : 'no token' }, ip);
    return ok;
  }

  async receive(
    payload: TAlertmanagerWebhook,
    ip: string | null,
  ): Promise<{ raised: number; counted: number; resolved: number }> {
    const firing = payload.alerts.filter((a) => a.status === 'firing');
    const alerts: NewAlert[] = firing.map((a) => {
      const name = a.labels.alertname ?? 'unnamed';
      const where = Object.entries(a.labels)
        .filter(([k]) => !NOT_SUBJECT.has(k))
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      return {
        kind: 'monitoring',
        subject: `${name}${where ? ` ${where}` : ''}`.slice(0, 200),
        summary: (a.annotations.summary ?? name).slice(0, 500),
        details: {
          severity: a.labels.severity ?? null,
          labels: a.labels,
          annotations: a.annotations,
          startsAt: a.startsAt,
          generatorURL: a.generatorURL ?? null,
        },
      };
    });
    const raised = await this.alerts.raise(alerts);
    const outcome = {
      raised: raised.length,
      counted: alerts.length - raised.length,
      resolved: payload.alerts.length - firing.length,
    };
    await this.deps.audit(
      'ops.monitoring_webhook',
      { receiver: payload.receiver, status: payload.status, alerts: alerts.map((a) => a.subject), ...outcome },
      ip,
    );
    return outcome;
  }
}
