import {
  BUSINESS,
  breadcrumbJsonLd,
  casinoJsonLd,
  dynamicPageSeo,
  faqJsonLd,
  getBrand,
  organizationJsonLd,
  pageSeo,
  sportsBettingJsonLd,
  websiteJsonLd,
} from '@app/brands';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import type {
  BreadcrumbList,
  Casino,
  EntertainmentBusiness,
  FAQPage,
  Organization,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { MOBILE_ALTERNATE_MEDIA, mobileAlternate, onMobileSite } from '../../lib/mobile-site';
import { pageMeta, SITE_ROUTE_ID, type SiteHead } from '../../lib/seo';
import { jsonLdFor, recordPage } from './page.server';
import type { Site } from './site.server';
import { buildSitemap } from './sitemap.server';

const brand = getBrand('xc06', { siteUrl: 'https://xc06.example' });
const site = { brand, config: {}, server: {} } as unknown as Site;

function types(blocks: object[]): string[] {
  return blocks.map((b) => (b as { '@type': string })['@type']);
}

describe('structured data', () => {
  it('should be typed by schema.org (schema-dts)', () => {
    expectTypeOf(websiteJsonLd(brand)).toEqualTypeOf<WithContext<WebSite>>();
    expectTypeOf(organizationJsonLd(brand)).toEqualTypeOf<WithContext<Organization>>();
    expectTypeOf(casinoJsonLd(brand)).toEqualTypeOf<WithContext<Casino>>();
    expectTypeOf(sportsBettingJsonLd(brand)).toEqualTypeOf<WithContext<EntertainmentBusiness>>();
    expectTypeOf(faqJsonLd([])).toEqualTypeOf<WithContext<FAQPage>>();
    expectTypeOf(breadcrumbJsonLd([])).toEqualTypeOf<WithContext<BreadcrumbList>>();
    const thing: Thing = casinoJsonLd(brand);
    expect(thing).toBeTruthy();
  });

  it('should carry the business constants of product.md section 9', () => {
    for (const block of [casinoJsonLd(brand), sportsBettingJsonLd(brand)]) {
      expect(block).toMatchObject({
        '@context': 'https://schema.org',
        priceRange: '1 - 1000000',
        numberOfEmployees: { '@type': 'QuantitativeValue', value: 40 },
        currenciesAccepted: 'VND',
        paymentAccepted: BUSINESS.paymentAccepted,
        knowsLanguage: ['vi'],
        openingHoursSpecification: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '24:00',
        },
        contactPoint: { '@type': 'ContactPoint', email: brand.support.email },
        logo: 'https://xc06.example/images/logo/xc06.svg',
        legalName: brand.legalName,
        address: { '@type': 'PostalAddress', addressCountry: 'VN' },
      });
    }
    expect(sportsBettingJsonLd(brand)).toMatchObject({
      '@type': 'EntertainmentBusiness',
      additionalType: 'https://en.wikipedia.org/wiki/Sports_betting',
    });
  });

  it('should point the WebSite SearchAction at the game search', () => {
    expect(websiteJsonLd(brand).potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://xc06.example/cong-game?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('should pick the blocks each section needs', () => {
    expect(types(jsonLdFor(site, pageSeo(brand, 'home')))).toEqual(['WebSite', 'Organization', 'Casino']);
    expect(types(jsonLdFor(site, pageSeo(brand, 'live-casino/baccarat')))).toEqual(['BreadcrumbList', 'Casino']);
    expect(types(jsonLdFor(site, pageSeo(brand, 'the-thao/k-sport')))).toEqual([
      'BreadcrumbList',
      'EntertainmentBusiness',
    ]);
    expect(types(jsonLdFor(site, pageSeo(brand, 'gioi-thieu')))).toEqual(['BreadcrumbList']);
    const faq = jsonLdFor(site, pageSeo(brand, 'cau-hoi-thuong-gap'), {
      faq: [{ question: 'Hỏi?', answer: 'Đáp.' }],
    });
    expect(types(faq)).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(faq[1]).toMatchObject({
      mainEntity: [{ '@type': 'Question', name: 'Hỏi?', acceptedAnswer: { '@type': 'Answer', text: 'Đáp.' } }],
    });
  });

  it('should list breadcrumbs as ListItems with name, url and position', () => {
    const list = breadcrumbJsonLd(pageSeo(brand, 'lo-de/mega645').breadcrumbs);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: 'https://xc06.example/' },
      { '@type': 'ListItem', position: 2, name: 'Lô đề', item: 'https://xc06.example/lo-de' },
      { '@type': 'ListItem', position: 3, name: 'Mega 6/45', item: 'https://xc06.example/lo-de/mega645' },
    ]);
  });
});

describe('pageMeta', () => {
  const head: SiteHead = {
    brandName: brand.brandName,
    siteUrl: brand.siteUrl,
    mobileSiteUrl: null,
    onMobileSite: false,
    siteVerification: 'verify-123',
    locale: 'vi',
    notFound: pageSeo(brand, 'error-404'),
    serverError: pageSeo(brand, 'error-500'),
  };
  const matches = [{ id: SITE_ROUTE_ID, data: { head } }];

  it('should emit title, robots, canonical, verification and JSON-LD', () => {
    const seo = pageSeo(brand, 'home');
    const meta = pageMeta({
      loaderData: { page: { seo, jsonLd: [websiteJsonLd(brand)] } },
      location: { pathname: '/' },
      matches,
    });
    expect(meta).toContainEqual({ title: seo.title });
    expect(meta).toContainEqual({ name: 'robots', content: 'index, follow' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://xc06.example/' });
    expect(meta).toContainEqual({ name: 'google-site-verification', content: 'verify-123' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://xc06.example/images/og/xc06.jpg' });
    expect(meta.filter((m) => 'script:ld+json' in m)).toHaveLength(1);
  });

  it('should describe an error with the not-found metadata and the requested path as canonical', () => {
    const meta = pageMeta({
      error: new ErrorResponse(404, 'Not Found', null),
      location: { pathname: '/khong-co/' },
      matches,
    });
    expect(meta).toContainEqual({ title: head.notFound.title });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://xc06.example/khong-co' });
    const crash = pageMeta({ error: new Error('boom'), location: { pathname: '/x' }, matches });
    expect(crash).toContainEqual({ title: head.serverError.title });
  });
});

describe('the mobile host (MOBILE_SITE_URL)', () => {
  const head: SiteHead = {
    brandName: brand.brandName,
    siteUrl: brand.siteUrl,
    mobileSiteUrl: 'https://m.xc06.example',
    onMobileSite: false,
    siteVerification: null,
    locale: 'vi',
    notFound: pageSeo(brand, 'error-404'),
    serverError: pageSeo(brand, 'error-500'),
  };
  const meta = (onMobile: boolean, key: Parameters<typeof pageSeo>[1], pathname: string) =>
    pageMeta({
      loaderData: { page: { seo: pageSeo(brand, key), jsonLd: [] } },
      location: { pathname },
      matches: [{ id: SITE_ROUTE_ID, data: { head: { ...head, onMobileSite: onMobile } } }],
    });

  it("should name the mobile twin on the main host's page and the main page as canonical on the mobile host", () => {
    const main = meta(false, 'lo-de/mega645', '/lo-de/mega645');
    expect(main).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://xc06.example/lo-de/mega645' });
    expect(main).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      media: MOBILE_ALTERNATE_MEDIA,
      href: 'https://m.xc06.example/lo-de/mega645',
    });
    const mobile = meta(true, 'lo-de/mega645', '/lo-de/mega645');
    expect(mobile).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://xc06.example/lo-de/mega645' });
    expect(mobile).toContainEqual({ property: 'og:url', content: 'https://xc06.example/lo-de/mega645' });
    expect(mobile.some((m) => 'media' in m)).toBe(false);
    // its languages are the mobile host's pages (mobile hreflang joins mobile pages), the main
    // page's the main host's
    expect(mobile).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://m.xc06.example/en/lo-de/mega645',
    });
    expect(mobile).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://m.xc06.example/lo-de/mega645',
    });
    expect(main).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://xc06.example/en/lo-de/mega645',
    });
    // without a mobile host, no mobile alternate (the language alternates stay)
    const plain = pageMeta({
      loaderData: { page: { seo: pageSeo(brand, 'home'), jsonLd: [] } },
      location: { pathname: '/' },
      matches: [{ id: SITE_ROUTE_ID, data: { head: { ...head, mobileSiteUrl: null } } }],
    });
    expect(plain.some((m) => 'media' in m)).toBe(false);
  });

  it('should tell the mobile host by its host, port included', () => {
    expect(onMobileSite('https://m.xc06.example/lo-de?x=1', 'https://m.xc06.example')).toBe(true);
    expect(onMobileSite('https://xc06.example/lo-de', 'https://m.xc06.example')).toBe(false);
    expect(onMobileSite('http://m.localhost:3001/', 'http://m.localhost:3000')).toBe(false);
    expect(onMobileSite('https://m.xc06.example/', null)).toBe(false);
    expect(
      mobileAlternate('https://xc06.example/tin-tuc?page=2', 'https://xc06.example', 'https://m.xc06.example/'),
    ).toBe('https://m.xc06.example/tin-tuc?page=2');
  });

  it('should list each page of the sitemap with its mobile twin, the same sitemap on both hosts', async () => {
    const withMobile = {
      brand,
      config: { MOBILE_SITE_URL: 'https://m.xc06.example' },
      server: {},
    } as unknown as Site;
    const xml = await buildSitemap(withMobile);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const languages = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="vi-VN" href="https://xc06.example${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="https://xc06.example/en${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://xc06.example${path}"/>`;
    expect(xml).toContain(
      `<url><loc>https://xc06.example/lo-de/mega645</loc>${languages('/lo-de/mega645')}<xhtml:link rel="alternate" media="${MOBILE_ALTERNATE_MEDIA}" href="https://m.xc06.example/lo-de/mega645"/></url>`,
    );
    expect(xml).toContain(
      `<url><loc>https://xc06.example/en/lo-de/mega645</loc>${languages('/lo-de/mega645')}<xhtml:link rel="alternate" media="${MOBILE_ALTERNATE_MEDIA}" href="https://m.xc06.example/en/lo-de/mega645"/></url>`,
    );
    expect(xml).not.toContain('<loc>https://m.xc06.example');
    const plain = await buildSitemap({ brand, config: { MOBILE_SITE_URL: null }, server: {} } as unknown as Site);
    expect(plain).not.toContain('media=');
    expect(plain).toContain(`<url><loc>https://xc06.example/en</loc>`);
  });
});

describe('the English site (decision 145)', () => {
  const brand = getBrand('xc06', { siteUrl: 'https://xc06.example' });
  const head: SiteHead = {
    brandName: brand.brandName,
    siteUrl: brand.siteUrl,
    mobileSiteUrl: null,
    onMobileSite: false,
    siteVerification: null,
    locale: 'en',
    notFound: pageSeo(brand, 'error-404', 'en'),
    serverError: pageSeo(brand, 'error-500', 'en'),
  };

  it('should give an English page its own canonical, English texts and the alternates of both languages', () => {
    const tags = pageMeta({
      loaderData: { page: { seo: pageSeo(brand, 'live-casino', 'en'), jsonLd: [] } },
      location: { pathname: '/live-casino' },
      matches: [{ id: SITE_ROUTE_ID, data: { head } }],
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://xc06.example/en/live-casino' });
    expect(tags).toContainEqual({ title: `Online live casino – Baccarat, Roulette, Xóc Đĩa | ${brand.brandName}` });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'vi-VN',
      href: 'https://xc06.example/live-casino',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://xc06.example/en/live-casino',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://xc06.example/live-casino',
    });
    expect(pageSeo(brand, 'home', 'en').canonical).toBe('https://xc06.example/en');
  });

  it('should keep a staff-written page Vietnamese: its canonical is the Vietnamese page and it names no language alternates', () => {
    const seo = dynamicPageSeo(brand, {
      path: '/tin-tuc/bai-viet',
      section: 'news',
      title: 'Bài viết',
      description: 'x',
    });
    const tags = pageMeta({
      loaderData: { page: { seo, jsonLd: [] } },
      location: { pathname: '/tin-tuc/bai-viet' },
      matches: [{ id: SITE_ROUTE_ID, data: { head } }],
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://xc06.example/tin-tuc/bai-viet' });
    expect(tags.some((m) => 'hrefLang' in m)).toBe(false);
  });

  it('should make a record read in English an English page, and keep a Vietnamese-only one Vietnamese with English breadcrumbs (decision 170)', () => {
    const en = { ...site, locale: 'en' } as Site;
    const input = { path: '/tin-tuc/bai-viet', section: 'news' as const, title: 'Title', description: 'x' };
    const english = recordPage(en, input, { english: true }).seo;
    expect(english.canonical).toBe('https://xc06.example/en/tin-tuc/bai-viet');
    expect(english.breadcrumbs.map((c) => c.name)).toEqual(['Home', 'News', 'Title']);
    const tags = pageMeta({
      loaderData: { page: { seo: english, jsonLd: [] } },
      location: { pathname: '/en/tin-tuc/bai-viet' },
      matches: [{ id: SITE_ROUTE_ID, data: { head } }],
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'vi-VN',
      href: 'https://xc06.example/tin-tuc/bai-viet',
    });
    const vietnamese = recordPage(en, { ...input, title: 'Bài viết' }).seo;
    expect(vietnamese.canonical).toBe('https://xc06.example/tin-tuc/bai-viet');
    expect(vietnamese.breadcrumbs.map((c) => c.name)).toEqual(['Home', 'News', 'Bài viết']);
    // the Vietnamese site is as it was
    expect(recordPage({ ...site, locale: 'vi' } as Site, input, { english: true }).seo.breadcrumbs[0]?.name).toBe(
      'Trang chủ',
    );
  });

  it('should list a record read in English in both languages and a Vietnamese-only one once (decision 170)', async () => {
    const entries = [
      { path: '/tin-tuc/co-tieng-anh', lastModified: '2026-12-01T00:00:00.000Z', english: true },
      { path: '/tin-tuc/chi-tieng-viet', lastModified: '2026-12-01T00:00:00.000Z' },
    ];
    const xml = await buildSitemap({
      brand,
      config: { MOBILE_SITE_URL: null },
      server: { content: { sitemapEntries: async () => entries } },
    } as unknown as Site);
    expect(xml).toContain('<loc>https://xc06.example/en/tin-tuc/co-tieng-anh</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://xc06.example/en/tin-tuc/co-tieng-anh"/>',
    );
    expect(xml).toContain(
      '<url><loc>https://xc06.example/tin-tuc/chi-tieng-viet</loc><lastmod>2026-12-01</lastmod></url>',
    );
    expect(xml).not.toContain('/en/tin-tuc/chi-tieng-viet');
  });

  it('should give a page the site writes in English (VIP, tournaments) its own canonical, alternates and English crumbs', () => {
    const seo = dynamicPageSeo(brand, { path: '/vip', section: 'events', title: 'VIP', description: 'x' }, 'en');
    const tags = pageMeta({
      loaderData: { page: { seo, jsonLd: [] } },
      location: { pathname: '/en/vip' },
      matches: [{ id: SITE_ROUTE_ID, data: { head } }],
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://xc06.example/en/vip' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'vi-VN',
      href: 'https://xc06.example/vip',
    });
    expect(seo.breadcrumbs.map((c) => c.name)).toEqual(['Home', 'VIP']);
  });
});
