import { randomInt } from 'node:crypto';
import {
  CODEPAY_MIN_AMOUNT,
  CRYPTO_CHAINS_BY_CURRENCY,
  NO_FIRST_DEPOSIT_PROMOTION_METHODS,
  PaymentMessage,
  type TCryptoChain,
  type TCryptoCurrency,
  type TCryptoDeposit,
  type TDeposit,
  type TDepositHoldReason,
  type TDepositMethod,
  type TMomoDeposit,
  type TVoucher,
} from '@app/contract';
import type { PoolClient } from 'pg';
import { AppError, WordedError, worded } from '../../http/errors';
import { TRANSFER_CODE_ALPHABET, TRANSFER_CODE_LENGTH } from './gateways/bank/bank-webhook';
import { CARD_STATUS, cardOutcome, type TCardCarrier } from './gateways/card/card.protocol';
import { normalizeAddress } from './gateways/crypto/address';
import { GatewayError } from './gateways/http';
import { encodeExtraData } from './gateways/momo/momo.protocol';
import type { GatewayRegistry } from './gateways/registry';
import { type AfterCommit, CLEARING, type PaymentsCore, payError, sha256, type WebhookResult } from './payments.core';
import { type DepositCreditedEvent, ZDepositCreditedEventSchema } from './payments.ports';
import type { DepositRow, PaymentsRepository } from './payments.repository';
import { confirmationTime, type DepositHold, depositCode, depositView } from './payments.views';
import { renderQrDataUrl, renderQrPng } from './vietqr/qr-image';
import { buildVietQr } from './vietqr/vietqr';

const MOMO_LINK_MINUTES = 30;
/** The domain event of a credited deposit (decision 070). */
const DEPOSIT_CREDITED = 'deposit.credited';

function newTransferCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i++)
    code += TRANSFER_CODE_ALPHABET[randomInt(TRANSFER_CODE_ALPHABET.length)];
  return code;
}

/** How money that arrived for a deposit is split between playable cash and held (decision 073). */
interface DepositSplit {
  cash: number;
  held: number;
  hold: DepositHold | null;
}

/**
 * Deposits: the checks every method shares, the intents a player creates (Codepay and bank
 * vouchers, MoMo links, phone cards, crypto addresses), and crediting what arrives, in the
 * caller's transaction, split between playable cash and money held back by player protection
 * (decision 073). Gateway notifications reach it through payments.webhooks.
 */
export class PaymentDeposits {
  private readonly repo: PaymentsRepository;

  constructor(private readonly core: PaymentsCore) {
    this.repo = core.repo;
  }

  // ─── checks every method shares ──────────────────────────────────────────────────────

  private async assertWithinDepositLimit(
    c: PoolClient,
    playerId: number,
    method: TDepositMethod,
    amount: number | null,
  ) {
    const refusal = await this.core.deps.protection().checkDeposit(c, { playerId, method, amount });
    if (refusal) throw new (refusal.worded ? WordedError : AppError)(403, refusal.code, refusal.message);
  }

  private async assertCanDeposit(playerId: number): Promise<void> {
    const player = await this.core.playerOrThrow(playerId);
    if (player.status !== 'active') throw payError(403, 'DEPOSIT_BLOCKED');
    await this.core.deps.registry?.()?.assertPlayerAllowed(playerId, 'deposit');
  }

  /** The promotion to record, after the promotions module and the method rule agree. */
  private async checkPromotion(
    playerId: number,
    method: TDepositMethod,
    promotionId: string | null | undefined,
  ): Promise<string | null> {
    if (!promotionId) return null;
    const found = await this.core.deps.promotions().resolve({ promotionId, playerId, method });
    if (!found) throw worded(400, 'PROMOTION_NOT_AVAILABLE', 'errors.promotionNotAvailable');
    if ('code' in found) throw new AppError(400, found.code, found.message);
    if (found.firstDeposit && NO_FIRST_DEPOSIT_PROMOTION_METHODS.includes(method)) {
      throw worded(400, 'PROMOTION_NOT_AVAILABLE', 'errors.promotionMethod');
    }
    return promotionId;
  }

  private async methodSettings(method: 'codepay' | 'bank' | 'momo' | 'crypto') {
    const s = await this.core.settings.get();
    const lim = s.deposit[method];
    if (!lim.enabled) throw payError(503, 'METHOD_UNAVAILABLE');
    return { s, lim };
  }

  private async publicBase(): Promise<string> {
    const s = await this.core.settings.get();
    return (s.publicBaseUrl || this.core.deps.siteUrl()).replace(/\/+$/, '');
  }

  // ─── Codepay / bank transfer vouchers ────────────────────────────────────────────────

  async createVoucher(
    playerId: number,
    method: 'codepay' | 'bank',
    req: { amount: number; promotionId?: string | null; replaceCurrent?: boolean },
  ): Promise<TVoucher> {
    const { s, lim } = await this.methodSettings(method);
    this.core.assertAmount(req.amount, Math.max(CODEPAY_MIN_AMOUNT, lim.min), lim.max);
    await this.assertCanDeposit(playerId);
    const promotionId = await this.checkPromotion(playerId, method, req.promotionId);
    const bank = this.core.deps.banks.bankInfo(s.receivingAccount.bankBin);
    if (!bank) throw payError(503, 'VOUCHER_CREATE_FAILED');
    const receiving = {
      ...bank,
      accountNumber: s.receivingAccount.accountNumber,
      holderName: s.receivingAccount.holderName,
    };

    let row: DepositRow;
    try {
      row = await this.repo.tx(async (c) => {
        const current = await this.repo.findOpenVoucher(c, playerId, true);
        if (current) {
          if (current.expires_at && current.expires_at.getTime() <= Date.now()) {
            await this.repo.setDepositStatus(c, current.id, 'expired', PaymentMessage.TRANSACTION_EXPIRED);
          } else if (!req.replaceCurrent) {
            throw payError(409, 'VOUCHER_EXISTS');
          } else {
            await this.repo.setDepositStatus(c, current.id, 'cancelled', 'Đã hủy do tạo phiếu nạp mới');
          }
        }
        await this.assertWithinDepositLimit(c, playerId, method, req.amount);
        // Codes are unique for all time; a collision (about 1 in 10^12) just draws again.
        for (let attempt = 0; ; attempt++) {
          const code = newTransferCode(s.transferCodePrefix);
          await c.query('SAVEPOINT code');
          try {
            return await this.repo.insertDeposit(c, {
              playerId,
              method,
              amount: req.amount,
              promotionId,
              transferCode: code,
              details: { bank: receiving },
              expiresAt: new Date(Date.now() + s.voucherTtlMinutes * 60_000),
            });
          } catch (err) {
            await c.query('ROLLBACK TO SAVEPOINT code');
            const constraint = (err as { constraint?: string }).constraint;
            if (constraint === 'payment_deposits_transfer_code_unique' && attempt < 5) continue;
            throw err;
          }
        }
      });
    } catch (err) {
      // Two vouchers created at the same moment: the open-voucher index keeps one.
      if ((err as { constraint?: string }).constraint === 'payment_deposits_open_voucher_uq')
        throw payError(409, 'VOUCHER_EXISTS');
      throw err;
    }
    return this.voucherView(row);
  }

  private async voucherView(row: DepositRow): Promise<TVoucher> {
    const stored = row.details.bank as TVoucher['bank'];
    // the bank's name in the language of the request reading it, not of the one that stored it
    const bank = { ...stored, name: this.core.deps.banks.bankInfo(stored.bin)?.name ?? stored.name };
    try {
      const qrPayload = buildVietQr({
        bankBin: bank.bin,
        accountNumber: bank.accountNumber,
        amount: row.amount ?? undefined,
        purpose: row.transfer_code ?? undefined,
      });
      return {
        deposit: depositView(row),
        transferCode: row.transfer_code!,
        bank,
        qrPayload,
        qrImage: await renderQrDataUrl(qrPayload),
        qrDownloadUrl: `/api/payment/deposit/${row.id}/qr.png`,
        confirmationTime: confirmationTime(row.method === 'bank' ? 'bank' : 'codepay'),
      };
    } catch (err) {
      this.core.log.error({ err, depositId: row.id }, 'voucher QR could not be built');
      throw payError(502, 'VOUCHER_CREATE_FAILED');
    }
  }

  /** Marks the row expired when its time is up; returns the row as it now stands. */
  private async expireIfDue(row: DepositRow): Promise<DepositRow> {
    if (row.status !== 'pending' || !row.expires_at || row.expires_at.getTime() > Date.now()) return row;
    if (row.method === 'crypto' && row.provider_ref) return row;
    return this.repo.tx(async (c) => {
      const locked = await this.repo.findDeposit(c, row.id, true);
      if (locked?.status !== 'pending') return locked ?? row;
      return this.repo.setDepositStatus(c, row.id, 'expired', PaymentMessage.TRANSACTION_EXPIRED);
    });
  }

  async currentVoucher(playerId: number): Promise<TVoucher | null> {
    const row = await this.repo.findOpenVoucher(this.repo.pool, playerId);
    if (!row) return null;
    const fresh = await this.expireIfDue(row);
    return fresh.status === 'pending' ? this.voucherView(fresh) : null;
  }

  async cancelVoucher(playerId: number): Promise<TDeposit | null> {
    return this.repo.tx(async (c) => {
      const row = await this.repo.findOpenVoucher(c, playerId, true);
      if (!row) return null;
      return depositView(await this.repo.setDepositStatus(c, row.id, 'cancelled', 'Người chơi đã hủy phiếu nạp'));
    });
  }

  private async ownDeposit(playerId: number, id: number): Promise<DepositRow> {
    const row = await this.repo.findDeposit(this.repo.pool, id);
    if (!row || row.player_id !== playerId) throw payError(404, 'DEPOSIT_NOT_FOUND');
    return this.expireIfDue(row);
  }

  async getDeposit(playerId: number, id: number): Promise<TDeposit> {
    return depositView(await this.ownDeposit(playerId, id));
  }

  /** The voucher's QR as a PNG; only while the voucher can still be paid. */
  async voucherQrPng(playerId: number, id: number): Promise<{ png: Buffer; filename: string }> {
    const row = await this.ownDeposit(playerId, id);
    if (row.method !== 'codepay' && row.method !== 'bank') throw payError(404, 'DEPOSIT_NOT_FOUND');
    if (row.status !== 'pending') throw payError(410, 'TRANSACTION_EXPIRED');
    const view = await this.voucherView(row);
    return { png: await renderQrPng(view.qrPayload), filename: `${row.transfer_code}.png` };
  }

  // ─── MoMo ────────────────────────────────────────────────────────────────────────────

  async createMomo(playerId: number, req: { amount: number; promotionId?: string | null }): Promise<TMomoDeposit> {
    const { s, lim } = await this.methodSettings('momo');
    this.core.assertAmount(req.amount, lim.min, lim.max);
    await this.assertCanDeposit(playerId);
    const promotionId = await this.checkPromotion(playerId, 'momo', req.promotionId);
    const base = await this.publicBase();

    const row = await this.repo.tx(async (c) => {
      await this.assertWithinDepositLimit(c, playerId, 'momo', req.amount);
      const inserted = await this.repo.insertDeposit(c, {
        playerId,
        method: 'momo',
        amount: req.amount,
        promotionId,
        expiresAt: new Date(Date.now() + MOMO_LINK_MINUTES * 60_000),
      });
      // MoMo wants orderIds unique per partner forever; brands may share one partner code.
      return this.repo.updateDeposit(c, inserted.id, {
        providerRef: `${this.core.env.APP_NAME.toUpperCase()}${depositCode(inserted.id)}`,
      });
    });
    const orderId = row.provider_ref!;
    try {
      const momo = await this.core.gateways.momo();
      const links = await momo.createPayment({
        orderId,
        requestId: orderId,
        amount: req.amount,
        orderInfo: `Nap tien ${depositCode(row.id)}`,
        redirectUrl: `${base}/account/deposit/wallet?deposit=${row.id}`,
        ipnUrl: `${base}/webhooks/momo`,
        extraData: encodeExtraData({ depositId: row.id }),
        requestType: s.gateways.momo.requestType,
      });
      const updated = await this.repo.updateDeposit(this.repo.pool, row.id, { details: { ...links } });
      return { deposit: depositView(updated), ...links, confirmationTime: confirmationTime('momo') };
    } catch (err) {
      const reason = err instanceof GatewayError ? err.message : 'gateway error';
      this.core.log.warn({ err, depositId: row.id }, 'MoMo create payment failed');
      await this.repo.setDepositStatus(this.repo.pool, row.id, 'failed', PaymentMessage.VOUCHER_CREATE_FAILED, {
        gatewayError: reason,
      });
      throw payError(502, 'VOUCHER_CREATE_FAILED');
    }
  }

  // ─── phone cards ─────────────────────────────────────────────────────────────────────

  async createCard(
    playerId: number,
    req: { carrier: TCardCarrier; denomination: number; pin: string; serial: string; promotionId?: string | null },
  ): Promise<TDeposit> {
    const s = await this.core.settings.get();
    if (!s.deposit.card.enabled) throw payError(503, 'METHOD_UNAVAILABLE');
    await this.assertCanDeposit(playerId);
    const promotionId = await this.checkPromotion(playerId, 'card', req.promotionId);
    const requestId =
      `${this.core.env.APP_NAME.toUpperCase()}C${Date.now().toString(36)}${randomInt(36 ** 4).toString(36)}`.toUpperCase();

    let row: DepositRow;
    try {
      row = await this.repo.tx(async (c) => {
        await this.assertWithinDepositLimit(c, playerId, 'card', req.denomination);
        return this.repo.insertDeposit(c, {
          playerId,
          method: 'card',
          amount: req.denomination,
          promotionId,
          providerRef: requestId,
          cardFingerprint: sha256(`${req.carrier}:${req.pin}`),
          details: {
            carrier: req.carrier,
            declaredValue: req.denomination,
            serial: req.serial,
            pinMasked: `${req.pin.slice(0, 3)}******${req.pin.slice(-3)}`,
          },
        });
      });
    } catch (err) {
      if ((err as { constraint?: string }).constraint === 'payment_deposits_card_uq')
        throw payError(409, 'CARD_ALREADY_SUBMITTED');
      throw err;
    }

    let result: Awaited<ReturnType<Awaited<ReturnType<GatewayRegistry['card']>>['charge']>>;
    try {
      const card = await this.core.gateways.card();
      result = await card.charge({
        telco: req.carrier,
        code: req.pin,
        serial: req.serial,
        declaredValue: req.denomination,
        requestId,
      });
    } catch (err) {
      if (err instanceof GatewayError && err.kind === 'unknown') {
        // The exchange may have taken the card: wait for its callback (or staff) instead of failing.
        this.core.log.warn({ err, depositId: row.id }, 'card charge outcome unknown');
        return depositView(row);
      }
      return depositView(
        await this.repo.setDepositStatus(this.repo.pool, row.id, 'failed', 'Không gửi được thẻ, vui lòng thử lại sau'),
      );
    }
    if (result.status === CARD_STATUS.pending) return depositView(row);
    // Some exchanges answer synchronously; apply it like a callback.
    const after = await this.applyCardResult(row.id, result.status, result.value ?? 0, result.transId);
    return depositView(after.row);
  }

  async applyCardResult(
    depositId: number,
    status: number,
    realValue: number,
    transId: string | null,
  ): Promise<{ row: DepositRow; outcome: WebhookResult['outcome'] }> {
    const after: AfterCommit = { credited: [], withdrawals: [] };
    const result = await this.repo.tx(async (c) => {
      const row = (await this.repo.findDeposit(c, depositId, true))!;
      if (row.status !== 'pending') return { row, outcome: 'ignored' as const };
      const carrier = row.details.carrier as TCardCarrier;
      const outcome = cardOutcome(carrier, status, realValue);
      if (outcome.kind === 'pending') return { row, outcome: 'pending' as const };
      if (outcome.kind === 'rejected') {
        return {
          row: await this.repo.setDepositStatus(c, row.id, 'failed', outcome.reason, { cardStatus: status, transId }),
          outcome: 'applied' as const,
        };
      }
      const credited = await this.creditDeposit(c, row, outcome.credit, outcome.fee, {
        realValue: outcome.realValue,
        wrongDenomination: outcome.wrongDenomination,
        cardStatus: status,
        transId,
      });
      after.credited.push(credited);
      return { row: credited, outcome: 'applied' as const };
    });
    await this.core.afterCommit(after);
    return result;
  }

  // ─── crypto ──────────────────────────────────────────────────────────────────────────

  async createCryptoIntent(
    playerId: number,
    req: { chain: TCryptoChain; currency: TCryptoCurrency; promotionId?: string | null },
  ): Promise<TCryptoDeposit> {
    const { s } = await this.methodSettings('crypto');
    if (!CRYPTO_CHAINS_BY_CURRENCY[req.currency].includes(req.chain)) throw payError(400, 'CRYPTO_CHAIN_UNSUPPORTED');
    await this.assertCanDeposit(playerId);
    const promotionId = await this.checkPromotion(playerId, 'crypto', req.promotionId);
    const address = await this.depositAddress(playerId, req.chain);
    const row = await this.repo.tx(async (c) => {
      await this.repo.cancelOpenCryptoIntents(c, playerId, req.chain, req.currency);
      await this.assertWithinDepositLimit(c, playerId, 'crypto', null);
      return this.repo.insertDeposit(c, {
        playerId,
        method: 'crypto',
        amount: null,
        promotionId,
        details: { chain: req.chain, currency: req.currency, address },
        expiresAt: new Date(Date.now() + s.crypto.intentTtlMinutes * 60_000),
      });
    });
    return {
      deposit: depositView(row),
      chain: req.chain,
      currency: req.currency,
      address,
      rateVnd: s.crypto.ratesVnd[req.currency],
      minConfirmations: s.crypto.confirmations[req.chain],
      confirmationTime: confirmationTime('crypto'),
      warning: PaymentMessage.CRYPTO_WARNING,
      qrImage: await renderQrDataUrl(address),
    };
  }

  /** The player's address on a chain, allocated once by the chain watcher. */
  private async depositAddress(playerId: number, chain: TCryptoChain): Promise<string> {
    const existing = await this.repo.findAddress(playerId, chain);
    if (existing) return existing;
    try {
      const watcher = await this.core.gateways.chain();
      const address = normalizeAddress(chain, await watcher.allocateAddress({ chain, label: `player-${playerId}` }));
      return await this.repo.saveAddress(playerId, chain, address);
    } catch (err) {
      this.core.log.warn({ err, playerId, chain }, 'deposit address allocation failed');
      throw payError(502, 'VOUCHER_CREATE_FAILED');
    }
  }

  // ─── crediting ───────────────────────────────────────────────────────────────────────

  /**
   * Credits a deposit through the ledger in the caller's transaction: the money, the credited
   * state and the deposit event commit together or not at all (decision 071).
   *
   * Player protection holds exactly (decision 073): of the money that arrived, only what fits
   * the deposit limits in force goes to playable cash; the excess goes to the player's
   * deposit_held account, and for a self-excluded or disabled player all of it does. Held
   * money raises a payment exception for staff, who return it to its source.
   */
  async creditDeposit(
    c: PoolClient,
    row: DepositRow,
    amount: number,
    fee: number,
    details: Record<string, unknown>,
  ): Promise<DepositRow> {
    const split = await this.splitDeposit(c, row, amount);
    const clearing = { type: 'system', purpose: 'payment_clearing', code: CLEARING[row.method] } as const;
    const meta = { depositId: row.id, method: row.method, code: depositCode(row.id) };
    const result =
      split.cash > 0
        ? await this.core.deps.ledger.credit(
            {
              scope: 'deposit',
              externalId: `deposit:${row.id}`,
              kind: 'deposit',
              playerId: row.player_id,
              amount: split.cash,
              from: clearing,
              meta,
            },
            c,
          )
        : null;
    let holdJournalId: number | null = null;
    if (split.hold && split.held > 0) {
      const held = await this.core.deps.ledger.holdDeposit(
        {
          scope: 'deposit',
          externalId: `deposit-hold:${row.id}`,
          playerId: row.player_id,
          amount: split.held,
          from: clearing,
          meta: { ...meta, reason: split.hold.reason },
        },
        c,
      );
      holdJournalId = held.journalId;
      await this.repo.insertException(c, {
        kind: split.hold.reason,
        provider: CLEARING[row.method],
        externalId: `hold:${row.id}`,
        depositId: row.id,
        playerId: row.player_id,
        amount: split.held,
        details: {
          method: row.method,
          depositCode: depositCode(row.id),
          received: amount,
          credited: split.cash,
          held: split.held,
          // where a return goes, shown to staff before they return it (decision 124)
          sender: details.sender ?? null,
          ...split.hold,
        },
        note: 'Tiền bị giữ lại, chờ hoàn trả về nguồn',
      });
    }
    const credited = await this.repo.markCredited(c, row.id, {
      creditedAmount: split.cash,
      fee,
      journalId: result?.journalId ?? null,
      heldAmount: split.held,
      holdJournalId,
      details: split.hold ? { ...details, hold: split.hold } : details,
    });
    if (!result) return credited;
    // Same commit as the credited state: a crash cannot lose the bonus or the first-deposit mark.
    const event: DepositCreditedEvent = {
      depositId: credited.id,
      playerId: credited.player_id,
      method: credited.method,
      amount: split.cash,
      promotionId: credited.promotion_id,
      firstDeposit: await this.core.deps.players.markFirstDeposit(credited.player_id, c),
      journalId: result.journalId,
      creditedAt: credited.credited_at ?? new Date(),
    };
    await this.core.deps.promotions().openBonus(c, event);
    await this.core.deps.domainEvents.record(c, DEPOSIT_CREDITED, `deposit:${credited.id}`, event);
    return credited;
  }

  /**
   * What of `amount` may be played (decision 073): nothing while the account is self-excluded
   * or disabled (the status read with the player's row locked until this transaction commits),
   * else what fits the deposit limits in force (read with the player's protection row locked).
   */
  private async splitDeposit(c: PoolClient, row: DepositRow, amount: number): Promise<DepositSplit> {
    const status = await this.core.deps.players.lockPlayerStatus(row.player_id, c);
    if (status !== 'active') {
      const reason: TDepositHoldReason = status === 'self_excluded' ? 'player_excluded' : 'player_disabled';
      return { cash: 0, held: amount, hold: { reason } };
    }
    const room = await this.core.deps.protection().depositRoom(c, { playerId: row.player_id, depositId: row.id });
    if (!room || amount <= room.room) return { cash: amount, held: 0, hold: null };
    return {
      cash: room.room,
      held: amount - room.room,
      hold: { reason: 'over_limit', period: room.period, limit: room.limit },
    };
  }

  /**
   * Subscribes to credited deposits, delivered at least once after their commit: `handle` must
   * be idempotent on the deposit id and throw when it could not finish (it is then retried).
   */
  onDepositCredited(name: string, handle: (event: DepositCreditedEvent) => Promise<void>): void {
    this.core.deps.domainEvents.subscribe(DEPOSIT_CREDITED, name, ZDepositCreditedEventSchema, handle);
  }
}
