import { createHash, randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  CARD_CARRIERS,
  CARD_DENOMINATIONS,
  CARD_FEE_PERCENT,
  CARD_WITHDRAW_MAX_COUNT,
  CODEPAY_MIN_AMOUNT,
  CONFIRMATION_TIMES,
  CRYPTO_CHAINS_BY_CURRENCY,
  CRYPTO_CURRENCIES,
  CRYPTO_WITHDRAW_MIN_VND,
  DEPOSIT_HOLD_REASONS,
  HISTORY_DAYS,
  NO_FIRST_DEPOSIT_PROMOTION_METHODS,
  PaymentErrorMessage,
  PaymentMessage,
  type TBankWithdrawRequest,
  type TCardWithdrawRequest,
  type TCryptoChain,
  type TCryptoCurrency,
  type TCryptoDeposit,
  type TCryptoWithdrawRequest,
  type TDeposit,
  type TDepositHoldReason,
  type TDepositMethod,
  type TMomoDeposit,
  type TPaymentMethods,
  type TPaymentSettings,
  type TProtectionPeriod,
  type TReturnHeldRequest,
  type TVoucher,
  type TWithdrawal,
  type TWithdrawMethod,
} from '@app/contract';
import { formatVnd } from '@app/contract/format';
import type { PoolClient } from 'pg';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { KeyedQueue } from '../../db/keyed-queue';
import { AppError } from '../../http/errors';
import type { AdminService, StaffActor } from '../admin/admin.service';
import type { DomainEventsPort } from '../domain-events/domain-events.service';
import { PAYOUT_SIGNATURE_HEADER, ZPayoutWebhookSchema } from './gateways/bank/bank-payout.client';
import {
  extractTransferCodes,
  parseVietnamTime,
  TRANSFER_CODE_ALPHABET,
  TRANSFER_CODE_LENGTH,
  verifyBankWebhook,
  ZBankWebhookBodySchema,
} from './gateways/bank/bank-webhook';
import {
  CARD_STATUS,
  cardOutcome,
  type TCardCarrier,
  verifyCallback,
  ZCardCallbackSchema,
} from './gateways/card/card.protocol';
import { isValidAddress, normalizeAddress } from './gateways/crypto/address';
import { cryptoToVnd, vndToCrypto } from './gateways/crypto/amount';
import { CHAIN_SIGNATURE_HEADER, ZChainWebhookSchema } from './gateways/crypto/chain-watcher';
import { GatewayError } from './gateways/http';
import {
  decodeExtraData,
  encodeExtraData,
  mapResultCode,
  verifyIpn,
  ZMomoIpnSchema,
} from './gateways/momo/momo.protocol';
import { GatewayRegistry } from './gateways/registry';
import { SandboxState } from './gateways/sandbox';
import { safeEqual, verifyTimestamped } from './gateways/signing';
import {
  type BankAccountsPort,
  type DepositCheck,
  type DepositCreditedEvent,
  type LedgerPort,
  type PaymentEvents,
  type PlayersPort,
  type PromotionResolver,
  type Refusal,
  type WithdrawalCheck,
  type WithdrawalEvent,
  ZDepositCreditedEventSchema,
} from './payments.ports';
import { type DepositRow, PaymentsRepository, type Q, type WithdrawalRow } from './payments.repository';
import { maskSettings, PaymentSettingsStore, unmaskUpdate } from './payments.settings';
import {
  adminWithdrawalView,
  type DepositHold,
  depositCode,
  depositView,
  exceptionView,
  transactionRow,
  withdrawalCode,
  withdrawalView,
} from './payments.views';
import { renderQrDataUrl, renderQrPng } from './vietqr/qr-image';
import { buildVietQr } from './vietqr/vietqr';

type Code = keyof typeof PaymentErrorMessage;
const payError = (status: number, code: Code, message: string = PaymentErrorMessage[code]) =>
  new AppError(status, code, message);

const MOMO_LINK_MINUTES = 30;
/** The domain event of a credited deposit (decision 070). */
const DEPOSIT_CREDITED = 'deposit.credited';
const CLEARING: Record<TDepositMethod | TWithdrawMethod, string> = {
  codepay: 'bank',
  bank: 'bank',
  momo: 'momo',
  card: 'card',
  crypto: 'crypto',
};

type Headers = Record<string, string | string[] | undefined>;
const headerOf = (h: Headers, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

export interface PaymentsDeps {
  ledger: LedgerPort;
  players: PlayersPort;
  domainEvents: DomainEventsPort;
  banks: BankAccountsPort & {
    bankInfo(bin: string): { bin: string; shortName: string; name: string } | undefined;
  };
  admin: AdminService;
  /** The brand's public site URL (default base of callback and return URLs). */
  siteUrl: () => string;
}

export interface WebhookResult {
  /** applied: money or state changed; duplicate: replay of a processed notification. */
  outcome: 'applied' | 'duplicate' | 'ignored' | 'exception' | 'pending';
}

interface AfterCommit {
  credited: DepositRow[];
  withdrawals: WithdrawalEvent[];
}

function newTransferCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i++)
    code += TRANSFER_CODE_ALPHABET[randomInt(TRANSFER_CODE_ALPHABET.length)];
  return code;
}

/** Player protection's deposit limit: null allows; run with the order's transaction client. */
export type DepositLimitCheck = (
  c: PoolClient,
  input: { playerId: number; method: TDepositMethod; amount: number | null },
) => Promise<Refusal | null>;

/**
 * Player protection's room when money arrives (decision 073), run in the crediting transaction:
 * how much of a deposit still fits the deposit limits in force (null: no limit in force).
 */
export type DepositRoomCheck = (
  c: PoolClient,
  input: { playerId: number; depositId: number },
) => Promise<{ room: number; period: TProtectionPeriod; limit: number } | null>;

/** Exception kinds of money held back by player protection, returned only (decision 073). */
const HOLD_KINDS: readonly string[] = DEPOSIT_HOLD_REASONS;

/** How money that arrived for a deposit is split between playable cash and held (decision 073). */
interface DepositSplit {
  cash: number;
  held: number;
  hold: DepositHold | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

/**
 * The cashier: deposit intents and their gateway callbacks, withdrawals (reserve, review,
 * payout, settle or release), payment exceptions for staff, and the transaction history.
 * Money moves only through the ledger port; this service records why.
 */
export class PaymentsService {
  readonly events = new EventEmitter<PaymentEvents>();
  readonly settings: PaymentSettingsStore;
  readonly gateways: GatewayRegistry;
  readonly sandbox = new SandboxState();
  private readonly repo: PaymentsRepository;
  private readonly webhookQueue = new KeyedQueue();
  private promotionResolver: PromotionResolver | null = null;
  private bonusOpener: ((c: Q, event: DepositCreditedEvent) => Promise<void>) | null = null;
  private readonly depositChecks: DepositCheck[] = [];
  private depositLimit: DepositLimitCheck | null = null;
  private depositRoom: DepositRoomCheck | null = null;
  private readonly withdrawalChecks: WithdrawalCheck[] = [];
  private log: { warn(o: object, m?: string): void; error(o: object, m?: string): void } = { warn() {}, error() {} };

  constructor(
    db: Db,
    private readonly env: Env,
    private readonly deps: PaymentsDeps,
  ) {
    this.repo = new PaymentsRepository(db);
    this.settings = new PaymentSettingsStore(db);
    this.gateways = new GatewayRegistry(this.settings);
  }

  setLogger(log: { warn(o: object, m?: string): void; error(o: object, m?: string): void }): void {
    this.log = log;
  }

  // ─── extension points for other modules ──────────────────────────────────────────────

  /** Promotions: validate the promotion chosen at deposit. */
  setPromotionResolver(resolver: PromotionResolver): void {
    this.promotionResolver = resolver;
  }

  /**
   * Promotions: open the bonus chosen for a first deposit inside the transaction that credits
   * it, so its wagering hold starts with the money (the bonus money follows with the event).
   */
  setBonusOpener(open: (c: Q, event: DepositCreditedEvent) => Promise<void>): void {
    this.bonusOpener = open;
  }

  /** Protection: refuse a deposit (limits, exclusion). */
  addDepositCheck(check: DepositCheck): void {
    this.depositChecks.push(check);
  }

  /** Protection: deposit limits, checked inside the transaction that inserts the order (it locks per player). */
  setDepositLimit(check: DepositLimitCheck): void {
    this.depositLimit = check;
  }

  /**
   * Protection: how much of arriving money fits the deposit limits, checked inside the
   * transaction that credits it (it locks per player); the rest is held back (decision 073).
   */
  setDepositRoom(check: DepositRoomCheck): void {
    this.depositRoom = check;
  }

  private async assertWithinDepositLimit(
    c: PoolClient,
    playerId: number,
    method: TDepositMethod,
    amount: number | null,
  ) {
    const refusal = await this.depositLimit?.(c, { playerId, method, amount });
    if (refusal) throw new AppError(403, refusal.code, refusal.message);
  }

  /** Promotions: hold withdrawals while wagering is incomplete. */
  addWithdrawalCheck(check: WithdrawalCheck): void {
    this.withdrawalChecks.push(check);
  }

  // ─── overview ────────────────────────────────────────────────────────────────────────

  async methods(): Promise<TPaymentMethods> {
    const s = await this.settings.get();
    const lim = (l: { enabled: boolean; min: number; max: number }, time: string, firstDeposit: boolean) => ({
      enabled: l.enabled,
      min: l.min,
      max: l.max,
      confirmationTime: time,
      firstDepositPromotions: firstDeposit,
    });
    const codepayMin = Math.max(CODEPAY_MIN_AMOUNT, s.deposit.codepay.min);
    return {
      deposit: {
        codepay: lim({ ...s.deposit.codepay, min: codepayMin }, CONFIRMATION_TIMES.codepay, true),
        bank: lim(
          { ...s.deposit.bank, min: Math.max(CODEPAY_MIN_AMOUNT, s.deposit.bank.min) },
          CONFIRMATION_TIMES.bank,
          true,
        ),
        momo: lim(s.deposit.momo, CONFIRMATION_TIMES.momo, false),
        crypto: {
          ...lim(s.deposit.crypto, CONFIRMATION_TIMES.crypto, false),
          currencies: CRYPTO_CURRENCIES.map((currency) => ({
            currency,
            chains: [...CRYPTO_CHAINS_BY_CURRENCY[currency]],
            rateVnd: s.crypto.ratesVnd[currency],
          })),
        },
        card: {
          ...lim(
            {
              enabled: s.deposit.card.enabled,
              min: CARD_DENOMINATIONS[0],
              max: CARD_DENOMINATIONS[CARD_DENOMINATIONS.length - 1]!,
            },
            CONFIRMATION_TIMES.card,
            false,
          ),
          carriers: CARD_CARRIERS.map((carrier) => ({ carrier, feePercent: CARD_FEE_PERCENT[carrier] })),
          denominations: [...CARD_DENOMINATIONS],
        },
      },
      withdraw: {
        bank: {
          enabled: s.withdraw.bank.enabled,
          min: s.withdraw.bank.min,
          max: s.withdraw.bank.max,
          confirmationTime: '5 - 15 phút',
        },
        card: {
          enabled: s.withdraw.card.enabled,
          min: s.withdraw.card.min,
          max: s.withdraw.card.max,
          confirmationTime: '5 - 15 phút',
          carriers: [...CARD_CARRIERS],
          denominations: [...CARD_DENOMINATIONS],
          maxCount: CARD_WITHDRAW_MAX_COUNT,
        },
        crypto: {
          enabled: s.withdraw.crypto.enabled,
          min: s.withdraw.crypto.min,
          max: s.withdraw.crypto.max,
          confirmationTime: CONFIRMATION_TIMES.crypto,
          currencies: CRYPTO_CURRENCIES.map((currency) => ({
            currency,
            chains: [...CRYPTO_CHAINS_BY_CURRENCY[currency]],
            rateVnd: s.crypto.ratesVnd[currency],
            minVnd: Math.max(s.withdraw.crypto.min, CRYPTO_WITHDRAW_MIN_VND[currency]),
          })),
        },
      },
      sandbox: {
        bank: s.gateways.bank.mode === 'sandbox',
        momo: s.gateways.momo.mode === 'sandbox',
        card: s.gateways.card.mode === 'sandbox',
        crypto: s.gateways.crypto.mode === 'sandbox',
      },
    };
  }

  // ─── shared deposit checks ───────────────────────────────────────────────────────────

  private async playerOrThrow(playerId: number) {
    const player = await this.deps.players.getPlayer(playerId);
    if (!player) throw new AppError(401, 'UNAUTHORIZED');
    return player;
  }

  private async assertCanDeposit(playerId: number, method: TDepositMethod, amount: number | null): Promise<void> {
    const player = await this.playerOrThrow(playerId);
    if (player.status !== 'active') throw payError(403, 'DEPOSIT_BLOCKED');
    for (const check of this.depositChecks) {
      const refusal = await check({ playerId, method, amount });
      if (refusal) throw new AppError(403, refusal.code, refusal.message);
    }
  }

  private assertAmount(amount: number, min: number, max: number): void {
    if (amount < min) throw payError(400, 'AMOUNT_TOO_LOW', `Số tiền tối thiểu là ${formatVnd(min)}`);
    if (amount > max) throw payError(400, 'AMOUNT_TOO_HIGH', `Số tiền tối đa là ${formatVnd(max)}`);
  }

  /** The promotion to record, after the promotions module and the method rule agree. */
  private async checkPromotion(
    playerId: number,
    method: TDepositMethod,
    promotionId: string | null | undefined,
  ): Promise<string | null> {
    if (!promotionId) return null;
    if (!this.promotionResolver) throw payError(400, 'PROMOTION_NOT_AVAILABLE', 'Khuyến mãi không tồn tại');
    const found = await this.promotionResolver({ promotionId, playerId, method });
    if (!found) throw payError(400, 'PROMOTION_NOT_AVAILABLE', 'Khuyến mãi không tồn tại');
    if ('code' in found) throw new AppError(400, found.code, found.message);
    if (found.firstDeposit && NO_FIRST_DEPOSIT_PROMOTION_METHODS.includes(method)) {
      throw payError(
        400,
        'PROMOTION_NOT_AVAILABLE',
        'Khuyến mãi nạp đầu không áp dụng cho nạp tiền điện tử, MoMo và thẻ cào',
      );
    }
    return promotionId;
  }

  private async methodSettings(method: 'codepay' | 'bank' | 'momo' | 'crypto') {
    const s = await this.settings.get();
    const lim = s.deposit[method];
    if (!lim.enabled) throw payError(503, 'METHOD_UNAVAILABLE');
    return { s, lim };
  }

  private async publicBase(): Promise<string> {
    const s = await this.settings.get();
    return (s.publicBaseUrl || this.deps.siteUrl()).replace(/\/+$/, '');
  }

  // ─── Codepay / bank transfer vouchers ────────────────────────────────────────────────

  async createVoucher(
    playerId: number,
    method: 'codepay' | 'bank',
    req: { amount: number; promotionId?: string | null; replaceCurrent?: boolean },
  ): Promise<TVoucher> {
    const { s, lim } = await this.methodSettings(method);
    this.assertAmount(req.amount, Math.max(CODEPAY_MIN_AMOUNT, lim.min), lim.max);
    await this.assertCanDeposit(playerId, method, req.amount);
    const promotionId = await this.checkPromotion(playerId, method, req.promotionId);
    const bank = this.deps.banks.bankInfo(s.receivingAccount.bankBin);
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
    const bank = row.details.bank as TVoucher['bank'];
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
        confirmationTime: CONFIRMATION_TIMES[row.method === 'bank' ? 'bank' : 'codepay'],
      };
    } catch (err) {
      this.log.error({ err, depositId: row.id }, 'voucher QR could not be built');
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
    this.assertAmount(req.amount, lim.min, lim.max);
    await this.assertCanDeposit(playerId, 'momo', req.amount);
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
        providerRef: `${this.env.APP_NAME.toUpperCase()}${depositCode(inserted.id)}`,
      });
    });
    const orderId = row.provider_ref!;
    try {
      const momo = await this.gateways.momo();
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
      return { deposit: depositView(updated), ...links, confirmationTime: CONFIRMATION_TIMES.momo };
    } catch (err) {
      const reason = err instanceof GatewayError ? err.message : 'gateway error';
      this.log.warn({ err, depositId: row.id }, 'MoMo create payment failed');
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
    const s = await this.settings.get();
    if (!s.deposit.card.enabled) throw payError(503, 'METHOD_UNAVAILABLE');
    await this.assertCanDeposit(playerId, 'card', req.denomination);
    const promotionId = await this.checkPromotion(playerId, 'card', req.promotionId);
    const requestId =
      `${this.env.APP_NAME.toUpperCase()}C${Date.now().toString(36)}${randomInt(36 ** 4).toString(36)}`.toUpperCase();

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
      const card = await this.gateways.card();
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
        this.log.warn({ err, depositId: row.id }, 'card charge outcome unknown');
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

  private async applyCardResult(
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
    await this.afterCommit(after);
    return result;
  }

  // ─── crypto ──────────────────────────────────────────────────────────────────────────

  async createCryptoIntent(
    playerId: number,
    req: { chain: TCryptoChain; currency: TCryptoCurrency; promotionId?: string | null },
  ): Promise<TCryptoDeposit> {
    const { s } = await this.methodSettings('crypto');
    if (!CRYPTO_CHAINS_BY_CURRENCY[req.currency].includes(req.chain)) throw payError(400, 'CRYPTO_CHAIN_UNSUPPORTED');
    await this.assertCanDeposit(playerId, 'crypto', null);
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
      confirmationTime: CONFIRMATION_TIMES.crypto,
      warning: PaymentMessage.CRYPTO_WARNING,
      qrImage: await renderQrDataUrl(address),
    };
  }

  /** The player's address on a chain, allocated once by the chain watcher. */
  private async depositAddress(playerId: number, chain: TCryptoChain): Promise<string> {
    const existing = await this.repo.findAddress(playerId, chain);
    if (existing) return existing;
    try {
      const watcher = await this.gateways.chain();
      const address = normalizeAddress(chain, await watcher.allocateAddress({ chain, label: `player-${playerId}` }));
      return await this.repo.saveAddress(playerId, chain, address);
    } catch (err) {
      this.log.warn({ err, playerId, chain }, 'deposit address allocation failed');
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
  private async creditDeposit(
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
        ? await this.deps.ledger.credit(
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
      const held = await this.deps.ledger.holdDeposit(
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
      firstDeposit: await this.deps.players.markFirstDeposit(credited.player_id, c),
      journalId: result.journalId,
      creditedAt: credited.credited_at ?? new Date(),
    };
    await this.bonusOpener?.(c, event);
    await this.deps.domainEvents.record(c, DEPOSIT_CREDITED, `deposit:${credited.id}`, event);
    return credited;
  }

  /**
   * What of `amount` may be played (decision 073): nothing while the account is self-excluded
   * or disabled (the status read with the player's row locked until this transaction commits),
   * else what fits the deposit limits in force (read with the player's protection row locked).
   */
  private async splitDeposit(c: PoolClient, row: DepositRow, amount: number): Promise<DepositSplit> {
    const status = await this.deps.players.lockPlayerStatus(row.player_id, c);
    if (status !== 'active') {
      const reason: TDepositHoldReason = status === 'self_excluded' ? 'player_excluded' : 'player_disabled';
      return { cash: 0, held: amount, hold: { reason } };
    }
    const room = await this.depositRoom?.(c, { playerId: row.player_id, depositId: row.id });
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
    this.deps.domainEvents.subscribe(DEPOSIT_CREDITED, name, ZDepositCreditedEventSchema, handle);
  }

  /** After the transaction committed: deliver its events now (never undo the money). */
  private async afterCommit(after: AfterCommit): Promise<void> {
    if (after.credited.length > 0) this.deps.domainEvents.kick();
    for (const w of after.withdrawals)
      this.emitSafely(w.status === 'pending' ? 'withdrawal.requested' : 'withdrawal.updated', w);
  }

  /** Listeners run synchronously; one throwing must never undo or block a payment that happened. */
  private emitSafely<K extends keyof PaymentEvents>(name: K, ...args: PaymentEvents[K]): void {
    try {
      (this.events.emit as (n: K, ...a: PaymentEvents[K]) => boolean)(name, ...args);
    } catch (err) {
      this.log.error({ err, event: name }, 'payments event listener failed');
    }
  }

  // ─── webhooks ────────────────────────────────────────────────────────────────────────

  /**
   * One webhook's transaction, serialised with every other delivery of the same event: in
   * memory first (a waiting copy holds no connection), then by the event's advisory lock
   * across instances (decision 071).
   */
  private webhookTx<T>(provider: string, externalId: string, work: (c: PoolClient) => Promise<T>): Promise<T> {
    return this.webhookQueue.run(`${provider}:${externalId}`, () =>
      this.repo.tx(async (c) => {
        await this.repo.lockEvent(c, provider, externalId);
        return work(c);
      }),
    );
  }

  private unauthorized(reason: string): AppError {
    return reason === 'stale' ? payError(401, 'WEBHOOK_STALE') : payError(401, 'WEBHOOK_UNAUTHORIZED');
  }

  /** SePay/Casso-style bank statement notification (Codepay and bank transfer deposits). */
  async handleBankWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    const s = await this.settings.get();
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
    if (!check.ok) throw this.unauthorized(check.reason);
    const parsed = ZBankWebhookBodySchema.safeParse(input.body);
    if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
    const n = parsed.data;

    const after: AfterCommit = { credited: [], withdrawals: [] };
    const result = await this.webhookTx('bank', n.id, async (c): Promise<WebhookResult> => {
      if (await this.repo.eventExists(c, 'bank', n.id)) return { outcome: 'duplicate' };
      const record = async (outcome: string, depositId: number | null = null) =>
        this.repo.recordEvent(c, { provider: 'bank', externalId: n.id, payload: n, outcome, depositId });
      if (n.transferType !== 'in') {
        await record('ignored');
        return { outcome: 'ignored' };
      }
      const exception = async (kind: string, deposit: DepositRow | null, extra: Record<string, unknown> = {}) => {
        await this.repo.insertException(c, {
          kind,
          provider: 'bank',
          externalId: n.id,
          depositId: deposit?.id ?? null,
          playerId: deposit?.player_id ?? null,
          amount: n.transferAmount,
          details: {
            content: n.content,
            transactionDate: n.transactionDate,
            referenceCode: n.referenceCode ?? null,
            ...extra,
          },
        });
        await record(`exception:${kind}`, deposit?.id ?? null);
        return { outcome: 'exception' as const };
      };

      const codes = [
        ...(n.code ? [n.code.toUpperCase()] : []),
        ...extractTransferCodes(n.content, s.transferCodePrefix),
      ];
      let deposit: DepositRow | null = null;
      for (const code of new Set(codes)) {
        deposit = await this.repo.findByTransferCode(c, code);
        if (deposit) break;
      }
      if (!deposit) return exception(codes.length ? 'unknown_code' : 'unmatched', null, { codes });
      if (deposit.status === 'credited' || deposit.status === 'held') return exception('reused_code', deposit);
      const paidAt = parseVietnamTime(n.transactionDate);
      const late = deposit.expires_at !== null && paidAt.getTime() > deposit.expires_at.getTime();
      if (deposit.status !== 'pending' || late) {
        if (deposit.status === 'pending')
          await this.repo.setDepositStatus(c, deposit.id, 'expired', PaymentMessage.TRANSACTION_EXPIRED);
        return exception('late', deposit, {
          depositStatus: deposit.status,
          expiresAt: deposit.expires_at?.toISOString(),
        });
      }
      // The money is the player's: credit what actually arrived (what player protection lets
      // be played; the rest is held for return, decision 073), and show staff any difference.
      const credited = await this.creditDeposit(c, deposit, n.transferAmount, 0, {
        bankTransactionId: n.id,
        referenceCode: n.referenceCode ?? null,
        sender: senderOf(n),
      });
      after.credited.push(credited);
      if (deposit.amount !== null && n.transferAmount !== deposit.amount) {
        await this.repo.insertException(c, {
          kind: n.transferAmount < deposit.amount ? 'underpaid' : 'overpaid',
          provider: 'bank',
          externalId: n.id,
          depositId: deposit.id,
          playerId: deposit.player_id,
          amount: n.transferAmount,
          details: {
            requested: deposit.amount,
            received: n.transferAmount,
            credited: credited.credited_amount,
            held: credited.held_amount,
            content: n.content,
          },
          note: creditedNote(credited),
        });
      }
      await record('credited', deposit.id);
      return { outcome: 'applied' };
    });
    await this.afterCommit(after);
    return result;
  }

  /** MoMo IPN. */
  async handleMomoIpn(body: unknown): Promise<WebhookResult> {
    const parsed = ZMomoIpnSchema.safeParse(body);
    if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
    const ipn = parsed.data;
    const s = await this.settings.get();
    const g = s.gateways.momo;
    const check = verifyIpn(g, ipn, Date.now(), g.ipnToleranceSeconds);
    if (!check.ok) throw this.unauthorized(check.reason);
    const externalId = `${ipn.orderId}:${ipn.transId}:${ipn.resultCode}`;
    const mapped = mapResultCode(ipn.resultCode);

    const after: AfterCommit = { credited: [], withdrawals: [] };
    const result = await this.webhookTx('momo', ipn.orderId, async (c): Promise<WebhookResult> => {
      if (await this.repo.eventExists(c, 'momo', externalId)) return { outcome: 'duplicate' };
      const record = (outcome: string, depositId: number | null) =>
        this.repo.recordEvent(c, { provider: 'momo', externalId, payload: ipn, outcome, depositId });
      const deposit = await this.repo.findByProviderRef(c, 'momo', ipn.orderId);
      const extra = decodeExtraData(ipn.extraData);
      if (!deposit || (extra?.depositId !== undefined && extra.depositId !== deposit.id)) {
        if (mapped.outcome === 'success') {
          await this.repo.insertException(c, {
            kind: 'unmatched',
            provider: 'momo',
            externalId,
            depositId: null,
            playerId: null,
            amount: ipn.amount,
            details: { orderId: ipn.orderId, transId: ipn.transId },
          });
        }
        await record('unmatched', null);
        return { outcome: 'exception' };
      }
      if (mapped.outcome === 'pending') {
        await record('pending', deposit.id);
        return { outcome: 'pending' };
      }
      if (mapped.outcome === 'failed') {
        if (deposit.status === 'pending' || deposit.status === 'expired') {
          await this.repo.setDepositStatus(c, deposit.id, 'failed', mapped.reason, { resultCode: ipn.resultCode });
        }
        await record('failed', deposit.id);
        return { outcome: 'applied' };
      }
      if (deposit.status === 'credited' || deposit.status === 'held') {
        // A second successful payment for one order: MoMo took money twice, staff must see it.
        if (deposit.details.transId !== ipn.transId) {
          await this.repo.insertException(c, {
            kind: 'reused_code',
            provider: 'momo',
            externalId,
            depositId: deposit.id,
            playerId: deposit.player_id,
            amount: ipn.amount,
            details: { orderId: ipn.orderId, transId: ipn.transId },
          });
          await record('exception:reused_code', deposit.id);
          return { outcome: 'exception' };
        }
        await record('ignored', deposit.id);
        return { outcome: 'ignored' };
      }
      // MoMo took the player's money: credit even if our link had expired meanwhile.
      const credited = await this.creditDeposit(c, deposit, ipn.amount, 0, {
        transId: ipn.transId,
        payType: ipn.payType,
      });
      after.credited.push(credited);
      if (deposit.amount !== null && ipn.amount !== deposit.amount) {
        await this.repo.insertException(c, {
          kind: ipn.amount < deposit.amount ? 'underpaid' : 'overpaid',
          provider: 'momo',
          externalId,
          depositId: deposit.id,
          playerId: deposit.player_id,
          amount: ipn.amount,
          details: {
            requested: deposit.amount,
            received: ipn.amount,
            credited: credited.credited_amount,
            held: credited.held_amount,
          },
          note: creditedNote(credited),
        });
      }
      await record('credited', deposit.id);
      return { outcome: 'applied' };
    });
    await this.afterCommit(after);
    return result;
  }

  /** Card exchange callback. */
  async handleCardCallback(body: unknown): Promise<WebhookResult> {
    const parsed = ZCardCallbackSchema.safeParse(body);
    if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
    const cb = parsed.data;
    const s = await this.settings.get();
    if (!verifyCallback(s.gateways.card, cb)) throw payError(401, 'WEBHOOK_UNAUTHORIZED');
    const externalId = `${cb.request_id}:${cb.status}`;

    const deposit = await this.repo.tx((c) => this.repo.findByProviderRef(c, 'card', cb.request_id));
    // The signature covers PIN and serial: they must be the card this request was for.
    if (
      !deposit ||
      deposit.card_fingerprint !== sha256(`${cb.telco}:${cb.code}`) ||
      !safeEqual(String(deposit.details.serial ?? ''), cb.serial)
    ) {
      throw payError(401, 'WEBHOOK_UNAUTHORIZED');
    }
    const fresh = await this.webhookTx('card', cb.request_id, async (c) => {
      if (await this.repo.eventExists(c, 'card', externalId)) return false;
      await this.repo.recordEvent(c, {
        provider: 'card',
        externalId,
        payload: { ...cb, code: '***' },
        outcome: 'received',
        depositId: deposit.id,
      });
      return true;
    });
    if (!fresh) return { outcome: 'duplicate' };
    const { outcome } = await this.applyCardResult(deposit.id, cb.status, cb.value, cb.trans_id);
    return { outcome };
  }

  /** Chain watcher notification. */
  async handleCryptoWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    const s = await this.settings.get();
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
    if (!check.ok) throw this.unauthorized(check.reason);
    const parsed = ZChainWebhookSchema.safeParse(input.body);
    if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
    const n = parsed.data;
    if (!isValidAddress(n.chain, n.address)) throw new AppError(400, 'VALIDATION_ERROR', 'invalid address');
    const address = normalizeAddress(n.chain, n.address);
    const txKey = `${n.chain}:${n.txHash}:${n.logIndex}`;
    const owner = await this.repo.ownerOfAddress(n.chain, address);

    const after: AfterCommit = { credited: [], withdrawals: [] };
    const result = await this.webhookTx('crypto', txKey, async (c): Promise<WebhookResult> => {
      if (await this.repo.eventExists(c, 'crypto', n.id)) return { outcome: 'duplicate' };
      const record = (outcome: string, depositId: number | null) =>
        this.repo.recordEvent(c, { provider: 'crypto', externalId: n.id, payload: n, outcome, depositId });
      const currency = (CRYPTO_CURRENCIES as readonly string[]).includes(n.token) ? (n.token as TCryptoCurrency) : null;
      if (owner === null || !currency || !CRYPTO_CHAINS_BY_CURRENCY[currency].includes(n.chain)) {
        await this.repo.insertException(c, {
          kind: owner === null ? 'unmatched' : 'wrong_currency',
          provider: 'crypto',
          externalId: txKey,
          depositId: null,
          playerId: owner,
          amount: 0,
          details: { chain: n.chain, token: n.token, amount: n.amount, address, txHash: n.txHash },
        });
        await record('exception', null);
        return { outcome: 'exception' };
      }
      let deposit = await this.repo.findByProviderRef(c, 'crypto', txKey);
      const seen = {
        chain: n.chain,
        currency,
        address,
        txHash: n.txHash,
        amountCrypto: n.amount,
        confirmations: n.confirmations,
      };
      if (!deposit) {
        const intent = await this.repo.findOpenCryptoIntent(c, owner, n.chain, currency);
        deposit = intent
          ? await this.repo.updateDeposit(c, intent.id, { providerRef: txKey, details: seen, expiresAt: null })
          : await this.repo.insertDeposit(c, {
              playerId: owner,
              method: 'crypto',
              amount: null,
              promotionId: null,
              providerRef: txKey,
              details: seen,
            });
      }
      if (deposit.status === 'credited' || deposit.status === 'held') {
        await record('ignored', deposit.id);
        return { outcome: 'ignored' };
      }
      const required = s.crypto.confirmations[n.chain];
      if (n.confirmations < required) {
        await this.repo.updateDeposit(c, deposit.id, {
          details: { confirmations: n.confirmations, requiredConfirmations: required },
        });
        await record('pending', deposit.id);
        return { outcome: 'pending' };
      }
      // Spec: VND credited at the configured rate at confirmation time.
      const rateVnd = s.crypto.ratesVnd[currency];
      const vnd = cryptoToVnd(n.amount, rateVnd);
      if (vnd <= 0) {
        await this.repo.insertException(c, {
          kind: 'underpaid',
          provider: 'crypto',
          externalId: txKey,
          depositId: deposit.id,
          playerId: owner,
          amount: 0,
          details: { ...seen, rateVnd },
        });
        await this.repo.setDepositStatus(c, deposit.id, 'failed', 'Số tiền quá nhỏ');
        await record('exception', deposit.id);
        return { outcome: 'exception' };
      }
      const withAmount = await this.repo.updateDeposit(c, deposit.id, { amount: vnd });
      const credited = await this.creditDeposit(c, withAmount, vnd, 0, {
        ...seen,
        rateVnd,
        requiredConfirmations: required,
      });
      after.credited.push(credited);
      await record('credited', deposit.id);
      return { outcome: 'applied' };
    });
    await this.afterCommit(after);
    return result;
  }

  /** Asynchronous payout results (bank payout provider). */
  async handlePayoutWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    const s = await this.settings.get();
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
    if (!check.ok) throw this.unauthorized(check.reason);
    const parsed = ZPayoutWebhookSchema.safeParse(input.body);
    if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
    const body = parsed.data;
    const reference = body.reference;
    const match = /RT(\d{1,15})$/.exec(reference);
    if (!match) throw new AppError(400, 'VALIDATION_ERROR', 'unknown reference');
    const id = Number(match[1]);
    if (!(await this.repo.findWithdrawal(this.repo.pool, id))) throw payError(404, 'WITHDRAWAL_NOT_FOUND');
    const externalId = `${reference}:${body.status}`;
    const fresh = await this.webhookTx('payout', reference, async (c) => {
      if (await this.repo.eventExists(c, 'payout', externalId)) return false;
      await this.repo.recordEvent(c, {
        provider: 'payout',
        externalId,
        payload: body as Record<string, unknown>,
        outcome: String(body.status),
        withdrawalId: id,
      });
      return true;
    });
    if (!fresh) return { outcome: 'duplicate' };
    const reason = typeof body.reason === 'string' ? body.reason : 'Thanh toán thất bại';
    await this.completePayout(
      id,
      body.status === 'paid'
        ? { status: 'paid', providerRef: String(body.providerRef ?? '') }
        : { status: 'failed', reason },
      'provider',
    );
    return { outcome: 'applied' };
  }

  // ─── withdrawals ─────────────────────────────────────────────────────────────────────

  async createWithdrawal(
    playerId: number,
    idempotencyKey: string | undefined,
    request:
      | { method: 'bank'; body: TBankWithdrawRequest }
      | { method: 'card'; body: TCardWithdrawRequest }
      | { method: 'crypto'; body: TCryptoWithdrawRequest },
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
    const player = await this.deps.players.getPlayer(playerId);
    if (!player) throw new AppError(404, 'NOT_FOUND');
    if (player.status !== 'self_excluded') throw payError(409, 'STAFF_PAYOUT_NOT_EXCLUDED');
    return this.openWithdrawal(playerId, idempotencyKey, { method: 'bank', body }, { by: 'staff', actor, reason });
  }

  private async openWithdrawal(
    playerId: number,
    idempotencyKey: string | undefined,
    request:
      | { method: 'bank'; body: TBankWithdrawRequest }
      | { method: 'card'; body: TCardWithdrawRequest }
      | { method: 'crypto'; body: TCryptoWithdrawRequest },
    origin: { by: 'player' } | { by: 'staff'; actor: StaffActor; reason: string },
  ): Promise<TWithdrawal> {
    if (!idempotencyKey) throw payError(400, 'IDEMPOTENCY_KEY_REQUIRED');
    const requestHash = sha256(JSON.stringify([request.method, request.body]));
    const existing = await this.repo.findWithdrawalByKey(this.repo.pool, playerId, idempotencyKey);
    if (existing) return this.replayWithdrawal(existing, requestHash);

    const s = await this.settings.get();
    const { amount, details } = await this.prepareWithdrawal(playerId, request, s);
    const player = await this.playerOrThrow(playerId);
    if (origin.by === 'player' && player.status !== 'active')
      throw payError(409, 'WITHDRAWAL_BLOCKED', 'Tài khoản của bạn hiện không thể rút tiền');
    if (origin.by === 'staff' && player.status !== 'self_excluded') throw payError(409, 'STAFF_PAYOUT_NOT_EXCLUDED');
    for (const check of this.withdrawalChecks) {
      const refusal: Refusal | null = await check({ playerId, method: request.method, amount });
      if (refusal) throw new AppError(409, refusal.code, refusal.message);
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
      const reservation = await this.deps.ledger.reserve({
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
      await this.deps.admin.audit(
        origin.actor,
        'withdrawal.staff_payout',
        { type: 'withdrawal', id: row.id },
        { playerId, amount, bankAccountId: details.bankAccountId, reason: origin.reason },
      );
    }
    await this.afterCommit({ credited: [], withdrawals: [this.withdrawalEvent(row)] });

    if (origin.by === 'player' && (await this.qualifiesForAutoApproval(row, s))) {
      const approved = await this.repo.tx(async (c) => {
        const locked = (await this.repo.findWithdrawal(c, row.id, true))!;
        if (locked.status !== 'pending') return null;
        return this.repo.updateWithdrawal(c, row.id, { status: 'processing', autoApproved: true });
      });
      if (approved) row = await this.dispatchPayout(approved.id);
    }
    return withdrawalView(row);
  }

  private replayWithdrawal(row: WithdrawalRow, requestHash: string): TWithdrawal {
    if (row.request_hash !== requestHash) throw payError(409, 'IDEMPOTENCY_KEY_REUSED');
    return withdrawalView(row);
  }

  private async prepareWithdrawal(
    playerId: number,
    request:
      | { method: 'bank'; body: TBankWithdrawRequest }
      | { method: 'card'; body: TCardWithdrawRequest }
      | { method: 'crypto'; body: TCryptoWithdrawRequest },
    s: TPaymentSettings,
  ): Promise<{ amount: number; details: Record<string, unknown> }> {
    const lim = s.withdraw[request.method];
    if (!lim.enabled) throw payError(503, 'METHOD_UNAVAILABLE');
    if (request.method === 'bank') {
      const b = request.body;
      this.assertAmount(b.amount, lim.min, lim.max);
      const account = await this.deps.banks.getVerifiedAccount(playerId, b.bankAccountId);
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
      this.assertAmount(amount, lim.min, lim.max);
      await this.assertPhoneLast5(playerId, b.phoneLast5);
      return { amount, details: { carrier: b.carrier, denomination: b.denomination, count: b.count } };
    }
    const b = request.body;
    if (!CRYPTO_CHAINS_BY_CURRENCY[b.currency].includes(b.chain)) throw payError(400, 'CRYPTO_CHAIN_UNSUPPORTED');
    if (!isValidAddress(b.chain, b.address)) throw payError(400, 'CRYPTO_ADDRESS_INVALID');
    this.assertAmount(b.amount, Math.max(lim.min, CRYPTO_WITHDRAW_MIN_VND[b.currency]), lim.max);
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
    const player = await this.playerOrThrow(playerId);
    const digits = player.phone.replace(/\D/g, '');
    if (digits.length < 5 || !safeEqual(digits.slice(-5), last5)) throw payError(400, 'PHONE_LAST5_MISMATCH');
  }

  private async qualifiesForAutoApproval(row: WithdrawalRow, s: TPaymentSettings): Promise<boolean> {
    const a = s.autoApprove;
    if (!a.enabled || row.amount > a.maxAmount) return false;
    const today = await this.repo.autoApprovedToday(this.repo.pool, row.player_id);
    return today + row.amount <= a.maxDailyPerPlayer;
  }

  private withdrawalEvent(row: WithdrawalRow): WithdrawalEvent {
    return {
      withdrawalId: row.id,
      playerId: row.player_id,
      method: row.method,
      amount: row.amount,
      status: row.status,
    };
  }

  async getWithdrawal(playerId: number, id: number): Promise<TWithdrawal> {
    const row = await this.repo.findWithdrawal(this.repo.pool, id);
    if (!row || row.player_id !== playerId || row.reserve_journal_id === null)
      throw payError(404, 'WITHDRAWAL_NOT_FOUND');
    return withdrawalView(row);
  }

  /**
   * Sends an approved (processing) withdrawal to its payout adapter. Paid -> settle; a
   * definite refusal -> release; an unknown outcome -> `unknown`, money stays held.
   */
  async dispatchPayout(id: number): Promise<WithdrawalRow> {
    const row = (await this.repo.findWithdrawal(this.repo.pool, id))!;
    if (row.status !== 'processing') return row;
    const reference = `${this.env.APP_NAME.toUpperCase()}-${withdrawalCode(row.id)}`;
    const d = row.details;
    try {
      if (row.method === 'bank') {
        const client = await this.gateways.bankPayout();
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
        const client = await this.gateways.card();
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
      const client = await this.gateways.chain();
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
      this.log.error({ err, withdrawalId: id }, 'payout outcome unknown; withdrawal held');
      const updated = await this.repo.updateWithdrawal(this.repo.pool, id, {
        status: 'unknown',
        details: { payoutReference: reference, payoutError: (err as Error).message },
      });
      await this.afterCommit({ credited: [], withdrawals: [this.withdrawalEvent(updated)] });
      return updated;
    }
  }

  /**
   * Final outcome of a payout: paid settles the reservation, failed releases it. From
   * `unknown` only staff may release (a provider saying "failed" is recorded and left for them).
   */
  private async completePayout(
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
      if (outcome.status === 'paid') {
        await this.deps.ledger.settle(
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
          await this.deps.admin.audit(
            by,
            'withdrawal.mark_paid',
            { type: 'withdrawal', id },
            { reference: outcome.providerRef, from: w.status },
            c,
          );
        return updated;
      }
      await this.deps.ledger.release(
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
        await this.deps.admin.audit(
          by,
          'withdrawal.mark_failed',
          { type: 'withdrawal', id },
          { reason: outcome.reason, from: w.status },
          c,
        );
      return updated;
    });
    await this.afterCommit({ credited: [], withdrawals: [this.withdrawalEvent(row)] });
    return row;
  }

  // ─── staff actions ───────────────────────────────────────────────────────────────────

  async approveWithdrawal(id: number, actor: StaffActor) {
    const approved = await this.repo.tx(async (c) => {
      const w = await this.repo.findWithdrawal(c, id, true);
      if (!w || w.reserve_journal_id === null) throw payError(404, 'WITHDRAWAL_NOT_FOUND');
      if (w.status !== 'pending') throw payError(409, 'WITHDRAWAL_STATUS');
      const updated = await this.repo.updateWithdrawal(c, id, {
        status: 'processing',
        review: true,
        reviewedBy: actor.staffId,
      });
      await this.deps.admin.audit(
        actor,
        'withdrawal.approve',
        { type: 'withdrawal', id },
        { amount: w.amount, method: w.method },
        c,
      );
      return updated;
    });
    return adminWithdrawalView(await this.dispatchPayout(approved.id));
  }

  async rejectWithdrawal(id: number, reason: string, actor: StaffActor) {
    const row = await this.repo.tx(async (c) => {
      const w = await this.repo.findWithdrawal(c, id, true);
      if (!w || w.reserve_journal_id === null) throw payError(404, 'WITHDRAWAL_NOT_FOUND');
      if (w.status !== 'pending') throw payError(409, 'WITHDRAWAL_STATUS');
      await this.deps.ledger.release(
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
      await this.deps.admin.audit(
        actor,
        'withdrawal.reject',
        { type: 'withdrawal', id },
        { reason, amount: w.amount },
        c,
      );
      return updated;
    });
    await this.afterCommit({ credited: [], withdrawals: [this.withdrawalEvent(row)] });
    return adminWithdrawalView(row);
  }

  async markWithdrawalPaid(id: number, reference: string, actor: StaffActor) {
    return adminWithdrawalView(await this.completePayout(id, { status: 'paid', providerRef: reference }, actor));
  }

  async markWithdrawalFailed(id: number, reason: string, actor: StaffActor) {
    return adminWithdrawalView(await this.completePayout(id, { status: 'failed', reason }, actor));
  }

  async listWithdrawals(filter: {
    status?: string;
    method?: string;
    playerId?: number;
    page: number;
    perPage: number;
  }) {
    const { rows, total } = await this.repo.listWithdrawals(filter);
    return { rows: rows.map(adminWithdrawalView), total };
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
    if (action.action === 'credit' && action.playerId && !(await this.deps.players.getPlayer(action.playerId)))
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
        await this.deps.admin.audit(
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
      const credited = await this.creditDeposit(c, deposit, e.amount, 0, { resolvedBy: actor.staffId });
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
      });
      await this.deps.admin.audit(
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
    await this.afterCommit(after);
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
      const bank = this.deps.banks.bankInfo(sender.bankBin);
      destination = {
        bankBin: sender.bankBin,
        bankShortName: bank?.shortName ?? sender.bankBin,
        accountNumber: sender.accountNumber,
        holderName: sender.holderName,
        destination: 'source',
      };
    } else {
      if (req.bankAccountId === undefined) throw payError(400, 'RETURN_DESTINATION_REQUIRED');
      const account = await this.deps.banks.getVerifiedAccount(playerId, req.bankAccountId);
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
      const reservation = await this.deps.ledger.reserve(
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
      await this.deps.admin.audit(
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
      await this.afterCommit({ credited: [], withdrawals: [this.withdrawalEvent(row)] });
      row = await this.dispatchPayout(row.id);
    }
    const exception = (await this.repo.findException(this.repo.pool, id))!;
    return { exception: exceptionView(exception), withdrawal: adminWithdrawalView(row) };
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

  async settingsForStaff(): Promise<TPaymentSettings> {
    return maskSettings(await this.settings.get());
  }

  async updateSettings(update: TPaymentSettings, actor: StaffActor): Promise<TPaymentSettings> {
    const current = await this.settings.get();
    const next = unmaskUpdate(update, current);
    await this.repo.tx(async (c) => {
      await this.settings.save(next, actor.staffId, c);
      await this.deps.admin.audit(
        actor,
        'payments.settings_update',
        { type: 'payment_settings', id: 'cashier' },
        { settings: maskSettings(next) },
        c,
      );
    });
    return maskSettings(next);
  }

  // ─── history ─────────────────────────────────────────────────────────────────────────

  async history(playerId: number, q: { page: number; perPage: number; type: 'all' | 'deposit' | 'withdraw' }) {
    const { rows, total } = await this.repo.history(playerId, {
      days: HISTORY_DAYS,
      type: q.type,
      limit: q.perPage,
      offset: (q.page - 1) * q.perPage,
    });
    return { rows: rows.map(transactionRow), total };
  }

  async recent(playerId: number, limit: number) {
    const { rows } = await this.repo.history(playerId, { days: HISTORY_DAYS, type: 'all', limit, offset: 0 });
    return rows.map(transactionRow);
  }

  // ─── housekeeping ────────────────────────────────────────────────────────────────────

  /** Expires stale intents and finishes withdrawals whose reservation outcome was lost. */
  async runMaintenance(): Promise<{ expired: number; recovered: number }> {
    const expired = await this.repo.expireDue();
    let recovered = 0;
    for (const w of await this.repo.unreservedWithdrawals(60)) {
      try {
        const res = await this.deps.ledger.reserve({
          scope: 'withdrawal',
          externalId: `withdrawal:${w.id}`,
          playerId: w.player_id,
          amount: w.amount,
          meta: { withdrawalId: w.id, method: w.method, code: withdrawalCode(w.id) },
        });
        await this.repo.setReservation(this.repo.pool, w.id, res.journalId);
        recovered += 1;
      } catch (err) {
        if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
          await this.repo.deleteUnreservedWithdrawal(this.repo.pool, w.id);
        } else {
          this.log.warn({ err, withdrawalId: w.id }, 'reservation recovery failed');
        }
      }
    }
    return { expired, recovered };
  }

  close(): void {
    this.sandbox.close();
  }
}
