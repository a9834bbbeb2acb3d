import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '../lib/locale';
import type { Catalogue } from './catalogue';
import type { vi } from './vi';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof vi };
    returnNull: false;
  }
}

/** One i18next instance per language, filled synchronously (the catalogues are plain modules). */
const instances = new Map<Locale, I18n>();

/**
 * Creates the instance of a language from its catalogue (and the Vietnamese fallback where it is
 * loaded: always on the server; in the browser only the page's own catalogue is, decision 145).
 */
export function createI18n(locale: Locale, catalogues: Partial<Record<Locale, Catalogue>>, global = false): I18n {
  const instance = global ? i18next : i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Object.keys(catalogues),
    resources: Object.fromEntries(Object.entries(catalogues).map(([lng, c]) => [lng, { translation: c }])),
    initAsync: false,
    // React escapes what it renders; the catalogues hold text, not HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

/** The instance of a language (the Vietnamese one when that language was never loaded here). */
export function i18nFor(locale: Locale): I18n {
  return instances.get(locale) ?? instances.get(DEFAULT_LOCALE) ?? i18next;
}

/** `t` of a language, for code outside React (meta functions, loaders, toasts, the API client). */
export function tFor(locale: Locale): TFunction {
  return i18nFor(locale).t;
}

/**
 * `t` of the page's language outside React in the browser (a page has one language; switching
 * loads the other language's page). On the server use `tFor(locale)`.
 */
export function tActive(): TFunction {
  return i18next.isInitialized ? i18next.t : tFor(DEFAULT_LOCALE);
}
