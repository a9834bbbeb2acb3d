import { randomUUID } from 'node:crypto';
import type { TTournamentRule } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { staffTokenFor } from '../modules/admin/admin.test-support';
import { DEMO_VIP_RULE } from '../modules/vip/vip.seed';
import { runInLocale } from './locale';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
type Json = any;

const EN = { 'accept-language': 'en-GB,en;q=0.9' };
const VI = { 'accept-language': 'vi-VN,vi;q=0.9' };

/**
 * What staff write, in the client's language (decision 170): the English version where staff wrote
 * one, else the Vietnamese, for news, promotion page bodies, mission, tournament and VIP level
 * names. The site's pages are served in their URL's language by the same services.
 */
describe('staff-written content in the language of the request', () => {
  let t: TestApp;
  let content: string;
  beforeAll(async () => {
    t = await buildTestApp();
    content = await staffTokenFor(t.app, 'content');
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { 'x-staff-token': content } });
  const api = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Json;
  };

  it("should serve a news article's English on the English site and its Vietnamese where staff wrote none", async () => {
    const article = (slug: string, en: unknown) =>
      staff('POST', '/admin-api/news', {
        slug,
        title: 'Tin tức tiếng Việt',
        summary: 'Tóm tắt bằng tiếng Việt của bài viết.',
        category: 'thong-bao',
        bodyText: 'Nội dung tiếng Việt của bài.',
        status: 'published',
        en,
      });
    const both = await article('tin-hai-ngon-ngu', {
      title: 'News in English',
      summary: 'The English summary of the article.',
      bodyText: '## Heading\n\nThe English body.',
      seoTitle: 'English SEO title',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.en).toMatchObject({ title: 'News in English', seoDescription: null });
    const viOnly = await article('tin-chi-tieng-viet', null);
    expect(viOnly.statusCode, viOnly.body).toBe(200);
    expect(viOnly.json().data.en).toBeNull();

    const en = await api('/api/news/tin-hai-ngon-ngu', EN);
    expect(en).toMatchObject({
      locale: 'en',
      title: 'News in English',
      summary: 'The English summary of the article.',
      body: [
        { type: 'h2', text: 'Heading' },
        { type: 'p', text: 'The English body.' },
      ],
      seo: { title: 'English SEO title', description: '' },
    });
    expect(await api('/api/news/tin-hai-ngon-ngu', VI)).toMatchObject({
      locale: 'vi',
      title: 'Tin tức tiếng Việt',
      body: [{ type: 'p', text: 'Nội dung tiếng Việt của bài.' }],
    });
    // no English written: the English site shows the Vietnamese, and says so
    expect(await api('/api/news/tin-chi-tieng-viet', EN)).toMatchObject({ locale: 'vi', title: 'Tin tức tiếng Việt' });
    const list = (await api('/api/news?per_page=50', EN)) as Json[];
    expect(list.find((a) => a.slug === 'tin-hai-ngon-ngu')).toMatchObject({ locale: 'en', title: 'News in English' });
    expect(list.find((a) => a.slug === 'tin-chi-tieng-viet')).toMatchObject({ locale: 'vi' });

    // a draft of the English does not reach players until it is published (decision 114)
    const id = both.json().data.id as string;
    const draft = await staff('PUT', `/admin-api/news/${id}`, {
      slug: 'tin-hai-ngon-ngu',
      title: 'Tin tức tiếng Việt',
      summary: 'Tóm tắt bằng tiếng Việt của bài viết.',
      category: 'thong-bao',
      bodyText: 'Nội dung tiếng Việt của bài.',
      status: 'draft',
      en: { title: 'A newer English title', summary: 'The English summary of the article.', bodyText: 'A newer body.' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await api('/api/news/tin-hai-ngon-ngu', EN)).title).toBe('News in English');
    // the save is audited with the English before and after
    const audit = await t.db.pool.query<{ details: Json }>(
      `SELECT details FROM audit_log WHERE action = 'news.save' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(audit.rows[0]?.details.before.en.title).toBe('News in English');
    // an English version is checked like the Vietnamese one
    const bad = await article('tin-loi', { title: 'x', summary: 'short', bodyText: '' });
    expect(bad.statusCode).toBe(400);
  });

  it("should add a promotion page's English body on the English site and its Vietnamese where staff wrote none", async () => {
    await t.app.services.promotions.seed();
    const save = (slug: string, payload: unknown) =>
      staff('POST', `/admin-api/promo-pages/khuyen-mai/${slug}/revisions`, payload);
    const both = await save('khuyen-mai-100', {
      bodyText: 'Nội dung thêm bằng tiếng Việt.',
      seo: { title: 'Tiêu đề SEO', description: '', noindex: false },
      en: {
        bodyText: '## More\n\nExtra English text.',
        seo: { title: 'English SEO', description: '', noindex: false },
      },
      publish: true,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.en).toMatchObject({ body: [{ type: 'h2', text: 'More' }, { type: 'p' }] });
    expect(await t.app.services.cms.publishedPromoPage('khuyen-mai', 'khuyen-mai-100', 'en')).toMatchObject({
      locale: 'en',
      body: [
        { type: 'h2', text: 'More' },
        { type: 'p', text: 'Extra English text.' },
      ],
      seo: { title: 'English SEO' },
    });
    expect(await t.app.services.cms.publishedPromoPage('khuyen-mai', 'khuyen-mai-100', 'vi')).toMatchObject({
      locale: 'vi',
      body: [{ type: 'p', text: 'Nội dung thêm bằng tiếng Việt.' }],
      seo: { title: 'Tiêu đề SEO' },
    });
    const viOnly = await save('khuyen-mai-50', { bodyText: 'Chỉ có tiếng Việt.', publish: true });
    expect(viOnly.statusCode, viOnly.body).toBe(200);
    expect(await t.app.services.cms.publishedPromoPage('khuyen-mai', 'khuyen-mai-50', 'en')).toMatchObject({
      locale: 'vi',
      body: [{ type: 'p', text: 'Chỉ có tiếng Việt.' }],
    });
  });

  it("should name a mission in staff's English, generated English or the Vietnamese staff wrote", async () => {
    await t.app.services.missions.seed();
    const missions = (await staff('GET', '/admin-api/missions')).json().data as Json[];
    const m = missions.find((x) => x.code === 'cuoc-hang-ngay');
    const generated = missions.find((x) => x.code === 'nap-tien-hang-ngay');
    const edit = (x: Json, change: Record<string, unknown>) =>
      staff('PUT', `/admin-api/missions/${x.id}`, {
        title: x.title,
        description: x.description,
        target: x.target,
        reward: x.reward,
        featured: x.featured,
        enabled: x.enabled,
        ...change,
      });
    const saved = await edit(m, {
      title: 'Cược vui cuối ngày',
      description: 'Mô tả staff viết.',
      titleEn: 'End-of-day fun bets',
      descriptionEn: 'A description staff wrote.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ titleEn: 'End-of-day fun bets' });
    // staff wrote Vietnamese only: the English site shows it rather than the generated English
    expect((await edit(generated, { title: 'Nạp tiền vui', titleEn: '' })).statusCode).toBe(200);

    const list = async (headers: Record<string, string>) => (await api('/api/missions?per_page=50', headers)) as Json[];
    const en = await list(EN);
    expect(en.find((x) => x.code === 'cuoc-hang-ngay')).toMatchObject({
      title: 'End-of-day fun bets',
      description: 'A description staff wrote.',
    });
    expect(en.find((x) => x.code === 'nap-tien-hang-ngay')).toMatchObject({
      title: 'Nạp tiền vui',
      description: 'One deposit of 500,000 VND or more today.',
    });
    const vi = await list(VI);
    expect(vi.find((x) => x.code === 'cuoc-hang-ngay')).toMatchObject({
      title: 'Cược vui cuối ngày',
      description: 'Mô tả staff viết.',
    });
    const audit = await t.db.pool.query<{ details: Json }>(
      `SELECT details FROM audit_log WHERE action = 'mission.update' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(m.id)],
    );
    expect(audit.rows[0]?.details.after.titleEn).toBe('End-of-day fun bets');
  });

  it("should name a tournament in staff's English and keep the Vietnamese title where none was written", async () => {
    const rule: TTournamentRule = {
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      sections: [],
      games: [{ provider: 'house', gameCode: 'taixiu' }],
      entry: 'everyone',
      scoring: 'turnover',
      minStake: 10_000,
      prizes: [{ from: 1, to: 1, kind: 'cash', amount: 100_000, wagering: null }],
      tie: 'first_to_reach',
      minDeposit: null,
      minVipLevel: null,
    };
    const publish = async (title: string, titleEn?: string) => {
      const slug = `dua-top-${randomUUID().slice(0, 8)}`;
      const created = await staff('POST', '/admin-api/tournaments', { slug, title, titleEn, rule });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data.titleEn).toBe(titleEn ?? null);
      expect((await staff('POST', `/admin-api/tournaments/${created.json().data.id}/publish`)).statusCode).toBe(200);
      return slug;
    };
    const both = await publish('Đua top Tài Xỉu', 'Tai Xiu race');
    const viOnly = await publish('Đua top cuối tuần');
    expect((await api(`/api/tournaments/${both}`, EN)).title).toBe('Tai Xiu race');
    expect((await api(`/api/tournaments/${both}`, VI)).title).toBe('Đua top Tài Xỉu');
    expect((await api(`/api/tournaments/${viOnly}`, EN)).title).toBe('Đua top cuối tuần');
  });

  it("should name VIP levels in staff's English, and in Vietnamese where a level has none", async () => {
    const rule = {
      ...DEMO_VIP_RULE,
      levels: DEMO_VIP_RULE.levels.map((l) => (l.code === 'vang' ? { ...l, nameEn: '' } : l)),
    };
    await t.app.services.vip.seed(rule);
    const en = await api('/api/vip', EN);
    expect(en.texts.levels.map((l: Json) => l.name)).toEqual(['Bronze', 'Silver', 'Vàng', 'Platinum', 'Diamond']);
    expect(en.texts.summary).toContain('Bronze');
    const vi = await api('/api/vip', VI);
    expect(vi.texts.levels.map((l: Json) => l.name)).toEqual(['Đồng', 'Bạc', 'Vàng', 'Bạch Kim', 'Kim Cương']);
    // the site's pages are served by the same services in their URL's language
    const program = await runInLocale('en', () => t.app.services.vip.program());
    expect(program?.texts.levels[0]?.name).toBe('Bronze');
  });
});
