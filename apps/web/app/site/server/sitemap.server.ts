import { brandPromotionSlugs, indexablePages } from '@app/brands';
import { LOCALE_TAG, LOCALES, localizedPath } from '../../lib/locale';
import { MOBILE_ALTERNATE_MEDIA, mobileAlternate } from '../../lib/mobile-site';
import type { Site } from './site.server';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * Every indexable page: the fixed pages of product.md section 2 (only this brand's named
 * promotion pages), then database pages: news articles, content pages and, once the
 * promotions module exists, live promotions and events; published tournaments and the VIP page.
 */
export async function buildSitemap(site: Site): Promise<string> {
  const { brand, server } = site;
  const ownPromotions = new Set(brandPromotionSlugs(brand).map((s) => `/khuyen-mai/${s}`));
  const urls: { path: string; lastModified?: string; english?: boolean }[] = indexablePages()
    .filter((p) => !p.path.startsWith('/khuyen-mai/') || ownPromotions.has(p.path))
    .map((p) => ({ path: p.path }));

  if (server.content) urls.push(...(await server.content.sitemapEntries()));
  if (server.promotions) {
    for (const kind of ['promotion', 'event'] as const) {
      const root = kind === 'promotion' ? '/khuyen-mai' : '/su-kien';
      // their titles and terms are generated in the page's language (decision 163)
      for (const item of await server.promotions.list(kind)) urls.push({ path: `${root}/${item.slug}`, english: true });
    }
  }

  // tournaments players can still read (running, upcoming, finished with their results) and the
  // VIP page once a ladder is published (decision 144)
  if (server.tournaments) {
    urls.push({ path: '/dua-top', english: true });
    for (const x of await server.tournaments.list()) urls.push({ path: `/dua-top/${x.slug}`, english: true });
  }
  if (server.vip && (await server.vip.program())) urls.push({ path: '/vip', english: true });

  const unique = [...new Map(urls.map((u) => [u.path, u])).values()];
  const mobileHost = site.config.MOBILE_SITE_URL ?? null;
  const entry = (url: string, lastModified: string | undefined, languages: string) => {
    const loc = `<loc>${escapeXml(url)}</loc>`;
    const lastmod = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
    const mobile = mobileAlternate(url, brand.siteUrl, mobileHost);
    const alternate = mobile
      ? `<xhtml:link rel="alternate" media="${MOBILE_ALTERNATE_MEDIA}" href="${escapeXml(mobile)}"/>`
      : '';
    return `  <url>${loc}${lastmod}${languages}${alternate}</url>`;
  };
  const fixed = new Set(indexablePages().map((p) => p.path));
  const body = unique
    .flatMap((u) => {
      const vi = `${brand.siteUrl}${u.path === '/' ? '/' : u.path}`;
      // The fixed pages have an English twin under /en, and each names both and the default
      // (decision 145); so do pages built from records that read in English (decision 170: news
      // with staff's English, generated promotion, tournament and VIP pages). Others are listed once.
      if (!fixed.has(u.path) && !u.english) return [entry(vi, u.lastModified, '')];
      const en = `${brand.siteUrl}${localizedPath('en', u.path)}`;
      const languages = [
        ...LOCALES.map((l) => [LOCALE_TAG[l], l === 'en' ? en : vi] as const),
        ['x-default', vi] as const,
      ]
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}"/>`)
        .join('');
      return [entry(vi, u.lastModified, languages), entry(en, u.lastModified, languages)];
    })
    .join('\n');
  // Language alternates (and, with a mobile host, each page's mobile twin: Google's separate
  // mobile URLs) are xhtml:link elements; both hosts serve this one sitemap of main-host addresses.
  const xhtml = ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${body}\n</urlset>\n`;
}
