import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const { brand } = siteOf(context);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account',
    'Disallow: /game/',
    'Disallow: /api/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${brand.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
