/**
 * `npm run bench:wallet`: wallet throughput against a reference measured on the same server in
 * the same run (issue 4). On one PostgreSQL (DATABASE_URL's server, else the embedded cluster
 * under DATA_DIR, started for the run if needed), in a throw-away database, with 8 clients each:
 *   (a) pgbench -M prepared -b tpcb-like at scale 10;
 *   (b) wallet bets and wins through WalletService, players spread over 10,000 accounts and
 *       64 providers;
 *   (c) the same, every operation also touching one shared provider account.
 *   (d) growth: (b) on a second database holding --large-players accounts (default 1,000,000),
 *       the same number of players active (--players of them, spread over every id), and
 *   (e) the same with every one of the accounts active (players the server has not seen).
 * All alternate in rounds (a b c d e, a b c d e, ...), so a change of load on the machine during
 * the run weighs on all alike; each figure is the total over its rounds. The large population is
 * seeded in SQL in one statement per table (generate_series), never one call per player.
 * Last line: RESULT ops_per_s=<b> pgbench_tps=<a> ratio=<b/a> hot_ratio=<c/b> p99_ms=<p99 of b>
 *   growth_ratio=<d/b> growth_ratio_all=<e/b> seed_s=<seconds seeding the large population>
 * Options: --clients N (concurrent callers, default 8), --seconds N (per measurement, summed over rounds; default 15), --rounds N (default 3),
 * --players N (default 10000), --in-flight N (grouped game calls under way at once; default: the
 * service's default), --group-size N (operations per grouped call at most; default: the service's).
 * Each measurement also prints CPU per operation of the server and of the client, and the run
 * prints how many operations each fast-path call carried.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseEnv } from '../apps/server/src/config/env';
import { createDb } from '../apps/server/src/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded';
import { runMigrations } from '../apps/server/src/db/migrate';
import { runLedgerCheck } from '../apps/server/src/modules/wallet/wallet.reconcile';
import { WalletService } from '../apps/server/src/modules/wallet/wallet.service';
import { reachable } from '../apps/server/src/scripts/script-db';
import { option, postgresCpu, procCpu } from './bench-support';

/** Concurrent callers in every measurement (--clients). */
let CLIENTS = 8;
const BENCH_DB = 'bench_wallet';
const LARGE_DB = 'bench_wallet_large';
/** The longest any one seeding statement may take. */
const SEED_TIMEOUT_S = 600;

function findPgbench(): string {
  for (const candidate of [
    '/usr/bin/pgbench',
    '/usr/lib/postgresql/17/bin/pgbench',
    '/usr/lib/postgresql/15/bin/pgbench',
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v pgbench'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('pgbench is missing: installing Debian’s postgresql-client...');
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-client'], { stdio: 'inherit' });
    if (existsSync('/usr/bin/pgbench')) return '/usr/bin/pgbench';
  }
  throw new Error('pgbench not found: install postgresql-client (apt-get install postgresql-client)');
}

/** The server to measure on: DATABASE_URL's, else the embedded cluster (started if not running). */
async function server(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) throw new Error(`invalid configuration:\n${parsed.problems.join('\n')}`);
  const env = parsed.env;
  if (env.DATABASE_URL) return { adminUrl: env.DATABASE_URL, stop: async () => {} };
  const running = `postgres://platform:platform@127.0.0.1:${env.EMBEDDED_PG_PORT}/postgres`;
  if (await reachable(running)) return { adminUrl: running, stop: async () => {} };
  console.log(`Starting embedded PostgreSQL from ${env.DATA_DIR}/pg on port ${env.EMBEDDED_PG_PORT}...`);
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
    dir: path.join(env.DATA_DIR, 'pg'),
    port: env.EMBEDDED_PG_PORT,
    database: 'postgres',
  });
  return { adminUrl: embedded.url, stop: () => embedded.stop() };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function recreateDatabase(adminUrl: string, name = BENCH_DB): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, name);
}

async function dropDatabase(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of [BENCH_DB, LARGE_DB])
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  await admin.end();
}

/**
 * `players` player accounts, each with one deposit of 100,000,000 VND posted against one
 * clearing account, in one transaction of set-based statements (generate_series): what
 * wallet_post would write per player, at the speed of bulk inserts. The journal-balance trigger
 * would fire once per entry at commit; as superuser the seed skips triggers
 * (session_replication_role) and the ledger check after the run verifies the result instead.
 * Returns the seconds it took.
 */
async function seedPlayers(pool: pg.Pool, players: number): Promise<number> {
  const t0 = performance.now();
  const client = await pool.connect();
  const steps: string[] = [];
  let last = t0;
  const step = (name: string) => {
    const now = performance.now();
    steps.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  try {
    await client.query('BEGIN');
    // Bounded: a seed that cannot finish in this time fails the run instead of hanging it.
    await client.query(`SET LOCAL statement_timeout = '${SEED_TIMEOUT_S}s'`);
    const { rows: su } = await client.query<{ su: boolean }>(`SELECT current_setting('is_superuser') = 'on' AS su`);
    if (su[0]?.su) await client.query('SET LOCAL session_replication_role = replica');
    const { rows } = await client.query<{ id: number }>(
      `SELECT o_id::float8 AS id FROM wallet_system_account('payment_clearing', 'bench')`,
    );
    const clearing = rows[0]!.id;
    await client.query(
      `INSERT INTO accounts (owner_type, player_id, purpose) SELECT 'player', i, 'cash' FROM generate_series(1, $1::int) i`,
      [players],
    );
    step('accounts');
    await client.query(
      `INSERT INTO balances (account_id, shard, player_id, posted)
       SELECT id, 0, player_id, 100000000 FROM accounts WHERE owner_type = 'player' AND purpose = 'cash'`,
    );
    step('balances');
    await client.query(
      `INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount)
       SELECT 'bench-seed', 'p' || i, 'seed', 'deposit', i, 100000000 FROM generate_series(1, $1::int) i`,
      [players],
    );
    step('journal');
    await client.query(
      `INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount, balance_after)
       SELECT j.id, 1, a.id, 0, j.player_id, 100000000, 100000000
         FROM journal j JOIN accounts a ON a.player_id = j.player_id AND a.purpose = 'cash'
        WHERE j.scope = 'bench-seed'
       UNION ALL
       SELECT j.id, 2, $1, 0, NULL, -100000000, NULL FROM journal j WHERE j.scope = 'bench-seed'`,
      [clearing],
    );
    step('entries');
    await client.query(`UPDATE balances SET posted = posted - $2::bigint * 100000000 WHERE account_id = $1`, [
      clearing,
      players,
    ]);
    await client.query('COMMIT');
    step('commit');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  await pool.query('VACUUM ANALYZE');
  step('vacuum analyze');
  console.log(`  ${steps.join(', ')}`);
  return (performance.now() - t0) / 1000;
}

function pgbench(bin: string, url: string, args: string[]): string {
  const u = new URL(url);
  const run = spawnSync(
    bin,
    [...args, '-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username), u.pathname.slice(1)],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) } },
  );
  if (run.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout;
}

/** CPU seconds: the PostgreSQL server's processes, and the client (this process, or pgbench). */
interface Cpu {
  server: number;
  client: number;
}

/** This process's CPU and, separately, that of the children it waited for (pgbench). */
const selfCpu = () => procCpu('self');
const childCpu = () => procCpu('self', true) - procCpu('self');

const walPerOp = (m: Measurement) =>
  `WAL per operation: ${(m.wal.bytes / m.ops).toFixed(0)} bytes, ${(m.wal.syncs / m.ops).toFixed(3)} WAL fsyncs ` +
  `(${(m.wal.syncs / m.seconds).toFixed(0)} fsyncs/s, ${(m.wal.bytes / m.seconds / 2 ** 20).toFixed(2)} MiB/s)`;

const perOp = (seconds: number, n: number) =>
  Number.isFinite(seconds) && n > 0 ? `${((seconds / n) * 1e6).toFixed(0)} µs` : 'n/a';

interface Measurement {
  cpu: Cpu;
  /** WAL written and WAL fsyncs during the measurement (the whole server; nothing else writes then). */
  wal: { bytes: number; syncs: number };
  ops: number;
  seconds: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  latencies: Float64Array;
}

/** Reads the server's WAL position and fsync count; set by main on an admin connection. */
let walProbe: (() => Promise<{ lsn: string; syncs: number }>) | null = null;

async function walNow(): Promise<{ lsn: string; syncs: number } | null> {
  return walProbe ? walProbe().catch(() => null) : null;
}

async function walSince(before: { lsn: string; syncs: number } | null): Promise<{ bytes: number; syncs: number }> {
  const after = await walNow();
  if (!before || !after || !walProbe) return { bytes: Number.NaN, syncs: Number.NaN };
  const diff = await walDiff(after.lsn, before.lsn);
  return { bytes: diff, syncs: after.syncs - before.syncs };
}

let walDiff: (a: string, b: string) => Promise<number> = async () => Number.NaN;

/** A player plays games of several providers: each operation picks one of 64. */
const spreadProvider = () => `prov-${Math.floor(Math.random() * 64)}`;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/** 8 workers, each one operation at a time: 55 % bets, 45 % wins, random players and amounts. */
async function walletLoad(
  wallet: WalletService,
  opts: {
    seconds: number;
    players: number;
    provider: (playerId: number) => string;
    tag: string;
    postmaster: number;
    /** Spreads the active players over this many accounts (ids 1, 1 + stride, ...). */
    accounts?: number;
  },
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let seq = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  const wal0 = await walNow();
  const server0 = postgresCpu(opts.postmaster);
  const client0 = selfCpu();
  const worker = async (w: number) => {
    while (performance.now() < deadline) {
      const stride = Math.floor((opts.accounts ?? opts.players) / opts.players);
      const playerId = 1 + Math.floor(Math.random() * opts.players) * stride;
      const amount = 1_000 * (1 + Math.floor(Math.random() * 50));
      const input = { provider: opts.provider(playerId), transactionId: `${opts.tag}-${w}-${++seq}`, playerId, amount };
      const t0 = performance.now();
      try {
        if (Math.random() < 0.55) await wallet.bet(input);
        else await wallet.win(input);
        latencies.push(performance.now() - t0);
      } catch (err) {
        errors++;
        if (errors <= 3) console.error(`  operation failed: ${err instanceof Error ? err.message : err}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  const cpu = { server: postgresCpu(opts.postmaster) - server0, client: selfCpu() - client0 };
  return {
    cpu,
    wal: await walSince(wal0),
    ops: latencies.length,
    seconds,
    opsPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    errors,
    latencies: sorted,
  };
}

function combine(runs: Measurement[]): Measurement {
  const ops = runs.reduce((n, r) => n + r.ops, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const all = new Float64Array(ops);
  let at = 0;
  for (const r of runs) {
    all.set(r.latencies, at);
    at += r.latencies.length;
  }
  all.sort();
  return {
    cpu: {
      server: runs.reduce((n, r) => n + r.cpu.server, 0),
      client: runs.reduce((n, r) => n + r.cpu.client, 0),
    },
    wal: {
      bytes: runs.reduce((n, r) => n + r.wal.bytes, 0),
      syncs: runs.reduce((n, r) => n + r.wal.syncs, 0),
    },
    ops,
    seconds,
    opsPerSecond: ops / seconds,
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    latencies: all,
  };
}

async function main() {
  CLIENTS = Math.round(option('clients', 8));
  const seconds = option('seconds', 15);
  const rounds = Math.round(option('rounds', 3));
  const players = option('players', 10_000);
  const large = Math.round(option('large-players', 1_000_000));
  if (large % players !== 0) throw new Error('--large-players must be a multiple of --players');
  const inFlight = process.argv.includes('--in-flight') ? Math.round(option('in-flight', 2)) : undefined;
  const groupSize = process.argv.includes('--group-size') ? Math.round(option('group-size', 32)) : undefined;
  const bin = findPgbench();
  const srv = await server();
  let ok = false;
  try {
    const url = await recreateDatabase(srv.adminUrl);
    const version = pgbench(bin, url, ['--version']).trim();
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
    );

    // Schema and players first, so both measurements run on a warmed server.
    const setup = createDb(url, { max: CLIENTS });
    await runMigrations(setup);
    const { rows } = await setup.pool.query<{ server_version: string }>('SHOW server_version');
    console.log(
      `PostgreSQL ${rows[0]?.server_version}; ${version}; ${CLIENTS} clients; ${seconds} s per measurement in ${rounds} rounds`,
    );
    console.log(`Seeding ${players} players...`);
    console.log(`  ${(await seedPlayers(setup.pool, players)).toFixed(1)} s`);
    await setup.close();

    console.log('pgbench -i -s 10...');
    pgbench(bin, url, ['-i', '-s', '10', '-q']);
    const tpcb = (secs: number) =>
      pgbench(bin, url, [
        '-M',
        'prepared',
        '-b',
        'tpcb-like',
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(secs),
        '-n',
      ]);
    tpcb(2);

    // The large population: its own database on the same server, measured in the same rounds.
    const largeUrl = await recreateDatabase(srv.adminUrl, LARGE_DB);
    const largeSetup = createDb(largeUrl, { max: CLIENTS });
    await runMigrations(largeSetup);
    console.log(`Seeding ${large} players (generate_series, one statement per table)...`);
    const seedSeconds = await seedPlayers(largeSetup.pool, large);
    const { rows: sizeRows } = await largeSetup.pool.query<{ size: string }>(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS size',
    );
    console.log(`  ${seedSeconds.toFixed(1)} s (including VACUUM ANALYZE); database ${sizeRows[0]?.size}`);
    await largeSetup.close();

    const probe = new pg.Pool({ connectionString: srv.adminUrl, max: 1 });
    walProbe = async () => {
      const { rows } = await probe.query<{ lsn: string; syncs: string }>(
        'SELECT pg_current_wal_lsn()::text AS lsn, wal_sync::text AS syncs FROM pg_stat_wal',
      );
      return { lsn: rows[0]!.lsn, syncs: Number(rows[0]!.syncs) };
    };
    walDiff = async (a, b) =>
      Number((await probe.query<{ d: string }>('SELECT pg_wal_lsn_diff($1, $2)::text AS d', [a, b])).rows[0]!.d);
    const db = createDb(url, { max: CLIENTS });
    const wallet = new WalletService(db, { gameBatchesInFlight: inFlight, gameBatchSize: groupSize });
    const largeDb = createDb(largeUrl, { max: CLIENTS });
    const largeWallet = new WalletService(largeDb, { gameBatchesInFlight: inFlight, gameBatchSize: groupSize });
    const stride = large / players;
    // The postmaster is a backend's parent; its process tree is the server's CPU (local servers only).
    const backend = (await db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const postmaster = Number(readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] ?? 0);
    // How many operations each fast-path call carried (the grouping of decisions 011 and 016).
    const grouping = { calls: 0, ops: 0 };
    const gameFast = wallet.repo.gameFast.bind(wallet.repo);
    wallet.repo.gameFast = (ops) => {
      grouping.calls++;
      grouping.ops += ops.length;
      return gameFast(ops);
    };
    try {
      // Warm up as a running server is: every player and provider seen once (so the service
      // knows their accounts), statements prepared on every connection.
      let next = 1;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next <= players) {
            const playerId = next++;
            await wallet.win({
              provider: `prov-${playerId % 64}`,
              transactionId: `warm-${playerId}`,
              playerId,
              amount: 1,
            });
          }
        }),
      );
      await wallet.win({ provider: 'hot', transactionId: 'warm-hot', playerId: 1, amount: 1 });
      await walletLoad(wallet, { seconds: 2, players, provider: spreadProvider, tag: 'warm', postmaster });
      // The large population: the same active players seen once, spread over every id.
      next = 0;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < players) {
            const playerId = 1 + next++ * stride;
            await largeWallet.win({
              provider: `prov-${playerId % 64}`,
              transactionId: `warm-${playerId}`,
              playerId,
              amount: 1,
            });
          }
        }),
      );
      const largeLoad = (tag: string, secs: number, all: boolean) =>
        walletLoad(largeWallet, {
          seconds: secs,
          players: all ? large : players,
          accounts: large,
          provider: spreadProvider,
          tag,
          postmaster,
        });
      await largeLoad('warm', 2, false);

      // pgbench takes whole seconds; every measurement of a round gets the same duration.
      const per = Math.max(1, Math.round(seconds / rounds));
      grouping.calls = 0;
      grouping.ops = 0;
      let pgTx = 0;
      let pgSeconds = 0;
      const pgCpu: Cpu = { server: 0, client: 0 };
      const spreadRuns: Measurement[] = [];
      const hotRuns: Measurement[] = [];
      const largeRuns: Measurement[] = [];
      const largeAllRuns: Measurement[] = [];
      for (let round = 1; round <= rounds; round++) {
        const server0 = postgresCpu(postmaster);
        const client0 = childCpu();
        const out = tpcb(per);
        // pgbench's backends exit after it does; their CPU reaches the postmaster once reaped.
        await new Promise((resolve) => setTimeout(resolve, 300));
        pgCpu.server += postgresCpu(postmaster) - server0;
        pgCpu.client += childCpu() - client0;
        const tx = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]);
        const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
        if (!Number.isFinite(tx) || !Number.isFinite(tps))
          throw new Error(`could not read pgbench results from:\n${out}`);
        pgTx += tx;
        pgSeconds += tx / tps;
        const b = await walletLoad(wallet, {
          seconds: per,
          players,
          provider: spreadProvider,
          tag: `b${round}`,
          postmaster,
        });
        const c = await walletLoad(wallet, {
          seconds: per,
          players,
          provider: () => 'hot',
          tag: `c${round}`,
          postmaster,
        });
        const d = await largeLoad(`d${round}`, per, false);
        const e = await largeLoad(`e${round}`, per, true);
        spreadRuns.push(b);
        hotRuns.push(c);
        largeRuns.push(d);
        largeAllRuns.push(e);
        console.log(
          `round ${round}: (a) tpcb-like ${tps.toFixed(0)} tps | (b) wallet ${b.opsPerSecond.toFixed(0)} ops/s | ` +
            `(c) one provider ${c.opsPerSecond.toFixed(0)} ops/s | (d) ${large} accounts ${d.opsPerSecond.toFixed(0)} ops/s | ` +
            `(e) all active ${e.opsPerSecond.toFixed(0)} ops/s`,
        );
      }
      const tps = pgTx / pgSeconds;
      const spread = combine(spreadRuns);
      const hot = combine(hotRuns);
      const grown = combine(largeRuns);
      const grownAll = combine(largeAllRuns);
      console.log(`(a) pgbench -M prepared -b tpcb-like, scale 10: ${tps.toFixed(0)} tps`);
      console.log(
        `    CPU per transaction: server ${perOp(pgCpu.server, pgTx)}, client (pgbench) ${perOp(pgCpu.client, pgTx)}`,
      );
      console.log(
        `(b) wallet bets and wins, ${players} players, 64 providers: ${spread.opsPerSecond.toFixed(0)} ops/s, ` +
          `p50 ${spread.p50Ms.toFixed(2)} ms, p99 ${spread.p99Ms.toFixed(2)} ms, ${spread.errors} errors`,
      );
      console.log(
        `    CPU per operation: server ${perOp(spread.cpu.server, spread.ops)}, client (Node) ${perOp(spread.cpu.client, spread.ops)}`,
      );
      console.log(`    ${walPerOp(spread)}`);
      console.log(
        `(c) the same, all on one shared provider account: ${hot.opsPerSecond.toFixed(0)} ops/s, ` +
          `p50 ${hot.p50Ms.toFixed(2)} ms, p99 ${hot.p99Ms.toFixed(2)} ms, ${hot.errors} errors`,
      );
      console.log(
        `    CPU per operation: server ${perOp(hot.cpu.server, hot.ops)}, client (Node) ${perOp(hot.cpu.client, hot.ops)}`,
      );
      console.log(`    ${walPerOp(hot)}`);
      console.log(
        `(d) the same players active among ${large} accounts: ${grown.opsPerSecond.toFixed(0)} ops/s, ` +
          `p50 ${grown.p50Ms.toFixed(2)} ms, p99 ${grown.p99Ms.toFixed(2)} ms, ${grown.errors} errors`,
      );
      console.log(
        `    CPU per operation: server ${perOp(grown.cpu.server, grown.ops)}, client (Node) ${perOp(grown.cpu.client, grown.ops)}`,
      );
      console.log(`    ${walPerOp(grown)}`);
      console.log(
        `(e) all ${large} accounts active: ${grownAll.opsPerSecond.toFixed(0)} ops/s, ` +
          `p50 ${grownAll.p50Ms.toFixed(2)} ms, p99 ${grownAll.p99Ms.toFixed(2)} ms, ${grownAll.errors} errors`,
      );
      console.log(
        `    CPU per operation: server ${perOp(grownAll.cpu.server, grownAll.ops)}, client (Node) ${perOp(grownAll.cpu.client, grownAll.ops)}`,
      );
      console.log(`    ${walPerOp(grownAll)}`);
      console.log(
        `Fast-path calls: ${grouping.calls}, ${(grouping.ops / Math.max(1, grouping.calls)).toFixed(1)} operations per call on average`,
      );
      console.log(
        `Load average at the end: ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );

      const report = await runLedgerCheck(db.pool);
      console.log(
        `Ledger check after the run: ${report.ok ? 'passed' : 'BREACH'} (${report.counts.journals} journals)`,
      );
      const t0 = performance.now();
      const largeReport = await runLedgerCheck(largeDb.pool);
      console.log(
        `Ledger check of the large population: ${largeReport.ok ? 'passed' : 'BREACH'} (${largeReport.counts.accounts} accounts, ` +
          `${largeReport.counts.journals} journals, ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
      const ratio = spread.opsPerSecond / tps;
      const hotRatio = hot.opsPerSecond / spread.opsPerSecond;
      ok = report.ok && largeReport.ok && spread.errors + hot.errors + grown.errors + grownAll.errors === 0;
      console.log(
        `RESULT ops_per_s=${spread.opsPerSecond.toFixed(0)} pgbench_tps=${tps.toFixed(0)} ratio=${ratio.toFixed(2)} hot_ratio=${hotRatio.toFixed(2)} p99_ms=${spread.p99Ms.toFixed(2)} ` +
          `growth_ratio=${(grown.opsPerSecond / spread.opsPerSecond).toFixed(2)} growth_ratio_all=${(grownAll.opsPerSecond / spread.opsPerSecond).toFixed(2)} seed_s=${seedSeconds.toFixed(1)}`,
      );
    } finally {
      await wallet.close();
      await db.close();
      await largeWallet.close();
      await largeDb.close();
      await probe.end();
    }
  } finally {
    await dropDatabase(srv.adminUrl);
    await srv.stop();
  }
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error('bench:wallet failed:', err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
