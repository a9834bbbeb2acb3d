import {
  NEWS_CATEGORIES,
  type TStaffNews,
  type TStaffNewsRequest,
  textFromBody,
  ZStaffNewsRequestSchema,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DataTable } from '../components/data-table';
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

/** News articles: drafts and published ones, written in a plain form with SEO fields. */
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
      cell: (c) => (c.getValue() === 'published' ? 'Đã đăng' : 'Bản nháp'),
    }),
    col.accessor('publishedAt', { header: 'Ngày đăng', cell: (c) => dateTime(c.getValue()) }),
    col.accessor('updatedAt', { header: 'Sửa lúc', cell: (c) => dateTime(c.getValue()) }),
  ];
  if (editing)
    return (
      <NewsEditor
        article={editing === 'new' ? null : editing}
        onDone={async () => {
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
      {error && <p className="error">{error}</p>}
      <DataTable label="Bài viết" data={data ?? []} columns={columns} />
    </section>
  );
}

function NewsEditor({ article, onDone }: { article: TStaffNews | null; onDone: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TStaffNewsRequest>({
    resolver: zodResolver(ZStaffNewsRequestSchema) as never,
    defaultValues: article
      ? {
          slug: article.slug,
          title: article.title,
          summary: article.summary,
          category: article.category,
          bodyText: textFromBody(article.body),
          status: article.status,
          seoTitle: article.seoTitle ?? '',
          seoDescription: article.seoDescription ?? '',
          seoNoindex: article.seoNoindex,
        }
      : {
          slug: '',
          title: '',
          summary: '',
          category: 'thong-bao',
          bodyText: '',
          status: 'draft',
          seoTitle: '',
          seoDescription: '',
          seoNoindex: false,
        },
  });
  const e = form.formState.errors;
  const save = (status: 'draft' | 'published') =>
    form.handleSubmit(async (values) => {
      setError(null);
      try {
        const body = { ...values, status };
        if (article) await put(`/news/${article.id}`, body);
        else await post('/news', body);
        await onDone();
      } catch (err) {
        setError(err instanceof Error ? err.message : 'Lỗi');
      }
    });
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-semibold">{article ? 'Sửa bài viết' : 'Bài viết mới'}</h1>
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
          <textarea className="input font-mono" rows={12} {...form.register('bodyText')} />
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
        {error && (
          <p className="error lg:col-span-2" role="alert">
            {error}
          </p>
        )}
        <div className="flex gap-2 lg:col-span-2">
          <button type="button" className="btn-primary" onClick={save('published')}>
            Đăng bài
          </button>
          <button type="button" className="btn-ghost" onClick={save('draft')}>
            Lưu nháp
          </button>
          <button type="button" className="btn-ghost" onClick={() => void onDone()}>
            Quay lại
          </button>
        </div>
      </form>
    </section>
  );
}
