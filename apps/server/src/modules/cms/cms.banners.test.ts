import { allBrands } from '@app/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { defaultPromotions } from '../promotions/promotions.service';
import { CmsBanners } from './cms.banners';

describe(CmsBanners.name, () => {
  let t: TestApp;
  let content: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token = content) =>
    t.app.inject({ method, url, headers: { 'x-staff-token': token }, ...(payload ? { payload } : {}) });
  const site = () => t.app.services.cms.publishedBanners();
  const link = {
    kind: 'link',
    href: '/su-kien/vong-quay-may-man',
    title: 'Vòng quay may mắn mỗi ngày',
    text: 'Quay miễn phí mỗi ngày',
    image: null,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.services.promotions.seed();
    content = await staffTokenFor(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());

  it('should show the promotions when nothing is published, and the same slides once seeded', async () => {
    expect(await site()).toBeNull();
    const brand = t.app.services.system.brand();
    const seeded = await t.app.services.cms.seedBanners(
      allBrands.map((b) => ({ brand: b.appName, slugs: defaultPromotions(b).map((p) => p.slug) })),
    );
    expect(seeded).toBe(allBrands.length);
    // idempotent: a brand with a carousel keeps it
    expect(await t.app.services.cms.seedBanners([{ brand: brand.appName, slugs: ['khuyen-mai-100'] }])).toBe(0);
    const promotions = await t.app.services.promotions.list();
    expect(await site()).toEqual(
      promotions.map((p) => ({
        href: `/khuyen-mai/${p.slug}`,
        title: p.title,
        text: p.summary,
        image: `/images/promotions/${p.rule.kind}.svg`,
      })),
    );
  });

  it('should keep a draft off the site, publish it, restore the older revision and audit each step', async () => {
    const before = await site();
    const draft = await call('POST', '/admin-api/home-banners/revisions', {
      slides: [link, { kind: 'promotion', slug: 'khuyen-mai-50' }],
      note: 'thêm vòng quay',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ published: false, note: 'thêm vòng quay' });
    expect(await site()).toEqual(before);

    const published = await call('POST', `/admin-api/home-banners/revisions/${draft.json().data.id}/publish`);
    expect(published.statusCode).toBe(200);
    const shown = await site();
    expect(shown?.[0]).toEqual({ href: link.href, title: link.title, text: link.text, image: null });
    // the promotion slide's figures come from the rule, not from the banner
    const rule50 = await t.app.services.promotions.find('khuyen-mai-50');
    expect(shown?.[1]).toMatchObject({ href: '/khuyen-mai/khuyen-mai-50', title: rule50.title, text: rule50.summary });

    const revisions = (await call('GET', '/admin-api/home-banners/revisions')).json().data;
    expect(revisions.map((r: { published: boolean }) => r.published)).toEqual([true, false]);
    const seeded = revisions[1];
    expect((await call('POST', `/admin-api/home-banners/revisions/${seeded.id}/publish`)).statusCode).toBe(200);
    expect(await site()).toEqual(before);

    const { rows } = await t.db.pool.query(
      `SELECT action, details FROM audit_log WHERE target_type = 'home_banners' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['home_banners.save', 'home_banners.publish', 'home_banners.publish']);
    expect(rows[2].details).toEqual({
      before: { publishedRevision: draft.json().data.id },
      after: { publishedRevision: seeded.id },
    });
  });

  it('should leave out a paused promotion rather than show a closed page', async () => {
    await call('POST', '/admin-api/home-banners/revisions', {
      slides: [{ kind: 'promotion', slug: 'khuyen-mai-50' }, link],
      publish: true,
    });
    const rule = (await t.app.services.promotions.find('khuyen-mai-50')).rule;
    const pause = await call('PUT', '/admin-api/promotions/khuyen-mai-50', { rule, enabled: false });
    expect(pause.statusCode).toBe(200);
    expect((await site())?.map((s) => s.href)).toEqual([link.href]);
    await call('PUT', '/admin-api/promotions/khuyen-mai-50', { rule, enabled: true });
    expect((await site())?.map((s) => s.href)).toEqual(['/khuyen-mai/khuyen-mai-50', link.href]);
  });

  it('should refuse an unknown promotion, an outside link, an empty carousel and other roles, saving nothing', async () => {
    const count = async () => (await t.db.pool.query('SELECT count(*)::int AS n FROM home_banner_revisions')).rows[0].n;
    const n = await count();
    const unknown = await call('POST', '/admin-api/home-banners/revisions', {
      slides: [{ kind: 'promotion', slug: 'khong-co' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'BANNER_PROMOTION_NOT_FOUND',
      message: 'Banner trỏ tới một khuyến mãi không tồn tại',
    });
    const outside = await call('POST', '/admin-api/home-banners/revisions', {
      slides: [{ ...link, href: 'https://evil.example/' }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain('Liên kết là một đường dẫn trong trang');
    const empty = await call('POST', '/admin-api/home-banners/revisions', { slides: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Cần ít nhất một banner');
    const missing = await call('POST', '/admin-api/home-banners/revisions/999999/publish');
    expect(missing.statusCode).toBe(404);
    const finance = await staffTokenFor(t.app, 'finance');
    expect((await call('POST', '/admin-api/home-banners/revisions', { slides: [link] }, finance)).statusCode).toBe(403);
    expect(await count()).toBe(n);
  });
});
