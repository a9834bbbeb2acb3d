import type pg from 'pg';
import { inTransaction, type Queryable } from '../../db/client';
import type { Identifier } from './exclusions.identifiers';

export type ExclusionKind = 'self_exclusion' | 'cool_off' | 'staff';

export interface EntryRow {
  id: number;
  uid: string;
  origin: string;
  brand: string;
  kind: ExclusionKind;
  until: Date | null;
  createdAt: Date;
  receivedFrom: string | null;
}

export interface NewEntry {
  uid: string;
  origin: string;
  brand: string;
  kind: ExclusionKind;
  until: Date | null;
  createdAt: Date;
  receivedFrom: string | null;
  identifiers: Identifier[];
}

export interface MatchRow {
  id: number;
  entryUid: string;
  playerId: number | null;
  action: string;
  outcome: string;
  matchedOn: string[];
  username: string | null;
  ip: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewedBy: number | null;
  reviewNote: string | null;
}

const entryColumns = (t = '') => `${t}id::int AS id, ${t}uid::text AS uid, ${t}origin AS origin, ${t}brand AS brand,
  ${t}kind AS kind, ${t}until AS until, ${t}created_at AS "createdAt", ${t}received_from AS "receivedFrom"`;
const ENTRY_COLUMNS = entryColumns();

/** The registry's tables (in the registry database) and this brand's match log (in its own). */
export class ExclusionsRepository {
  constructor(
    /** the registry database every brand of the deployment shares */
    private readonly registry: pg.Pool,
    /** this brand's own database */
    private readonly own: pg.Pool,
  ) {}

  /**
   * Stores an entry with its identifiers and queues it for every peer, in one commit; an entry
   * already known by its uid (a peer's redelivery, a retried call) is answered as it is.
   */
  async insertEntry(e: NewEntry, peers: string[]): Promise<{ entry: EntryRow; created: boolean }> {
    return inTransaction(this.registry, async (c) => {
      const inserted = await c.query<EntryRow>(
        `INSERT INTO exclusion_entries (uid, origin, brand, kind, until, created_at, received_from)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (uid) DO NOTHING RETURNING ${ENTRY_COLUMNS}`,
        [e.uid, e.origin, e.brand, e.kind, e.until, e.createdAt, e.receivedFrom],
      );
      const entry = inserted.rows[0];
      if (!entry) {
        const { rows } = await c.query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM exclusion_entries WHERE uid = $1`, [
          e.uid,
        ]);
        return { entry: rows[0]!, created: false };
      }
      if (e.identifiers.length > 0) {
        await c.query(
          `INSERT INTO exclusion_identifiers (entry_id, type, hash)
           SELECT $1, t, h FROM unnest($2::text[], $3::text[]) AS u(t, h) ON CONFLICT DO NOTHING`,
          [entry.id, e.identifiers.map((i) => i.type), e.identifiers.map((i) => i.hash)],
        );
      }
      if (peers.length > 0) {
        await c.query(
          `INSERT INTO exclusion_outbox (entry_id, peer) SELECT $1, p FROM unnest($2::text[]) AS p ON CONFLICT DO NOTHING`,
          [entry.id, peers],
        );
      }
      return { entry, created: true };
    });
  }

  /** The entry in force at `now` matching any of the hashes (the one ending last), with what matched. */
  async activeMatch(hashes: Identifier[], now: Date): Promise<{ entry: EntryRow; matchedOn: string[] } | null> {
    if (hashes.length === 0) return null;
    const { rows } = await this.registry.query<EntryRow & { matchedOn: string[] }>(
      `SELECT ${entryColumns('e.')},
              array_agg(DISTINCT i.type ORDER BY i.type) AS "matchedOn"
         FROM exclusion_identifiers i JOIN exclusion_entries e ON e.id = i.entry_id
        WHERE (i.type, i.hash) IN (SELECT * FROM unnest($1::text[], $2::text[]))
          AND (e.until IS NULL OR e.until > $3)
        GROUP BY e.id
        ORDER BY bool_or(i.type <> 'device') DESC, e.until DESC NULLS FIRST, e.id
        LIMIT 1`,
      [hashes.map((h) => h.type), hashes.map((h) => h.hash), now],
    );
    const row = rows[0];
    if (!row) return null;
    const { matchedOn, ...entry } = row;
    return { entry, matchedOn };
  }

  async entryByUid(uid: string): Promise<(EntryRow & { identifiers: Identifier[] }) | null> {
    const { rows } = await this.registry.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM exclusion_entries WHERE uid = $1`,
      [uid],
    );
    const entry = rows[0];
    if (!entry) return null;
    const ids = await this.registry.query<Identifier>(
      'SELECT type, hash FROM exclusion_identifiers WHERE entry_id = $1 ORDER BY type, hash',
      [entry.id],
    );
    return { ...entry, identifiers: ids.rows };
  }

  /** The newest entries first, with how many identifiers of each type they hold. */
  async listEntries(limit: number): Promise<(EntryRow & { types: string[]; pending: number })[]> {
    const { rows } = await this.registry.query<EntryRow & { types: string[]; pending: number }>(
      `SELECT ${entryColumns('e.')},
              COALESCE((SELECT array_agg(DISTINCT type ORDER BY type) FROM exclusion_identifiers WHERE entry_id = e.id), '{}') AS types,
              (SELECT count(*)::int FROM exclusion_outbox o WHERE o.entry_id = e.id AND o.delivered_at IS NULL) AS pending
         FROM exclusion_entries e ORDER BY e.id DESC LIMIT $1`,
      [limit],
    );
    return rows;
  }

  /** Outbox rows due now, claimed for `leaseMs` so two instances never send one twice at once. */
  async claimDue(
    limit: number,
    leaseMs: number,
  ): Promise<{ entryId: number; uid: string; peer: string; attempts: number }[]> {
    const { rows } = await this.registry.query<{ entryId: number; uid: string; peer: string; attempts: number }>(
      `UPDATE exclusion_outbox o SET next_at = now() + make_interval(secs => $2::double precision / 1000)
        FROM (SELECT entry_id, peer FROM exclusion_outbox
               WHERE delivered_at IS NULL AND next_at <= now()
               ORDER BY next_at LIMIT $1 FOR UPDATE SKIP LOCKED) due, exclusion_entries e
       WHERE o.entry_id = due.entry_id AND o.peer = due.peer AND e.id = o.entry_id
       RETURNING o.entry_id::int AS "entryId", e.uid::text AS uid, o.peer, o.attempts`,
      [limit, leaseMs],
    );
    return rows;
  }

  async markDelivered(entryId: number, peer: string): Promise<void> {
    await this.registry.query(
      'UPDATE exclusion_outbox SET delivered_at = now(), attempts = attempts + 1, last_error = NULL WHERE entry_id = $1 AND peer = $2',
      [entryId, peer],
    );
  }

  /** A failed delivery waits 30 s, doubling to at most an hour. */
  async markFailed(entryId: number, peer: string, error: string): Promise<void> {
    await this.registry.query(
      `UPDATE exclusion_outbox SET attempts = attempts + 1, last_error = left($3, 300),
              next_at = now() + make_interval(secs => least(3600, 30 * power(2, attempts)))
        WHERE entry_id = $1 AND peer = $2`,
      [entryId, peer, error],
    );
  }

  async insertMatch(
    m: {
      entryUid: string;
      playerId: number | null;
      action: string;
      outcome: 'refused' | 'excluded' | 'flagged';
      matchedOn: string[];
      username?: string | null;
      ip?: string | null;
    },
    q: Queryable = this.own,
  ): Promise<void> {
    // a flag is kept once per entry, account and action: a shared device is not a new finding at every login
    await q.query(
      `INSERT INTO exclusion_matches (entry_uid, player_id, action, outcome, matched_on, username, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [m.entryUid, m.playerId, m.action, m.outcome, m.matchedOn, m.username ?? null, m.ip ?? null],
    );
  }

  async listMatches(open: boolean, limit: number): Promise<MatchRow[]> {
    const { rows } = await this.own.query<MatchRow>(
      `SELECT id::int AS id, entry_uid::text AS "entryUid", player_id::int AS "playerId", action, outcome,
              matched_on AS "matchedOn", username, ip, created_at AS "createdAt", reviewed_at AS "reviewedAt",
              reviewed_by::int AS "reviewedBy", review_note AS "reviewNote"
         FROM exclusion_matches WHERE ($1::boolean IS FALSE OR reviewed_at IS NULL)
        ORDER BY id DESC LIMIT $2`,
      [open, limit],
    );
    return rows;
  }

  /** Marks a match reviewed once; false when it is unknown or was already reviewed. */
  async review(id: number, staffId: number, note: string, q: Queryable): Promise<boolean> {
    const { rowCount } = await q.query(
      `UPDATE exclusion_matches SET reviewed_at = now(), reviewed_by = $2, review_note = $3
        WHERE id = $1 AND reviewed_at IS NULL`,
      [id, staffId, note],
    );
    return rowCount === 1;
  }

  ownTx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.own, fn);
  }
}
