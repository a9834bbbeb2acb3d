import {
  bodyFromText,
  type TInfoPageRevision,
  type TPromoPageKind,
  type TPromoPageSaveRequest,
  type TPromoPageSummary,
  textFromBody,
  ZPromoPageSaveRequestSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BodyTextHint, EnglishSwitch, LanguageTabs, SeoFieldset } from '../components/content-fields';
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
import { get, post } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const KIND: Record<TPromoPageKind, string> = {
  'khuyen-mai': t('promoPages.promotions'),
  'su-kien': t('promoPages.event'),
};
const NO_SEO = { title: '', description: '', noindex: false };
const col = createColumnHelper<TPromoPageSummary>();

/**
 * Promotion and event pages (decision 104): the figures and terms come from the rule the server
 * enforces; here staff add a body shown below them and the page's SEO fields, as revisions.
 */
export function PromoPagesPage() {
  const { data, error, reload } = useLoad(() => get<TPromoPageSummary[]>('/promo-pages'), []);
  const [editing, setEditing] = useState<TPromoPageSummary | null>(null);
  if (editing)
    return (
      <PromoPageEditor
        page={editing}
        onBack={async () => {
          setEditing(null);
          await reload();
        }}
      />
    );
  const columns = [
    col.accessor('title', {
      header: 'Trang',
      cell: (c) => (
        <button
          type="button"
          className="text-left text-indigo-700 underline"
          onClick={() => setEditing(c.row.original)}
        >
          {c.getValue()}
          <span className="block font-mono text-xs text-slate-500">
            /{c.row.original.kind}/{c.row.original.slug}
          </span>
        </button>
      ),
    }),
    col.accessor('kind', { header: t('promoPages.kind'), cell: (c) => KIND[c.getValue()] }),
    col.accessor('publishedRevision', {
      header: t('promoPages.live'),
      cell: (c) =>
        c.getValue() ? t('promoPages.version', { getValue: c.getValue() }) : t('promoPages.onlyTheRulesContent'),
    }),
    col.accessor('revisions', { header: t('promoPages.versions') }),
    col.accessor('publishedAt', { header: t('promoPages.publishedAt'), cell: (c) => dateTime(c.getValue()) }),
  ];
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{t('promoPages.promotionEventPages')}</h1>
      <p className="text-sm text-slate-500">{t('promoPages.theBonusAmountConditions')}</p>
      {error && <p className="error">{error}</p>}
      <DataTable label={t('promoPages.promotionEventPages')} data={data ?? []} columns={columns} filter={false} />
    </section>
  );
}

/** A revision as the form: the Vietnamese body and its English version, if any (decision 170). */
const formOf = (r: TInfoPageRevision): TPromoPageSaveRequest => ({
  bodyText: textFromBody(r.body),
  seo: r.seo,
  en: r.en ? { bodyText: textFromBody(r.en.body), seo: r.en.seo } : null,
  note: '',
  publish: false,
});

function PromoPageEditor({ page, onBack }: { page: TPromoPageSummary; onBack: () => Promise<void> }) {
  const base = `/promo-pages/${page.kind}/${page.slug}`;
  const revisions = useLoad(() => get<TInfoPageRevision[]>(`${base}/revisions`), [base]);
  const { message, run, saveRevision, publishRevision } = useRevisionActions(revisions.reload);
  const form = useForm<TPromoPageSaveRequest>({
    resolver: zodResolver(ZPromoPageSaveRequestSchema) as never,
    defaultValues: { bodyText: '', seo: NO_SEO, en: null, note: '' },
  });
  const [lang, setLang] = useState<'vi' | 'en'>('vi');
  const list = revisions.data ?? [];
  useStartFromRevision(revisions.data, (r) => form.reset(formOf(r)));
  const values = form.watch();
  const e = form.formState.errors;
  const save = (publish: boolean) => form.handleSubmit((v) => saveRevision(`${base}/revisions`, v, publish));
  return (
    <section className="space-y-3">
      <EditorHeading title={page.title} path={`/${page.kind}/${page.slug}`} onBack={onBack} />
      <StatusMessage message={message} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <form className="card space-y-3" onSubmit={(ev) => ev.preventDefault()} noValidate>
          <p className="text-sm text-slate-500">{t('promoPages.thePageSBonus')}</p>
          <LanguageTabs lang={lang} onChange={setLang} />
          {lang === 'vi' ? (
            <>
              <label className="block">
                <span className="label">{t('promoPages.extraContent')}</span>
                <textarea className="input leading-relaxed" rows={12} {...form.register('bodyText')} />
                <BodyTextHint />
                <span className="error">{e.bodyText?.message}</span>
              </label>
              <SeoFieldset
                legend={t('promoPages.seoEmptyThePromotion')}
                title={form.register('seo.title')}
                description={form.register('seo.description')}
                noindex={form.register('seo.noindex')}
                errors={e.seo}
              />
            </>
          ) : (
            <>
              <EnglishSwitch
                checked={values.en != null}
                onChange={(on) => form.setValue('en', on ? { bodyText: '', seo: NO_SEO } : null)}
              />
              {values.en != null && (
                <>
                  <label className="block">
                    <span className="label">{t('promoPages.extraContent')}</span>
                    <textarea className="input leading-relaxed" rows={12} {...form.register('en.bodyText')} />
                    <BodyTextHint />
                    <span className="error">{e.en?.bodyText?.message}</span>
                  </label>
                  <SeoFieldset
                    legend={t('promoPages.seoEmptyThePromotion')}
                    title={form.register('en.seo.title')}
                    description={form.register('en.seo.description')}
                    noindex={form.register('en.seo.noindex')}
                    errors={e.en?.seo}
                  />
                </>
              )}
            </>
          )}
          <PublishBar note={form.register('note')} onPublish={save(true)} onDraft={save(false)}>
            {page.publishedRevision !== null || list.some((r) => r.published) ? (
              <button
                type="button"
                className="btn-ghost"
                onClick={() =>
                  void run(async () => {
                    await post(`${base}/unpublish`);
                    return t('promoPages.extraContentTakenOff');
                  })
                }
              >
                {t('promoPages.takeOffTheSite')}
              </button>
            ) : null}
          </PublishBar>
        </form>
        <div className="card space-y-2">
          <h2 className="font-semibold">{t('promoPages.preview')}</h2>
          <p className="rounded bg-slate-50 p-2 text-sm text-slate-600">
            {t('promoPages.fromTheRules')} {page.summary} {t('promoPages.withTheRulesTerms')}
          </p>
          <ContentPreview
            intro=""
            body={bodyFromText((lang === 'en' && values.en ? values.en.bodyText : values.bodyText) ?? '')}
            faq={[]}
          />
        </div>
      </div>
      <RevisionHistory
        revisions={list}
        empty={t('promoPages.noVersionYetThe')}
        onOpen={(r) => form.reset(formOf(r))}
        onPublish={(r) => void publishRevision(`${base}/revisions/${r.id}/publish`, r.id)}
      />
    </section>
  );
}
