import type {
  TContentPage,
  TNewsArticle,
  TNewsCategory,
  TNewsSummary,
  TPagination,
  TSitemapEntry,
} from '@app/contract';
import type { Db } from '../../db/client';
import { requestLocale } from '../../http/locale';
import { type ContentPageInput, ContentRepository, type NewsInput, type NewsRow } from './content.repository';

/**
 * The article in the request's language: its English version on the English site (and to an API
 * client asking for English) when staff wrote one, else the Vietnamese (decision 170).
 */
function localized(row: NewsRow) {
  const en = requestLocale() === 'en' ? row.en : null;
  return en
    ? {
        locale: 'en' as const,
        title: en.title,
        summary: en.summary,
        body: en.body,
        seoTitle: en.seoTitle,
        seoDescription: en.seoDescription,
      }
    : {
        locale: 'vi' as const,
        title: row.title,
        summary: row.summary,
        body: row.body,
        seoTitle: row.seoTitle,
        seoDescription: row.seoDescription,
      };
}

function toSummary(row: NewsRow): TNewsSummary {
  const text = localized(row);
  return {
    slug: row.slug,
    title: text.title,
    summary: text.summary,
    category: row.category as TNewsCategory,
    coverImage: row.coverImage,
    publishedAt: row.publishedAt.toISOString(),
    locale: text.locale,
  };
}

/** News articles and staff-managed content pages of the player site. */
export class ContentService {
  private readonly repo: ContentRepository;

  constructor(db: Db) {
    this.repo = new ContentRepository(db);
  }

  async listNews(page: number, perPage: number): Promise<{ items: TNewsSummary[]; pagination: TPagination }> {
    const { rows, total } = await this.repo.listNews(perPage, (page - 1) * perPage);
    return {
      items: rows.map(toSummary),
      pagination: { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  async findNews(slug: string): Promise<TNewsArticle | null> {
    const row = await this.repo.findNews(slug);
    if (!row) return null;
    const text = localized(row);
    return {
      ...toSummary(row),
      body: text.body,
      updatedAt: row.updatedAt.toISOString(),
      seo: { title: text.seoTitle ?? '', description: text.seoDescription ?? '', noindex: row.seoNoindex },
    };
  }

  async findPage(slug: string): Promise<TContentPage | null> {
    const row = await this.repo.findPage(slug);
    if (!row) return null;
    // the English version on the English site when there is one, else the Vietnamese (decision 179)
    const en = requestLocale() === 'en' ? row.en : null;
    const text = en ?? { title: row.title, summary: row.summary, body: row.body };
    return { slug: row.slug, ...text, locale: en ? 'en' : 'vi', updatedAt: row.updatedAt.toISOString() };
  }

  /** Database-backed URLs of the sitemap: every visible article (but noindex ones) and content page. */
  async sitemapEntries(): Promise<TSitemapEntry[]> {
    const [news, pages] = await Promise.all([this.repo.sitemapNews(), this.repo.sitemapPages()]);
    return [
      ...news.map((n) => ({
        path: `/tin-tuc/${n.slug}`,
        lastModified: n.updatedAt.toISOString(),
        english: n.english,
      })),
      ...pages.map((p) => ({ path: `/${p.slug}`, lastModified: p.updatedAt.toISOString(), english: p.english })),
    ];
  }

  addNews(input: NewsInput): Promise<boolean> {
    return this.repo.upsertNews(input);
  }

  addPage(input: ContentPageInput): Promise<boolean> {
    return this.repo.upsertPage(input);
  }
}
