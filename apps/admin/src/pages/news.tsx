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
import { get, post, put } from '../lib/api';
import { dateTime } from '../lib/format';
import { useLoad } from '../lib/use-load';

const col = createColumnHelper<TStaffNews>();
const CATEGORY: Record<string, string> = {
  'the-thao': 'Thể thao',
  casino: 'Casino',
  'xo-so': 'Xổ số',
  'huong-dan': 'Hướng dẫn',
  'thong-bao': 'Thông báo',
};

const statusText = (a: TStaffNews) => {
  if (a.status !== 'published') return 'Bản nháp';
  return a.draftRevision !== null && a.publishedRevision !== null && a.draftRevision !== a.publishedRevision
    ? 'Đã đăng · có nháp mới'
    : 'Đã đăng';
};

/** News articles: each save a revision; preview one, restore it as the draft, publish the draft. */
export function NewsPage() {
  const { data, error, reload } = useLoad(() => get<TStaffNews[]>('/news'), []);
  const [editing, setEditing] = useState<TStaffNews | 'new' | null>(null);
  const columns = [
    col.accessor('title', {
      header: 'Tiêu đề',
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
    col.accessor('category', { header: 'Chuyên mục', cell: (c) => CATEGORY[c.getValue()] }),
    col.accessor('status', {
      header: 'Trạng thái',
      cell: (c) => (
        <>
          {statusText(c.row.original)}
          {c.row.original.revisions > 0 && (
            <span className="block text-xs text-slate-500">{c.row.original.revisions} phiên bản</span>
          )}
        </>
      ),
    }),
    col.accessor('publishedAt', { header: 'Ngày đăng', cell: (c) => dateTime(c.getValue()) }),
    col.accessor('updatedAt', { header: 'Sửa lúc', cell: (c) => dateTime(c.getValue()) }),
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
        <h1 className="text-xl font-semibold">Tin tức</h1>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          Viết bài mới
        </button>
      </div>
      <p className="text-sm text-slate-500">
        Mỗi lần lưu là một phiên bản; bản mới nhất là bản nháp. Trang tin tức chỉ hiện phiên bản đã đăng.
      </p>
      {error && <p className="error">{error}</p>}
      <DataTable label="Bài viết" data={data ?? []} columns={columns} />
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
  note: '',
};

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
        return publish ? `Đã đăng phiên bản #${saved.draftRevision}` : `Đã lưu bản nháp #${saved.draftRevision}`;
      }),
    );
  const restore = (r: TStaffNewsRevision) =>
    run(async () => {
      const restored = await post<TStaffNewsRevision>(`/news/${id}/revisions/${r.id}/restore`);
      form.reset(formOf(restored));
      setPreviewing(null);
      setArticle((a) => a && { ...a, draftRevision: restored.id, revisions: a.revisions + 1 });
      return `Đã khôi phục phiên bản #${r.id} thành bản nháp #${restored.id}`;
    });
  const publishDraft = () =>
    run(async () => {
      setArticle(await post<TStaffNews>(`/news/${id}/publish`, { revision: draft?.id }));
      return `Đã đăng bản nháp #${draft?.id}`;
    });
  const unpublish = () =>
    run(async () => {
      setArticle(await post<TStaffNews>(`/news/${id}/unpublish`));
      return 'Đã gỡ bài viết khỏi trang tin tức';
    });
  const shown = previewing
    ? { title: previewing.title, summary: previewing.summary, body: previewing.body }
    : { title: values.title ?? '', summary: values.summary ?? '', body: bodyFromText(values.bodyText ?? '') };
  const live = article?.status === 'published';
  return (
    <section className="space-y-3">
      <EditorHeading
        title={article ? 'Sửa bài viết' : 'Bài viết mới'}
        path={article && `/tin-tuc/${article.slug}`}
        onBack={onBack}
      />
      {article && (
        <p className="text-sm text-slate-600">
          {live
            ? `Đang hiển thị: ${article.publishedRevision ? `phiên bản #${article.publishedRevision}` : 'nội dung ban đầu'}`
            : 'Chưa đăng: người chơi chưa thấy bài này'}
          {draft && !draft.published ? ` · bản nháp #${draft.id} chưa đăng` : ''}
        </p>
      )}
      <StatusMessage message={message} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <form className="card grid grid-cols-1 gap-3 lg:grid-cols-2" onSubmit={(ev) => ev.preventDefault()} noValidate>
          <label className="block lg:col-span-2">
            <span className="label">Tiêu đề</span>
            <input className="input" {...form.register('title')} />
            <span className="error">{e.title?.message}</span>
          </label>
          <label className="block">
            <span className="label">Đường dẫn (/tin-tuc/…)</span>
            <input className="input font-mono" {...form.register('slug')} />
            <span className="error">{e.slug?.message}</span>
          </label>
          <label className="block">
            <span className="label">Chuyên mục</span>
            <select className="input" {...form.register('category')}>
              {NEWS_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY[c]}
                </option>
              ))}
            </select>
          </label>
          <label className="block lg:col-span-2">
            <span className="label">Tóm tắt</span>
            <textarea className="input" rows={2} {...form.register('summary')} />
            <span className="error">{e.summary?.message}</span>
          </label>
          <label className="block lg:col-span-2">
            <span className="label">Nội dung</span>
            <textarea className="input leading-relaxed" rows={12} {...form.register('bodyText')} />
            <span className="text-xs text-slate-500">
              Đoạn văn cách nhau một dòng trống; "## " tiêu đề, "### " tiêu đề nhỏ, "- " danh sách, "1. " danh sách số,
              "&gt; " ghi chú.
            </span>
            <span className="error">{e.bodyText?.message}</span>
          </label>
          <label className="block">
            <span className="label">Tiêu đề SEO (tối đa 70 ký tự)</span>
            <input className="input" {...form.register('seoTitle')} />
            <span className="error">{e.seoTitle?.message}</span>
          </label>
          <label className="block">
            <span className="label">Mô tả SEO (tối đa 170 ký tự)</span>
            <input className="input" {...form.register('seoDescription')} />
            <span className="error">{e.seoDescription?.message}</span>
          </label>
          <label className="inline-flex items-center gap-1 text-sm lg:col-span-2">
            <input type="checkbox" {...form.register('seoNoindex')} /> Không cho máy tìm kiếm lập chỉ mục (noindex)
          </label>
          <div className="space-y-3 lg:col-span-2">
            <PublishBar note={form.register('note')} onPublish={save(true)} onDraft={save(false)}>
              {draft && !draft.published && (
                <button type="button" className="btn-ghost" onClick={() => void publishDraft()}>
                  Đăng bản nháp #{draft.id}
                </button>
              )}
              {live && (
                <button type="button" className="btn-ghost" onClick={() => void unpublish()}>
                  Gỡ khỏi trang
                </button>
              )}
            </PublishBar>
          </div>
        </form>
        <section ref={previewPane} className="card space-y-2" aria-label="Xem trước bài viết">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">
              {previewing ? `Xem trước phiên bản #${previewing.id}` : 'Xem trước (đang soạn)'}
            </h2>
            {previewing && (
              <button type="button" className="btn-ghost" onClick={() => setPreviewing(null)}>
                Về bản đang soạn
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
          empty="Chưa có phiên bản nào: bài đang hiện nội dung ban đầu; lần lưu đầu tiên giữ nó làm phiên bản."
          author="hệ thống"
          selected={previewing?.id}
          onOpen={preview}
          openLabel="Xem trước"
          onRestore={(r) => void restore(r)}
        />
      )}
    </section>
  );
}
