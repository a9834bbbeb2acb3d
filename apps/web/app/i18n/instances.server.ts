import { LOCALES, type Locale } from '../lib/locale';
import { en } from './en';
import { createI18n } from './i18n';
import { vi } from './vi';

/**
 * The server renders every language, so it holds both catalogues; the browser gets only its
 * page's (entry.client.tsx). Instances are shared by requests: nothing changes their language.
 */
const catalogues = { vi, en } as const;
for (const locale of LOCALES) createI18n(locale, catalogues);

export { i18nFor, tFor } from './i18n';
export type { Locale };
