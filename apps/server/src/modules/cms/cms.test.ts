import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { CmsService } from './cms.service';

describe(CmsService.name, () => {
  let t: TestApp;
  let content: string;
  const headers = () => ({ 'x-staff-token': content });
  const save = (key: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/admin-api/info-pages/${key}/revisions`, headers: headers(), payload });
  const published = (key: string) => t.app.services.cms.published(key);

  beforeAll(async () => {
    t = await buildTestApp();
    content = await staffTokenFor(t.app, 'content');
  }, 120_000);
  afterAll(() => t.close());

  it('should list every info page, none published at first (the site shows the text in code)', async () => {
    const res = await t.app.inject({ url: '/admin-api/info-pages', headers: headers() });
    expect(res.statusCode).toBe(200);
    const pages = res.json().data as { key: string; publishedRevision: number | null }[];
    expect(pages.map((p) => p.key)).toContain('gioi-thieu');
    expect(pages.every((p) => p.publishedRevision === null)).toBe(true);
    expect(await published('gioi-thieu')).toBeNull();
  });

  it('should keep a draft off the site, show it once published, and restore an older revision', async () => {
    const first = await save('gioi-thieu', {
      intro: '{brand} là sân chơi giải trí trực tuyến (bản 1).',
      bodyText: '## Về chúng tôi\n\nĐoạn một của bản 1.\n\n- ý một\n- ý hai',
      faq: [{ question: 'Ai đứng sau {brand}?', answer: 'Một đội ngũ người Việt.' }],
      publish: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const r1 = first.json().data;
    expect(r1).toMatchObject({
      published: true,
      body: [{ type: 'h2', text: 'Về chúng tôi' }, { type: 'p' }, { type: 'ul' }],
    });
    expect(await published('gioi-thieu')).toMatchObject({
      intro: '{brand} là sân chơi giải trí trực tuyến (bản 1).',
      revision: r1.id,
    });

    const draft = await save('gioi-thieu', {
      intro: 'Bản nháp chưa đăng, không được hiện.',
      bodyText: 'Nội dung nháp.',
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.published).toBe(false);
    expect((await published('gioi-thieu'))!.revision).toBe(r1.id);

    const pub = await t.app.inject({
      method: 'POST',
      url: `/admin-api/info-pages/gioi-thieu/revisions/${draft.json().data.id}/publish`,
      headers: headers(),
    });
    expect(pub.statusCode).toBe(200);
    expect(await published('gioi-thieu')).toMatchObject({ intro: 'Bản nháp chưa đăng, không được hiện.', faq: [] });

    // restore the first revision
    await t.app.inject({
      method: 'POST',
      url: `/admin-api/info-pages/gioi-thieu/revisions/${r1.id}/publish`,
      headers: headers(),
    });
    expect((await published('gioi-thieu'))!.revision).toBe(r1.id);
    const revisions = (
      await t.app.inject({ url: '/admin-api/info-pages/gioi-thieu/revisions', headers: headers() })
    ).json().data as { id: number; published: boolean }[];
    expect(revisions.map((r) => r.id)).toEqual([draft.json().data.id, r1.id]);
    expect(revisions.find((r) => r.published)!.id).toBe(r1.id);

    const logged = await t.db.pool.query(
      `SELECT action, details FROM audit_log WHERE target_type = 'info_page' AND target_id = 'gioi-thieu' ORDER BY id`,
    );
    expect(logged.rows.map((r) => r.action)).toEqual([
      'info_page.publish',
      'info_page.save',
      'info_page.publish',
      'info_page.publish',
    ]);
    expect(logged.rows[3].details).toMatchObject({
      before: { publishedRevision: draft.json().data.id },
      after: { publishedRevision: r1.id },
    });

    const back = await t.app.inject({
      method: 'POST',
      url: '/admin-api/info-pages/gioi-thieu/unpublish',
      headers: headers(),
    });
    expect(back.json().data.publishedRevision).toBeNull();
    expect(await published('gioi-thieu')).toBeNull();
  });

  it('should refuse unknown pages, foreign revisions and bad input without saving anything', async () => {
    expect((await save('khong-co', { intro: 'Một đoạn mở đầu đủ dài.', bodyText: '' })).statusCode).toBe(404);
    const short = await save('dieu-khoan-dieu-kien', { intro: 'ngắn', bodyText: '' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Đoạn mở đầu tối thiểu 10 ký tự');
    const other = await save('chinh-sach-bao-mat', { intro: 'Chính sách bảo mật bản mới.', bodyText: 'Nội dung.' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/admin-api/info-pages/dieu-khoan-dieu-kien/revisions/${other.json().data.id}/publish`,
      headers: headers(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await published('dieu-khoan-dieu-kien')).toBeNull();
  });
});
