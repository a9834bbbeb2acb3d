import type { TGiftcodeBatch } from '@app/contract';
import type pg from 'pg';
import { inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';

const batchNotFound = () => new AppError(404, 'GIFTCODE_BATCH_NOT_FOUND', 'Lô mã không tồn tại');

/** A CSV cell: quoted, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

/**
 * Gift-code batches for the back office (decision 099): the list, the CSV of a batch's codes
 * and forfeiting what is left of a batch (its unused codes expire now, so redeeming them answers
 * GIFTCODE_INVALID like any expired code; uses already made stay).
 */
export class GiftcodeBatches {
  constructor(
    private readonly pool: pg.Pool,
    private readonly admin: () => AdminService,
  ) {}

  async list(): Promise<TGiftcodeBatch[]> {
    const { rows } = await this.pool.query<{
      batch_id: string;
      codes: number;
      open: number;
      redeemed: number;
      amount: string;
      turnover: number;
      expires_at: Date | null;
      note: string;
      created_at: Date;
    }>(
      `SELECT batch_id, count(*)::int AS codes,
              count(*) FILTER (WHERE uses < max_uses AND (expires_at IS NULL OR expires_at > now()))::int AS open,
              sum(uses)::int AS redeemed, max(amount) AS amount, max(turnover) AS turnover,
              max(expires_at) AS expires_at, max(note) AS note, min(created_at) AS created_at
         FROM giftcodes WHERE batch_id IS NOT NULL
        GROUP BY batch_id ORDER BY min(created_at) DESC LIMIT 200`,
    );
    return rows.map((r) => ({
      batchId: r.batch_id,
      codes: r.codes,
      open: r.open,
      redeemed: r.redeemed,
      amount: Number(r.amount),
      turnover: r.turnover,
      expiresAt: r.expires_at?.toISOString() ?? null,
      note: r.note,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** The batch's codes as CSV (UTF-8 with BOM for spreadsheet apps), audited: the codes are money. */
  async csv(actor: StaffActor, batchId: string): Promise<string> {
    const { rows } = await this.pool.query<{
      code: string;
      amount: string;
      turnover: number;
      uses: number;
      max_uses: number;
      expires_at: Date | null;
    }>('SELECT code, amount, turnover, uses, max_uses, expires_at FROM giftcodes WHERE batch_id = $1 ORDER BY id', [
      batchId,
    ]);
    if (!rows.length) throw batchNotFound();
    await this.admin().audit(
      actor,
      'giftcode.batch_export',
      { type: 'giftcode_batch', id: batchId },
      { codes: rows.length },
    );
    const lines = [
      ['code', 'amount', 'turnover', 'uses', 'max_uses', 'expires_at'].join(','),
      ...rows.map((r) =>
        [r.code, r.amount, r.turnover, r.uses, r.max_uses, r.expires_at?.toISOString() ?? null].map(cell).join(','),
      ),
    ];
    return `\ufeff${lines.join('\r\n')}\r\n`;
  }

  /** Ends the batch's unused codes now (audited with how many and which). */
  async forfeit(actor: StaffActor, batchId: string): Promise<{ forfeited: number }> {
    return inTransaction(this.pool, async (c) => {
      const exists = await c.query('SELECT 1 FROM giftcodes WHERE batch_id = $1 LIMIT 1', [batchId]);
      if (!exists.rowCount) throw batchNotFound();
      const { rows } = await c.query<{ code: string }>(
        `UPDATE giftcodes SET expires_at = now()
          WHERE batch_id = $1 AND uses < max_uses AND (expires_at IS NULL OR expires_at > now())
          RETURNING code`,
        [batchId],
      );
      await this.admin().audit(
        actor,
        'giftcode.batch_forfeit',
        { type: 'giftcode_batch', id: batchId },
        { forfeited: rows.length, codes: rows.map((r) => r.code) },
        c,
      );
      return { forfeited: rows.length };
    });
  }
}
