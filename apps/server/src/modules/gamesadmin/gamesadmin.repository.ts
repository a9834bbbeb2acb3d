import type { Db, Queryable } from '../../db/client';

export interface StaffProviderRow {
  code: string;
  name: string;
  sign_alg: 'hmac-sha256' | 'rsa-sha256';
  /** the stored (sealed) secret: only ever compared or kept, never opened here */
  secret: string | null;
  public_key: string | null;
  enabled: boolean;
  key_changed_at: Date | null;
  key_changed_by: string | null;
  games: number;
  shown_games: number;
  updated_at: Date;
}

export interface StaffGameRow {
  id: number;
  title: string;
  title_en: string | null;
  image: string;
  uploaded_image: boolean;
  partner_code: string;
  partner_name: string;
  provider_code: string;
  provider_enabled: boolean;
  categories: string[];
  enabled: boolean;
  is_hot: boolean;
  is_new: boolean;
  sort_order: number;
}

export interface StaffNameRow {
  kind: 'partner' | 'category';
  code: string;
  name: string;
  name_en: string | null;
  parent: string | null;
  renamed: boolean;
}

const PROVIDER_SQL = `
  SELECT pr.code, pr.name, pr.sign_alg, pr.secret, pr.public_key, pr.enabled, pr.updated_at, pr.key_changed_at,
         (SELECT st.username FROM staff st WHERE st.id = pr.key_changed_by) AS key_changed_by,
         (SELECT count(*)::int FROM games g JOIN game_partners p ON p.code = g.partner_code WHERE p.provider_code = pr.code) AS games,
         (SELECT count(*)::int FROM games g JOIN game_partners p ON p.code = g.partner_code
           WHERE p.provider_code = pr.code AND g.enabled) AS shown_games
    FROM providers pr`;

const GAME_SQL = `
  SELECT g.id, g.title, g.title_en, g.image, (gi.game_id IS NOT NULL) AS uploaded_image, g.partner_code, p.name AS partner_name,
         p.provider_code, coalesce(pr.enabled, false) AS provider_enabled, g.enabled, g.is_hot, g.is_new, g.sort_order,
         coalesce((SELECT array_agg(l.category_slug ORDER BY l.category_slug) FROM game_category_links l
                    WHERE l.game_id = g.id), '{}') AS categories
    FROM games g
    JOIN game_partners p ON p.code = g.partner_code
    LEFT JOIN providers pr ON pr.code = p.provider_code
    LEFT JOIN game_images gi ON gi.game_id = g.id`;

/** Staff reads and writes of the catalogue: providers' switches and keys, games' flags and pictures. */
export class GamesAdminRepository {
  constructor(private readonly db: Db) {}

  async providers(): Promise<StaffProviderRow[]> {
    return (await this.db.pool.query<StaffProviderRow>(`${PROVIDER_SQL} ORDER BY pr.code`)).rows;
  }

  async provider(code: string, on: Queryable = this.db.pool, lock = false): Promise<StaffProviderRow | null> {
    const { rows } = await on.query<StaffProviderRow>(
      `${PROVIDER_SQL} WHERE pr.code = $1${lock ? ' FOR UPDATE OF pr' : ''}`,
      [code],
    );
    return rows[0] ?? null;
  }

  async updateProvider(
    c: Queryable,
    code: string,
    p: {
      enabled: boolean;
      signAlg: string;
      secret: string | null;
      publicKey: string | null;
      keyChangedBy: number | null;
    },
  ): Promise<void> {
    await c.query(
      `UPDATE providers SET enabled = $2, sign_alg = $3, secret = $4, public_key = $5, updated_at = now(),
              key_changed_at = CASE WHEN $6::bigint IS NULL THEN key_changed_at ELSE now() END,
              key_changed_by = coalesce($6::bigint, key_changed_by)
        WHERE code = $1`,
      [code, p.enabled, p.signAlg, p.secret, p.publicKey, p.keyChangedBy],
    );
  }

  async games(): Promise<StaffGameRow[]> {
    return (await this.db.pool.query<StaffGameRow>(`${GAME_SQL} ORDER BY g.sort_order, g.id`)).rows;
  }

  async game(id: number, on: Queryable = this.db.pool, lock = false): Promise<StaffGameRow | null> {
    const { rows } = await on.query<StaffGameRow>(`${GAME_SQL} WHERE g.id = $1${lock ? ' FOR UPDATE OF g' : ''}`, [id]);
    return rows[0] ?? null;
  }

  async updateGame(
    c: Queryable,
    id: number,
    g: { enabled: boolean; isHot: boolean; isNew: boolean; sortOrder: number },
  ): Promise<void> {
    await c.query(
      `UPDATE games SET enabled = $2, is_hot = $3, is_new = $4, sort_order = $5, curated_at = now(), updated_at = now()
        WHERE id = $1`,
      [id, g.enabled, g.isHot, g.isNew, g.sortOrder],
    );
  }

  /** Staff's names for the game (decision 177); `renamed_at` keeps them through a re-seed. */
  async renameGame(c: Queryable, id: number, t: { title: string; titleEn: string | null; searchText: string }) {
    await c.query(
      `UPDATE games SET title = $2, title_en = $3, search_text = $4, renamed_at = now(), updated_at = now() WHERE id = $1`,
      [id, t.title, t.titleEn, t.searchText],
    );
  }

  /** Lobbies (partners) and categories with their names, in the lobbies' order. */
  async names(on: Queryable = this.db.pool): Promise<StaffNameRow[]> {
    const { rows } = await on.query<StaffNameRow>(
      `SELECT 'partner' AS kind, code, name, name_en, NULL AS parent, renamed_at IS NOT NULL AS renamed, 0 AS k, sort_order
         FROM game_partners
       UNION ALL
       SELECT 'category', slug, name, name_en, parent_slug, renamed_at IS NOT NULL, 1, sort_order FROM game_categories
       ORDER BY k, sort_order, code`,
    );
    return rows;
  }

  async name(c: Queryable, kind: 'partner' | 'category', code: string): Promise<StaffNameRow | null> {
    const sql =
      kind === 'partner'
        ? `SELECT 'partner' AS kind, code, name, name_en, NULL AS parent, renamed_at IS NOT NULL AS renamed
             FROM game_partners WHERE code = $1 FOR UPDATE`
        : `SELECT 'category' AS kind, slug AS code, name, name_en, parent_slug AS parent, renamed_at IS NOT NULL AS renamed
             FROM game_categories WHERE slug = $1 FOR UPDATE`;
    const { rows } = await c.query<StaffNameRow>(sql, [code]);
    return rows[0] ?? null;
  }

  async rename(c: Queryable, kind: 'partner' | 'category', code: string, name: string, nameEn: string | null) {
    await c.query(
      kind === 'partner'
        ? 'UPDATE game_partners SET name = $2, name_en = $3, renamed_at = now() WHERE code = $1'
        : 'UPDATE game_categories SET name = $2, name_en = $3, renamed_at = now() WHERE slug = $1',
      [code, name, nameEn],
    );
  }

  async saveImage(
    c: Queryable,
    img: { gameId: number; contentType: string; data: Buffer; sha256: string; path: string; staffId: number },
  ): Promise<void> {
    await c.query(
      `INSERT INTO game_images (game_id, content_type, data, sha256, size, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data,
         sha256 = EXCLUDED.sha256, size = EXCLUDED.size, uploaded_by = EXCLUDED.uploaded_by, created_at = now()`,
      [img.gameId, img.contentType, img.data, img.sha256, img.data.length, img.staffId],
    );
    await c.query('UPDATE games SET image = $2, curated_at = now(), updated_at = now() WHERE id = $1', [
      img.gameId,
      img.path,
    ]);
  }

  async image(gameId: number): Promise<{ content_type: string; data: Buffer; sha256: string } | null> {
    const { rows } = await this.db.pool.query<{ content_type: string; data: Buffer; sha256: string }>(
      'SELECT content_type, data, sha256 FROM game_images WHERE game_id = $1',
      [gameId],
    );
    return rows[0] ?? null;
  }
}
