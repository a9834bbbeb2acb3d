import type { PageSeo } from '@app/brands';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { metaT } from '../i18n/meta';
import { LOCALE_TAG, LOCALES, type Locale, localizedPath, OG_LOCALE, stripLocale } from './locale';
import { MOBILE_ALTERNATE_MEDIA, mobileAlternate } from './mobile-site';

/** The part of a meta match this module reads (typed loosely to accept every route's matches). */
type MetaMatch = { id: string; data?: unknown } | undefined;

/** What a page loader returns for its head: resolved metadata plus JSON-LD blocks. */
export interface PageMeta {
  seo: PageSeo;
  jsonLd: object[];
}

/** What the site layout loader shares with every page's meta (brand-level head data). */
export interface SiteHead {
  brandName: string;
  siteUrl: string;
  /** The brand's mobile host (decision 140), or null */
  mobileSiteUrl: string | null;
  /** This page is served on the mobile host (its canonical is the main host's page) */
  onMobileSite: boolean;
  siteVerification: string | null;
  /** The page's language (decision 145) */
  locale: Locale;
  notFound: PageSeo;
  serverError: PageSeo;
}

export const SITE_ROUTE_ID = 'layouts/site';

/** The address of a site path in a language, on the main host. */
function localizedUrl(head: SiteHead, path: string, locale: Locale): string {
  return `${head.siteUrl}${localizedPath(locale, path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/')}`;
}

function siteHead(matches: readonly MetaMatch[]): SiteHead | undefined {
  const site = matches.find((m) => m?.id === SITE_ROUTE_ID)?.data as { head?: SiteHead } | undefined;
  return site?.head;
}

function headTags(seo: PageSeo, jsonLd: object[], head: SiteHead | undefined): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { name: 'robots', content: seo.robots },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: seo.section === 'news' && seo.path !== '/tin-tuc' ? 'article' : 'website' },
    { property: 'og:locale', content: OG_LOCALE[head?.locale ?? 'vi'] },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:image', content: seo.image },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (head) tags.push({ property: 'og:site_name', content: head.brandName });
  // Every page exists in each language at the same path, the English one under /en: each names
  // all of them, Vietnamese as the default (decision 145). Pages kept out of the index name none.
  // On the mobile host the languages named are the mobile host's pages: Google wants separate
  // mobile URLs' hreflang to join mobile pages to mobile pages (desktop ones to desktop ones).
  if (head && seo.robots.startsWith('index') && seo.canonical === localizedUrl(head, seo.path, head.locale)) {
    const languageUrl = (locale: Locale) => {
      const url = localizedUrl(head, seo.path, locale);
      return (head.onMobileSite && mobileAlternate(url, head.siteUrl, head.mobileSiteUrl)) || url;
    };
    for (const locale of LOCALES) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: LOCALE_TAG[locale], href: languageUrl(locale) });
      if (locale !== head.locale) tags.push({ property: 'og:locale:alternate', content: OG_LOCALE[locale] });
    }
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: languageUrl('vi') });
  }
  // The main host's page names its mobile-host twin; the twin's canonical already names this page.
  const alternate =
    head && !head.onMobileSite ? mobileAlternate(seo.canonical, head.siteUrl, head.mobileSiteUrl) : null;
  if (alternate) tags.push({ tagName: 'link', rel: 'alternate', media: MOBILE_ALTERNATE_MEDIA, href: alternate });
  if (head?.siteVerification) tags.push({ name: 'google-site-verification', content: head.siteVerification });
  for (const block of jsonLd) tags.push({ 'script:ld+json': block as Record<string, unknown> });
  return tags;
}

/**
 * The `meta` export of every page: the page's own metadata, or on an error the not-found
 * or server-error metadata of the brand with the requested path as canonical.
 */
export function pageMeta(args: {
  data?: unknown;
  loaderData?: unknown;
  error?: unknown;
  location: { pathname: string };
  matches: readonly MetaMatch[];
}): MetaDescriptor[] {
  const head = siteHead(args.matches);
  const page = ((args.loaderData ?? args.data) as { page?: PageMeta } | undefined)?.page;
  if (!args.error && page) return headTags(page.seo, page.jsonLd, head);
  if (!head) return [{ title: metaT(args)('notFound.title') }, { name: 'robots', content: 'noindex, nofollow' }];
  const base = isRouteErrorResponse(args.error) && args.error.status === 404 ? head.notFound : head.serverError;
  const path = stripLocale(args.location.pathname).replace(/\/+$/, '') || '/';
  return headTags({ ...base, path, canonical: localizedUrl(head, path, head.locale) }, [], head);
}

/** Head of a client-rendered page (account area): brand title, never indexed. */
export function clientPageMeta(
  args: { location: { pathname: string }; matches: readonly MetaMatch[] },
  title: string,
): MetaDescriptor[] {
  const head = siteHead(args.matches);
  const path = stripLocale(args.location.pathname).replace(/\/+$/, '') || '/';
  const tags: MetaDescriptor[] = [
    { title: head ? `${title} | ${head.brandName}` : title },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
  if (head) tags.push({ tagName: 'link', rel: 'canonical', href: localizedUrl(head, path, head.locale) });
  return tags;
}
