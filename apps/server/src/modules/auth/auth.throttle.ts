import { type Db, inTransaction } from '../../db/client';
import type { ThrottleRule } from './auth.config';

const DAY_MS = 24 * 3600 * 1000;

export interface HitResult {
  /** Set when the key is locked after this hit: how long the lock still lasts. */
  lockedForSeconds: number | null;
}

/**
 * Counters with temporary, growing locks, stored in PostgreSQL (table auth_throttles) so
 * all server instances share them. A key reaching `max` hits in its window is locked; each
 * further lock within a day of the previous one lasts twice as long, up to `maxLockSeconds`.
 */
export class Throttle {
  constructor(private readonly db: Db) {}

  /** Seconds the key stays locked, or 0 when it is not locked. */
  async lockedFor(key: string): Promise<number> {
    const { rows } = await this.db.pool.query<{ seconds: string }>(
      `SELECT extract(epoch FROM locked_until - now()) AS seconds
         FROM auth_throttles WHERE key = $1 AND locked_until > now()`,
      [key],
    );
    return rows[0] ? Math.ceil(Number(rows[0].seconds)) : 0;
  }

  /** Counts one hit; the hit that reaches `max` locks the key and says for how long. */
  async hit(key: string, rule: ThrottleRule): Promise<HitResult> {
    return inTransaction(this.db.pool, async (client) => {
      await client.query('INSERT INTO auth_throttles (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key]);
      const { rows } = await client.query<{
        hits: number;
        window_started_at: Date;
        lock_level: number;
        locked_until: Date | null;
        now: Date;
      }>(
        `SELECT hits, window_started_at, lock_level, locked_until, now() AS now
           FROM auth_throttles WHERE key = $1 FOR UPDATE`,
        [key],
      );
      const row = rows[0]!;
      const now = row.now.getTime();
      if (row.locked_until && row.locked_until.getTime() > now) {
        return { lockedForSeconds: Math.ceil((row.locked_until.getTime() - now) / 1000) };
      }
      const lockLevel = row.locked_until && now - row.locked_until.getTime() > DAY_MS ? 0 : row.lock_level;
      const windowOpen = now - row.window_started_at.getTime() < rule.windowSeconds * 1000;
      const hits = (windowOpen ? row.hits : 0) + 1;
      if (hits >= rule.max) {
        const lockSeconds = Math.min(rule.lockSeconds * 2 ** lockLevel, rule.maxLockSeconds);
        await client.query(
          `UPDATE auth_throttles
              SET hits = 0, window_started_at = now(), lock_level = $2,
                  locked_until = now() + make_interval(secs => $3), updated_at = now()
            WHERE key = $1`,
          [key, lockLevel + 1, lockSeconds],
        );
        return { lockedForSeconds: lockSeconds };
      }
      await client.query(
        `UPDATE auth_throttles
            SET hits = $2, lock_level = $3, updated_at = now(),
                window_started_at = CASE WHEN $4::boolean THEN window_started_at ELSE now() END
          WHERE key = $1`,
        [key, hits, lockLevel, windowOpen],
      );
      return { lockedForSeconds: null };
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.pool.query('DELETE FROM auth_throttles WHERE key = $1', [key]);
  }
}
