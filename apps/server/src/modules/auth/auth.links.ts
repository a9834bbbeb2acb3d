import type { Db } from '../../db/client';

/** Players who signed in or registered from the same device or the same address. */
export interface LinkedGroup {
  kind: 'device' | 'address';
  /** the device fingerprint or the IP address */
  value: string;
  playerIds: number[];
}

/**
 * Links between accounts seen in the login history (successful logins and registrations):
 * the same device fingerprint or the same address. What AML's shared-device and gift-code
 * rules and the staff's player picture read (decision 097).
 */
export class AuthLinks {
  constructor(private readonly db: Db) {}

  /** Devices and addresses used by at least `minAccounts` accounts since `since`. */
  async groups(kind: 'device' | 'address', since: Date, minAccounts: number): Promise<LinkedGroup[]> {
    const col = kind === 'device' ? 'device_fingerprint' : 'ip';
    const { rows } = await this.db.pool.query<{ value: string; ids: string[] }>(
      `SELECT ${col} AS value, array_agg(DISTINCT player_id ORDER BY player_id) AS ids
         FROM login_events
        WHERE success AND player_id IS NOT NULL AND ${col} IS NOT NULL AND created_at >= $1
        GROUP BY ${col}
       HAVING count(DISTINCT player_id) >= $2
        ORDER BY ${col}
        LIMIT 1000`,
      [since, minAccounts],
    );
    return rows.map((r) => ({ kind, value: r.value, playerIds: r.ids.map(Number) }));
  }

  async players(ids: number[]): Promise<Map<number, { username: string; status: string }>> {
    if (!ids.length) return new Map();
    const { rows } = await this.db.pool.query<{ id: string; username: string; status: string }>(
      'SELECT id, username, status FROM players WHERE id = ANY($1::bigint[])',
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), { username: r.username, status: r.status }]));
  }

  /** The player's devices and addresses, each with the other accounts that used it. */
  async ofPlayer(playerId: number): Promise<(LinkedGroup & { lastSeenAt: Date })[]> {
    const { rows } = await this.db.pool.query<{ kind: 'device' | 'address'; value: string; ids: string[]; last: Date }>(
      `WITH mine AS (
         SELECT 'device' AS kind, device_fingerprint AS value, max(created_at) AS last FROM login_events
          WHERE player_id = $1 AND success AND device_fingerprint IS NOT NULL GROUP BY 2
         UNION ALL
         SELECT 'address', ip, max(created_at) FROM login_events
          WHERE player_id = $1 AND success AND ip IS NOT NULL GROUP BY 2)
       SELECT m.kind, m.value, m.last,
              coalesce(array_agg(DISTINCT e.player_id) FILTER (WHERE e.player_id <> $1), '{}') AS ids
         FROM mine m
         LEFT JOIN login_events e ON e.success AND e.player_id IS NOT NULL
              AND ((m.kind = 'device' AND e.device_fingerprint = m.value) OR (m.kind = 'address' AND e.ip = m.value))
        GROUP BY m.kind, m.value, m.last
        ORDER BY m.last DESC
        LIMIT 50`,
      [playerId],
    );
    return rows.map((r) => ({ kind: r.kind, value: r.value, playerIds: r.ids.map(Number), lastSeenAt: r.last }));
  }
}
