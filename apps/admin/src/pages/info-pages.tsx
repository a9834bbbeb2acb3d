import {
  bodyFromText,
  type TInfoPageRevision,
  type TInfoPageSaveRequest,
  type TInfoPageSummary,
  textFromBody,
  ZInfoPageSaveRequestSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
// The pages' text in code is the site's own copy: the editor starts from it until a revision exists.
import { INFO_PAGES_COPY } from '../../../web/app/i18n/pages/info';
import { INFO_PAGES_COPY_EN } from '../../../web/app/i18n/pages/info-en';
import { BodyTextHint, LanguageTabs, SeoFieldset } from '../components/content-fields';
import { ContentPreview } from '../components/content-preview';
import { DataTable } from '../components/data-table';
import {
  EditorHeading,
  PublishBar,
  RevisionHistory,
  StatusMessage,
  useRevisionActions,
  useStartFromRevision,
} from '../components/revision-history';
import { t } from '../i18n';
import { get } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

export const INFO_PAGE_TITLE: Record<string, string> = {
  'gioi-thieu': t('infoPages.aboutUs'),
  'dieu-khoan-dieu-kien': t('infoPages.termsConditions'),
  'chinh-sach-bao-mat': t('infoPages.privacyPolicy'),
  'huong-dan-nap-tien': t('infoPages.howToDeposit'),
  'huong-dan-rut-tien': t('infoPages.howToWithdraw'),
  'huong-dan-dang-ky': t('infoPages.howToRegister'),
  'code-tan-thu': t('infoPages.newPlayerCode'),
  'huong-dan-nhan-gift-code': t('infoPages.howToGetA'),
  'cau-hoi-thuong-gap': t('infoPages.frequentlyAskedQuestions'),
  'choi-co-trach-nhiem': t('infoPages.responsibleGaming'),
};

const col = createColumnHelper<TInfoPageSummary>();

/** Info pages of the site: each save a revision, preview, publish, restore an older one. */
export function InfoPagesPage() {
  const { data, error, reload } = useLoad(() => get<TInfoPageSummary[]>('/info-pages'), []);
  const [editing, setEditing] = useState<string | null>(null);
  if (editing)
    return (
      <InfoPageEditor
        pageKey={editing}
        onBack={async () => {
          setEditing(null);
          await reload();
        }}
      />
    );
  const columns = [
    col.accessor('key', {
      header: 'Trang',
      cell: (c) => (
        <button type="button" className="text-left text-indigo-700 underline" onClick={() => setEditing(c.getValue())}>
          {INFO_PAGE_TITLE[c.getValue()] ?? c.getValue()}
          <span className="block font-mono text-xs text-slate-500">/{c.getValue()}</span>
        </button>
      ),
    }),
    col.accessor('publishedRevision', {
      header: t('infoPages.live'),
      cell: (c) => (c.getValue() ? t('infoPages.version', { getValue: c.getValue() }) : t('infoPages.defaultContent')),
    }),
    col.accessor('revisions', { header: t('infoPages.versions') }),
    col.accessor('publishedAt', { header: t('infoPages.publishedAt'), cell: (c) => dateTime(c.getValue()) }),
    col.accessor('lastSavedAt', { header: t('infoPages.lastSaved'), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('infoPages.infoPages')}</h1>
      <p className="text-sm text-slate-500">{t('infoPages.aboutUsTermsGuides')}</p>
      {error && <p className="error">{error}</p>}
      <DataTable label={t('infoPages.infoPages')} data={data ?? []} columns={columns} filter={false} />
    </section>
  );
}

const NO_SEO = { title: '', description: '', noindex: false };

interface PageText {
  intro: string;
  body: TInfoPageRevision['body'];
  faq?: { question: string; answer: string }[];
  seo?: TInfoPageRevision['seo'];
}

const textOf = (r: PageText) => ({
  intro: r.intro,
  bodyText: textFromBody(r.body),
  faq: r.faq ?? [],
  seo: r.seo ?? NO_SEO,
});

/** A revision (or the text in code) as the form: the Vietnamese page and its English version, if any (decision 163). */
function formOf(r: PageText & { en?: PageText | null }) {
  return { ...textOf(r), en: r.en ? textOf(r.en) : null, note: '', publish: false };
}

function InfoPageEditor({ pageKey, onBack }: { pageKey: string; onBack: () => Promise<void> }) {
  const base = `/info-pages/${pageKey}`;
  const revisions = useLoad(() => get<TInfoPageRevision[]>(`${base}/revisions`), [base]);
  const { message, saveRevision, publishRevision } = useRevisionActions(revisions.reload);
  const fallback = INFO_PAGES_COPY[pageKey];
  const fallbackEn = INFO_PAGES_COPY_EN[pageKey];
  const form = useForm<TInfoPageSaveRequest>({
    resolver: zodResolver(ZInfoPageSaveRequestSchema) as never,
    defaultValues: fallback
      ? formOf({ ...fallback, en: fallbackEn ?? null })
      : { intro: '', bodyText: '', faq: [], seo: NO_SEO, en: null, note: '' },
  });
  const [lang, setLang] = useState<'vi' | 'en'>('vi');
  const list = revisions.data ?? [];
  useStartFromRevision(revisions.data, (r) => form.reset(formOf(r)));
  const values = form.watch();
  const e = form.formState.errors;
  const save = (publish: boolean) => form.handleSubmit((v) => saveRevision(`${base}/revisions`, v, publish));
  return (
    <section className="space-y-3">
      <EditorHeading title={INFO_PAGE_TITLE[pageKey] ?? pageKey} path={`/${pageKey}`} onBack={onBack} />
      <StatusMessage message={message} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <form className="card space-y-3" onSubmit={(ev) => ev.preventDefault()} noValidate>
          <LanguageTabs lang={lang} onChange={setLang} />
          {lang === 'vi' ? (
            <PageTextFields prefix="" control={form.control} register={form.register} errors={e} />
          ) : (
            <>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={values.en != null}
                  onChange={(ev) =>
                    form.setValue(
                      'en',
                      ev.target.checked
                        ? fallbackEn
                          ? textOf(fallbackEn)
                          : { intro: '', bodyText: '', faq: [], seo: NO_SEO }
                        : null,
                    )
                  }
                />
                {t('infoPages.hasEnglishVersion')}
              </label>
              {values.en != null && (
                <PageTextFields
                  prefix="en."
                  control={form.control}
                  register={form.register}
                  errors={(e.en ?? {}) as FieldErrors<TInfoPageSaveRequest>}
                />
              )}
            </>
          )}
          <PublishBar note={form.register('note')} onPublish={save(true)} onDraft={save(false)} />
        </form>
        <div className="card space-y-2">
          <h2 className="font-semibold">{t('infoPages.preview')}</h2>
          <ContentPreview
            intro={(lang === 'en' && values.en ? values.en : values).intro ?? ''}
            body={bodyFromText((lang === 'en' && values.en ? values.en : values).bodyText ?? '')}
            faq={((lang === 'en' && values.en ? values.en : values).faq ?? []).filter((f) => f.question && f.answer)}
          />
        </div>
      </div>
      <RevisionHistory
        revisions={list}
        empty={t('infoPages.noVersionYetThe')}
        onOpen={(r) => form.reset(formOf(r))}
        onPublish={(r) => void publishRevision(`${base}/revisions/${r.id}/publish`, r.id)}
      />
    </section>
  );
}

/**
 * The fields of one language of a page: the Vietnamese page (`prefix` '') or its English version
 * (`prefix` 'en.').
 */
function PageTextFields({
  prefix,
  control,
  register,
  errors: e,
}: {
  prefix: '' | 'en.';
  control: Control<TInfoPageSaveRequest>;
  register: UseFormRegister<TInfoPageSaveRequest>;
  errors: FieldErrors<TInfoPageSaveRequest>;
}) {
  const name = (field: string) => `${prefix}${field}` as never;
  const faq = useFieldArray({ control, name: name('faq') });
  return (
    <>
      <label className="block">
        <span className="label">{t('infoPages.introduction')}</span>
        <textarea className="input" rows={3} {...register(name('intro'))} />
        <span className="error">{e.intro?.message}</span>
      </label>
      <label className="block">
        <span className="label">{t('infoPages.content')}</span>
        <textarea className="input leading-relaxed" rows={14} {...register(name('bodyText'))} />
        <BodyTextHint />
      </label>
      <fieldset className="space-y-2">
        <legend className="label">{t('infoPages.frequentlyAskedQuestions')}</legend>
        {faq.fields.map((f, i) => (
          <div key={f.id} className="space-y-1 rounded border border-slate-200 p-2">
            <input className="input" placeholder={t('infoPages.question')} {...register(name(`faq.${i}.question`))} />
            <textarea
              className="input"
              rows={2}
              placeholder={t('infoPages.answer')}
              {...register(name(`faq.${i}.answer`))}
            />
            <span className="error">{e.faq?.[i]?.question?.message ?? e.faq?.[i]?.answer?.message}</span>
            <button type="button" className="btn-ghost" onClick={() => faq.remove(i)}>
              {t('infoPages.deleteQuestion')}
            </button>
          </div>
        ))}
        <button type="button" className="btn-ghost" onClick={() => faq.append({ question: '', answer: '' } as never)}>
          {t('infoPages.addQuestion')}
        </button>
      </fieldset>
      <SeoFieldset
        legend={t('infoPages.seoEmptyThePage')}
        title={register(name('seo.title'))}
        description={register(name('seo.description'))}
        noindex={register(name('seo.noindex'))}
        errors={e.seo}
      />
    </>
  );
}
