/**
 * `npm start`: builds the site when its sources changed since the last build, then starts
 * the server (embedded PostgreSQL unless DATABASE_URL is set). `npm run dev` skips the
 * build and serves the site through Vite with hot reload.
 */
import { buildSiteIfStale } from './site-build';

const dev = process.argv.includes('--dev');
// React picks its build from NODE_ENV when first imported, so set it before loading the server.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

if (!dev) buildSiteIfStale();
const { main } = await import('../apps/server/src/main');
await main({ web: dev ? 'development' : 'production' });
