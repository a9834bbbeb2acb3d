import type pg from 'pg';
import { inTransaction } from '../../db/client';

export interface MissionRow {
  id: number;
  code: string;
  title: string;
  description: string;
  /** the English staff wrote (decision 170), or null */
  title_en: string | null;
  description_en: string | null;
  type: 'DAILY' | 'PERIOD';
  condition_type: 'DAILY_CHECK_IN' | 'DEPOSIT_AMOUNT' | 'TOTAL_DEPOSIT_AMOUNT' | 'BET_AMOUNT' | 'TOTAL_BET_AMOUNT';
  target: number;
  reward: number;
  requires_accept: boolean;
  featured: boolean;
  enabled: boolean;
  sort: number;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface PlayerMissionRow {
  id: number;
  player_id: number;
  mission_id: number;
  period_key: string;
  status: 'IN_PROGRESS' | 'COMPLETED' | 'COMPLETED_REWARDED';
  progress: number;
  accepted_at: Date | null;
  completed_at: Date | null;
  rewarded_at: Date | null;
  reward: number | null;
  reward_journal_id: number | null;
}

export type NewMission = Omit<MissionRow, 'id' | 'enabled' | 'title_en' | 'description_en'>;

/** SQL of missions and players' progress; nothing else touches these tables. */
export class MissionsRepository {
  constructor(readonly pool: pg.Pool) {}

  async missions(): Promise<MissionRow[]> {
    const { rows } = await this.pool.query<MissionRow>('SELECT * FROM missions WHERE enabled ORDER BY sort, id');
    return rows;
  }

  async mission(id: number): Promise<MissionRow | null> {
    const { rows } = await this.pool.query<MissionRow>('SELECT * FROM missions WHERE id = $1 AND enabled', [id]);
    return rows[0] ?? null;
  }

  async seed(list: NewMission[]): Promise<number> {
    let inserted = 0;
    for (const m of list) {
      const res = await this.pool.query(
        `INSERT INTO missions (code, title, description, type, condition_type, target, reward, requires_accept, featured,
                               sort, starts_at, ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (code) DO NOTHING`,
        [
          m.code,
          m.title,
          m.description,
          m.type,
          m.condition_type,
          m.target,
          m.reward,
          m.requires_accept,
          m.featured,
          m.sort,
          m.starts_at,
          m.ends_at,
        ],
      );
      inserted += res.rowCount ?? 0;
    }
    return inserted;
  }

  /** The player's runs for these (mission, period) pairs. */
  async runs(playerId: number, keys: { missionId: number; periodKey: string }[]): Promise<PlayerMissionRow[]> {
    if (keys.length === 0) return [];
    const { rows } = await this.pool.query<PlayerMissionRow>(
      `SELECT pm.* FROM player_missions pm
         JOIN unnest($2::bigint[], $3::text[]) AS k(mission_id, period_key)
           ON k.mission_id = pm.mission_id AND k.period_key = pm.period_key
        WHERE pm.player_id = $1`,
      [playerId, keys.map((k) => k.missionId), keys.map((k) => k.periodKey)],
    );
    return rows;
  }

  async accept(playerId: number, missionId: number, periodKey: string): Promise<PlayerMissionRow | null> {
    const { rows } = await this.pool.query<PlayerMissionRow>(
      `INSERT INTO player_missions (player_id, mission_id, period_key, status, accepted_at)
       VALUES ($1, $2, $3, 'IN_PROGRESS', now()) ON CONFLICT DO NOTHING RETURNING *`,
      [playerId, missionId, periodKey],
    );
    return rows[0] ?? null;
  }

  /**
   * Counts one deposit, settled bet or check-in toward a run, once per source; `single`
   * conditions keep the largest amount, totals add up. Creates the run unless the mission
   * must be accepted first.
   */
  async advance(input: {
    playerId: number;
    mission: MissionRow;
    periodKey: string;
    source: string;
    amount: number;
    single: boolean;
    /** when the deposit, bet or check-in happened: what came before accepting does not count */
    at: Date;
  }): Promise<PlayerMissionRow | null> {
    return inTransaction(this.pool, async (client) => {
      if (!input.mission.requires_accept) {
        await client.query(
          `INSERT INTO player_missions (player_id, mission_id, period_key, status) VALUES ($1, $2, $3, 'IN_PROGRESS')
           ON CONFLICT DO NOTHING`,
          [input.playerId, input.mission.id, input.periodKey],
        );
      }
      const { rows } = await client.query<PlayerMissionRow>(
        `SELECT * FROM player_missions WHERE player_id = $1 AND mission_id = $2 AND period_key = $3 FOR UPDATE`,
        [input.playerId, input.mission.id, input.periodKey],
      );
      const run = rows[0];
      let result: PlayerMissionRow | null = null;
      if (run && run.status === 'IN_PROGRESS' && !(run.accepted_at && input.at < run.accepted_at)) {
        const ins = await client.query(
          `INSERT INTO mission_progress_events (player_mission_id, source, amount) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [run.id, input.source, input.amount],
        );
        if (ins.rowCount) {
          // a total is the sum of its events (a voided stake's negative one may come first); a
          // one-bet mission keeps its best bet
          const sum = input.single
            ? 0
            : Number(
                (
                  await client.query<{ v: string }>(
                    'SELECT greatest(0, coalesce(sum(amount), 0))::text AS v FROM mission_progress_events WHERE player_mission_id = $1',
                    [run.id],
                  )
                ).rows[0]!.v,
              );
          const next = input.single ? Math.max(run.progress, input.amount) : sum;
          const done = next >= input.mission.target;
          const upd = await client.query<PlayerMissionRow>(
            `UPDATE player_missions SET progress = $2, status = $3, completed_at = CASE WHEN $4 THEN now() END
              WHERE id = $1 RETURNING *`,
            [run.id, next, done ? 'COMPLETED' : 'IN_PROGRESS', done],
          );
          result = upd.rows[0]!;
        }
      }
      return result;
    });
  }

  /** COMPLETED -> COMPLETED_REWARDED; only one concurrent caller gets the row. */
  async markRewarded(
    playerId: number,
    missionId: number,
    periodKey: string,
    reward: number,
  ): Promise<PlayerMissionRow | null> {
    const { rows } = await this.pool.query<PlayerMissionRow>(
      `UPDATE player_missions SET status = 'COMPLETED_REWARDED', rewarded_at = now(), reward = $4
        WHERE player_id = $1 AND mission_id = $2 AND period_key = $3 AND status = 'COMPLETED' RETURNING *`,
      [playerId, missionId, periodKey, reward],
    );
    return rows[0] ?? null;
  }

  async setRewardJournal(id: number, journalId: number): Promise<void> {
    await this.pool.query('UPDATE player_missions SET reward_journal_id = $2 WHERE id = $1', [id, journalId]);
  }

  async unpaid(playerId: number): Promise<PlayerMissionRow[]> {
    const { rows } = await this.pool.query<PlayerMissionRow>(
      `SELECT * FROM player_missions WHERE player_id = $1 AND status = 'COMPLETED_REWARDED' AND reward_journal_id IS NULL`,
      [playerId],
    );
    return rows;
  }

  async recentClaims(limit: number): Promise<(PlayerMissionRow & { mission: MissionRow })[]> {
    const { rows } = await this.pool.query<PlayerMissionRow & { mission: MissionRow }>(
      `SELECT pm.*, to_jsonb(m) AS mission FROM player_missions pm JOIN missions m ON m.id = pm.mission_id
        WHERE pm.status = 'COMPLETED_REWARDED' ORDER BY pm.rewarded_at DESC, pm.id DESC LIMIT $1`,
      [limit],
    );
    return rows;
  }
}
