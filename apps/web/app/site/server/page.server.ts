import {
  breadcrumbJsonLd,
  casinoJsonLd,
  dynamicPageSeo,
  faqJsonLd,
  organizationJsonLd,
  type PageKey,
  type PageSeo,
  pageSeo,
  sportsBettingJsonLd,
  websiteJsonLd,
} from '@app/brands';
import type { PageMeta } from '../../lib/seo';
import type { Site } from './site.server';

export interface JsonLdOptions {
  faq?: { question: string; answer: string }[];
}

/** JSON-LD blocks of a page: breadcrumbs everywhere but home, plus what its section calls for. */
export function jsonLdFor(site: Site, seo: PageSeo, opts: JsonLdOptions = {}): object[] {
  const { brand } = site;
  if (seo.path === '/') return [websiteJsonLd(brand), organizationJsonLd(brand), casinoJsonLd(brand)];
  const blocks: object[] = [breadcrumbJsonLd(seo.breadcrumbs)];
  if (seo.section === 'casino') blocks.push(casinoJsonLd(brand));
  if (seo.section === 'sports') blocks.push(sportsBettingJsonLd(brand));
  if (opts.faq?.length) blocks.push(faqJsonLd(opts.faq));
  return blocks;
}

/** Head data of a fixed page of product.md section 2. */
export function fixedPage(site: Site, key: PageKey, opts: JsonLdOptions = {}): PageMeta {
  const seo = pageSeo(site.brand, key, site.locale, site.support);
  return { seo, jsonLd: jsonLdFor(site, seo, opts) };
}

/**
 * Head data of a page built from a database record. On the English site a record read in English
 * (staff's English version, or texts the server generates in the page's language) is an English
 * page with its language alternates (decision 170); one staff wrote in Vietnamese only keeps the
 * Vietnamese page as its canonical and names no alternates (decision 145). Either way the visible
 * breadcrumbs are in the site's language.
 */
export function recordPage(
  site: Site,
  input: Parameters<typeof dynamicPageSeo>[1],
  { english = false }: { english?: boolean } = {},
): PageMeta {
  const seo = dynamicPageSeo(site.brand, input, english ? site.locale : 'vi');
  if (site.locale !== 'vi' && !english) seo.breadcrumbs = dynamicPageSeo(site.brand, input, site.locale).breadcrumbs;
  return { seo, jsonLd: jsonLdFor(site, seo) };
}

/**
 * Head data of a page the site writes in each language from its catalogues (VIP, tournaments, a
 * partner's lobby), built as a record's is: it is the page of its own language, with its
 * canonical and the language alternates, and breadcrumbs in that language.
 */
export function translatedPage(site: Site, input: Parameters<typeof dynamicPageSeo>[1]): PageMeta {
  return recordPage(site, input, { english: true });
}
