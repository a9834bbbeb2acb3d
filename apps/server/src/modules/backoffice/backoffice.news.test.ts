import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { BackofficeNews } from './backoffice.news';

describe(BackofficeNews.name, () => {
  let t: TestApp;
  let content: string;
  beforeAll(async () => {
    t = await buildTestApp();
    content = await staffTokenFor(t.app, 'content');
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token = content) =>
    t.app.inject({ method, url, payload, headers: { 'x-staff-token': token } });
  const article = (slug: string, bodyText: string, extra: Record<string, unknown> = {}) => ({
    slug,
    title: 'Giải đấu cuối tuần',
    summary: 'Giải đấu cuối tuần với nhiều phần quà.',
    category: 'thong-bao',
    bodyText,
    status: 'draft',
    ...extra,
  });
  const site = async (slug: string) => {
    const res = await t.app.inject({ url: `/api/news/${slug}` });
    return res.statusCode === 200 ? (res.json().data.body as { text?: string }[])[0]?.text : res.statusCode;
  };
  const audits = async (id: string) =>
    (
      await t.db.pool.query<{ action: string; details: Record<string, unknown> }>(
        "SELECT action, details FROM audit_log WHERE target_type = 'news' AND target_id = $1 ORDER BY id",
        [id],
      )
    ).rows;

  it('should keep each save as a revision, leave the live article alone until publish, and restore an old one as the draft', async () => {
    const slug = `tin-rev-${Date.now()}`;
    const created = await staff('POST', '/admin-api/news', article(slug, 'Bản thứ nhất.', { note: 'bản đầu' }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({ status: 'draft', revisions: 1, publishedRevision: null });
    const second = await staff('PUT', `/admin-api/news/${id}`, article(slug, 'Bản thứ hai.'));
    expect(second.statusCode, second.body).toBe(200);
    expect(await site(slug)).toBe(404);

    const list = (await staff('GET', `/admin-api/news/${id}/revisions`)).json().data;
    expect(list.map((r: { body: { text: string }[] }) => r.body[0]!.text)).toEqual(['Bản thứ hai.', 'Bản thứ nhất.']);
    expect(list[0]).toMatchObject({ draft: true, published: false });
    expect(list[1]).toMatchObject({ draft: false, note: 'bản đầu' });
    expect(list[1].createdBy).toMatch(/^content\./);
    const [newest, first] = list as { id: number }[];

    // restore the first: a third revision, now the draft, with the first one's text
    const restored = await staff('POST', `/admin-api/news/${id}/revisions/${first!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ draft: true, note: `Khôi phục phiên bản #${first!.id}` });
    expect(restored.json().data.body).toEqual([{ type: 'p', text: 'Bản thứ nhất.' }]);
    // publishing what the editor saw before the restore is refused: the draft moved on
    const stale = await staff('POST', `/admin-api/news/${id}/publish`, { revision: newest!.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('NEWS_DRAFT_CHANGED');
    expect(await site(slug)).toBe(404);

    const published = await staff('POST', `/admin-api/news/${id}/publish`, { revision: restored.json().data.id });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', publishedRevision: restored.json().data.id });
    expect(await site(slug)).toBe('Bản thứ nhất.');

    // a draft of a live article changes nothing on the site until it is published
    const saved = await staff(
      'PUT',
      `/admin-api/news/${id}`,
      article(slug, 'Bản nháp mới.', { title: 'Tiêu đề nháp mới' }),
    );
    expect(await site(slug)).toBe('Bản thứ nhất.');
    const row = (await staff('GET', '/admin-api/news')).json().data.find((a: { id: string }) => a.id === id);
    expect(row).toMatchObject({ title: 'Giải đấu cuối tuần', status: 'published', revisions: 4 });
    expect(row.draftRevision).toBe(saved.json().data.draftRevision);
    expect(row.draftRevision).toBeGreaterThan(row.publishedRevision);
    await staff('POST', `/admin-api/news/${id}/publish`, {});
    expect(await site(slug)).toBe('Bản nháp mới.');

    const unpublished = await staff('POST', `/admin-api/news/${id}/unpublish`);
    expect(unpublished.json().data).toMatchObject({ status: 'draft', publishedRevision: null });
    expect(await site(slug)).toBe(404);

    const log = await audits(id);
    expect(log.map((a) => a.action)).toEqual([
      'news.create',
      'news.save',
      'news.restore',
      'news.publish',
      'news.save',
      'news.publish',
      'news.unpublish',
    ]);
    expect(log[2]!.details).toEqual({ from: first!.id, revision: restored.json().data.id });
    expect(log[3]!.details).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('should answer 404 and 409 with nothing changed, and refuse other roles on the server', async () => {
    const slug = `tin-loi-${Date.now()}`;
    const other = `${slug}-khac`;
    const id = (await staff('POST', '/admin-api/news', article(slug, 'Nội dung bài một.'))).json().data.id as string;
    await staff('POST', '/admin-api/news', article(other, 'Nội dung bài hai.'));
    const taken = await staff('PUT', `/admin-api/news/${id}`, article(other, 'Nội dung đổi đường dẫn.'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Đường dẫn bài viết đã được dùng');
    expect((await staff('GET', `/admin-api/news/${id}/revisions`)).json().data).toHaveLength(1);

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await staff('GET', `/admin-api/news/${missing}/revisions`)).statusCode).toBe(404);
    expect((await staff('POST', `/admin-api/news/${missing}/publish`, {})).statusCode).toBe(404);
    const noRevision = await staff('POST', `/admin-api/news/${id}/revisions/999999999/restore`);
    expect(noRevision.statusCode).toBe(404);
    expect(noRevision.json().code).toBe('REVISION_NOT_FOUND');
    expect((await staff('POST', `/admin-api/news/${id}/publish`, { revision: 'x' })).statusCode).toBe(400);

    const support = await staffTokenFor(t.app, 'support');
    const forbidden = await staff('POST', `/admin-api/news/${id}/publish`, {}, support);
    expect(forbidden.statusCode).toBe(403);
    expect(await site(slug)).toBe(404);
    expect(await audits(id)).toHaveLength(1);
  });

  it('should keep the text of an article written before revisions as its first revision on the first edit', async () => {
    const slug = `tin-cu-${Date.now()}`;
    const { rows } = await t.db.pool.query<{ id: string }>(
      `INSERT INTO news_articles (slug, title, summary, category, body, status)
       VALUES ($1, 'Bài viết cũ', 'Tóm tắt của bài viết cũ.', 'thong-bao', '[{"type":"p","text":"Nội dung cũ."}]', 'published')
       RETURNING id`,
      [slug],
    );
    const id = rows[0]!.id;
    expect((await staff('GET', `/admin-api/news/${id}/revisions`)).json().data).toEqual([]);
    await staff('PUT', `/admin-api/news/${id}`, article(slug, 'Nội dung sửa.'));
    expect(await site(slug)).toBe('Nội dung cũ.');
    const list = (await staff('GET', `/admin-api/news/${id}/revisions`)).json().data;
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ note: 'Nội dung ban đầu', createdBy: null, published: true, title: 'Bài viết cũ' });
    const back = await staff('POST', `/admin-api/news/${id}/revisions/${list[1].id}/restore`);
    expect(back.statusCode).toBe(200);
  });
});
