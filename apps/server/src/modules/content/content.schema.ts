import type { TContentBlock, TContentPageEnglish, TNewsEnglish } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** News articles shown at /tin-tuc; a draft or a future publication date stays hidden. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    coverImage: text('cover_image'),
    body: jsonb('body').$type<TContentBlock[]>().notNull(),
    status: text('status').notNull().default('published'),
    /** SEO: the <title> and meta description; the title and summary when empty. */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** asks search engines to leave the article out (decision 104) */
    seoNoindex: boolean('seo_noindex').notNull().default(false),
    /**
     * the article in English (title, summary, body, SEO; decision 170), shown on the English site;
     * null when staff wrote none, and the English site shows the Vietnamese
     */
    en: jsonb('en').$type<TNewsEnglish>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** the revision players see (decision 114); null while the article is a draft */
    publishedRevisionId: bigint('published_revision_id', { mode: 'number' }).references(
      (): AnyPgColumn => newsArticleRevisions.id,
    ),
  },
  (t) => [
    index('news_articles_published_idx').on(t.status, t.publishedAt.desc()),
    check('news_articles_status_check', sql`${t.status} in ('draft', 'published')`),
    check('news_articles_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Every save of a news article (decision 114): the newest revision is the draft; publishing
 * copies it into `news_articles`, which stays the one row the site reads.
 */
export const newsArticleRevisions = pgTable(
  'news_article_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    articleId: uuid('article_id')
      .notNull()
      .references((): AnyPgColumn => newsArticles.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category').notNull(),
    body: jsonb('body').$type<TContentBlock[]>().notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoNoindex: boolean('seo_noindex').notNull().default(false),
    en: jsonb('en').$type<TNewsEnglish>(),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('news_article_revisions_article_idx').on(t.articleId, t.id)],
);

/** Staff-managed pages answered by the /{slug} catch-all route of the site. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').$type<TContentBlock[]>().notNull(),
    /** the English version (decision 179) */
    en: jsonb('en').$type<TContentPageEnglish>(),
    status: text('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check('content_pages_status_check', sql`${t.status} in ('draft', 'published')`),
    check('content_pages_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
