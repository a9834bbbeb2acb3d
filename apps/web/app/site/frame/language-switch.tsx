import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/use-locale';
import { LOCALE_NAME, LOCALE_TAG, LOCALES, localizedPath } from '../../lib/locale';

/**
 * The language switch (decision 145): a plain link to this page in the other language, so it
 * works before hydration and loads that language's catalogue with the page. The choice is the URL
 * itself: the player stays in the language of the addresses they follow.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = LOCALES.find((l) => l !== locale) ?? 'vi';
  return (
    <a
      href={`${localizedPath(other, pathname)}${search}`}
      hrefLang={LOCALE_TAG[other]}
      lang={LOCALE_TAG[other]}
      // the name is the visible code and the language's own name ('EN English'): an aria-label
      // without the visible 'EN' fails Lighthouse's label-content-name-mismatch audit
      title={t('lang.switchTo')}
      data-testid="language-switch"
      className={`inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-xs font-bold uppercase text-ink-200 hover:text-white ${className}`}
    >
      {other === 'en' ? 'EN' : 'VI'}
      <span className="sr-only"> {LOCALE_NAME[other]}</span>
    </a>
  );
}
