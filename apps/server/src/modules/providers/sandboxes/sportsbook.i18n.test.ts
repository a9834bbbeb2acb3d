import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leaves, placeholders, vietnameseOutsideCatalogues } from '../../../../../../scripts/i18n-text-check';
import { sandboxEn, sandboxVi } from './sportsbook.i18n';
import { sportsbookPage } from './sportsbook.page';

/**
 * The SABA and BTI sandboxes' catalogue (decision 180): both languages have the same keys and
 * placeholders, and no Vietnamese is written in the sandboxes' screen, API or wallets outside it.
 */
const vi = leaves(sandboxVi);
const en = leaves(sandboxEn);
const HERE = path.dirname(fileURLToPath(import.meta.url));

describe('sportsbook sandboxes catalogue', () => {
  it('should have the same keys and placeholders in Vietnamese and English, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [key, text] of [...vi, ...en]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of vi) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('should write no Vietnamese outside the catalogue', () => {
    expect(vietnameseOutsideCatalogues({ root: HERE, catalogues: /^sportsbook\.i18n\.ts$/, allowed: [] })).toEqual([]);
  });

  it("should frame the screen in the launch's language, and in Vietnamese as before", () => {
    const page = (lang: 'vi' | 'en') =>
      sportsbookPage({
        code: 'saba',
        brand: 'SABA Sports',
        game: 'vsports',
        lang,
        api: '/partners/saba/api',
        assets: '/partners/sportsbook-assets',
        session: 's',
        lobbyUrl: 'https://example.test/the-thao',
      });
    const viPage = page('vi');
    expect(viPage).toContain('<html lang="vi">');
    expect(viPage).toContain('<title>SABA Sports · Thể thao ảo (sandbox)</title>');
    expect(viPage).toContain('<a href="https://example.test/the-thao">Về sảnh</a>');
    expect(viPage).toContain('<label>Tiền cược (đ)<input');
    const enPage = page('en');
    expect(enPage).toContain('<html lang="en">');
    expect(enPage).toContain('<title>SABA Sports · Virtual sports (sandbox)</title>');
    expect(enPage).toContain('>Back to lobby</a>');
    expect(enPage).not.toMatch(/[ạảãàáâăđêôơư]/);
  });
});
