import { AdjustmentErrorMessage, type TAdjustment, type TCreateAdjustmentRequest } from '@app/contract';
import type { PoolClient } from 'pg';
import { AppError } from '../../http/errors';
import type { StaffActor } from '../admin/admin.service';
import { CLEARING, type PaymentsCore, sha256 } from './payments.core';
import { type AdjustmentRow, CorrectionsRepository } from './payments.corrections.repository';
import type { PaymentsRepository } from './payments.repository';

type Code = keyof typeof AdjustmentErrorMessage;
const adjError = (status: number, code: Code) => new AppError(status, code, AdjustmentErrorMessage[code]);

/** The system account manual adjustments come from and go to. */
const ADJUSTMENTS = { type: 'system', purpose: 'adjustments', code: 'manual' } as const;

/**
 * Staff corrections of a player's money (decision 124). A request is recorded once per staff
 * member and Idempotency-Key, so a double click or a retried request finds the first one. It
 * applies at once when the amount is at or below the configured four-eyes amount, else it waits
 * for a second staff member; a reversal of an exception credit always waits. Applying posts one
 * ledger journal under `staff-adjustment:<id>` in the transaction that marks the row applied,
 * with the row locked: concurrent or repeated approvals see `applied` and move nothing more.
 */
export class PaymentCorrections {
  private readonly repo: PaymentsRepository;
  private readonly adj: CorrectionsRepository;

  constructor(private readonly core: PaymentsCore) {
    this.repo = core.repo;
    this.adj = new CorrectionsRepository(core.repo.pool);
  }

  async request(input: TCreateAdjustmentRequest, key: string, actor: StaffActor): Promise<TAdjustment> {
    if (!(await this.core.deps.players.getPlayer(input.playerId)))
      throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy người chơi');
    const limit = (await this.core.settings.get()).adjustments.secondApproverAbove;
    const hash = sha256(JSON.stringify(['adjustment', input]));
    const row = await this.repo.tx(async (c) => {
      const existing = await this.adj.findByKey(c, actor.staffId, key);
      if (existing) return this.replay(existing, hash);
      const inserted = await this.adj.insert(c, {
        kind: 'adjustment',
        playerId: input.playerId,
        account: input.account,
        direction: input.direction,
        amount: input.amount,
        reason: input.reason,
        paymentExceptionId: null,
        requestedBy: actor.staffId,
        requestKey: key,
        requestHash: hash,
      });
      if (!inserted) return this.replay((await this.adj.findByKey(c, actor.staffId, key))!, hash);
      await this.core.deps.admin.audit(
        actor,
        'adjustment.request',
        { type: 'adjustment', id: inserted.id },
        { ...input, secondApproverAbove: limit },
        c,
      );
      if (input.amount > limit) return inserted;
      return this.apply(c, inserted, actor, null);
    });
    return this.view(row);
  }

  /**
   * Asks to undo an exception credited to the wrong player: a counter-entry taking the credited
   * amount back from that player's cash to payment clearing, applied when a second staff member
   * approves; the exception then opens again for the right player and the deposit is cancelled.
   */
  async requestReversal(exceptionId: number, reason: string, key: string, actor: StaffActor): Promise<TAdjustment> {
    const hash = sha256(JSON.stringify(['exception_reversal', exceptionId, reason]));
    const row = await this.repo.tx(async (c) => {
      // the exception's lock first: a double click's second request then finds the first one
      const e = await this.repo.findException(c, exceptionId, true);
      if (!e) throw new AppError(404, 'PAYMENT_EXCEPTION_NOT_FOUND', 'Không tìm thấy giao dịch ngoại lệ');
      const existing = await this.adj.findByKey(c, actor.staffId, key);
      if (existing) return this.replay(existing, hash);
      const depositId = Number(e.details.depositId);
      if (e.resolution !== 'credited' || !e.player_id || !depositId) throw adjError(409, 'EXCEPTION_NOT_CREDITED');
      const deposit = await this.repo.findDeposit(c, depositId);
      if (deposit?.status !== 'credited') throw adjError(409, 'EXCEPTION_NOT_CREDITED');
      if (deposit.held_amount > 0 || !deposit.credited_amount) throw adjError(409, 'EXCEPTION_CREDIT_HELD');
      if (await this.adj.liveReversal(c, exceptionId)) throw adjError(409, 'REVERSAL_EXISTS');
      const inserted = (await this.adj.insert(c, {
        kind: 'exception_reversal',
        playerId: deposit.player_id,
        account: 'cash',
        direction: 'debit',
        amount: deposit.credited_amount,
        reason,
        paymentExceptionId: exceptionId,
        requestedBy: actor.staffId,
        requestKey: key,
        requestHash: hash,
      }))!;
      await this.core.deps.admin.audit(
        actor,
        'payment_exception.reverse_request',
        { type: 'payment_exception', id: exceptionId },
        { adjustmentId: inserted.id, playerId: deposit.player_id, amount: deposit.credited_amount, depositId, reason },
        c,
      );
      return inserted;
    });
    return this.view(row);
  }

  /** A second staff member applies a waiting request; a repeated approval answers the applied row. */
  async approve(id: number, note: string | undefined, actor: StaffActor): Promise<TAdjustment> {
    const row = await this.repo.tx(async (c) => {
      const a = await this.adj.find(c, id, true);
      if (!a) throw adjError(404, 'ADJUSTMENT_NOT_FOUND');
      if (a.status === 'applied') return a;
      if (a.status !== 'pending') throw adjError(409, 'ADJUSTMENT_DECIDED');
      if (a.requested_by === actor.staffId) throw adjError(409, 'FOUR_EYES_SAME_STAFF');
      return this.apply(c, a, actor, note ?? null);
    });
    return this.view(row);
  }

  async reject(id: number, reason: string, actor: StaffActor): Promise<TAdjustment> {
    const row = await this.repo.tx(async (c) => {
      const a = await this.adj.find(c, id, true);
      if (!a) throw adjError(404, 'ADJUSTMENT_NOT_FOUND');
      if (a.status !== 'pending') throw adjError(409, 'ADJUSTMENT_DECIDED');
      const updated = await this.adj.decide(c, id, {
        status: 'rejected',
        staffId: actor.staffId,
        note: reason,
        journalId: null,
      });
      await this.core.deps.admin.audit(
        actor,
        'adjustment.reject',
        { type: 'adjustment', id },
        { playerId: a.player_id, amount: a.amount, kind: a.kind, reason },
        c,
      );
      return updated;
    });
    return this.view(row);
  }

  async list(filter: { status?: string; playerId?: number; page: number; perPage: number }) {
    const { rows, total } = await this.adj.list(filter);
    return { rows: await this.views(rows), total };
  }

  private replay(existing: AdjustmentRow, hash: string): AdjustmentRow {
    if (existing.request_hash !== hash) throw adjError(409, 'IDEMPOTENCY_KEY_REUSED');
    return existing;
  }

  /** The ledger move and the applied state, in one transaction with the row locked. */
  private async apply(c: PoolClient, a: AdjustmentRow, actor: StaffActor, note: string | null) {
    const ledger = this.core.deps.ledger;
    const key = { scope: 'staff', externalId: `staff-adjustment:${a.id}` };
    const meta = { adjustmentId: a.id, reason: a.reason, requestedBy: a.requested_by, approvedBy: actor.staffId };
    let journalId: number;
    try {
      if (a.kind === 'exception_reversal') {
        const e = (await this.repo.findException(c, a.payment_exception_id!, true))!;
        const deposit = (await this.repo.findDeposit(c, Number(e.details.depositId), true))!;
        if (deposit.status !== 'credited' || e.resolution !== 'credited') throw adjError(409, 'EXCEPTION_NOT_CREDITED');
        const clearing = { type: 'system', purpose: 'payment_clearing', code: CLEARING[deposit.method] } as const;
        journalId = (
          await ledger.debit(
            { ...key, kind: 'deposit_reversal', playerId: a.player_id, amount: a.amount, to: clearing, meta },
            c,
          )
        ).journalId;
        await this.adj.cancelReversedDeposit(c, deposit.id, a.id);
        await this.adj.reopenException(c, e.id, {
          playerIdBefore: (e.details.playerIdBefore as number | null | undefined) ?? null,
          reversal: { adjustmentId: a.id, journalId, playerId: a.player_id, depositId: deposit.id },
        });
        await this.core.deps.admin.audit(
          actor,
          'payment_exception.reverse',
          { type: 'payment_exception', id: e.id },
          { adjustmentId: a.id, playerId: a.player_id, amount: a.amount, depositId: deposit.id, journalId, note },
          c,
        );
      } else {
        const input = {
          ...key,
          kind: 'staff_adjustment',
          playerId: a.player_id,
          amount: a.amount,
          account: a.account,
          meta,
        };
        journalId = (
          a.direction === 'credit'
            ? await ledger.credit({ ...input, from: ADJUSTMENTS }, c)
            : await ledger.debit({ ...input, to: ADJUSTMENTS }, c)
        ).journalId;
      }
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')
        throw adjError(409, 'ADJUSTMENT_INSUFFICIENT_FUNDS');
      throw err;
    }
    const updated = await this.adj.decide(c, a.id, { status: 'applied', staffId: actor.staffId, note, journalId });
    await this.core.deps.admin.audit(
      actor,
      'adjustment.apply',
      { type: 'adjustment', id: a.id },
      {
        kind: a.kind,
        playerId: a.player_id,
        account: a.account,
        direction: a.direction,
        amount: a.amount,
        journalId,
        requestedBy: a.requested_by,
        note,
      },
      c,
    );
    return updated;
  }

  private async view(row: AdjustmentRow): Promise<TAdjustment> {
    return (await this.views([row]))[0]!;
  }

  private async views(rows: AdjustmentRow[]): Promise<TAdjustment[]> {
    const staffIds = rows.flatMap((r) => [r.requested_by, ...(r.decided_by ? [r.decided_by] : [])]);
    const names = await this.core.deps.admin.staffNames([...new Set(staffIds)]);
    const players = new Map<number, string | null>();
    for (const id of new Set(rows.map((r) => r.player_id)))
      players.set(id, (await this.core.deps.players.getPlayer(id))?.username ?? null);
    const limit = (await this.core.settings.get()).adjustments.secondApproverAbove;
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      playerId: r.player_id,
      username: players.get(r.player_id) ?? null,
      account: r.account,
      direction: r.direction,
      amount: r.amount,
      reason: r.reason,
      paymentExceptionId: r.payment_exception_id,
      status: r.status,
      requestedBy: r.requested_by,
      requestedByName: names.get(r.requested_by) ?? null,
      decidedBy: r.decided_by,
      decidedByName: r.decided_by ? (names.get(r.decided_by) ?? null) : null,
      decisionNote: r.decision_note,
      decidedAt: r.decided_at?.toISOString() ?? null,
      journalId: r.journal_id,
      createdAt: r.created_at.toISOString(),
      needsSecondApprover: r.kind === 'exception_reversal' || r.amount > limit,
    }));
  }
}
