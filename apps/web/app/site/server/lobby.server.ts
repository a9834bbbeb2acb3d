import { type PageKey, pageCrumb, pageKeyForPath } from '@app/brands';
import { SLUG_PATTERN } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import type { LobbyState } from '../../features/games/lobby';
import { pageParam, searchParam } from '../../features/games/lobby';
import { tFor } from '../../i18n/instances.server';
import { localeOfPath, stripLocale } from '../../lib/locale';
import type { LobbyCategory } from '../../lib/lookups';
import { notFound } from '../../lib/not-found';
import type { PageMeta } from '../../lib/seo';
import { loadLobby } from './games.server';
import { fixedPage, translatedPage } from './page.server';
import { siteOf } from './site.server';

export interface LobbyPageData {
  page: PageMeta;
  lobby: LobbyState;
  tabs: { label: string; to: string }[];
}

/**
 * Loader of a lobby (live casino, game portal, mini games): the page's SEO from the brand,
 * its tabs, and games from the catalogue filtered by sub-page, partner, search and page.
 * A malformed page number, an unknown partner slug or a bad slug is a 404.
 */
export async function lobbyLoader(
  args: { context: Readonly<RouterContextProvider>; request: Request; params: { slug?: string } },
  opts: { category: LobbyCategory; root: string; subPages: readonly string[]; partnerSection?: 'casino' | 'games' },
): Promise<LobbyPageData> {
  const site = siteOf(args.context);
  const url = new URL(args.request.url);
  const page = pageParam(url);
  if (page === null) notFound(args.request);
  const search = searchParam(url);
  // a tab with no game behind it is not offered (decision 125); the page itself still answers
  const locale = localeOfPath(url.pathname);
  const path = stripLocale(url.pathname);
  const current = path.replace(/\/+$/, '');
  const filled = await Promise.all(
    opts.subPages.map(async (sub) => {
      const to = `${opts.root}/${sub}`;
      if (to === current || !site.server.games) return true;
      const found = await site.server.games
        .list({ category: opts.category, type: sub, page: 1, perPage: 1 })
        .catch(() => ({ total: 1 }));
      return found.total > 0;
    }),
  );
  const tabs = [
    { label: tFor(locale)('lobby.all'), to: opts.root },
    ...opts.subPages
      .filter((_sub, i) => filled[i])
      .map((sub) => ({
        label: pageCrumb(`${opts.root.slice(1)}/${sub}` as PageKey, locale),
        to: `${opts.root}/${sub}`,
      })),
  ];

  const key = pageKeyForPath(path);
  if (key) {
    const sub = path.replace(/\/+$/, '').slice(opts.root.length + 1) || undefined;
    return {
      page: fixedPage(site, key),
      lobby: await loadLobby(site, { category: opts.category, type: sub, page, search }),
      tabs,
    };
  }

  const slug = args.params.slug ?? '';
  if (!SLUG_PATTERN.test(slug) || !site.server.games) notFound(args.request);
  const partner = (await site.server.games.partners(opts.category)).find((p) => p.slug === slug);
  if (!partner) notFound(args.request);
  const section = pageCrumb(opts.root.slice(1) as PageKey, locale);
  return {
    page: translatedPage(site, {
      path: `${opts.root}/${slug}`,
      section: opts.partnerSection ?? 'games',
      title: `${partner.name} – ${section}`,
      description: tFor(locale)('lobby.partnerDescription', {
        partner: partner.name,
        brand: site.brand.brandName,
        section: section.toLowerCase(),
        support: site.support.support,
      }),
    }),
    lobby: await loadLobby(site, { category: opts.category, partner: slug, page, search }),
    tabs,
  };
}
