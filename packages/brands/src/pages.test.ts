import { describe, expect, it } from 'vitest';
import {
  allBrands,
  brandPromotionSlugs,
  canonicalUrl,
  dynamicPageSeo,
  getBrand,
  indexablePages,
  PAGES,
  type PageKey,
  pageSeo,
  refundPromotionSlug,
} from './index';
import { PAGES_EN } from './pages-en';

const keys = Object.keys(PAGES) as PageKey[];

describe('pageSeo', () => {
  it('should fill every placeholder of every page for every brand', () => {
    for (const brand of allBrands) {
      for (const key of keys) {
        const seo = pageSeo(brand, key);
        for (const field of [seo.title, seo.description, seo.keywords, seo.h1, seo.h2 ?? '']) {
          expect(field, `${brand.appName} ${key}`).not.toMatch(/[{}]/);
        }
        expect(seo.title.length, `${key} title`).toBeLessThanOrEqual(80);
        expect(seo.description.length, `${key} description`).toBeGreaterThan(30);
        expect(seo.description.length, `${key} description`).toBeLessThanOrEqual(180);
      }
    }
  });

  it('should build the canonical from SITE_URL plus the path', () => {
    const brand = getBrand('xc04', { siteUrl: 'https://xc04.example/' });
    expect(pageSeo(brand, 'home').canonical).toBe('https://xc04.example/');
    expect(pageSeo(brand, 'live-casino/baccarat').canonical).toBe('https://xc04.example/live-casino/baccarat');
    expect(canonicalUrl(brand, '/tin-tuc/?page=2')).toBe('https://xc04.example/tin-tuc');
  });

  it('should index home and listed pages and default everything else to noindex, nofollow', () => {
    const brand = getBrand('xc03');
    expect(pageSeo(brand, 'home').robots).toBe('index, follow');
    expect(pageSeo(brand, 'cau-hoi-thuong-gap').robots).toBe('index, follow');
    for (const key of ['account', 'game/play', 'error-404', 'error-500', 'maintenance'] as const) {
      expect(pageSeo(brand, key).robots, key).toBe('noindex, nofollow');
    }
    expect(indexablePages().some((p) => p.path.startsWith('/account'))).toBe(false);
  });

  it('should give each brand its own titles', () => {
    const titles = new Set(allBrands.map((b) => pageSeo(b, 'home').title));
    expect(titles.size).toBe(allBrands.length);
    expect(pageSeo(getBrand('xc06'), 'home').h1).toContain('Nhà cái XC06');
    expect(pageSeo(getBrand('xc05', { brandName: 'Sao Vàng' }), 'the-thao').title).toContain('Sao Vàng');
  });

  it('should build breadcrumbs with positions from home to the page', () => {
    const crumbs = pageSeo(getBrand('xc03'), 'the-thao/k-sport').breadcrumbs;
    expect(crumbs.map((c) => [c.position, c.name, c.url])).toEqual([
      [1, 'Trang chủ', 'http://localhost:3000/'],
      [2, 'Thể thao', 'http://localhost:3000/the-thao'],
      [3, 'K Sport', 'http://localhost:3000/the-thao/k-sport'],
    ]);
  });

  it('should derive dynamic page metadata from the record', () => {
    const seo = dynamicPageSeo(getBrand('xc03'), {
      path: '/tin-tuc/bai-viet',
      section: 'news',
      title: 'Bài viết',
      description: 'Mô tả bài viết đủ dài để hiển thị trên kết quả tìm kiếm.',
      image: '/images/news/a.svg',
    });
    expect(seo.title).toBe('Bài viết | XC03');
    expect(seo.robots).toBe('index, follow');
    expect(seo.image).toBe('http://localhost:3000/images/news/a.svg');
    expect(seo.breadcrumbs.at(-1)).toEqual({
      name: 'Bài viết',
      url: 'http://localhost:3000/tin-tuc/bai-viet',
      position: 3,
    });
  });
});

describe('brand promotions', () => {
  it('should map each refund rate to its named page', () => {
    expect(refundPromotionSlug({ refundRatePercent: 1.35 })).toBe('hoan-tra-135');
    expect(refundPromotionSlug({ refundRatePercent: 1.4 })).toBe('hoan-tra-14');
    expect(refundPromotionSlug({ refundRatePercent: 1.45 })).toBe('hoan-tra-145');
    expect(refundPromotionSlug({ refundRatePercent: 1.5 })).toBe('hoan-tra-15');
    for (const brand of allBrands) {
      for (const slug of brandPromotionSlugs(brand)) expect(keys).toContain(`khuyen-mai/${slug}`);
    }
  });

  it('should use live-chat group 6 only for xc06', () => {
    expect(allBrands.filter((b) => b.liveChatGroup === 6).map((b) => b.appName)).toEqual(['xc06']);
    expect(allBrands.filter((b) => b.legacyRedirects).map((b) => b.appName)).toEqual(['xc06']);
  });
});

describe('PAGES_EN', () => {
  it('should give every fixed page English texts, so no English page shows a Vietnamese title', () => {
    expect(Object.keys(PAGES).filter((key) => !PAGES_EN[key])).toEqual([]);
    expect(Object.keys(PAGES_EN).filter((key) => !(key in PAGES))).toEqual([]);
  });

  it("should give every English page the Vietnamese page's subtitle in English, not leave it to fall back", () => {
    for (const [key, en] of Object.entries(PAGES_EN)) {
      const vi = (PAGES as Record<string, { h2?: string }>)[key];
      if (vi?.h2 && en) expect(en.h2, key).toBeTruthy();
    }
  });
});
