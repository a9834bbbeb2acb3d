import type pg from 'pg';
import { type Db, inTransaction, type Queryable } from '../../db/client';

export interface GameRow {
  id: number;
  uuid: string;
  title: string;
  /** staff's English title, or null (decision 177) */
  title_en: string | null;
  image: string;
  partner_code: string;
  partner_name: string;
  partner_name_en: string | null;
  provider_code: string;
  partner_game_id: string;
  device: 'all' | 'desktop' | 'mobile';
  orientation: 'landscape' | 'portrait' | 'all';
  launch_url: string | null;
  direct_link: string | null;
  jackpot_pool: string | null;
  stream_group_id: string | null;
  stream_id: string | null;
  stream_unique_id: string | null;
  is_hot: boolean;
  is_new: boolean;
  enabled: boolean;
  categories: string[];
  is_favorite: boolean;
}

export interface GameFilter {
  category: string | null;
  partner: string | null;
  /** normalised (lower case, no accents), LIKE-escaped */
  search: string | null;
  hot: boolean | null;
  isNew: boolean | null;
  favoritesOf: number | null;
  device: 'desktop' | 'mobile' | null;
  limit: number;
  offset: number;
}

/** A game feeding a jackpot pool, with what its popup tile needs to open it. */
export interface JackpotGameRow {
  id: number;
  jackpot_pool: string;
  image: string;
  title: string;
  title_en: string | null;
  partner_code: string;
  partner_game_id: string;
  orientation: string;
}

export interface JackpotPoolRow {
  code: string;
  name: string;
  seed_amount: number;
  contribution_bp: number;
  last_won_at: Date | null;
  last_win_amount: number | null;
  wins: number;
}

export interface GameUpsert {
  title: string;
  titleEn: string | null;
  image: string;
  partnerCode: string;
  partnerGameId: string;
  device: string;
  orientation: string;
  launchUrl: string | null;
  directLink: string | null;
  jackpotPool: string | null;
  stream: { groupId: string; streamId: string; streamUniqueId: string } | null;
  isHot: boolean;
  isNew: boolean;
  sortOrder: number;
  searchText: string;
  categories: string[];
}

/** A lobby never lists a game that cannot be opened: its provider must be enabled (decision 099). */
const PROVIDER_ON = 'EXISTS (SELECT 1 FROM providers pr WHERE pr.code = p.provider_code AND pr.enabled)';

const GAME_COLUMNS = `
  g.id, g.uuid, g.title, g.title_en, g.image, g.partner_code, p.name AS partner_name, p.name_en AS partner_name_en,
  p.provider_code, g.partner_game_id,
  g.device, g.orientation, g.launch_url, g.direct_link, g.jackpot_pool, g.stream_group_id, g.stream_id,
  g.stream_unique_id, g.is_hot, g.is_new, g.enabled,
  coalesce((SELECT array_agg(l.category_slug ORDER BY l.category_slug) FROM game_category_links l WHERE l.game_id = g.id), '{}') AS categories`;

export class GamesRepository {
  constructor(private readonly db: Db) {}

  async list(filter: GameFilter, viewer: number | null): Promise<{ rows: GameRow[]; total: number }> {
    const { rows } = await this.db.pool.query<GameRow & { total: string }>(
      `SELECT ${GAME_COLUMNS}, (f.player_id IS NOT NULL) AS is_favorite, count(*) OVER () AS total
         FROM games g
         JOIN game_partners p ON p.code = g.partner_code
         LEFT JOIN game_favorites f ON f.game_id = g.id AND f.player_id = $1
        WHERE g.enabled AND ${PROVIDER_ON}
          AND ($2::text IS NULL OR EXISTS (
                SELECT 1 FROM game_category_links l JOIN game_categories c ON c.slug = l.category_slug
                 WHERE l.game_id = g.id AND (c.slug = $2 OR c.parent_slug = $2)))
          AND ($3::text IS NULL OR g.partner_code = $3 OR p.provider_code = $3)
          AND ($4::text IS NULL OR g.search_text LIKE '%' || $4 || '%')
          AND ($5::boolean IS NULL OR g.is_hot = $5)
          AND ($6::boolean IS NULL OR g.is_new = $6)
          AND ($7::bigint IS NULL OR f.player_id IS NOT NULL)
          AND ($8::text IS NULL OR g.device IN ('all', $8))
        ORDER BY g.sort_order, g.id
        LIMIT $9 OFFSET $10`,
      [
        viewer ?? filter.favoritesOf,
        filter.category,
        filter.partner,
        filter.search,
        filter.hot,
        filter.isNew,
        filter.favoritesOf,
        filter.device,
        filter.limit,
        filter.offset,
      ],
    );
    if (rows.length === 0 && filter.offset > 0) {
      // past the last page: still report the total
      const again = await this.list({ ...filter, offset: 0, limit: 1 }, viewer);
      return { rows: [], total: again.total };
    }
    return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
  }

  /** Every enabled game's launch and direct addresses, as stored (absolute or site-relative). */
  async launchAddresses(): Promise<string[]> {
    const { rows } = await this.db.pool.query<{ address: string }>(
      `SELECT DISTINCT address FROM games g, unnest(ARRAY[g.launch_url, g.direct_link]) AS address
        WHERE g.enabled AND address IS NOT NULL`,
    );
    return rows.map((r) => r.address);
  }

  async findByUuid(uuid: string): Promise<GameRow | null> {
    const { rows } = await this.db.pool.query<GameRow>(
      `SELECT ${GAME_COLUMNS}, false AS is_favorite
         FROM games g JOIN game_partners p ON p.code = g.partner_code WHERE g.uuid = $1`,
      [uuid],
    );
    return rows[0] ?? null;
  }

  /** By the launch query's (partner_provider, partner_game_type) = (studio code, game id). */
  async findByPartnerGame(partnerCode: string, partnerGameId: string): Promise<GameRow | null> {
    const { rows } = await this.db.pool.query<GameRow>(
      `SELECT ${GAME_COLUMNS}, false AS is_favorite
         FROM games g JOIN game_partners p ON p.code = g.partner_code
        WHERE g.partner_code = $1 AND g.partner_game_id = $2`,
      [partnerCode, partnerGameId],
    );
    return rows[0] ?? null;
  }

  /** Every game of every partner of one wallet provider: how provider callbacks' game codes resolve. */
  async gamesOfProvider(providerCode: string): Promise<GameRow[]> {
    const { rows } = await this.db.pool.query<GameRow>(
      `SELECT ${GAME_COLUMNS}, false AS is_favorite
         FROM games g JOIN game_partners p ON p.code = g.partner_code
        WHERE p.provider_code = $1`,
      [providerCode],
    );
    return rows;
  }

  async jackpotGames(): Promise<JackpotGameRow[]> {
    const { rows } = await this.db.pool.query<JackpotGameRow>(
      `SELECT g.id, g.jackpot_pool, g.image, g.title, g.title_en, g.partner_code, g.partner_game_id, g.orientation
         FROM games g JOIN game_partners p ON p.code = g.partner_code
        WHERE g.enabled AND g.jackpot_pool IS NOT NULL AND ${PROVIDER_ON} ORDER BY g.sort_order, g.id`,
    );
    return rows;
  }

  /** Whether an enabled game of the catalogue shows this live stream. */
  async hasStream(groupId: string, streamId: string): Promise<boolean> {
    const { rowCount } = await this.db.pool.query(
      'SELECT 1 FROM games WHERE enabled AND stream_group_id = $1 AND stream_id = $2 LIMIT 1',
      [groupId, streamId],
    );
    return (rowCount ?? 0) > 0;
  }

  async addFavorite(playerId: number, gameId: number): Promise<void> {
    await this.db.pool.query('INSERT INTO game_favorites (player_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      playerId,
      gameId,
    ]);
  }

  async removeFavorite(playerId: number, gameId: number): Promise<void> {
    await this.db.pool.query('DELETE FROM game_favorites WHERE player_id = $1 AND game_id = $2', [playerId, gameId]);
  }

  async categories(): Promise<
    { slug: string; name: string; name_en: string | null; parent_slug: string | null; count: number }[]
  > {
    const { rows } = await this.db.pool.query<{
      slug: string;
      name: string;
      name_en: string | null;
      parent_slug: string | null;
      count: number;
    }>(
      `SELECT c.slug, c.name, c.name_en, c.parent_slug,
              (SELECT count(DISTINCT l.game_id)::int FROM game_category_links l
                 JOIN game_categories cc ON cc.slug = l.category_slug
                 JOIN games g ON g.id = l.game_id AND g.enabled
                 JOIN game_partners p ON p.code = g.partner_code AND ${PROVIDER_ON}
                WHERE cc.slug = c.slug OR cc.parent_slug = c.slug) AS count
         FROM game_categories c ORDER BY c.sort_order, c.slug`,
    );
    return rows;
  }

  async partners(): Promise<
    { code: string; name: string; name_en: string | null; provider_code: string; categories: string[] }[]
  > {
    const { rows } = await this.db.pool.query<{
      code: string;
      name: string;
      name_en: string | null;
      provider_code: string;
      categories: string[];
    }>(
      `SELECT p.code, p.name, p.name_en, p.provider_code,
              coalesce((SELECT array_agg(DISTINCT l.category_slug ORDER BY l.category_slug)
                          FROM games g JOIN game_category_links l ON l.game_id = g.id
                         WHERE g.partner_code = p.code AND g.enabled), '{}') AS categories
         FROM game_partners p ORDER BY p.sort_order, p.code`,
    );
    return rows;
  }

  // ─── jackpot pools ─────────────────────────────────────────────────────────────────────────

  async pools(): Promise<JackpotPoolRow[]> {
    const { rows } = await this.db.pool.query<JackpotPoolRow>(
      `SELECT code, name, seed_amount, contribution_bp, last_won_at, last_win_amount, wins FROM jackpot_pools ORDER BY code`,
    );
    return rows;
  }

  async pool(code: string, on: Queryable = this.db.pool): Promise<JackpotPoolRow | null> {
    const { rows } = await on.query<JackpotPoolRow>(
      `SELECT code, name, seed_amount, contribution_bp, last_won_at, last_win_amount, wins FROM jackpot_pools WHERE code = $1`,
      [code],
    );
    return rows[0] ?? null;
  }

  /**
   * Runs `fn` while holding the pool's row lock: jackpot wins of one pool happen one at a
   * time, so two simultaneous hits cannot both be paid the same pool.
   */
  async withPoolLock<T>(code: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.db.pool, async (client) => {
      await client.query('SELECT 1 FROM jackpot_pools WHERE code = $1 FOR UPDATE', [code]);
      return fn(client);
    });
  }

  async recordPoolWin(client: pg.PoolClient, code: string, amount: number, playerId: number): Promise<void> {
    await client.query(
      `UPDATE jackpot_pools SET last_won_at = now(), last_win_amount = $2, last_win_player_id = $3, wins = wins + 1
        WHERE code = $1`,
      [code, amount, playerId],
    );
  }

  // ─── seed ──────────────────────────────────────────────────────────────────────────────────

  /** The names staff gave (renamed_at set) survive a re-seed; the seed's own names follow the code. */
  async upsertCategory(
    c: { slug: string; name: string; nameEn: string | null; parent: string | null },
    sortOrder: number,
  ) {
    await this.db.pool.query(
      `INSERT INTO game_categories (slug, name, name_en, parent_slug, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slug) DO UPDATE SET parent_slug = EXCLUDED.parent_slug, sort_order = EXCLUDED.sort_order,
         name = CASE WHEN game_categories.renamed_at IS NULL THEN EXCLUDED.name ELSE game_categories.name END,
         name_en = CASE WHEN game_categories.renamed_at IS NULL THEN EXCLUDED.name_en ELSE game_categories.name_en END`,
      [c.slug, c.name, c.nameEn, c.parent, sortOrder],
    );
  }

  async upsertPartner(p: { code: string; name: string; nameEn: string | null; provider: string }, sortOrder: number) {
    await this.db.pool.query(
      `INSERT INTO game_partners (code, name, name_en, provider_code, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO UPDATE SET provider_code = EXCLUDED.provider_code, sort_order = EXCLUDED.sort_order,
         name = CASE WHEN game_partners.renamed_at IS NULL THEN EXCLUDED.name ELSE game_partners.name END,
         name_en = CASE WHEN game_partners.renamed_at IS NULL THEN EXCLUDED.name_en ELSE game_partners.name_en END`,
      [p.code, p.name, p.nameEn, p.provider, sortOrder],
    );
  }

  async upsertPool(code: string, name: string, seedAmount: number, contributionBp: number): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO jackpot_pools (code, name, seed_amount, contribution_bp) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, seed_amount = EXCLUDED.seed_amount,
         contribution_bp = EXCLUDED.contribution_bp`,
      [code, name, seedAmount, contributionBp],
    );
  }

  /**
   * Switches off every game the catalogue no longer lists: rows are kept (bets and favourites
   * point at them), but a lobby must not show a game that cannot be opened. Returns how many.
   */
  async retireGamesNotIn(listed: { partnerCode: string; partnerGameId: string }[]): Promise<number> {
    const { rowCount } = await this.db.pool.query(
      `UPDATE games SET enabled = false, updated_at = now()
        WHERE enabled AND (partner_code, partner_game_id) NOT IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [listed.map((g) => g.partnerCode), listed.map((g) => g.partnerGameId)],
    );
    return rowCount ?? 0;
  }

  /** Inserts or updates a game by (partner, game id) and sets its categories; returns its id. */
  async upsertGame(g: GameUpsert): Promise<number> {
    return inTransaction(this.db.pool, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO games (title, image, partner_code, partner_game_id, device, orientation, launch_url, direct_link,
                            jackpot_pool, stream_group_id, stream_id, stream_unique_id, is_hot, is_new, sort_order, search_text,
                            title_en)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         ON CONFLICT (partner_code, partner_game_id) DO UPDATE SET
           device = EXCLUDED.device, orientation = EXCLUDED.orientation,
           launch_url = EXCLUDED.launch_url, direct_link = EXCLUDED.direct_link, jackpot_pool = EXCLUDED.jackpot_pool,
           stream_group_id = EXCLUDED.stream_group_id, stream_id = EXCLUDED.stream_id,
           stream_unique_id = EXCLUDED.stream_unique_id,
           -- what staff curated (flags, order, picture) survives a re-seed
           image = CASE WHEN games.curated_at IS NULL THEN EXCLUDED.image ELSE games.image END,
           is_hot = CASE WHEN games.curated_at IS NULL THEN EXCLUDED.is_hot ELSE games.is_hot END,
           is_new = CASE WHEN games.curated_at IS NULL THEN EXCLUDED.is_new ELSE games.is_new END,
           sort_order = CASE WHEN games.curated_at IS NULL THEN EXCLUDED.sort_order ELSE games.sort_order END,
           -- and so do the names staff gave it (decision 177)
           title = CASE WHEN games.renamed_at IS NULL THEN EXCLUDED.title ELSE games.title END,
           title_en = CASE WHEN games.renamed_at IS NULL THEN EXCLUDED.title_en ELSE games.title_en END,
           search_text = CASE WHEN games.renamed_at IS NULL THEN EXCLUDED.search_text ELSE games.search_text END,
           updated_at = now()
         RETURNING id`,
        [
          g.title,
          g.image,
          g.partnerCode,
          g.partnerGameId,
          g.device,
          g.orientation,
          g.launchUrl,
          g.directLink,
          g.jackpotPool,
          g.stream?.groupId ?? null,
          g.stream?.streamId ?? null,
          g.stream?.streamUniqueId ?? null,
          g.isHot,
          g.isNew,
          g.sortOrder,
          g.searchText,
          g.titleEn,
        ],
      );
      const id = rows[0]!.id;
      await client.query('DELETE FROM game_category_links WHERE game_id = $1 AND NOT (category_slug = ANY($2))', [
        id,
        g.categories,
      ]);
      await client.query(
        `INSERT INTO game_category_links (game_id, category_slug) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
        [id, g.categories],
      );
      return id;
    });
  }
}
