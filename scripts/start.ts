/**
 * `npm start`: builds the site when its sources changed since the last build, then starts
 * the server (embedded PostgreSQL unless DATABASE_URL is set). `npm run dev` skips the
 * build and serves the site through Vite with hot reload.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const dev = process.argv.includes('--dev');
// React picks its build from NODE_ENV when first imported, so set it before loading the server.
process.env.NODE_ENV ??= dev ? 'development' : 'production';
const WEB_BUILD_SERVER = path.resolve('apps/web', process.env.WEB_BUILD_DIR ?? 'build', 'server/index.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(WEB_BUILD_SERVER)) return true;
  const built = statSync(WEB_BUILD_SERVER).mtimeMs;
  return ['apps/web', 'packages'].some((dir) => newestMtime(dir) > built);
}

if (!dev && buildIsStale()) {
  console.log('Building the site...');
  execSync('npm run build --workspace @app/web', { stdio: 'inherit' });
}
const { main } = await import('../apps/server/src/main');
await main({ web: dev ? 'development' : 'production' });
