import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { CmsService } from './cms.service';

describe(`${CmsService.name} promotion and event pages`, () => {
  let t: TestApp;
  let content: string;
  let slug: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = content) =>
    t.app.inject({ method, url, headers: { 'x-staff-token': token }, ...(payload ? { payload } : {}) });
  const count = async () => (await t.db.pool.query('SELECT count(*)::int AS n FROM info_page_revisions')).rows[0].n;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.services.promotions.seed();
    slug = (await t.app.services.promotions.list())[0]!.slug;
    content = await staffTokenFor(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());

  it('should list the promotion and event pages with no revision, shown as the rule alone', async () => {
    const res = await call('GET', '/admin-api/promo-pages');
    expect(res.statusCode, res.body).toBe(200);
    const pages = res.json().data as { kind: string; slug: string; revisions: number; publishedRevision: null }[];
    const rule = (await t.app.services.promotions.list())[0]!;
    expect(pages.find((p) => p.kind === 'khuyen-mai' && p.slug === slug)).toMatchObject({
      title: rule.title,
      summary: rule.summary,
      revisions: 0,
      publishedRevision: null,
    });
    expect(pages.some((p) => p.kind === 'su-kien' && p.slug === 'gift-code')).toBe(true);
    expect(await t.app.services.cms.publishedPromoPage('khuyen-mai', slug)).toBeNull();
  });

  it('should keep a draft off the site, publish it, restore an older revision and unpublish, audited', async () => {
    const url = `/admin-api/promo-pages/khuyen-mai/${slug}/revisions`;
    const seo = { title: 'Thưởng nạp đầu {brand}', description: 'Nhận thưởng nạp đầu tại {brand}.', noindex: false };
    const first = await call('POST', url, {
      bodyText: '## Cách nhận\n\nNạp tiền rồi nhận thưởng.',
      seo,
      publish: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const draft = await call('POST', url, { bodyText: 'Bản nháp chưa đăng.', note: 'nháp' });
    expect(draft.json().data).toMatchObject({ published: false, intro: '', faq: [] });

    const shown = await t.app.services.cms.publishedPromoPage('khuyen-mai', slug);
    expect(shown).toEqual({
      locale: 'vi',
      body: [
        { type: 'h2', text: 'Cách nhận' },
        { type: 'p', text: 'Nạp tiền rồi nhận thưởng.' },
      ],
      seo,
      revision: first.json().data.id,
    });

    const pub = await call('POST', `${url}/${draft.json().data.id}/publish`);
    expect(pub.json().data).toMatchObject({ kind: 'khuyen-mai', slug, revisions: 2 });
    expect((await t.app.services.cms.publishedPromoPage('khuyen-mai', slug))?.body).toEqual([
      { type: 'p', text: 'Bản nháp chưa đăng.' },
    ]);
    await call('POST', `${url}/${first.json().data.id}/publish`);
    expect((await t.app.services.cms.publishedPromoPage('khuyen-mai', slug))?.revision).toBe(first.json().data.id);

    const off = await call('POST', `/admin-api/promo-pages/khuyen-mai/${slug}/unpublish`);
    expect(off.json().data.publishedRevision).toBeNull();
    expect(await t.app.services.cms.publishedPromoPage('khuyen-mai', slug)).toBeNull();

    const history = await call('GET', url);
    expect(history.json().data.map((r: { id: number }) => r.id)).toEqual([draft.json().data.id, first.json().data.id]);
    const { rows } = await t.db.pool.query(
      `SELECT action FROM audit_log WHERE target_type = 'promo_page' AND target_id = $1 ORDER BY id`,
      [`khuyen-mai/${slug}`],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'promo_page.publish',
      'promo_page.save',
      'promo_page.publish',
      'promo_page.publish',
      'promo_page.unpublish',
    ]);
  });

  it('should save an event page apart from the promotion pages', async () => {
    const res = await call('POST', '/admin-api/promo-pages/su-kien/gift-code/revisions', {
      bodyText: 'Mã quà tặng mới mỗi tuần.',
      seo: { noindex: true },
      publish: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.services.cms.publishedPromoPage('su-kien', 'gift-code'))?.seo).toEqual({
      title: '',
      description: '',
      noindex: true,
    });
    expect(await t.app.services.cms.publishedPromoPage('khuyen-mai', 'gift-code')).toBeNull();
  });

  it('should refuse an unknown page, a long SEO title and other roles, saving nothing', async () => {
    const n = await count();
    const unknown = await call('POST', '/admin-api/promo-pages/khuyen-mai/khong-co/revisions', { bodyText: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy trang');
    const kind = await call('POST', `/admin-api/promo-pages/tin-tuc/${slug}/revisions`, { bodyText: 'x' });
    expect(kind.statusCode).toBe(400);
    const long = await call('POST', `/admin-api/promo-pages/khuyen-mai/${slug}/revisions`, {
      seo: { title: 'x'.repeat(71) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Tiêu đề SEO tối đa 70 ký tự');
    const support = await staffTokenFor(t.app, 'support');
    const denied = await call('POST', `/admin-api/promo-pages/khuyen-mai/${slug}/revisions`, {}, support);
    expect(denied.statusCode).toBe(403);
    const missing = await call('POST', `/admin-api/promo-pages/khuyen-mai/${slug}/revisions/999999/publish`);
    expect(missing.statusCode).toBe(404);
    expect(await count()).toBe(n);
  });
});
