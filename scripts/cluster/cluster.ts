/**
 * The platform as an operator runs it (docs/cluster.md): PostgreSQL on two nodes under Patroni
 * (leader + synchronous standby, etcd), HAProxy routing database writes to the leader and reads
 * to the standby by Patroni's health checks, PgBouncer (transaction pooling) in front of the
 * write port, N server instances, HAProxy in front of them, pgBackRest archiving every WAL
 * segment and backing up. `startCluster` brings it all up and hands back what the drills need:
 * the instances (to kill one with SIGKILL and start it again), the database nodes (to kill the
 * leader's PostgreSQL), the backup repository, and a stop that ends every process it started.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { recordBackup } from '../../apps/server/src/modules/ops/ops.backups';
import { buildAdminIfStale, buildSiteIfStale } from '../site-build';
import { type BackupRepo, backupRepo, backups, ensureStanza, pgbackrest, scheduleBackups } from './backup';
import { type Monitoring, monitoringInstalled, startMonitoring } from './monitoring';
import { type PgNode, type PostgresHa, url as pgUrl, startPostgresHa } from './postgres';
import { type ProxyProcess, startHaproxy, startPgBouncer, stopLeftover } from './proxies';

export interface ClusterPorts {
  balancer: number;
  instances: number[];
  pgbouncer: number;
  /** each PostgreSQL node's own port, and its Patroni's REST API */
  pgNodes: number[];
  patroni: number[];
  etcd: number;
  /** HAProxy's PostgreSQL ports: the leader's, and the standbys' */
  pgWrite: number;
  pgRead: number;
  /** each instance's /metrics, in the order of `instances` */
  metrics: number[];
  prometheus: number;
  alertmanager: number;
}

export const DEFAULT_PORTS = {
  balancer: Number(process.env.CLUSTER_PORT ?? 3220),
  firstInstance: Number(process.env.CLUSTER_INSTANCE_PORT ?? 3221),
  pgbouncer: Number(process.env.CLUSTER_PGBOUNCER_PORT ?? 6440),
  firstPg: Number(process.env.CLUSTER_PG_PORT ?? 5520),
  firstPatroni: Number(process.env.CLUSTER_PATRONI_PORT ?? 8520),
  etcd: Number(process.env.CLUSTER_ETCD_PORT ?? 2479),
  pgWrite: Number(process.env.CLUSTER_PG_WRITE_PORT ?? 5530),
  pgRead: Number(process.env.CLUSTER_PG_READ_PORT ?? 5531),
  firstMetrics: Number(process.env.CLUSTER_METRICS_PORT ?? 9321),
  prometheus: Number(process.env.CLUSTER_PROMETHEUS_PORT ?? 9390),
  alertmanager: Number(process.env.CLUSTER_ALERTMANAGER_PORT ?? 9393),
};

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess | null;
  /** the last lines it printed, for a start-up failure */
  output: string;
}

export interface Cluster {
  ports: ClusterPorts;
  url: string;
  /** HAProxy's write port: always the current leader */
  primaryUrl: string;
  replicaUrl: string;
  pooledUrl: string;
  postgres: PostgresHa;
  backup: BackupRepo;
  /** Prometheus and Alertmanager, when Debian's packages are installed */
  monitoring: Monitoring | null;
  instances: Instance[];
  startInstance(instance: Instance): Promise<void>;
  /** kill -9: no shutdown hook runs, in-flight requests and transactions are cut */
  killInstance(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

async function ready(instance: Instance, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const child = instance.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`instance ${instance.name} exited during start-up:\n${instance.output}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance ${instance.name} did not become ready within ${timeoutMs / 1000} s:\n${instance.output}`);
}

/** Waits until the load balancer routes a request to a ready instance. */
async function throughBalancer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`HAProxy on ${url} routed to no ready instance within ${timeoutMs / 1000} s`);
}

/** The write port answers once HAProxy has seen the leader's health check. */
async function waitForDatabase(connectionString: string): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The first full backup, taken at once; recorded once `system_settings` exists (the first instance's migrations). */
async function firstFullBackup(repo: BackupRepo, leader: PgNode, db: pg.Pool, log: (line: string) => void) {
  const started = Date.now();
  await pgbackrest(repo, leader, ['backup', '--type=full'], 900_000);
  const b = (await backups(repo, leader)).at(-1)!;
  log(`pgBackRest: full backup ${b.label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const until = Date.now() + 300_000;
  while ((await db.query(`SELECT to_regclass('public.system_settings') IS NOT NULL AS ok`)).rows[0].ok !== true) {
    if (Date.now() > until) throw new Error('system_settings did not appear: the first instance made no migrations');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await recordBackup(db, b);
}

export async function startCluster(opts: {
  instances: number;
  dir: string;
  fresh?: boolean;
  log?: (line: string) => void;
  /** extra settings for every instance */
  env?: Record<string, string>;
}): Promise<Cluster> {
  const log = opts.log ?? console.log;
  const dir = path.resolve(opts.dir);
  if (opts.fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const ports: ClusterPorts = {
    balancer: DEFAULT_PORTS.balancer,
    instances: Array.from({ length: opts.instances }, (_, i) => DEFAULT_PORTS.firstInstance + i),
    pgbouncer: DEFAULT_PORTS.pgbouncer,
    pgNodes: [DEFAULT_PORTS.firstPg, DEFAULT_PORTS.firstPg + 1],
    patroni: [DEFAULT_PORTS.firstPatroni, DEFAULT_PORTS.firstPatroni + 1],
    etcd: DEFAULT_PORTS.etcd,
    pgWrite: DEFAULT_PORTS.pgWrite,
    pgRead: DEFAULT_PORTS.pgRead,
    metrics: Array.from({ length: opts.instances }, (_, i) => DEFAULT_PORTS.firstMetrics + i),
    prometheus: DEFAULT_PORTS.prometheus,
    alertmanager: DEFAULT_PORTS.alertmanager,
  };
  // The instances serve the built site; building it once here keeps them from building it N times.
  buildSiteIfStale(log);
  buildAdminIfStale(log);

  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    stops.length = 0;
  };
  try {
    let repo: BackupRepo | null = null;
    const ha = await startPostgresHa({
      dir,
      ports: ports.pgNodes,
      restPorts: ports.patroni,
      etcdPort: ports.etcd,
      log,
      archiveCommand: (node) => repo!.archiveCommand(node),
      beforeStart: (nodes) => {
        repo = backupRepo(dir, nodes);
      },
    });
    stops.push(() => ha.stop());
    const backup = repo! as BackupRepo;
    const url = `http://127.0.0.1:${ports.balancer}`;
    const haproxy = await startHaproxy({
      dir,
      port: ports.balancer,
      instancePorts: ports.instances,
      postgres: {
        writePort: ports.pgWrite,
        readPort: ports.pgRead,
        nodes: ha.nodes.map((n) => ({ name: n.name, port: n.port, restPort: n.restPort })),
      },
    });
    stops.push(() => haproxy.stop());
    log(`HAProxy: PostgreSQL writes on :${ports.pgWrite} (the leader), reads on :${ports.pgRead} (the standby)`);
    const primaryUrl = pgUrl(ports.pgWrite);
    const replicaUrl = pgUrl(ports.pgRead);
    await waitForDatabase(primaryUrl);

    // WAL archiving from the first start; a full backup when the repository has none (the first
    // start), then the schedule (docs/operations.md).
    const leader = (await ha.leader())!;
    await ensureStanza(backup, leader);
    const admin = new pg.Pool({ connectionString: primaryUrl, max: 2 });
    admin.on('error', () => {});
    stops.push(() => admin.end());
    let firstBackup: Promise<void> | null = null;
    if ((await backups(backup, leader)).length === 0) {
      log(`pgBackRest: stanza created, WAL archived; first full backup from ${leader.name}`);
      // recorded in system_settings once the migrations made the table (the first instance's start)
      firstBackup = firstFullBackup(backup, leader, admin, log);
      // awaited after the instances start; a failure meanwhile is not an unhandled rejection
      firstBackup.catch(() => {});
    }
    const stopSchedule = scheduleBackups({ repo: backup, leader: () => ha.leader(), db: admin, log });
    stops.push(stopSchedule);

    const pgbouncer: ProxyProcess = await startPgBouncer({ dir, port: ports.pgbouncer, writePort: ports.pgWrite });
    stops.push(() => pgbouncer.stop());
    log(`PgBouncer (transaction pooling) on 127.0.0.1:${ports.pgbouncer} → :${ports.pgWrite}`);
    const pooledUrl = `postgres://platform:platform@127.0.0.1:${ports.pgbouncer}/platform`;

    // Alertmanager's bearer token for the platform's webhook: new at every start
    const webhookToken = randomBytes(24).toString('hex');
    const instances: Instance[] = ports.instances.map((port, i) => ({
      name: `i${i + 1}`,
      port,
      child: null,
      output: '',
    }));
    const pidDir = path.join(dir, 'instances');
    mkdirSync(pidDir, { recursive: true });
    // The demo data is written once, by the first instance; the others (and a restarted one)
    // skip it and start faster. Without it production wants STAFF_TOTP_KEY: the key the first
    // instance sealed the demo staff's secrets with (the development key), so every instance
    // opens them alike.
    const demoSeeded = (instance: Instance) =>
      instance === instances[0]
        ? {}
        : {
            SEED_DEMO_DATA: 'false',
            STAFF_TOTP_KEY: createHash('sha256').update('development-only staff totp key').digest('hex'),
          };
    const env = (instance: Instance) => ({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      INSTANCE_NAME: instance.name,
      DATABASE_URL: pooledUrl,
      DATABASE_POOL_MODE: 'transaction',
      DIRECT_DATABASE_URL: primaryUrl,
      READ_DATABASE_URL: replicaUrl,
      SITE_URL: `http://localhost:${ports.balancer}`,
      TRUST_PROXY: '127.0.0.1',
      // its own address for Prometheus; HAProxy forwards only PORT (decision 130)
      METRICS_PORT: String(ports.metrics[instances.indexOf(instance)]),
      ALERTMANAGER_WEBHOOK_TOKEN: webhookToken,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...(process.env.STAFF_TOTP_KEY ? {} : demoSeeded(instance)),
      ...opts.env,
    });
    const startInstance = async (instance: Instance) => {
      const pidFile = path.join(pidDir, `${instance.name}.pid`);
      stopLeftover(pidFile, 'cluster/instance');
      instance.output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/instance.ts'], {
        env: env(instance),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk: Buffer) => {
        instance.output = (instance.output + chunk.toString()).slice(-6_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      instance.child = child;
      writeFileSync(pidFile, String(child.pid));
      // an instance that dies on its own (not killed by the drill) says why
      child.on('exit', (code, signal) => {
        if (signal !== 'SIGKILL' && signal !== 'SIGTERM' && !stopping)
          log(
            `instance ${instance.name} exited (${signal ?? code}); its last output:\n${instance.output.slice(-4_000)}`,
          );
      });
      await ready(instance, 180_000);
    };
    const stopInstance = (instance: Instance, signal: NodeJS.Signals) => {
      const child = instance.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      });
    };
    let stopping = false;
    stops.push(async () => {
      stopping = true;
      await Promise.all(instances.map((i) => stopInstance(i, 'SIGTERM')));
    });
    // The first instance applies the migrations and the demo data alone; the others then start together.
    await startInstance(instances[0]!);
    log(`instance ${instances[0]!.name} on 127.0.0.1:${instances[0]!.port}`);
    await Promise.all(instances.slice(1).map((i) => startInstance(i)));
    for (const i of instances.slice(1)) log(`instance ${i.name} on 127.0.0.1:${i.port}`);

    // HAProxy started before the instances and marks one up only at its next health check (every
    // second): a caller's first request must not meet "no server available"
    await throughBalancer(url, 30_000);
    log(`HAProxy on ${url} → ${ports.instances.map((p) => `:${p}`).join(', ')}`);
    if (firstBackup) await firstBackup;

    let monitoring: Monitoring | null = null;
    if (monitoringInstalled()) {
      monitoring = await startMonitoring({
        dir,
        prometheusPort: ports.prometheus,
        alertmanagerPort: ports.alertmanager,
        metricsPorts: instances.map((i, n) => ({ name: i.name, port: ports.metrics[n]! })),
        webhookUrl: `${url}/webhooks/alertmanager`,
        token: webhookToken,
      });
      stops.push(() => monitoring?.stop());
      log(
        `Prometheus on ${monitoring.prometheusUrl} (scrapes :${ports.metrics.join(', :')}), Alertmanager on ${monitoring.alertmanagerUrl}`,
      );
    } else {
      log(
        'Prometheus and Alertmanager are not installed ("apt-get install -y prometheus prometheus-alertmanager"): no monitoring',
      );
    }

    return {
      ports,
      url,
      primaryUrl,
      replicaUrl,
      pooledUrl,
      postgres: ha,
      backup,
      monitoring,
      instances,
      startInstance,
      killInstance: (instance) => stopInstance(instance, 'SIGKILL'),
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
