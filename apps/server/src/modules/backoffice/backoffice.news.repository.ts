import type { TNewsEnglish, TStaffNews, TStaffNewsRevision } from '@app/contract';
import type { Db, Queryable } from '../../db/client';

interface NewsRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: TStaffNews['category'];
  cover_image: string | null;
  body: TStaffNews['body'];
  status: TStaffNews['status'];
  seo_title: string | null;
  seo_description: string | null;
  seo_noindex: boolean;
  en: TNewsEnglish | null;
  published_at: Date;
  updated_at: Date;
  published_revision_id: string | null;
  revisions: number;
  draft_revision: string | null;
}

interface RevisionRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: TStaffNews['category'];
  body: TStaffNews['body'];
  seo_title: string | null;
  seo_description: string | null;
  seo_noindex: boolean;
  en: TNewsEnglish | null;
  note: string;
  created_at: Date;
  created_by: string | null;
  published: boolean;
  draft: boolean;
}

const num = (v: string | null) => (v === null ? null : Number(v));

const newsView = (r: NewsRow): TStaffNews => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  category: r.category,
  coverImage: r.cover_image,
  body: r.body,
  status: r.status,
  seoTitle: r.seo_title,
  seoDescription: r.seo_description,
  seoNoindex: r.seo_noindex,
  en: r.en,
  publishedAt: r.published_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  revisions: r.revisions,
  draftRevision: num(r.draft_revision),
  publishedRevision: r.status === 'published' ? num(r.published_revision_id) : null,
});

const revisionView = (r: RevisionRow): TStaffNewsRevision => ({
  id: Number(r.id),
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  category: r.category,
  body: r.body,
  seoTitle: r.seo_title,
  seoDescription: r.seo_description,
  seoNoindex: r.seo_noindex,
  en: r.en,
  note: r.note,
  createdAt: r.created_at.toISOString(),
  createdBy: r.created_by,
  published: r.published,
  draft: r.draft,
});

/** The fields one revision of an article holds (and the live row copies when it is published). */
export interface NewsFields {
  slug: string;
  title: string;
  summary: string;
  category: TStaffNews['category'];
  body: TStaffNews['body'];
  seoTitle: string | null;
  seoDescription: string | null;
  seoNoindex: boolean;
  /** the English version (decision 170), or null */
  en: TNewsEnglish | null;
}

const ARTICLE_SQL = `
  SELECT a.*,
         (SELECT count(*)::int FROM news_article_revisions r WHERE r.article_id = a.id) AS revisions,
         (SELECT max(r.id) FROM news_article_revisions r WHERE r.article_id = a.id) AS draft_revision
    FROM news_articles a`;

const REVISION_SQL = `
  SELECT r.*, s.username AS created_by,
         (a.status = 'published' AND a.published_revision_id IS NOT DISTINCT FROM r.id) AS published,
         (r.id = (SELECT max(o.id) FROM news_article_revisions o WHERE o.article_id = r.article_id)) AS draft
    FROM news_article_revisions r
    JOIN news_articles a ON a.id = r.article_id
    LEFT JOIN staff s ON s.id = r.created_by`;

const fieldParams = (n: NewsFields) => [
  n.slug,
  n.title,
  n.summary,
  n.category,
  JSON.stringify(n.body),
  n.seoTitle,
  n.seoDescription,
  n.seoNoindex,
  n.en === null ? null : JSON.stringify(n.en),
];

/**
 * News articles and their revisions (decision 114). `news_articles` is the row the site reads;
 * `news_article_revisions` every save, the newest being the draft.
 */
export class NewsRepository {
  constructor(private readonly db: Db) {}

  async list(): Promise<TStaffNews[]> {
    const res = await this.db.pool.query<NewsRow>(`${ARTICLE_SQL} ORDER BY a.published_at DESC, a.id LIMIT 500`);
    return res.rows.map(newsView);
  }

  async article(q: Queryable, id: string, lock = false): Promise<TStaffNews | null> {
    if (lock) await q.query('SELECT 1 FROM news_articles WHERE id = $1 FOR UPDATE', [id]);
    const res = await q.query<NewsRow>(`${ARTICLE_SQL} WHERE a.id = $1`, [id]);
    return res.rows[0] ? newsView(res.rows[0]) : null;
  }

  async slugTaken(q: Queryable, slug: string, exceptId: string | null): Promise<boolean> {
    const res = await q.query('SELECT 1 FROM news_articles WHERE slug = $1 AND id IS DISTINCT FROM $2::uuid', [
      slug,
      exceptId,
    ]);
    return (res.rowCount ?? 0) > 0;
  }

  /** A new article row; null when the slug is taken. */
  async insertArticle(q: Queryable, n: NewsFields, status: TStaffNews['status']): Promise<string | null> {
    const res = await q.query<{ id: string }>(
      `INSERT INTO news_articles (slug, title, summary, category, body, seo_title, seo_description, seo_noindex, en, status, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
       ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [...fieldParams(n), status],
    );
    return res.rows[0]?.id ?? null;
  }

  async insertRevision(
    q: Queryable,
    articleId: string,
    n: NewsFields,
    note: string,
    staffId: number | null,
  ): Promise<number> {
    const res = await q.query<{ id: string }>(
      `INSERT INTO news_article_revisions
              (slug, title, summary, category, body, seo_title, seo_description, seo_noindex, en, article_id, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [...fieldParams(n), articleId, note, staffId],
    );
    return Number(res.rows[0]!.id);
  }

  async revisions(articleId: string): Promise<TStaffNewsRevision[]> {
    const res = await this.db.pool.query<RevisionRow>(
      `${REVISION_SQL} WHERE r.article_id = $1 ORDER BY r.id DESC LIMIT 200`,
      [articleId],
    );
    return res.rows.map(revisionView);
  }

  async revision(q: Queryable, articleId: string, id: number): Promise<TStaffNewsRevision | null> {
    const res = await q.query<RevisionRow>(`${REVISION_SQL} WHERE r.article_id = $1 AND r.id = $2`, [articleId, id]);
    return res.rows[0] ? revisionView(res.rows[0]) : null;
  }

  /**
   * Copies a revision's fields into the row the site reads. `publish`: the row goes live with it
   * (a first publication dates the article now, so it tops /tin-tuc); else the row stays a draft.
   */
  async copyToArticle(
    q: Queryable,
    articleId: string,
    n: NewsFields,
    revision: number,
    publish: boolean,
  ): Promise<void> {
    await q.query(
      `UPDATE news_articles SET slug = $1, title = $2, summary = $3, category = $4, body = $5, seo_title = $6,
              seo_description = $7, seo_noindex = $8, en = $9, updated_at = now(),
              status = CASE WHEN $12 THEN 'published' ELSE status END,
              published_revision_id = CASE WHEN $12 THEN $11::bigint ELSE published_revision_id END,
              published_at = CASE WHEN $12 AND status = 'draft' THEN now() ELSE published_at END
        WHERE id = $10`,
      [...fieldParams(n), articleId, revision, publish],
    );
  }

  async unpublish(q: Queryable, articleId: string): Promise<void> {
    await q.query(
      `UPDATE news_articles SET status = 'draft', published_revision_id = NULL, updated_at = now() WHERE id = $1`,
      [articleId],
    );
  }
}
