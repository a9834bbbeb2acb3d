import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import type { Catalogue } from './i18n/catalogue';
import { createI18n } from './i18n/i18n';
import { isLocale, type Locale } from './lib/locale';

/**
 * Only the page's language is loaded (decision 145): each catalogue is its own chunk, imported
 * before hydration, so the first render reads the same text the server wrote.
 */
const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  vi: () => import('./i18n/vi').then((m) => m.vi),
  en: () => import('./i18n/en').then((m) => m.en),
};

async function hydrate() {
  const lang = document.documentElement.dataset.locale;
  const locale: Locale = isLocale(lang) ? lang : 'vi';
  const i18n = createI18n(locale, { [locale]: await LOADERS[locale]() }, true);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
