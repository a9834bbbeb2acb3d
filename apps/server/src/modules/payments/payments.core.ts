import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { PaymentErrorMessage, type TDepositMethod, type TProtectionPeriod, type TWithdrawMethod } from '@app/contract';
import type { PoolClient } from 'pg';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError, worded } from '../../http/errors';
import type { AdminService } from '../admin/admin.service';
import type { DomainEventsPort } from '../domain-events/domain-events.service';
import { GatewayRegistry } from './gateways/registry';
import type {
  AutoApprovalCheck,
  BankAccountsPort,
  DepositCreditedEvent,
  LedgerPort,
  PaymentEvents,
  PayoutGate,
  PlayersPort,
  PromotionResolver,
  Refusal,
  ReviewPort,
  WithdrawalCheck,
  WithdrawalEvent,
} from './payments.ports';
import { type DepositRow, PaymentsRepository, type Q, type WithdrawalRow } from './payments.repository';
import { PaymentSettingsStore } from './payments.settings';

/*
 * What every part of the cashier shares: the repository, the settings and gateways, the ports
 * to other modules, the hooks other modules register, and a few small helpers. The parts
 * (payments.deposits, .webhooks, .withdrawals, .staff, .history) each take this one object;
 * PaymentsService (payments.service.ts) is the facade the rest of the server calls.
 */

type Code = keyof typeof PaymentErrorMessage;
export const payError = (status: number, code: Code, message: string = PaymentErrorMessage[code]) =>
  new AppError(status, code, message);

/** The ledger's payment clearing account of each method. */
export const CLEARING: Record<TDepositMethod | TWithdrawMethod, string> = {
  codepay: 'bank',
  bank: 'bank',
  momo: 'momo',
  card: 'card',
  crypto: 'crypto',
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A request body checked against its schema: 400 VALIDATION_ERROR with the first issue. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(400, 'VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'invalid body');
  return parsed.data;
}

export interface PaymentsDeps {
  ledger: LedgerPort;
  players: PlayersPort;
  domainEvents: DomainEventsPort;
  banks: BankAccountsPort & {
    bankInfo(bin: string): { bin: string; shortName: string; name: string } | undefined;
  };
  admin: AdminService;
  /** Player protection's deposit limits (looked up on use: protection is built after the cashier). */
  protection: () => DepositLimitsPort;
  /** The exclusion registry (decision 158): a player matching a sister brand's exclusion deposits nothing. */
  registry?: () => { assertPlayerAllowed(playerId: number, action: 'deposit'): Promise<void> };
  /** The brand's public site URL (default base of callback and return URLs). */
  siteUrl: () => string;
  /** Promotions at the cashier (looked up on use: promotions are built after the cashier). */
  promotions: () => PromotionsPort;
  /** Every module's withdrawal guard, asked in order; the first refusal wins. */
  withdrawalChecks: () => readonly WithdrawalCheck[];
  /** What may keep a withdrawal from auto-approval (decision 097); none by default. */
  autoApprovalChecks?: () => readonly AutoApprovalCheck[];
  /** What may refuse staff sending a withdrawal's money (decision 105); nothing by default. */
  payoutGate?: () => PayoutGate;
  /** Why waiting withdrawals wait now, and the other modules' money rules (decision 125). */
  review?: () => ReviewPort;
  /** Players whose VIP level puts their withdrawals first in the staff queue (decision 155); none by default. */
  withdrawalPriority?: () => (playerIds: number[]) => Promise<Set<number>>;
  log: PaymentsLog;
}

/** What the cashier needs of promotions (module promotions). */
export interface PromotionsPort {
  resolve: PromotionResolver;
  /**
   * Opens the bonus chosen for a first deposit inside the transaction that credits it, so its
   * wagering hold starts with the money (the bonus money follows with the event).
   */
  openBonus(c: Q, event: DepositCreditedEvent): Promise<void>;
}

/** What the cashier needs of player protection, run in the caller's transaction (decisions 025, 073). */
export interface DepositLimitsPort {
  /** The limit's refusal of an order about to be inserted (it locks per player), or null. */
  checkDeposit: DepositLimitCheck;
  /** How much of arriving money fits the limits in force; the rest is held back. */
  depositRoom: DepositRoomCheck;
}

export interface WebhookResult {
  /** applied: money or state changed; duplicate: replay of a processed notification. */
  outcome: 'applied' | 'duplicate' | 'ignored' | 'exception' | 'pending';
}

/** What a transaction leaves to do once it committed: deliver deposit events, notify live views. */
export interface AfterCommit {
  credited: DepositRow[];
  withdrawals: WithdrawalEvent[];
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

export type PaymentsLog = { warn(o: object, m?: string): void; error(o: object, m?: string): void };

export class PaymentsCore {
  readonly events = new EventEmitter<PaymentEvents>();
  readonly repo: PaymentsRepository;
  readonly settings: PaymentSettingsStore;
  readonly gateways: GatewayRegistry;
  readonly log: PaymentsLog;

  constructor(
    db: Db,
    readonly env: Env,
    readonly deps: PaymentsDeps,
  ) {
    this.log = deps.log;
    this.repo = new PaymentsRepository(db);
    this.settings = new PaymentSettingsStore(db);
    this.gateways = new GatewayRegistry(this.settings);
  }

  async playerOrThrow(playerId: number) {
    const player = await this.deps.players.getPlayer(playerId);
    if (!player) throw new AppError(401, 'UNAUTHORIZED');
    return player;
  }

  /** Throws 409 with the gate's reason when staff may not send this player's money now. */
  async assertPayoutAllowed(playerId: number, c: Q): Promise<void> {
    const refusal = await this.deps.payoutGate?.().refusal(playerId, c);
    if (refusal) throw new AppError(409, refusal.code, refusal.message);
  }

  async payoutBlocked(playerIds: number[]): Promise<Set<number>> {
    return (await this.deps.payoutGate?.().blockedAmong([...new Set(playerIds)])) ?? new Set();
  }

  async priorityPlayers(playerIds: number[]): Promise<Set<number>> {
    if (playerIds.length === 0) return new Set();
    return (await this.deps.withdrawalPriority?.()([...new Set(playerIds)])) ?? new Set();
  }

  assertAmount(amount: number, min: number, max: number): void {
    if (amount < min) throw worded(400, 'AMOUNT_TOO_LOW', 'errors.amountMin', { amount: min });
    if (amount > max) throw worded(400, 'AMOUNT_TOO_HIGH', 'errors.amountMax', { amount: max });
  }

  /** After the transaction committed: deliver its events now (never undo the money). */
  async afterCommit(after: AfterCommit): Promise<void> {
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

  withdrawalEvent(row: WithdrawalRow): WithdrawalEvent {
    return {
      withdrawalId: row.id,
      playerId: row.player_id,
      method: row.method,
      amount: row.amount,
      status: row.status,
    };
  }
}
