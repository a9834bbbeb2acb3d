import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/manifest';

/** The web app manifest of the brand (install prompt, home-screen icon). */
export function loader({ context }: Route.LoaderArgs) {
  const { brand } = siteOf(context);
  const manifest = {
    name: brand.brandName,
    short_name: brand.brandName,
    description: brand.description,
    lang: 'vi',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: '/images/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/images/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
