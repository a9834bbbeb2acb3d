import {
  CRYPTO_CHAINS_BY_CURRENCY,
  CRYPTO_WITHDRAW_MIN_VND,
  type TBankWithdrawRequest,
  type TCardWithdrawRequest,
  type TCryptoChain,
  type TCryptoWithdrawRequest,
  type TPaymentSettings,
  type TWithdrawal,
  type TWithdrawalHoldReason,
} from '@app/contract';
import type { PoolClient } from 'pg';
import { AppError, WordedError, worded } from '../../http/errors';
import type { StaffActor } from '../admin/admin.service';
import type { TCardCarrier } from './gateways/card/card.protocol';
import { isValidAddress, normalizeAddress } from './gateways/crypto/address';
import { vndToCrypto } from './gateways/crypto/amount';
import { GatewayError } from './gateways/http';
import { safeEqual } from './gateways/signing';
import { CLEARING, type PaymentsCore, payError, sha256 } from './payments.core';
import type { Refusal } from './payments.ports';
import type { PaymentsRepository, WithdrawalRow } from './payments.repository';
import { PaymentReview } from './payments.review';
import { withdrawalCode, withdrawalView } from './payments.views';

export type WithdrawalRequest =
  | { method: 'bank'; body: TBankWithdrawRequest }
  | { method: 'card'; body: TCardWithdrawRequest }
  | { method: 'crypto'; body: TCryptoWithdrawRequest };

/**
 * Withdrawals: a player's request (idempotent on its key, reserved in the ledger, reviewed or
 * auto-approved), its payout through the method's adapter, and the outcome: paid settles the
 * reservation, a definite failure releases it, an unknown outcome holds it for staff
 * (decision 043). Returns of held deposits (decision 073) are withdrawals too and finish here.
 */
export class PaymentWithdrawals {
  private readonly repo: PaymentsRepository;
  /** why a withdrawal waits, for its player and for staff (decision 125) */
  readonly review: PaymentReview;

  constructor(private readonly core: PaymentsCore) {
    this.repo = core.repo;
    this.review = new PaymentReview(core);
  }

  async createWithdrawal(
    playerId: number,
    idempotencyKey: string | undefined,
    request: WithdrawalRequest,
  ): Promise<TWithdrawal> {
    return this.openWithdrawal(playerId, idempotencyKey, request, { by: 'player' });
  }

  /**
   * Support pays out a self-excluded player's cash to one of the player's verified bank accounts:
   * the player cannot log in to withdraw, and their money must not stay locked in (decision 025).
   * Only for a self-exclusion in force; the withdrawal then waits for finance's review like any
   * other (never auto-approved), and the request is in the staff audit log.
   */
  async staffPayout(
    playerId: number,
    idempotencyKey: string | undefined,
    body: TBankWithdrawRequest,
    actor: StaffActor,
    reason: string,
  ): Promise<TWithdrawal> {
    const player = await this.core.deps.players.getPlayer(playerId);
    if (!player) throw new AppError(404, 'NOT_FOUND');
    if (player.status !== 'self_excluded') throw payError(409, 'STAFF_PAYOUT_NOT_EXCLUDED');
    return this.openWithdrawal(playerId, idempotencyKey, { method: 'bank', body }, { by: 'staff', actor, reason });
  }

  private async openWithdrawal(
    playerId: number,
    idempotencyKey: string | undefined,
    request: WithdrawalRequest,
    origin: { by: 'player' } | { by: 'staff'; actor: StaffActor; reason: string },
  ): Promise<TWithdrawal> {
    if (!idempotencyKey) throw payError(400, 'IDEMPOTENCY_KEY_REQUIRED');
    const requestHash = sha256(JSON.stringify([request.method, request.body]));
    const existing = await this.repo.findWithdrawalByKey(this.repo.pool, playerId, idempotencyKey);
    if (existing) return this.replayWithdrawal(existing, requestHash);

    const s = await this.core.settings.get();
    const { amount, details } = await this.prepareWithdrawal(playerId, request, s);
    const player = await this.core.playerOrThrow(playerId);
    if (origin.by === 'player' && player.status !== 'active')
      throw worded(409, 'WITHDRAWAL_BLOCKED', 'errors.withdrawalBlocked');
    if (origin.by === 'staff' && player.status !== 'self_excluded') throw payError(409, 'STAFF_PAYOUT_NOT_EXCLUDED');
    for (const check of this.core.deps.withdrawalChecks()) {
      const refusal: Refusal | null = await check({ playerId, method: request.method, amount });
      if (refusal) throw new (refusal.worded ? WordedError : AppError)(409, refusal.code, refusal.message);
    }

    const inserted = await this.repo.insertWithdrawal(this.repo.pool, {
      playerId,
      method: request.method,
      amount,
      details,
      key: idempotencyKey,
      requestHash,
    });
    if (!inserted) {
      // A double click raced us; its row is the one withdrawal.
      const winner = await this.repo.findWithdrawalByKey(this.repo.pool, playerId, idempotencyKey);
      return this.replayWithdrawal(winner!, requestHash);
    }
    let row: WithdrawalRow;
    try {
      const reservation = await this.core.deps.ledger.reserve({
        scope: 'withdrawal',
        externalId: `withdrawal:${inserted.id}`,
        playerId,
        amount,
        meta: { withdrawalId: inserted.id, method: request.method, code: withdrawalCode(inserted.id) },
      });
      row = await this.repo.setReservation(this.repo.pool, inserted.id, reservation.journalId);
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
        await this.repo.deleteUnreservedWithdrawal(this.repo.pool, inserted.id);
        throw payError(400, 'INSUFFICIENT_BALANCE');
      }
      // Outcome unknown: the row stays unreserved; recoverReservations() settles it either way.
      throw err;
    }
    if (origin.by === 'staff') {
      await this.core.deps.admin.audit(
        origin.actor,
        'withdrawal.staff_payout',
        { type: 'withdrawal', id: row.id },
        { playerId, amount, bankAccountId: details.bankAccountId, reason: origin.reason },
      );
    }
    await this.core.afterCommit({ credited: [], withdrawals: [this.core.withdrawalEvent(row)] });

    const holds: TWithdrawalHoldReason[] = origin.by === 'staff' ? ['staff_payout'] : await this.holdReasons(row, s);
    if (holds.length === 0) {
      const approved = await this.repo.tx(async (c) => {
        const locked = (await this.repo.findWithdrawal(c, row.id, true))!;
        if (locked.status !== 'pending') return null;
        return this.repo.updateWithdrawal(c, row.id, { status: 'processing', autoApproved: true });
      });
      if (approved) row = await this.dispatchPayout(approved.id);
    } else {
      row = await this.repo.setHoldReasons(this.repo.pool, row.id, holds);
    }
    return origin.by === 'player' ? this.review.forPlayer(row) : withdrawalView(row);
  }

  private replayWithdrawal(row: WithdrawalRow, requestHash: string): TWithdrawal {
    if (row.request_hash !== requestHash) throw payError(409, 'IDEMPOTENCY_KEY_REUSED');
    return withdrawalView(row);
  }

  private async prepareWithdrawal(
    playerId: number,
    request: WithdrawalRequest,
    s: TPaymentSettings,
  ): Promise<{ amount: number; details: Record<string, unknown> }> {
    const lim = s.withdraw[request.method];
    if (!lim.enabled) throw payError(503, 'METHOD_UNAVAILABLE');
    if (request.method === 'bank') {
      const b = request.body;
      this.core.assertAmount(b.amount, lim.min, lim.max);
      const account = await this.core.deps.banks.getVerifiedAccount(playerId, b.bankAccountId);
      if (!account) throw payError(400, 'BANK_ACCOUNT_NOT_VERIFIED');
      return {
        amount: b.amount,
        details: {
          bankAccountId: account.id,
          bankBin: account.bankBin,
          bankShortName: account.bankShortName,
          accountNumber: account.accountNumber,
          holderName: account.holderName,
        },
      };
    }
    if (request.method === 'card') {
      const b = request.body;
      const amount = b.denomination * b.count;
      this.core.assertAmount(amount, lim.min, lim.max);
      await this.assertPhoneLast5(playerId, b.phoneLast5);
      return { amount, details: { carrier: b.carrier, denomination: b.denomination, count: b.count } };
    }
    const b = request.body;
    if (!CRYPTO_CHAINS_BY_CURRENCY[b.currency].includes(b.chain)) throw payError(400, 'CRYPTO_CHAIN_UNSUPPORTED');
    if (!isValidAddress(b.chain, b.address)) throw payError(400, 'CRYPTO_ADDRESS_INVALID');
    this.core.assertAmount(b.amount, Math.max(lim.min, CRYPTO_WITHDRAW_MIN_VND[b.currency]), lim.max);
    await this.assertPhoneLast5(playerId, b.phoneLast5);
    const rateVnd = s.crypto.ratesVnd[b.currency];
    return {
      amount: b.amount,
      details: {
        chain: b.chain,
        currency: b.currency,
        address: normalizeAddress(b.chain, b.address),
        rateVnd,
        cryptoAmount: vndToCrypto(b.amount, rateVnd),
      },
    };
  }

  private async assertPhoneLast5(playerId: number, last5: string): Promise<void> {
    const player = await this.core.playerOrThrow(playerId);
    const digits = player.phone.replace(/\D/g, '');
    if (digits.length < 5 || !safeEqual(digits.slice(-5), last5)) throw payError(400, 'PHONE_LAST5_MISMATCH');
  }

  /**
   * The staff-set rules (decision 097): auto-approved only when on, at or under the threshold,
   * within the day's cap, not the player's first withdrawal, and no other module holds it (KYC
   * verified, no open AML flag). Every reason that applies is kept, for the review queue.
   */
  private async holdReasons(row: WithdrawalRow, s: TPaymentSettings): Promise<TWithdrawalHoldReason[]> {
    const a = s.autoApprove;
    const reasons: TWithdrawalHoldReason[] = [];
    if (!a.enabled) reasons.push('auto_off');
    if (row.amount > a.maxAmount) reasons.push('over_threshold');
    else if ((await this.repo.autoApprovedToday(this.repo.pool, row.player_id)) + row.amount > a.maxDailyPerPlayer)
      reasons.push('daily_limit');
    if (a.holdFirstWithdrawal && !(await this.repo.hasEarlierWithdrawal(this.repo.pool, row.player_id, row.id)))
      reasons.push('first_withdrawal');
    for (const check of this.core.deps.autoApprovalChecks?.() ?? []) {
      const more = await check({
        playerId: row.player_id,
        withdrawalId: row.id,
        amount: row.amount,
        requireVerifiedKyc: a.requireVerifiedKyc,
      });
      for (const r of more) if (!reasons.includes(r)) reasons.push(r);
    }
    return reasons;
  }

  async getWithdrawal(playerId: number, id: number): Promise<TWithdrawal> {
    const row = await this.repo.findWithdrawal(this.repo.pool, id);
    if (!row || row.player_id !== playerId || row.reserve_journal_id === null)
      throw payError(404, 'WITHDRAWAL_NOT_FOUND');
    return this.review.forPlayer(row);
  }

  /**
   * Sends an approved (processing) withdrawal to its payout adapter. Paid -> settle; a
   * definite refusal -> release; an unknown outcome -> `unknown`, money stays held.
   */
  async dispatchPayout(id: number): Promise<WithdrawalRow> {
    const row = (await this.repo.findWithdrawal(this.repo.pool, id))!;
    if (row.status !== 'processing') return row;
    const reference = `${this.core.env.APP_NAME.toUpperCase()}-${withdrawalCode(row.id)}`;
    const d = row.details;
    try {
      if (row.method === 'bank') {
        const client = await this.core.gateways.bankPayout();
        const res = await client.payout({
          reference,
          bankBin: String(d.bankBin),
          accountNumber: String(d.accountNumber),
          holderName: String(d.holderName),
          amount: row.amount,
          description:
            row.payment_exception_id === null
              ? `Rut tien ${withdrawalCode(row.id)}`
              : `Hoan tien nap ${String(d.depositCode ?? '')} ${withdrawalCode(row.id)}`.replace(/ +/g, ' '),
        });
        if (res.status === 'paid')
          return this.completePayout(id, { status: 'paid', providerRef: res.providerRef ?? reference }, 'provider');
        if (res.status === 'failed')
          return this.completePayout(id, { status: 'failed', reason: res.reason ?? 'Thanh toán thất bại' }, 'provider');
        return this.repo.updateWithdrawal(this.repo.pool, id, {
          providerRef: res.providerRef ?? reference,
          details: { payoutReference: reference },
        });
      }
      if (row.method === 'card') {
        const client = await this.core.gateways.card();
        const res = await client.buyCards({
          carrier: d.carrier as TCardCarrier,
          value: Number(d.denomination),
          qty: Number(d.count),
          requestId: reference,
        });
        if (res.status === 'paid') {
          return this.completePayout(
            id,
            { status: 'paid', providerRef: res.transId ?? reference, details: { cards: res.cards } },
            'provider',
          );
        }
        return this.repo.updateWithdrawal(this.repo.pool, id, {
          providerRef: res.transId ?? reference,
          details: { payoutReference: reference },
        });
      }
      const client = await this.core.gateways.chain();
      const res = await client.send({
        chain: d.chain as TCryptoChain,
        token: String(d.currency),
        to: String(d.address),
        amount: String(d.cryptoAmount),
        reference,
      });
      if (res.status === 'confirmed') {
        return this.completePayout(
          id,
          { status: 'paid', providerRef: res.txHash ?? reference, details: { txHash: res.txHash } },
          'provider',
        );
      }
      if (res.status === 'failed')
        return this.completePayout(id, { status: 'failed', reason: res.reason ?? 'Giao dịch thất bại' }, 'provider');
      return this.repo.updateWithdrawal(this.repo.pool, id, {
        providerRef: res.txHash ?? reference,
        details: { txHash: res.txHash, payoutReference: reference },
      });
    } catch (err) {
      if (err instanceof GatewayError && err.kind === 'refused') {
        return this.completePayout(id, { status: 'failed', reason: err.message }, 'provider');
      }
      // Nobody knows whether the money left: hold it for reconciliation, never refund by guess.
      this.core.log.error({ err, withdrawalId: id }, 'payout outcome unknown; withdrawal held');
      const updated = await this.repo.updateWithdrawal(this.repo.pool, id, {
        status: 'unknown',
        details: { payoutReference: reference, payoutError: (err as Error).message },
      });
      await this.core.afterCommit({ credited: [], withdrawals: [this.core.withdrawalEvent(updated)] });
      return updated;
    }
  }

  /**
   * Final outcome of a payout: paid settles the reservation, failed releases it. From
   * `unknown` only staff may release (a provider saying "failed" is recorded and left for them).
   */
  async completePayout(
    id: number,
    outcome:
      | { status: 'paid'; providerRef: string; details?: Record<string, unknown> }
      | { status: 'failed'; reason: string },
    by: 'provider' | StaffActor,
  ): Promise<WithdrawalRow> {
    const row = await this.repo.tx(async (c) => {
      const w = await this.repo.findWithdrawal(c, id, true);
      if (!w) throw payError(404, 'WITHDRAWAL_NOT_FOUND');
      const allowed =
        by === 'provider'
          ? outcome.status === 'paid'
            ? ['processing', 'unknown']
            : ['processing']
          : ['processing', 'unknown'];
      if (!allowed.includes(w.status)) {
        if (by === 'provider' && outcome.status === 'failed' && w.status === 'unknown') {
          return this.repo.updateWithdrawal(c, id, { details: { providerSaysFailed: outcome.reason } });
        }
        if (by === 'provider') return w;
        throw payError(409, 'WITHDRAWAL_STATUS');
      }
      // staff confirming money sent waits for compliance like an approval; a gateway's word does not
      if (by !== 'provider' && outcome.status === 'paid') await this.core.assertPayoutAllowed(w.player_id, c);
      if (outcome.status === 'paid') {
        await this.core.deps.ledger.settle(
          {
            scope: 'withdrawal',
            externalId: `withdrawal-settle:${id}`,
            reservationId: w.reserve_journal_id!,
            clearing: CLEARING[w.method],
            meta: { withdrawalId: id },
          },
          c,
        );
        const updated = await this.repo.updateWithdrawal(c, id, {
          status: 'paid',
          providerRef: outcome.providerRef,
          details: outcome.details ?? {},
          paid: true,
        });
        await this.finishHeldReturn(c, w, 'paid', null);
        if (by !== 'provider')
          await this.core.deps.admin.audit(
            by,
            'withdrawal.mark_paid',
            { type: 'withdrawal', id },
            { reference: outcome.providerRef, from: w.status },
            c,
          );
        return updated;
      }
      await this.core.deps.ledger.release(
        {
          scope: 'withdrawal',
          externalId: `withdrawal-release:${id}`,
          reservationId: w.reserve_journal_id!,
          meta: { withdrawalId: id },
        },
        c,
      );
      // A return of held money is released back to deposit_held (the reservation's source).
      const updated = await this.repo.updateWithdrawal(c, id, { status: 'failed', rejectReason: outcome.reason });
      await this.finishHeldReturn(c, w, 'failed', outcome.reason);
      if (by !== 'provider')
        await this.core.deps.admin.audit(
          by,
          'withdrawal.mark_failed',
          { type: 'withdrawal', id },
          { reason: outcome.reason, from: w.status },
          c,
        );
      return updated;
    });
    await this.core.afterCommit({ credited: [], withdrawals: [this.core.withdrawalEvent(row)] });
    return row;
  }

  /**
   * In the transaction completing a held deposit's return: paid resolves its exception as
   * returned and tells the deposit; failed leaves the exception open (money back in held).
   */
  private async finishHeldReturn(c: PoolClient, w: WithdrawalRow, outcome: 'paid' | 'failed', reason: string | null) {
    if (w.payment_exception_id === null) return;
    if (outcome === 'failed') {
      await this.repo.updateExceptionDetails(c, w.payment_exception_id, {
        returnWithdrawalId: null,
        lastReturnFailure: { withdrawalId: w.id, reason },
      });
      return;
    }
    await this.repo.resolveException(c, w.payment_exception_id, {
      resolution: 'returned',
      note: `Đã hoàn trả qua ${withdrawalCode(w.id)}`,
      staffId: w.reviewed_by,
    });
    const depositId = Number(w.details.depositId);
    if (Number.isSafeInteger(depositId))
      await this.repo.updateDeposit(c, depositId, {
        details: { holdReturnedAt: new Date().toISOString(), holdReturnWithdrawalId: w.id },
      });
  }
}
