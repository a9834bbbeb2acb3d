import type {
  TContentPage,
  TNewsArticle,
  TNewsCategory,
  TNewsSummary,
  TPagination,
  TSitemapEntry,
} from '@app/contract';
import type { Db } from '../../db/client';
import { type ContentPageInput, ContentRepository, type NewsInput, type NewsRow } from './content.repository';

function toSummary(row: NewsRow): TNewsSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as TNewsCategory,
    coverImage: row.coverImage,
    publishedAt: row.publishedAt.toISOString(),
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
    return {
      ...toSummary(row),
      body: row.body,
      updatedAt: row.updatedAt.toISOString(),
      seo: { title: row.seoTitle ?? '', description: row.seoDescription ?? '', noindex: row.seoNoindex },
    };
  }

  async findPage(slug: string): Promise<TContentPage | null> {
    const row = await this.repo.findPage(slug);
    if (!row) return null;
    return {
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      body: row.body,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Database-backed URLs of the sitemap: every visible article (but noindex ones) and content page. */
  async sitemapEntries(): Promise<TSitemapEntry[]> {
    const [news, pages] = await Promise.all([this.repo.sitemapNews(), this.repo.sitemapPages()]);
    return [
      ...news.map((n) => ({ path: `/tin-tuc/${n.slug}`, lastModified: n.updatedAt.toISOString() })),
      ...pages.map((p) => ({ path: `/${p.slug}`, lastModified: p.updatedAt.toISOString() })),
    ];
  }

  addNews(input: NewsInput): Promise<boolean> {
    return this.repo.upsertNews(input);
  }

  addPage(input: ContentPageInput): Promise<boolean> {
    return this.repo.upsertPage(input);
  }
}
