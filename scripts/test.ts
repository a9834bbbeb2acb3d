/**
 * `npm test`: lint, the alert rules (`promtool test rules`, decision 130), typecheck, the build,
 * unit + integration tests (Vitest, real PostgreSQL), the crash-and-restart check, end-to-end
 * tests (Playwright, system Chromium) and the cluster check (`cluster:check`: HAProxy, PgBouncer,
 * Patroni, an instance and the database leader killed under load; decisions 112, 135), then one
 * summary line that counts every test and check: `N passed, N failed`.
 *
 * Pieces that leave a core idle run beside others (decisions 173 and 182; each piece's wall and
 * CPU seconds are printed at the end, docs/testing.md keeps them):
 * 1. lint, the alert rules, the typecheck and the build start together; the end-to-end server
 *    (embedded PostgreSQL, migrations, demo data) starts as soon as the build it serves is done.
 * 2. the end-to-end tests against it and, beside them, Vitest and the crash-and-restart check
 *    followed by the cluster check (`--e2e-alone`: Vitest first, then the end-to-end tests, then
 *    the two checks).
 * Each piece has its own log (`.tmp/<piece>.log`), ports and data directory; a piece that ran
 * beside others is printed whole when the step it belongs to ends, always in the same order, and
 * is counted on its own: a failure in one never hides or fails another.
 *
 * `--skip=<piece>,...` leaves pieces out (lint, alerts, typecheck, build, vitest, crash, e2e,
 * cluster) to run the others as they run in the whole suite; `--no-e2e` is
 * `--skip=build,crash,e2e,cluster` and `--no-cluster` is `--skip=cluster`. `--vitest=<path>,...`
 * and `--e2e=<spec>,...` run only those test files of the two suites; `--serial` runs every piece
 * alone, one after the other, in the same order (docs/testing.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import playwrightConfig from '../playwright.config';
import { BackgroundServer, type PieceResult, startPiece } from './pieces';

mkdirSync('.tmp', { recursive: true });
ensureSystemPackages();
// an interrupted run still stops what it started (the end-to-end server's process group)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const PIECES = ['lint', 'alerts', 'typecheck', 'build', 'vitest', 'crash', 'e2e', 'cluster'] as const;
type PieceName = (typeof PIECES)[number];
const skip = new Set<string>(
  process.argv
    .filter((a) => a.startsWith('--skip='))
    .flatMap((a) => a.slice('--skip='.length).split(','))
    .filter(Boolean),
);
if (process.argv.includes('--no-e2e')) for (const p of ['build', 'crash', 'e2e', 'cluster']) skip.add(p);
if (process.argv.includes('--no-cluster')) skip.add('cluster');
for (const name of skip) {
  if (!(PIECES as readonly string[]).includes(name)) {
    console.error(`npm test: no piece "${name}" to skip (pieces: ${PIECES.join(', ')})`);
    process.exit(2);
  }
}
const want = (piece: PieceName) => !skip.has(piece);
/** `--vitest=<file or folder>,...` and `--e2e=<spec>,...`: only those tests, to try the schedule on a part. */
const only = (flag: string) =>
  process.argv
    .filter((a) => a.startsWith(`--${flag}=`))
    .flatMap((a) => a.slice(flag.length + 3).split(','))
    .filter(Boolean);
const vitestOnly = only('vitest');
const e2eOnly = only('e2e');
/** `--serial`: every piece alone, one after the other, in the same order (to tell an overlap's effect). */
const serial = process.argv.includes('--serial');

let passed = 0;
let failed = 0;
const failures: string[] = [];
/** Wall and CPU seconds of each piece, printed at the end (docs/testing.md keeps the shares). */
const pieceSeconds: string[] = [];
/** The failed tests' names, printed again at the end so that the last lines of a run say what failed. */
const failedTests: string[] = [];
/** Seconds per test file across the suites, for the five slowest printed at the end. */
const fileSeconds: [string, number][] = [];

function count(name: string, ok: boolean) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

/** A failure that is not a piece's own result (it could not start): one counted failure, said once. */
function cannotRun(name: string, why: string, label = `${name} (${why})`) {
  console.error(`\n━━ ${name}: FAILED: ${why}`);
  failed++;
  failures.push(label);
}

/**
 * Prints a piece that ran beside others (its log, whole) under its header and notes its times;
 * a live piece's output was printed as it came.
 */
function show(r: PieceResult, beside: string[] = []) {
  const with_ = beside.length ? `beside ${beside.join(', ')}; ` : '';
  if (r.live) console.log(`\n━━ ${r.name}: ${with_}${r.seconds.toFixed(0)} s, log in ${r.log}`);
  else {
    console.log(`\n━━ ${r.name}: ${r.command} (${with_}${r.seconds.toFixed(0)} s)`);
    process.stdout.write(readFileSync(r.log, 'utf8'));
  }
  pieceSeconds.push(`${r.name} ${r.seconds.toFixed(0)} s (CPU ${r.cpu.toFixed(0)} s)`);
}

function check(r: PieceResult | undefined, beside: string[] = []) {
  if (!r) return;
  show(r, beside);
  count(r.name, r.ok);
}

/**
 * The system programs the suite runs besides Node: Chromium (the shared libraries the end-to-end
 * tests' headless shell needs, decision 181, and the full browser when CHROMIUM_PATH names it) and the
 * PostgreSQL client tools for the benchmarks. As root on Debian they are installed here, so
 * that `npm install && npm test` is the whole set-up; otherwise one line says what to install.
 */
function ensureSystemPackages() {
  const missing: string[] = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (spawnSync('sh', ['-c', 'command -v pgbench'], { stdio: 'ignore' }).status !== 0)
    missing.push('postgresql-client');
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `npm test needs ${missing.join(' and ')}: install with "sudo apt-get install -y ${missing.join(' ')}"`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' ')} from Debian...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (update.status !== 0 || install.status !== 0) {
    console.error(`npm test could not install ${missing.join(' ')}: install them with apt-get and run again`);
    process.exit(1);
  }
}

/**
 * The cluster check's own deadline (start-up included), past which it stops what it started and
 * names what it waited on; `npm test` kills it a minute later. It takes 2-3 minutes on a quiet
 * machine and 6-7 beside a second `npm test`.
 */
const CLUSTER_CHECK_DEADLINE_S = 600;

/** The cluster's Debian packages, by a file each installs (.ci/run installs them). */
const CLUSTER_PACKAGES: [string, string][] = [
  ['haproxy', '/usr/sbin/haproxy'],
  ['pgbouncer', '/usr/sbin/pgbouncer'],
  ['patroni', '/usr/bin/patroni'],
  ['etcd-server', '/usr/bin/etcd'],
  ['postgresql-15', '/usr/lib/postgresql/15/bin/pg_rewind'],
  ['pgbackrest', '/usr/bin/pgbackrest'],
];

// biome-ignore lint/suspicious/noExplicitAny: each runner writes its own JSON report shape
type Report = any;

/** A test runner's piece: its tests counted from its JSON report, its failed tests named. */
function suite(
  r: PieceResult | undefined,
  resultsFile: string,
  read: {
    count: (json: Report) => [number, number];
    failedNames: (json: Report) => string[];
    files: (json: Report) => [string, number][];
  },
  beside: string[] = [],
) {
  if (!r) return;
  show(r, beside);
  if (!existsSync(resultsFile)) {
    failed++;
    failures.push(`${r.name} (no results)`);
    return;
  }
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const [p, f] = read.count(report);
  failedTests.push(...read.failedNames(report).map((test) => `${r.name}: ${test}`));
  fileSeconds.push(...read.files(report));
  passed += p;
  failed += f;
  if (f > 0 || !r.ok) failures.push(r.name);
  if (!r.ok && f === 0) failed++;
}

const VITEST_RESULTS = '.tmp/vitest-results.json';
const PLAYWRIGHT_RESULTS = '.tmp/playwright-results.json';
rmSync(VITEST_RESULTS, { force: true });
rmSync(PLAYWRIGHT_RESULTS, { force: true });

/**
 * The end-to-end server exactly as Playwright's `webServer` in playwright.config.ts would start
 * it (command, settings, readiness URL and time limit), started here so that its start-up runs
 * beside Vitest; Playwright is then told not to start one (`E2E_EXTERNAL_SERVER`).
 */
function startE2eServer(): BackgroundServer {
  const web = playwrightConfig.webServer as
    | { command: string; url?: string; env?: Record<string, string>; timeout?: number }
    | undefined;
  if (!web?.url) {
    console.error('npm test starts the end-to-end server itself: run it without E2E_EXTERNAL_SERVER');
    process.exit(2);
  }
  return new BackgroundServer('end-to-end server', web.command, {
    log: '.tmp/e2e-server.log',
    env: web.env ?? {},
    url: web.url,
    timeoutMs: web.timeout ?? 180_000,
  });
}

// 1. The typecheck (two `tsc` at a time, 1.4-1.8 cores) and the build (0.8 of a core) fill both
// cores; lint and the alert rules add about 20 s of CPU beside them and save their 17 s. None of them
// writes what another reads: the web typegen writes the site's route types, the build its build
// folders, and biome ignores both (decision 131).
const first: [PieceName, string, string][] = [
  ['lint', 'lint', 'npx biome check .'],
  ['alerts', 'alert rules', 'npm run test:alerts'],
  ['typecheck', 'typecheck', 'npm run typecheck'],
  ['build', 'build', 'npm run build'],
];
const firstNames = first.filter(([p]) => want(p)).map(([, name]) => name);
if (firstNames.length && !serial)
  console.log(`\n━━ side by side: ${firstNames.join(', ')} (each printed whole when all have ended)`);
const started = new Map<PieceName, Promise<PieceResult>>();
let previous: Promise<unknown> = Promise.resolve();
for (const [p, name, command] of first.filter(([p]) => want(p))) {
  const start = () => startPiece(name, command, { log: `.tmp/${p}.log` });
  const piece = serial ? previous.then(start) : start();
  started.set(p, piece);
  previous = piece;
}
// The end-to-end server serves the build, so it starts when the build has ended (and not if it
// failed); one after the other (`--serial`), right before the end-to-end tests.
const built = started.get('build') ?? Promise.resolve(undefined);
const startServerAfterBuild = () => built.then((b) => (b && !b.ok ? undefined : startE2eServer()));
const serverStarting = want('e2e') && !serial ? startServerAfterBuild() : undefined;
for (const [p, name] of first) {
  const piece = started.get(p);
  if (piece) check(await piece, serial ? [] : firstNames.filter((n) => n !== name));
}

// 2. The end-to-end tests (two Playwright workers, their Chromiums and the server: about a core,
// much of the time waiting on the schedules' clocks) and, beside them, Vitest (two forks and one
// PostgreSQL, about 1.6 cores alone) and the crash-and-restart check followed by the cluster
// check (decision 182). Each on ports and data directories of its own: the e2e server
// 3199/5499 and .tmp/e2e, crash 3197/5497 and .tmp/crash-restart, the cluster 3220-3224,
// 5520-5531, ... and .data-cluster/check, Vitest's PostgreSQL a free port in a temporary folder.
// With `--e2e-alone` (or `--serial`) Vitest runs first, beside the e2e server's start-up, then
// the e2e tests, then the two checks: decision 173's order, to tell whether a failure comes from
// the overlap.
const e2eAlone = serial || process.argv.includes('--e2e-alone');
const clusterMissing = CLUSTER_PACKAGES.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
const runVitest = (live: boolean) =>
  want('vitest')
    ? startPiece(
        'unit and integration tests',
        `npx vitest run --reporter=default --reporter=json --outputFile.json=${VITEST_RESULTS} ${vitestOnly.join(' ')}`.trim(),
        { log: '.tmp/vitest.log', live },
      )
    : Promise.resolve(undefined);
const runChecks = async () => {
  const crash = want('crash')
    ? await startPiece('crash and restart', 'node --import tsx scripts/crash-restart.ts', {
        log: '.tmp/crash-restart.log',
      })
    : undefined;
  // SIGTERM at the limit lets the check stop everything it started; SIGKILL a minute later.
  const cluster =
    want('cluster') && clusterMissing.length === 0
      ? await startPiece(
          'cluster check',
          `timeout --kill-after=60 ${CLUSTER_CHECK_DEADLINE_S + 60} node --import tsx scripts/cluster/check.ts --fresh --quick --deadline-s ${CLUSTER_CHECK_DEADLINE_S}`,
          { log: '.tmp/cluster-check.log' },
        )
      : undefined;
  return { crash, cluster };
};
const reportVitest = (r: PieceResult | undefined, beside: string[]) =>
  suite(
    r,
    VITEST_RESULTS,
    {
      count: (r) => [r.numPassedTests, r.numFailedTests],
      failedNames: (r) =>
        r.testResults.flatMap((file: Report) =>
          file.assertionResults
            .filter((test: Report) => test.status === 'failed')
            .map((test: Report) => `${relative(file.name)} > ${test.fullName}${why(test.failureMessages)}`),
        ),
      files: (r) => r.testResults.map((file: Report) => [relative(file.name), (file.endTime - file.startTime) / 1000]),
    },
    beside,
  );

/** The end-to-end tests against the server started after the build; reported at once (they ran live). */
async function runE2e(beside: string[]) {
  const server = await (serverStarting ?? startServerAfterBuild());
  const ready = server ? await server.ready : undefined;
  if (!server) return cannotRun('end-to-end tests', 'not run: the build failed');
  if (!ready?.ok) {
    pieceSeconds.push(`end-to-end server start-up ${ready?.seconds.toFixed(0)} s`);
    console.log(readFileSync('.tmp/e2e-server.log', 'utf8').split('\n').slice(-30).join('\n'));
    cannotRun('end-to-end tests', `the end-to-end server ${ready?.why} (.tmp/e2e-server.log)`);
    await server.stop();
    return;
  }
  pieceSeconds.push(`end-to-end server start-up ${ready.seconds.toFixed(0)} s (CPU ${ready.cpu.toFixed(0)} s)`);
  if (beside.length) console.log(`\n━━ beside the end-to-end tests, one after the other: ${beside.join(', ')}`);
  const e2e = await startPiece('end-to-end tests', `npx playwright test ${e2eOnly.join(' ')}`.trim(), {
    log: '.tmp/e2e.log',
    live: true,
    env: { E2E_EXTERNAL_SERVER: '1' },
  });
  const up = await server.stop();
  // the server's CPU while the tests ran is theirs (Playwright used to start it as a child)
  e2e.cpu += up.cpu - ready.cpu;
  suite(
    e2e,
    PLAYWRIGHT_RESULTS,
    {
      count: (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected],
      failedNames: (r) => playwrightFailures(r.suites ?? []),
      files: (r) => playwrightFiles(r.suites ?? []),
    },
    beside,
  );
}

const checkNames = [
  ...(want('crash') ? ['crash and restart'] : []),
  ...(want('cluster') && clusterMissing.length === 0 ? ['cluster check'] : []),
];
let crash: PieceResult | undefined;
let cluster: PieceResult | undefined;
if (e2eAlone) {
  reportVitest(await runVitest(true), serverStarting ? ['the end-to-end server starting'] : []);
  if (want('e2e')) await runE2e([]);
  ({ crash, cluster } = await runChecks());
} else {
  // Three lines at once: the checks spend most of their time waiting on kills and failovers
  // (half a core), which Vitest fills; after each other, Vitest waited behind them on a machine
  // 40-60 % idle.
  const besideNames = [...(want('vitest') ? ['unit and integration tests'] : []), ...checkNames];
  const vitestRun = runVitest(!want('e2e'));
  const checksRun = runChecks();
  if (want('e2e')) await runE2e(besideNames);
  const vitest = await vitestRun;
  reportVitest(vitest, [...(want('e2e') ? ['end-to-end tests'] : []), ...checkNames]);
  ({ crash, cluster } = await checksRun);
}
const withE2e = e2eAlone
  ? []
  : [...(want('e2e') ? ['end-to-end tests'] : []), ...(want('vitest') ? ['unit and integration tests'] : [])];
check(crash, withE2e);
if (want('cluster') && clusterMissing.length > 0)
  cannotRun(
    'cluster check',
    `${clusterMissing.join(', ')} not installed; the cluster check needs them from Debian ` +
      `("apt-get install -y ${clusterMissing.join(' ')}"; .ci/run installs them)`,
    `cluster check (${clusterMissing.join(', ')} missing)`,
  );
check(cluster, withE2e);

/** Specs nest in suites; a test failed when its last result is neither passed nor skipped. */
function playwrightFailures(suites: Report[]): string[] {
  return suites.flatMap((s: Report) => [
    ...(s.specs ?? []).flatMap((spec: Report) =>
      (spec.tests ?? [])
        .filter((test: Report) => test.status === 'unexpected')
        .map((test: Report) => `${spec.file}:${spec.line} > ${spec.title} [${test.projectName}]`),
    ),
    ...playwrightFailures(s.suites ?? []),
  ]);
}

/** A spec file's time is the sum of its tests' (with two workers, files overlap in wall time). */
function playwrightFiles(suites: Report[]): [string, number][] {
  const byFile = new Map<string, number>();
  const walk = (list: Report[]) => {
    for (const s of list) {
      for (const spec of s.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? [])
            byFile.set(`e2e/${spec.file}`, (byFile.get(`e2e/${spec.file}`) ?? 0) + result.duration / 1000);
      walk(s.suites ?? []);
    }
  };
  walk(suites);
  return [...byFile];
}

/**
 * The first lines of a failed test's first message: Vitest's log is not printed whole (it ran
 * live), so without them the output of a CI run says which test failed but not why.
 */
function why(messages: string[] | undefined): string {
  const lines = (messages?.[0] ?? '').split('\n').filter((l) => l.trim() !== '');
  return lines.length
    ? `\n    ${lines
        .slice(0, 6)
        .map((l) => relative(l).slice(0, 300))
        .join('\n    ')}`
    : '';
}

function relative(file: string): string {
  return file.replace(`${process.cwd()}/`, '');
}

console.log(`\nPieces: ${pieceSeconds.join(', ')}`);
const slowest = [...fileSeconds].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`Slowest files: ${slowest.map(([file, s]) => `${file} ${s.toFixed(0)} s`).join(', ')}`);
for (const test of failedTests) console.log(`✗ ${test}`);
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll suites green.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
