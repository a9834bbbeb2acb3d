import i18next, { type i18n as I18n } from 'i18next';

/*
 * What the built-in providers' screens need to speak the launch's language (decisions 169, 175):
 * the language a launch or request names, one i18next instance per catalogue (as the site's
 * catalogues are, decision 145), Vietnam time in each language's form, and a refusal of the
 * provider's API worded in the language asked for. Each provider keeps its own catalogue; the
 * same module runs in the browser (bundled into the screens) and on the server.
 */

export const PROVIDER_LANGS = ['vi', 'en'] as const;
export type ProviderLang = (typeof PROVIDER_LANGS)[number];

/**
 * The language a launch or a request names (`lang=en`, `en-GB`, `Accept-Language: en`):
 * English when its first tag is English, Vietnamese otherwise (the default and the fallback).
 */
export function langOf(raw: unknown): ProviderLang {
  const first = typeof raw === 'string' ? raw.split(',')[0]!.trim().toLowerCase() : '';
  return first === 'en' || first.startsWith('en-') || first.startsWith('en;') ? 'en' : 'vi';
}

/**
 * A page language in a partner's own code for it (research file on provider protocols): PP and
 * WS168 take ISO 639-1 (`vi`, `en`), AWC, SABA and BTI write Vietnamese `vn`, IM upper case.
 */
export function gameLanguage(lang: ProviderLang, style: 'iso' | 'vn' | 'upper'): string {
  if (lang === 'en') return style === 'upper' ? 'EN' : 'en';
  return style === 'iso' ? 'vi' : style === 'vn' ? 'vn' : 'VI';
}

export type ProviderT = (key: string, params?: Record<string, unknown>) => string;

/**
 * The texts of a catalogue in one language: `catalogueT(vi, en)('en')('some.key', { n: 1 })`.
 * The i18next instance is built on first use, so importing a provider costs nothing.
 */
export function catalogueT(vi: object, en: object): (lang: ProviderLang) => ProviderT {
  let instance: I18n | null = null;
  const i18n = (): I18n => {
    if (instance) return instance;
    const created = i18next.createInstance();
    void created.init({
      lng: 'vi',
      fallbackLng: 'vi',
      supportedLngs: [...PROVIDER_LANGS],
      resources: { vi: { translation: vi }, en: { translation: en } },
      initAsync: false,
      // the screens put texts in the DOM as text, not HTML; the APIs answer JSON
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instance = created;
    return created;
  };
  return (lang) => {
    const t = i18n().getFixedT(lang);
    return (key, params) => t(key, params ?? {}) as string;
  };
}

const INTL: Record<ProviderLang, string> = { vi: 'vi-VN', en: 'en-GB' };

/** Vietnam time in the language's form, as the site writes dates (24-hour clock in both). */
export function dateFormats(lang: ProviderLang) {
  const time = new Intl.DateTimeFormat(INTL[lang], {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
  const dateTime = new Intl.DateTimeFormat(INTL[lang], {
    timeZone: 'Asia/Ho_Chi_Minh',
    dateStyle: 'short',
    timeStyle: 'short',
    hour12: false,
  });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}

/** What a refusal of a provider's API says: its catalogue key and figures. */
export interface RefusalKey {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * A provider's refusals in the language asked for, from its catalogue's `errors` section (the
 * Vietnamese one): a refusal's own words when it has them, else the same fixed sentence of the
 * section (a schema rule's message, worded outside the catalogue module), else its code's
 * sentence (`errors.codes.<CODE>`), else the message as it was written (Vietnamese).
 */
export function refusalsIn(tOf: (lang: ProviderLang) => ProviderT, viErrors: Record<string, unknown>) {
  let byText: Map<string, string> | null = null;
  const keyOfText = (message: string): string | undefined => {
    if (!byText) {
      byText = new Map();
      for (const [key, text] of Object.entries(viErrors))
        if (typeof text === 'string' && !text.includes('{{')) byText.set(text, `errors.${key}`);
    }
    return byText.get(message);
  };
  const codes = (viErrors.codes ?? {}) as Record<string, unknown>;
  return (lang: ProviderLang, code: string, message: string, words?: RefusalKey): string => {
    if (lang === 'vi') return message;
    const t = tOf(lang);
    if (words) return t(words.key, words.params);
    const same = keyOfText(message);
    if (same) return t(same);
    if (code in codes) return t(`errors.codes.${code}`);
    return message;
  };
}
