import type { TContentBlock, TContentPageEnglish, TNewsEnglish } from '@app/contract';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentPages, newsArticles } from './content.schema';

export type NewsRow = typeof newsArticles.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;

export interface NewsInput {
  slug: string;
  title: string;
  summary: string;
  category: string;
  coverImage: string | null;
  body: TContentBlock[];
  /** the English version (decision 170) */
  en?: TNewsEnglish | null;
  status?: 'draft' | 'published';
  publishedAt: Date;
}

export interface ContentPageInput {
  slug: string;
  title: string;
  summary: string;
  body: TContentBlock[];
  /** the English version (decision 179) */
  en?: TContentPageEnglish | null;
  status?: 'draft' | 'published';
}

const visibleNews = () => and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`));

export class ContentRepository {
  constructor(private readonly db: Db) {}

  async listNews(limit: number, offset: number): Promise<{ rows: NewsRow[]; total: number }> {
    const [rows, totals] = await Promise.all([
      this.db.orm
        .select()
        .from(newsArticles)
        .where(visibleNews())
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
        .limit(limit)
        .offset(offset),
      this.db.orm.select({ total: count() }).from(newsArticles).where(visibleNews()),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  async findNews(slug: string): Promise<NewsRow | undefined> {
    const [row] = await this.db.orm
      .select()
      .from(newsArticles)
      .where(and(eq(newsArticles.slug, slug), visibleNews()))
      .limit(1);
    return row;
  }

  async findPage(slug: string): Promise<ContentPageRow | undefined> {
    const [row] = await this.db.orm
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.slug, slug), eq(contentPages.status, 'published')))
      .limit(1);
    return row;
  }

  async sitemapNews(): Promise<{ slug: string; updatedAt: Date; english: boolean }[]> {
    return (
      this.db.orm
        .select({
          slug: newsArticles.slug,
          updatedAt: newsArticles.updatedAt,
          english: sql<boolean>`${newsArticles.en} IS NOT NULL`,
        })
        .from(newsArticles)
        // an article the editor keeps out of search engines (decision 104) is not offered to them
        .where(and(visibleNews(), eq(newsArticles.seoNoindex, false)))
        .orderBy(desc(newsArticles.publishedAt))
    );
  }

  async sitemapPages(): Promise<{ slug: string; updatedAt: Date; english: boolean }[]> {
    return this.db.orm
      .select({
        slug: contentPages.slug,
        updatedAt: contentPages.updatedAt,
        english: sql<boolean>`${contentPages.en} IS NOT NULL`,
      })
      .from(contentPages)
      .where(eq(contentPages.status, 'published'))
      .orderBy(contentPages.slug);
  }

  /** Inserts or refreshes by slug (seed and staff edits); returns whether a row was new. */
  async upsertNews(input: NewsInput): Promise<boolean> {
    const rows = await this.db.orm
      .insert(newsArticles)
      .values({ ...input, status: input.status ?? 'published' })
      .onConflictDoNothing({ target: newsArticles.slug })
      .returning({ id: newsArticles.id });
    return rows.length > 0;
  }

  /**
   * Adds a page that is missing. A page already there keeps its Vietnamese; it only gains the
   * English version when it has none (no screen edits these pages, so nobody's English is lost).
   */
  async upsertPage(input: ContentPageInput): Promise<boolean> {
    const rows = await this.db.orm
      .insert(contentPages)
      .values({ ...input, en: input.en ?? null, status: input.status ?? 'published' })
      .onConflictDoUpdate({
        target: contentPages.slug,
        set: { en: sql`excluded.en` },
        setWhere: sql`${contentPages.en} IS NULL AND excluded.en IS NOT NULL`,
      })
      .returning({ id: contentPages.id, added: sql<boolean>`xmax = 0` });
    return rows.some((r) => r.added);
  }
}
