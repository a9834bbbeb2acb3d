import type { UseFormRegisterReturn } from 'react-hook-form';

/** The formatting help under a CMS page's body text (as `bodyFromText` reads it). */
export function BodyTextHint() {
  return (
    <span className="text-xs text-slate-500">
      Đoạn văn cách nhau một dòng trống; "## " tiêu đề, "- " danh sách, "&gt; " ghi chú; {'{brand}'} là tên thương hiệu.
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
        <span className="label">Tiêu đề SEO (≤ 70 ký tự)</span>
        <input className="input" {...title} />
        <span className="error">{errors?.title?.message}</span>
      </label>
      <label className="block">
        <span className="label">Mô tả SEO (≤ 170 ký tự)</span>
        <textarea className="input" rows={2} {...description} />
        <span className="error">{errors?.description?.message}</span>
      </label>
      <label className="inline-flex items-center gap-1 text-sm">
        <input type="checkbox" {...noindex} /> Không cho máy tìm kiếm lập chỉ mục (noindex)
      </label>
    </fieldset>
  );
}
