import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { staffTokenFor } from '../admin/admin.test-support';
import { register } from '../auth/auth.test-support';
import { BackofficeService } from './backoffice.service';

describe(BackofficeService.name, () => {
  let t: TestApp;
  let support: string;
  let content: string;
  beforeAll(async () => {
    t = await buildTestApp();
    support = await staffTokenFor(t.app, 'support');
    content = await staffTokenFor(t.app, 'content');
  });
  afterAll(() => t.close());

  const staff = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, payload, headers: { 'x-staff-token': token } });
  const search = async (q: string) =>
    (await staff(support, 'GET', `/admin-api/players?q=${encodeURIComponent(q)}`)).json().data as {
      id: number;
      username: string;
      phone: string;
      matchedBy: string;
    }[];

  it('should find a player by phone in any form, by id, by username prefix and by bank account number', async () => {
    const p = await register(t.app);
    const id = p.res.json().data.user.id as number;
    const intl = `+84 ${p.phone.slice(1, 3)} ${p.phone.slice(3, 6)} ${p.phone.slice(6)}`;
    expect((await search(intl)).map((h) => [h.id, h.matchedBy])).toContainEqual([id, 'phone']);
    const byPhone = await search(p.phone);
    expect(byPhone[0]).toMatchObject({ id, username: p.username, matchedBy: 'phone' });
    expect(byPhone[0]!.phone).toMatch(/^\d{3}\*{4}\d{3}$/);
    expect((await search(String(id)))[0]).toMatchObject({ id, matchedBy: 'id' });
    expect((await search(p.username.slice(0, 5).toUpperCase())).map((h) => h.id)).toContain(id);
    const accountNumber = `88${Date.now()}`.slice(0, 12);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/bank',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { bankBin: '970436', accountNumber, holderName: 'NGUYEN VAN AN' },
    });
    expect((await search(accountNumber))[0]).toMatchObject({ id, matchedBy: 'bank_account' });
    expect(await search('khong-ai-ten-nay-%')).toEqual([]);
    const empty = await staff(support, 'GET', '/admin-api/players?q=');
    expect(empty.statusCode).toBe(400);
  });

  it("should show the player's postings, bank accounts (masked for support) and notes, and audit the note", async () => {
    const p = await register(t.app);
    const id = p.res.json().data.user.id as number;
    const note = await staff(support, 'POST', `/admin-api/players/${id}/notes`, { text: 'Khách gọi hỏi về rút tiền' });
    expect(note.statusCode, note.body).toBe(200);
    const activity = (await staff(support, 'GET', `/admin-api/players/${id}/activity`)).json().data;
    expect(activity.notes[0]).toMatchObject({ text: 'Khách gọi hỏi về rút tiền' });
    expect(activity.notes[0].staffUsername).toMatch(/^support\./);
    const audit = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'player.note' AND target_id = $1`,
      [String(id)],
    );
    expect(audit.rows[0].details).toEqual({ after: { text: 'Khách gọi hỏi về rút tiền' } });
    expect((await staff(support, 'POST', '/admin-api/players/999999999/notes', { text: 'abc' })).statusCode).toBe(404);
  });

  it('should publish a news article that the player site then lists, keep drafts hidden, and audit before/after', async () => {
    const slug = `tin-moi-${Date.now()}`;
    const draft = await staff(content, 'POST', '/admin-api/news', {
      slug,
      title: 'Khuyến mãi cuối tuần',
      summary: 'Nạp tiền cuối tuần nhận thưởng hấp dẫn.',
      category: 'thong-bao',
      bodyText: '## Thể lệ\n\nNạp từ 100.000 ₫.\n\n- Áp dụng thứ 7\n- Áp dụng chủ nhật',
      status: 'draft',
      seoTitle: 'Khuyến mãi cuối tuần | Tin tức',
      seoDescription: '',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const article = draft.json().data;
    expect(article.body).toEqual([
      { type: 'h2', text: 'Thể lệ' },
      { type: 'p', text: 'Nạp từ 100.000 ₫.' },
      { type: 'ul', items: ['Áp dụng thứ 7', 'Áp dụng chủ nhật'] },
    ]);
    expect(article.seoDescription).toBeNull();
    expect((await t.app.inject({ url: `/api/news/${slug}` })).statusCode).toBe(404);
    const published = await staff(content, 'PUT', `/admin-api/news/${article.id}`, {
      slug,
      title: 'Khuyến mãi cuối tuần',
      summary: 'Nạp tiền cuối tuần nhận thưởng hấp dẫn.',
      category: 'thong-bao',
      bodyText: '## Thể lệ\n\nNạp từ 100.000 ₫.',
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    const site = await t.app.inject({ url: `/api/news/${slug}` });
    expect(site.statusCode).toBe(200);
    expect(site.json().data.title).toBe('Khuyến mãi cuối tuần');
    const list = (await t.app.inject({ url: '/api/news' })).json().data;
    expect(JSON.stringify(list)).toContain(slug);
    const audit = await t.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'news.publish' AND target_id = $1`,
      [article.id],
    );
    expect(audit.rows[0].details.before.status).toBe('draft');
    expect(audit.rows[0].details.after.status).toBe('published');
    const dup = await staff(content, 'POST', '/admin-api/news', {
      slug,
      title: 'Bài khác cùng đường dẫn',
      summary: 'Một bài khác trùng đường dẫn.',
      category: 'thong-bao',
      bodyText: 'Nội dung bài viết khác.',
      status: 'draft',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Đường dẫn bài viết đã được dùng');
    const bad = await staff(content, 'POST', '/admin-api/news', { slug: 'Có Dấu', title: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
