/**
 * `npm run bench:web`: how fast the player site answers and how heavy it is, measured
 * against a production build served by the real start-up path on its own port.
 *
 *  1. median server response time of the home page and a lobby page, one request at a time;
 *  2. throughput under 20 concurrent requests for both, next to a static asset of the same
 *     server in the same run (the ratio is what rendering costs);
 *  3. JavaScript bytes (gzip) a guest's home page loads, and what its first interaction adds
 *     (decision 116: guests' pages hydrate on the first intent);
 *  4. Lighthouse mobile scores (system Chromium) for home, a lobby and a content page.
 *
 * It prints a table with the targets of issue 20 (home JS <= 100 KB gzip, performance >= 95) and, last, `RESULT home_ms=<median response>
 * home_rps=<home rate> static_rps=<static asset rate> home_static_ratio=<home rate / static
 * rate> lobby_static_ratio=<lobby rate / static rate>` (issue 20: ratio >= 0.5, guests' pages
 * from the render cache of decision 110); `--write` also replaces the web section of
 * docs/benchmarks.md. Options: --no-build, --no-lighthouse, --port=N, --pg-port=N (default
 * port + 2300), --runs=N (Lighthouse runs per page, default 3: the run with the median
 * performance score is reported, as Lighthouse's guidance on variability recommends),
 * --lang=en (the English versions of the three pages, under `/en`; `--write` then fills the
 * English block of docs/benchmarks.md instead of the Vietnamese one), --report-dir=DIR (each
 * Lighthouse run's full report as JSON, to read where a page's blocking time went).
 * Loopback traffic only, bounded in count and time.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { median } from './bench-support';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const PORT = Number(arg('port') ?? 3190);
const PG_PORT = Number(arg('pg-port') ?? PORT + 2300);
const BASE = `http://localhost:${PORT}`;
// One data directory per port, so that two people benchmarking at once do not collide.
const DATA_DIR = `.tmp/bench-web-${PORT}`;
const RUNS = Math.max(1, Number(arg('runs') ?? 3));
const SEQUENTIAL = 100;
const CONCURRENCY = 20;
const LOAD_SECONDS = 5;
/** `vi` (the default language, at the root) or `en` (the same pages under `/en`, decision 145). */
const LANG = arg('lang') ?? 'vi';
if (LANG !== 'vi' && LANG !== 'en') throw new Error(`--lang must be vi or en, not ${LANG}`);
const PREFIX = LANG === 'en' ? '/en' : '';
const PAGES = { home: PREFIX || '/', lobby: `${PREFIX}/live-casino`, content: `${PREFIX}/gioi-thieu` };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = arg('report-dir');
let reports = 0;

// Issue 20: home JavaScript <= 100 KB gzip, mobile performance >= 95 (median of 3 runs).
const TARGETS = { medianMs: 30, homeJsKb: 100, performance: 95, seo: 100, accessibility: 95 };

async function startServer(): Promise<ChildProcess> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(PG_PORT),
      DATA_DIR,
      // Canonical URLs must point at the origin Lighthouse audits.
      SITE_URL: BASE,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  process.kill(-child.pid!, 'SIGTERM');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}

async function timedGet(path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${BASE}${path}`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return performance.now() - started;
}

async function sequentialMedian(path: string): Promise<number> {
  for (let i = 0; i < 20; i++) await timedGet(path);
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) times.push(await timedGet(path));
  return median(times);
}

/** Requests per second with CONCURRENCY clients looping for LOAD_SECONDS. */
async function throughput(path: string): Promise<number> {
  let done = 0;
  const until = performance.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await timedGet(path);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

interface HomeJs {
  /** What a guest's first load fetches: module preloads and running scripts' imports. */
  files: number;
  raw: number;
  gzip: number;
  /** The inline bootstrap of decision 116 (guests' pages), gzip bytes; 0 when the page hydrates at load. */
  bootstrapGzip: number;
  /** What the first interaction adds on a guest's page (the inert module script's imports and preloads). */
  laterFiles: number;
  laterGzip: number;
  /** A hashed script of the build, for the static-asset throughput. */
  asset: string;
}

const DEFERRED_TYPE = 'text/x-site-deferred-module';

async function gzipOf(urls: Iterable<string>): Promise<{ raw: number; gzip: number }> {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, BASE))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { raw, gzip };
}

/**
 * The JavaScript of the home page as a guest gets it: files its first load fetches (module
 * preloads, scripts with src, imports of the inline module scripts that run), gzipped, plus the
 * inline bootstrap; and, apart, what the first interaction loads (decision 116).
 */
async function homeJsGzipBytes(): Promise<HomeJs> {
  const html = await (await fetch(`${BASE}${PAGES.home}`)).text();
  const now = new Set<string>();
  const later = new Set<string>();
  let bootstrapGzip = 0;
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) now.add(m[1]!);
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = m;
    const src = /\ssrc="([^"]+\.js)"/.exec(attrs)?.[1];
    if (src) now.add(src);
    const deferred = attrs.includes(`type="${DEFERRED_TYPE}"`);
    const into = deferred ? later : now;
    for (const i of body.matchAll(/import\(?\s*"([^"]+\.js)"/g)) into.add(i[1]!);
    if (deferred)
      for (const href of /data-preload="([^"]*)"/.exec(attrs)?.[1]?.split(' ') ?? []) if (href) later.add(href);
    if (!deferred && body.includes(DEFERRED_TYPE)) bootstrapGzip = gzipSync(body).length;
  }
  for (const url of now) later.delete(url);
  const first = await gzipOf(now);
  const next = await gzipOf(later);
  const asset = [...now, ...later].find((u) => u.includes('/assets/'))!;
  return { files: now.size, ...first, bootstrapGzip, laterFiles: later.size, laterGzip: next.gzip, asset };
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** metrics of the reported run, ms (CLS unitless) */
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
  /** performance scores of all runs, in run order */
  all: number[];
}

const load1 = () => os.loadavg()[0]!.toFixed(1);

async function lighthouseRun(url: string): Promise<Omit<Scores, 'all'>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories: c, audits } = result!.lhr;
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${String(++reports).padStart(2, '0')}${new URL(url).pathname.replaceAll('/', '_') || '_'}.json`;
      writeFileSync(`${REPORT_DIR}/${name}`, JSON.stringify(result!.lhr));
    }
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    const metric = (k: string) => audits[k]?.numericValue ?? Number.NaN;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length) console.log(`  ${url} audits below 0.9: ${failing.join(', ')}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      si: metric('speed-index'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * RUNS Lighthouse runs per page, the pages interleaved (home, lobby, content, home, ...) so
 * that a burst of load from elsewhere on the machine does not land on one page only. The run
 * with the median performance score is reported.
 */
async function lighthouseScores(paths: string[]): Promise<Record<string, Scores>> {
  const runs: Record<string, Omit<Scores, 'all'>[]> = Object.fromEntries(paths.map((p) => [p, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const path of paths) {
      const run = await lighthouseRun(`${BASE}${path}`);
      console.log(
        `  lighthouse ${path} run ${i + 1}/${RUNS}: perf ${run.performance} (FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}) load ${load1()}`,
      );
      runs[path]!.push(run);
    }
  }
  const out: Record<string, Scores> = {};
  for (const [path, list] of Object.entries(runs)) {
    const sorted = [...list].sort((a, b) => a.performance - b.performance);
    out[path] = { ...sorted[Math.floor((sorted.length - 1) / 2)]!, all: list.map((r) => r.performance) };
  }
  return out;
}

const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build --workspace @app/web', { stdio: 'ignore' });
  const loadAtStart = load1();
  console.log(`Starting the site on ${BASE} ... (load average ${loadAtStart})`);
  const server = await startServer();
  try {
    const homeMs = await sequentialMedian(PAGES.home);
    const lobbyMs = await sequentialMedian(PAGES.lobby);
    const js = await homeJsGzipBytes();
    await throughput(js.asset);
    const staticRps = await throughput(js.asset);
    const homeRps = await throughput(PAGES.home);
    const lobbyRps = await throughput(PAGES.lobby);
    const loadBefore = load1();
    const lh = process.argv.includes('--no-lighthouse') ? {} : await lighthouseScores(Object.values(PAGES));
    const loadAfter = load1();

    const lines = [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${LANG === 'en' ? ' (English pages, `--lang=en`)' : ''} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, production build, embedded PostgreSQL; 1-minute load average ${loadAtStart} at the start, ${loadBefore} → ${loadAfter} during Lighthouse${Object.keys(lh).length ? ` (${RUNS} runs per page, median reported)` : ''}.`,
      '',
      '| measure | value | target | |',
      '|---|---|---|---|',
      `| median response, home \`${PAGES.home}\` (${SEQUENTIAL} sequential) | ${homeMs.toFixed(1)} ms | < ${TARGETS.medianMs} ms | ${ok(homeMs < TARGETS.medianMs)} |`,
      `| median response, lobby \`${PAGES.lobby}\` | ${lobbyMs.toFixed(1)} ms | < ${TARGETS.medianMs} ms | ${ok(lobbyMs < TARGETS.medianMs)} |`,
      `| throughput, static asset (${CONCURRENCY} concurrent, ${LOAD_SECONDS} s) | ${staticRps.toFixed(0)} req/s | reference | |`,
      `| throughput, home | ${homeRps.toFixed(0)} req/s (${((homeRps / staticRps) * 100).toFixed(1)} % of static) | | |`,
      `| throughput, lobby | ${lobbyRps.toFixed(0)} req/s (${((lobbyRps / staticRps) * 100).toFixed(1)} % of static) | | |`,
      `| home JavaScript a guest's first load fetches (${js.files} files${js.bootstrapGzip ? ' + inline bootstrap' : ''}) | ${((js.gzip + js.bootstrapGzip) / 1024).toFixed(1)} KB gzip (files ${(js.raw / 1024).toFixed(1)} KB raw; bootstrap ${(js.bootstrapGzip / 1024).toFixed(1)} KB gzip) | ≤ ${TARGETS.homeJsKb} KB | ${ok((js.gzip + js.bootstrapGzip) / 1024 <= TARGETS.homeJsKb)} |`,
      `| ↳ loaded on the guest's first interaction (decision 116) | ${js.laterFiles} files, ${(js.laterGzip / 1024).toFixed(1)} KB gzip | | |`,
    ];
    for (const [path, s] of Object.entries(lh)) {
      const pass =
        s.performance >= TARGETS.performance && s.seo >= TARGETS.seo && s.accessibility >= TARGETS.accessibility;
      lines.push(
        `| Lighthouse mobile \`${path}\` (perf / a11y / best practices / SEO) | ${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo} | ≥ ${TARGETS.performance} / ≥ ${TARGETS.accessibility} / – / ${TARGETS.seo} | ${ok(pass)} |`,
        `| ↳ \`${path}\` that run: FCP / LCP / TBT / CLS; perf of every run | ${(s.fcp / 1000).toFixed(1)} s / ${(s.lcp / 1000).toFixed(1)} s / ${s.tbt.toFixed(0)} ms / ${s.cls.toFixed(3)}; ${s.all.join(', ')} | | |`,
      );
    }
    const report = lines.join('\n');
    console.log(`\n${report}\n`);

    if (process.argv.includes('--write')) {
      const file = 'docs/benchmarks.md';
      const marker = LANG === 'en' ? 'bench:web:en' : 'bench:web';
      const start = `<!-- ${marker}:start -->`;
      const end = `<!-- ${marker}:end -->`;
      const block = `${start}\n${report}\n${end}`;
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
      const next = current.includes(start)
        ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
        : `${current.trimEnd()}\n\n## Web (player site)\n\n\`npm run bench:web\` — see scripts/bench-web.ts for what is measured.\n\n${block}\n`;
      writeFileSync(file, next);
      console.log(`Updated ${file}`);
    }
    console.log(
      `RESULT home_js_kb=${((js.gzip + js.bootstrapGzip) / 1024).toFixed(1)} home_ms=${homeMs.toFixed(1)} home_rps=${homeRps.toFixed(0)} static_rps=${staticRps.toFixed(0)} home_static_ratio=${(homeRps / staticRps).toFixed(2)} lobby_static_ratio=${(lobbyRps / staticRps).toFixed(2)}`,
    );
  } finally {
    await stopServer(server);
  }
}

await main();
