import { PAGES, type PageKey, pageKeyForPath } from '@app/brands';
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
    return { to: def.path, title: def.crumb, blurb: fixedPage(site, key).seo.description };
  });
}

/** The fixed page for the request path, or a 404 (route validation). */
export function fixedPageFor(site: Site, request: Request): { key: PageKey; page: PageMeta } {
  const key = pageKeyForPath(stripLocale(new URL(request.url).pathname));
  if (!key) notFound(request);
  return { key, page: fixedPage(site, key) };
}
