import {
  DEPOSIT_METHODS,
  type TDepositMethod,
  type TMoneyRules,
  type TWalletBalance,
  type TWithdrawalHoldReason,
  type TWithdrawMethod,
  type WithdrawalReviewFacts,
} from '@app/contract';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import type {
  CreditInput,
  DebitInput,
  HoldDepositInput,
  ReleaseInput,
  ReserveInput,
  SettleInput,
  WalletResult,
} from '../wallet/wallet.types';

/*
 * What the cashier needs from other domains, as narrow interfaces: WalletService and
 * AuthService satisfy them structurally; tests and other modules can see exactly what is used.
 */

/** The money core (module wallet): every balance change of the cashier goes through these. */
export interface LedgerPort {
  /** With `on`, in the caller's transaction (decision 071). */
  credit(input: CreditInput, on?: Queryable): Promise<WalletResult>;
  /** Staff corrections take money back (decision 124); with `on`, in the caller's transaction. */
  debit(input: DebitInput, on?: Queryable): Promise<WalletResult>;
  /** Money that may not be played, into the player's deposit_held account (decision 073). */
  holdDeposit(input: HoldDepositInput, on?: Queryable): Promise<WalletResult>;
  reserve(input: ReserveInput, on?: Queryable): Promise<WalletResult>;
  settle(input: SettleInput, on?: Queryable): Promise<WalletResult>;
  release(input: ReleaseInput, on?: Queryable): Promise<WalletResult>;
  getPlayerBalance(playerId: number): Promise<TWalletBalance>;
  /** The player's movements outside play and payments, for the transaction history (decision 125). */
  playerMovements(q: { playerId: number; days: number; exceptKinds: string[]; limit: number }): Promise<{
    rows: {
      id: number;
      kind: string;
      amount: number;
      cash: number;
      bonus: number;
      meta: Record<string, unknown>;
      createdAt: Date;
    }[];
    total: number;
  }>;
}

/** Players (module auth). */
export interface PlayersPort {
  getPlayer(playerId: number): Promise<{ id: number; username: string; phone: string; status: string } | null>;
  /** Records the first deposit in the caller's transaction; true when this call was the first. */
  markFirstDeposit(playerId: number, c: Queryable): Promise<boolean>;
  /**
   * The player's status read in the caller's transaction, the player's row locked until it
   * commits: a self-exclusion or a disabling cannot commit between this read and the credit.
   */
  lockPlayerStatus(playerId: number, c: Queryable): Promise<string | null>;
}

/** Bank accounts (module banks). */
export interface BankAccountsPort {
  getVerifiedAccount(
    playerId: number,
    accountId: number,
  ): Promise<{ id: number; bankBin: string; bankShortName: string; accountNumber: string; holderName: string } | null>;
}

/**
 * A refusal another module raises: code and message go to the player; a message `worded` in the
 * request's language (with its figures, decision 163) is sent as it is, any other is a contract
 * message the error handler answers in the client's language.
 */
export interface Refusal {
  code: string;
  message: string;
  worded?: boolean;
}

/**
 * Validates the promotion a player picks at deposit (module promotions). `firstDeposit`
 * promotions are refused for crypto, MoMo and card deposits by the cashier itself.
 */
export type PromotionResolver = (input: {
  promotionId: string;
  playerId: number;
  method: TDepositMethod;
}) => Promise<{ firstDeposit: boolean } | Refusal | null>;

/** A withdrawal guard (promotions and gift codes: wagering incomplete). Null means allowed. */
export type WithdrawalCheck = (input: {
  playerId: number;
  method: TWithdrawMethod;
  amount: number;
}) => Promise<Refusal | null>;

/**
 * Asked before a withdrawal is auto-approved (KYC: identity verified; AML: no open flag, and the
 * rapid deposit-withdraw rule): the reasons it must wait for staff, none when it may go.
 */
export type AutoApprovalCheck = (input: {
  playerId: number;
  withdrawalId: number;
  amount: number;
  requireVerifiedKyc: boolean;
}) => Promise<TWithdrawalHoldReason[]>;

/**
 * Asked by staff actions that send a withdrawal's money (approve, mark paid), in their
 * transaction: AML refuses while the player has an open flag (decision 105). `blockedAmong`
 * tells the review queue which rows wait for compliance.
 */
/**
 * What holds waiting withdrawals now and what the other rules holding money say (decision 125):
 * the review facts per player (KYC, open AML flags, turnover still needed) and the figures of
 * the rules other modules enforce, for the pages that write them out.
 */
export interface ReviewPort {
  facts(playerIds: number[]): Promise<Map<number, WithdrawalReviewFacts>>;
  otherRules(): Promise<Pick<TMoneyRules, 'kycThresholdVnd' | 'aml'>>;
  /** usernames of players (the staff queue names who asks) */
  usernames(playerIds: number[]): Promise<Map<number, string>>;
}

export interface PayoutGate {
  refusal(playerId: number, c: Queryable): Promise<Refusal | null>;
  blockedAmong(playerIds: number[]): Promise<Set<number>>;
}

/**
 * A deposit reached the player's cash: recorded in the same transaction as the deposit's
 * credited state and delivered at least once (PaymentsService.onDepositCredited, decision 070).
 */
export const ZDepositCreditedEventSchema = z.object({
  depositId: z.number().int().positive(),
  playerId: z.number().int().positive(),
  method: z.enum(DEPOSIT_METHODS),
  /** VND credited to the player's cash. */
  amount: z.number().int().nonnegative(),
  promotionId: z.string().nullable(),
  /** True when this was the player's first credited deposit. */
  firstDeposit: z.boolean(),
  journalId: z.number().int(),
  creditedAt: z.coerce.date(),
});
export type DepositCreditedEvent = z.infer<typeof ZDepositCreditedEventSchema>;

export interface WithdrawalEvent {
  withdrawalId: number;
  playerId: number;
  method: TWithdrawMethod;
  amount: number;
  status: 'pending' | 'processing' | 'paid' | 'rejected' | 'failed' | 'unknown';
}

/** In-memory notifications for live views; what must not be lost is a domain event (decision 070). */
export interface PaymentEvents {
  'withdrawal.requested': [WithdrawalEvent];
  'withdrawal.updated': [WithdrawalEvent];
}

/** A LedgerPort that finds the wallet on each call (it may be wired after the cashier). */
export function lazyLedger(get: () => LedgerPort): LedgerPort {
  return {
    credit: (i, on) => get().credit(i, on),
    debit: (i, on) => get().debit(i, on),
    holdDeposit: (i, on) => get().holdDeposit(i, on),
    reserve: (i, on) => get().reserve(i, on),
    settle: (i, on) => get().settle(i, on),
    release: (i, on) => get().release(i, on),
    getPlayerBalance: (id) => get().getPlayerBalance(id),
    playerMovements: (q) => get().playerMovements(q),
  };
}
