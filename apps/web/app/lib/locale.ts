/**
 * The site's languages (decision 145). Vietnamese is the default and the fallback and lives at the
 * root; English is the same site under `/en`, served by the same routes with React Router's
 * basename set to the prefix (apps/server/src/plugins/web.ts), so links, redirects and the
 * route matcher need no per-locale code. The URL is the only source of truth: what a crawler and
 * a player see at an address never depends on a cookie.
 */
export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

/** The path prefix of each locale ('' for the default). */
export const LOCALE_PREFIX: Record<Locale, string> = { vi: '', en: '/en' };

/** BCP 47 tags for `<html lang>`, `hreflang` and Intl. */
export const LOCALE_TAG: Record<Locale, string> = { vi: 'vi-VN', en: 'en' };
/** Open Graph locale names. */
export const OG_LOCALE: Record<Locale, string> = { vi: 'vi_VN', en: 'en_US' };
/** The name of each language in itself, for the switch. */
export const LOCALE_NAME: Record<Locale, string> = { vi: 'Tiếng Việt', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a full path (as the browser or the server sees it) is in. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
}

/** The path inside the site, without the locale prefix: '/en/khuyen-mai' -> '/khuyen-mai', '/en' -> '/'. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  return pathname.slice(LOCALE_PREFIX.en.length) || '/';
}

/** The full path of a site path in a locale: ('en', '/') -> '/en', ('en', '/tin-tuc') -> '/en/tin-tuc'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}

/** The locale of a request to the site. */
export function localeOfRequest(request: { url: string }): Locale {
  return localeOfPath(new URL(request.url).pathname);
}
