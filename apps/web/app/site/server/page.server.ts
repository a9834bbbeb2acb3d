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
 * Head data of a page built from a database record. Staff write these in Vietnamese and they have
 * no English version, so on the English site the record keeps the Vietnamese page as its
 * canonical and names no language alternates (decision 145).
 */
export function recordPage(site: Site, input: Parameters<typeof dynamicPageSeo>[1]): PageMeta {
  const seo = dynamicPageSeo(site.brand, input, 'vi');
  return { seo, jsonLd: jsonLdFor(site, seo) };
}

/**
 * Head data of a page the site writes in each language from its catalogues (VIP, tournaments, a
 * partner's lobby), built as a record's is: it is the page of its own language, with its
 * canonical and the language alternates, and breadcrumbs in that language.
 */
export function translatedPage(site: Site, input: Parameters<typeof dynamicPageSeo>[1]): PageMeta {
  const seo = dynamicPageSeo(site.brand, input, site.locale);
  return { seo, jsonLd: jsonLdFor(site, seo) };
}
