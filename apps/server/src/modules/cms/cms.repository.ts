import type { Db, Queryable } from '../../db/client';

export interface RevisionRow {
  id: number;
  page_key: string;
  intro: string;
  body: unknown;
  faq: unknown;
  seo: unknown;
  /** the English version, or null (decision 163) */
  en: unknown;
  note: string;
  created_at: Date;
  created_by: string | null;
  published: boolean;
}

const REVISION_SQL = `
  SELECT r.id, r.page_key, r.intro, r.body, r.faq, r.seo, r.en, r.note, r.created_at, s.username AS created_by,
         (p.published_revision_id IS NOT DISTINCT FROM r.id) AS published
    FROM info_page_revisions r
    LEFT JOIN staff s ON s.id = r.created_by
    LEFT JOIN info_pages p ON p.brand = r.brand AND p.page_key = r.page_key`;

/** Info pages' revisions and which one each brand publishes. */
export class CmsRepository {
  constructor(private readonly db: Db) {}

  async summaries(brand: string): Promise<
    {
      page_key: string;
      revisions: number;
      published_revision: number | null;
      published_at: Date | null;
      last_saved_at: Date | null;
    }[]
  > {
    const { rows } = await this.db.pool.query(
      `SELECT r.page_key, count(*)::int AS revisions, max(r.created_at) AS last_saved_at,
              p.published_revision_id AS published_revision, p.published_at
         FROM info_page_revisions r
         LEFT JOIN info_pages p ON p.brand = r.brand AND p.page_key = r.page_key
        WHERE r.brand = $1
        GROUP BY r.page_key, p.published_revision_id, p.published_at`,
      [brand],
    );
    return rows.map((r) => ({
      ...r,
      published_revision: r.published_revision === null ? null : Number(r.published_revision),
    }));
  }

  async revisions(brand: string, key: string): Promise<RevisionRow[]> {
    const { rows } = await this.db.pool.query<RevisionRow>(
      `${REVISION_SQL} WHERE r.brand = $1 AND r.page_key = $2 ORDER BY r.id DESC LIMIT 100`,
      [brand, key],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async revision(brand: string, key: string, id: number, on: Queryable = this.db.pool): Promise<RevisionRow | null> {
    const { rows } = await on.query<RevisionRow>(
      `${REVISION_SQL} WHERE r.brand = $1 AND r.page_key = $2 AND r.id = $3`,
      [brand, key, id],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
  }

  async insert(
    c: Queryable,
    r: {
      brand: string;
      key: string;
      intro: string;
      body: unknown;
      faq: unknown;
      seo: unknown;
      en: unknown;
      note: string;
      staffId: number;
    },
  ): Promise<number> {
    const { rows } = await c.query<{ id: string }>(
      `INSERT INTO info_page_revisions (brand, page_key, intro, body, faq, seo, en, note, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        r.brand,
        r.key,
        r.intro,
        JSON.stringify(r.body),
        JSON.stringify(r.faq),
        JSON.stringify(r.seo),
        r.en === null ? null : JSON.stringify(r.en),
        r.note,
        r.staffId,
      ],
    );
    return Number(rows[0]!.id);
  }

  /** Locks the page's row (creating it) and returns the revision published before. */
  async lockPage(c: Queryable, brand: string, key: string): Promise<number | null> {
    await c.query('INSERT INTO info_pages (brand, page_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [brand, key]);
    const { rows } = await c.query<{ id: string | null }>(
      'SELECT published_revision_id AS id FROM info_pages WHERE brand = $1 AND page_key = $2 FOR UPDATE',
      [brand, key],
    );
    return rows[0]?.id == null ? null : Number(rows[0].id);
  }

  async setPublished(
    c: Queryable,
    brand: string,
    key: string,
    revision: number | null,
    staffId: number,
  ): Promise<void> {
    await c.query(
      `UPDATE info_pages SET published_revision_id = $3, published_by = $4, published_at = CASE WHEN $3::bigint IS NULL THEN NULL ELSE now() END
        WHERE brand = $1 AND page_key = $2`,
      [brand, key, revision, staffId],
    );
  }

  async published(
    brand: string,
    key: string,
  ): Promise<{ id: number; intro: string; body: unknown; faq: unknown; seo: unknown; en: unknown } | null> {
    const { rows } = await this.db.pool.query<{
      id: string;
      intro: string;
      body: unknown;
      faq: unknown;
      seo: unknown;
      en: unknown;
    }>(
      `SELECT r.id, r.intro, r.body, r.faq, r.seo, r.en FROM info_pages p JOIN info_page_revisions r ON r.id = p.published_revision_id
        WHERE p.brand = $1 AND p.page_key = $2`,
      [brand, key],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
  }
}
