import i18next from 'i18next';
import { en } from './en';
import { vi } from './vi';

/**
 * The back office's languages (decision 165): Vietnamese is the default and the fallback, English
 * beside it. Both catalogues are in the bundle (staff only, no page-weight budget), and i18next is
 * set up when this module loads, before any screen's module: texts a module computes once (table
 * columns, label maps) are read in the chosen language, which is why switching reloads the app.
 */
export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

/** The browser's last choice, and each staff member's own (`admin-locale:<staff id>`). */
const DEVICE_KEY = 'admin-locale';
const staffKey = (staffId: number) => `${DEVICE_KEY}:${staffId}`;
const isLocale = (v: unknown): v is Locale => v === 'vi' || v === 'en';

function stored(key: string): Locale | null {
  try {
    const v = globalThis.localStorage?.getItem(key);
    return isLocale(v) ? v : null;
  } catch {
    return null; // storage refused (privacy mode): the default language
  }
}
function store(key: string, locale: Locale) {
  try {
    globalThis.localStorage?.setItem(key, locale);
  } catch {
    // not remembered; the switch still applies to this page
  }
}

void i18next.init({
  lng: stored(DEVICE_KEY) ?? DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  resources: { vi: { translation: vi }, en: { translation: en } },
  initAsync: false,
  // React escapes what it renders; the catalogues hold text, not HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (globalThis.document) {
  document.documentElement.lang = i18next.language;
  document.title = i18next.t('layout.backOffice' as never) as unknown as string;
}

/** The language the back office is shown in. */
export const locale = (): Locale => (isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE);

/**
 * A text of the catalogues in the chosen language (`'withdrawals.amount'`), with its
 * `{{placeholders}}` filled. Module-level texts are read once, after the language is set.
 */
export function t(key: string, values?: Record<string, unknown>): string {
  return i18next.t(key as never, values as never) as unknown as string;
}

/** Switches language for this staff member and this browser, then reloads to read every text again. */
export function switchLocale(next: Locale, staffId?: number) {
  store(DEVICE_KEY, next);
  if (staffId !== undefined) store(staffKey(staffId), next);
  if (next !== locale()) globalThis.location.reload();
}

/**
 * After sign-in: the staff member's own language when they chose one (another staff member may
 * have used this browser last). Answers whether the app reloads for it.
 */
export function applyStaffLocale(staffId: number): boolean {
  const own = stored(staffKey(staffId));
  if (!own || own === locale()) return false;
  store(DEVICE_KEY, own);
  globalThis.location.reload();
  return true;
}
