import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { CmsService } from './cms.service';

describe(`${CmsService.name} SEO fields`, () => {
  let t: TestApp;
  let content: string;
  const save = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/admin-api/info-pages/huong-dan-nap-tien/revisions',
      headers: { 'x-staff-token': content },
      payload: { intro: 'Nạp tiền vào {brand} chỉ mất vài phút.', bodyText: '', ...payload },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    content = await staffTokenFor(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());

  it('should publish the page with its SEO fields, and default them when left out', async () => {
    const seo = { title: 'Nạp tiền {brand} nhanh', description: 'Cách nạp tiền vào {brand}.', noindex: true };
    const res = await save({ seo, publish: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.seo).toEqual(seo);
    expect((await t.app.services.cms.published('huong-dan-nap-tien'))?.seo).toEqual(seo);

    const plain = await save({ publish: true });
    expect(plain.json().data.seo).toEqual({ title: '', description: '', noindex: false });
    expect((await t.app.services.cms.published('huong-dan-nap-tien'))?.seo).toEqual({
      title: '',
      description: '',
      noindex: false,
    });
  });

  it('should refuse an SEO title or description too long for search results, saving nothing', async () => {
    const count = async () => (await t.db.pool.query('SELECT count(*)::int AS n FROM info_page_revisions')).rows[0].n;
    const n = await count();
    const long = await save({ seo: { title: 'x'.repeat(71) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Tiêu đề SEO tối đa 70 ký tự');
    const longer = await save({ seo: { description: 'x'.repeat(171) } });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toContain('Mô tả SEO tối đa 170 ký tự');
    expect(await count()).toBe(n);
  });

  it("should give a news article the editor's SEO fields and noindex, kept on edit and cleared when unset", async () => {
    const article = {
      slug: `seo-tin-${Date.now()}`,
      title: 'Giải đấu cuối tuần',
      summary: 'Giải đấu cuối tuần với nhiều phần quà.',
      category: 'thong-bao',
      bodyText: 'Thể lệ giải đấu cuối tuần.',
      status: 'published',
    };
    const news = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: { 'x-staff-token': content }, payload });
    const created = await news('POST', '/admin-api/news', {
      ...article,
      seoTitle: 'Giải đấu {brand}',
      seoDescription: 'Tham gia giải đấu cuối tuần.',
      seoNoindex: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.seoNoindex).toBe(true);
    const site = async () => (await t.app.inject({ url: `/api/news/${article.slug}` })).json().data.seo;
    expect(await site()).toEqual({
      title: 'Giải đấu {brand}',
      description: 'Tham gia giải đấu cuối tuần.',
      noindex: true,
    });
    const inSitemap = async () =>
      (await t.app.services.content.sitemapEntries()).some((e) => e.path === `/tin-tuc/${article.slug}`);
    expect(await inSitemap()).toBe(false);
    const edited = await news('PUT', `/admin-api/news/${created.json().data.id}`, article);
    expect(edited.json().data.seoNoindex).toBe(false);
    expect(await site()).toEqual({ title: '', description: '', noindex: false });
    expect(await inSitemap()).toBe(true);
    const long = await news('POST', '/admin-api/news', {
      ...article,
      slug: `${article.slug}-2`,
      seoTitle: 'x'.repeat(71),
    });
    expect(long.statusCode).toBe(400);
  });
});
