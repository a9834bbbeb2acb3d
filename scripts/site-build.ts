/**
 * Whether the site's build is older than its sources, and building it: `npm start` builds before
 * serving, and the integration tests that render pages build before rendering.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_BUILD_SERVER = path.resolve(ROOT, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function siteBuildIsStale(): boolean {
  if (!existsSync(WEB_BUILD_SERVER)) return true;
  const built = statSync(WEB_BUILD_SERVER).mtimeMs;
  return ['apps/web', 'packages'].some((dir) => newestMtime(path.join(ROOT, dir)) > built);
}

/**
 * One build of `name` at a time across processes: test files running in parallel each build on
 * demand, and a second build would rewrite the files the first one's server is reading. Whoever
 * waited checks again before building.
 */
function oneAtATime(name: string, build: () => void): void {
  const lock = path.join(ROOT, '.tmp', `${name}-build.lock`);
  mkdirSync(path.dirname(lock), { recursive: true });
  const nap = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // a build that died holding the lock: builds take a few minutes at most
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) rmSync(lock, { recursive: true, force: true });
      else Atomics.wait(nap, 0, 0, 250);
    }
  }
  try {
    build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Builds the site when its sources changed since the last build. */
export function buildSiteIfStale(log: (line: string) => void = console.log): void {
  if (!siteBuildIsStale()) return;
  oneAtATime('site', () => {
    if (!siteBuildIsStale()) return;
    log('Building the site...');
    execSync('npm run build --workspace @app/web', { stdio: 'inherit', cwd: ROOT });
  });
}

export const ADMIN_BUILD_INDEX = path.resolve(ROOT, 'apps/admin', process.env.ADMIN_BUILD_DIR ?? 'dist', 'index.html');

/** Whether the back office's build (apps/admin) is older than its sources or the contract it uses. */
export function adminBuildIsStale(): boolean {
  if (!existsSync(ADMIN_BUILD_INDEX)) return true;
  const built = statSync(ADMIN_BUILD_INDEX).mtimeMs;
  // the info pages' editor starts from the site's copy (decision 100)
  const infoCopy = path.join(ROOT, 'apps/web/app/i18n/pages/info.ts');
  return (
    ['apps/admin', 'packages/contract'].some((dir) => newestMtime(path.join(ROOT, dir)) > built) ||
    (existsSync(infoCopy) && statSync(infoCopy).mtimeMs > built)
  );
}

/** Builds the back office when its sources changed since the last build. */
export function buildAdminIfStale(log: (line: string) => void = console.log): void {
  if (!adminBuildIsStale()) return;
  oneAtATime('admin', () => {
    if (!adminBuildIsStale()) return;
    log('Building the back office...');
    execSync('npm run build --workspace @app/admin', { stdio: 'inherit', cwd: ROOT });
  });
}
