import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_MAX_AGE, affiliateInfo, captureAffiliate, isAttributingReferrer } from './affiliate';

/** A document.cookie that behaves like a browser's (set, overwrite, delete by max-age=0). */
function cookieJar() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair, ...attrs] = value.split(';').map((s) => s.trim());
      const [name, v] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      if (attrs.includes('max-age=0')) jar.delete(name);
      else jar.set(name, v);
    },
  };
  return { doc, jar, writes };
}

describe('affiliate cookies', () => {
  let jar: ReturnType<typeof cookieJar>;
  beforeEach(() => {
    jar = cookieJar();
    vi.stubGlobal('document', jar.doc);
  });
  afterEach(() => vi.unstubAllGlobals());

  const at = (search: string) => ({ search, hostname: 'xc03.vn' });

  it('should store a as aff_id and the utm parameters, for 12 hours on path /', () => {
    captureAffiliate(at('?a=AFF9&utm_source=fb&utm_medium=cpc&utm_campaign=tet&utm_term=x&utm_content=y'), '');
    expect(affiliateInfo()).toMatchObject({
      aff_id: 'AFF9',
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'tet',
      utm_term: 'x',
      utm_content: 'y',
      source: 'xc03.vn',
    });
    expect(jar.writes[0]).toBe(`aff_id=AFF9; max-age=${AFFILIATE_MAX_AGE}; path=/; SameSite=Lax`);
    expect(AFFILIATE_MAX_AGE).toBe(43_200);
  });

  it('should delete a cookie whose parameter is present but empty, and keep absent ones', () => {
    captureAffiliate(at('?a=AFF9&utm_source=fb'), '');
    captureAffiliate(at('?a=&utm_medium=email'), '');
    expect(affiliateInfo()).toMatchObject({ aff_id: null, utm_source: 'fb', utm_medium: 'email' });
  });

  it('should keep an external referer but not our own host or own / partner domains', () => {
    expect(isAttributingReferrer('https://www.google.com/search?q=x', 'xc03.vn')).toBe(true);
    expect(isAttributingReferrer('https://xc03.vn/khuyen-mai', 'xc03.vn')).toBe(false);
    expect(isAttributingReferrer('https://payment.momo.vn/pay', 'xc03.vn')).toBe(false);
    expect(isAttributingReferrer('https://m.xc06.com/', 'xc03.vn', ['xc06.com'])).toBe(false);
    expect(isAttributingReferrer('not a url', 'xc03.vn')).toBe(false);

    captureAffiliate(at(''), 'https://xc03.vn/tin-tuc');
    expect(affiliateInfo().referer).toBeNull();
    captureAffiliate(at(''), 'https://www.facebook.com/');
    expect(affiliateInfo().referer).toBe('https://www.facebook.com/');
    captureAffiliate(at(''), 'https://brand.example/', ['https://brand.example']);
    expect(affiliateInfo().referer).toBe('https://www.facebook.com/');
  });
});
