import type { TOpsFigures } from '@app/contract';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import type { WalletObserver, WalletOperation } from '../wallet/wallet.service';
import type { HealthFigures, LiveFigures } from './ops.figures';
import { HotCounter, type HotCounterSeries, HotHistogram, type HotHistogramSeries } from './ops.metrics.hot';

/** Where a request belongs, by its path (docs/operations.md lists the groups). */
export type RouteGroup = 'provider' | 'webhook' | 'player_api' | 'admin_api' | 'game_api' | 'page';

export function routeGroup(url: string): RouteGroup {
  if (url.startsWith('/provider/')) return 'provider';
  if (url.startsWith('/api/')) return 'player_api';
  if (url.startsWith('/admin-api/')) return 'admin_api';
  if (url.startsWith('/webhooks/')) return 'webhook';
  if (url.startsWith('/house/') || url.startsWith('/lottery/') || url.startsWith('/sports/')) return 'game_api';
  return 'page';
}

/** Seconds; 0.25 is a bound because the provider-callback alert is on p99 > 250 ms. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WALLET_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/**
 * Provider codes come from the request's path: past this many distinct ones (a scan with made-up
 * codes) they are counted as `other`, so a caller cannot grow the series without end.
 */
const MAX_PROVIDER_LABELS = 64;
/** The login routes whose answers count as attempts, by who logs in. */
const LOGIN_ROUTES: Record<string, 'player' | 'staff'> = {
  '/api/auth/login': 'player',
  '/admin-api/auth/login': 'staff',
};

interface HttpSeries {
  count: HotCounterSeries;
  duration: HotHistogramSeries;
}

const ts = (d: Date | string | null) => (d ? new Date(d).getTime() / 1000 : null);

/**
 * The platform's Prometheus metrics (decision 130), one registry per app. The hot paths (every
 * HTTP answer, every ledger call, every provider callback) only add to plain series looked up
 * once (ops.metrics.hot.ts); what the database knows (backlogs, jobs, payments, the ledger check, the
 * replica) is read when Prometheus scrapes, at most once per `figuresMaxAgeMs` however many
 * scrape, and what the process knows (pool, streams, page cache) is read from its counters then.
 */
export class PlatformMetrics implements WalletObserver {
  readonly registry = new Registry();
  private readonly http = new Map<string, HttpSeries>();
  private readonly providers = new Set<string>();
  private readonly requests: HotCounter;
  private readonly latency: HotHistogram;
  private readonly walletOps: HotCounter;
  private readonly walletLatency: HotHistogram;
  private readonly walletSeries = new Map<string, { count: HotCounterSeries; duration: HotHistogramSeries }>();
  private readonly batchSize: HotHistogram;
  private readonly batches: HotHistogramSeries;
  private readonly callbacks: HotCounter;
  private readonly callbackSeries = new Map<string, HotCounterSeries>();
  private readonly logins: HotCounter;
  private defaultsOn = false;
  private cached: { at: number; figures: Promise<HealthFigures | null> } | null = null;

  constructor(
    private readonly sources: {
      /** what the database knows (ops.figures.ts); may throw */
      figures: () => Promise<HealthFigures>;
      /** what this process knows */
      live: () => LiveFigures;
      figuresMaxAgeMs?: number;
    },
  ) {
    const registers = [this.registry];
    const r = this.registry;
    this.requests = new HotCounter(
      r,
      'platform_http_requests_total',
      'HTTP answers by route group, provider (provider callbacks) and status class',
    );
    this.latency = new HotHistogram(
      r,
      'platform_http_request_duration_seconds',
      'Time from the request to its answer, by route group and provider',
      LATENCY_BUCKETS,
    );
    this.walletOps = new HotCounter(
      r,
      'platform_wallet_operations_total',
      'Ledger calls by operation and outcome (ok, replayed, the refusal code, error)',
    );
    this.walletLatency = new HotHistogram(
      r,
      'platform_wallet_operation_duration_seconds',
      'Ledger call time by operation, retries included',
      WALLET_BUCKETS,
    );
    this.batchSize = new HotHistogram(
      r,
      'platform_ledger_batch_size',
      'Bets and wins per fast-path ledger call',
      [1, 2, 4, 8, 16, 32],
    );
    this.batches = this.batchSize.series({});
    this.callbacks = new HotCounter(
      r,
      'platform_provider_callbacks_total',
      'Provider wallet callbacks by provider and protocol status of the answer',
    );
    this.logins = new HotCounter(
      r,
      'platform_logins_total',
      'Login attempts by who (player, staff) and outcome (ok, failed, throttled, refused, invalid, error)',
    );
    this.liveGauges(registers);
    this.figureGauges();
  }

  /** Node's own figures (CPU, memory, event loop, GC): only in a serving process, they start timers. */
  withProcessMetrics(): this {
    if (!this.defaultsOn) collectDefaultMetrics({ register: this.registry });
    this.defaultsOn = true;
    return this;
  }

  /** An HTTP answer (the root onResponse hook). */
  request(url: string, statusCode: number, seconds: number, providerCode: unknown, route: string | undefined): void {
    const group = routeGroup(url);
    const provider = group === 'provider' ? this.providerLabel(providerCode) : '';
    const status = statusCode >= 500 ? '5xx' : statusCode >= 400 ? '4xx' : statusCode >= 300 ? '3xx' : '2xx';
    const key = `${group}\n${provider}\n${status}`;
    let series = this.http.get(key);
    if (!series) {
      series = {
        count: this.requests.series({ group, provider, status }),
        duration: this.latency.series({ group, provider }),
      };
      this.http.set(key, series);
    }
    series.count.value++;
    this.latency.observe(series.duration, seconds);
    if (route !== undefined && group !== 'provider') {
      const who = LOGIN_ROUTES[route];
      if (who) this.logins.series({ who, outcome: loginOutcome(statusCode) }).value++;
    }
  }

  operation(op: WalletOperation, outcome: string, seconds: number): void {
    const key = `${op}\n${outcome}`;
    let series = this.walletSeries.get(key);
    if (!series) {
      series = { count: this.walletOps.series({ op, outcome }), duration: this.walletLatency.series({ op }) };
      this.walletSeries.set(key, series);
    }
    series.count.value++;
    this.walletLatency.observe(series.duration, seconds);
  }

  batch(size: number): void {
    this.batchSize.observe(this.batches, size);
  }

  /** A provider callback's protocol status (RS_OK, RS_ERROR_*). */
  callback(providerCode: string, status: string): void {
    const key = `${providerCode}\n${status}`;
    let series = this.callbackSeries.get(key);
    if (!series) {
      series = this.callbacks.series({ provider: this.providerLabel(providerCode), status });
      this.callbackSeries.set(key, series);
    }
    series.value++;
  }

  /** The same figures for the operations screen: this instance's counts and the database's state. */
  async snapshot(instance: string): Promise<TOpsFigures> {
    const ms = (h: HotHistogram, series: HotHistogramSeries) => {
      const bound = h.quantileBound(series, 0.99);
      return bound === null ? null : Number.isFinite(bound) ? Math.round(bound * 1000) : 60_000;
    };
    const requests = new Map<string, TOpsFigures['requests'][number]>();
    for (const { labels, series } of this.latency.list()) {
      requests.set(`${labels.group}\n${labels.provider}`, {
        group: labels.group!,
        provider: labels.provider!,
        total: 0,
        clientErrors: 0,
        serverErrors: 0,
        p99Ms: ms(this.latency, series),
      });
    }
    for (const { labels, series } of this.requests.list()) {
      const r = requests.get(`${labels.group}\n${labels.provider}`);
      if (!r) continue;
      r.total += series.value;
      if (labels.status === '4xx') r.clientErrors += series.value;
      if (labels.status === '5xx') r.serverErrors += series.value;
    }
    const wallet = new Map<string, TOpsFigures['wallet'][number]>();
    for (const { labels, series } of this.walletLatency.list()) {
      wallet.set(labels.op!, {
        op: labels.op!,
        total: 0,
        replayed: 0,
        refused: 0,
        p99Ms: ms(this.walletLatency, series),
      });
    }
    for (const { labels, series } of this.walletOps.list()) {
      const w = wallet.get(labels.op!);
      if (!w) continue;
      w.total += series.value;
      if (labels.outcome === 'replayed') w.replayed += series.value;
      else if (labels.outcome !== 'ok') w.refused += series.value;
    }
    const live = this.sources.live();
    const f = await this.figures();
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    const byName = <T>(list: T[], key: (t: T) => string) => list.sort((a, b) => key(a).localeCompare(key(b)));
    return {
      instance,
      startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
      requests: byName([...requests.values()], (r) => `${r.group} ${r.provider}`),
      wallet: byName([...wallet.values()], (w) => w.op),
      callbacks: byName(
        this.callbacks.list().map(({ labels, series }) => ({
          provider: labels.provider!,
          status: labels.status!,
          total: series.value,
        })),
        (c) => `${c.provider} ${c.status}`,
      ),
      logins: byName(
        this.logins
          .list()
          .map(({ labels, series }) => ({ who: labels.who!, outcome: labels.outcome!, total: series.value })),
        (l) => `${l.who} ${l.outcome}`,
      ),
      pool: live.pool,
      sse: Object.entries(live.sse).map(([stream, clients]) => ({ stream, clients })),
      pageCache: live.pageCache,
      database: f && {
        payments: f.payments.byState,
        jobsDue: f.jobs.due,
        replica: f.replica,
        timeline: f.database.timeline,
        inRecovery: f.database.inRecovery,
        archiving: {
          enabled: f.database.archiving.enabled,
          failed: f.database.archiving.failed,
          lastArchivedAt: iso(f.database.archiving.lastArchivedAt),
          lastFailedAt: iso(f.database.archiving.lastFailedAt),
        },
        sportsFeedAt: iso(f.sportsFeedAt),
        backup: f.backup && { at: iso(f.backup.at)!, type: f.backup.type, label: f.backup.label },
      },
    };
  }

  /** The database's figures, shared by every gauge of one scrape and by scrapes close together. */
  figures(): Promise<HealthFigures | null> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < (this.sources.figuresMaxAgeMs ?? 5_000)) return this.cached.figures;
    const figures = this.sources.figures().catch(() => null);
    this.cached = { at: now, figures };
    return figures;
  }

  private providerLabel(code: unknown): string {
    if (typeof code !== 'string') return 'other';
    // a known code first: the check of a new one runs once per code
    if (this.providers.has(code)) return code;
    if (!/^[a-z0-9_-]{1,40}$/.test(code) || this.providers.size >= MAX_PROVIDER_LABELS) return 'other';
    this.providers.add(code);
    return code;
  }

  private liveGauges(registers: Registry[]): void {
    const live = () => this.sources.live();
    new Gauge({
      name: 'platform_db_pool_connections',
      help: 'Connections of the primary pool by state (total, idle, waiting callers, max)',
      labelNames: ['state'],
      registers,
      collect() {
        const p = live().pool;
        this.set({ state: 'total' }, p.total);
        this.set({ state: 'idle' }, p.idle);
        this.set({ state: 'waiting' }, p.waiting);
        this.set({ state: 'max' }, p.max);
      },
    });
    new Counter({
      name: 'platform_db_pool_waits_total',
      help: 'Connections asked for while the pool was full and none idle',
      registers,
      collect() {
        this.reset();
        this.inc(live().pool.waits);
      },
    });
    new Counter({
      name: 'platform_db_pool_timeouts_total',
      help: 'Waits for a connection that ran out (answered 503 SERVER_BUSY)',
      registers,
      collect() {
        this.reset();
        this.inc(live().pool.timeouts);
      },
    });
    new Counter({
      name: 'platform_replica_reads_total',
      help: 'History reads by where they were served (replica, or primary when it lagged or is absent)',
      labelNames: ['source'],
      registers,
      collect() {
        const r = live().reads;
        this.reset();
        this.inc({ source: 'replica' }, r.replica);
        this.inc({ source: 'primary' }, r.primary);
      },
    });
    new Gauge({
      name: 'platform_sse_clients',
      help: 'Open Server-Sent Events streams by stream',
      labelNames: ['stream'],
      registers,
      collect() {
        for (const [stream, n] of Object.entries(live().sse)) this.set({ stream }, n);
      },
    });
    new Counter({
      name: 'platform_page_cache_requests_total',
      help: "Guests' page requests the page cache answered (hit) or rendered (miss)",
      labelNames: ['result'],
      registers,
      collect() {
        const c = live().pageCache;
        this.reset();
        this.inc({ result: 'hit' }, c.hits);
        this.inc({ result: 'miss' }, c.misses);
      },
    });
  }

  /**
   * Gauges read from the database's figures. Each lists only the series it knows: a check that
   * never ran, a replica that is not configured or a scrape whose figures could not be read
   * shows no sample rather than a 0 an alert would take for a failure (prom-client's own gauges
   * always print one).
   */
  private figureGauges(): void {
    const figure = (name: string, help: string, read: (f: HealthFigures) => FigureSample[]) => {
      const get = async () => {
        const f = await this.figures();
        return { name, help, type: 'gauge', aggregator: 'sum', values: f ? read(f) : [] };
      };
      this.registry.registerMetric({ name, help, type: 'gauge', get, reset: () => {} } as unknown as Metric);
    };
    const one = (value: number | null | undefined): FigureSample[] => (value == null ? [] : [{ value }]);
    const each = <T>(list: T[], sample: (item: T) => FigureSample | null) => list.flatMap((item) => sample(item) ?? []);
    this.registry.registerMetric({
      name: 'platform_health_figures_up',
      help: '1 when the database figures could be read at this scrape',
      type: 'gauge',
      get: async () => ({
        name: 'platform_health_figures_up',
        help: '1 when the database figures could be read at this scrape',
        type: 'gauge',
        aggregator: 'sum',
        values: [{ value: (await this.figures()) ? 1 : 0 }],
      }),
      reset: () => {},
    } as unknown as Metric);
    figure('platform_jobs_due', 'Scheduled jobs more than a minute past their next run', (f) => one(f.jobs.due));
    figure('platform_job_due_seconds', 'How long the most overdue scheduled job is past its run', (f) =>
      one(f.jobs.oldestDueSeconds),
    );
    figure('platform_job_last_ok', "1 when the scheduled job's last run succeeded", (f) =>
      each(f.jobs.list, (j) => (j.lastOk === null ? null : { labels: { job: j.name }, value: j.lastOk ? 1 : 0 })),
    );
    figure('platform_job_last_finished_timestamp_seconds', 'When the scheduled job last finished', (f) =>
      each(f.jobs.list, (j) => (j.lastFinishedAt ? { labels: { job: j.name }, value: ts(j.lastFinishedAt)! } : null)),
    );
    figure('platform_outbox_undelivered', 'Domain events not yet delivered, by topic', (f) =>
      each(f.outbox, (t) => ({ labels: { topic: t.topic }, value: t.undelivered })),
    );
    figure('platform_outbox_failing', 'Undelivered domain events whose last delivery failed, by topic', (f) =>
      each(f.outbox, (t) => ({ labels: { topic: t.topic }, value: t.failing })),
    );
    figure('platform_domain_event_lag_seconds', 'Age of the oldest undelivered domain event, by topic', (f) =>
      each(f.outbox, (t) => ({ labels: { topic: t.topic }, value: t.lagSeconds })),
    );
    figure('platform_payments', 'Deposits and withdrawals by state', (f) =>
      each(f.payments.byState, (p) => ({ labels: { kind: p.kind, state: p.state }, value: p.count })),
    );
    figure(
      'platform_withdrawal_oldest_pending_seconds',
      'Age of the oldest withdrawal waiting for staff (0: none)',
      (f) => one(f.payments.oldestPendingWithdrawalSeconds),
    );
    figure('platform_payouts_unknown', 'Payouts whose outcome the gateway has not told', (f) =>
      one(f.payments.unknownPayouts),
    );
    figure('platform_ledger_check_ok', '1 when the last ledger check passed, 0 when it failed', (f) =>
      one(f.ledgerCheck ? (f.ledgerCheck.ok ? 1 : 0) : null),
    );
    figure('platform_ledger_check_timestamp_seconds', 'When the last ledger check ran', (f) =>
      one(ts(f.ledgerCheck?.at ?? null)),
    );
    figure('platform_replica_up', '1 when the read replica answers (only with READ_DATABASE_URL)', (f) =>
      one(f.replica ? (f.replica.up ? 1 : 0) : null),
    );
    figure('platform_replica_lag_bytes', 'WAL the read replica has still to replay', (f) => one(f.replica?.lagBytes));
    figure('platform_replica_lag_seconds', 'Since the last transaction the replica replayed, while it is behind', (f) =>
      one(f.replica?.lagSeconds),
    );
    figure('platform_db_timeline', "The primary's timeline: it goes up when a standby is promoted", (f) =>
      one(f.database.timeline),
    );
    figure('platform_db_start_timestamp_seconds', 'When the primary PostgreSQL started', (f) =>
      one(ts(f.database.startedAt)),
    );
    figure('platform_db_in_recovery', '1 when the database the pool reaches is a standby (writes fail)', (f) =>
      one(f.database.inRecovery ? 1 : 0),
    );
    figure('platform_wal_archiving_enabled', '1 when the primary archives its WAL (archive_mode on)', (f) =>
      one(f.database.archiving.enabled ? 1 : 0),
    );
    figure('platform_wal_archive_failures', 'WAL segments that failed to archive since the statistics reset', (f) =>
      one(f.database.archiving.failed),
    );
    figure('platform_wal_archive_last_success_timestamp_seconds', 'When a WAL segment was last archived', (f) =>
      one(ts(f.database.archiving.lastArchivedAt)),
    );
    figure('platform_wal_archive_last_failure_timestamp_seconds', 'When archiving a WAL segment last failed', (f) =>
      one(ts(f.database.archiving.lastFailedAt)),
    );
    figure(
      'platform_backup_last_success_timestamp_seconds',
      'When the last database backup (pgBackRest) finished; absent before the first',
      (f) => one(ts(f.backup?.at ?? null)),
    );
    figure('platform_sports_feed_timestamp_seconds', 'When the sportsbook feed last moved a price', (f) =>
      one(ts(f.sportsFeedAt)),
    );
  }
}

interface FigureSample {
  labels?: Record<string, string>;
  value: number;
}

function loginOutcome(statusCode: number): string {
  if (statusCode < 300) return 'ok';
  if (statusCode === 401) return 'failed';
  if (statusCode === 400) return 'invalid';
  if (statusCode === 429) return 'throttled';
  if (statusCode === 403) return 'refused';
  return 'error';
}
