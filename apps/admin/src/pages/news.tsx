import {
  bodyFromText,
  NEWS_CATEGORIES,
  type TStaffNews,
  type TStaffNewsRequest,
  type TStaffNewsRevision,
  textFromBody,
  ZStaffNewsRequestSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EnglishSwitch, LanguageTabs } from '../components/content-fields';
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
import { get, post, put } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TStaffNews>();
const CATEGORY: Record<string, string> = {
  'the-thao': t('news.sports'),
  casino: 'Casino',
  'xo-so': t('news.lottery'),
  'huong-dan': t('news.guide'),
  'thong-bao': t('news.announcement'),
};

const statusText = (a: TStaffNews) => {
  if (a.status !== 'published') return t('news.draft');
  return a.draftRevision !== null && a.publishedRevision !== null && a.draftRevision !== a.publishedRevision
    ? t('news.publishedNewerDraft')
    : t('news.published');
};

/** News articles: each save a revision; preview one, restore it as the draft, publish the draft. */
export function NewsPage() {
  const { data, error, reload } = useLoad(() => get<TStaffNews[]>('/news'), []);
  const [editing, setEditing] = useState<TStaffNews | 'new' | null>(null);
  const columns = [
    col.accessor('title', {
      header: t('news.title'),
      cell: (c) => (
        <button
          type="button"
          className="min-w-[16rem] whitespace-normal text-left text-indigo-700 underline"
          onClick={() => setEditing(c.row.original)}
        >
          {c.getValue()}
        </button>
      ),
    }),
    col.accessor('category', { header: t('news.category'), cell: (c) => CATEGORY[c.getValue()] }),
    col.accessor('status', {
      header: t('news.status'),
      cell: (c) => (
        <>
          {statusText(c.row.original)}
          {c.row.original.revisions > 0 && (
            <span className="block text-xs text-slate-500">
              {c.row.original.revisions} {t('news.versions')}
            </span>
          )}
        </>
      ),
    }),
    col.accessor('publishedAt', { header: t('news.publishedOn'), cell: (c) => dateTime(c.getValue()) }),
    col.accessor('updatedAt', { header: t('news.editedAt'), cell: (c) => dateTime(c.getValue()) }),
  ];
  if (editing)
    return (
      <NewsEditor
        // a new article stays in its editor once saved: the editor keeps it from then on
        key={editing === 'new' ? 'new' : editing.id}
        article={editing === 'new' ? null : editing}
        onBack={async () => {
          setEditing(null);
          await reload();
        }}
      />
    );
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold">{t('news.news')}</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          {t('news.writeAnArticle')}
        </button>
      </div>
      <p className="text-sm text-slate-500">{t('news.eachSaveIsA')}</p>
      {error && <p className="error">{error}</p>}
      <DataTable label={t('news.articles')} data={data ?? []} columns={columns} />
    </section>
  );
}

const BLANK: TStaffNewsRequest = {
  slug: '',
  title: '',
  summary: '',
  category: 'thong-bao',
  bodyText: '',
  status: 'draft',
  seoTitle: '',
  seoDescription: '',
  seoNoindex: false,
  en: null,
  note: '',
};

const NO_ENGLISH = { title: '', summary: '', bodyText: '', seoTitle: '', seoDescription: '' };

const formOf = (a: TStaffNews | TStaffNewsRevision): TStaffNewsRequest => ({
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  category: a.category,
  bodyText: textFromBody(a.body),
  status: 'draft',
  seoTitle: a.seoTitle ?? '',
  seoDescription: a.seoDescription ?? '',
  seoNoindex: a.seoNoindex,
  // the English version (decision 170), edited under the English tab
  en: a.en && {
    title: a.en.title,
    summary: a.en.summary,
    bodyText: textFromBody(a.en.body),
    seoTitle: a.en.seoTitle ?? '',
    seoDescription: a.en.seoDescription ?? '',
  },
  note: '',
});

function NewsEditor({ article: initial, onBack }: { article: TStaffNews | null; onBack: () => Promise<void> }) {
  const [article, setArticle] = useState(initial);
  const id = article?.id;
  const revisions = useLoad(
    () => (id ? get<TStaffNewsRevision[]>(`/news/${id}/revisions`) : Promise.resolve([])),
    [id],
  );
  const [previewing, setPreviewing] = useState<TStaffNewsRevision | null>(null);
  const [lang, setLang] = useState<'vi' | 'en'>('vi');
  const previewPane = useRef<HTMLElement>(null);
  // below 1280 px the preview sits above the list: bring it into view
  const preview = (r: TStaffNewsRevision) => {
    setPreviewing(r);
    previewPane.current?.scrollIntoView({ block: 'nearest' });
  };
  const form = useForm<TStaffNewsRequest>({
    resolver: zodResolver(ZStaffNewsRequestSchema) as never,
    defaultValues: article ? formOf(article) : BLANK,
  });
  const { message, run } = useRevisionActions(revisions.reload);
  const list = revisions.data ?? [];
  // the editor starts from the draft (the newest revision) once it is loaded
  useStartFromRevision(revisions.data, (r) => form.reset(formOf(r)));
  const values = form.watch();
  const e = form.formState.errors;
  const draft = list.find((r) => r.draft);
  const save = (publish: boolean) =>
    form.handleSubmit((v) =>
      run(async () => {
        const body = { ...v, status: publish ? 'published' : 'draft' };
        const saved = article
          ? await put<TStaffNews>(`/news/${article.id}`, body)
          : await post<TStaffNews>('/news', body);
        form.setValue('note', '');
        setPreviewing(null);
        setArticle(saved);
        return publish
          ? t('news.versionPublished', { draftRevision: saved.draftRevision })
          : t('news.draftSaved', { draftRevision: saved.draftRevision });
      }),
    );
  const restore = (r: TStaffNewsRevision) =>
    run(async () => {
      const restored = await post<TStaffNewsRevision>(`/news/${id}/revisions/${r.id}/restore`);
      form.reset(formOf(restored));
      setPreviewing(null);
      setArticle((a) => a && { ...a, draftRevision: restored.id, revisions: a.revisions + 1 });
      return t('news.versionRestoredAsDraft', { id: r.id, id2: restored.id });
    });
  const publishDraft = () =>
    run(async () => {
      setArticle(await post<TStaffNews>(`/news/${id}/publish`, { revision: draft?.id }));
      return t('news.draftPublished', { id: draft?.id });
    });
  const unpublish = () =>
    run(async () => {
      setArticle(await post<TStaffNews>(`/news/${id}/unpublish`));
      return t('news.articleTakenOffThe');
    });
  const english = lang === 'en';
  const shownRevision = previewing && (english && previewing.en ? previewing.en : previewing);
  const editing = english && values.en ? values.en : values;
  const shown = shownRevision
    ? { title: shownRevision.title, summary: shownRevision.summary, body: shownRevision.body }
    : { title: editing.title ?? '', summary: editing.summary ?? '', body: bodyFromText(editing.bodyText ?? '') };
  const live = article?.status === 'published';
  return (
    <section className="space-y-3">
      <EditorHeading
        title={article ? t('news.editArticle') : t('news.newArticle')}
        path={article && `/tin-tuc/${article.slug}`}
        onBack={onBack}
      />
      {article && (
        <p className="text-sm text-slate-600">
          {live
            ? article.publishedRevision
              ? t('news.liveVersion', { publishedRevision: article.publishedRevision })
              : t('news.liveTheOriginalContent')
            : t('news.notPublishedPlayersCannot')}
          {draft && !draft.published ? t('news.draftNotPublished', { id: draft.id }) : ''}
        </p>
      )}
      <StatusMessage message={message} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <form className="card grid grid-cols-1 gap-3 lg:grid-cols-2" onSubmit={(ev) => ev.preventDefault()} noValidate>
          <div className="lg:col-span-2">
            <LanguageTabs lang={lang} onChange={setLang} />
          </div>
          {english ? (
            <>
              <div className="lg:col-span-2">
                <EnglishSwitch
                  checked={values.en != null}
                  onChange={(on) => form.setValue('en', on ? NO_ENGLISH : null)}
                />
              </div>
              {values.en != null && (
                <>
                  <label className="block lg:col-span-2">
                    <span className="label">{t('news.title')}</span>
                    <input className="input" {...form.register('en.title')} />
                    <span className="error">{e.en?.title?.message}</span>
                  </label>
                  <label className="block lg:col-span-2">
                    <span className="label">{t('news.summary')}</span>
                    <textarea className="input" rows={2} {...form.register('en.summary')} />
                    <span className="error">{e.en?.summary?.message}</span>
                  </label>
                  <label className="block lg:col-span-2">
                    <span className="label">{t('news.content')}</span>
                    <textarea className="input leading-relaxed" rows={12} {...form.register('en.bodyText')} />
                    <span className="text-xs text-slate-500">{t('news.paragraphsAreSeparatedBy')}</span>
                    <span className="error">{e.en?.bodyText?.message}</span>
                  </label>
                  <label className="block">
                    <span className="label">{t('news.seoTitleAtMost')}</span>
                    <input className="input" {...form.register('en.seoTitle')} />
                    <span className="error">{e.en?.seoTitle?.message}</span>
                  </label>
                  <label className="block">
                    <span className="label">{t('news.seoDescriptionAtMost')}</span>
                    <input className="input" {...form.register('en.seoDescription')} />
                    <span className="error">{e.en?.seoDescription?.message}</span>
                  </label>
                </>
              )}
            </>
          ) : (
            <>
              <label className="block lg:col-span-2">
                <span className="label">{t('news.title')}</span>
                <input className="input" {...form.register('title')} />
                <span className="error">{e.title?.message}</span>
              </label>
              <label className="block">
                <span className="label">{t('news.pathTinTuc')}</span>
                <input className="input font-mono" {...form.register('slug')} />
                <span className="error">{e.slug?.message}</span>
              </label>
              <label className="block">
                <span className="label">{t('news.category')}</span>
                <select className="input" {...form.register('category')}>
                  {NEWS_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY[c]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block lg:col-span-2">
                <span className="label">{t('news.summary')}</span>
                <textarea className="input" rows={2} {...form.register('summary')} />
                <span className="error">{e.summary?.message}</span>
              </label>
              <label className="block lg:col-span-2">
                <span className="label">{t('news.content')}</span>
                <textarea className="input leading-relaxed" rows={12} {...form.register('bodyText')} />
                <span className="text-xs text-slate-500">{t('news.paragraphsAreSeparatedBy')}</span>
                <span className="error">{e.bodyText?.message}</span>
              </label>
              <label className="block">
                <span className="label">{t('news.seoTitleAtMost')}</span>
                <input className="input" {...form.register('seoTitle')} />
                <span className="error">{e.seoTitle?.message}</span>
              </label>
              <label className="block">
                <span className="label">{t('news.seoDescriptionAtMost')}</span>
                <input className="input" {...form.register('seoDescription')} />
                <span className="error">{e.seoDescription?.message}</span>
              </label>
              <label className="inline-flex items-center gap-1 text-sm lg:col-span-2">
                <input type="checkbox" {...form.register('seoNoindex')} /> {t('news.keepSearchEnginesFrom')}
              </label>
            </>
          )}
          <div className="space-y-3 lg:col-span-2">
            <PublishBar note={form.register('note')} onPublish={save(true)} onDraft={save(false)}>
              {draft && !draft.published && (
                <button type="button" className="btn-ghost" onClick={() => void publishDraft()}>
                  {t('news.publishDraft')}
                  {draft.id}
                </button>
              )}
              {live && (
                <button type="button" className="btn-ghost" onClick={() => void unpublish()}>
                  {t('news.takeOffTheSite')}
                </button>
              )}
            </PublishBar>
          </div>
        </form>
        <section ref={previewPane} className="card space-y-2" aria-label={t('news.articlePreview')}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">
              {previewing ? t('news.previewOfVersion', { id: previewing.id }) : t('news.previewBeingEdited')}
            </h2>
            {previewing && (
              <button type="button" className="btn-ghost" onClick={() => setPreviewing(null)}>
                {t('news.backToTheDraft')}
              </button>
            )}
          </div>
          <h3 className="text-lg font-semibold">{shown.title}</h3>
          <ContentPreview intro={shown.summary} body={shown.body} faq={[]} />
        </section>
      </div>
      {article && (
        <RevisionHistory
          revisions={list}
          empty={t('news.noVersionYetThe')}
          author={t('news.system')}
          selected={previewing?.id}
          onOpen={preview}
          openLabel={t('news.preview')}
          onRestore={(r) => void restore(r)}
        />
      )}
    </section>
  );
}
