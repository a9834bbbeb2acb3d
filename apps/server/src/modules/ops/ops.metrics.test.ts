import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { staffTokenFor } from '../admin/admin.test-support';
import { login, register, uniqueIp } from '../auth/auth.test-support';
import { bankTransfer, bankWebhook, type Cashier, call } from '../payments/payments.test-support';
import {
  buildGamesTestApp,
  type GamesTestApp,
  house,
  newPlayer,
  type TestPlayer,
} from '../providers/providers.test-support';
import { recordBackup } from './ops.backups';
import { readFigures } from './ops.figures';
import { routeGroup } from './ops.metrics';
import { listenMetrics, type MetricsListener } from './ops.metrics-server';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, as much as a scrape needs: `name{a="b",...} value` lines. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels`; null when there is none. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | null {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return found.length ? found.reduce((sum, s) => sum + s.value, 0) : null;
}

describe('PlatformMetrics', () => {
  let t: GamesTestApp;
  let metrics: MetricsListener;
  let player: TestPlayer;

  /** A real scrape over HTTP, on the metrics' own port. */
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return parse(await res.text());
  };
  /** Scrapes with the database figures read afresh (they are kept a few seconds). */
  const fresh = async () => {
    (t.app.services.ops.metrics as unknown as { cached: unknown }).cached = null;
    return scrape();
  };

  beforeAll(async () => {
    t = await buildGamesTestApp();
    metrics = await listenMetrics(t.app.services.ops.metrics.withProcessMetrics(), '127.0.0.1', 0);
    player = await newPlayer(t, 1_000_000);
  });
  afterAll(async () => {
    await metrics.close();
    await t.close();
  });

  it('should serve the metrics only on their own listener, never on the site', async () => {
    const onSite = await t.app.inject({ url: '/metrics' });
    expect(onSite.statusCode).toBe(404);
    expect(onSite.body).not.toContain('platform_http_requests_total');
    const other = await fetch(`http://127.0.0.1:${metrics.port}/api/auth/login`);
    expect(other.status).toBe(404);
    const samples = await scrape();
    // the process's own figures come with it
    expect(value(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'platform_health_figures_up')).toBe(1);
  });

  it('should count provider callbacks by provider and protocol status, with their latency and the ledger calls', async () => {
    const before = await scrape();
    const h = house(t, player);
    const bet = randomUUID();
    expect((await h.bet(bet, 10_000)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), bet, 25_000)).status).toBe('RS_OK');
    expect((await h.bet(bet, 10_000)).status).toBe('RS_OK'); // a resend: replayed, not applied
    expect((await h.bet(randomUUID(), 50_000_000)).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);

    expect(moved('platform_provider_callbacks_total', { provider: 'house', status: 'RS_OK' })).toBe(3);
    expect(moved('platform_provider_callbacks_total', { provider: 'house', status: 'RS_ERROR_NOT_ENOUGH_MONEY' })).toBe(
      1,
    );
    expect(moved('platform_http_requests_total', { group: 'provider', provider: 'house', status: '2xx' })).toBe(4);
    expect(moved('platform_http_request_duration_seconds_count', { group: 'provider', provider: 'house' })).toBe(4);
    // every answer took less than 10 s: the +Inf bucket and the 10 s bucket agree
    expect(value(after, 'platform_http_request_duration_seconds_bucket', { group: 'provider', le: '10' })).toBe(
      value(after, 'platform_http_request_duration_seconds_bucket', { group: 'provider', le: '+Inf' }),
    );
    expect(moved('platform_wallet_operations_total', { op: 'bet', outcome: 'ok' })).toBe(1);
    expect(moved('platform_wallet_operations_total', { op: 'bet', outcome: 'replayed' })).toBe(1);
    expect(moved('platform_wallet_operations_total', { op: 'bet', outcome: 'INSUFFICIENT_FUNDS' })).toBe(1);
    expect(moved('platform_wallet_operations_total', { op: 'win', outcome: 'ok' })).toBe(1);
    expect(moved('platform_wallet_operation_duration_seconds_count', { op: 'bet' })).toBe(3);
    expect(moved('platform_ledger_batch_size_count')).toBeGreaterThanOrEqual(1);
  });

  it('should keep made-up provider codes from growing the series without end', async () => {
    for (let i = 0; i < 70; i++) {
      await t.app.inject({ method: 'POST', url: `/provider/scan${i}/user/balance`, payload: '{}' });
    }
    const samples = await scrape();
    const providers = new Set(
      samples.filter((s) => s.name === 'platform_provider_callbacks_total').map((s) => s.labels.provider),
    );
    expect(providers.size).toBeLessThanOrEqual(65);
    expect(value(samples, 'platform_provider_callbacks_total', { provider: 'other' })).toBeGreaterThan(0);
  });

  it('should count login failures and throttles, and requests per route group', async () => {
    const r = await register(t.app);
    const ip = uniqueIp();
    const before = await scrape();
    expect((await login(t.app, r.username, r.password, { ip })).statusCode).toBe(200);
    let throttled = false;
    for (let i = 0; i < 12 && !throttled; i++) {
      const res = await login(t.app, r.username, 'sai-mat-khau-1', { ip });
      throttled = res.statusCode === 429;
    }
    expect(throttled).toBe(true);
    await t.app.inject({ url: '/khong-co-trang-nay' });
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      (value(after, name, labels) ?? 0) - (value(before, name, labels) ?? 0);
    expect(moved('platform_logins_total', { who: 'player', outcome: 'ok' })).toBe(1);
    expect(moved('platform_logins_total', { who: 'player', outcome: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(moved('platform_logins_total', { who: 'player', outcome: 'throttled' })).toBe(1);
    expect(moved('platform_http_requests_total', { group: 'player_api', status: '4xx' })).toBeGreaterThanOrEqual(2);
    expect(moved('platform_http_requests_total', { group: 'page', status: '4xx' })).toBe(1);
  });

  it('should show deposits by state as they move, and the withdrawal and payout backlog', async () => {
    const c: Cashier = {
      ...t,
      settings: () => t.app.services.payments.settings.get(),
      patch: (change) => t.app.services.payments.settings.patch(change),
    };
    const depositor = await register(t.app);
    const p = { id: depositor.id, token: depositor.token, phone: depositor.phone, username: depositor.username };
    const before = await fresh();
    const voucher = await call(t.app, p, 'POST', '/api/payment/deposit/codepay', { amount: 200_000 });
    expect(voucher.statusCode, voucher.body).toBe(200);
    const pending = await fresh();
    expect(value(pending, 'platform_payments', { kind: 'deposit', state: 'pending' })).toBe(
      (value(before, 'platform_payments', { kind: 'deposit', state: 'pending' }) ?? 0) + 1,
    );
    const code = voucher.json().data.transferCode as string;
    expect((await bankWebhook(c, bankTransfer(`chuyen tien ${code}`, 200_000))).statusCode).toBe(200);
    const credited = await fresh();
    expect(value(credited, 'platform_payments', { kind: 'deposit', state: 'credited' })).toBe(
      (value(before, 'platform_payments', { kind: 'deposit', state: 'credited' }) ?? 0) + 1,
    );
    expect(value(credited, 'platform_payments', { kind: 'deposit', state: 'pending' })).toBe(
      value(before, 'platform_payments', { kind: 'deposit', state: 'pending' }) ?? null,
    );
    expect(value(credited, 'platform_withdrawal_oldest_pending_seconds')).toBe(0);
    expect(value(credited, 'platform_payouts_unknown')).toBe(0);
  });

  it('should show the last ledger check, the outbox backlog and its lag, and overdue jobs', async () => {
    expect(value(await fresh(), 'platform_ledger_check_ok')).toBeNull();
    await t.app.services.ops.runLedgerCheck();
    const checked = await fresh();
    expect(value(checked, 'platform_ledger_check_ok')).toBe(1);
    expect(value(checked, 'platform_ledger_check_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60);

    // an alert's domain event waits in the outbox until delivered. Raising it kicks a delivery at
    // once, so that one is let finish and the event is then put back as due 90 s ago: nothing
    // else delivers it before the scrape (the test app does not poll)
    await t.app.services.ops.alerts.raise([
      { kind: 'provider_errors', subject: `metrics-${randomUUID()}`, summary: 'thử', details: {} },
    ]);
    await t.app.services.domainEvents.deliver();
    await t.db.pool.query(
      `UPDATE domain_events SET delivered_at = NULL, next_attempt_at = now(), created_at = now() - interval '90 seconds'
        WHERE topic = 'ops.alert_raised'`,
    );
    const waiting = await fresh();
    expect(value(waiting, 'platform_outbox_undelivered', { topic: 'ops.alert_raised' })).toBeGreaterThanOrEqual(1);
    expect(value(waiting, 'platform_domain_event_lag_seconds', { topic: 'ops.alert_raised' })).toBeGreaterThanOrEqual(
      90,
    );
    await t.app.services.domainEvents.deliver();
    const delivered = await fresh();
    expect(value(delivered, 'platform_outbox_undelivered', { topic: 'ops.alert_raised' })).toBeNull();

    await t.app.services.ops.jobs.runIfDue('metrics.test-job', 60_000, async () => {});
    expect(value(await fresh(), 'platform_job_last_ok', { job: 'metrics.test-job' })).toBe(1);
    expect(value(await fresh(), 'platform_jobs_due')).toBe(0);
    await t.db.pool.query(
      `UPDATE job_runs SET next_run_at = now() - interval '10 minutes' WHERE name = 'metrics.test-job'`,
    );
    const late = await fresh();
    expect(value(late, 'platform_jobs_due')).toBe(1);
    expect(value(late, 'platform_job_due_seconds')).toBeGreaterThanOrEqual(600);
  });

  it('should show open event streams, page cache hits, the pool and the database', async () => {
    const unsubscribe = await t.app.services.wallet.hub.subscribe(player.id, { onBalance: () => {}, onEnd: () => {} });
    expect(value(await scrape(), 'platform_sse_clients', { stream: 'balance' })).toBe(1);
    unsubscribe();
    expect(value(await scrape(), 'platform_sse_clients', { stream: 'balance' })).toBe(0);
    expect(value(await scrape(), 'platform_sse_clients', { stream: 'jackpot' })).toBe(0);

    const before = await scrape();
    const cache = t.app.pageCache;
    const key = `/metrics-test-${randomUUID()}`;
    const first = cache.claim(key);
    expect(first.kind).toBe('render');
    if (first.kind === 'render')
      first.settle({ status: 200, headers: new Headers({ 'content-type': 'text/html' }), body: '<p>trang</p>' });
    if (cache.enabled) expect(cache.claim(key).kind).toBe('hit');
    const after = await scrape();
    expect(value(after, 'platform_page_cache_requests_total', { result: 'miss' })).toBe(
      value(before, 'platform_page_cache_requests_total', { result: 'miss' })! + 1,
    );
    if (cache.enabled)
      expect(value(after, 'platform_page_cache_requests_total', { result: 'hit' })).toBe(
        value(before, 'platform_page_cache_requests_total', { result: 'hit' })! + 1,
      );

    // more callers than connections: the waits are counted
    const max = value(after, 'platform_db_pool_connections', { state: 'max' })!;
    const waitsBefore = value(after, 'platform_db_pool_waits_total')!;
    await Promise.all(Array.from({ length: max + 5 }, () => t.db.pool.query('SELECT pg_sleep(0.05)')));
    expect(value(await scrape(), 'platform_db_pool_waits_total')).toBeGreaterThanOrEqual(waitsBefore + 5);

    const db = await fresh();
    expect(value(db, 'platform_db_in_recovery')).toBe(0);
    expect(value(db, 'platform_db_timeline')).toBeGreaterThanOrEqual(1);
    expect(value(db, 'platform_wal_archiving_enabled')).toBe(0);
    expect(value(db, 'platform_db_start_timestamp_seconds')).toBeLessThan(Date.now() / 1000);
    // no read replica configured: no replica series at all
    expect(value(db, 'platform_replica_up')).toBeNull();
  });

  it('should show the last backup the backup runner recorded, for BackupTooOld, and on the operations screen', async () => {
    expect(value(await fresh(), 'platform_backup_last_success_timestamp_seconds')).toBeNull();
    const stoppedAt = new Date(Date.now() - 3_600_000);
    // what scripts/cluster/backup.ts writes after each pgBackRest backup
    await recordBackup(t.db.pool, {
      label: '20261202-040000F',
      type: 'full',
      startedAt: new Date(stoppedAt.getTime() - 60_000),
      stoppedAt,
    });
    expect(value(await fresh(), 'platform_backup_last_success_timestamp_seconds')).toBe(stoppedAt.getTime() / 1000);
    (t.app.services.ops.metrics as unknown as { cached: unknown }).cached = null;
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin-api/ops/health',
      headers: { 'x-staff-token': await staffTokenFor(t.app, 'superadmin') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.figures.database.backup).toEqual({
      at: stoppedAt.toISOString(),
      type: 'full',
      label: '20261202-040000F',
    });
    await t.db.pool.query(`DELETE FROM system_settings WHERE key = 'database_backup'`);
  });

  it('should say the replica is down when it does not answer', async () => {
    const { rows } = await t.db.pool.query<{ db: string }>('SELECT current_database() AS db');
    const url = `postgres://x:y@127.0.0.1:1/${rows[0]!.db}`;
    const primaryUrl = (t.db.pool.options as { connectionString: string }).connectionString;
    const db = createDb(primaryUrl, { readUrl: url, max: 2 });
    try {
      const figures = await readFigures(db, {
        domainEvents: async () => [],
        paymentBacklog: async () => ({ unknownPayouts: 0, oldestPendingWithdrawalAt: null }),
        paymentStates: async () => [],
      });
      expect(figures.replica).toEqual({ up: false, lagBytes: null, lagSeconds: null });
      // the primary itself answers as a "replica" with nothing to replay
      const self = createDb(primaryUrl, { readUrl: primaryUrl, max: 2 });
      try {
        const own = await readFigures(self, {
          domainEvents: async () => [],
          paymentBacklog: async () => ({ unknownPayouts: 0, oldestPendingWithdrawalAt: null }),
          paymentStates: async () => [],
        });
        expect(own.replica?.up).toBe(true);
      } finally {
        await self.close();
      }
    } finally {
      await db.close();
    }
  });

  it("should show the same figures on the back office's operations screen, moving with what happens", async () => {
    const superadmin = await staffTokenFor(t.app, 'superadmin');
    const health = async () => {
      const res = await t.app.inject({ url: '/admin-api/ops/health', headers: { 'x-staff-token': superadmin } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.figures as {
        instance: string;
        requests: { group: string; provider: string; total: number; p99Ms: number | null }[];
        wallet: { op: string; total: number; refused: number }[];
        callbacks: { provider: string; status: string; total: number }[];
        database: { payments: { kind: string; state: string; count: number }[]; inRecovery: boolean } | null;
        pool: { max: number };
      };
    };
    const before = await health();
    const houseRow = (f: typeof before) => f.requests.find((r) => r.group === 'provider' && r.provider === 'house');
    const bets = (f: typeof before) => f.wallet.find((w) => w.op === 'bet');
    await house(t, player).bet(randomUUID(), 1_000);
    const after = await health();
    expect(after.instance).toBe('main');
    expect(houseRow(after)!.total).toBe(houseRow(before)!.total + 1);
    expect(houseRow(after)!.p99Ms).toBeGreaterThan(0);
    expect(bets(after)!.total).toBe(bets(before)!.total + 1);
    expect(after.callbacks).toContainEqual(expect.objectContaining({ provider: 'house', status: 'RS_OK' }));
    expect(after.database!.inRecovery).toBe(false);
    expect(after.database!.payments).toContainEqual(expect.objectContaining({ kind: 'deposit', state: 'credited' }));
    expect(after.pool.max).toBeGreaterThan(0);
  });

  it('should put every path in one route group', () => {
    expect(routeGroup('/provider/house/transaction/bet')).toBe('provider');
    expect(routeGroup('/webhooks/bank')).toBe('webhook');
    expect(routeGroup('/webhooks/twilio/sms-status')).toBe('webhook');
    expect(routeGroup('/api/user/balance')).toBe('player_api');
    expect(routeGroup('/admin-api/ops/health')).toBe('admin_api');
    expect(routeGroup('/house/api/taixiu/state')).toBe('game_api');
    expect(routeGroup('/tin-tuc')).toBe('page');
  });
});
