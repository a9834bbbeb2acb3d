import type { TOpsHealth } from '@app/contract';
import type { Db } from '../../db/client';
import type { JobClaims } from '../../db/jobs';
import { type Log, silentLog } from '../../log';
import { type LedgerCheckReport, runLedgerCheck } from '../wallet/wallet.reconcile';
import { type AlertDeps, type NewAlert, OpsAlerts } from './ops.alerts';
import { type HealthFigures, type LiveFigures, readFigures } from './ops.figures';
import { OpsJobs } from './ops.jobs';
import { PlatformMetrics } from './ops.metrics';
import { OpsMonitoring } from './ops.monitoring';
import { type NotifyDeps, OpsAlertNotifier } from './ops.notify';
import { OpsAlertRecipients } from './ops.recipients';

interface Backlogs {
  admin: () => Pick<AlertDeps, 'audit' | 'staffNames'> & {
    auditSystem(
      action: string,
      target: { type: string; id: string | number } | null,
      details: Record<string, unknown>,
      ip: string | null,
    ): Promise<void>;
  };
  /** This instance's name (INSTANCE_NAME), on the operations screen's figures. */
  instanceName?: string;
  /** The bearer token Alertmanager's webhook must send (ALERTMANAGER_WEBHOOK_TOKEN); null: off. */
  alertmanagerToken?: () => string | null;
  domainEvents: () => Pick<AlertDeps, 'record' | 'kick'> & {
    backlog(): Promise<
      { topic: string; undelivered: number; failing: number; oldestAt: Date | null; lastError: string | null }[]
    >;
  };
  payments: () => {
    backlog(): Promise<{
      openExceptions: number;
      pendingWithdrawals: number;
      unknownPayouts: number;
      oldestPendingWithdrawalAt: Date | null;
    }>;
    stateCounts(): Promise<HealthFigures['payments']['byState']>;
  };
  /** The messaging adapters and the site's address, for the on-call staff's messages (decision 123). */
  notify: () => NotifyDeps;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
/** A provider callback answered with one of these protocol statuses is an error (docs/provider-protocol.md). */
const ERROR_STATUS = /"status"\s*:\s*"(RS_ERROR_[A-Z_]+)"/;
const FLUSH_MS = 5_000;
/**
 * A provider is alerted on when, in this hour and the last, at least this many of its callbacks
 * were answered with an error and they are at least half of them (a player short of money is an
 * error answer too: a few are normal, a majority is not).
 */
export const PROVIDER_ALERT_MIN_ERRORS = 20;

/** The checks of `ledger:check` in the staff's words (wallet.reconcile.ts describes them in English). */
const CHECK_VI: Record<string, string> = {
  journals_balanced: 'bút toán có tổng các dòng khác 0',
  balances_match_entries: 'số dư không bằng tổng các dòng bút toán',
  player_balances_nonnegative: 'số dư người chơi âm hoặc thấp hơn số tiền đang giữ',
  external_ids_applied_once: 'một giao dịch bên ngoài được ghi nhiều lần',
  entries_reference_ledger: 'dòng bút toán hoặc số dư không thuộc bút toán, tài khoản hợp lệ',
  holds_match_reservations: 'tiền tạm giữ không khớp các lệnh giữ đang mở',
  held_deposits_move_only_to_return: 'tiền nạp bị giữ lại được chuyển ngoài lệnh hoàn trả',
  releases_return_to_source: 'tiền giải phóng không trả về nguồn',
};

/**
 * Operations (decision 098): scheduled jobs that run once per interval across instances, the
 * ledger reconciliation with its history, provider callback counts, and the health view a
 * superadmin reads (jobs, reconciliation runs, outbox and payment backlogs, callback errors).
 */
export class OpsService {
  readonly jobs: OpsJobs;
  readonly alerts: OpsAlerts;
  readonly notifier: OpsAlertNotifier;
  readonly recipients: OpsAlertRecipients;
  /** Prometheus metrics of this instance (decision 130); served by ops.metrics-server.ts. */
  readonly metrics: PlatformMetrics;
  /** Alertmanager's webhook: Prometheus alerts to the on-call staff (decision 130). */
  readonly monitoring: OpsMonitoring;
  private readonly streams = new Map<string, () => number>();
  private pageCache: { hits: number; misses: number } = { hits: 0, misses: 0 };
  private calls = new Map<string, { calls: number; errors: number; lastError: string | null; lastAt: Date }>();
  /** The current hour's key (ISO) and when it ends (ms), so a callback does not format a date. */
  private hour = '';
  private hourEnds = 0;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly deps: Backlogs,
    claims: JobClaims,
    private readonly log: Log = silentLog,
  ) {
    this.jobs = new OpsJobs(db, claims, log);
    this.notifier = new OpsAlertNotifier(db, deps.notify, log);
    this.recipients = new OpsAlertRecipients(db, () => deps.admin());
    this.metrics = new PlatformMetrics({ figures: () => this.figures(), live: () => this.liveFigures() });
    // methods looked up on use: the admin and outbox services are classes (a spread would drop them)
    this.alerts = new OpsAlerts(
      db,
      () => ({
        audit: (...a) => deps.admin().audit(...a),
        staffNames: (ids) => deps.admin().staffNames(ids),
        record: (...a) => deps.domainEvents().record(...a),
        kick: () => deps.domainEvents().kick(),
      }),
      log,
      this.notifier,
    );
    this.monitoring = new OpsMonitoring(this.alerts, {
      token: () => deps.alertmanagerToken?.() ?? null,
      audit: (action, details, ip) => deps.admin().auditSystem(action, null, details, ip),
    });
  }

  /** An event stream's open clients, counted in the metrics as `platform_sse_clients{stream}`. */
  watchStream(stream: string, clients: () => number): void {
    this.streams.set(stream, clients);
  }

  /** The guests' page cache's hit and miss counters (plugins/page-cache.ts). */
  watchPageCache(stats: { hits: number; misses: number }): void {
    this.pageCache = stats;
  }

  /** The database's health figures (ops.figures.ts): the metrics' gauges and the operations screen. */
  figures(): Promise<HealthFigures> {
    return readFigures(this.db, {
      domainEvents: () => this.deps.domainEvents().backlog(),
      paymentBacklog: () => this.deps.payments().backlog(),
      paymentStates: () => this.deps.payments().stateCounts(),
    });
  }

  /** This process's own figures: its pool, replica reads, event streams and page cache. */
  liveFigures(): LiveFigures {
    const pool = this.db.pool;
    return {
      pool: {
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
        ...this.db.poolStats,
      },
      reads: { ...this.db.reads.counts },
      sse: Object.fromEntries([...this.streams].map(([name, count]) => [name, count()])),
      pageCache: { hits: this.pageCache.hits, misses: this.pageCache.misses },
    };
  }

  /** Runs `job` every `intervalMs`, once across all instances. Returns stop. */
  every(name: string, intervalMs: number, job: () => Promise<unknown>): () => void {
    return this.jobs.every(name, intervalMs, job);
  }

  /** The checks of `ledger:check`, kept with their outcome; breaches are logged at error level. */
  async runLedgerCheck(): Promise<LedgerCheckReport> {
    const report = await runLedgerCheck(this.db.pool);
    const breaches = report.results
      .filter((r) => !r.ok)
      .map((r) => ({ name: r.name, description: r.description, breaches: r.breaches, samples: r.samples.slice(0, 5) }));
    const run = await this.db.pool.query<{ id: string }>(
      'INSERT INTO ledger_check_runs (started_at, duration_ms, ok, breaches, counts) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [report.checkedAt, report.durationMs, report.ok, JSON.stringify(breaches), report.counts],
    );
    if (report.ok) this.log.info({ durationMs: report.durationMs, counts: report.counts }, 'ledger check passed');
    for (const b of breaches) this.log.error(b, `LEDGER BREACH: ${b.description}`);
    // one open alert per failing check until staff acknowledge it (decision 106)
    await this.alerts.raise(
      breaches.map((b) => ({
        kind: 'ledger_breach',
        subject: b.name,
        summary: `Đối soát sổ cái: ${CHECK_VI[b.name] ?? b.description} (${b.breaches} sai lệch)`,
        details: { runId: Number(run.rows[0]!.id), breaches: b.breaches, samples: b.samples },
      })),
    );
    return report;
  }

  /** Counts a provider wallet callback's answer (an onSend hook calls this); flushed every few seconds. */
  recordCallback(provider: string, payload: unknown): void {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    this.recordStatus(provider, ERROR_STATUS.exec(text.slice(0, 2_000))?.[1] ?? null);
  }

  /** Counts a callback whose answer's status is known: an RS_ERROR_* status counts as an error. */
  recordStatus(provider: string, status: string | null): void {
    this.metrics.callback(provider, status ?? 'RS_OK');
    const error = status?.startsWith('RS_ERROR_') ? status : null;
    const now = Date.now();
    if (now >= this.hourEnds || now < this.hourEnds - 3_600_000) {
      const start = Math.floor(now / 3_600_000) * 3_600_000;
      this.hour = new Date(start).toISOString();
      this.hourEnds = start + 3_600_000;
    }
    const key = `${provider}\n${this.hour}`;
    const s = this.calls.get(key) ?? { calls: 0, errors: 0, lastError: null, lastAt: new Date(now) };
    s.calls++;
    if (error) {
      s.errors++;
      s.lastError = error;
    }
    s.lastAt = new Date(now);
    this.calls.set(key, s);
    this.flushTimer ??= setTimeout(() => void this.flushCallbacks(), FLUSH_MS).unref();
  }

  async flushCallbacks(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const batch = [...this.calls.entries()];
    this.calls = new Map();
    if (!batch.length) return;
    try {
      await this.db.pool.query(
        `INSERT INTO provider_callback_stats (provider, hour, calls, errors, last_error, last_at)
         SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::int[], $4::int[], $5::text[], $6::timestamptz[])
         ON CONFLICT (provider, hour) DO UPDATE SET
           calls = provider_callback_stats.calls + EXCLUDED.calls,
           errors = provider_callback_stats.errors + EXCLUDED.errors,
           last_error = coalesce(EXCLUDED.last_error, provider_callback_stats.last_error),
           last_at = greatest(provider_callback_stats.last_at, EXCLUDED.last_at)`,
        [
          batch.map(([k]) => k.split('\n')[0]),
          batch.map(([k]) => k.split('\n')[1]),
          batch.map(([, v]) => v.calls),
          batch.map(([, v]) => v.errors),
          batch.map(([, v]) => v.lastError),
          batch.map(([, v]) => v.lastAt),
        ],
      );
    } catch (err) {
      this.log.warn({ err }, 'provider callback counts not saved');
    }
  }

  /**
   * Provider and gateway health as alerts (decision 106): providers answering mostly with errors
   * in this hour and the last, and payouts whose outcome nobody knows. Returns the new alerts' ids.
   */
  async checkHealth(): Promise<number[]> {
    await this.flushCallbacks();
    const [providers, payments] = await Promise.all([
      this.db.pool.query<{ provider: string; calls: number; errors: number; last_error: string | null }>(
        `SELECT provider, sum(calls)::int AS calls, sum(errors)::int AS errors, max(last_error) AS last_error
           FROM provider_callback_stats WHERE hour >= date_trunc('hour', now()) - interval '1 hour'
          GROUP BY provider`,
      ),
      this.deps.payments().backlog(),
    ]);
    const alerts: NewAlert[] = providers.rows
      .filter((r) => r.errors >= PROVIDER_ALERT_MIN_ERRORS && r.errors * 2 >= r.calls)
      .map((r) => ({
        kind: 'provider_errors',
        subject: r.provider,
        summary: `Nhà cung cấp ${r.provider}: ${r.errors}/${r.calls} lệnh gọi ví trả lỗi trong 2 giờ qua`,
        details: { calls: r.calls, errors: r.errors, lastError: r.last_error },
      }));
    if (payments.unknownPayouts > 0) {
      alerts.push({
        kind: 'payouts_unknown',
        subject: 'payouts',
        summary: `${payments.unknownPayouts} lệnh chi chưa rõ kết quả từ cổng thanh toán, cần đối soát`,
        details: { unknownPayouts: payments.unknownPayouts },
      });
    }
    return this.alerts.raise(alerts);
  }

  async health(): Promise<TOpsHealth> {
    const [jobs, runs, events, payments, providers, figures] = await Promise.all([
      this.db.pool.query('SELECT * FROM job_runs ORDER BY name'),
      this.db.pool.query('SELECT * FROM ledger_check_runs ORDER BY id DESC LIMIT 30'),
      this.deps.domainEvents().backlog(),
      this.deps.payments().backlog(),
      this.db.pool.query(
        `SELECT provider, sum(calls)::int AS calls, sum(errors)::int AS errors, max(last_at) AS last_at
           FROM provider_callback_stats WHERE hour >= now() - interval '24 hours'
          GROUP BY provider ORDER BY provider`,
      ),
      this.metrics.snapshot(this.deps.instanceName ?? 'main'),
    ]);
    return {
      figures,
      jobs: jobs.rows.map((r) => ({
        name: r.name,
        lastStartedAt: iso(r.last_started_at),
        lastFinishedAt: iso(r.last_finished_at),
        lastOk: r.last_ok,
        lastError: r.last_error,
        lastDurationMs: r.last_duration_ms,
        nextRunAt: iso(r.next_run_at)!,
        runs: Number(r.runs),
      })),
      ledgerChecks: runs.rows.map((r) => ({
        id: Number(r.id),
        startedAt: iso(r.started_at)!,
        durationMs: r.duration_ms,
        ok: r.ok,
        breaches: (r.breaches as { name: string; description: string; breaches: number }[]).map((b) => ({
          name: b.name,
          description: b.description,
          breaches: b.breaches,
        })),
        counts: r.counts,
      })),
      domainEvents: events.map((e) => ({ ...e, oldestAt: iso(e.oldestAt) })),
      payments: { ...payments, oldestPendingWithdrawalAt: iso(payments.oldestPendingWithdrawalAt) },
      providers: providers.rows.map((r) => ({
        provider: r.provider,
        callbacks24h: r.calls,
        errors24h: r.errors,
        lastCallbackAt: iso(r.last_at),
      })),
    };
  }
}
