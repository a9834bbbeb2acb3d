/**
 * The cluster's PostgreSQL under Patroni (docs/cluster.md, decision 135): Debian's PostgreSQL 15
 * on two nodes, each managed by its own Patroni (Debian's `patroni`) that keeps the leader key in
 * etcd (Debian's `etcd-server`, one member here). `synchronous_mode` makes the other node a
 * synchronous standby: a commit is acknowledged once it is on both, and only that standby may be
 * promoted, so a failover loses nothing acknowledged. `primary_start_timeout: 0` makes a crashed
 * primary fail over at once instead of being restarted in place; the old primary then rejoins as
 * a standby, through pg_rewind when its history diverged.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopLeftover, waitForPort } from './proxies';

export const PG_USER = 'platform';
export const PG_PASSWORD = 'platform';
export const DATABASE = 'platform';
const REPLICATION_USER = 'replicator';
const REPLICATION_PASSWORD = 'replicator';
export const SCOPE = 'platform';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
const PATRONI = '/usr/bin/patroni';
const ETCD = '/usr/bin/etcd';

const asRoot = userInfo().uid === 0;

/** The OS user PostgreSQL runs as: `postgres` as root (it refuses root), else whoever runs this. */
export function postgresUser(): { uid: number; gid: number } | undefined {
  if (!asRoot) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export function chownToPostgres(target: string): void {
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', target]);
}

export const url = (port: number) => `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${DATABASE}`;

export function haInstalled(): string[] {
  const missing: string[] = [];
  if (!existsSync(PATRONI)) missing.push('patroni');
  if (!existsSync(ETCD)) missing.push('etcd-server');
  if (!existsSync(path.join(PG_BIN, 'postgres'))) missing.push('postgresql-15');
  return missing;
}

export interface PgNode {
  name: string;
  /** PostgreSQL's port */
  port: number;
  /** Patroni's REST API (health checks for HAProxy, /cluster for the scripts) */
  restPort: number;
  dir: string;
  dataDir: string;
  child: ChildProcess | null;
}

export interface PatroniMember {
  name: string;
  role: 'leader' | 'sync_standby' | 'replica' | string;
  state: string;
  timeline?: number;
  lag?: number | string;
}

export interface PostgresHa {
  nodes: PgNode[];
  /** Patroni's view of the members (from any node that answers) */
  members(): Promise<PatroniMember[]>;
  leader(): Promise<PgNode | null>;
  /** waits until one node leads and another is its synchronous standby */
  waitHealthy(timeoutMs: number): Promise<{ leader: PgNode; standby: PgNode }>;
  /** kill -9 the leader's postmaster: Patroni (still running) fails over and rejoins it */
  killPostmaster(node: PgNode): number;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess | null, timeoutMs = 30_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** One etcd member on loopback: Patroni's DCS (a production cluster runs three, on three machines). */
async function startEtcd(dir: string, clientPort: number, peerPort: number): Promise<ChildProcess> {
  const etcdDir = path.join(dir, 'etcd');
  mkdirSync(etcdDir, { recursive: true });
  const pidFile = path.join(etcdDir, 'etcd.pid');
  stopLeftover(pidFile, 'etcd');
  const log = openSync(path.join(etcdDir, 'etcd.log'), 'a');
  const child = spawn(
    ETCD,
    [
      '--name=etcd1',
      `--data-dir=${path.join(etcdDir, 'data')}`,
      `--listen-client-urls=http://127.0.0.1:${clientPort}`,
      `--advertise-client-urls=http://127.0.0.1:${clientPort}`,
      `--listen-peer-urls=http://127.0.0.1:${peerPort}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${peerPort}`,
      `--initial-cluster=etcd1=http://127.0.0.1:${peerPort}`,
      '--initial-cluster-state=new',
      '--logger=zap',
      '--log-level=warn',
    ],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  writeFileSync(pidFile, String(child.pid));
  await waitForPort(clientPort);
  return child;
}

/** Patroni's settings for one node (YAML is a superset of JSON). */
function patroniConfig(node: PgNode, etcdPort: number, archiveCommand: string | null) {
  return {
    scope: SCOPE,
    name: node.name,
    log: { level: 'INFO', dir: node.dir, file_num: 2, file_size: 10_000_000 },
    restapi: { listen: `127.0.0.1:${node.restPort}`, connect_address: `127.0.0.1:${node.restPort}` },
    etcd3: { hosts: `127.0.0.1:${etcdPort}` },
    bootstrap: {
      dcs: {
        // A lost node's leader key expires after ttl; a crashed postmaster fails over at once.
        ttl: 20,
        loop_wait: 2,
        retry_timeout: 5,
        primary_start_timeout: 0,
        maximum_lag_on_failover: 1_048_576,
        synchronous_mode: true,
        postgresql: {
          use_pg_rewind: true,
          use_slots: true,
          parameters: {
            max_connections: 200,
            shared_buffers: '128MB',
            wal_level: 'replica',
            hot_standby: 'on',
            wal_log_hints: 'on',
            max_wal_senders: 10,
            max_replication_slots: 10,
            // a replica's long report must not be cancelled by the primary's vacuum
            hot_standby_feedback: 'on',
            synchronous_commit: 'on',
            archive_mode: archiveCommand ? 'on' : 'off',
            // a quiet database still archives a segment a minute: a restore reaches within a minute of now
            archive_timeout: 60,
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
    },
    postgresql: {
      listen: `127.0.0.1:${node.port}`,
      connect_address: `127.0.0.1:${node.port}`,
      data_dir: node.dataDir,
      bin_dir: PG_BIN,
      pgpass: path.join(node.dir, 'pgpass'),
      // a new standby's copy starts with an immediate checkpoint, not a spread one (minutes)
      basebackup: [{ checkpoint: 'fast' }],
      authentication: {
        superuser: { username: PG_USER, password: PG_PASSWORD },
        replication: { username: REPLICATION_USER, password: REPLICATION_PASSWORD },
      },
      parameters: {
        // pgBackRest talks to the local node through this socket; the directory is the postgres user's alone
        unix_socket_directories: node.dir,
        ...(archiveCommand ? { archive_command: archiveCommand } : {}),
      },
      pg_hba: [
        'local all all trust',
        'host all all 127.0.0.1/32 scram-sha-256',
        `host replication ${REPLICATION_USER} 127.0.0.1/32 scram-sha-256`,
      ],
    },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  };
}

async function restGet(port: number, route: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(2_000) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json };
}

async function withClient<T>(port: number, database: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${database}`,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts etcd and a Patroni per node. On a fresh directory the first node bootstraps the
 * cluster (initdb) and the database is created on it; the second then clones it
 * (pg_basebackup) and becomes its synchronous standby. Resolves once that holds.
 */
export async function startPostgresHa(opts: {
  dir: string;
  ports: number[];
  restPorts: number[];
  etcdPort: number;
  log: (line: string) => void;
  /** the archive_command for a node's data directory, or null for none */
  archiveCommand: (node: PgNode) => string | null;
  /** called with the nodes before any starts (the backup repository's files name their directories) */
  beforeStart?: (nodes: PgNode[]) => void;
}): Promise<PostgresHa> {
  const missing = haInstalled();
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')} not installed: run "apt-get install -y ${missing.join(' ')}" (.ci/run does)`,
    );
  const dir = path.resolve(opts.dir);
  mkdirSync(dir, { recursive: true });
  const etcd = await startEtcd(dir, opts.etcdPort, opts.etcdPort + 1);
  opts.log(`etcd on 127.0.0.1:${opts.etcdPort}`);
  const nodes: PgNode[] = opts.ports.map((port, i) => {
    const nodeDir = path.join(dir, `pg${i + 1}`);
    return {
      name: `pg${i + 1}`,
      port,
      restPort: opts.restPorts[i]!,
      dir: nodeDir,
      dataDir: path.join(nodeDir, 'data'),
      child: null,
    };
  });
  opts.beforeStart?.(nodes);
  const owner = postgresUser();
  const startNode = (node: PgNode) => {
    mkdirSync(node.dir, { recursive: true });
    chmodSync(node.dir, 0o700);
    const config = path.join(node.dir, 'patroni.yml');
    writeFileSync(config, JSON.stringify(patroniConfig(node, opts.etcdPort, opts.archiveCommand(node)), null, 2));
    chownToPostgres(node.dir);
    const pidFile = path.join(dir, `${node.name}.patroni.pid`);
    stopLeftover(pidFile, 'patroni');
    const out = openSync(path.join(node.dir, 'patroni.out'), 'a');
    node.child = spawn(PATRONI, [config], {
      stdio: ['ignore', out, out],
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, HOME: node.dir, PATH: `${PG_BIN}:${process.env.PATH}` },
    });
    closeSync(out);
    writeFileSync(pidFile, String(node.child.pid));
  };

  const members = async (): Promise<PatroniMember[]> => {
    for (const node of nodes) {
      try {
        const res = await restGet(node.restPort, '/cluster');
        if (res.status === 200) return ((res.json as { members?: PatroniMember[] }).members ?? []) as PatroniMember[];
      } catch {
        // this node's Patroni is not answering: ask the next
      }
    }
    return [];
  };
  const byName = (name: string | undefined) => nodes.find((n) => n.name === name) ?? null;
  const leader = async () => byName((await members()).find((m) => m.role === 'leader' && m.state === 'running')?.name);
  const waitHealthy = async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const list = await members();
      const l = list.find((m) => m.role === 'leader' && m.state === 'running');
      const s = list.find((m) => m.role === 'sync_standby' && (m.state === 'running' || m.state === 'streaming'));
      if (l && s) return { leader: byName(l.name)!, standby: byName(s.name)! };
      await sleep(250);
    }
    throw new Error(
      `Patroni did not report a leader and a synchronous standby within ${timeoutMs / 1000} s: ${JSON.stringify(await members())} (see ${dir}/pg*/patroni.log)`,
    );
  };

  const stop = async () => {
    // standbys first, so stopping the leader last does not hand leadership around
    const current = await leader().catch(() => null);
    for (const node of nodes.filter((n) => n !== current)) await stopChild(node.child);
    if (current) await stopChild(current.child);
    await stopChild(etcd);
  };

  try {
    const fresh = !existsSync(path.join(nodes[0]!.dataDir, 'PG_VERSION'));
    if (fresh) {
      opts.log(`Patroni bootstraps ${nodes[0]!.name} (initdb, PostgreSQL 15)`);
      startNode(nodes[0]!);
      const until = Date.now() + 120_000;
      while ((await leader()) !== nodes[0]) {
        if (Date.now() > until) throw new Error(`${nodes[0]!.name} did not become the leader (see its patroni.log)`);
        if (nodes[0]!.child?.exitCode !== null)
          throw new Error(`Patroni of ${nodes[0]!.name} exited (see its patroni.log)`);
        await sleep(250);
      }
      await withClient(nodes[0]!.port, 'postgres', async (c) => {
        const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
        if (exists.rowCount === 0) await c.query(`CREATE DATABASE ${DATABASE}`);
      });
      for (const node of nodes.slice(1)) startNode(node);
    } else {
      for (const node of nodes) startNode(node);
    }
    const { leader: l, standby } = await waitHealthy(180_000);
    opts.log(`Patroni: ${l.name} leads on :${l.port}, ${standby.name} is its synchronous standby on :${standby.port}`);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    nodes,
    members,
    leader,
    waitHealthy,
    killPostmaster(node) {
      const pid = Number(readFileSync(path.join(node.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      return pid;
    },
    stop,
  };
}

/** The standby as the leader sees it: pg_stat_replication's rows. */
export async function replicationState(
  leaderPort: number,
): Promise<{ name: string; state: string; sync: string; replayLagBytes: number }[]> {
  return withClient(leaderPort, 'postgres', async (c) => {
    const { rows } = await c.query<{ application_name: string; state: string; sync_state: string; lag: string | null }>(
      `SELECT application_name, state, sync_state, pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::text AS lag
         FROM pg_stat_replication`,
    );
    return rows.map((r) => ({
      name: r.application_name,
      state: r.state,
      sync: r.sync_state,
      replayLagBytes: Number(r.lag ?? 0),
    }));
  });
}
