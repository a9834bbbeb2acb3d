import i18next, { type i18n as I18n } from 'i18next';

/*
 * The language of a built-in provider's screens and API (decisions 169 and 176): the launch names
 * it (`lang=en`), the screen asks its API in it (`Accept-Language`), and each provider words its
 * texts from its own i18next catalogues. Vietnamese is the default and the fallback. The module
 * runs in the browser too (bundled into each screen), so it imports nothing of node.
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

/** The texts of one language: a catalogue key and its figures. */
export type Texts = (key: string, params?: Record<string, unknown>) => string;

/**
 * A provider's two catalogues as i18next texts, the instance built on first use (importing the
 * module, in a test or at the server's start, costs nothing).
 */
export function catalogueTexts(vi: object, en: object): (lang: ProviderLang) => Texts {
  let instance: I18n | null = null;
  const i18n = () => {
    if (instance) return instance;
    const created = i18next.createInstance();
    void created.init({
      lng: 'vi',
      fallbackLng: 'vi',
      supportedLngs: [...PROVIDER_LANGS],
      resources: { vi: { translation: vi }, en: { translation: en } },
      initAsync: false,
      // the screens escape what they put in HTML; the API answers JSON
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

/** What a refusal of a provider's API says: its catalogue key and figures. */
export interface Words {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * How a provider words a refusal in the language asked for: its own words when it has them, else
 * the same fixed sentence of the catalogue's `errors` (a schema rule's message, written in
 * Vietnamese), else its code's sentence (`errors.codes`), else as it was written (Vietnamese).
 */
export function refusalWording(
  errors: { codes: Record<string, string> } & Record<string, unknown>,
  textsOf: (lang: ProviderLang) => Texts,
): (lang: ProviderLang, code: string, message: string, words?: Words) => string {
  let byText: Map<string, string> | null = null;
  const keyOfText = (message: string) => {
    if (!byText) {
      byText = new Map();
      for (const [key, text] of Object.entries(errors))
        if (typeof text === 'string' && !text.includes('{{')) byText.set(text, `errors.${key}`);
    }
    return byText.get(message);
  };
  return (lang, code, message, words) => {
    if (lang === 'vi') return message;
    const t = textsOf(lang);
    if (words) return t(words.key, words.params);
    const same = keyOfText(message);
    if (same) return t(same);
    if (code in errors.codes) return t(`errors.codes.${code}`);
    return message;
  };
}
