import { createHash } from 'node:crypto';
import {
  PROVIDER_CURRENCY,
  ProviderStatus,
  type TProviderStatus,
  type ZProviderAdjustRequestSchema,
} from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import type { WalletService } from '../wallet/wallet.service';
import { gameScope, systemAccount } from '../wallet/wallet.types';
import type { BetAdjustedEvent } from './providers.events';
import { BET_ADJUSTED, type ProviderRow, type ProvidersRepository } from './providers.repository';

type AdjustReq = z.infer<typeof ZProviderAdjustRequestSchema>;

/** The ledger kind of a correction: the player's history names it "điều chỉnh kết quả". */
export const ADJUSTMENT_KIND = 'result_adjustment';

export interface AdjustOutcome {
  status: TProviderStatus;
  playerId: number | null;
  balance?: number | null;
  transactionId?: string;
  amountApplied?: number;
}

/** What the adjustment needs of the protocol service (its player and bet checks). */
export interface AdjustPorts {
  repo: ProvidersRepository;
  wallet: () => WalletService;
  settlingPlayer(token: string, user: string): Promise<{ playerId: number } | AdjustOutcome>;
  referencedBet(provider: string, uuid: string, playerId: number): Promise<object>;
}

const hashOf = (req: AdjustReq) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        'adjust',
        req.user,
        req.round,
        req.game_code,
        req.currency,
        req.amount,
        req.direction,
        req.reference_transaction_uuid,
        // only when sent, so adjustments recorded before the field existed replay as they were
        ...(req.stake_change ? [req.stake_change] : []),
      ]),
    )
    .digest('base64url');

const code = (err: unknown) => (err instanceof AppError ? err.code : undefined);

/** A debit that finds the balance spent since it was read tries again, a few times. */
const DEBIT_ATTEMPTS = 4;

/**
 * `transaction/adjust` (docs/provider-protocol.md): moves the difference a corrected result makes
 * to a settled bet, once per transaction id. A credit pays the whole amount from the provider's
 * account; a debit takes what the player's cash allows, never more (the balance never goes below
 * zero), and the answer's `amount_applied` tells the provider what moved so it can keep the
 * rest as the player's debt. The ledger entry (kind `result_adjustment`) and the round's record
 * are written before answering; a replay gets the first answer, also after the balance changed.
 */
export async function adjustSettlement(
  ports: AdjustPorts,
  provider: ProviderRow,
  req: AdjustReq,
): Promise<AdjustOutcome> {
  const hash = hashOf(req);
  const replay = () => replayed(ports, provider.code, req.transaction_uuid, hash);
  const seen = await replay();
  if (seen) return seen;
  const who = await ports.settlingPlayer(req.token, req.user);
  if ('status' in who) return who;
  const playerId = who.playerId;
  if (req.currency !== PROVIDER_CURRENCY) return { status: ProviderStatus.WRONG_CURRENCY, playerId };
  // a bet rolled back (every selection void) may be corrected to a result too: only an unknown one is refused
  const ref = await ports.referencedBet(provider.code, req.reference_transaction_uuid, playerId);
  if ('missing' in ref) return { status: ProviderStatus.TRANSACTION_DOES_NOT_EXIST, playerId };

  const wallet = ports.wallet();
  const account = systemAccount('game_provider', provider.code);
  const key = { scope: gameScope(provider.code), externalId: req.transaction_uuid, kind: ADJUSTMENT_KIND, playerId };
  const meta = {
    round: req.round,
    game: req.game_code,
    bet: req.reference_transaction_uuid,
    h: hash,
    direction: req.direction,
    requested: req.amount,
    reason: req.reason,
  };
  let applied = 0;
  let journalId: number | null = null;
  let balance: number | null = null;
  try {
    if (req.direction === 'credit') {
      const r = await wallet.credit({ ...key, amount: req.amount, from: account, meta });
      if (r.replayed) return (await replay()) ?? { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
      applied = req.amount;
      journalId = r.journalId;
      balance = r.balance?.available ?? null;
    } else {
      for (let attempt = 1; ; attempt++) {
        const cash = (await wallet.getPlayerBalance(playerId)).available;
        const take = Math.min(req.amount, cash);
        if (take === 0) break;
        try {
          const r = await wallet.debit({ ...key, amount: take, to: account, meta });
          if (r.replayed) return (await replay()) ?? { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
          applied = take;
          journalId = r.journalId;
          balance = r.balance?.available ?? null;
          break;
        } catch (err) {
          if (code(err) !== 'INSUFFICIENT_FUNDS' || attempt >= DEBIT_ATTEMPTS) throw err;
        }
      }
    }
  } catch (err) {
    // the same id taken by a concurrent twin of this request (or by another request): its answer
    if (code(err) === 'IDEMPOTENCY_CONFLICT') {
      return (await replay()) ?? { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
    }
    throw err;
  }
  balance ??= (await wallet.getPlayerBalance(playerId)).available;
  const stakeChange = req.stake_change ? await stakeChangeOf(ports, provider.code, req) : undefined;
  const recorded = await ports.repo.record(
    {
      providerCode: provider.code,
      transactionUuid: req.transaction_uuid,
      kind: 'adjust',
      playerId,
      round: req.round,
      gameCode: req.game_code,
      amount: applied,
      referenceUuid: req.reference_transaction_uuid,
      journalId,
      balanceAfter: balance,
      jackpotAmount: null,
      requestHash: hash,
      details: req.meta?.details,
    },
    { mode: 'adjust', delta: req.direction === 'credit' ? applied : -applied },
    {
      durable: true,
      topic: BET_ADJUSTED,
      settled: {
        playerId,
        provider: provider.code,
        gameCode: req.game_code,
        round: req.round,
        transactionId: req.transaction_uuid,
        // what the result became, whatever part of a debit the balance allowed (the rest is a debt)
        delta: req.direction === 'credit' ? req.amount : -req.amount,
        adjustedAt: new Date(),
        ...(stakeChange ? { stakeChange } : {}),
      } satisfies BetAdjustedEvent,
    },
  );
  if (recorded === 'exists') return (await replay()) ?? { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
  return {
    status: ProviderStatus.OK,
    playerId,
    balance,
    transactionId: journalId === null ? undefined : String(journalId),
    amountApplied: applied,
  };
}

/**
 * What a `stake_change` does to the bet's standing: its stake (from the bet's own journal, kept
 * when the bet was rolled back) leaves or rejoins what counts as played, as of the bet's first
 * settlement, with the odds it was taken at.
 */
async function stakeChangeOf(
  ports: AdjustPorts,
  provider: string,
  req: AdjustReq,
): Promise<BetAdjustedEvent['stakeChange']> {
  const [bet, settledAt] = await Promise.all([
    ports.wallet().findJournal(gameScope(provider), req.reference_transaction_uuid),
    ports.repo.firstSettledAt(provider, req.reference_transaction_uuid),
  ]);
  if (bet?.kind !== 'bet') return undefined;
  const odds = (bet.meta as { odds?: number } | null)?.odds ?? null;
  return {
    stake: req.stake_change === 'void' ? -bet.amount : bet.amount,
    odds,
    settledAt: settledAt ?? new Date(),
  };
}

/** The first answer to this transaction id, or null when it is new. */
async function replayed(
  ports: AdjustPorts,
  provider: string,
  uuid: string,
  hash: string,
): Promise<AdjustOutcome | null> {
  const [journal, tx] = await Promise.all([
    ports.wallet().findJournal(gameScope(provider), uuid),
    ports.repo.transaction(provider, uuid),
  ]);
  if (journal) {
    if ((journal.meta as { h?: string } | null)?.h !== hash) {
      return { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId: journal.playerId };
    }
    // the record is written before the first answer; a crash in between leaves only the journal
    return {
      status: ProviderStatus.OK,
      playerId: journal.playerId,
      balance: tx?.balanceAfter,
      transactionId: String(journal.id),
      amountApplied: journal.amount,
    };
  }
  if (!tx) return null;
  if (tx.requestHash !== hash) return { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId: tx.playerId };
  return { status: ProviderStatus.OK, playerId: tx.playerId, balance: tx.balanceAfter, amountApplied: tx.amount };
}
