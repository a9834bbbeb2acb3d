import { PAGES, type PageKey, pageCrumb, pageKeyForPath } from '@app/brands';
import type { HubItem } from '../../components/section-hub';
import { stripLocale } from '../../lib/locale';
import { notFound } from '../../lib/not-found';
import type { PageMeta } from '../../lib/seo';
import { fixedPage } from './page.server';
import type { Site } from './site.server';

/** Cards for sub-pages of a section, titled and described from the brand's page texts. */
export function hubItems(site: Site, root: string, subs: readonly string[]): HubItem[] {
  return subs.map((sub) => {
    const key = (root ? `${root.slice(1)}/${sub}` : sub) as PageKey;
    const def = PAGES[key];
    return { to: def.path, title: pageCrumb(key, site.locale), blurb: fixedPage(site, key).seo.description };
  });
}

/** A fixed page's short name in the site's language (a partner's name on its sports page). */
export function pageName(site: Site, key: PageKey): string {
  return pageCrumb(key, site.locale);
}

/** The fixed page for the request path, or a 404 (route validation). */
export function fixedPageFor(site: Site, request: Request): { key: PageKey; page: PageMeta } {
  const key = pageKeyForPath(stripLocale(new URL(request.url).pathname));
  if (!key) notFound(request);
  return { key, page: fixedPage(site, key) };
}
