import {
  ZContentBodySchema,
  ZContentPageEnglishSchema,
  ZNewsArticleResponseSchema,
  ZNewsListResponseSchema,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { SEED_ARTICLES, SEED_PAGES, seedContent } from './content.seed';
import { SEED_PAGES_EN } from './content.seed-en';
import { ContentService } from './content.service';

const body = [{ type: 'p' as const, text: 'Nội dung' }];

describe(ContentService.name, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedContent(t.app.services.content);
    await t.app.services.content.addNews({
      slug: 'ban-nhap',
      title: 'Bản nháp',
      summary: 'Chưa đăng',
      category: 'thong-bao',
      coverImage: null,
      body,
      status: 'draft',
      publishedAt: new Date(Date.now() - 1000),
    });
    await t.app.services.content.addNews({
      slug: 'hen-gio-dang',
      title: 'Hẹn giờ',
      summary: 'Đăng sau',
      category: 'thong-bao',
      coverImage: null,
      body,
      publishedAt: new Date(Date.now() + 86_400_000),
    });
  });
  afterAll(() => t.close());

  it('should seed valid Vietnamese bodies for every article and page', () => {
    for (const item of [...SEED_ARTICLES, ...SEED_PAGES]) {
      expect(ZContentBodySchema.safeParse(item.body).success, item.slug).toBe(true);
    }
    // every demo page has its English, block for block
    for (const page of SEED_PAGES) {
      expect(ZContentPageEnglishSchema.parse(SEED_PAGES_EN[page.slug]).body.map((b) => b.type)).toEqual(
        page.body.map((b) => b.type),
      );
    }
    expect(SEED_ARTICLES.length).toBeGreaterThan(10);
  });

  it('should page through published articles newest first', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(first.statusCode).toBe(200);
    const page1 = ZNewsListResponseSchema.parse(first.json());
    expect(page1.data).toHaveLength(10);
    expect(page1.meta.pagination).toEqual({
      page: 1,
      perPage: 10,
      total: SEED_ARTICLES.length,
      totalPages: Math.ceil(SEED_ARTICLES.length / 10),
    });
    const dates = page1.data.map((a) => Date.parse(a.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const second = ZNewsListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/news?page=2&per_page=10' })).json(),
    );
    expect(second.data).toHaveLength(SEED_ARTICLES.length - 10);
    const slugs = [...page1.data, ...second.data].map((a) => a.slug);
    expect(new Set(slugs).size).toBe(SEED_ARTICLES.length);
  });

  it('should hide drafts and articles scheduled for later', async () => {
    const all = ZNewsListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/news?per_page=50' })).json(),
    );
    expect(all.data.map((a) => a.slug)).not.toContain('ban-nhap');
    expect(all.data.map((a) => a.slug)).not.toContain('hen-gio-dang');
    expect((await t.app.inject({ method: 'GET', url: '/api/news/ban-nhap' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/news/hen-gio-dang' })).statusCode).toBe(404);
  });

  it('should refuse bad paging with a Vietnamese 400', async () => {
    for (const qs of ['per_page=0', 'per_page=51', 'page=0', 'page=abc', 'page=1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/news?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message, qs).toMatch(/Số (trang|bài)/);
    }
  });

  it('should return one article by slug', async () => {
    const slug = SEED_ARTICLES[0]!.slug;
    const res = await t.app.inject({ method: 'GET', url: `/api/news/${slug}` });
    expect(res.statusCode).toBe(200);
    const article = ZNewsArticleResponseSchema.parse(res.json()).data;
    expect(article.title).toBe(SEED_ARTICLES[0]!.title);
    expect(article.body).toEqual(SEED_ARTICLES[0]!.body);
  });

  it('should answer 404 NEWS_NOT_FOUND for an unknown slug and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/news/khong-co-bai-nay' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NEWS_NOT_FOUND', message: 'Không tìm thấy bài viết' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/news/Bai%20Viet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Đường dẫn không hợp lệ');
  });

  it('should serve content pages and 404 PAGE_NOT_FOUND otherwise', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/pages/lien-he' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.title).toBe('Liên hệ và hỗ trợ');
    const missing = await t.app.inject({ method: 'GET', url: '/api/pages/khong-ton-tai' });
    expect(missing.json()).toMatchObject({ code: 'PAGE_NOT_FOUND', message: 'Không tìm thấy trang' });
  });

  it("should serve a content page's English to a client asking for English, and its Vietnamese where none was written", async () => {
    const en = { 'accept-language': 'en' };
    const contact = await t.app.inject({ method: 'GET', url: '/api/pages/lien-he', headers: en });
    expect(contact.json().data).toMatchObject({ title: 'Contact and support', locale: 'en' });
    expect(contact.json().data.body[2]).toEqual({
      type: 'note',
      text: '{brand} staff never ask for your password or an OTP code, and never ask you to send money to a personal account.',
    });
    const vi = await t.app.inject({ method: 'GET', url: '/api/pages/lien-he' });
    expect(vi.json().data).toMatchObject({ title: 'Liên hệ và hỗ trợ', locale: 'vi' });

    await t.app.services.content.addPage({ slug: 'chi-tieng-viet', title: 'Chỉ tiếng Việt', summary: 'Tóm tắt', body });
    const fallback = await t.app.inject({ method: 'GET', url: '/api/pages/chi-tieng-viet', headers: en });
    expect(fallback.json().data).toMatchObject({ title: 'Chỉ tiếng Việt', locale: 'vi', body });
    const entries = await t.app.services.content.sitemapEntries();
    expect(entries.find((e) => e.path === '/lien-he')?.english).toBe(true);
    expect(entries.find((e) => e.path === '/chi-tieng-viet')?.english).toBe(false);
  });

  it('should give a page seeded before it had an English version its English, keeping the Vietnamese', async () => {
    await t.db.pool.query(
      `UPDATE content_pages SET en = NULL, title = 'Liên hệ (đã sửa)' WHERE slug = 'xac-minh-tai-khoan'`,
    );
    expect(await seedContent(t.app.services.content)).toBe(0);
    const { rows } = await t.db.pool.query<{ title: string; en: { title: string } | null }>(
      `SELECT title, en FROM content_pages WHERE slug = 'xac-minh-tai-khoan'`,
    );
    expect(rows[0]).toMatchObject({ title: 'Liên hệ (đã sửa)', en: { title: 'Account verification' } });
  });

  it('should be idempotent: seeding again adds nothing', async () => {
    expect(await seedContent(t.app.services.content)).toBe(0);
    const { pagination } = await t.app.services.content.listNews(1, 10);
    expect(pagination.total).toBe(SEED_ARTICLES.length);
  });

  it('should list every visible article and page in the sitemap entries', async () => {
    const entries = await t.app.services.content.sitemapEntries();
    const paths = entries.map((e) => e.path);
    for (const a of SEED_ARTICLES) expect(paths).toContain(`/tin-tuc/${a.slug}`);
    for (const p of SEED_PAGES) expect(paths).toContain(`/${p.slug}`);
    expect(paths).not.toContain('/tin-tuc/ban-nhap');
    expect(paths).not.toContain('/tin-tuc/hen-gio-dang');
  });

  it('should refuse a malformed slug at the database', async () => {
    await expect(
      t.app.services.content.addPage({ slug: 'Trang Sai', title: 'x', summary: 'x', body }),
    ).rejects.toThrow();
  });
});
