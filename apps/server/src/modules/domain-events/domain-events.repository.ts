import type { Db, Queryable } from '../../db/client';

export interface DueEvent {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

export class DomainEventsRepository {
  constructor(private readonly db: Db) {}

  /** In the caller's transaction; a second record of the same fact is ignored. */
  async record(c: Queryable, topic: string, key: string, payload: unknown): Promise<void> {
    await c.query(
      `INSERT INTO domain_events (topic, event_key, payload) VALUES ($1, $2, $3)
       ON CONFLICT (topic, event_key) DO NOTHING`,
      [topic, key, JSON.stringify(payload)],
    );
  }

  /** Several events of one topic in one statement, in the caller's transaction. */
  async recordMany(c: Queryable, topic: string, events: { key: string; payload: unknown }[]): Promise<void> {
    if (events.length === 0) return;
    await c.query(
      `INSERT INTO domain_events (topic, event_key, payload)
       SELECT $1, e.key, e.payload FROM json_to_recordset($2::json) AS e(key text, payload jsonb)
       ON CONFLICT (topic, event_key) DO NOTHING`,
      [topic, JSON.stringify(events)],
    );
  }

  /**
   * Leases due events to this caller until `leaseSeconds` (doubling per attempt, capped) from
   * now, so another instance polling meanwhile skips them; a crash mid-delivery leaves them
   * due again once the lease runs out. The caller finishes each within the lease (timeouts).
   */
  async claimDue(limit: number, leaseSeconds: number, maxLeaseSeconds: number): Promise<DueEvent[]> {
    const { rows } = await this.db.pool.query<DueEvent>(
      `UPDATE domain_events e
          SET attempts = e.attempts + 1,
              -- the exponent is capped: 2^attempts overflows float8 after about a thousand attempts
              next_attempt_at = now() + make_interval(secs => least($3::float8, $2::float8 * power(2, least(e.attempts, 20))))
        WHERE e.id IN (SELECT id FROM domain_events
                        WHERE delivered_at IS NULL AND next_attempt_at <= now()
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING e.id, e.topic, e.payload, e.attempts`,
      [limit, leaseSeconds, maxLeaseSeconds],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  async delivered(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.pool.query(
      'UPDATE domain_events SET delivered_at = now(), last_error = NULL WHERE id = ANY($1::bigint[])',
      [ids],
    );
  }

  /** The lease set by claimDue stays as the retry time. */
  async failed(id: number, error: string): Promise<void> {
    await this.db.pool.query('UPDATE domain_events SET last_error = $2 WHERE id = $1', [id, error.slice(0, 2000)]);
  }

  /** Deletes up to `limit` events created and delivered before `before`; returns how many. */
  async pruneDelivered(before: Date, limit: number): Promise<number> {
    const { rowCount } = await this.db.pool.query(
      `DELETE FROM domain_events WHERE id IN (
         SELECT id FROM domain_events WHERE created_at < $1 AND delivered_at < $1 ORDER BY created_at LIMIT $2)`,
      [before, limit],
    );
    return rowCount ?? 0;
  }

  /** Whether an event of `topic` about this player (payload.playerId) is not delivered yet. */
  async undeliveredFor(topic: string, playerId: number): Promise<boolean> {
    const { rows } = await this.db.pool.query(
      `SELECT 1 FROM domain_events
        WHERE delivered_at IS NULL AND topic = $1 AND payload->>'playerId' = $2::text LIMIT 1`,
      [topic, playerId],
    );
    return rows.length > 0;
  }

  /** Undelivered events per topic: how many, how many failed at least once, the oldest, the last error. */
  async backlog(): Promise<
    { topic: string; undelivered: number; failing: number; oldestAt: Date | null; lastError: string | null }[]
  > {
    const { rows } = await this.db.pool.query(
      `SELECT topic, count(*)::int AS undelivered, count(*) FILTER (WHERE attempts > 0)::int AS failing,
              min(created_at) AS "oldestAt", (array_agg(last_error ORDER BY id DESC) FILTER (WHERE last_error IS NOT NULL))[1] AS "lastError"
         FROM domain_events WHERE delivered_at IS NULL GROUP BY topic ORDER BY topic`,
    );
    return rows;
  }

  async pending(topic: string): Promise<{ key: string; attempts: number; lastError: string | null }[]> {
    const { rows } = await this.db.pool.query<{ key: string; attempts: number; lastError: string | null }>(
      `SELECT event_key AS key, attempts, last_error AS "lastError" FROM domain_events
        WHERE topic = $1 AND delivered_at IS NULL ORDER BY id`,
      [topic],
    );
    return rows;
  }
}
