import type { ExceptionRow, Q } from './payments.repository';

export interface AdjustmentRow {
  id: number;
  kind: 'adjustment' | 'exception_reversal';
  player_id: number;
  account: 'cash' | 'bonus';
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  payment_exception_id: number | null;
  status: 'pending' | 'applied' | 'rejected';
  requested_by: number;
  request_key: string;
  request_hash: string;
  decided_by: number | null;
  decision_note: string | null;
  decided_at: Date | null;
  journal_id: number | null;
  created_at: Date;
}

/** SQL of staff corrections (decision 124): the staff_adjustments rows and what a reversal changes. */
export class CorrectionsRepository {
  constructor(private readonly pool: Q) {}

  async findByKey(q: Q, staffId: number, key: string): Promise<AdjustmentRow | null> {
    const res = await q.query<AdjustmentRow>(
      'SELECT * FROM staff_adjustments WHERE requested_by = $1 AND request_key = $2',
      [staffId, key],
    );
    return res.rows[0] ?? null;
  }

  async find(q: Q, id: number, forUpdate = false): Promise<AdjustmentRow | null> {
    const res = await q.query<AdjustmentRow>(
      `SELECT * FROM staff_adjustments WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return res.rows[0] ?? null;
  }

  /** Null when the same staff member and key raced in first (the caller reads that row). */
  async insert(
    q: Q,
    a: {
      kind: AdjustmentRow['kind'];
      playerId: number;
      account: AdjustmentRow['account'];
      direction: AdjustmentRow['direction'];
      amount: number;
      reason: string;
      paymentExceptionId: number | null;
      requestedBy: number;
      requestKey: string;
      requestHash: string;
    },
  ): Promise<AdjustmentRow | null> {
    const res = await q.query<AdjustmentRow>(
      `INSERT INTO staff_adjustments
         (kind, player_id, account, direction, amount, reason, payment_exception_id, requested_by, request_key, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (requested_by, request_key) DO NOTHING RETURNING *`,
      [
        a.kind,
        a.playerId,
        a.account,
        a.direction,
        a.amount,
        a.reason,
        a.paymentExceptionId,
        a.requestedBy,
        a.requestKey,
        a.requestHash,
      ],
    );
    return res.rows[0] ?? null;
  }

  async liveReversal(q: Q, exceptionId: number): Promise<boolean> {
    const res = await q.query(
      `SELECT 1 FROM staff_adjustments
        WHERE payment_exception_id = $1 AND kind = 'exception_reversal' AND status IN ('pending', 'applied')`,
      [exceptionId],
    );
    return (res.rowCount ?? 0) > 0;
  }

  async decide(
    q: Q,
    id: number,
    d: { status: 'applied' | 'rejected'; staffId: number; note: string | null; journalId: number | null },
  ): Promise<AdjustmentRow> {
    const res = await q.query<AdjustmentRow>(
      `UPDATE staff_adjustments SET status = $2, decided_by = $3, decision_note = $4, journal_id = $5, decided_at = now()
        WHERE id = $1 RETURNING *`,
      [id, d.status, d.staffId, d.note, d.journalId],
    );
    return res.rows[0]!;
  }

  async list(filter: { status?: string; playerId?: number; page: number; perPage: number }) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      params.push(filter.status);
      where.push(`status = $${params.length}`);
    }
    if (filter.playerId) {
      params.push(filter.playerId);
      where.push(`player_id = $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = await this.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff_adjustments ${clause}`,
      params,
    );
    const res = await this.pool.query<AdjustmentRow>(
      `SELECT * FROM staff_adjustments ${clause} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    return { rows: res.rows, total: total.rows[0]?.n ?? 0 };
  }

  /** The deposit a reversed exception credit made: no longer money in (reports count credited only). */
  async cancelReversedDeposit(q: Q, depositId: number, adjustmentId: number): Promise<void> {
    await q.query(
      `UPDATE payment_deposits
          SET status = 'cancelled', failure_reason = 'Đã đảo bút toán: cộng nhầm người chơi',
              details = details || jsonb_build_object('reversedBy', $2::bigint), updated_at = now()
        WHERE id = $1 AND status = 'credited'`,
      [depositId, adjustmentId],
    );
  }

  /** Opens a reversed exception again, for the right player, with its reversal on record. */
  async reopenException(
    q: Q,
    id: number,
    r: { playerIdBefore: number | null; reversal: Record<string, unknown> },
  ): Promise<ExceptionRow> {
    const res = await q.query<ExceptionRow>(
      `UPDATE payment_exceptions
          SET status = 'open', resolution = NULL, resolved_by = NULL, resolved_at = NULL, journal_id = NULL,
              player_id = $2,
              details = (details - 'depositId' - 'credited' - 'held')
                        || jsonb_build_object('reversals', coalesce(details->'reversals', '[]'::jsonb) || $3::jsonb)
        WHERE id = $1 RETURNING *`,
      [id, r.playerIdBefore, JSON.stringify([r.reversal])],
    );
    return res.rows[0]!;
  }
}
