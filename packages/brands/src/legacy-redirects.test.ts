import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEGACY_PATH_RULES, LEGACY_QUERY_RULES, legacyRedirect } from './legacy-redirects';

const doc = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/legacy-redirects.md'),
  'utf8',
);

describe('legacyRedirect', () => {
  it('should send every listed old path to its target with a permanent status', () => {
    for (const rule of LEGACY_PATH_RULES) {
      expect(legacyRedirect(rule.from), rule.from).toEqual({ location: rule.to, status: 301 });
    }
  });

  it('should ignore a trailing slash but match case-sensitively', () => {
    expect(legacyRedirect('/cockfight/')).toEqual({ location: '/da-ga', status: 301 });
    expect(legacyRedirect('/Cockfight')).toBeNull();
    expect(legacyRedirect('/MEGA645')).toBeNull();
  });

  it('should redirect sub-paths only for rules that say so', () => {
    expect(legacyRedirect('/quayso/vong-quay/1')?.location).toBe('/cong-game');
    expect(legacyRedirect('/virtual-sports/bong-da')?.location).toBe('/the-thao');
    expect(legacyRedirect('/cockfight/abc')).toBeNull();
    expect(legacyRedirect('/quaysoabc')).toBeNull();
  });

  it('should keep tracking parameters across the redirect', () => {
    expect(legacyRedirect('/mega645', '?utm_source=fb&a=123')?.location).toBe('/lo-de/mega645?utm_source=fb&a=123');
  });

  it('should apply the query rules: tab=events goes to events, tab=promotions stays', () => {
    expect(legacyRedirect('/khuyen-mai', '?tab=events')).toEqual({ location: '/su-kien', status: 301 });
    expect(legacyRedirect('/khuyen-mai', '?tab=events&utm_source=x')?.location).toBe('/su-kien?utm_source=x');
    expect(legacyRedirect('/khuyen-mai', '?tab=promotions')).toBeNull();
    expect(legacyRedirect('/khuyen-mai')).toBeNull();
    expect(legacyRedirect('/song-bai-livecasino-truc-tuyen', '?filter=hot')?.location).toBe('/live-casino');
  });

  it('should leave current paths alone', () => {
    for (const p of ['/', '/live-casino', '/lo-de/mega645', '/da-ga', '/cong-game/slot', '/gioi-thieu']) {
      expect(legacyRedirect(p), p).toBeNull();
    }
  });

  it('should list every rule in docs/legacy-redirects.md', () => {
    for (const rule of LEGACY_PATH_RULES) expect(doc).toContain(`| \`${rule.from}\` | \`${rule.to}\` |`);
    for (const rule of LEGACY_QUERY_RULES) {
      expect(doc).toContain(`| \`${rule.path}\` | \`${rule.param}=${rule.value}\` | \`${rule.to}\` |`);
    }
  });
});
