import { type Locale, locale, switchLocale, t } from '../i18n';

/** Each language named in itself, so a reader of either finds theirs. */
const NAMES: Record<Locale, string> = { vi: 'Tiếng Việt', en: 'English' };

/**
 * The back office's language switch (decision 165): remembered for this browser and, once signed
 * in, for the staff member, who finds it again on any browser they switched on.
 */
export function LanguageSwitch({ staffId }: { staffId?: number }) {
  const current = locale();
  return (
    <fieldset aria-label={t('languageSwitch.label')} className="flex gap-1 border-0 p-0 text-xs">
      {(Object.keys(NAMES) as Locale[]).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === current}
          className={`rounded px-2 py-1 ${l === current ? 'bg-slate-800 text-white' : 'text-slate-600 hover:bg-slate-200'}`}
          onClick={() => switchLocale(l, staffId)}
        >
          {NAMES[l]}
        </button>
      ))}
    </fieldset>
  );
}
