import type pg from 'pg';
import type { OperationBalance, WalletBalance } from './wallet.types';

/*
 * The wallet's SQL. Every balance change is ONE statement calling a function of the
 * `wallet_functions` migration (idempotency check, conditional balance updates, journal and
 * entries in one round trip), run as a named prepared statement in autocommit: the call is its
 * own transaction, so there is no BEGIN/COMMIT conversation and nothing half-done to clean up.
 */

export interface GameRow {
  o_journal_id: number;
  o_replayed: boolean;
  o_created_at: Date;
  o_balance_after: number | null;
  o_cash: number;
  o_cash_held: number;
  /** Account ids wallet_game used (null on replays and from the fast path). */
  o_cash_account?: number | null;
  o_sys_account?: number | null;
  o_sys_shards?: number | null;
}

/** A game operation ready for the fast path: the accounts it touches are known. */
export interface FastGameArgs extends GameArgs {
  cashAccount: number;
  sysAccount: number;
  shard: number;
}

/** A bet or win as the SQL sees it. */
export interface GameArgs {
  scope: string;
  externalId: string;
  hash: string;
  kind: 'bet' | 'win';
  playerId: number;
  provider: string;
  amount: number;
  meta: Record<string, unknown> | undefined;
  /** Play-token hash of the session that must be live when a stake moves (decision 068); null: none. */
  requireSession: string | null;
}

export interface PostRow {
  o_journal_id: number;
  o_replayed: boolean;
  o_created_at: Date;
  o_balance_after: number | null;
  o_cash: number | null;
  o_cash_held: number | null;
  o_bonus: number | null;
  o_pending: number | null;
}

export interface Posting {
  /** Player id, or null for a system account. */
  playerId: number | null;
  /** System account code, or null for a player account. */
  code: string | null;
  purpose: string;
  /** Change of posted. */
  delta: number;
  /** Change of held. */
  held: number;
}

export interface JournalHistoryRow {
  id: number;
  scope: string;
  external_id: string;
  kind: string;
  amount: number;
  reversal_of: number | null;
  meta: Record<string, unknown>;
  created_at: Date;
  postings: {
    account: 'cash' | 'bonus' | 'pending_withdrawal' | 'deposit_held';
    amount: number;
    balanceAfter: number | null;
  }[];
}

/** A movement of a player's cash or bonus that is neither play nor a payment (transaction history). */
export interface PlayerMovementRow {
  id: number;
  kind: string;
  amount: number;
  /** what the journal did to the player's cash and bonus (signed) */
  cash: number;
  bonus: number;
  meta: Record<string, unknown>;
  createdAt: Date;
}

export interface JournalRow {
  id: number;
  scope: string;
  externalId: string;
  kind: string;
  playerId: number | null;
  amount: number;
  reversalOf: number | null;
  completes: number | null;
  meta: Record<string, unknown>;
  createdAt: Date;
}

const GAME_SQL = 'SELECT * FROM wallet_game($1, $2, $3, $4, $5, $6, $7, $8, $9)';

const GAME_ONE_SQL = 'SELECT * FROM wallet_game_one($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';
const GAME_BATCH_SQL = 'SELECT * FROM wallet_game_batch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)';
const POST_SQL = 'SELECT * FROM wallet_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)';
const COMPLETE_SQL = 'SELECT * FROM wallet_complete($1, $2, $3, $4, $5, $6, $7)';
const REVERSE_SQL = 'SELECT * FROM wallet_reverse($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';
// The body of the SQL function wallet_player_balance() plus the deposits held for return
// (decision 073), as a prepared statement of its own: a
// SQL function's body is planned again on every call (0.4 ms of PostgreSQL per balance lookup
// on the development machine; the prepared plan is reused).
const BALANCE_SQL = `SELECT coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'cash'), 0)::bigint AS o_cash,
       coalesce(sum(b.held) FILTER (WHERE a.purpose = 'cash'), 0)::bigint AS o_cash_held,
       coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'bonus'), 0)::bigint AS o_bonus,
       coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'pending_withdrawal'), 0)::bigint AS o_pending,
       coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'deposit_held'), 0)::bigint AS o_deposit_held
  FROM accounts a JOIN balances b ON b.account_id = a.id
 WHERE a.player_id = $1`;

export class WalletRepository {
  constructor(private readonly pool: pg.Pool) {}

  /** The pool, for the read-only report queries of the wallet module (wallet.reports). */
  get db(): pg.Pool {
    return this.pool;
  }

  async game(args: GameArgs): Promise<GameRow> {
    const { rows } = await this.pool.query<GameRow>({
      name: 'wallet_game',
      text: GAME_SQL,
      values: [
        args.scope,
        args.externalId,
        args.hash,
        args.kind,
        args.playerId,
        args.provider,
        args.amount,
        args.meta ? JSON.stringify(args.meta) : null,
        args.requireSession,
      ],
    });
    return rows[0]!;
  }

  /**
   * The fast path for game operations whose accounts are known, in one call and one
   * transaction: for each operation its row when it applied, or null when it was declined
   * (then wallet_game must decide); all null when the call aborted itself (WL009).
   * Operations must be of different players and sorted by cash account (the lock order).
   */
  async gameFast(ops: FastGameArgs[]): Promise<(GameRow | null)[]> {
    try {
      return ops.length === 1 ? [await this.gameOne(ops[0]!)] : await this.gameBatch(ops);
    } catch (err) {
      if ((err as { code?: string }).code === 'WL009') return ops.map(() => null);
      throw err;
    }
  }

  private async gameOne(op: FastGameArgs): Promise<GameRow | null> {
    const { rows } = await this.pool.query<{
      o_journal_id: number | null;
      o_created_at: Date | null;
      o_cash: number | null;
      o_cash_held: number | null;
    }>({
      name: 'wallet_game_one',
      text: GAME_ONE_SQL,
      values: [
        op.scope,
        op.externalId,
        op.hash,
        op.kind,
        op.playerId,
        op.cashAccount,
        op.kind === 'bet' ? -op.amount : op.amount,
        op.meta ? JSON.stringify(op.meta) : null,
        op.sysAccount,
        op.shard,
        op.requireSession,
      ],
    });
    const r = rows[0]!;
    if (r.o_journal_id === null) return null;
    return {
      o_journal_id: r.o_journal_id,
      o_replayed: false,
      o_created_at: r.o_created_at!,
      o_balance_after: r.o_cash,
      o_cash: r.o_cash!,
      o_cash_held: r.o_cash_held!,
    };
  }

  private async gameBatch(ops: FastGameArgs[]): Promise<(GameRow | null)[]> {
    // The provider shard rows, sorted by (account, shard) like every lock in the ledger.
    const shardIndex = new Map<string, number>();
    const shards = [...new Set(ops.map((o) => `${o.sysAccount}:${o.shard}`))]
      .map((key) => key.split(':').map(Number) as [number, number])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (const [i, [account, shard]] of shards.entries()) shardIndex.set(`${account}:${shard}`, i + 1);
    const { rows } = await this.pool.query<{
      // int8[] arrive as strings (only scalar int8 has a number parser).
      o_journal_ids: (string | null)[];
      o_created_at: Date;
      o_cash: (string | null)[];
      o_cash_held: (string | null)[];
    }>({
      name: 'wallet_game_batch',
      text: GAME_BATCH_SQL,
      values: [
        ops.map((o) => o.scope),
        ops.map((o) => o.externalId),
        ops.map((o) => o.hash),
        ops.map((o) => o.kind),
        ops.map((o) => o.playerId),
        ops.map((o) => o.cashAccount),
        ops.map((o) => (o.kind === 'bet' ? -o.amount : o.amount)),
        ops.map((o) => (o.meta ? JSON.stringify(o.meta) : null)),
        ops.map((o) => shardIndex.get(`${o.sysAccount}:${o.shard}`)),
        shards.map(([account]) => account),
        shards.map(([, shard]) => shard),
        ops.map((o) => o.requireSession),
      ],
    });
    const r = rows[0]!;
    return ops.map((_, i) => {
      const journalId = r.o_journal_ids[i];
      if (journalId === null || journalId === undefined) return null;
      const cash = safeInt(r.o_cash[i]);
      return {
        o_journal_id: safeInt(journalId),
        o_replayed: false,
        o_created_at: r.o_created_at,
        o_balance_after: cash,
        o_cash: cash,
        o_cash_held: safeInt(r.o_cash_held[i]),
      };
    });
  }

  async post(
    args: {
      scope: string;
      externalId: string;
      hash: string;
      kind: string;
      playerId: number | null;
      amount: number;
      meta: Record<string, unknown> | undefined;
      postings: Posting[];
    },
    on: Pick<pg.PoolClient, 'query'> = this.pool,
  ): Promise<PostRow> {
    const p = args.postings;
    const { rows } = await on.query<PostRow>({
      name: 'wallet_post',
      text: POST_SQL,
      values: [
        args.scope,
        args.externalId,
        args.hash,
        args.kind,
        args.playerId,
        args.amount,
        args.meta ? JSON.stringify(args.meta) : null,
        p.map((x) => x.playerId),
        p.map((x) => x.code),
        p.map((x) => x.purpose),
        p.map((x) => x.delta),
        p.map((x) => x.held),
      ],
    });
    return rows[0]!;
  }

  async complete(
    args: {
      scope: string;
      externalId: string;
      hash: string;
      action: 'settle' | 'release';
      reservationId: number;
      clearing: string | null;
      meta: Record<string, unknown> | undefined;
    },
    on: Pick<pg.PoolClient, 'query'> = this.pool,
  ): Promise<PostRow> {
    const { rows } = await on.query<PostRow>({
      name: 'wallet_complete',
      text: COMPLETE_SQL,
      values: [
        args.scope,
        args.externalId,
        args.hash,
        args.action,
        args.reservationId,
        args.clearing,
        args.meta ? JSON.stringify(args.meta) : null,
      ],
    });
    return rows[0]!;
  }

  async reverse(args: {
    scope: string;
    externalId: string;
    hash: string;
    kind: string;
    playerId: number | null;
    targetId: number | null;
    targetScope: string | null;
    targetExternalId: string | null;
    tombstone: boolean;
    meta: Record<string, unknown> | undefined;
  }): Promise<PostRow> {
    const { rows } = await this.pool.query<PostRow>({
      name: 'wallet_reverse',
      text: REVERSE_SQL,
      values: [
        args.scope,
        args.externalId,
        args.hash,
        args.kind,
        args.playerId,
        args.targetId,
        args.targetScope,
        args.targetExternalId,
        args.tombstone,
        args.meta ? JSON.stringify(args.meta) : null,
      ],
    });
    return rows[0]!;
  }

  /** Turns counting on; true when it was off (the counters were just worked out from the game postings). */
  async playLimitedOn(playerId: number, on: Pick<pg.PoolClient, 'query'>): Promise<boolean> {
    const { rows } = await on.query<{ on: boolean }>(
      `SELECT b.play_limited AS on FROM accounts a JOIN balances b ON b.account_id = a.id AND b.shard = 0
        WHERE a.player_id = $1 AND a.purpose = 'cash'`,
      [playerId],
    );
    await on.query('SELECT wallet_play_limited_on($1)', [playerId]);
    return rows[0]?.on !== true;
  }

  /**
   * Play at a transfer-wallet provider (its bet log, decision 146) added to a counted player's
   * loss and wager of the current periods; nothing for a player whose play is not counted (no
   * loss or wager limit: the counters are worked out when one is set). Never refused: the money
   * was played at the provider already.
   */
  async addProviderPlay(
    playerId: number,
    usage: { period: 'day' | 'week' | 'month'; loss: number; wager: number }[],
    on: Pick<pg.PoolClient, 'query'>,
  ): Promise<void> {
    if (usage.length === 0) return;
    await on.query(
      `INSERT INTO play_limit_usage AS u (player_id, kind, period, period_start, used)
       SELECT $1, k.kind, p.period, p.starts, CASE WHEN k.kind = 'loss' THEN x.loss ELSE x.wager END
         FROM unnest($2::text[], $3::bigint[], $4::bigint[]) AS x(period, loss, wager)
         JOIN wallet_vn_periods(now()) p ON p.period = x.period
         CROSS JOIN (VALUES ('loss'), ('wager')) AS k(kind)
        WHERE EXISTS (SELECT 1 FROM accounts a JOIN balances b ON b.account_id = a.id AND b.shard = 0
                       WHERE a.player_id = $1 AND a.purpose = 'cash' AND b.play_limited)
          AND (CASE WHEN k.kind = 'loss' THEN x.loss ELSE x.wager END) <> 0
       ON CONFLICT (player_id, kind, period) DO UPDATE
          SET used = CASE WHEN u.period_start = EXCLUDED.period_start THEN u.used + EXCLUDED.used ELSE EXCLUDED.used END,
              period_start = EXCLUDED.period_start`,
      [playerId, usage.map((u) => u.period), usage.map((u) => u.loss), usage.map((u) => u.wager)],
    );
  }

  /**
   * The player's loss (stakes minus wins) and wager (stakes) in the current Vietnam periods: the
   * ledger's counters when the player is counted, else worked out from the game postings.
   */
  async playUsage(
    playerId: number,
  ): Promise<{ kind: 'loss' | 'wager'; period: 'day' | 'week' | 'month'; used: number }[]> {
    const { rows } = await this.pool.query<{ kind: 'loss' | 'wager'; period: 'day' | 'week' | 'month'; used: number }>(
      `WITH p AS (SELECT * FROM wallet_vn_periods(now())),
            counted AS (SELECT coalesce((SELECT b.play_limited FROM accounts a
                                           JOIN balances b ON b.account_id = a.id AND b.shard = 0
                                          WHERE a.player_id = $1 AND a.purpose = 'cash'), false) AS counted),
            postings AS (SELECT g.* FROM wallet_game_postings($1, (SELECT min(starts) FROM p)) g
                          WHERE NOT (SELECT counted FROM counted))
       SELECT k.kind, p.period,
              (CASE WHEN (SELECT counted FROM counted)
                    THEN coalesce((SELECT u.used FROM play_limit_usage u WHERE u.player_id = $1 AND u.kind = k.kind
                                     AND u.period = p.period AND u.period_start = p.starts), 0)
                    ELSE coalesce((SELECT sum(CASE WHEN g.kind = 'bet' THEN g.amount WHEN k.kind = 'loss' THEN -g.amount ELSE 0 END)
                                     FROM postings g WHERE g.created_at >= p.starts), 0)
               END)::bigint AS used
         FROM (VALUES ('loss'), ('wager')) AS k(kind) CROSS JOIN p`,
      [playerId],
    );
    return rows;
  }

  /** Stakes and wins of the player's game postings since `since`, rolled-back ones excluded. */
  /**
   * What else a game round staked besides its first bet: the other bets of the same provider,
   * player and round posted after `afterJournalId` (and before `beforeJournalId`), neither rolled
   * back nor settled by a win of their own. A round of the house tables stakes a raise, a double
   * or an insurance as its own bet and one win closes the round (decision 125): the settlement's
   * stake is the round's, not only the bet the win names.
   */
  async roundExtraStakes(q: {
    scope: string;
    playerId: number;
    round: string;
    afterJournalId: number;
    beforeJournalId: number | null;
  }): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `WITH mine AS (
         SELECT DISTINCT e.journal_id FROM entries e
          WHERE e.player_id = $2 AND e.journal_id > $4 AND ($5::bigint IS NULL OR e.journal_id < $5))
       SELECT coalesce(sum(j.amount), 0)::bigint AS n
         FROM journal j JOIN mine m ON m.journal_id = j.id
        WHERE j.scope = $1 AND j.kind = 'bet' AND j.meta->>'round' = $3
          AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
          AND NOT EXISTS (SELECT 1 FROM journal w WHERE w.scope = $1 AND w.kind = 'win' AND w.meta->>'bet' = j.external_id
                            AND w.id IN (SELECT journal_id FROM mine))`,
      [q.scope, q.playerId, q.round, q.afterJournalId, q.beforeJournalId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The player's movements of the last `days` days outside play and payments, newest first:
   * bonuses granted, released and forfeited, refunds, prizes, adjustments (decision 125). Games
   * (`game:*`, `jackpot:*`) have the bet history, deposits and withdrawals their own rows;
   * `exceptKinds` leaves out what the caller lists from its own records.
   */
  async playerMovements(q: {
    playerId: number;
    days: number;
    exceptKinds: string[];
    limit: number;
  }): Promise<{ rows: PlayerMovementRow[]; total: number }> {
    const { rows } = await this.pool.query<PlayerMovementRow & { total: number }>(
      `WITH mine AS (
         SELECT e.journal_id,
                coalesce(sum(e.amount) FILTER (WHERE a.purpose = 'cash'), 0)::bigint AS cash,
                coalesce(sum(e.amount) FILTER (WHERE a.purpose = 'bonus'), 0)::bigint AS bonus
           FROM entries e JOIN accounts a ON a.id = e.account_id
          WHERE e.player_id = $1 AND a.player_id = $1 AND a.purpose IN ('cash', 'bonus')
          GROUP BY e.journal_id),
       moves AS (
         SELECT j.id, j.kind, j.amount, m.cash, m.bonus, j.meta, j.created_at
           FROM mine m JOIN journal j ON j.id = m.journal_id
          WHERE j.created_at >= now() - make_interval(days => $2)
            -- a provider's result adjustment is a movement the player must see, not a round of play
            AND (j.scope NOT LIKE 'game:%' OR j.kind = 'result_adjustment') AND j.scope NOT LIKE 'jackpot:%'
            AND j.scope NOT IN ('deposit', 'withdrawal') AND NOT (j.kind = ANY($3::text[])))
       SELECT id, kind, amount, cash, bonus, meta, created_at AS "createdAt", count(*) OVER ()::int AS total
         FROM moves ORDER BY created_at DESC, id DESC LIMIT $4`,
      [q.playerId, q.days, q.exceptKinds, q.limit],
    );
    return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
  }

  async playSince(playerId: number, since: Date): Promise<{ bets: number; wins: number }> {
    const { rows } = await this.pool.query<{ bets: number; wins: number }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'bet'), 0)::bigint AS bets,
              coalesce(sum(amount) FILTER (WHERE kind = 'win'), 0)::bigint AS wins
         FROM wallet_game_postings($1, $2)`,
      [playerId, since],
    );
    return rows[0] ?? { bets: 0, wins: 0 };
  }

  async playerBalance(playerId: number, on: Pick<pg.PoolClient, 'query'> = this.pool): Promise<WalletBalance> {
    const { rows } = await on.query<{
      o_cash: number;
      o_cash_held: number;
      o_bonus: number;
      o_pending: number;
      o_deposit_held: number;
    }>({ name: 'player_balance', text: BALANCE_SQL, values: [playerId] });
    const r = rows[0]!;
    return { ...toBalance(r.o_cash, r.o_cash_held, r.o_bonus, r.o_pending), depositHeld: r.o_deposit_held };
  }

  /** Balance of a system account: the sum of its shard rows. */
  async systemBalance(purpose: string, code: string, on: Pick<pg.PoolClient, 'query'> = this.pool): Promise<number> {
    const { rows } = await on.query<{ total: string | null }>(
      `SELECT sum(b.posted)::text AS total FROM accounts a JOIN balances b ON b.account_id = a.id
        WHERE a.purpose = $1 AND a.system_code = $2`,
      [purpose, code],
    );
    return Number(rows[0]?.total ?? 0);
  }

  async journalByKey(
    scope: string,
    externalId: string,
    on: Pick<pg.PoolClient, 'query'> = this.pool,
  ): Promise<JournalRow | null> {
    const { rows } = await on.query<JournalRow>(
      `SELECT id, scope, external_id AS "externalId", kind, player_id AS "playerId", amount,
              reversal_of AS "reversalOf", completes, meta, created_at AS "createdAt"
         FROM journal WHERE scope = $1 AND external_id = $2`,
      [scope, externalId],
    );
    return rows[0] ?? null;
  }

  /**
   * Game wins committed in [from, to), oldest first, after the keyset `after` (the last row of
   * the previous page), with the player's cash balance after each (line 1 of a game posting).
   */
  async gameWins(window: {
    from: Date;
    to: Date;
    after: { at: string; id: number } | null;
    limit: number;
  }): Promise<(JournalRow & { balanceAfter: number | null; at: string })[]> {
    // `at` is created_at as PostgreSQL prints it: a Date would drop the microseconds and the
    // next page would start before the row it should follow.
    const { rows } = await this.pool.query<JournalRow & { balanceAfter: number | null; at: string }>(
      `SELECT j.id, j.scope, j.external_id AS "externalId", j.kind, j.player_id AS "playerId", j.amount,
              j.reversal_of AS "reversalOf", j.completes, j.meta, j.created_at AS "createdAt",
              j.created_at::text AS at, e.balance_after AS "balanceAfter"
         FROM journal j
         LEFT JOIN entries e ON e.journal_id = j.id AND e.line = 1
        WHERE j.kind = 'win' AND j.created_at >= $1 AND j.created_at < $2
          AND ($3::timestamptz IS NULL OR (j.created_at, j.id) > ($3::timestamptz, $4::bigint))
          AND j.scope LIKE 'game:%'
        ORDER BY j.created_at, j.id
        LIMIT $5`,
      [window.from, window.to, window.after?.at ?? null, window.after?.id ?? 0, window.limit],
    );
    return rows;
  }

  /** A journal by key with the player's cash balance after it (line 1 of a game posting). */
  async journalByKeyWithBalance(
    scope: string,
    externalId: string,
  ): Promise<(JournalRow & { balanceAfter: number | null }) | null> {
    const { rows } = await this.pool.query<JournalRow & { balanceAfter: number | null }>(
      `SELECT j.id, j.scope, j.external_id AS "externalId", j.kind, j.player_id AS "playerId", j.amount,
              j.reversal_of AS "reversalOf", j.completes, j.meta, j.created_at AS "createdAt",
              e.balance_after AS "balanceAfter"
         FROM journal j LEFT JOIN entries e ON e.journal_id = j.id AND e.line = 1
        WHERE j.scope = $1 AND j.external_id = $2`,
      [scope, externalId],
    );
    return rows[0] ?? null;
  }

  async journalById(id: number): Promise<JournalRow | null> {
    const { rows } = await this.pool.query<JournalRow>(
      `SELECT id, scope, external_id AS "externalId", kind, player_id AS "playerId", amount,
              reversal_of AS "reversalOf", completes, meta, created_at AS "createdAt"
         FROM journal WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * The player's ledger events, newest first, with their postings on the player's accounts.
   * Driven by the entries index on (player_id, journal_id), so it also finds transfers where
   * the player is the other side.
   */
  async playerJournal(
    playerId: number,
    opts: { since: Date | null; limit: number; offset: number; kinds: string[] | null },
  ): Promise<{ rows: JournalHistoryRow[]; total: number }> {
    const { rows } = await this.pool.query<JournalHistoryRow & { total: number }>(
      `WITH page AS (
         SELECT j.id, j.scope, j.external_id, j.kind, j.amount, j.reversal_of, j.meta, j.created_at,
                count(*) OVER ()::int AS total
           FROM journal j
          WHERE j.id IN (SELECT e.journal_id FROM entries e WHERE e.player_id = $1)
            AND ($2::timestamptz IS NULL OR j.created_at >= $2)
            AND ($3::text[] IS NULL OR j.kind = ANY($3))
          ORDER BY j.id DESC
          LIMIT $4 OFFSET $5
       )
       SELECT page.*, p.postings
         FROM page CROSS JOIN LATERAL (
           SELECT jsonb_agg(jsonb_build_object('account', a.purpose, 'amount', e.amount, 'balanceAfter', e.balance_after)
                            ORDER BY e.line) AS postings
             FROM entries e JOIN accounts a ON a.id = e.account_id
            WHERE e.journal_id = page.id AND e.player_id = $1
         ) p
        ORDER BY page.id DESC`,
      [playerId, opts.since, opts.kinds, opts.limit, opts.offset],
    );
    if (rows.length > 0) return { rows, total: rows[0]!.total };
    if (opts.offset === 0) return { rows: [], total: 0 };
    const { rows: count } = await this.pool.query<{ total: number }>(
      `SELECT count(DISTINCT e.journal_id)::int AS total FROM entries e JOIN journal j ON j.id = e.journal_id
        WHERE e.player_id = $1 AND ($2::timestamptz IS NULL OR j.created_at >= $2)
          AND ($3::text[] IS NULL OR j.kind = ANY($3))`,
      [playerId, opts.since, opts.kinds],
    );
    return { rows: [], total: count[0]?.total ?? 0 };
  }
}

function safeInt(value: string | number | null | undefined): number {
  const n = Number(value);
  if (value === null || value === undefined || !Number.isSafeInteger(n))
    throw new Error(`not a safe integer: ${value}`);
  return n;
}

export function toBalance(cash: number, cashHeld: number, bonus: number, pending: number): OperationBalance {
  return { cash, bonus, held: pending + cashHeld, available: cash - cashHeld };
}
