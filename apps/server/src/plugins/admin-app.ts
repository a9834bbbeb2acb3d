import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const ADMIN_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../admin');
// ADMIN_BUILD_DIR lets several checkouts build side by side (like WEB_BUILD_DIR for the site).
export const ADMIN_BUILD = path.resolve(ADMIN_ROOT, process.env.ADMIN_BUILD_DIR ?? 'dist');

/**
 * The back office (apps/admin, decision 078): a single-page app at /admin whose every route
 * answers the same index.html, and its hashed files under /admin/assets. The data comes from
 * /admin-api, which checks the staff session and role on every call; the page itself holds
 * nothing secret. Its Content-Security-Policy is set by plugins/security-headers.ts.
 */
export async function adminAppPlugin(app: FastifyInstance) {
  const indexFile = path.join(ADMIN_BUILD, 'index.html');
  if (existsSync(path.join(ADMIN_BUILD, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(ADMIN_BUILD, 'assets'),
      prefix: '/admin/assets/',
      immutable: true,
      maxAge: '1y',
      decorateReply: false,
    });
  }
  let cached: string | null = null;
  const page = async (_request: unknown, reply: FastifyReply) => {
    // read once: a rebuild comes with a restart (npm start builds before serving)
    cached ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
    if (!cached) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'Trang quản trị chưa được build: chạy "npm run build --workspace @app/admin" (npm start tự làm việc này).',
        );
    }
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(cached);
  };
  app.get('/admin', { schema: { hide: true } }, page);
  app.get('/admin/*', { schema: { hide: true } }, page);
}
