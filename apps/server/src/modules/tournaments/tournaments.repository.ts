import type { TTournamentPrizeKind, TTournamentRule } from '@app/contract';
import type pg from 'pg';
import type { Queryable } from '../../db/client';
import type { PlayerFigures } from './tournaments.ranking';

export interface TournamentRow {
  id: number;
  slug: string;
  title: string;
  /** the English title staff wrote (decision 170), or null */
  title_en: string | null;
  status: 'draft' | 'published' | 'finished';
  rule: TTournamentRule;
  starts_at: Date;
  ends_at: Date;
  created_at: Date;
  published_at: Date | null;
  finished_at: Date | null;
}

export interface ResultRow {
  tournament_id: number;
  player_id: number;
  position: number;
  score: string;
  prize_kind: TTournamentPrizeKind | null;
  prize: number;
  wager_required: number;
  wager_progress: number;
  journal_id: number | null;
  paid_at: Date | null;
}

export interface NewPlay {
  tournamentId: number;
  source: string;
  playerId: number;
  roundKey: string;
  stake: number;
  win: number;
  corrected: boolean;
  at: Date;
}

/** A tournament's address and names (decision 170: the English title is optional). */
interface Titles {
  slug: string;
  title: string;
  titleEn?: string | null;
}

const T_COLS = 'id, slug, title, title_en, status, rule, starts_at, ends_at, created_at, published_at, finished_at';

/** SQL of tournaments, entries, plays and results; nothing else touches these tables. */
export class TournamentsRepository {
  constructor(readonly pool: pg.Pool) {}

  async all(on: Queryable = this.pool): Promise<TournamentRow[]> {
    const { rows } = await on.query<TournamentRow>(
      `SELECT ${T_COLS} FROM tournaments ORDER BY starts_at DESC, id DESC`,
    );
    return rows.map(tRow);
  }

  /** Published and finished, newest first: what players see. */
  async visible(): Promise<TournamentRow[]> {
    const { rows } = await this.pool.query<TournamentRow>(
      `SELECT ${T_COLS} FROM tournaments WHERE status <> 'draft' ORDER BY ends_at DESC, id DESC LIMIT 100`,
    );
    return rows.map(tRow);
  }

  /** Published, results not frozen: the ones settlements may still score. */
  async scoring(): Promise<TournamentRow[]> {
    const { rows } = await this.pool.query<TournamentRow>(
      `SELECT ${T_COLS} FROM tournaments WHERE status = 'published' ORDER BY id`,
    );
    return rows.map(tRow);
  }

  async bySlug(slug: string): Promise<TournamentRow | null> {
    const { rows } = await this.pool.query<TournamentRow>(`SELECT ${T_COLS} FROM tournaments WHERE slug = $1`, [slug]);
    return rows[0] ? tRow(rows[0]) : null;
  }

  async byId(id: number): Promise<TournamentRow | null> {
    const { rows } = await this.pool.query<TournamentRow>(`SELECT ${T_COLS} FROM tournaments WHERE id = $1`, [id]);
    return rows[0] ? tRow(rows[0]) : null;
  }

  async byIdForUpdate(c: Queryable, id: number): Promise<TournamentRow | null> {
    const { rows } = await c.query<TournamentRow>(`SELECT ${T_COLS} FROM tournaments WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? tRow(rows[0]) : null;
  }

  async insert(c: Queryable, t: Titles, rule: TTournamentRule): Promise<TournamentRow | null> {
    const { rows } = await c.query<TournamentRow>(
      `INSERT INTO tournaments (slug, title, title_en, rule, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (slug) DO NOTHING RETURNING ${T_COLS}`,
      [t.slug, t.title, t.titleEn ?? null, rule, rule.startsAt, rule.endsAt],
    );
    return rows[0] ? tRow(rows[0]) : null;
  }

  async update(c: Queryable, id: number, t: Titles, rule: TTournamentRule): Promise<TournamentRow> {
    const { rows } = await c.query<TournamentRow>(
      `UPDATE tournaments SET slug = $2, title = $3, title_en = $4, rule = $5, starts_at = $6, ends_at = $7 WHERE id = $1
       RETURNING ${T_COLS}`,
      [id, t.slug, t.title, t.titleEn ?? null, rule, rule.startsAt, rule.endsAt],
    );
    return tRow(rows[0]!);
  }

  async publish(c: Queryable, id: number): Promise<TournamentRow> {
    const { rows } = await c.query<TournamentRow>(
      `UPDATE tournaments SET status = 'published', published_at = now() WHERE id = $1 RETURNING ${T_COLS}`,
      [id],
    );
    return tRow(rows[0]!);
  }

  async join(tournamentId: number, playerId: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO tournament_entries (tournament_id, player_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [tournamentId, playerId],
    );
    return rowCount === 1;
  }

  async joined(tournamentId: number, playerId: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND player_id = $2',
      [tournamentId, playerId],
    );
    return rowCount === 1;
  }

  /** Each source once per tournament: a redelivered event inserts nothing. */
  async addPlays(plays: NewPlay[]): Promise<void> {
    if (plays.length === 0) return;
    await this.pool.query(
      `INSERT INTO tournament_plays (tournament_id, source, player_id, round_key, stake, win, corrected, at)
       SELECT p.tournament_id, p.source, p.player_id, p.round_key, p.stake, p.win, p.corrected, p.at
         FROM json_to_recordset($1::json) AS p(tournament_id bigint, source text, player_id bigint, round_key text,
              stake bigint, win bigint, corrected boolean, at timestamptz)
       ON CONFLICT DO NOTHING`,
      [
        JSON.stringify(
          plays.map((p) => ({
            tournament_id: p.tournamentId,
            source: p.source,
            player_id: p.playerId,
            round_key: p.roundKey,
            stake: p.stake,
            win: p.win,
            corrected: p.corrected,
            at: p.at.toISOString(),
          })),
        ),
      ],
    );
  }

  /**
   * Every player's figures over the counted rounds: a round is its settlements plus corrections,
   * counted when it has a settlement (a correction alone is of a round outside the period), its
   * stake reaches the minimum, and it was not corrected back to exactly its stake (a void). In
   * an opt-in tournament only rows after the player joined count.
   */
  async figures(t: TournamentRow, on: Queryable = this.pool): Promise<PlayerFigures[]> {
    const optIn = t.rule.entry === 'opt_in';
    const { rows } = await on.query<{
      player_id: string;
      turnover: string;
      net_win: string;
      rounds: number;
      best: string;
      last_at: Date;
      best_at: Date;
    }>(
      `WITH r AS (
         SELECT p.player_id, p.round_key, sum(p.stake) AS stake, sum(p.win) AS win,
                bool_or(p.corrected) AS corrected, max(p.at) FILTER (WHERE NOT p.corrected) AS at
           FROM tournament_plays p
           ${optIn ? 'JOIN tournament_entries e ON e.tournament_id = p.tournament_id AND e.player_id = p.player_id AND e.joined_at <= p.at' : ''}
          WHERE p.tournament_id = $1
          GROUP BY p.player_id, p.round_key
         HAVING bool_or(NOT p.corrected)
       ), c AS (
         SELECT *, round(greatest(win, 0)::numeric / stake, 2) AS mult FROM r
          WHERE stake > 0 AND stake >= $2 AND NOT (corrected AND win = stake)
       )
       SELECT player_id, sum(stake) AS turnover, sum(win - stake) AS net_win, count(*)::int AS rounds,
              max(mult) AS best, max(at) AS last_at, (array_agg(at ORDER BY mult DESC, at))[1] AS best_at
         FROM c GROUP BY player_id`,
      [t.id, t.rule.minStake],
    );
    return rows.map((r) => ({
      playerId: Number(r.player_id),
      turnover: Number(r.turnover),
      netWin: Number(r.net_win),
      rounds: r.rounds,
      best: Number(r.best),
      reachedAt: t.rule.scoring === 'biggest_multiplier' ? r.best_at : r.last_at,
    }));
  }

  /** Marks the tournament finished; false when another caller did first. */
  async markFinished(c: Queryable, id: number): Promise<boolean> {
    const { rowCount } = await c.query(
      `UPDATE tournaments SET status = 'finished', finished_at = now() WHERE id = $1 AND status = 'published'`,
      [id],
    );
    return rowCount === 1;
  }

  async insertResults(
    c: Queryable,
    tournamentId: number,
    rows: { playerId: number; position: number; score: number; kind: string | null; prize: number; wager: number }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await c.query(
      `INSERT INTO tournament_results (tournament_id, player_id, position, score, prize_kind, prize, wager_required)
       SELECT $1, r.player_id, r.position, r.score, r.kind, r.prize, r.wager
         FROM json_to_recordset($2::json) AS r(player_id bigint, position int, score text, kind text, prize bigint, wager bigint)
       ON CONFLICT DO NOTHING`,
      [
        tournamentId,
        JSON.stringify(
          rows.map((r) => ({
            player_id: r.playerId,
            position: r.position,
            score: String(r.score),
            kind: r.kind,
            prize: r.prize,
            wager: r.wager,
          })),
        ),
      ],
    );
  }

  async results(tournamentId: number): Promise<ResultRow[]> {
    const { rows } = await this.pool.query<ResultRow>(
      'SELECT * FROM tournament_results WHERE tournament_id = $1 ORDER BY position, player_id',
      [tournamentId],
    );
    return rows.map(numbers);
  }

  /** Prizes of finished tournaments not yet in the ledger (a crash between freeze and payment). */
  async unpaid(): Promise<ResultRow[]> {
    const { rows } = await this.pool.query<ResultRow>(
      'SELECT * FROM tournament_results WHERE prize > 0 AND paid_at IS NULL ORDER BY tournament_id, position LIMIT 500',
    );
    return rows.map(numbers);
  }

  /** `journalId` null: a prize that moves no money when paid (free rounds, decision 164). */
  async markPaid(tournamentId: number, playerId: number, journalId: number | null): Promise<void> {
    await this.pool.query(
      `UPDATE tournament_results SET journal_id = $3, paid_at = coalesce(paid_at, now())
        WHERE tournament_id = $1 AND player_id = $2`,
      [tournamentId, playerId, journalId],
    );
  }

  async prizesOf(playerId: number): Promise<(ResultRow & { slug: string; title: string; title_en: string | null })[]> {
    const { rows } = await this.pool.query<ResultRow & { slug: string; title: string; title_en: string | null }>(
      `SELECT r.*, t.slug, t.title, t.title_en FROM tournament_results r JOIN tournaments t ON t.id = r.tournament_id
        WHERE r.player_id = $1 AND r.prize > 0 ORDER BY t.ends_at DESC LIMIT 100`,
      [playerId],
    );
    return rows.map((r) => ({ ...numbers(r), slug: r.slug, title: r.title, title_en: r.title_en }));
  }

  /** Bonus prizes paid and still being wagered. */
  async openWagering(playerId: number): Promise<ResultRow[]> {
    const { rows } = await this.pool.query<ResultRow>(
      `SELECT * FROM tournament_results
        WHERE player_id = $1 AND prize_kind = 'bonus' AND paid_at IS NOT NULL AND wager_progress < wager_required`,
      [playerId],
    );
    return rows.map(numbers);
  }

  /** Counts a settlement toward a bonus prize's wagering once. */
  async addWager(r: ResultRow, source: string, amount: number): Promise<void> {
    await this.pool.query(
      `WITH ins AS (
         INSERT INTO tournament_wager_events (tournament_id, player_id, source, amount) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING amount
       )
       -- the sum of the events (a voided stake's negative one may come first), this one included
       UPDATE tournament_results SET wager_progress = least(wager_required, greatest(0,
                (SELECT coalesce(sum(amount), 0) FROM tournament_wager_events WHERE tournament_id = $1 AND player_id = $2)
                + (SELECT amount FROM ins)))
        WHERE tournament_id = $1 AND player_id = $2 AND EXISTS (SELECT 1 FROM ins)`,
      [r.tournament_id, r.player_id, source, amount],
    );
  }
}

function tRow(r: TournamentRow): TournamentRow {
  return { ...r, id: Number(r.id) };
}

function numbers(r: ResultRow): ResultRow {
  return {
    ...r,
    tournament_id: Number(r.tournament_id),
    player_id: Number(r.player_id),
    prize: Number(r.prize),
    wager_required: Number(r.wager_required),
    wager_progress: Number(r.wager_progress),
    journal_id: r.journal_id === null ? null : Number(r.journal_id),
  };
}
