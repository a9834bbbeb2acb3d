import { CRYPTO_CHAINS_BY_CURRENCY, CRYPTO_CURRENCIES, PaymentMessage, type TCryptoCurrency } from '@app/contract';
import { formatVnd } from '@app/contract/format';
import type { PoolClient } from 'pg';
import { KeyedQueue } from '../../db/keyed-queue';
import { AppError } from '../../http/errors';
import { PAYOUT_SIGNATURE_HEADER, ZPayoutWebhookSchema } from './gateways/bank/bank-payout.client';
import {
  extractTransferCodes,
  parseVietnamTime,
  verifyBankWebhook,
  ZBankWebhookBodySchema,
} from './gateways/bank/bank-webhook';
import { verifyCallback, ZCardCallbackSchema } from './gateways/card/card.protocol';
import { isValidAddress, normalizeAddress } from './gateways/crypto/address';
import { cryptoToVnd } from './gateways/crypto/amount';
import { CHAIN_SIGNATURE_HEADER, ZChainWebhookSchema } from './gateways/crypto/chain-watcher';
import { decodeExtraData, mapResultCode, verifyIpn, ZMomoIpnSchema } from './gateways/momo/momo.protocol';
import { safeEqual, verifyTimestamped } from './gateways/signing';
import { type AfterCommit, type PaymentsCore, parseBody, payError, sha256, type WebhookResult } from './payments.core';
import type { PaymentDeposits } from './payments.deposits';
import type { DepositRow, PaymentsRepository } from './payments.repository';
import type { PaymentWithdrawals } from './payments.withdrawals';

export type Headers = Record<string, string | string[] | undefined>;
type Outcome = WebhookResult['outcome'];

const headerOf = (h: Headers, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

const unauthorized = (reason: string) =>
  reason === 'stale' ? payError(401, 'WEBHOOK_STALE') : payError(401, 'WEBHOOK_UNAUTHORIZED');

/** The sender's account a bank notification named, if any: where held money is returned. */
function senderOf(n: {
  counterAccountBankId?: string | null;
  counterAccountNumber?: string | null;
  counterAccountName?: string | null;
}): { bankBin: string; accountNumber: string; holderName: string } | null {
  const holderName = (n.counterAccountName ?? '').trim().toUpperCase();
  // Only what a payout can be sent to; anything else leaves the destination to staff.
  if (!/^\d{6}$/.test(n.counterAccountBankId ?? '') || !/^\d{6,19}$/.test(n.counterAccountNumber ?? '')) return null;
  if (holderName.length < 1 || holderName.length > 50) return null;
  return { bankBin: n.counterAccountBankId!, accountNumber: n.counterAccountNumber!, holderName };
}

/** Staff's note on an under/overpayment: what was credited and what held back. */
function creditedNote(d: { credited_amount: number | null; held_amount: number }): string {
  if (d.held_amount <= 0) return 'Đã cộng số tiền thực nhận';
  return `Đã cộng ${formatVnd(d.credited_amount ?? 0)}, giữ lại ${formatVnd(d.held_amount)} để hoàn trả (bảo vệ người chơi)`;
}

/** One delivery of a gateway notification, as the shared skeleton sees it. */
interface WebhookEvent {
  provider: 'bank' | 'momo' | 'card' | 'crypto' | 'payout';
  /** What deliveries of one event serialise on: in memory, then by advisory lock (decision 071). */
  key: string;
  /** The notification's own id: recorded once; a replay is a duplicate and changes nothing. */
  eventId: string;
  /** Stored with the event's record. */
  payload: unknown;
  /** External id of the payment exceptions it raises (default: eventId). */
  exceptionId?: string;
}

/** What a gateway's handler does inside its event's transaction. */
interface WebhookTx {
  c: PoolClient;
  /** Records the event and what came of it (once; later deliveries are duplicates). */
  record(outcome: string, link?: { depositId?: number | null; withdrawalId?: number }): Promise<void>;
  /** Raises a payment exception for staff about this event. */
  exception(e: {
    kind: string;
    depositId: number | null;
    playerId: number | null;
    amount: number;
    details: Record<string, unknown>;
    note?: string;
  }): Promise<void>;
  /** Credits (or holds, decision 073) what arrived for a deposit; its event goes out after the commit. */
  credit(deposit: DepositRow, amount: number, details: Record<string, unknown>): Promise<DepositRow>;
  /** Shows staff a payment that differs from the order: what was asked, received, credited, held. */
  amountMismatch(
    deposit: DepositRow,
    received: number,
    credited: DepositRow,
    extra?: Record<string, unknown>,
  ): Promise<void>;
  /** Work to do once the transaction committed; its outcome is the answer. */
  afterCommit(work: () => Promise<Outcome>): void;
}

/**
 * Gateway notifications: bank statements, MoMo IPNs, card exchange callbacks, chain watcher
 * transfers and payout results. Each handler checks its provider's signature and body, then
 * says only what differs inside one shared skeleton (`applyWebhook`): serialise on the event,
 * skip a duplicate, record the event, raise exceptions, credit or hold, and work after commit.
 */
export class PaymentWebhooks {
  private readonly repo: PaymentsRepository;
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly core: PaymentsCore,
    private readonly deposits: PaymentDeposits,
    private readonly withdrawals: PaymentWithdrawals,
  ) {
    this.repo = core.repo;
  }

  /**
   * One webhook's transaction, serialised with every other delivery of the same event: in
   * memory first (a waiting copy holds no connection), then by the event's advisory lock
   * across instances (decision 071).
   */
  private webhookTx<T>(provider: string, externalId: string, work: (c: PoolClient) => Promise<T>): Promise<T> {
    return this.queue.run(`${provider}:${externalId}`, () =>
      this.repo.tx(async (c) => {
        await this.repo.lockEvent(c, provider, externalId);
        return work(c);
      }),
    );
  }

  /** The skeleton every gateway notification runs in (see the class comment). */
  private async applyWebhook(event: WebhookEvent, handle: (w: WebhookTx) => Promise<Outcome>): Promise<WebhookResult> {
    const { provider } = event;
    const after: AfterCommit = { credited: [], withdrawals: [] };
    let afterWork: (() => Promise<Outcome>) | null = null;
    const outcome = await this.webhookTx(provider, event.key, async (c): Promise<Outcome> => {
      if (await this.repo.eventExists(c, provider, event.eventId)) return 'duplicate';
      const w: WebhookTx = {
        c,
        record: async (outcome, link = {}) => {
          await this.repo.recordEvent(c, {
            provider,
            externalId: event.eventId,
            payload: event.payload,
            outcome,
            ...link,
          });
        },
        exception: (e) =>
          this.repo.insertException(c, { ...e, provider, externalId: event.exceptionId ?? event.eventId }),
        credit: async (deposit, amount, details) => {
          const credited = await this.deposits.creditDeposit(c, deposit, amount, 0, details);
          after.credited.push(credited);
          return credited;
        },
        amountMismatch: async (deposit, received, credited, extra = {}) => {
          if (deposit.amount === null || received === deposit.amount) return;
          await w.exception({
            kind: received < deposit.amount ? 'underpaid' : 'overpaid',
            depositId: deposit.id,
            playerId: deposit.player_id,
            amount: received,
            details: {
              requested: deposit.amount,
              received,
              credited: credited.credited_amount,
              held: credited.held_amount,
              ...extra,
            },
            note: creditedNote(credited),
          });
        },
        afterCommit: (work) => {
          afterWork = work;
        },
      };
      return handle(w);
    });
    await this.core.afterCommit(after);
    const work = afterWork as (() => Promise<Outcome>) | null;
    if (outcome === 'duplicate' || !work) return { outcome };
    return { outcome: await work() };
  }

  /** SePay/Casso-style bank statement notification (Codepay and bank transfer deposits). */
  async handleBankWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    const s = await this.core.settings.get();
    const g = s.gateways.bank;
    const check = verifyBankWebhook({
      headers: input.headers,
      rawBody: input.rawBody,
      auth: {
        apiKey: g.webhookApiKey || null,
        hmacSecret: g.webhookHmacSecret || null,
        toleranceSeconds: g.toleranceSeconds,
      },
      nowMs: Date.now(),
    });
    if (!check.ok) throw unauthorized(check.reason);
    const n = parseBody(ZBankWebhookBodySchema, input.body);

    return this.applyWebhook({ provider: 'bank', key: n.id, eventId: n.id, payload: n }, async (w) => {
      if (n.transferType !== 'in') {
        await w.record('ignored');
        return 'ignored';
      }
      const exception = async (kind: string, deposit: DepositRow | null, extra: Record<string, unknown> = {}) => {
        await w.exception({
          kind,
          depositId: deposit?.id ?? null,
          playerId: deposit?.player_id ?? null,
          amount: n.transferAmount,
          details: {
            content: n.content,
            transactionDate: n.transactionDate,
            referenceCode: n.referenceCode ?? null,
            // who paid, as the bank named it: staff identify the player from it (decision 124)
            bank: n.gateway,
            senderName: n.counterAccountName ?? null,
            senderAccount: n.counterAccountNumber ?? null,
            senderBankBin: n.counterAccountBankId ?? null,
            ...extra,
          },
        });
        await w.record(`exception:${kind}`, { depositId: deposit?.id ?? null });
        return 'exception' as const;
      };

      const codes = [
        ...(n.code ? [n.code.toUpperCase()] : []),
        ...extractTransferCodes(n.content, s.transferCodePrefix),
      ];
      let deposit: DepositRow | null = null;
      for (const code of new Set(codes)) {
        deposit = await this.repo.findByTransferCode(w.c, code);
        if (deposit) break;
      }
      if (!deposit) return exception(codes.length ? 'unknown_code' : 'unmatched', null, { codes });
      if (deposit.status === 'credited' || deposit.status === 'held') return exception('reused_code', deposit);
      const paidAt = parseVietnamTime(n.transactionDate);
      const late = deposit.expires_at !== null && paidAt.getTime() > deposit.expires_at.getTime();
      if (deposit.status !== 'pending' || late) {
        if (deposit.status === 'pending')
          await this.repo.setDepositStatus(w.c, deposit.id, 'expired', PaymentMessage.TRANSACTION_EXPIRED);
        return exception('late', deposit, {
          depositStatus: deposit.status,
          expiresAt: deposit.expires_at?.toISOString(),
        });
      }
      // The money is the player's: credit what actually arrived (what player protection lets
      // be played; the rest is held for return, decision 073), and show staff any difference.
      const credited = await w.credit(deposit, n.transferAmount, {
        bankTransactionId: n.id,
        referenceCode: n.referenceCode ?? null,
        sender: senderOf(n),
      });
      await w.amountMismatch(deposit, n.transferAmount, credited, { content: n.content });
      await w.record('credited', { depositId: deposit.id });
      return 'applied';
    });
  }

  /** MoMo IPN. */
  async handleMomoIpn(body: unknown): Promise<WebhookResult> {
    const ipn = parseBody(ZMomoIpnSchema, body);
    const s = await this.core.settings.get();
    const g = s.gateways.momo;
    const check = verifyIpn(g, ipn, Date.now(), g.ipnToleranceSeconds);
    if (!check.ok) throw unauthorized(check.reason);
    const eventId = `${ipn.orderId}:${ipn.transId}:${ipn.resultCode}`;
    const mapped = mapResultCode(ipn.resultCode);

    return this.applyWebhook({ provider: 'momo', key: ipn.orderId, eventId, payload: ipn }, async (w) => {
      const deposit = await this.repo.findByProviderRef(w.c, 'momo', ipn.orderId);
      const extra = decodeExtraData(ipn.extraData);
      if (!deposit || (extra?.depositId !== undefined && extra.depositId !== deposit.id)) {
        if (mapped.outcome === 'success') {
          await w.exception({
            kind: 'unmatched',
            depositId: null,
            playerId: null,
            amount: ipn.amount,
            details: { orderId: ipn.orderId, transId: ipn.transId },
          });
        }
        await w.record('unmatched', { depositId: null });
        return 'exception';
      }
      if (mapped.outcome === 'pending') {
        await w.record('pending', { depositId: deposit.id });
        return 'pending';
      }
      if (mapped.outcome === 'failed') {
        if (deposit.status === 'pending' || deposit.status === 'expired') {
          await this.repo.setDepositStatus(w.c, deposit.id, 'failed', mapped.reason, { resultCode: ipn.resultCode });
        }
        await w.record('failed', { depositId: deposit.id });
        return 'applied';
      }
      if (deposit.status === 'credited' || deposit.status === 'held') {
        // A second successful payment for one order: MoMo took money twice, staff must see it.
        if (deposit.details.transId !== ipn.transId) {
          await w.exception({
            kind: 'reused_code',
            depositId: deposit.id,
            playerId: deposit.player_id,
            amount: ipn.amount,
            details: { orderId: ipn.orderId, transId: ipn.transId },
          });
          await w.record('exception:reused_code', { depositId: deposit.id });
          return 'exception';
        }
        await w.record('ignored', { depositId: deposit.id });
        return 'ignored';
      }
      // MoMo took the player's money: credit even if our link had expired meanwhile.
      const credited = await w.credit(deposit, ipn.amount, { transId: ipn.transId, payType: ipn.payType });
      await w.amountMismatch(deposit, ipn.amount, credited);
      await w.record('credited', { depositId: deposit.id });
      return 'applied';
    });
  }

  /** Card exchange callback: recorded once, then applied like a synchronous answer (payments.deposits). */
  async handleCardCallback(body: unknown): Promise<WebhookResult> {
    const cb = parseBody(ZCardCallbackSchema, body);
    const s = await this.core.settings.get();
    if (!verifyCallback(s.gateways.card, cb)) throw payError(401, 'WEBHOOK_UNAUTHORIZED');

    const deposit = await this.repo.tx((c) => this.repo.findByProviderRef(c, 'card', cb.request_id));
    // The signature covers PIN and serial: they must be the card this request was for.
    if (
      !deposit ||
      deposit.card_fingerprint !== sha256(`${cb.telco}:${cb.code}`) ||
      !safeEqual(String(deposit.details.serial ?? ''), cb.serial)
    ) {
      throw payError(401, 'WEBHOOK_UNAUTHORIZED');
    }
    const event = {
      provider: 'card',
      key: cb.request_id,
      eventId: `${cb.request_id}:${cb.status}`,
      payload: { ...cb, code: '***' },
    } as const;
    return this.applyWebhook(event, async (w) => {
      await w.record('received', { depositId: deposit.id });
      w.afterCommit(
        async () => (await this.deposits.applyCardResult(deposit.id, cb.status, cb.value, cb.trans_id)).outcome,
      );
      return 'applied';
    });
  }

  /** Chain watcher notification. */
  async handleCryptoWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    const s = await this.core.settings.get();
    const g = s.gateways.crypto;
    if (!g.apiKey || !safeEqual(headerOf(input.headers, 'x-api-key') ?? '', g.apiKey))
      throw payError(401, 'WEBHOOK_UNAUTHORIZED');
    const check = verifyTimestamped(
      headerOf(input.headers, CHAIN_SIGNATURE_HEADER),
      input.rawBody,
      g.webhookSecret,
      Date.now(),
      g.toleranceSeconds,
    );
    if (!check.ok) throw unauthorized(check.reason);
    const n = parseBody(ZChainWebhookSchema, input.body);
    if (!isValidAddress(n.chain, n.address)) throw new AppError(400, 'VALIDATION_ERROR', 'invalid address');
    const address = normalizeAddress(n.chain, n.address);
    const txKey = `${n.chain}:${n.txHash}:${n.logIndex}`;
    const owner = await this.repo.ownerOfAddress(n.chain, address);

    const event = { provider: 'crypto', key: txKey, eventId: n.id, payload: n, exceptionId: txKey } as const;
    return this.applyWebhook(event, async (w) => {
      const currency = (CRYPTO_CURRENCIES as readonly string[]).includes(n.token) ? (n.token as TCryptoCurrency) : null;
      if (owner === null || !currency || !CRYPTO_CHAINS_BY_CURRENCY[currency].includes(n.chain)) {
        await w.exception({
          kind: owner === null ? 'unmatched' : 'wrong_currency',
          depositId: null,
          playerId: owner,
          amount: 0,
          details: { chain: n.chain, token: n.token, amount: n.amount, address, txHash: n.txHash },
        });
        await w.record('exception', { depositId: null });
        return 'exception';
      }
      let deposit = await this.repo.findByProviderRef(w.c, 'crypto', txKey);
      const seen = {
        chain: n.chain,
        currency,
        address,
        txHash: n.txHash,
        amountCrypto: n.amount,
        confirmations: n.confirmations,
      };
      if (!deposit) {
        const intent = await this.repo.findOpenCryptoIntent(w.c, owner, n.chain, currency);
        deposit = intent
          ? await this.repo.updateDeposit(w.c, intent.id, { providerRef: txKey, details: seen, expiresAt: null })
          : await this.repo.insertDeposit(w.c, {
              playerId: owner,
              method: 'crypto',
              amount: null,
              promotionId: null,
              providerRef: txKey,
              details: seen,
            });
      }
      if (deposit.status === 'credited' || deposit.status === 'held') {
        await w.record('ignored', { depositId: deposit.id });
        return 'ignored';
      }
      const required = s.crypto.confirmations[n.chain];
      if (n.confirmations < required) {
        await this.repo.updateDeposit(w.c, deposit.id, {
          details: { confirmations: n.confirmations, requiredConfirmations: required },
        });
        await w.record('pending', { depositId: deposit.id });
        return 'pending';
      }
      // Spec: VND credited at the configured rate at confirmation time.
      const rateVnd = s.crypto.ratesVnd[currency];
      const vnd = cryptoToVnd(n.amount, rateVnd);
      if (vnd <= 0) {
        await w.exception({
          kind: 'underpaid',
          depositId: deposit.id,
          playerId: owner,
          amount: 0,
          details: { ...seen, rateVnd },
        });
        await this.repo.setDepositStatus(w.c, deposit.id, 'failed', 'Số tiền quá nhỏ');
        await w.record('exception', { depositId: deposit.id });
        return 'exception';
      }
      const withAmount = await this.repo.updateDeposit(w.c, deposit.id, { amount: vnd });
      await w.credit(withAmount, vnd, { ...seen, rateVnd, requiredConfirmations: required });
      await w.record('credited', { depositId: deposit.id });
      return 'applied';
    });
  }

  /** Asynchronous payout results (bank payout provider): recorded once, then the payout completed. */
  async handlePayoutWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    const s = await this.core.settings.get();
    const g = s.gateways.bank;
    if (!g.payoutApiKey || !safeEqual(headerOf(input.headers, 'x-api-key') ?? '', g.payoutApiKey))
      throw payError(401, 'WEBHOOK_UNAUTHORIZED');
    const check = verifyTimestamped(
      headerOf(input.headers, PAYOUT_SIGNATURE_HEADER),
      input.rawBody,
      g.payoutSecret,
      Date.now(),
      g.toleranceSeconds,
    );
    if (!check.ok) throw unauthorized(check.reason);
    const body = parseBody(ZPayoutWebhookSchema, input.body);
    const reference = body.reference;
    const match = /RT(\d{1,15})$/.exec(reference);
    if (!match) throw new AppError(400, 'VALIDATION_ERROR', 'unknown reference');
    const id = Number(match[1]);
    if (!(await this.repo.findWithdrawal(this.repo.pool, id))) throw payError(404, 'WITHDRAWAL_NOT_FOUND');

    const event = {
      provider: 'payout',
      key: reference,
      eventId: `${reference}:${body.status}`,
      payload: body,
    } as const;
    return this.applyWebhook(event, async (w) => {
      await w.record(String(body.status), { withdrawalId: id });
      w.afterCommit(async () => {
        const reason = typeof body.reason === 'string' ? body.reason : 'Thanh toán thất bại';
        await this.withdrawals.completePayout(
          id,
          body.status === 'paid'
            ? { status: 'paid', providerRef: String(body.providerRef ?? '') }
            : { status: 'failed', reason },
          'provider',
        );
        return 'applied';
      });
      return 'applied';
    });
  }
}
