/**
 * `npm start`: builds the site and the back office (/admin) when their sources changed since
 * the last build, then starts the server (embedded PostgreSQL unless DATABASE_URL is set).
 * `npm run dev` skips the site's build and serves it through Vite with hot reload.
 */
import { buildAdminIfStale, buildSiteIfStale } from './site-build';

const dev = process.argv.includes('--dev');
// React picks its build from NODE_ENV when first imported, so set it before loading the server.
process.env.NODE_ENV ??= dev ? 'development' : 'production';

if (!dev) buildSiteIfStale();
// The back office is a static build in both modes (decision 078).
buildAdminIfStale();
const { main } = await import('../apps/server/src/main');
await main({ web: dev ? 'development' : 'production' });
