import { formatNumber, formatVnd } from '@app/contract/format';
import type { Brand } from './brand';
import {
  BRAND_TEXT,
  PAGES,
  type PageDef,
  type PageKey,
  type PageSection,
  type PageText,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
} from './pages';
import { PAGES_EN } from './pages-en';

/*
 * A page's metadata for one brand and language (product.md section 1): the texts of pages.ts
 * with their placeholders filled, the canonical address, robots, picture and breadcrumbs.
 */

const shortVnd = (n: number) =>
  n >= 1_000_000 ? `${formatNumber(n / 1_000_000)} triệu` : `${formatNumber(n / 1000)}K`;

/**
 * What `{support}` and `{Support}` say: the hours the operator's support staff set ("hỗ trợ
 * 8:00 – 22:00 hằng ngày"), or no hours at all when none are set: the copy never promises a
 * "24/7" nobody configured (issue 30).
 */
export function supportPhrase(
  hours: string | null | undefined,
  locale: SiteLocale = 'vi',
): { support: string; Support: string } {
  const h = hours?.trim();
  // the hours are staff's words, in the language they wrote them
  if (locale === 'en') {
    return h
      ? { support: `support ${h}`, Support: `Support ${h}` }
      : { support: 'dedicated support', Support: 'Dedicated support' };
  }
  return h
    ? { support: `hỗ trợ ${h}`, Support: `Hỗ trợ ${h}` }
    : { support: 'hỗ trợ tận tâm', Support: 'Hỗ trợ tận tâm' };
}

/**
 * Fills {brand}, {tagline}, {refund} and the other figure placeholders of a template; `extra`
 * fills what comes from the operator's settings ({support}, {Support}: supportPhrase).
 */
export function fillTemplate(template: string, brand: Brand, extra: Readonly<Record<string, string>> = {}): string {
  const values: Record<string, string> = {
    ...extra,
    brand: brand.brandName,
    refund: formatNumber(brand.refundRatePercent),
    sportsRefund: formatNumber(brand.figures.sportsRefundPercent),
    cap100: formatVnd(brand.figures.firstDeposit100CapVnd),
    cap50: formatVnd(brand.figures.firstDeposit50CapVnd),
    code: shortVnd(brand.figures.newPlayerCodeVnd),
    appBonus: shortVnd(brand.figures.appBonusVnd),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  // the brand's own texts hold placeholders too ({support} in a description)
  values.tagline = fill(brand.tagline);
  values.description = fill(brand.description);
  return fill(template);
}

/** Resolved metadata of one page for one brand. */
export interface PageSeo extends PageText {
  path: string;
  canonical: string;
  robots: string;
  image: string;
  section: PageSection;
  breadcrumbs: { name: string; url: string; position: number }[];
}

export function ogImageUrl(brand: Brand): string {
  return `${brand.siteUrl}/images/og/${brand.appName}.jpg`;
}

/** Canonical = site URL + path, without query or trailing slash (the root stays '/'). */
export function canonicalUrl(brand: Brand, path: string, locale: SiteLocale = 'vi'): string {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  // the English site is the same pages under /en (decision 145); its root is '/en'
  if (locale === 'en') return `${brand.siteUrl}/en${clean}`;
  return `${brand.siteUrl}${clean || '/'}`;
}

/** A fixed page's short name (breadcrumbs, lobby tabs, hub cards) in the page's language. */
export function pageCrumb(key: PageKey, locale: SiteLocale = 'vi'): string {
  return (locale === 'en' ? PAGES_EN[key]?.crumb : undefined) ?? PAGES[key].crumb;
}

/** The site's languages (decision 145): Vietnamese at the root, English under /en. */
export type SiteLocale = 'vi' | 'en';

function breadcrumbsFor(brand: Brand, path: string, leafName: string, locale: SiteLocale = 'vi') {
  const crumbOf = (key: string, def: PageDef) => (locale === 'en' ? (PAGES_EN[key]?.crumb ?? def.crumb) : def.crumb);
  const crumbs = [{ name: crumbOf('home', PAGES.home), url: canonicalUrl(brand, '/', locale) }];
  const segments = path.split('/').filter(Boolean);
  for (let i = 0; i < segments.length; i++) {
    const sub = `/${segments.slice(0, i + 1).join('/')}`;
    const isLeaf = i === segments.length - 1;
    const known = Object.entries(PAGES as Record<string, PageDef>).find(([, p]) => p.path === sub);
    if (!isLeaf && !known) continue;
    crumbs.push({
      name: isLeaf ? leafName : known ? crumbOf(known[0], known[1]) : sub,
      url: canonicalUrl(brand, sub, locale),
    });
  }
  return crumbs.map((c, i) => ({ ...c, position: i + 1 }));
}

/** Metadata of a fixed page for a brand. */
export function pageSeo(
  brand: Brand,
  key: PageKey,
  locale: SiteLocale = 'vi',
  extra: Readonly<Record<string, string>> = supportPhrase(null, locale),
): PageSeo {
  const def: PageDef = PAGES[key];
  const english = locale === 'en' ? PAGES_EN[key] : undefined;
  // a brand's own Vietnamese texts do not apply to the English page; a page without English
  // texts keeps the Vietnamese ones (the fallback language)
  const override = english ?? BRAND_TEXT[brand.appName]?.[key] ?? {};
  const text = { ...def, ...override };
  const fill = (s: string) => fillTemplate(s, brand, extra);
  return {
    path: def.path,
    section: def.section,
    title: fill(text.title),
    description: fill(text.description),
    keywords: fill(text.keywords),
    h1: fill(text.h1),
    h2: text.h2 ? fill(text.h2) : undefined,
    canonical: canonicalUrl(brand, def.path, locale),
    robots: def.index ? ROBOTS_INDEX : ROBOTS_NOINDEX,
    image: ogImageUrl(brand),
    breadcrumbs:
      key === 'home'
        ? breadcrumbsFor(brand, '/', english?.crumb ?? def.crumb, locale)
        : breadcrumbsFor(brand, def.path, english?.crumb ?? def.crumb, locale),
  };
}

/** Metadata of a page that comes from a database record (article, content page, promotion). */
export function dynamicPageSeo(
  brand: Brand,
  input: {
    path: string;
    section: PageSection;
    title: string;
    description: string;
    keywords?: string;
    h1?: string;
    h2?: string;
    image?: string | null;
    index?: boolean;
  },
  locale: SiteLocale = 'vi',
): PageSeo {
  return {
    path: input.path,
    section: input.section,
    title: `${input.title} | ${brand.brandName}`,
    description: input.description,
    keywords: input.keywords ?? `${input.title.toLowerCase()}, ${brand.brandName}`,
    h1: input.h1 ?? input.title,
    h2: input.h2,
    canonical: canonicalUrl(brand, input.path, locale),
    robots: input.index === false ? ROBOTS_NOINDEX : ROBOTS_INDEX,
    image: input.image ? new URL(input.image, `${brand.siteUrl}/`).href : ogImageUrl(brand),
    breadcrumbs: breadcrumbsFor(brand, input.path, input.title, locale),
  };
}

/** Metadata for a path no page answers: not indexable, canonical still the requested path. */
export function notFoundSeo(brand: Brand, path: string, locale: SiteLocale = 'vi'): PageSeo {
  return { ...pageSeo(brand, 'error-404', locale), path, canonical: canonicalUrl(brand, path, locale) };
}

/** Every indexable fixed page, for the sitemap. */
export function indexablePages(): PageDef[] {
  return Object.values(PAGES as Record<string, PageDef>).filter((p) => p.index);
}

/** The fixed page registered for a path, if any. */
export function pageKeyForPath(path: string): PageKey | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return (Object.keys(PAGES) as PageKey[]).find((k) => PAGES[k].path === clean);
}
