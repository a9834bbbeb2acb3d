/**
 * `npm test`: lint, the alert rules (`promtool test rules`, decision 130), typecheck, unit + integration tests (Vitest, real PostgreSQL),
 * end-to-end tests (Playwright, system Chromium) and the cluster check (`cluster:check`:
 * HAProxy, PgBouncer, a streaming replica, an instance killed under load; decision 112), then
 * one summary line that counts every test and check: `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
ensureSystemPackages();
let passed = 0;
let failed = 0;
const failures: string[] = [];

/** Wall and CPU seconds of each piece, printed at the end (docs/testing.md keeps the shares). */
const pieceSeconds: [string, number, number][] = [];

/**
 * The command in a shell that, once it ends, writes the CPU time of every process it waited for
 * (the `times` builtin: user and sys of its process tree) to `file`, keeping the exit status.
 */
function timed(command: string, file: string): string {
  return `${command}\ns=$?\ntimes > ${file}\nexit $s`;
}

/** User + sys seconds from `times`' second line (the children's), 0 when it is missing. */
function cpuSeconds(file: string): number {
  const line = existsSync(file) ? readFileSync(file, 'utf8').split('\n')[1] : undefined;
  const m = line?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  return m ? Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]) : 0;
}

let pieceNo = 0;
function run(name: string, command: string, env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const times = `.tmp/piece-${++pieceNo}.times`;
  const result = spawnSync(timed(command, times), {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  pieceSeconds.push([name, (Date.now() - started) / 1000, cpuSeconds(times)]);
  return result.status === 0;
}

function count(name: string, ok: boolean) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

function check(name: string, command: string) {
  count(name, run(name, command));
}

/**
 * Pieces that are each mostly one core (tsc, Rollup) run side by side; each one's output is kept
 * in `.tmp/<file>.log` and printed whole when it ends, so the log still reads one piece at a time.
 */
async function checksSideBySide(pieces: { name: string; command: string; log: string }[]) {
  const results = await Promise.all(
    pieces.map(
      ({ name, command, log }) =>
        new Promise<{ name: string; command: string; log: string; ok: boolean; seconds: number; cpu: number }>(
          (resolve) => {
            const started = Date.now();
            const out = createWriteStream(log);
            const times = `.tmp/piece-${++pieceNo}.times`;
            const child = spawn(timed(command, times), { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
            child.stdout.pipe(out, { end: false });
            child.stderr.pipe(out, { end: false });
            child.on('close', (code) =>
              out.end(() =>
                resolve({
                  name,
                  command,
                  log,
                  ok: code === 0,
                  seconds: (Date.now() - started) / 1000,
                  cpu: cpuSeconds(times),
                }),
              ),
            );
          },
        ),
    ),
  );
  for (const r of results) {
    console.log(`\n━━ ${r.name}: ${r.command} (side by side, ${r.seconds.toFixed(0)} s)`);
    process.stdout.write(readFileSync(r.log, 'utf8'));
    pieceSeconds.push([r.name, r.seconds, r.cpu]);
    count(r.name, r.ok);
  }
}

/**
 * The system programs the suite runs besides Node: Chromium for the end-to-end tests and the
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

/** Seconds the cluster check may take in all (about 3 minutes; its own deadline is shorter). */
const CLUSTER_CHECK_LIMIT_S = 480;

/** The cluster's Debian packages, by a file each installs (.ci/run installs them). */
const CLUSTER_PACKAGES: [string, string][] = [
  ['haproxy', '/usr/sbin/haproxy'],
  ['pgbouncer', '/usr/sbin/pgbouncer'],
  ['patroni', '/usr/bin/patroni'],
  ['etcd-server', '/usr/bin/etcd'],
  ['postgresql-15', '/usr/lib/postgresql/15/bin/pg_rewind'],
  ['pgbackrest', '/usr/bin/pgbackrest'],
];

/**
 * `cluster:check --quick` as one counted check, after the end-to-end suite (both load the two
 * cores; run together they slow each other past their time limits): the instance kill and the
 * primary failover under load with one-second load windows (decision 135; the full drills and
 * `backup:check` run on their own commands). Its ports (3220-3224, 6440, 5520-5531, 8520-8521,
 * 2479-2480) are not the end-to-end server's (3199, 5499). Without the cluster's packages it
 * cannot run: that is said once and counted as a failure, not skipped.
 */
function clusterCheck() {
  const missing = CLUSTER_PACKAGES.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
  if (missing.length > 0) {
    console.error(
      `\n━━ cluster check: FAILED: ${missing.join(', ')} not installed; the cluster check needs them from ` +
        `Debian ("apt-get install -y ${missing.join(' ')}"; .ci/run installs them)`,
    );
    failed++;
    failures.push(`cluster check (${missing.join(', ')} missing)`);
    return;
  }
  // SIGTERM at the limit lets the check stop everything it started; SIGKILL a minute later.
  check(
    'cluster check',
    `timeout --kill-after=60 ${CLUSTER_CHECK_LIMIT_S} node --import tsx scripts/cluster/check.ts --fresh --quick`,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: each runner writes its own JSON report shape
type Report = any;

/** The failed tests' names, printed again at the end so that the last lines of a run say what failed. */
const failedTests: string[] = [];

/** Seconds per test file across the suites, for the five slowest printed at the end. */
const fileSeconds: [string, number][] = [];

function suite(
  name: string,
  command: string,
  resultsFile: string,
  read: {
    count: (json: Report) => [number, number];
    failedNames: (json: Report) => string[];
    files: (json: Report) => [string, number][];
  },
) {
  rmSync(resultsFile, { force: true });
  const ok = run(name, command);
  if (!existsSync(resultsFile)) {
    failed++;
    failures.push(`${name} (no results)`);
    return;
  }
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const [p, f] = read.count(report);
  failedTests.push(...read.failedNames(report).map((test) => `${name}: ${test}`));
  fileSeconds.push(...read.files(report));
  passed += p;
  failed += f;
  if (f > 0 || !ok) failures.push(name);
  if (!ok && f === 0) failed++;
}

const withE2e = !process.argv.includes('--no-e2e');
check('lint', 'npx biome check .');
check('alert rules', 'npm run test:alerts');
// The web typegen writes what tsc reads and nothing the build writes (decision 131).
await checksSideBySide([
  { name: 'typecheck', command: 'npm run typecheck', log: '.tmp/typecheck.log' },
  ...(withE2e ? [{ name: 'build', command: 'npm run build', log: '.tmp/build.log' }] : []),
]);
suite(
  'unit and integration tests',
  'npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json',
  '.tmp/vitest-results.json',
  {
    count: (r) => [r.numPassedTests, r.numFailedTests],
    failedNames: (r) =>
      r.testResults.flatMap((file: Report) =>
        file.assertionResults
          .filter((test: Report) => test.status === 'failed')
          .map((test: Report) => `${relative(file.name)} > ${test.fullName}`),
      ),
    files: (r) => r.testResults.map((file: Report) => [relative(file.name), (file.endTime - file.startTime) / 1000]),
  },
);
if (withE2e) {
  check('crash and restart', 'node --import tsx scripts/crash-restart.ts');
  suite('end-to-end tests', 'npx playwright test', '.tmp/playwright-results.json', {
    count: (r) => [r.stats.expected + r.stats.flaky, r.stats.unexpected],
    failedNames: (r) => playwrightFailures(r.suites ?? []),
    files: (r) => playwrightFiles(r.suites ?? []),
  });
}

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

function relative(file: string): string {
  return file.replace(`${process.cwd()}/`, '');
}

if (withE2e && !process.argv.includes('--no-cluster')) clusterCheck();

console.log(
  `\nPieces: ${pieceSeconds.map(([name, s, cpu]) => `${name} ${s.toFixed(0)} s (CPU ${cpu.toFixed(0)} s)`).join(', ')}`,
);
const slowest = [...fileSeconds].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`Slowest files: ${slowest.map(([file, s]) => `${file} ${s.toFixed(0)} s`).join(', ')}`);
for (const test of failedTests) console.log(`✗ ${test}`);
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll suites green.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
