import { z } from 'zod';
import { text } from './text';

/** Error codes of the content calls and the message a player sees. */
export const ContentErrorCode = {
  NEWS_NOT_FOUND: 'NEWS_NOT_FOUND',
  PAGE_NOT_FOUND: 'PAGE_NOT_FOUND',
} as const;

export const ContentErrorMessage = {
  NEWS_NOT_FOUND: 'Không tìm thấy bài viết',
  PAGE_NOT_FOUND: 'Không tìm thấy trang',
  INVALID_SLUG: 'Đường dẫn không hợp lệ',
  INVALID_PAGE: 'Số trang không hợp lệ',
  INVALID_PER_PAGE: 'Số bài mỗi trang phải từ 1 đến 50',
} as const;

/** Lower-case words joined by single hyphens: the shape of every article and page slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ZSlugSchema = text({ error: ContentErrorMessage.INVALID_SLUG })
  .max(120, { error: ContentErrorMessage.INVALID_SLUG })
  .regex(SLUG_PATTERN, { error: ContentErrorMessage.INVALID_SLUG });

/**
 * Article and page bodies are structured blocks, never HTML: the site renders them as
 * React elements, so stored text can not inject markup. Text may hold {brand}-style
 * placeholders that the site fills from the brand settings.
 */
export const ZContentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string().min(1).max(200) }),
  z.object({ type: z.literal('h3'), text: z.string().min(1).max(200) }),
  z.object({ type: z.literal('p'), text: z.string().min(1).max(4000) }),
  z.object({ type: z.literal('ul'), items: z.array(z.string().min(1).max(1000)).min(1).max(50) }),
  z.object({ type: z.literal('ol'), items: z.array(z.string().min(1).max(1000)).min(1).max(50) }),
  z.object({ type: z.literal('note'), text: z.string().min(1).max(1000) }),
]);
export type TContentBlock = z.infer<typeof ZContentBlockSchema>;
export const ZContentBodySchema = z.array(ZContentBlockSchema).min(1).max(200);

export const NEWS_CATEGORIES = ['the-thao', 'casino', 'xo-so', 'huong-dan', 'thong-bao'] as const;
export const ZNewsCategorySchema = z.enum(NEWS_CATEGORIES);
export type TNewsCategory = z.infer<typeof ZNewsCategorySchema>;

export const ZNewsSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ZNewsCategorySchema,
  coverImage: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** the language of the text: 'en' only when staff wrote the English version (decision 170) */
  locale: z.enum(['vi', 'en']),
});
export type TNewsSummary = z.infer<typeof ZNewsSummarySchema>;

export const ZNewsArticleSchema = ZNewsSummarySchema.extend({
  body: ZContentBodySchema,
  updatedAt: z.iso.datetime({ offset: true }),
  /** the editor's SEO fields (decision 104); empty ones keep the title and summary */
  seo: z.object({ title: z.string(), description: z.string(), noindex: z.boolean() }),
});
export type TNewsArticle = z.infer<typeof ZNewsArticleSchema>;

/**
 * An article's English version as stored beside the Vietnamese (decision 170): the English site
 * shows it, else the Vietnamese. Empty SEO fields keep the English title and summary.
 */
export const ZNewsEnglishSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: ZContentBodySchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type TNewsEnglish = z.infer<typeof ZNewsEnglishSchema>;

export const NEWS_PER_PAGE_DEFAULT = 10;

export const ZNewsListQuerySchema = z.object({
  page: z.coerce
    .number({ error: ContentErrorMessage.INVALID_PAGE })
    .int({ error: ContentErrorMessage.INVALID_PAGE })
    .min(1, { error: ContentErrorMessage.INVALID_PAGE })
    .max(10_000, { error: ContentErrorMessage.INVALID_PAGE })
    .default(1),
  per_page: z.coerce
    .number({ error: ContentErrorMessage.INVALID_PER_PAGE })
    .int({ error: ContentErrorMessage.INVALID_PER_PAGE })
    .min(1, { error: ContentErrorMessage.INVALID_PER_PAGE })
    .max(50, { error: ContentErrorMessage.INVALID_PER_PAGE })
    .default(NEWS_PER_PAGE_DEFAULT),
});
export type TNewsListQuery = z.infer<typeof ZNewsListQuerySchema>;

export const ZPaginationSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TPagination = z.infer<typeof ZPaginationSchema>;

export const ZNewsListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZNewsSummarySchema),
  meta: z.object({ pagination: ZPaginationSchema }),
});

export const ZSlugParamsSchema = z.object({ slug: ZSlugSchema });

export const ZNewsArticleResponseSchema = z.object({ success: z.literal(true), data: ZNewsArticleSchema });

/** A content page's English version, stored beside the Vietnamese (decision 179). */
export const ZContentPageEnglishSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: ZContentBodySchema,
});
export type TContentPageEnglish = z.infer<typeof ZContentPageEnglishSchema>;

export const ZContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: ZContentBodySchema,
  /** the language the text is in: English on the English site when the page has an English version */
  locale: z.enum(['vi', 'en']),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TContentPage = z.infer<typeof ZContentPageSchema>;

export const ZContentPageResponseSchema = z.object({ success: z.literal(true), data: ZContentPageSchema });

/** One URL of the sitemap that comes from the database. */
export interface TSitemapEntry {
  path: string;
  lastModified: string;
  /** the page reads in English under /en too (decision 170): both are listed, with alternates */
  english?: boolean;
}
