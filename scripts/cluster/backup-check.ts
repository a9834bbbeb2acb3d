/**
 * `npm run backup:check [-- --fresh] [-- --quick]`: point-in-time restore under load
 * (docs/operations.md "Backups", decision 135). On a one-instance cluster (Patroni, pgBackRest
 * archiving every WAL segment), players bet and deposit through the balancer; a differential
 * backup is taken under that load, betting goes on, a time T is noted, betting goes on, then the
 * archive is restored to T into a fresh data directory, PostgreSQL and a platform server are
 * started on it, and it must hold that every operation acknowledged before T is there exactly
 * once, nothing sent after T is, and the ledger's invariants pass:
 *
 *   RESULT restored_to=<T> acknowledged_before=<n> present=<n> after_present=<n> ledger=<ok|fail> server=<ok|fail>
 *
 * Operations sent before T and answered after it may land on either side and are not counted.
 * Exit code 0 only with present = acknowledged_before, after_present=0, both ok.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { runLedgerCheck } from '../../apps/server/src/modules/wallet/wallet.reconcile';
import { pgbackrest, takeBackup } from './backup';
import { startCluster } from './cluster';
import { Check, DEPOSIT, FIRST_DEPOSIT, http, log, type Op, type Player, register, setLogName } from './load';
import { chownToPostgres, PG_BIN, url as pgUrl, postgresUser } from './postgres';
import { waitForPort } from './proxies';

setLogName('backup:check');
const quick = process.argv.includes('--quick');
const PLAYERS = 4;
const LOAD_BEFORE_BACKUP_MS = quick ? 1_000 : 3_000;
const LOAD_AROUND_T_MS = quick ? 1_500 : 4_000;
const RESTORED_PG_PORT = Number(process.env.CLUSTER_RESTORE_PG_PORT ?? 5540);
const RESTORED_PORT = Number(process.env.CLUSTER_RESTORE_PORT ?? 3240);
const DEADLINE_MS = 420_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** pg_ctl as the postgres user (PostgreSQL refuses root). */
function pgCtl(args: string[]) {
  const owner = postgresUser();
  execFileSync(path.join(PG_BIN, 'pg_ctl'), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  });
}

/** How many of `ops` are in the restored database, each counted once per ledger entry. */
async function presence(db: pg.Pool, ops: Op[]): Promise<{ present: number; doubled: number }> {
  const game = ops.filter((o) => o.kind === 'bet' || o.kind === 'win').map((o) => o.key);
  const deposits = ops.filter((o) => o.kind === 'deposit').map((o) => o.key);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM journal WHERE scope = 'game:house' AND external_id = ANY($1) GROUP BY external_id`,
    [game],
  );
  const { rows: dep } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_deposits WHERE transfer_code = ANY($1) AND status = 'credited' GROUP BY transfer_code`,
    [deposits],
  );
  const all = [...rows, ...dep];
  return { present: all.length, doubled: all.filter((r) => r.n > 1).length };
}

async function main() {
  const started = Date.now();
  const dir = path.resolve(process.env.CLUSTER_BACKUP_CHECK_DIR ?? '.data-cluster/backup-check');
  const cluster = await startCluster({ instances: 1, dir, fresh: process.argv.includes('--fresh'), log });
  const db = new pg.Pool({ connectionString: cluster.primaryUrl, max: 4 });
  db.on('error', () => {});
  const restoreDir = path.join(dir, 'restore');
  const dataDir = path.join(restoreDir, 'data');
  let server: ChildProcess | null = null;
  let restoredDb: pg.Pool | null = null;
  let code = 1;
  const cleanup = async () => {
    server?.kill('SIGTERM');
    await restoredDb?.end().catch(() => {});
    try {
      pgCtl(['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // not running
    }
    await db.end().catch(() => {});
    await cluster.stop();
  };
  const abort = async (why: string) => {
    console.error(`backup:check: FAILED: ${why}`);
    await cleanup();
    process.exit(1);
  };
  const deadline = setTimeout(() => void abort(`not done within ${DEADLINE_MS / 1000} s`), DEADLINE_MS);
  deadline.unref();
  process.once('SIGINT', () => void abort('interrupted'));
  process.once('SIGTERM', () => void abort('terminated'));
  try {
    log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await register(cluster.url));
    const check = new Check(cluster, db);
    await check.loadSecrets();
    await Promise.all(players.map((p) => check.deposit(p, FIRST_DEPOSIT)));
    log(`${players.length} players registered and funded`);

    let stop = false;
    const failures: string[] = [];
    const workers = players.map(async (player) => {
      try {
        while (!stop) {
          if (Math.random() < 0.9) await check.betRound(player);
          else await check.deposit(player, DEPOSIT);
        }
      } catch (err) {
        failures.push(err instanceof Error ? err.message : String(err));
      }
    });
    await sleep(LOAD_BEFORE_BACKUP_MS);
    const leader = (await cluster.postgres.leader())!;
    const backupAt = Date.now();
    const backup = await takeBackup(cluster.backup, leader, 'diff', db);
    log(`differential backup ${backup.label} under load in ${((Date.now() - backupAt) / 1000).toFixed(1)} s`);
    await sleep(LOAD_AROUND_T_MS);
    const t = new Date();
    log(`T = ${t.toISOString()} with ${check.acknowledged.length} operations acknowledged`);
    await sleep(LOAD_AROUND_T_MS);
    stop = true;
    await Promise.all(workers);
    for (const f of failures) log(`a worker stopped: ${f}`);
    // the segment holding T's last commits, and one after, must be in the archive
    await pgbackrest(cluster.backup, leader, ['check'], 120_000);
    const before = check.acknowledged.filter((o) => (o.ackedAt ?? Infinity) < t.getTime());
    const after = [...check.acknowledged, ...check.unanswered].filter((o) => (o.sentAt ?? 0) > t.getTime());

    rmSync(restoreDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o700);
    chownToPostgres(restoreDir);
    const restoreAt = Date.now();
    await pgbackrest(cluster.backup, leader, [
      `--pg1-path=${dataDir}`,
      '--type=time',
      `--target=${t.toISOString().replace('T', ' ').replace('Z', '+00')}`,
      '--target-action=promote',
      '--archive-mode=off',
      'restore',
    ]);
    // The restored copy carries the cluster node's settings (Patroni's): its own port and socket,
    // no synchronous standby to wait for, no archiving into the cluster's repository.
    const options = [
      `-c port=${RESTORED_PG_PORT}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${restoreDir}'`,
      "-c synchronous_standby_names=''",
      '-c archive_mode=off',
      `-c hba_file='${path.join(dataDir, 'pg_hba.conf')}'`,
      `-c ident_file='${path.join(dataDir, 'pg_ident.conf')}'`,
    ].join(' ');
    pgCtl(['-D', dataDir, '-l', path.join(restoreDir, 'server.log'), '-o', options, '-w', '-t', '120', 'start']);
    restoredDb = new pg.Pool({ connectionString: pgUrl(RESTORED_PG_PORT), max: 2 });
    for (;;) {
      const { rows } = await restoredDb.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r');
      if (!rows[0]!.r) break;
      if (Date.now() - restoreAt > 120_000) throw new Error('the restored copy did not finish recovery in 120 s');
      await sleep(250);
    }
    log(`restored to T and promoted in ${((Date.now() - restoreAt) / 1000).toFixed(1)} s`);

    // A platform server on the restored database: it starts, and a player's balance reads.
    server = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/instance.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(RESTORED_PORT),
        HOST: '127.0.0.1',
        INSTANCE_NAME: 'restored',
        DATABASE_URL: pgUrl(RESTORED_PG_PORT),
        SEED_DEMO_DATA: 'false',
        STAFF_TOTP_KEY:
          process.env.STAFF_TOTP_KEY ?? createHash('sha256').update('development-only staff totp key').digest('hex'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const base = `http://127.0.0.1:${RESTORED_PORT}`;
    await waitForPort(RESTORED_PORT, 180_000).catch((err: unknown) => {
      throw new Error(`the server on the restored copy did not start: ${String(err)}\n${output}`);
    });
    let serverOk = false;
    for (let i = 0; i < 60 && !serverOk; i++) {
      serverOk = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!serverOk) await sleep(500);
    }
    const balance = await http(base, 'GET', '/api/user/balance', {
      headers: { authorization: `Bearer ${players[0]!.token}`, 'x-forwarded-for': players[0]!.ip },
    });
    serverOk &&= balance.status === 200;
    log(
      `server on the restored copy: /readyz and a player's balance ${serverOk ? 'answer' : 'FAIL'} (${balance.status})`,
    );

    const { present, doubled } = await presence(restoredDb, before);
    const afterPresent = (await presence(restoredDb, after)).present;
    const ledger = await runLedgerCheck(restoredDb);
    log(
      `${before.length} operations acknowledged before T, ${present} present (${doubled} more than once); ${after.length} sent after T, ${afterPresent} present; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
    );
    console.log(
      `RESULT restored_to=${t.toISOString()} acknowledged_before=${before.length} present=${present} after_present=${afterPresent} ledger=${ledger.ok ? 'ok' : 'fail'} server=${serverOk ? 'ok' : 'fail'}`,
    );
    code =
      before.length > 0 &&
      present === before.length &&
      doubled === 0 &&
      after.length > 0 &&
      afterPresent === 0 &&
      ledger.ok &&
      serverOk &&
      failures.length === 0
        ? 0
        : 1;
  } finally {
    await cleanup();
  }
  process.exit(code);
}

main().catch((err: unknown) => {
  console.error(`backup:check: FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
