import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { ensureSiteBuilt } from '../../../test/site';
import { staffTokenFor } from '../admin/admin.test-support';
import { SupportSettings } from './system.support';

/** The footer's support line as the served page shows it, tags stripped. */
function footerSupport(html: string): string {
  const m = /<p[^>]*data-testid="footer-support"[^>]*>(.*?)<\/p>/s.exec(html);
  if (!m) throw new Error('no footer support line');
  return m[1]!
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every page's footer promises only the support staff configured (issue 30): no "24/7" unless the
 * hours say so, the hotline only when one is set, the brand's e-mail until support sets its own.
 */
describe(`${SupportSettings.name} in the served site's footer`, () => {
  let t: TestApp;
  let support: string;

  beforeAll(async () => {
    ensureSiteBuilt();
    t = await buildTestApp({}, { web: 'production' });
    support = await staffTokenFor(t.app, 'support');
  }, 300_000);
  afterAll(() => t?.close());

  it('should name only the configured hours, hotline and e-mail, on every page', async () => {
    const brandEmail = t.app.services.system.brand().support.email;
    const before = await t.app.inject('/');
    expect(before.statusCode).toBe(200);
    expect(footerSupport(before.body)).toBe(`Hỗ trợ · ${brandEmail}`);
    // no hours set: the copy (title, description, home text) promises no hours at all
    expect(before.body).not.toMatch(/hỗ trợ 24\/7/i);
    expect(before.body).toContain('hỗ trợ tận tâm');

    const set = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/support',
      headers: { 'x-staff-token': support },
      payload: {
        channels: {
          hotline: '1900 6868',
          zalo: '',
          telegram: '',
          email: 'cskh@example.vn',
          hours: '8:00 – 22:00 hằng ngày',
        },
        licence: null,
      },
    });
    expect(set.statusCode, set.body).toBe(200);

    for (const url of ['/', '/gioi-thieu']) {
      const page = await t.app.inject(url);
      expect(page.statusCode).toBe(200);
      expect(footerSupport(page.body)).toBe('Hỗ trợ: 8:00 – 22:00 hằng ngày · 1900 6868 · cskh@example.vn');
      expect(page.body).toContain('href="tel:19006868"');
      expect(page.body).not.toMatch(/hỗ trợ 24\/7/i);
    }
    // the home page's copy says the hours staff set
    expect((await t.app.inject('/')).body).toContain('hỗ trợ 8:00 – 22:00 hằng ngày');
  });
});
