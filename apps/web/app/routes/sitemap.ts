import { siteOf } from '../site/server/site.server';
import { buildSitemap } from '../site/server/sitemap.server';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await buildSitemap(siteOf(context));
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=900' },
  });
}
