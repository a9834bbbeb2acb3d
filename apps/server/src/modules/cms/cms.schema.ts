import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The info pages (/gioi-thieu, /dieu-khoan-dieu-kien, guides, FAQ) per brand (decision 100):
 * every save is a revision; the site shows the published one, or the page's text in code when
 * none is published.
 */
export const infoPageRevisions = pgTable(
  'info_page_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    pageKey: text('page_key').notNull(),
    intro: text('intro').notNull(),
    body: jsonb('body').notNull(),
    faq: jsonb('faq').notNull().default(sql`'[]'::jsonb`),
    /** title, description, noindex (decision 103); empty strings keep the page's defaults */
    seo: jsonb('seo').notNull().default(sql`'{"title":"","description":"","noindex":false}'::jsonb`),
    /**
     * the page in English (intro, body, faq, seo; decision 163), shown on the English site; null
     * when staff wrote none, and the English site shows the Vietnamese text of the revision
     */
    en: jsonb('en'),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('info_page_revisions_page_idx').on(t.brand, t.pageKey, t.id)],
);

/** Which revision of a brand's page players see. */
export const infoPages = pgTable(
  'info_pages',
  {
    brand: text('brand').notNull(),
    pageKey: text('page_key').notNull(),
    publishedRevisionId: bigint('published_revision_id', { mode: 'number' }).references(() => infoPageRevisions.id),
    publishedBy: bigint('published_by', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.brand, t.pageKey] })],
);

/**
 * The home banner carousel per brand (decision 103): every save is a revision of the whole
 * carousel; the site shows the published one, or the promotions list when none is published.
 */
export const homeBannerRevisions = pgTable(
  'home_banner_revisions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brand: text('brand').notNull(),
    slides: jsonb('slides').notNull(),
    note: text('note').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('home_banner_revisions_brand_idx').on(t.brand, t.id)],
);

/** Which carousel revision a brand's home page shows. */
export const homeBanners = pgTable('home_banners', {
  brand: text('brand').primaryKey(),
  publishedRevisionId: bigint('published_revision_id', { mode: 'number' }).references(() => homeBannerRevisions.id),
  publishedBy: bigint('published_by', { mode: 'number' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});
