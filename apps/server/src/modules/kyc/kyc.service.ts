import { createHash } from 'node:crypto';
import { KycMessage, type TKycDocumentKind, type TKycStatus, type TStaffKycSubmission } from '@app/contract';
import { type Db, inTransaction } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';

const MAX_BYTES = 2 * 1024 * 1024;

/** What the bytes are, by their magic numbers: the data: URL's own claim is not trusted. */
function sniff(buf: Buffer): string | null {
  if (buf.length > 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length > 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (buf.length > 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

function decode(dataUrl: string): { contentType: string; data: Buffer } {
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const contentType = sniff(data);
  if (!contentType || data.length > MAX_BYTES)
    throw new AppError(400, 'KYC_IMAGE_INVALID', KycMessage.KYC_IMAGE_INVALID);
  return { contentType, data };
}

interface SubmissionRow {
  id: number;
  player_id: number;
  username: string;
  status: TStaffKycSubmission['status'];
  reject_reason: string | null;
  full_name: string | null;
  date_of_birth: string | null;
  id_number: string | null;
  same_id: TStaffKycSubmission['sameIdAccounts'] | null;
  created_at: Date;
  reviewed_at: Date | null;
  reviewer: string | null;
  docs: { kind: TKycDocumentKind; size: number }[] | null;
}

const view = (r: SubmissionRow): TStaffKycSubmission => ({
  id: Number(r.id),
  playerId: Number(r.player_id),
  username: r.username,
  status: r.status,
  rejectReason: r.reject_reason,
  fullName: r.full_name,
  dateOfBirth: r.date_of_birth,
  idNumber: r.id_number,
  sameIdAccounts: (r.same_id ?? []).map((a) => ({ ...a, playerId: Number(a.playerId) })),
  createdAt: r.created_at.toISOString(),
  reviewedAt: r.reviewed_at?.toISOString() ?? null,
  reviewedBy: r.reviewer,
  documents: (r.docs ?? []).map((d) => ({
    kind: d.kind,
    size: d.size,
    url: `/admin-api/kyc/${r.id}/documents/${d.kind}`,
  })),
});

const SUBMISSION_SQL = `
  SELECT s.id, s.player_id, p.username, s.status, s.reject_reason, s.full_name, to_char(s.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         s.id_number, s.created_at, s.reviewed_at, st.username AS reviewer,
         (SELECT json_agg(json_build_object('playerId', o.player_id, 'username', op.username, 'status', o.status) ORDER BY o.id)
            FROM kyc_submissions o JOIN players op ON op.id = o.player_id
           WHERE s.id_number IS NOT NULL AND o.id_number = s.id_number AND o.player_id <> s.player_id
             AND o.status <> 'rejected') AS same_id,
         (SELECT json_agg(json_build_object('kind', d.kind, 'size', d.size)
                          ORDER BY array_position(ARRAY['id_front', 'id_back', 'selfie'], d.kind))
            FROM kyc_documents d WHERE d.submission_id = s.id) AS docs
    FROM kyc_submissions s JOIN players p ON p.id = s.player_id LEFT JOIN staff st ON st.id = s.reviewed_by`;

/**
 * Identity checks: a player sends the ID card's two sides and a selfie; compliance verifies or
 * rejects with a reason the player sees; withdrawals above the threshold need a verified one.
 */
export class KycService {
  constructor(
    private readonly db: Db,
    private readonly deps: { admin: () => AdminService },
    /** Withdrawals above this (VND) need a verified identity; 0 turns the check off. */
    readonly withdrawalThreshold: number,
  ) {}

  async status(playerId: number): Promise<TKycStatus> {
    const res = await this.db.pool.query<{
      status: TKycStatus['status'];
      reject_reason: string | null;
      created_at: Date;
    }>('SELECT status, reject_reason, created_at FROM kyc_submissions WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [
      playerId,
    ]);
    const r = res.rows[0];
    return {
      status: r?.status ?? 'none',
      rejectReason: r?.reject_reason ?? null,
      submittedAt: r?.created_at.toISOString() ?? null,
      withdrawalThreshold: this.withdrawalThreshold,
    };
  }

  async submit(playerId: number, input: { idFront: string; idBack: string; selfie: string }): Promise<TKycStatus> {
    const docs = { id_front: decode(input.idFront), id_back: decode(input.idBack), selfie: decode(input.selfie) };
    await inTransaction(this.db.pool, async (client) => {
      // one submission at a time per player
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`kyc:${playerId}`]);
      const last = await client.query<{ status: string }>(
        'SELECT status FROM kyc_submissions WHERE player_id = $1 ORDER BY id DESC LIMIT 1',
        [playerId],
      );
      const status = last.rows[0]?.status;
      if (status === 'pending') throw new AppError(409, 'KYC_ALREADY_PENDING', KycMessage.KYC_ALREADY_PENDING);
      if (status === 'verified') throw new AppError(409, 'KYC_ALREADY_VERIFIED', KycMessage.KYC_ALREADY_VERIFIED);
      const s = await client.query<{ id: number }>('INSERT INTO kyc_submissions (player_id) VALUES ($1) RETURNING id', [
        playerId,
      ]);
      for (const [kind, d] of Object.entries(docs)) {
        await client.query(
          'INSERT INTO kyc_documents (submission_id, kind, content_type, size, sha256, data) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            s.rows[0]!.id,
            kind,
            d.contentType,
            d.data.length,
            createHash('sha256').update(d.data).digest('hex'),
            d.data,
          ],
        );
      }
    });
    return this.status(playerId);
  }

  async list(status: string | undefined): Promise<TStaffKycSubmission[]> {
    const res = await this.db.pool.query<SubmissionRow>(
      `${SUBMISSION_SQL} WHERE ($1::text IS NULL OR s.status = $1) ORDER BY s.id ${status === 'pending' ? 'ASC' : 'DESC'} LIMIT 200`,
      [status ?? null],
    );
    return res.rows.map(view);
  }

  async document(
    id: number,
    kind: TKycDocumentKind,
    actor: StaffActor,
  ): Promise<{ contentType: string; data: Buffer }> {
    const res = await this.db.pool.query<{ content_type: string; data: Buffer; player_id: number }>(
      `SELECT d.content_type, d.data, s.player_id FROM kyc_documents d JOIN kyc_submissions s ON s.id = d.submission_id
        WHERE d.submission_id = $1 AND d.kind = $2`,
      [id, kind],
    );
    const row = res.rows[0];
    if (!row) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy ảnh');
    await this.deps
      .admin()
      .audit(actor, 'kyc.view_document', { type: 'kyc', id }, { kind, playerId: Number(row.player_id) });
    return { contentType: row.content_type, data: row.data };
  }

  async review(
    id: number,
    decision:
      | { verified: true; fullName?: string; dateOfBirth?: string; idNumber?: string; sharedIdConfirmed?: boolean }
      | { verified: false; reason: string },
    actor: StaffActor,
  ) {
    await inTransaction(this.db.pool, async (client) => {
      const res = await client.query<{ status: string; player_id: number }>(
        'SELECT status, player_id FROM kyc_submissions WHERE id = $1 FOR UPDATE',
        [id],
      );
      const before = res.rows[0];
      if (!before) throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy hồ sơ');
      if (before.status !== 'pending') throw new AppError(409, 'KYC_NOT_PENDING', KycMessage.KYC_NOT_PENDING);
      const status = decision.verified ? 'verified' : 'rejected';
      const reason = decision.verified ? null : decision.reason;
      const fullName = decision.verified && decision.fullName ? decision.fullName.toUpperCase() : null;
      const dateOfBirth = (decision.verified && decision.dateOfBirth) || null;
      const idNumber = (decision.verified && decision.idNumber) || null;
      // one person, one account: an ID number already on another live check is refused unless
      // compliance says it checked that both accounts are the same person's
      const shared = idNumber
        ? await client.query<{ player_id: number; username: string }>(
            `SELECT DISTINCT o.player_id, p.username FROM kyc_submissions o JOIN players p ON p.id = o.player_id
              WHERE o.id_number = $1 AND o.player_id <> $2 AND o.status <> 'rejected'`,
            [idNumber, before.player_id],
          )
        : { rows: [] };
      if (shared.rows.length > 0 && !(decision.verified && decision.sharedIdConfirmed))
        throw new AppError(
          409,
          'KYC_ID_NUMBER_IN_USE',
          `Số giấy tờ này đã có ở tài khoản khác: ${shared.rows.map((r) => `${r.username} (#${r.player_id})`).join(', ')}. Kiểm tra rồi xác nhận nếu vẫn xác minh.`,
        );
      await client.query(
        `UPDATE kyc_submissions SET status = $2, reject_reason = $3, reviewed_by = $4, reviewed_at = now(), full_name = $5,
                date_of_birth = $6, id_number = $7
          WHERE id = $1`,
        [id, status, reason, actor.staffId, fullName, dateOfBirth, idNumber],
      );
      await this.deps.admin().audit(
        actor,
        `kyc.${decision.verified ? 'verify' : 'reject'}`,
        { type: 'kyc', id },
        {
          playerId: Number(before.player_id),
          before: { status: before.status },
          after: {
            status,
            reason,
            ...(fullName ? { fullName } : {}),
            ...(dateOfBirth ? { dateOfBirth } : {}),
            // the number itself stays in the check; the log needs only enough to match it
            ...(idNumber ? { idNumber: `…${idNumber.slice(-4)}` } : {}),
            ...(shared.rows.length ? { sharedWith: shared.rows.map((r) => Number(r.player_id)) } : {}),
          },
        },
        client,
      );
    });
    const res = await this.db.pool.query<SubmissionRow>(`${SUBMISSION_SQL} WHERE s.id = $1`, [id]);
    return view(res.rows[0]!);
  }

  /** The full name on each player's latest verified identity check, where compliance recorded one. */
  async verifiedNames(playerIds: number[]): Promise<Map<number, string>> {
    if (!playerIds.length) return new Map();
    const res = await this.db.pool.query<{ player_id: string; full_name: string }>(
      `SELECT DISTINCT ON (player_id) player_id, full_name FROM kyc_submissions
        WHERE player_id = ANY($1::bigint[]) AND status = 'verified' AND full_name IS NOT NULL
        ORDER BY player_id, reviewed_at DESC`,
      [playerIds],
    );
    return new Map(res.rows.map((r) => [Number(r.player_id), r.full_name]));
  }

  /**
   * Players whose date of birth (the latest verified identity check's, read from the ID card)
   * falls on one of the month-days (`MM-DD`): the VIP birthday bonus (decision 155).
   */
  async birthdaysOn(monthDays: string[]): Promise<number[]> {
    if (!monthDays.length) return [];
    const res = await this.db.pool.query<{ player_id: string }>(
      `SELECT player_id FROM (
         SELECT DISTINCT ON (player_id) player_id, date_of_birth FROM kyc_submissions
          WHERE status = 'verified' AND date_of_birth IS NOT NULL
          ORDER BY player_id, reviewed_at DESC) latest
        WHERE to_char(date_of_birth, 'MM-DD') = ANY($1::text[])
        ORDER BY player_id`,
      [monthDays],
    );
    return res.rows.map((r) => Number(r.player_id));
  }

  /** Whether compliance verified the player's identity (auto-approval of withdrawals, decision 097). */
  async isVerified(playerId: number): Promise<boolean> {
    const res = await this.db.pool.query(
      `SELECT 1 FROM kyc_submissions WHERE player_id = $1 AND status = 'verified' LIMIT 1`,
      [playerId],
    );
    return (res.rowCount ?? 0) > 0;
  }

  /** A withdrawal guard (payments): above the threshold, only with a verified identity. */
  async withdrawalCheck(input: {
    playerId: number;
    amount: number;
  }): Promise<{ code: string; message: string } | null> {
    if (!this.withdrawalThreshold || input.amount <= this.withdrawalThreshold) return null;
    const res = await this.db.pool.query(
      `SELECT 1 FROM kyc_submissions WHERE player_id = $1 AND status = 'verified' LIMIT 1`,
      [input.playerId],
    );
    return res.rowCount ? null : { code: 'KYC_REQUIRED', message: KycMessage.KYC_REQUIRED };
  }
}
