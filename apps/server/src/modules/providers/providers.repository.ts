import type { TProviderSignAlg, TRoundDetail } from '@app/contract';
import pg from 'pg';
import { type Db, inTransaction, quietClients } from '../../db/client';
import type { DomainEventsPort } from '../domain-events/domain-events.service';

export interface ProviderRow {
  code: string;
  name: string;
  signAlg: TProviderSignAlg;
  secret: string | null;
  publicKey: string | null;
  enabled: boolean;
}

export interface TransactionRow {
  transactionUuid: string;
  kind: 'bet' | 'win' | 'rollback' | 'adjust';
  playerId: number;
  round: string;
  gameCode: string | null;
  amount: number;
  referenceUuid: string | null;
  journalId: number | null;
  balanceAfter: number;
  jackpotAmount: number | null;
  requestHash: string;
}

/**
 * How a transaction changes its round: a bet adds stake, a win adds winnings (and closes the
 * round unless the provider says more is coming), a rollback takes back the stake it reversed.
 */
export type RoundEffect =
  | { mode: 'bet'; stake: number }
  | { mode: 'win'; win: number; closes: boolean }
  | { mode: 'rollback'; stakeReturned: number }
  /** a corrected settlement: the round's win moves by `delta` (signed) */
  | { mode: 'adjust'; delta: number };

export interface NewTransaction extends Omit<TransactionRow, 'gameCode'> {
  providerCode: string;
  gameCode: string;
  /** the round's lines as this call describes them (`meta.details`): the history shows the newest */
  details?: TRoundDetail[];
}

export interface RoundRow {
  id: number;
  /** the provider's round id */
  round: string;
  createdAt: Date;
  providerCode: string;
  gameCode: string;
  betAmount: number;
  winAmount: number;
  status: 'open' | 'closed' | 'cancelled';
  details: TRoundDetail[] | null;
}

export const BET_SETTLED = 'bet.settled';
/** A settled bet's result corrected (transaction/adjust): tournaments re-score the round. */
export const BET_ADJUSTED = 'bet.adjusted';

interface PendingRecord {
  /** when the callback was answered */
  at: Date;
  tx: NewTransaction;
  effect: RoundEffect;
  /** a settlement to publish if this call inserts the record */
  settled?: unknown;
  /** the topic `settled` is published under: BET_SETTLED unless said */
  topic?: string;
  resolve: (result: 'inserted' | 'exists') => void;
  reject: (err: unknown) => void;
}

const keyOf = (r: PendingRecord) => `${r.tx.providerCode}\u0000${r.tx.transactionUuid}`;

const MAX_RECORD_BATCH = 500;
const MAX_RECORD_BATCHES_IN_FLIGHT = 2;
/** How long records of answered callbacks may gather before they are written (decision 057). */
const RECORD_GATHER_MS = 20;

/**
 * One statement for a batch of transactions: insert the new ones, then move each round by the
 * sum of what its newly inserted transactions did. A round's status: closed by a closing win;
 * cancelled when a rollback leaves it with no stake and no winnings; reopened by a new bet.
 */
export const RECORD_BATCH_SQL = `
WITH input AS (
  SELECT * FROM json_to_recordset($1::json)
    AS t(provider_code text, transaction_uuid text, kind text, player_id bigint, round text, game_code text, amount bigint,
         reference_uuid text, journal_id bigint, balance_after bigint, jackpot_amount bigint, request_hash text, stake bigint,
         win bigint, returned bigint, closes boolean, at timestamptz, details jsonb)
), ins AS (
  INSERT INTO provider_transactions (provider_code, transaction_uuid, kind, player_id, round, game_code, amount,
                                     reference_uuid, journal_id, balance_after, jackpot_amount, request_hash)
  SELECT provider_code, transaction_uuid, kind, player_id, round, game_code, amount, reference_uuid, journal_id,
         balance_after, jackpot_amount, request_hash FROM input
   ORDER BY provider_code, transaction_uuid
  ON CONFLICT (provider_code, transaction_uuid) DO NOTHING
  RETURNING provider_code, transaction_uuid
), effect AS (
  SELECT i.provider_code, i.player_id, i.round, min(i.game_code) AS game_code, min(i.at) AS at, sum(i.stake) AS stake,
         sum(i.win) AS win, sum(i.returned) AS returned, bool_or(i.closes) AS closes,
         bool_or(i.kind = 'rollback') AS rolled_back, bool_or(i.kind = 'bet') AS bet,
         -- the newest description of the round; a settlement's over its bet's
         (array_agg(i.details ORDER BY i.kind <> 'bet' DESC, i.at DESC) FILTER (WHERE i.details IS NOT NULL))[1] AS details,
         bool_and(i.kind = 'bet') FILTER (WHERE i.details IS NOT NULL) AS bet_details
    FROM input i JOIN ins USING (provider_code, transaction_uuid)
   GROUP BY i.provider_code, i.player_id, i.round
), rnd AS (
  INSERT INTO provider_rounds AS r (provider_code, player_id, round, game_code, bet_amount, win_amount, status, created_at,
                                    details)
  SELECT provider_code, player_id, round, game_code, greatest(stake - returned, 0), win,
         CASE WHEN closes THEN 'closed'
              WHEN rolled_back AND stake - returned <= 0 AND win = 0 THEN 'cancelled'
              ELSE 'open' END,
         -- when the callback was answered: records gather before they are written, and the
         -- history lists rounds in the order they happened
         at, details
    FROM effect
   -- one lock order for every batch, so two batches in flight cannot deadlock
   ORDER BY provider_code, player_id, round
  ON CONFLICT (provider_code, player_id, round) DO UPDATE SET
    (bet_amount, win_amount, status, details) = (
      SELECT greatest(r.bet_amount + e.stake - e.returned, 0),
             r.win_amount + e.win,
             CASE WHEN e.closes THEN 'closed'
                  WHEN e.rolled_back AND r.bet_amount + e.stake - e.returned <= 0 AND r.win_amount + e.win = 0 THEN 'cancelled'
                  WHEN e.bet AND r.status = 'cancelled' THEN 'open'
                  ELSE r.status END,
             -- batches can be written out of order: a bet's description written after its round
             -- was closed does not replace the settlement's
             CASE WHEN e.bet_details AND r.status = 'closed' AND NOT e.closes THEN r.details
                  ELSE coalesce(e.details, r.details) END
        FROM effect e
       WHERE e.provider_code = r.provider_code AND e.player_id = r.player_id AND e.round = r.round),
    updated_at = now()
  RETURNING 1
)
SELECT provider_code, transaction_uuid, (SELECT count(*) FROM rnd) AS rounds FROM ins`;

const TX_COLUMNS = `transaction_uuid AS "transactionUuid", kind, player_id AS "playerId", round, game_code AS "gameCode",
  amount, reference_uuid AS "referenceUuid", journal_id AS "journalId", balance_after AS "balanceAfter",
  jackpot_amount AS "jackpotAmount", request_hash AS "requestHash"`;

export class ProvidersRepository {
  /**
   * Connections that commit without waiting for the WAL flush, for the provider's records only
   * (decision 051): the money is already durable in the ledger's own commit, and every record
   * can be rebuilt from it, so a bet pays for one disk flush, not two.
   */
  private readonly asyncPool: pg.Pool;

  constructor(
    private readonly db: Db,
    private readonly events: () => Pick<DomainEventsPort, 'recordMany' | 'kick'>,
  ) {
    const { connectionString, host, port, user, password, database, ssl } = db.pool.options;
    this.asyncPool = new pg.Pool({
      connectionString,
      host,
      port,
      user,
      password,
      database,
      ssl,
      max: MAX_RECORD_BATCHES_IN_FLIGHT,
      idleTimeoutMillis: 30_000,
      // A transaction pooler refuses startup options: behind one, records commit synchronously.
      ...(db.poolMode === 'session' ? { options: '-c synchronous_commit=off' } : {}),
    });
    this.asyncPool.on('error', () => {});
    quietClients(this.asyncPool);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.asyncPool.end();
  }

  async provider(code: string): Promise<ProviderRow | null> {
    const { rows } = await this.db.pool.query<ProviderRow>(
      `SELECT code, name, sign_alg AS "signAlg", secret, public_key AS "publicKey", enabled FROM providers WHERE code = $1`,
      [code],
    );
    return rows[0] ?? null;
  }

  /** Creates the provider if missing (keeping existing credentials); returns the stored row. */
  async ensureProvider(p: ProviderRow): Promise<ProviderRow> {
    await this.db.pool.query(
      `INSERT INTO providers (code, name, sign_alg, secret, public_key, enabled) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, updated_at = now()`,
      [p.code, p.name, p.signAlg, p.secret, p.publicKey, p.enabled],
    );
    return (await this.provider(p.code))!;
  }

  /** Stored secrets not sealed under the key the pattern names (a re-seal pass, decision 107). */
  async secretsToReseal(currentPattern: string): Promise<{ code: string; secret: string }[]> {
    const { rows } = await this.db.pool.query<{ code: string; secret: string }>(
      'SELECT code, secret FROM providers WHERE secret IS NOT NULL AND secret NOT LIKE $1 ORDER BY code',
      [currentPattern],
    );
    return rows;
  }

  /** Swaps a stored secret for its re-sealed form unless it changed meanwhile. */
  async replaceSecret(code: string, was: string, next: string): Promise<boolean> {
    const res = await this.db.pool.query('UPDATE providers SET secret = $3 WHERE code = $1 AND secret = $2', [
      code,
      was,
      next,
    ]);
    return (res.rowCount ?? 0) > 0;
  }

  async setEnabled(code: string, enabled: boolean): Promise<void> {
    await this.db.pool.query('UPDATE providers SET enabled = $2, updated_at = now() WHERE code = $1', [code, enabled]);
  }

  async setCredentials(
    code: string,
    c: { signAlg: TProviderSignAlg; secret: string | null; publicKey: string | null },
  ): Promise<void> {
    await this.db.pool.query(
      'UPDATE providers SET sign_alg = $2, secret = $3, public_key = $4, updated_at = now() WHERE code = $1',
      [code, c.signAlg, c.secret, c.publicKey],
    );
  }

  async transaction(providerCode: string, uuid: string): Promise<TransactionRow | null> {
    const { rows } = await this.db.pool.query<TransactionRow>(
      `SELECT ${TX_COLUMNS} FROM provider_transactions WHERE provider_code = $1 AND transaction_uuid = $2`,
      [providerCode, uuid],
    );
    return rows[0] ?? null;
  }

  /** Of these transaction ids, those with no record (uuid per provider). */
  async unrecorded(keys: { provider: string; uuid: string }[]): Promise<{ provider: string; uuid: string }[]> {
    if (keys.length === 0) return [];
    const { rows } = await this.db.pool.query<{ provider: string; uuid: string }>(
      `SELECT k.provider, k.uuid FROM json_to_recordset($1::json) AS k(provider text, uuid text)
        WHERE NOT EXISTS (SELECT 1 FROM provider_transactions t
                           WHERE t.provider_code = k.provider AND t.transaction_uuid = k.uuid)`,
      [JSON.stringify(keys)],
    );
    return rows;
  }

  /** When a bet was first settled (its first win) or rolled back; null while neither is recorded. */
  async firstSettledAt(providerCode: string, betUuid: string): Promise<Date | null> {
    const { rows } = await this.db.pool.query<{ at: Date | null }>(
      `SELECT min(created_at) AS at FROM provider_transactions
        WHERE provider_code = $1 AND reference_uuid = $2 AND kind IN ('win', 'rollback')`,
      [providerCode, betUuid],
    );
    return rows[0]?.at ?? null;
  }

  /** The rollback recorded against a bet, if any. */
  async rollbackOf(providerCode: string, betUuid: string): Promise<TransactionRow | null> {
    const { rows } = await this.db.pool.query<TransactionRow>(
      `SELECT ${TX_COLUMNS} FROM provider_transactions
        WHERE provider_code = $1 AND reference_uuid = $2 AND kind = 'rollback' LIMIT 1`,
      [providerCode, betUuid],
    );
    return rows[0] ?? null;
  }

  /**
   * Records a transaction the ledger applied and moves its round. Only the call that inserts
   * the row moves the round, so a replay never counts twice. 'exists' when the id was recorded
   * before (the caller compares it with the request).
   *
   * Concurrent calls share statements: while one batch is being written the next ones queue,
   * and the queue goes out as one statement (no waiting when the server is quiet).
   */
  record(
    tx: NewTransaction,
    effect: RoundEffect,
    opts: { durable?: boolean; settled?: unknown; topic?: string } = {},
  ): Promise<'inserted' | 'exists'> {
    const { settled, topic } = opts;
    if (opts.durable) {
      // Records queued before this one move the same rounds first (a bet, then its rollback).
      return this.drain().then(
        () =>
          new Promise((resolve, reject) => {
            this.writeBatch(this.db.pool, [{ at: new Date(), tx, effect, settled, topic, resolve, reject }]).catch(
              reject,
            );
          }),
      );
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ at: new Date(), tx, effect, settled, topic, resolve, reject });
      // Someone waits for this answer: write at the end of this turn of the event loop.
      this.schedule(true);
    });
  }

  /**
   * Like record, without waiting: the answer does not depend on it. Failures go to `onError`.
   * These gather for up to RECORD_GATHER_MS (or MAX_RECORD_BATCH records), so that a busy
   * server writes them in a few large statements instead of one per callback.
   */
  recordLater(tx: NewTransaction, effect: RoundEffect, settled?: unknown): void {
    new Promise<'inserted' | 'exists'>((resolve, reject) => {
      this.queue.push({ at: new Date(), tx, effect, settled, resolve, reject });
      this.schedule(this.queue.length >= MAX_RECORD_BATCH);
    }).catch((err) => this.onError(err, tx));
  }

  /**
   * Records rebuilt from the ledger, in one durable batch (with their settlement events), not
   * queued behind live records; returns how many were newly inserted.
   */
  async recordRecovered(
    items: { at: Date; tx: NewTransaction; effect: RoundEffect; settled?: unknown }[],
  ): Promise<number> {
    if (items.length === 0) return 0;
    const batch: PendingRecord[] = [];
    const results = items.map(
      (item) => new Promise<'inserted' | 'exists'>((resolve, reject) => batch.push({ ...item, resolve, reject })),
    );
    await this.writeBatch(this.db.pool, batch);
    return (await Promise.all(results)).filter((r) => r === 'inserted').length;
  }

  /** Resolves once every record queued so far is written (read-your-writes for history pages). */
  async drain(): Promise<void> {
    if (this.queue.length > 0) this.schedule(true);
    while (this.queue.length > 0 || this.inFlight > 0) {
      await new Promise<void>((resolve) => this.drained.push(resolve));
    }
  }

  onError: (err: unknown, tx: NewTransaction) => void = () => {};
  private drained: (() => void)[] = [];

  private readonly queue: PendingRecord[] = [];
  private inFlight = 0;
  private timer: NodeJS.Timeout | null = null;
  private immediate = false;

  private schedule(now: boolean): void {
    if (now) {
      if (this.immediate) return;
      this.immediate = true;
      setImmediate(() => {
        this.immediate = false;
        this.flush();
      });
    } else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush();
      }, RECORD_GATHER_MS);
    }
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.inFlight < MAX_RECORD_BATCHES_IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_RECORD_BATCH);
      this.inFlight++;
      this.writeBatch(this.asyncPool, batch)
        .catch((err) => {
          for (const r of batch) r.reject(err);
        })
        .finally(() => {
          this.inFlight--;
          // What queued while this batch was written goes out now: it has waited long enough.
          if (this.queue.length > 0) this.flush();
          if (this.queue.length === 0 && this.inFlight === 0) {
            for (const resolve of this.drained.splice(0)) resolve();
          }
        });
    }
  }

  private async writeBatch(pool: pg.Pool, batch: PendingRecord[]): Promise<void> {
    // The same id twice in one batch (a replay racing its original): only the first is written.
    const seen = new Set<string>();
    const rows: PendingRecord[] = [];
    const twins: PendingRecord[] = [];
    for (const r of batch) {
      const key = keyOf(r);
      if (seen.has(key)) twins.push(r);
      else {
        seen.add(key);
        rows.push(r);
      }
    }
    // One JSON parameter rather than seventeen arrays: node-postgres escapes array elements one
    // by one in JavaScript, on the event loop that also answers the provider's callbacks.
    const input = rows.map(({ tx, effect, at }) => ({
      provider_code: tx.providerCode,
      transaction_uuid: tx.transactionUuid,
      kind: tx.kind,
      player_id: tx.playerId,
      round: tx.round,
      game_code: tx.gameCode,
      amount: tx.amount,
      reference_uuid: tx.referenceUuid,
      journal_id: tx.journalId,
      balance_after: tx.balanceAfter,
      jackpot_amount: tx.jackpotAmount,
      request_hash: tx.requestHash,
      stake: effect.mode === 'bet' ? effect.stake : 0,
      win: effect.mode === 'win' ? effect.win : effect.mode === 'adjust' ? effect.delta : 0,
      returned: effect.mode === 'rollback' ? effect.stakeReturned : 0,
      closes: effect.mode === 'win' ? effect.closes : false,
      at,
      details: tx.details ?? null,
    }));
    const statement = { name: 'provider_record_batch', text: RECORD_BATCH_SQL, values: [JSON.stringify(input)] };
    let written: Set<string>;
    if (rows.some((r) => r.settled !== undefined)) {
      // Settlements feed wagering and missions: their records and events commit together and
      // durably, whatever the pool's setting (decision 070). Only a newly inserted record
      // publishes its settlement, so a replay or a recovered record never counts twice.
      written = await inTransaction(pool, async (c) => {
        await c.query('SET LOCAL synchronous_commit = on');
        const { rows: inserted } = await c.query<{ provider_code: string; transaction_uuid: string }>(statement);
        const keys = new Set(inserted.map((r) => `${r.provider_code}\u0000${r.transaction_uuid}`));
        const byTopic = new Map<string, { key: string; payload: unknown }[]>();
        for (const r of rows) {
          if (r.settled === undefined || !keys.has(keyOf(r))) continue;
          const topic = r.topic ?? BET_SETTLED;
          const list = byTopic.get(topic) ?? [];
          list.push({ key: `${r.tx.providerCode}:${r.tx.transactionUuid}`, payload: r.settled });
          byTopic.set(topic, list);
        }
        for (const [topic, events] of byTopic) await this.events().recordMany(c, topic, events);
        return keys;
      });
      this.events().kick();
    } else {
      const { rows: inserted } = await pool.query<{ provider_code: string; transaction_uuid: string }>(statement);
      written = new Set(inserted.map((r) => `${r.provider_code}\u0000${r.transaction_uuid}`));
    }
    for (const r of rows) r.resolve(written.has(keyOf(r)) ? 'inserted' : 'exists');
    for (const r of twins) r.resolve('exists');
  }

  /** The player's rounds of the last `days` days, newest first. */
  /**
   * Whether the records of the player's recent bets and wins (the ledger's game journals of the
   * last minute among the player's latest 50) are all written, whichever instance took them, and
   * the primary's WAL position at that moment (decision 101).
   */
  async recordsWritten(playerId: number): Promise<{ written: boolean; position: string }> {
    const { rows } = await this.db.pool.query<{ written: boolean; position: string }>(
      `SELECT NOT EXISTS (
                SELECT 1
                  FROM (SELECT DISTINCT journal_id FROM entries WHERE player_id = $1
                         ORDER BY journal_id DESC LIMIT 50) recent
                  JOIN journal j ON j.id = recent.journal_id
                 WHERE j.scope LIKE 'game:%' AND j.kind IN ('bet', 'win')
                   AND j.created_at > now() - interval '1 minute'
                   AND NOT EXISTS (SELECT 1 FROM provider_transactions t
                                    WHERE t.provider_code = substr(j.scope, 6) AND t.transaction_uuid = j.external_id)
              ) AS written,
              pg_current_wal_lsn()::text AS position`,
      [playerId],
    );
    return rows[0]!;
  }

  async rounds(
    playerId: number,
    days: number,
    limit: number,
    offset: number,
    pool: pg.Pool = this.db.pool,
  ): Promise<{ rows: RoundRow[]; total: number }> {
    const { rows } = await pool.query<RoundRow & { total: string }>(
      `SELECT id, round, created_at AS "createdAt", provider_code AS "providerCode", game_code AS "gameCode",
              bet_amount AS "betAmount", win_amount AS "winAmount", status, details, count(*) OVER () AS total
         FROM provider_rounds
        WHERE player_id = $1 AND created_at >= now() - make_interval(days => $2)
        ORDER BY created_at DESC, id DESC
        LIMIT $3 OFFSET $4`,
      [playerId, days, limit, offset],
    );
    if (rows.length === 0 && offset > 0) {
      const { rows: c } = await pool.query<{ total: string }>(
        `SELECT count(*) AS total FROM provider_rounds WHERE player_id = $1 AND created_at >= now() - make_interval(days => $2)`,
        [playerId, days],
      );
      return { rows: [], total: Number(c[0]?.total ?? 0) };
    }
    return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
  }
}
