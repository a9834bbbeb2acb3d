import type { TDepositMethod, TWithdrawMethod } from '@app/contract';
import type { PoolClient } from 'pg';
import { type Db, inTransaction } from '../../db/client';

export type Q = Pick<PoolClient, 'query'>;

export interface DepositRow {
  id: number;
  player_id: number;
  method: TDepositMethod;
  status: 'pending' | 'credited' | 'held' | 'failed' | 'expired' | 'cancelled';
  amount: number | null;
  credited_amount: number | null;
  held_amount: number;
  fee: number;
  promotion_id: string | null;
  transfer_code: string | null;
  provider_ref: string | null;
  card_fingerprint: string | null;
  details: Record<string, unknown>;
  failure_reason: string | null;
  expires_at: Date | null;
  credited_at: Date | null;
  journal_id: number | null;
  hold_journal_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface WithdrawalRow {
  id: number;
  player_id: number;
  method: TWithdrawMethod;
  status: 'pending' | 'processing' | 'paid' | 'rejected' | 'failed' | 'unknown';
  amount: number;
  fee: number;
  details: Record<string, unknown>;
  idempotency_key: string;
  request_hash: string;
  reject_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  auto_approved: boolean;
  hold_reasons: string[] | null;
  provider_ref: string | null;
  reserve_journal_id: number | null;
  payment_exception_id: number | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ExceptionRow {
  id: number;
  kind: string;
  provider: string;
  external_id: string;
  deposit_id: number | null;
  player_id: number | null;
  amount: number;
  status: 'open' | 'resolved';
  resolution: string | null;
  note: string | null;
  details: Record<string, unknown>;
  journal_id: number | null;
  resolved_by: number | null;
  resolved_at: Date | null;
  created_at: Date;
}

export interface HistoryRow {
  kind: 'deposit' | 'withdraw' | 'giftcode' | 'mission';
  id: number;
  method: string;
  status: string;
  amount: number;
  reason: string | null;
  created_at: Date;
  /** Deposits: what was held back and why (decision 073); withdrawals: 0 and null. */
  held_amount: number;
  credited_amount: number | null;
  details: Record<string, unknown>;
  /** Withdrawals: the held deposit's payment exception when this returns one. */
  payment_exception_id: number | null;
  /** Withdrawals: why it waits for staff (decision 097); null elsewhere. */
  hold_reasons: string[] | null;
}

/** SQL of the cashier's tables; nothing else touches them. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction on one connection. */
  async tx<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.db.pool, fn);
  }

  get pool(): Q {
    return this.db.pool;
  }

  // ─── deposits ────────────────────────────────────────────────────────────────────────

  async insertDeposit(
    q: Q,
    d: {
      playerId: number;
      method: TDepositMethod;
      amount: number | null;
      promotionId: string | null;
      transferCode?: string | null;
      providerRef?: string | null;
      cardFingerprint?: string | null;
      details?: Record<string, unknown>;
      expiresAt?: Date | null;
    },
  ): Promise<DepositRow> {
    const res = await q.query<DepositRow>(
      `INSERT INTO payment_deposits (player_id, method, amount, promotion_id, transfer_code, provider_ref, card_fingerprint, details, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        d.playerId,
        d.method,
        d.amount,
        d.promotionId,
        d.transferCode ?? null,
        d.providerRef ?? null,
        d.cardFingerprint ?? null,
        d.details ?? {},
        d.expiresAt ?? null,
      ],
    );
    return res.rows[0]!;
  }

  async findDeposit(q: Q, id: number, forUpdate = false): Promise<DepositRow | null> {
    const res = await q.query<DepositRow>(
      `SELECT * FROM payment_deposits WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return res.rows[0] ?? null;
  }

  async findOpenVoucher(q: Q, playerId: number, forUpdate = false): Promise<DepositRow | null> {
    const res = await q.query<DepositRow>(
      `SELECT * FROM payment_deposits WHERE player_id = $1 AND status = 'pending' AND method IN ('codepay', 'bank')${forUpdate ? ' FOR UPDATE' : ''}`,
      [playerId],
    );
    return res.rows[0] ?? null;
  }

  async findByTransferCode(q: Q, code: string): Promise<DepositRow | null> {
    const res = await q.query<DepositRow>('SELECT * FROM payment_deposits WHERE transfer_code = $1 FOR UPDATE', [code]);
    return res.rows[0] ?? null;
  }

  async findByProviderRef(q: Q, method: TDepositMethod, ref: string): Promise<DepositRow | null> {
    const res = await q.query<DepositRow>(
      'SELECT * FROM payment_deposits WHERE method = $1 AND provider_ref = $2 FOR UPDATE',
      [method, ref],
    );
    return res.rows[0] ?? null;
  }

  async setDepositStatus(
    q: Q,
    id: number,
    status: DepositRow['status'],
    reason: string | null = null,
    details: Record<string, unknown> = {},
  ): Promise<DepositRow> {
    const res = await q.query<DepositRow>(
      `UPDATE payment_deposits SET status = $2, failure_reason = COALESCE($3, failure_reason), details = details || $4::jsonb, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [id, status, reason, details],
    );
    return res.rows[0]!;
  }

  async updateDeposit(
    q: Q,
    id: number,
    change: { providerRef?: string; amount?: number; details?: Record<string, unknown>; expiresAt?: Date | null },
  ): Promise<DepositRow> {
    const res = await q.query<DepositRow>(
      `UPDATE payment_deposits
          SET provider_ref = COALESCE($2, provider_ref), amount = COALESCE($3, amount),
              details = details || $4::jsonb, expires_at = CASE WHEN $5::boolean THEN $6 ELSE expires_at END, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [
        id,
        change.providerRef ?? null,
        change.amount ?? null,
        change.details ?? {},
        change.expiresAt !== undefined,
        change.expiresAt ?? null,
      ],
    );
    return res.rows[0]!;
  }

  /**
   * The money arrived: `creditedAmount` went to cash (journal `journalId`), `heldAmount` was
   * held back (journal `holdJournalId`); all of it held makes the status `held`.
   */
  async markCredited(
    q: Q,
    id: number,
    c: {
      creditedAmount: number;
      fee: number;
      journalId: number | null;
      heldAmount?: number;
      holdJournalId?: number | null;
      details?: Record<string, unknown>;
    },
  ): Promise<DepositRow> {
    const res = await q.query<DepositRow>(
      `UPDATE payment_deposits
          SET status = CASE WHEN $2::bigint = 0 AND $6::bigint > 0 THEN 'held' ELSE 'credited' END,
              credited_amount = $2, fee = $3, journal_id = $4, credited_at = now(),
              held_amount = $6, hold_journal_id = $7,
              failure_reason = NULL, details = details || $5::jsonb, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [id, c.creditedAmount, c.fee, c.journalId, c.details ?? {}, c.heldAmount ?? 0, c.holdJournalId ?? null],
    );
    return res.rows[0]!;
  }

  async countCredited(q: Q, playerId: number): Promise<number> {
    const res = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_deposits WHERE player_id = $1 AND status = 'credited'`,
      [playerId],
    );
    return res.rows[0]?.n ?? 0;
  }

  /** Pending vouchers, MoMo payments and crypto intents past their expiry. */
  async expireDue(): Promise<number> {
    const res = await this.db.pool.query(
      `UPDATE payment_deposits SET status = 'expired', failure_reason = 'Giao dịch đã hết hạn', updated_at = now()
        WHERE status = 'pending' AND expires_at < now() AND method IN ('codepay', 'bank', 'momo', 'crypto')
          AND NOT (method = 'crypto' AND provider_ref IS NOT NULL)`,
    );
    return res.rowCount ?? 0;
  }

  async findOpenCryptoIntent(q: Q, playerId: number, chain: string, currency: string): Promise<DepositRow | null> {
    const res = await q.query<DepositRow>(
      `SELECT * FROM payment_deposits
        WHERE player_id = $1 AND method = 'crypto' AND status = 'pending' AND provider_ref IS NULL
          AND details->>'chain' = $2 AND details->>'currency' = $3 AND (expires_at IS NULL OR expires_at > now())
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [playerId, chain, currency],
    );
    return res.rows[0] ?? null;
  }

  async cancelOpenCryptoIntents(q: Q, playerId: number, chain: string, currency: string): Promise<void> {
    await q.query(
      `UPDATE payment_deposits SET status = 'cancelled', updated_at = now()
        WHERE player_id = $1 AND method = 'crypto' AND status = 'pending' AND provider_ref IS NULL
          AND details->>'chain' = $2 AND details->>'currency' = $3`,
      [playerId, chain, currency],
    );
  }

  // ─── crypto addresses ────────────────────────────────────────────────────────────────

  async findAddress(playerId: number, chain: string): Promise<string | null> {
    const res = await this.db.pool.query<{ address: string }>(
      'SELECT address FROM crypto_addresses WHERE player_id = $1 AND chain = $2',
      [playerId, chain],
    );
    return res.rows[0]?.address ?? null;
  }

  /** Inserts unless the player already has one for the chain; returns the address that won. */
  async saveAddress(playerId: number, chain: string, address: string): Promise<string> {
    await this.db.pool.query(
      'INSERT INTO crypto_addresses (player_id, chain, address) VALUES ($1, $2, $3) ON CONFLICT (player_id, chain) DO NOTHING',
      [playerId, chain, address],
    );
    return (await this.findAddress(playerId, chain))!;
  }

  async ownerOfAddress(chain: string, address: string): Promise<number | null> {
    const res = await this.db.pool.query<{ player_id: number }>(
      'SELECT player_id FROM crypto_addresses WHERE chain = $1 AND address = $2',
      [chain, address],
    );
    return res.rows[0]?.player_id ?? null;
  }

  // ─── webhook events and exceptions ───────────────────────────────────────────────────

  /** False when this (provider, external id) was already recorded: a replay. */
  async recordEvent(
    q: Q,
    e: {
      provider: string;
      externalId: string;
      payload: unknown;
      outcome: string;
      depositId?: number | null;
      withdrawalId?: number | null;
    },
  ): Promise<boolean> {
    const res = await q.query(
      `INSERT INTO payment_webhook_events (provider, external_id, payload, outcome, deposit_id, withdrawal_id)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (provider, external_id) DO NOTHING`,
      [e.provider, e.externalId, e.payload, e.outcome, e.depositId ?? null, e.withdrawalId ?? null],
    );
    return (res.rowCount ?? 0) > 0;
  }

  async eventExists(q: Q, provider: string, externalId: string): Promise<string | null> {
    const res = await q.query<{ outcome: string }>(
      'SELECT outcome FROM payment_webhook_events WHERE provider = $1 AND external_id = $2',
      [provider, externalId],
    );
    return res.rows[0]?.outcome ?? null;
  }

  /** Takes a transaction-scoped lock on one gateway notification, so concurrent replays queue up. */
  async lockEvent(q: Q, provider: string, externalId: string): Promise<void> {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [provider, externalId]);
  }

  async insertException(
    q: Q,
    e: {
      kind: string;
      provider: string;
      externalId: string;
      depositId: number | null;
      playerId: number | null;
      amount: number;
      details: Record<string, unknown>;
      status?: 'open' | 'resolved';
      resolution?: string | null;
      note?: string | null;
    },
  ): Promise<void> {
    await q.query(
      `INSERT INTO payment_exceptions (kind, provider, external_id, deposit_id, player_id, amount, details, status, resolution, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (provider, external_id) DO NOTHING`,
      [
        e.kind,
        e.provider,
        e.externalId,
        e.depositId,
        e.playerId,
        e.amount,
        e.details,
        e.status ?? 'open',
        e.resolution ?? null,
        e.note ?? null,
      ],
    );
  }

  async findException(q: Q, id: number, forUpdate = false): Promise<ExceptionRow | null> {
    const res = await q.query<ExceptionRow>(
      `SELECT * FROM payment_exceptions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return res.rows[0] ?? null;
  }

  /** Merges `details` into the exception's details (e.g. the return in progress). */
  async updateExceptionDetails(q: Q, id: number, details: Record<string, unknown>): Promise<ExceptionRow> {
    const res = await q.query<ExceptionRow>(
      'UPDATE payment_exceptions SET details = details || $2::jsonb WHERE id = $1 RETURNING *',
      [id, details],
    );
    return res.rows[0]!;
  }

  async resolveException(
    q: Q,
    id: number,
    r: {
      resolution: string;
      note: string;
      staffId: number | null;
      playerId?: number | null;
      journalId?: number | null;
    },
  ): Promise<ExceptionRow> {
    const res = await q.query<ExceptionRow>(
      `UPDATE payment_exceptions
          SET status = 'resolved', resolution = $2, note = $3, resolved_by = $4, resolved_at = now(),
              player_id = COALESCE($5, player_id), journal_id = COALESCE($6, journal_id)
        WHERE id = $1 RETURNING *`,
      [id, r.resolution, r.note, r.staffId, r.playerId ?? null, r.journalId ?? null],
    );
    return res.rows[0]!;
  }

  async listExceptions(filter: { status?: string; page: number; perPage: number }) {
    return this.page<ExceptionRow>('payment_exceptions', filter, []);
  }

  // ─── withdrawals ─────────────────────────────────────────────────────────────────────

  /** Null when a withdrawal with this idempotency key already exists. */
  async insertWithdrawal(
    q: Q,
    w: {
      playerId: number;
      method: TWithdrawMethod;
      amount: number;
      details: Record<string, unknown>;
      key: string;
      requestHash: string;
      /** The return of a held deposit: approved by the finance staff member who asked for it. */
      heldReturn?: { paymentExceptionId: number; staffId: number };
    },
  ): Promise<WithdrawalRow | null> {
    const r = w.heldReturn;
    const res = await q.query<WithdrawalRow>(
      `INSERT INTO payment_withdrawals (player_id, method, amount, details, idempotency_key, request_hash,
                                        payment_exception_id, status, reviewed_by, reviewed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $7::bigint IS NULL THEN 'pending' ELSE 'processing' END, $8,
               CASE WHEN $8::bigint IS NULL THEN NULL ELSE now() END)
       ON CONFLICT (player_id, idempotency_key) DO NOTHING RETURNING *`,
      [
        w.playerId,
        w.method,
        w.amount,
        w.details,
        w.key,
        w.requestHash,
        r?.paymentExceptionId ?? null,
        r?.staffId ?? null,
      ],
    );
    return res.rows[0] ?? null;
  }

  /** Returns of a held deposit's exception, newest first. */
  async heldReturns(q: Q, paymentExceptionId: number): Promise<WithdrawalRow[]> {
    const res = await q.query<WithdrawalRow>(
      'SELECT * FROM payment_withdrawals WHERE payment_exception_id = $1 ORDER BY id DESC',
      [paymentExceptionId],
    );
    return res.rows;
  }

  async findWithdrawalByKey(q: Q, playerId: number, key: string): Promise<WithdrawalRow | null> {
    const res = await q.query<WithdrawalRow>(
      'SELECT * FROM payment_withdrawals WHERE player_id = $1 AND idempotency_key = $2',
      [playerId, key],
    );
    return res.rows[0] ?? null;
  }

  async findWithdrawal(q: Q, id: number, forUpdate = false): Promise<WithdrawalRow | null> {
    const res = await q.query<WithdrawalRow>(
      `SELECT * FROM payment_withdrawals WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return res.rows[0] ?? null;
  }

  async deleteUnreservedWithdrawal(q: Q, id: number): Promise<void> {
    await q.query('DELETE FROM payment_withdrawals WHERE id = $1 AND reserve_journal_id IS NULL', [id]);
  }

  async setReservation(q: Q, id: number, journalId: number): Promise<WithdrawalRow> {
    const res = await q.query<WithdrawalRow>(
      'UPDATE payment_withdrawals SET reserve_journal_id = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [id, journalId],
    );
    return res.rows[0]!;
  }

  async updateWithdrawal(
    q: Q,
    id: number,
    c: {
      status?: WithdrawalRow['status'];
      rejectReason?: string | null;
      reviewedBy?: number | null;
      review?: boolean;
      autoApproved?: boolean;
      providerRef?: string | null;
      details?: Record<string, unknown>;
      paid?: boolean;
    },
  ): Promise<WithdrawalRow> {
    const res = await q.query<WithdrawalRow>(
      `UPDATE payment_withdrawals
          SET status = COALESCE($2, status),
              reject_reason = CASE WHEN $3::boolean THEN $4 ELSE reject_reason END,
              reviewed_by = CASE WHEN $5::boolean THEN $6 ELSE reviewed_by END,
              reviewed_at = CASE WHEN $5::boolean THEN now() ELSE reviewed_at END,
              auto_approved = COALESCE($7, auto_approved),
              provider_ref = COALESCE($8, provider_ref),
              details = details || $9::jsonb,
              paid_at = CASE WHEN $10::boolean THEN now() ELSE paid_at END,
              updated_at = now()
        WHERE id = $1 RETURNING *`,
      [
        id,
        c.status ?? null,
        c.rejectReason !== undefined,
        c.rejectReason ?? null,
        c.review ?? false,
        c.reviewedBy ?? null,
        c.autoApproved ?? null,
        c.providerRef ?? null,
        c.details ?? {},
        c.paid ?? false,
      ],
    );
    return res.rows[0]!;
  }

  /** What waits for staff or a gateway (the operations screen, decision 098). */
  async backlog(): Promise<{
    openExceptions: number;
    pendingWithdrawals: number;
    unknownPayouts: number;
    oldestPendingWithdrawalAt: Date | null;
  }> {
    const res = await this.db.pool.query(
      `SELECT (SELECT count(*)::int FROM payment_exceptions WHERE status = 'open') AS "openExceptions",
              count(*) FILTER (WHERE status = 'pending')::int AS "pendingWithdrawals",
              count(*) FILTER (WHERE status = 'unknown')::int AS "unknownPayouts",
              min(created_at) FILTER (WHERE status = 'pending') AS "oldestPendingWithdrawalAt"
         FROM payment_withdrawals WHERE status IN ('pending', 'unknown') AND reserve_journal_id IS NOT NULL`,
    );
    return res.rows[0];
  }

  /** Deposits and withdrawals by state (the metrics, decision 130): two index-only scans. */
  async stateCounts(): Promise<{ kind: 'deposit' | 'withdrawal'; state: string; count: number }[]> {
    const res = await this.db.pool.query<{ kind: 'deposit' | 'withdrawal'; state: string; count: number }>(
      `SELECT 'deposit' AS kind, status AS state, count(*)::int AS count FROM payment_deposits GROUP BY status
       UNION ALL
       SELECT 'withdrawal', status, count(*)::int FROM payment_withdrawals GROUP BY status`,
    );
    return res.rows;
  }

  /** Records why the withdrawal waits for staff (decision 097). */
  async setHoldReasons(q: Q, id: number, reasons: string[]): Promise<WithdrawalRow> {
    const res = await q.query<WithdrawalRow>(
      'UPDATE payment_withdrawals SET hold_reasons = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [id, reasons],
    );
    return res.rows[0]!;
  }

  /** Whether the player had a withdrawal before this one that was not rejected or failed. */
  async hasEarlierWithdrawal(q: Q, playerId: number, beforeId: number): Promise<boolean> {
    const res = await q.query(
      `SELECT 1 FROM payment_withdrawals
        WHERE player_id = $1 AND id < $2 AND reserve_journal_id IS NOT NULL AND payment_exception_id IS NULL
          AND status NOT IN ('rejected', 'failed') LIMIT 1`,
      [playerId, beforeId],
    );
    return (res.rowCount ?? 0) > 0;
  }

  /** What the player asked to withdraw since `since`, rejected and failed requests aside. */
  async withdrawnSince(q: Q, playerId: number, since: Date): Promise<number> {
    const res = await q.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM payment_withdrawals
        WHERE player_id = $1 AND created_at >= $2 AND status NOT IN ('rejected', 'failed')`,
      [playerId, since],
    );
    return Number(res.rows[0]?.total ?? 0);
  }

  /** Credited deposits of the player since `since`: their total and the first one's time. */
  async creditedDepositsSince(q: Q, playerId: number, since: Date): Promise<{ total: number; firstAt: Date | null }> {
    const res = await q.query<{ total: string; first_at: Date | null }>(
      `SELECT coalesce(sum(credited_amount), 0)::bigint AS total, min(credited_at) AS first_at
         FROM payment_deposits WHERE player_id = $1 AND status = 'credited' AND credited_at >= $2`,
      [playerId, since],
    );
    return { total: Number(res.rows[0]?.total ?? 0), firstAt: res.rows[0]?.first_at ?? null };
  }

  /** Today's (Vietnam day) auto-approved total of a player, for the daily auto-approval cap. */
  async autoApprovedToday(q: Q, playerId: number): Promise<number> {
    const res = await q.query<{ total: number }>(
      `SELECT COALESCE(sum(amount), 0)::bigint AS total FROM payment_withdrawals
        WHERE player_id = $1 AND auto_approved AND status NOT IN ('rejected', 'failed')
          AND created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Ho_Chi_Minh') AT TIME ZONE 'Asia/Ho_Chi_Minh'`,
      [playerId],
    );
    return Number(res.rows[0]?.total ?? 0);
  }

  /** Withdrawals whose reservation never got recorded (crash between insert and reserve). */
  async unreservedWithdrawals(olderThanSeconds: number): Promise<WithdrawalRow[]> {
    const res = await this.db.pool.query<WithdrawalRow>(
      // Returns of held deposits are reserved in the transaction that inserts them (never here:
      // this would reserve from cash).
      `SELECT * FROM payment_withdrawals WHERE reserve_journal_id IS NULL AND payment_exception_id IS NULL
          AND created_at < now() - make_interval(secs => $1)`,
      [olderThanSeconds],
    );
    return res.rows;
  }

  async listWithdrawals(filter: {
    status?: string;
    method?: string;
    playerId?: number;
    page: number;
    perPage: number;
  }) {
    return this.page<WithdrawalRow>('payment_withdrawals', filter, ['reserve_journal_id IS NOT NULL']);
  }

  async listDeposits(filter: { status?: string; method?: string; playerId?: number; page: number; perPage: number }) {
    return this.page<DepositRow>('payment_deposits', filter, []);
  }

  private async page<T extends object>(
    table: 'payment_withdrawals' | 'payment_deposits' | 'payment_exceptions',
    filter: { status?: string; method?: string; playerId?: number; page: number; perPage: number },
    fixed: string[],
  ): Promise<{ rows: T[]; total: number }> {
    const where = [...fixed];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.method && table !== 'payment_exceptions') {
      params.push(filter.method);
      where.push(`method = $${params.length}`);
    }
    if (filter.playerId) {
      params.push(filter.playerId);
      where.push(`player_id = $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} ${clause}`, params);
    const res = await this.db.pool.query<T>(
      `SELECT * FROM ${table} ${clause} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    return { rows: res.rows, total: total.rows[0]?.n ?? 0 };
  }

  // ─── history ─────────────────────────────────────────────────────────────────────────

  /** Deposits (with an amount) and reserved withdrawals of the last `days` days, newest first. */
  async history(
    playerId: number,
    opts: { days: number; type: 'all' | 'deposit' | 'withdraw'; limit: number; offset: number },
  ): Promise<{ rows: HistoryRow[]; total: number }> {
    const parts: string[] = [];
    if (opts.type !== 'withdraw') {
      parts.push(`SELECT 'deposit' AS kind, id, method, status,
                         CASE WHEN status = 'held' THEN held_amount ELSE COALESCE(credited_amount, amount) END AS amount,
                         failure_reason AS reason, created_at, held_amount, credited_amount, details,
                         NULL::bigint AS payment_exception_id, NULL::text[] AS hold_reasons
                    FROM payment_deposits
                   WHERE player_id = $1 AND created_at >= now() - make_interval(days => $2) AND COALESCE(credited_amount, amount) IS NOT NULL`);
    }
    if (opts.type !== 'deposit') {
      parts.push(`SELECT 'withdraw' AS kind, id, method, status, amount, reject_reason AS reason, created_at,
                         0::bigint AS held_amount, NULL::bigint AS credited_amount, details, payment_exception_id,
                         hold_reasons
                    FROM payment_withdrawals
                   WHERE player_id = $1 AND created_at >= now() - make_interval(days => $2) AND reserve_journal_id IS NOT NULL`);
    }
    if (opts.type === 'all') {
      // Money in that is not a deposit: gift codes and mission rewards once credited (their
      // journal is set), so the tab accounts for every change of the balance but the games'.
      parts.push(`SELECT 'giftcode' AS kind, id, code AS method, 'credited' AS status, amount, NULL AS reason,
                         created_at, 0::bigint AS held_amount, NULL::bigint AS credited_amount,
                         '{}'::jsonb AS details, NULL::bigint AS payment_exception_id, NULL::text[] AS hold_reasons
                    FROM giftcode_redemptions
                   WHERE player_id = $1 AND created_at >= now() - make_interval(days => $2) AND journal_id IS NOT NULL`);
      parts.push(`SELECT 'mission' AS kind, pm.id, m.title AS method, 'credited' AS status, pm.reward AS amount,
                         NULL AS reason, pm.rewarded_at AS created_at, 0::bigint AS held_amount,
                         NULL::bigint AS credited_amount, '{}'::jsonb AS details, NULL::bigint AS payment_exception_id,
                         NULL::text[] AS hold_reasons
                    FROM player_missions pm JOIN missions m ON m.id = pm.mission_id
                   WHERE pm.player_id = $1 AND pm.rewarded_at >= now() - make_interval(days => $2)
                     AND pm.reward_journal_id IS NOT NULL`);
    }
    const union = parts.join(' UNION ALL ');
    const total = await this.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${union}) t`, [
      playerId,
      opts.days,
    ]);
    const res = await this.db.pool.query<HistoryRow>(
      `SELECT * FROM (${union}) t ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [playerId, opts.days, opts.limit, opts.offset],
    );
    return { rows: res.rows, total: total.rows[0]?.n ?? 0 };
  }
}
