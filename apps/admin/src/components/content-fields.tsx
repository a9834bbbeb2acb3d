import type { UseFormRegisterReturn } from 'react-hook-form';
import { t } from '../i18n';

/** The formatting help under a CMS page's body text (as `bodyFromText` reads it). */
export function BodyTextHint() {
  return (
    <span className="text-xs text-slate-500">
      {t('contentFields.paragraphsAreSeparatedBy')} {'{brand}'} {t('contentFields.isTheBrandName')}
    </span>
  );
}

/**
 * A CMS page's SEO fields (`seo.title`, `seo.description`, `seo.noindex`, each as registered by
 * the form); `legend` says what an empty one falls back to.
 */
export function SeoFieldset({
  legend,
  title,
  description,
  noindex,
  errors,
}: {
  legend: string;
  title: UseFormRegisterReturn;
  description: UseFormRegisterReturn;
  noindex: UseFormRegisterReturn;
  errors?: { title?: { message?: string }; description?: { message?: string } };
}) {
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 p-2">
      <legend className="label">{legend}</legend>
      <label className="block">
        <span className="label">{t('contentFields.seoTitle70Characters')}</span>
        <input className="input" {...title} />
        <span className="error">{errors?.title?.message}</span>
      </label>
      <label className="block">
        <span className="label">{t('contentFields.seoDescription170Characters')}</span>
        <textarea className="input" rows={2} {...description} />
        <span className="error">{errors?.description?.message}</span>
      </label>
      <label className="inline-flex items-center gap-1 text-sm">
        <input type="checkbox" {...noindex} /> {t('contentFields.keepSearchEnginesFrom')}
      </label>
    </fieldset>
  );
}

/**
 * The "Tiếng Việt / English" tabs of a content editor (decisions 163, 170): staff write the
 * English version beside the Vietnamese; the English site shows it, else the Vietnamese.
 */
export function LanguageTabs({ lang, onChange }: { lang: 'vi' | 'en'; onChange: (lang: 'vi' | 'en') => void }) {
  return (
    <div className="flex gap-2" role="tablist" aria-label={t('contentFields.language')}>
      {(['vi', 'en'] as const).map((l) => (
        <button
          key={l}
          type="button"
          role="tab"
          aria-selected={lang === l}
          className={lang === l ? 'btn-primary' : 'btn-ghost'}
          onClick={() => onChange(l)}
        >
          {t(l === 'vi' ? 'contentFields.vietnamese' : 'contentFields.english')}
        </button>
      ))}
    </div>
  );
}

/** Whether the text has an English version: unticked, the English site shows the Vietnamese. */
export function EnglishSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(ev) => onChange(ev.target.checked)} />
      {t('contentFields.hasEnglish')}
    </label>
  );
}
