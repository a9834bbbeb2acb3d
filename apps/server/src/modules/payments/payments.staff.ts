import {
  DEPOSIT_HOLD_REASONS,
  type TDepositMethod,
  type TPaymentSettings,
  type TReturnHeldRequest,
  type TWithdrawalRules,
} from '@app/contract';
import type { PoolClient } from 'pg';
import { AppError } from '../../http/errors';
import type { StaffActor } from '../admin/admin.service';
import { type AfterCommit, type PaymentsCore, payError, sha256 } from './payments.core';
import type { PaymentDeposits } from './payments.deposits';
import type { PaymentsRepository } from './payments.repository';
import { maskSettings, unmaskUpdate } from './payments.settings';
import { adminWithdrawalView, depositCode, depositView, exceptionView, withdrawalCode } from './payments.views';
import type { PaymentWithdrawals } from './payments.withdrawals';

/** Exception kinds of money held back by player protection, returned only (decision 073). */
const HOLD_KINDS: readonly string[] = DEPOSIT_HOLD_REASONS;

/**
 * What finance and support do in the cashier (each action audited): review withdrawals
 * (approve, reject, mark paid or failed), list deposits, withdrawals and payment exceptions,
 * credit or dismiss an exception, return money held back by player protection to its source
 * (decision 073), and change the cashier's settings.
 */
export class PaymentStaff {
  private readonly repo: PaymentsRepository;

  constructor(
    private readonly core: PaymentsCore,
    private readonly deposits: PaymentDeposits,
    private readonly withdrawals: PaymentWithdrawals,
  ) {
    this.repo = core.repo;
  }

  async approveWithdrawal(id: number, actor: StaffActor) {
    const approved = await this.repo.tx(async (c) => {
      const w = await this.repo.findWithdrawal(c, id, true);
      if (!w || w.reserve_journal_id === null) throw payError(404, 'WITHDRAWAL_NOT_FOUND');
      if (w.status !== 'pending') throw payError(409, 'WITHDRAWAL_STATUS');
      await this.core.assertPayoutAllowed(w.player_id, c);
      const updated = await this.repo.updateWithdrawal(c, id, {
        status: 'processing',
        review: true,
        reviewedBy: actor.staffId,
      });
      await this.core.deps.admin.audit(
        actor,
        'withdrawal.approve',
        { type: 'withdrawal', id },
        { amount: w.amount, method: w.method },
        c,
      );
      return updated;
    });
    return adminWithdrawalView(await this.withdrawals.dispatchPayout(approved.id));
  }

  async rejectWithdrawal(id: number, reason: string, actor: StaffActor) {
    const row = await this.repo.tx(async (c) => {
      const w = await this.repo.findWithdrawal(c, id, true);
      if (!w || w.reserve_journal_id === null) throw payError(404, 'WITHDRAWAL_NOT_FOUND');
      if (w.status !== 'pending') throw payError(409, 'WITHDRAWAL_STATUS');
      await this.core.deps.ledger.release(
        {
          scope: 'withdrawal',
          externalId: `withdrawal-release:${id}`,
          reservationId: w.reserve_journal_id,
          meta: { withdrawalId: id, reason },
        },
        c,
      );
      const updated = await this.repo.updateWithdrawal(c, id, {
        status: 'rejected',
        rejectReason: reason,
        review: true,
        reviewedBy: actor.staffId,
      });
      await this.core.deps.admin.audit(
        actor,
        'withdrawal.reject',
        { type: 'withdrawal', id },
        { reason, amount: w.amount },
        c,
      );
      return updated;
    });
    await this.core.afterCommit({ credited: [], withdrawals: [this.core.withdrawalEvent(row)] });
    return adminWithdrawalView(row);
  }

  async markWithdrawalPaid(id: number, reference: string, actor: StaffActor) {
    return adminWithdrawalView(
      await this.withdrawals.completePayout(id, { status: 'paid', providerRef: reference }, actor),
    );
  }

  async markWithdrawalFailed(id: number, reason: string, actor: StaffActor) {
    return adminWithdrawalView(await this.withdrawals.completePayout(id, { status: 'failed', reason }, actor));
  }

  async listWithdrawals(filter: {
    status?: string;
    method?: string;
    playerId?: number;
    page: number;
    perPage: number;
  }) {
    const { rows, total } = await this.repo.listWithdrawals(filter);
    const waiting = rows.filter((r) => ['pending', 'processing', 'unknown'].includes(r.status));
    const [blocked, priority] = await Promise.all([
      this.core.payoutBlocked(waiting.map((r) => r.player_id)),
      this.core.priorityPlayers(rows.filter((r) => r.status === 'pending').map((r) => r.player_id)),
    ]);
    const views = await this.withdrawals.review.forStaff(rows);
    const out = views.map((v, i) => ({
      ...v,
      amlBlocked: waiting.includes(rows[i]!) && blocked.has(rows[i]!.player_id),
      vipPriority: rows[i]!.status === 'pending' && priority.has(rows[i]!.player_id),
    }));
    // the VIP levels with withdrawal priority go first in the queue; the order is kept otherwise
    return { rows: [...out.filter((v) => v.vipPriority), ...out.filter((v) => !v.vipPriority)], total };
  }

  async listDeposits(filter: { status?: string; method?: string; playerId?: number; page: number; perPage: number }) {
    const { rows, total } = await this.repo.listDeposits(filter);
    return {
      rows: rows.map((r) => ({ ...depositView(r), playerId: r.player_id, providerRef: r.provider_ref })),
      total,
    };
  }

  async listExceptions(filter: { status?: string; page: number; perPage: number }) {
    const { rows, total } = await this.repo.listExceptions(filter);
    return { rows: rows.map(exceptionView), total };
  }

  /**
   * Staff decision on money that could not be matched: credit it to a player (as a deposit,
   * so history, promotions and missions see it) or dismiss it (returned outside the platform).
   */
  async resolveException(
    id: number,
    action: { action: 'credit'; playerId?: number; note: string } | { action: 'dismiss'; note: string },
    actor: StaffActor,
  ) {
    // Outside the transaction (decision 071); an exception's own player exists by construction.
    if (action.action === 'credit' && action.playerId && !(await this.core.deps.players.getPlayer(action.playerId)))
      throw new AppError(404, 'NOT_FOUND', 'Không tìm thấy người chơi');
    const after: AfterCommit = { credited: [], withdrawals: [] };
    const row = await this.repo.tx(async (c: PoolClient) => {
      const e = await this.repo.findException(c, id, true);
      if (!e) throw payError(404, 'PAYMENT_EXCEPTION_NOT_FOUND');
      if (e.status !== 'open') throw payError(409, 'PAYMENT_EXCEPTION_RESOLVED');
      // Held money is in the ledger already, kept from play: it only goes back to its source.
      if (HOLD_KINDS.includes(e.kind)) throw payError(409, 'PAYMENT_HELD_RETURN_ONLY');
      if (action.action === 'dismiss') {
        const updated = await this.repo.resolveException(c, id, {
          resolution: 'dismissed',
          note: action.note,
          staffId: actor.staffId,
        });
        await this.core.deps.admin.audit(
          actor,
          'payment_exception.dismiss',
          { type: 'payment_exception', id },
          { note: action.note },
          c,
        );
        return updated;
      }
      if (['underpaid', 'overpaid'].includes(e.kind) && e.deposit_id) {
        throw new AppError(
          409,
          'PAYMENT_EXCEPTION_RESOLVED',
          'Số tiền thực nhận đã được cộng, chỉ có thể đóng ngoại lệ',
        );
      }
      const playerId = action.playerId ?? e.player_id;
      if (!playerId) throw new AppError(400, 'VALIDATION_ERROR', 'Cần chọn người chơi để cộng tiền');
      if (e.amount <= 0) throw new AppError(400, 'VALIDATION_ERROR', 'Giao dịch không có số tiền VND để cộng');
      const method: TDepositMethod =
        e.provider === 'momo' ? 'momo' : e.provider === 'crypto' ? 'crypto' : e.provider === 'card' ? 'card' : 'bank';
      const deposit = await this.repo.insertDeposit(c, {
        playerId,
        method,
        amount: e.amount,
        promotionId: null,
        details: { paymentExceptionId: e.id, kind: e.kind },
      });
      // Player protection applies to staff credits too (decision 073): for a self-excluded or
      // disabled player, or over a deposit limit, the money goes to held for return, not to cash.
      const credited = await this.deposits.creditDeposit(c, deposit, e.amount, 0, { resolvedBy: actor.staffId });
      after.credited.push(credited);
      await this.repo.resolveException(c, id, {
        resolution: 'credited',
        note: action.note,
        staffId: actor.staffId,
        playerId,
        journalId: credited.journal_id ?? credited.hold_journal_id,
      });
      const updated = await this.repo.updateExceptionDetails(c, id, {
        depositId: deposit.id,
        credited: credited.credited_amount,
        held: credited.held_amount,
        // a reversal (decision 124) gives the exception back its own player, not the one credited
        playerIdBefore: e.player_id,
      });
      await this.core.deps.admin.audit(
        actor,
        'payment_exception.credit',
        { type: 'payment_exception', id },
        {
          playerId,
          amount: e.amount,
          depositId: deposit.id,
          credited: credited.credited_amount,
          held: credited.held_amount,
          note: action.note,
        },
        c,
      );
      return updated;
    });
    await this.core.afterCommit(after);
    return exceptionView(row);
  }

  /**
   * Finance returns money held back by player protection to where it came from (decision 073):
   * a bank withdrawal reserved from the player's deposit_held account, approved by the staff
   * member asking for it, then paid out like any withdrawal (decision 043): paid settles it
   * and resolves the exception as returned; a definite failure releases it back to
   * deposit_held (never to cash) and the exception stays open for another try; an unknown
   * outcome waits for mark-paid / mark-failed. Exactly once per exception: a second request,
   * concurrent or later, gets the return under way (or done) instead of a new one.
   * Destination: the sender's account a bank notification named, else `bankAccountId`, a
   * verified bank account of the player.
   */
  async returnHeldDeposit(id: number, req: TReturnHeldRequest, actor: StaffActor) {
    // Reads that only gate the action, before the transaction (decision 071).
    const first = await this.repo.findException(this.repo.pool, id);
    if (!first) throw payError(404, 'PAYMENT_EXCEPTION_NOT_FOUND');
    if (!HOLD_KINDS.includes(first.kind) || !first.deposit_id || !first.player_id)
      throw payError(409, 'PAYMENT_EXCEPTION_NOT_HELD');
    const playerId = first.player_id;
    const deposit = (await this.repo.findDeposit(this.repo.pool, first.deposit_id))!;
    const sender = deposit.details.sender as { bankBin: string; accountNumber: string; holderName: string } | null;
    let destination: Record<string, unknown>;
    if (sender?.accountNumber && (deposit.method === 'bank' || deposit.method === 'codepay')) {
      if (req.bankAccountId !== undefined) throw payError(400, 'RETURN_TO_SOURCE_ONLY');
      const bank = this.core.deps.banks.bankInfo(sender.bankBin);
      destination = {
        bankBin: sender.bankBin,
        bankShortName: bank?.shortName ?? sender.bankBin,
        accountNumber: sender.accountNumber,
        holderName: sender.holderName,
        destination: 'source',
      };
    } else {
      if (req.bankAccountId === undefined) throw payError(400, 'RETURN_DESTINATION_REQUIRED');
      const account = await this.core.deps.banks.getVerifiedAccount(playerId, req.bankAccountId);
      if (!account) throw payError(400, 'BANK_ACCOUNT_NOT_VERIFIED');
      destination = {
        bankAccountId: account.id,
        bankBin: account.bankBin,
        bankShortName: account.bankShortName,
        accountNumber: account.accountNumber,
        holderName: account.holderName,
        destination: 'player_bank_account',
      };
    }

    const started = await this.repo.tx(async (c) => {
      const e = (await this.repo.findException(c, id, true))!;
      const returns = await this.repo.heldReturns(c, id);
      const live = returns.find((w) => w.status !== 'failed' && w.status !== 'rejected');
      if (live) return { row: live, fresh: false };
      if (e.status !== 'open') throw payError(409, 'PAYMENT_EXCEPTION_RESOLVED');
      const attempt = returns.length + 1;
      const inserted = (await this.repo.insertWithdrawal(c, {
        playerId,
        method: 'bank',
        amount: e.amount,
        details: {
          ...destination,
          kind: 'deposit_return',
          depositId: deposit.id,
          depositCode: depositCode(deposit.id),
          reason: e.kind,
        },
        key: `deposit-return:${id}:${attempt}`,
        requestHash: sha256(JSON.stringify(['deposit_return', id, attempt, destination])),
        heldReturn: { paymentExceptionId: id, staffId: actor.staffId },
      }))!;
      const reservation = await this.core.deps.ledger.reserve(
        {
          scope: 'withdrawal',
          externalId: `withdrawal:${inserted.id}`,
          playerId,
          amount: e.amount,
          from: 'deposit_held',
          meta: {
            withdrawalId: inserted.id,
            method: 'bank',
            code: withdrawalCode(inserted.id),
            paymentExceptionId: id,
          },
        },
        c,
      );
      const row = await this.repo.setReservation(c, inserted.id, reservation.journalId);
      await this.repo.updateExceptionDetails(c, id, { returnWithdrawalId: row.id, returnAttempts: attempt });
      await this.core.deps.admin.audit(
        actor,
        'payment_exception.return',
        { type: 'payment_exception', id },
        { playerId, amount: e.amount, depositId: deposit.id, withdrawalId: row.id, ...destination, note: req.note },
        c,
      );
      return { row, fresh: true };
    });
    let row = started.row;
    if (started.fresh) {
      await this.core.afterCommit({ credited: [], withdrawals: [this.core.withdrawalEvent(row)] });
      row = await this.withdrawals.dispatchPayout(row.id);
    }
    const exception = (await this.repo.findException(this.repo.pool, id))!;
    return { exception: exceptionView(exception), withdrawal: adminWithdrawalView(row) };
  }

  async settingsForStaff(): Promise<TPaymentSettings> {
    return maskSettings(await this.core.settings.get());
  }

  /** Replaces the settings (validated by the route, min <= max included), audited with before and after. */
  async updateSettings(update: TPaymentSettings, actor: StaffActor): Promise<TPaymentSettings> {
    this.core.settings.invalidate();
    const current = await this.core.settings.get();
    const next = unmaskUpdate(update, current);
    await this.repo.tx(async (c) => {
      await this.core.settings.save(next, actor.staffId, c);
      await this.core.deps.admin.audit(
        actor,
        'payments.settings_update',
        { type: 'payment_settings', id: 'cashier' },
        { settings: maskSettings(next), before: maskSettings(current), after: maskSettings(next) },
        c,
      );
    });
    return maskSettings(next);
  }

  async withdrawalRules(): Promise<TWithdrawalRules> {
    return (await this.core.settings.get()).autoApprove;
  }

  /** Finance sets the auto-approval rules (decision 097), audited with before and after. */
  async updateWithdrawalRules(rules: TWithdrawalRules, actor: StaffActor): Promise<TWithdrawalRules> {
    this.core.settings.invalidate();
    const current = await this.core.settings.get();
    const next = { ...structuredClone(current), autoApprove: { ...rules } };
    await this.repo.tx(async (c) => {
      await this.core.settings.save(next, actor.staffId, c);
      await this.core.deps.admin.audit(
        actor,
        'payments.withdrawal_rules_update',
        { type: 'payment_settings', id: 'cashier' },
        { before: current.autoApprove, after: next.autoApprove },
        c,
      );
    });
    return next.autoApprove;
  }
}
