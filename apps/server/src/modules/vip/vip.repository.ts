import type { TVipRule } from '@app/contract';
import type pg from 'pg';
import type { Queryable } from '../../db/client';

export interface VipRuleRow {
  id: number;
  status: 'draft' | 'published' | 'retired';
  rule: TVipRule;
  created_at: Date;
  published_at: Date | null;
}

export interface NewVipPlay {
  source: string;
  playerId: number;
  roundKey: string;
  stake: number;
  win: number;
  percent: number;
  corrected: boolean;
  at: Date;
}

export interface LevelUpRow {
  player_id: number;
  level: string;
  rule_id: number;
  bonus: number;
  reached_at: Date;
  journal_id: number | null;
  paid_at: Date | null;
}

export interface WeeklyRow {
  player_id: number;
  week: string;
  level: string;
  amount: number;
  created_at: Date;
  journal_id: number | null;
  paid_at: Date | null;
}

export interface OverrideRow {
  player_id: number;
  level: string;
  reason: string;
  staff_id: number;
  set_at: Date;
}

const R_COLS = 'id, status, rule, created_at, published_at';

/*
 * The weighted stake of each counted round: a round counts when it has a settlement (a correction
 * alone is of a round settled before points were kept) and was not corrected back to exactly its
 * stake (a void); its weight and time are its settlement's. $1: since (the rolling period).
 */
const COUNTED_ROUNDS = `
  SELECT p.player_id, p.round_key,
         sum(p.stake) AS stake, sum(p.win) AS win, bool_or(p.corrected) AS corrected,
         max(p.percent) FILTER (WHERE NOT p.corrected) AS percent,
         max(p.at) FILTER (WHERE NOT p.corrected) AS at
    FROM vip_plays p`;
const COUNTED_WHERE = `HAVING bool_or(NOT p.corrected)`;
const COUNTED_FILTER = `r.at >= $1 AND r.stake > 0 AND NOT (r.corrected AND r.win = r.stake)`;

/** SQL of the VIP ladder, plays, level-ups, weekly bonuses and staff overrides; nothing else touches these tables. */
export class VipRepository {
  constructor(readonly pool: pg.Pool) {}

  async rules(): Promise<VipRuleRow[]> {
    const { rows } = await this.pool.query<VipRuleRow>(`SELECT ${R_COLS} FROM vip_rules ORDER BY id DESC LIMIT 50`);
    return rows.map(ruleRow);
  }

  async published(): Promise<VipRuleRow | null> {
    const { rows } = await this.pool.query<VipRuleRow>(
      `SELECT ${R_COLS} FROM vip_rules WHERE status = 'published' ORDER BY id DESC LIMIT 1`,
    );
    return rows[0] ? ruleRow(rows[0]) : null;
  }

  async anyRule(c: Queryable): Promise<boolean> {
    return (await c.query(`SELECT 1 FROM vip_rules LIMIT 1`)).rowCount === 1;
  }

  async ruleForUpdate(c: Queryable, id: number): Promise<VipRuleRow | null> {
    const { rows } = await c.query<VipRuleRow>(`SELECT ${R_COLS} FROM vip_rules WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? ruleRow(rows[0]) : null;
  }

  async insertRule(c: Queryable, rule: TVipRule): Promise<VipRuleRow> {
    const { rows } = await c.query<VipRuleRow>(`INSERT INTO vip_rules (rule) VALUES ($1) RETURNING ${R_COLS}`, [rule]);
    return ruleRow(rows[0]!);
  }

  async updateRule(c: Queryable, id: number, rule: TVipRule): Promise<VipRuleRow> {
    const { rows } = await c.query<VipRuleRow>(`UPDATE vip_rules SET rule = $2 WHERE id = $1 RETURNING ${R_COLS}`, [
      id,
      rule,
    ]);
    return ruleRow(rows[0]!);
  }

  /** Retires the rule in force and publishes this one, in the caller's transaction. */
  async publish(c: Queryable, id: number): Promise<{ row: VipRuleRow; retired: number | null }> {
    // one publisher at a time: the retire and the publish must not interleave with another's
    await c.query(`SELECT pg_advisory_xact_lock(hashtext('vip_rules.publish'))`);
    const retired = await c.query<{ id: string }>(
      `UPDATE vip_rules SET status = 'retired' WHERE status = 'published' RETURNING id`,
    );
    const { rows } = await c.query<VipRuleRow>(
      `UPDATE vip_rules SET status = 'published', published_at = now() WHERE id = $1 RETURNING ${R_COLS}`,
      [id],
    );
    return { row: ruleRow(rows[0]!), retired: retired.rows[0] ? Number(retired.rows[0].id) : null };
  }

  /** Each source once: a redelivered event inserts nothing. Answers the sources inserted now. */
  async addPlays(plays: NewVipPlay[]): Promise<number> {
    if (plays.length === 0) return 0;
    const res = await this.pool.query(
      `INSERT INTO vip_plays (source, player_id, round_key, stake, win, percent, corrected, at)
       SELECT p.source, p.player_id, p.round_key, p.stake, p.win, p.percent, p.corrected, p.at
         FROM json_to_recordset($1::json) AS p(source text, player_id bigint, round_key text, stake bigint,
              win bigint, percent int, corrected boolean, at timestamptz)
       ON CONFLICT DO NOTHING`,
      [
        JSON.stringify(
          plays.map((p) => ({
            source: p.source,
            player_id: p.playerId,
            round_key: p.roundKey,
            stake: p.stake,
            win: p.win,
            percent: p.percent,
            corrected: p.corrected,
            at: p.at.toISOString(),
          })),
        ),
      ],
    );
    return res.rowCount ?? 0;
  }

  /** The weighted stake of the player's counted rounds settled since `since`. */
  async weighted(playerId: number, since: Date): Promise<number> {
    const { rows } = await this.pool.query<{ w: string | null }>(
      `WITH r AS (${COUNTED_ROUNDS} WHERE p.player_id = $2 GROUP BY p.player_id, p.round_key ${COUNTED_WHERE})
       SELECT sum(floor(r.stake * r.percent / 100.0)) AS w FROM r WHERE ${COUNTED_FILTER}`,
      [since, playerId],
    );
    return Number(rows[0]?.w ?? 0);
  }

  /** Every player with a counted round since `since`, and their weighted stake. */
  async weightedAll(since: Date): Promise<Map<number, number>> {
    const { rows } = await this.pool.query<{ player_id: string; w: string }>(
      `WITH r AS (${COUNTED_ROUNDS} WHERE p.player_id IN (SELECT DISTINCT player_id FROM vip_plays WHERE at >= $1)
                 GROUP BY p.player_id, p.round_key ${COUNTED_WHERE})
       SELECT r.player_id, sum(floor(r.stake * r.percent / 100.0)) AS w FROM r WHERE ${COUNTED_FILTER}
        GROUP BY r.player_id`,
      [since],
    );
    return new Map(rows.map((r) => [Number(r.player_id), Number(r.w)]));
  }

  /** Weighted stake and rounds per Vietnam day since `since`, newest first (the staff view). */
  async days(playerId: number, since: Date): Promise<{ day: string; weighted: number; rounds: number }[]> {
    const { rows } = await this.pool.query<{ day: string; w: string; n: number }>(
      `WITH r AS (${COUNTED_ROUNDS} WHERE p.player_id = $2 GROUP BY p.player_id, p.round_key ${COUNTED_WHERE})
       SELECT to_char(r.at AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') AS day,
              sum(floor(r.stake * r.percent / 100.0)) AS w, count(*)::int AS n
         FROM r WHERE ${COUNTED_FILTER} GROUP BY 1 ORDER BY 1 DESC LIMIT 400`,
      [since, playerId],
    );
    return rows.map((r) => ({ day: r.day, weighted: Number(r.w), rounds: r.n }));
  }

  /** Records the levels reached (each pair once); answers the rows not yet paid. */
  async reach(playerId: number, ruleId: number, levels: { code: string; bonus: number }[]): Promise<void> {
    if (levels.length === 0) return;
    await this.pool.query(
      `INSERT INTO vip_level_ups (player_id, level, rule_id, bonus)
       SELECT $1, l.code, $2, l.bonus FROM json_to_recordset($3::json) AS l(code text, bonus bigint)
       ON CONFLICT DO NOTHING`,
      [playerId, ruleId, JSON.stringify(levels)],
    );
  }

  async unpaidLevelUps(playerId: number | null): Promise<LevelUpRow[]> {
    const { rows } = await this.pool.query<LevelUpRow>(
      `SELECT * FROM vip_level_ups WHERE paid_at IS NULL AND bonus > 0 AND ($1::bigint IS NULL OR player_id = $1)
        ORDER BY reached_at LIMIT 500`,
      [playerId],
    );
    return rows.map(levelUpRow);
  }

  async markLevelUpPaid(playerId: number, level: string, journalId: number): Promise<void> {
    await this.pool.query(
      `UPDATE vip_level_ups SET journal_id = $3, paid_at = coalesce(paid_at, now()) WHERE player_id = $1 AND level = $2`,
      [playerId, level, journalId],
    );
  }

  async addWeekly(rows: { playerId: number; week: string; level: string; amount: number }[]): Promise<number> {
    if (rows.length === 0) return 0;
    const res = await this.pool.query(
      `INSERT INTO vip_weekly_bonuses (player_id, week, level, amount)
       SELECT w.player_id, w.week, w.level, w.amount
         FROM json_to_recordset($1::json) AS w(player_id bigint, week text, level text, amount bigint)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(rows.map((r) => ({ player_id: r.playerId, week: r.week, level: r.level, amount: r.amount })))],
    );
    return res.rowCount ?? 0;
  }

  async unpaidWeekly(): Promise<WeeklyRow[]> {
    const { rows } = await this.pool.query<WeeklyRow>(
      'SELECT * FROM vip_weekly_bonuses WHERE paid_at IS NULL ORDER BY created_at LIMIT 1000',
    );
    return rows.map(weeklyRow);
  }

  async markWeeklyPaid(playerId: number, week: string, journalId: number): Promise<void> {
    await this.pool.query(
      `UPDATE vip_weekly_bonuses SET journal_id = $3, paid_at = coalesce(paid_at, now()) WHERE player_id = $1 AND week = $2`,
      [playerId, week, journalId],
    );
  }

  async override(playerId: number): Promise<OverrideRow | null> {
    const { rows } = await this.pool.query<OverrideRow>('SELECT * FROM vip_overrides WHERE player_id = $1', [playerId]);
    return rows[0] ? { ...rows[0], player_id: Number(rows[0].player_id), staff_id: Number(rows[0].staff_id) } : null;
  }

  async overrides(): Promise<Map<number, string>> {
    const { rows } = await this.pool.query<{ player_id: string; level: string }>(
      'SELECT player_id, level FROM vip_overrides',
    );
    return new Map(rows.map((r) => [Number(r.player_id), r.level]));
  }

  /** Sets (or with null clears) the staff-held level and records the change, in the caller's transaction. */
  async setOverride(c: Queryable, playerId: number, level: string | null, reason: string, staffId: number) {
    const before = await c.query<{ level: string }>('SELECT level FROM vip_overrides WHERE player_id = $1 FOR UPDATE', [
      playerId,
    ]);
    if (level === null) await c.query('DELETE FROM vip_overrides WHERE player_id = $1', [playerId]);
    else
      await c.query(
        `INSERT INTO vip_overrides (player_id, level, reason, staff_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (player_id) DO UPDATE SET level = $2, reason = $3, staff_id = $4, set_at = now()`,
        [playerId, level, reason, staffId],
      );
    await c.query('INSERT INTO vip_staff_changes (player_id, level, reason, staff_id) VALUES ($1, $2, $3, $4)', [
      playerId,
      level,
      reason,
      staffId,
    ]);
    return before.rows[0]?.level ?? null;
  }

  /** Level-ups, weekly bonuses and staff changes of one player, newest first. */
  async history(playerId: number) {
    const { rows } = await this.pool.query<{
      at: Date;
      kind: 'level_up' | 'weekly_bonus' | 'staff_set' | 'staff_clear';
      level: string | null;
      amount: string;
      paid: boolean;
      note: string | null;
    }>(
      `SELECT * FROM (
         SELECT reached_at AS at, 'level_up' AS kind, level, bonus AS amount, paid_at IS NOT NULL AS paid, NULL AS note
           FROM vip_level_ups WHERE player_id = $1
         UNION ALL
         SELECT created_at, 'weekly_bonus', level, amount, paid_at IS NOT NULL, week FROM vip_weekly_bonuses WHERE player_id = $1
         UNION ALL
         SELECT at, CASE WHEN level IS NULL THEN 'staff_clear' ELSE 'staff_set' END, level, 0, true, reason
           FROM vip_staff_changes WHERE player_id = $1
       ) h ORDER BY at DESC LIMIT 200`,
      [playerId],
    );
    return rows.map((r) => ({ ...r, at: r.at.toISOString(), amount: Number(r.amount) }));
  }
}

function ruleRow(r: VipRuleRow): VipRuleRow {
  return { ...r, id: Number(r.id) };
}

function levelUpRow(r: LevelUpRow): LevelUpRow {
  return {
    ...r,
    player_id: Number(r.player_id),
    rule_id: Number(r.rule_id),
    bonus: Number(r.bonus),
    journal_id: r.journal_id === null ? null : Number(r.journal_id),
  };
}

function weeklyRow(r: WeeklyRow): WeeklyRow {
  return {
    ...r,
    player_id: Number(r.player_id),
    amount: Number(r.amount),
    journal_id: r.journal_id === null ? null : Number(r.journal_id),
  };
}
