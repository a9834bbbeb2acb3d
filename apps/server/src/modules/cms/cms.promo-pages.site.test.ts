import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { ensureSiteBuilt } from '../../../test/site';
import { staffTokenFor } from '../admin/admin.test-support';
import { CmsService } from './cms.service';

/** The page's JSON-LD block of a type. */
function jsonLd(html: string, type: string): Record<string, unknown> | undefined {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
  return blocks.find((b) => b['@type'] === type);
}

/** HTML text as the page shows it (React escapes quotes and ampersands). */
const escaped = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

describe(`${CmsService.name} promotion page on the served site`, () => {
  let t: TestApp;
  let content: string;

  beforeAll(async () => {
    ensureSiteBuilt();
    t = await buildTestApp({}, { web: 'production' });
    await t.app.services.promotions.seed();
    content = await staffTokenFor(t.app, 'content');
  }, 300_000);
  afterAll(() => t?.close());

  it('should show the published body below the rule figures and use its SEO fields, and look as before without it', async () => {
    const promotion = (await t.app.services.promotions.list())[0]!;
    const url = `/khuyen-mai/${promotion.slug}`;
    const term = promotion.terms[0]!;
    const brandName = t.app.services.system.brand().brandName;

    const before = await t.app.inject(url);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain(escaped(term));
    expect(before.body).not.toContain('Cách nhận thưởng nhanh');
    const robots = /<meta name="robots" content="([^"]*)"\/>/;
    expect(robots.exec(before.body)?.[1]).not.toContain('noindex');
    expect(before.body).not.toContain('Mô tả SEO của trang khuyến mãi.');
    expect(jsonLd(before.body, 'WebPage')).toMatchObject({ name: promotion.title, description: promotion.summary });

    const saved = await t.app.inject({
      method: 'POST',
      url: `/admin-api/promo-pages/khuyen-mai/${promotion.slug}/revisions`,
      headers: { 'x-staff-token': content },
      payload: {
        bodyText: '## Cách nhận thưởng nhanh\n\nNạp tiền tại {brand} rồi vào mục khuyến mãi.',
        seo: { title: 'Thưởng nạp đầu {brand}', description: 'Mô tả SEO của trang khuyến mãi.', noindex: true },
        publish: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await t.app.inject(url);
    expect(after.statusCode).toBe(200);
    const html = after.body;
    expect(html).toContain(`<title>${escaped(`Thưởng nạp đầu ${brandName}`)}</title>`);
    expect(html).toContain('<meta name="description" content="Mô tả SEO của trang khuyến mãi."/>');
    expect(robots.exec(html)?.[1]).toBe('noindex, follow');
    // the JSON-LD names and describes the page as its meta does
    expect(jsonLd(html, 'WebPage')).toMatchObject({
      name: `Thưởng nạp đầu ${brandName}`,
      description: 'Mô tả SEO của trang khuyến mãi.',
    });
    expect(html).toContain(escaped(`Nạp tiền tại ${brandName} rồi vào mục khuyến mãi.`));
    // the rule's figures and terms stay, and the editor's body comes after them
    expect(html).toContain(escaped(promotion.summary));
    expect(html.indexOf(escaped(term))).toBeGreaterThan(0);
    expect(html.indexOf('Cách nhận thưởng nhanh')).toBeGreaterThan(html.indexOf(escaped(term)));
  }, 60_000);

  it("should name an event page's JSON-LD by the editor's SEO title, keeping the rule's summary without a description", async () => {
    const url = '/su-kien/gift-code';
    const before = jsonLd((await t.app.inject(url)).body, 'WebPage');
    expect(before?.name).toBeTruthy();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/admin-api/promo-pages${url}/revisions`,
      headers: { 'x-staff-token': content },
      payload: {
        bodyText: '',
        seo: { title: 'Nhận gift code mỗi ngày', description: '', noindex: false },
        publish: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await t.app.inject(url)).body;
    expect(html).toContain('<title>Nhận gift code mỗi ngày</title>');
    expect(jsonLd(html, 'WebPage')).toEqual({ ...before, name: 'Nhận gift code mỗi ngày' });
  }, 60_000);

  it("should give a news article page the editor's SEO title, description and noindex", async () => {
    const slug = `seo-site-${Date.now()}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/news',
      headers: { 'x-staff-token': content },
      payload: {
        slug,
        title: 'Giải đấu cuối tuần',
        summary: 'Giải đấu cuối tuần với nhiều phần quà.',
        category: 'thong-bao',
        bodyText: 'Thể lệ giải đấu cuối tuần.',
        status: 'published',
        seoTitle: 'Giải đấu SEO',
        seoDescription: 'Mô tả SEO của bài viết.',
        seoNoindex: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const html = (await t.app.inject(`/tin-tuc/${slug}`)).body;
    expect(html).toContain('<title>Giải đấu SEO</title>');
    expect(html).toContain('<meta name="description" content="Mô tả SEO của bài viết."/>');
    expect(/<meta name="robots" content="([^"]*)"\/>/.exec(html)?.[1]).toBe('noindex, follow');
  }, 60_000);
});
