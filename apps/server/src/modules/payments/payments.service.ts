import type {
  TBankWithdrawRequest,
  TCreateAdjustmentRequest,
  TCryptoChain,
  TCryptoCurrency,
  TCryptoDeposit,
  TDeposit,
  TMomoDeposit,
  TMoneyRules,
  TPaymentMethods,
  TPaymentSettings,
  TReturnHeldRequest,
  TVoucher,
  TWithdrawal,
  TWithdrawalRules,
} from '@app/contract';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import type { StaffActor } from '../admin/admin.service';
import type { TCardCarrier } from './gateways/card/card.protocol';
import type { GatewayRegistry } from './gateways/registry';
import { SandboxState } from './gateways/sandbox';
import { PaymentsCore, type PaymentsDeps, type WebhookResult } from './payments.core';
import { PaymentCorrections } from './payments.corrections';
import { PaymentDeposits } from './payments.deposits';
import { PaymentHistory } from './payments.history';
import type { DepositCreditedEvent } from './payments.ports';
import type { WithdrawalRow } from './payments.repository';
import type { PaymentSettingsStore } from './payments.settings';
import { PaymentStaff } from './payments.staff';
import { methodsView } from './payments.views';
import { type Headers, PaymentWebhooks } from './payments.webhooks';
import { PaymentWithdrawals, type WithdrawalRequest } from './payments.withdrawals';

export type { DepositLimitCheck, DepositRoomCheck, PaymentsDeps, WebhookResult } from './payments.core';

/**
 * The cashier: deposit intents and their gateway callbacks, withdrawals (reserve, review,
 * payout, settle or release), payment exceptions for staff, and the transaction history.
 * Money moves only through the ledger port; this service records why.
 *
 * This class is the module's one entry point for routes and other modules; the work is done by
 * its parts, which share one PaymentsCore (repository, settings, gateways, ports, hooks):
 * payments.deposits (intents, crediting and holding), payments.webhooks (gateway
 * notifications), payments.withdrawals (requests and payouts), payments.staff (reviews,
 * exceptions, returns of held money, settings), payments.corrections (manual adjustments and
 * reversals with four eyes) and payments.history (history, housekeeping).
 */
export class PaymentsService {
  readonly events: PaymentsCore['events'];
  readonly settings: PaymentSettingsStore;
  readonly gateways: GatewayRegistry;
  readonly sandbox: SandboxState;
  private readonly core: PaymentsCore;
  private readonly deposits: PaymentDeposits;
  private readonly webhooks: PaymentWebhooks;
  private readonly withdrawals: PaymentWithdrawals;
  private readonly staff: PaymentStaff;
  private readonly corrections: PaymentCorrections;
  private readonly ledgerHistory: PaymentHistory;

  constructor(db: Db, env: Env, deps: PaymentsDeps) {
    this.core = new PaymentsCore(db, env, deps);
    this.sandbox = new SandboxState(db.pool);
    this.events = this.core.events;
    this.settings = this.core.settings;
    this.gateways = this.core.gateways;
    this.deposits = new PaymentDeposits(this.core);
    this.withdrawals = new PaymentWithdrawals(this.core);
    this.webhooks = new PaymentWebhooks(this.core, this.deposits, this.withdrawals);
    this.staff = new PaymentStaff(this.core, this.deposits, this.withdrawals);
    this.corrections = new PaymentCorrections(this.core);
    this.ledgerHistory = new PaymentHistory(this.core);
  }

  // ─── reactions for other modules ─────────────────────────────────────────────────────

  /**
   * Subscribes to credited deposits, delivered at least once after their commit: `handle` must
   * be idempotent on the deposit id and throw when it could not finish (it is then retried).
   */
  onDepositCredited(name: string, handle: (event: DepositCreditedEvent) => Promise<void>): void {
    this.deposits.onDepositCredited(name, handle);
  }

  // ─── deposits (payments.deposits) ────────────────────────────────────────────────────

  async methods(): Promise<TPaymentMethods> {
    return methodsView(await this.settings.get());
  }

  createVoucher(
    playerId: number,
    method: 'codepay' | 'bank',
    req: { amount: number; promotionId?: string | null; replaceCurrent?: boolean },
  ): Promise<TVoucher> {
    return this.deposits.createVoucher(playerId, method, req);
  }

  currentVoucher(playerId: number): Promise<TVoucher | null> {
    return this.deposits.currentVoucher(playerId);
  }

  cancelVoucher(playerId: number): Promise<TDeposit | null> {
    return this.deposits.cancelVoucher(playerId);
  }

  getDeposit(playerId: number, id: number): Promise<TDeposit> {
    return this.deposits.getDeposit(playerId, id);
  }

  /** The voucher's QR as a PNG; only while the voucher can still be paid. */
  voucherQrPng(playerId: number, id: number): Promise<{ png: Buffer; filename: string }> {
    return this.deposits.voucherQrPng(playerId, id);
  }

  createMomo(playerId: number, req: { amount: number; promotionId?: string | null }): Promise<TMomoDeposit> {
    return this.deposits.createMomo(playerId, req);
  }

  createCard(
    playerId: number,
    req: { carrier: TCardCarrier; denomination: number; pin: string; serial: string; promotionId?: string | null },
  ): Promise<TDeposit> {
    return this.deposits.createCard(playerId, req);
  }

  createCryptoIntent(
    playerId: number,
    req: { chain: TCryptoChain; currency: TCryptoCurrency; promotionId?: string | null },
  ): Promise<TCryptoDeposit> {
    return this.deposits.createCryptoIntent(playerId, req);
  }

  // ─── gateway notifications (payments.webhooks) ───────────────────────────────────────

  /** SePay/Casso-style bank statement notification (Codepay and bank transfer deposits). */
  handleBankWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    return this.webhooks.handleBankWebhook(input);
  }

  /** MoMo IPN. */
  handleMomoIpn(body: unknown): Promise<WebhookResult> {
    return this.webhooks.handleMomoIpn(body);
  }

  /** Card exchange callback. */
  handleCardCallback(body: unknown): Promise<WebhookResult> {
    return this.webhooks.handleCardCallback(body);
  }

  /** Chain watcher notification. */
  handleCryptoWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    return this.webhooks.handleCryptoWebhook(input);
  }

  /** Asynchronous payout results (bank payout provider). */
  handlePayoutWebhook(input: { headers: Headers; rawBody: string; body: unknown }): Promise<WebhookResult> {
    return this.webhooks.handlePayoutWebhook(input);
  }

  // ─── withdrawals (payments.withdrawals) ──────────────────────────────────────────────

  createWithdrawal(
    playerId: number,
    idempotencyKey: string | undefined,
    request: WithdrawalRequest,
  ): Promise<TWithdrawal> {
    return this.withdrawals.createWithdrawal(playerId, idempotencyKey, request);
  }

  /**
   * Support pays out a self-excluded player's cash to one of the player's verified bank accounts
   * (decision 025); it then waits for finance's review like any other withdrawal.
   */
  staffPayout(
    playerId: number,
    idempotencyKey: string | undefined,
    body: TBankWithdrawRequest,
    actor: StaffActor,
    reason: string,
  ): Promise<TWithdrawal> {
    return this.withdrawals.staffPayout(playerId, idempotencyKey, body, actor, reason);
  }

  /** Withdrawals asked for since the Vietnam day began, refused ones aside (a VIP level's limit, decision 144). */
  withdrawnToday(playerId: number): Promise<number> {
    const local = new Date(Date.now() + 7 * 3_600_000);
    const dayStart = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - 7 * 3_600_000,
    );
    return this.core.repo.withdrawnSince(this.core.repo.pool, playerId, dayStart);
  }

  /** Deposits credited since `since` (a tournament's minimum-deposit entry, decision 144). */
  async depositedSince(playerId: number, since: Date): Promise<number> {
    return (await this.core.repo.creditedDepositsSince(this.core.repo.pool, playerId, since)).total;
  }

  /** The figures of every rule that can hold money, for the pages that write them out (decision 125). */
  moneyRules(): Promise<TMoneyRules> {
    return this.withdrawals.review.moneyRules();
  }

  getWithdrawal(playerId: number, id: number): Promise<TWithdrawal> {
    return this.withdrawals.getWithdrawal(playerId, id);
  }

  /** Sends an approved (processing) withdrawal to its payout adapter. */
  dispatchPayout(id: number): Promise<WithdrawalRow> {
    return this.withdrawals.dispatchPayout(id);
  }

  // ─── staff (payments.staff) ──────────────────────────────────────────────────────────

  approveWithdrawal(id: number, actor: StaffActor) {
    return this.staff.approveWithdrawal(id, actor);
  }

  rejectWithdrawal(id: number, reason: string, actor: StaffActor) {
    return this.staff.rejectWithdrawal(id, reason, actor);
  }

  markWithdrawalPaid(id: number, reference: string, actor: StaffActor) {
    return this.staff.markWithdrawalPaid(id, reference, actor);
  }

  markWithdrawalFailed(id: number, reason: string, actor: StaffActor) {
    return this.staff.markWithdrawalFailed(id, reason, actor);
  }

  listWithdrawals(filter: { status?: string; method?: string; playerId?: number; page: number; perPage: number }) {
    return this.staff.listWithdrawals(filter);
  }

  listDeposits(filter: { status?: string; method?: string; playerId?: number; page: number; perPage: number }) {
    return this.staff.listDeposits(filter);
  }

  listExceptions(filter: { status?: string; page: number; perPage: number }) {
    return this.staff.listExceptions(filter);
  }

  /** Credit unmatched money to a player (as a deposit) or dismiss it. */
  resolveException(
    id: number,
    action: { action: 'credit'; playerId?: number; note: string } | { action: 'dismiss'; note: string },
    actor: StaffActor,
  ) {
    return this.staff.resolveException(id, action, actor);
  }

  /** Return money held back by player protection to its source (decision 073). */
  returnHeldDeposit(id: number, req: TReturnHeldRequest, actor: StaffActor) {
    return this.staff.returnHeldDeposit(id, req, actor);
  }

  // ─── staff corrections (payments.corrections, decision 124) ─────────────────────────

  requestAdjustment(input: TCreateAdjustmentRequest, key: string, actor: StaffActor) {
    return this.corrections.request(input, key, actor);
  }

  requestExceptionReversal(exceptionId: number, reason: string, key: string, actor: StaffActor) {
    return this.corrections.requestReversal(exceptionId, reason, key, actor);
  }

  approveAdjustment(id: number, note: string | undefined, actor: StaffActor) {
    return this.corrections.approve(id, note, actor);
  }

  rejectAdjustment(id: number, reason: string, actor: StaffActor) {
    return this.corrections.reject(id, reason, actor);
  }

  listAdjustments(filter: { status?: string; playerId?: number; page: number; perPage: number }) {
    return this.corrections.list(filter);
  }

  settingsForStaff(): Promise<TPaymentSettings> {
    return this.staff.settingsForStaff();
  }

  updateSettings(update: TPaymentSettings, actor: StaffActor): Promise<TPaymentSettings> {
    return this.staff.updateSettings(update, actor);
  }

  withdrawalRules(): Promise<TWithdrawalRules> {
    return this.staff.withdrawalRules();
  }

  updateWithdrawalRules(rules: TWithdrawalRules, actor: StaffActor): Promise<TWithdrawalRules> {
    return this.staff.updateWithdrawalRules(rules, actor);
  }

  /** Open exceptions, withdrawals waiting for staff and payouts in doubt (operations screen). */
  backlog() {
    return this.core.repo.backlog();
  }

  /** Deposits and withdrawals by state (the metrics, decision 130). */
  stateCounts() {
    return this.core.repo.stateCounts();
  }

  /** Credited deposits of a player since `since` (AML's rapid deposit-withdraw rule). */
  creditedDepositsSince(playerId: number, since: Date): Promise<{ total: number; firstAt: Date | null }> {
    return this.core.repo.creditedDepositsSince(this.core.repo.pool, playerId, since);
  }

  // ─── history and housekeeping (payments.history) ─────────────────────────────────────

  history(playerId: number, q: { page: number; perPage: number; type: 'all' | 'deposit' | 'withdraw' }) {
    return this.ledgerHistory.history(playerId, q);
  }

  recent(playerId: number, limit: number) {
    return this.ledgerHistory.recent(playerId, limit);
  }

  /** Expires stale intents and finishes withdrawals whose reservation outcome was lost. */
  runMaintenance(): Promise<{ expired: number; recovered: number }> {
    return this.ledgerHistory.runMaintenance();
  }

  close(): Promise<void> {
    return this.sandbox.close();
  }
}
