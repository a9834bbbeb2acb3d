import { createHash } from 'node:crypto';
import {
  type TWalletErrorCode,
  type TWalletJournalItem,
  type TWalletJournalQuery,
  ZWalletJournalQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import { type Log, silentLog } from '../../log';
import { GameBatcher } from './wallet.batcher';
import { isContention, isRetryable, walletError, walletErrorFromSql } from './wallet.errors';
import { BalanceHub, BalanceNotifier } from './wallet.hub';
import { AgentLedgerReads, WalletReports } from './wallet.reports';
import {
  type FastGameArgs,
  type GameArgs,
  type GameRow,
  type Posting,
  type PostRow,
  toBalance,
  WalletRepository,
} from './wallet.repository';
import {
  type Account,
  type BetInput,
  type CreditInput,
  type DebitInput,
  type GameInput,
  type GameResult,
  gameScope,
  type HoldDepositInput,
  type ReleaseInput,
  type ReserveInput,
  type ReverseInput,
  type RollbackInput,
  type SettleInput,
  type SystemAccount,
  type TransferInput,
  type WalletBalance,
  type WalletResult,
  ZBetInputSchema,
  ZCreditInputSchema,
  ZDebitInputSchema,
  ZGameInputSchema,
  ZHoldDepositInputSchema,
  ZPlayerIdSchema,
  ZReleaseInputSchema,
  ZReserveInputSchema,
  ZReverseInputSchema,
  ZRollbackInputSchema,
  ZSettleInputSchema,
  ZSystemAccountSchema,
  ZTransferInputSchema,
} from './wallet.types';

export interface WalletServiceOptions {
  /** where retries, announcement failures and give-ups are logged (the server passes its logger) */
  log?: Log;
  /** Attempts per call on serialization failures, deadlocks and lost connections. */
  maxAttempts?: number;
  /** Game batches under way at once (default 1, measured best on 2 vCPUs for both the wallet and the provider benchmarks; see GameBatcher). */
  gameBatchesInFlight?: number;
  /** Game operations per batch at most (default 32). */
  gameBatchSize?: number;
  /**
   * How long (ms) a game batch may wait for as many operations as the last one served (default
   * 1; 0 never waits): bets arriving over HTTP then group as well as in-process ones (decision 109).
   */
  gameGatherMs?: number;
  /** Told of every ledger call and fast-path batch (the metrics, decision 130); nothing by default. */
  observer?: WalletObserver;
}

/**
 * What the wallet tells the metrics (decision 130): each ledger call's operation (bet, win,
 * credit, ...), outcome (`ok`, `replayed` or the refusal's code, `error` otherwise) and seconds,
 * and the size of each fast-path batch. Called on the hot path: it must only count.
 */
export interface WalletObserver {
  operation(op: WalletOperation, outcome: string, seconds: number): void;
  batch(size: number): void;
}

export type WalletOperation =
  | 'bet'
  | 'win'
  | 'rollback'
  | 'credit'
  | 'debit'
  | 'transfer'
  | 'hold'
  | 'reserve'
  | 'settle'
  | 'release'
  | 'reverse';

const quietObserver: WalletObserver = { operation: () => {}, batch: () => {} };

/** Hash of the money-relevant fields of a request: what makes a replay "the same request". */
function requestHash(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const amountIssue = result.error.issues.find((i) => i.path[0] === 'amount');
  if (amountIssue) throw walletError('INVALID_AMOUNT');
  const first = result.error.issues[0];
  throw new AppError(400, 'VALIDATION_ERROR', `${first?.path.join('.') || 'input'}: ${first?.message ?? 'invalid'}`);
}

function toPosting(account: Account, delta: number, held = 0): Posting {
  return account.type === 'player'
    ? { playerId: account.playerId, code: null, purpose: account.purpose, delta, held }
    : { playerId: null, code: account.code, purpose: account.purpose, delta, held };
}

function accountKey(a: Account): unknown[] {
  return a.type === 'player' ? ['p', a.playerId, a.purpose] : ['s', a.purpose, a.code];
}

function walletResult(row: PostRow): WalletResult {
  return {
    journalId: row.o_journal_id,
    replayed: row.o_replayed,
    createdAt: row.o_created_at,
    balanceAfter: row.o_balance_after,
    balance:
      row.o_cash === null ? null : toBalance(row.o_cash, row.o_cash_held ?? 0, row.o_bonus ?? 0, row.o_pending ?? 0),
  };
}

/**
 * The only way money moves (DESIGN section 5). Every operation is one call to a ledger
 * function in PostgreSQL, idempotent on (scope, externalId): the same request again returns
 * its first result (`replayed: true`), the same key with a different request is refused with
 * IDEMPOTENCY_CONFLICT. Contention and lost connections are retried here, never surfaced.
 */
export class WalletService {
  readonly repo: WalletRepository;
  readonly hub: BalanceHub;
  private readonly notifier: BalanceNotifier;
  private readonly batcher: GameBatcher;
  /** Account ids of players' cash and of providers, learnt from wallet_game, for the fast path. */
  private readonly cashAccounts = new Map<number, number>();
  private readonly providerAccounts = new Map<string, { id: number; shards: number }>();
  private readonly log: Log;
  private readonly maxAttempts: number;
  private readonly observer: WalletObserver;

  constructor(db: Db, opts: WalletServiceOptions = {}) {
    this.repo = new WalletRepository(db.pool);
    this.log = opts.log ?? silentLog;
    this.maxAttempts = opts.maxAttempts ?? 8;
    const log = this.log;
    const observer = opts.observer ?? quietObserver;
    this.observer = observer;
    this.notifier = new BalanceNotifier(db.pool, log);
    this.batcher = new GameBatcher(
      (ops) => {
        observer.batch(ops.length);
        return this.repo.gameFast(ops);
      },
      {
        maxInFlight: opts.gameBatchesInFlight ?? 1,
        maxBatch: opts.gameBatchSize ?? 32,
        gatherMs: opts.gameGatherMs ?? 1,
      },
    );
    this.hub = new BalanceHub({
      clientConfig: db.listenConfig,
      readBalance: (id) => this.repo.playerBalance(id),
      log,
    });
  }

  // ─── player money ────────────────────────────────────────────────────────────────────────

  /**
   * Money in: `from` (a system account) -> the player's cash or bonus. With `on`, the posting
   * is part of the caller's transaction (commits and rolls back with it, and takes no second
   * connection, decision 071); contention then fails the caller's transaction instead of
   * being retried here.
   */
  async credit(input: CreditInput, on?: Queryable): Promise<WalletResult> {
    const i = parse(ZCreditInputSchema, input);
    const to = { type: 'player', playerId: i.playerId, purpose: i.account } as const;
    return this.post(
      'credit',
      i,
      i.playerId,
      [toPosting(i.from, -i.amount), toPosting(to, i.amount)],
      ['credit', i.kind, i.playerId, i.account, accountKey(i.from), i.amount],
      on,
    );
  }

  /** Money out: the player's cash or bonus -> `to` (a system account). INSUFFICIENT_FUNDS if short. */
  async debit(input: DebitInput, on?: Queryable): Promise<WalletResult> {
    const i = parse(ZDebitInputSchema, input);
    const from = { type: 'player', playerId: i.playerId, purpose: i.account } as const;
    return this.post(
      'debit',
      i,
      i.playerId,
      [toPosting(from, -i.amount), toPosting(i.to, i.amount)],
      ['debit', i.kind, i.playerId, i.account, accountKey(i.to), i.amount],
      on,
    );
  }

  /** Any account to any other (player <-> player, bonus -> cash, system -> system). */
  async transfer(input: TransferInput, on?: Queryable): Promise<WalletResult> {
    const i = parse(ZTransferInputSchema, input);
    const main = i.from.type === 'player' ? i.from.playerId : i.to.type === 'player' ? i.to.playerId : null;
    return this.post(
      'transfer',
      i,
      main,
      [toPosting(i.from, -i.amount), toPosting(i.to, i.amount)],
      ['transfer', i.kind, accountKey(i.from), accountKey(i.to), i.amount],
      on,
    );
  }

  /**
   * Money in that may not be played (decision 073): `from` (payment clearing) -> the player's
   * deposit_held account. It is outside cash, bonus and `available`; no bet, debit, transfer or
   * withdrawal reaches it. It leaves only by `reserve({ from: 'deposit_held' })` and the settle
   * of that reservation (returned to its source); a release puts it back in deposit_held.
   */
  async holdDeposit(input: HoldDepositInput, on?: Queryable): Promise<WalletResult> {
    const i = parse(ZHoldDepositInputSchema, input);
    return this.post(
      'hold',
      { ...i, kind: 'deposit_hold' },
      i.playerId,
      [
        toPosting(i.from, -i.amount),
        { playerId: i.playerId, code: null, purpose: 'deposit_held', delta: i.amount, held: 0 },
      ],
      ['hold', i.playerId, accountKey(i.from), i.amount],
      on,
    );
  }

  /**
   * First phase of a withdrawal: moves `amount` from cash (or, returning a held deposit, from
   * deposit_held) to the player's pending-withdrawal account and holds it there, so only settle
   * or release of this reservation can move it; a release returns it where it came from.
   * The result's journalId is the reservation id. With `on`, in the caller's transaction.
   */
  async reserve(input: ReserveInput, on?: Queryable): Promise<WalletResult> {
    const i = parse(ZReserveInputSchema, input);
    const postings: Posting[] = [
      { playerId: i.playerId, code: null, purpose: i.from, delta: -i.amount, held: 0 },
      { playerId: i.playerId, code: null, purpose: 'pending_withdrawal', delta: i.amount, held: i.amount },
    ];
    // The hash of a reservation from cash stays what it always was, so old keys replay.
    const hash = i.from === 'cash' ? ['reserve', i.playerId, i.amount] : ['reserve', i.playerId, i.amount, i.from];
    return this.post('reserve', { ...i, kind: 'withdrawal_reserve' }, i.playerId, postings, hash, on);
  }

  /** Second phase, paid: the reserved money leaves to payment_clearing/`clearing`. */
  async settle(input: SettleInput, on?: Queryable): Promise<WalletResult> {
    const i = parse(ZSettleInputSchema, input);
    return this.complete('settle', i, i.clearing, on);
  }

  /** Second phase, not paid (rejected, failed): the reserved money returns to the player's cash. */
  async release(input: ReleaseInput, on?: Queryable): Promise<WalletResult> {
    const i = parse(ZReleaseInputSchema, input);
    return this.complete('release', i, null, on);
  }

  /**
   * Undoes journal `journalId` by posting its entries negated, at most once per journal
   * (ALREADY_REVERSED after that). Reservations and their settle/release, and reversals
   * themselves, are refused (NOT_REVERSIBLE). INSUFFICIENT_FUNDS if the money was spent.
   */
  async reverse(input: ReverseInput): Promise<WalletResult> {
    const i = parse(ZReverseInputSchema, input);
    const row = await this.observed('reverse', () =>
      this.run(
        () =>
          this.repo.reverse({
            scope: i.scope,
            externalId: i.externalId,
            hash: requestHash(['reverse', i.kind, i.journalId]),
            kind: i.kind,
            playerId: null,
            targetId: i.journalId,
            targetScope: null,
            targetExternalId: null,
            tombstone: false,
            meta: i.meta,
          }),
        'ALREADY_REVERSED',
      ),
    );
    return walletResult(row);
  }

  // ─── game providers (the hot path) ───────────────────────────────────────────────────────

  /** A provider takes a stake: player cash -> the provider's account. Idempotent on (provider, transactionId). */
  async bet(input: BetInput): Promise<GameResult> {
    return this.game('bet', input);
  }

  /** A provider pays out: the provider's account -> player cash. */
  async win(input: GameInput): Promise<GameResult> {
    return this.game('win', input);
  }

  /**
   * Undoes the provider's transaction `referenceTransactionId` of this player. If it has not
   * arrived yet, leaves a tombstone: that bet, arriving later, is refused with
   * TRANSACTION_ROLLED_BACK and never applies.
   */
  async rollback(input: RollbackInput): Promise<GameResult> {
    const i = parse(ZRollbackInputSchema, input);
    const scope = gameScope(i.provider);
    const row = await this.observed('rollback', () =>
      this.run(
        () =>
          this.repo.reverse({
            scope,
            externalId: i.transactionId,
            hash: requestHash(['rollback', i.playerId, i.referenceTransactionId]),
            kind: 'rollback',
            playerId: i.playerId,
            targetId: null,
            targetScope: scope,
            targetExternalId: i.referenceTransactionId,
            tombstone: true,
            meta: i.meta,
          }),
        'ALREADY_REVERSED',
      ),
    );
    return {
      journalId: row.o_journal_id,
      replayed: row.o_replayed,
      createdAt: row.o_created_at,
      balanceAfter: row.o_balance_after,
      balance: (row.o_cash ?? 0) - (row.o_cash_held ?? 0),
    };
  }

  private async game(kind: 'bet' | 'win', input: GameInput | BetInput): Promise<GameResult> {
    const i =
      kind === 'bet' ? parse(ZBetInputSchema, input) : { ...parse(ZGameInputSchema, input), requireSession: null };
    const args: GameArgs = {
      scope: gameScope(i.provider),
      externalId: i.transactionId,
      hash: requestHash([kind, i.playerId, i.amount]),
      kind,
      playerId: i.playerId,
      provider: i.provider,
      amount: i.amount,
      meta: i.meta,
      requireSession: i.requireSession ?? null,
    };
    const row = await this.observed(kind, () =>
      this.run(async () => {
        // The batched fast path once the accounts are known; the full function otherwise and
        // whenever the fast path declines.
        const fast = this.fastArgs(args);
        const applied = fast ? await this.batcher.submit(fast) : null;
        if (applied) return applied;
        const slow = await this.repo.game(args);
        this.remember(args, slow);
        return slow;
      }),
    );
    if (!row.o_replayed) this.notifier.touch(i.playerId);
    return {
      journalId: row.o_journal_id,
      replayed: row.o_replayed,
      createdAt: row.o_created_at,
      balanceAfter: row.o_balance_after,
      balance: row.o_cash - row.o_cash_held,
    };
  }

  private fastArgs(args: GameArgs): FastGameArgs | null {
    const cashAccount = this.cashAccounts.get(args.playerId);
    const provider = this.providerAccounts.get(args.provider);
    if (cashAccount === undefined || !provider) return null;
    return { ...args, cashAccount, sysAccount: provider.id, shard: args.playerId % provider.shards };
  }

  /** Accounts never change id or go away, so what wallet_game reports can be reused for good. */
  private remember(args: GameArgs, row: GameRow): void {
    if (row.o_cash_account) {
      if (this.cashAccounts.size >= 200_000) this.cashAccounts.clear();
      this.cashAccounts.set(args.playerId, row.o_cash_account);
    }
    if (row.o_sys_account && row.o_sys_shards) {
      this.providerAccounts.set(args.provider, { id: row.o_sys_account, shards: row.o_sys_shards });
    }
  }

  // ─── reading ─────────────────────────────────────────────────────────────────────────────

  /** { cash, bonus, held, available, depositHeld }; zeros for a player the ledger has not seen. */
  async getPlayerBalance(playerId: number, on?: Queryable): Promise<WalletBalance> {
    const id = parse(ZPlayerIdSchema, playerId);
    if (on) return this.repo.playerBalance(id, on);
    return this.run(() => this.repo.playerBalance(id));
  }

  /**
   * From the caller's commit on, the player's stakes are checked against their loss and wager
   * limits and counted in the ledger's own statement (decision 025). Protection calls it in the
   * transaction that sets the player's first such limit.
   */
  async countPlay(playerId: number, on: Queryable): Promise<boolean> {
    return this.repo.playLimitedOn(parse(ZPlayerIdSchema, playerId), on);
  }

  /**
   * A transfer-wallet provider's settled play (its bet log) counted against the player's loss
   * and wager limits (decision 146): per period, added to the counters of a counted player.
   */
  async countProviderPlay(
    playerId: number,
    usage: { period: 'day' | 'week' | 'month'; loss: number; wager: number }[],
    on: Queryable,
  ): Promise<void> {
    await this.repo.addProviderPlay(parse(ZPlayerIdSchema, playerId), usage, on);
  }

  /** Loss and wager of the player in the current day, week and month (the limits' usage). */
  async playUsage(playerId: number) {
    return this.repo.playUsage(parse(ZPlayerIdSchema, playerId));
  }

  /** Stakes and wins of the player's game postings since `since` (the reality check). */
  /** Staff reports' ledger figures: game postings by provider or game, bonus cost by kind (decision 098). */
  gameFigures(from: string, to: string, by: 'game' | 'provider' | 'all') {
    return new WalletReports(this.repo.db).games(from, to, by);
  }

  bonusCostByKind(from: string, to: string) {
    return new WalletReports(this.repo.db).bonusCost(from, to);
  }

  /** Members' figures for the agent programme over [from, to), read from the journal (docs/agents.md). */
  agentFigures(playerIds: number[], from: Date, to: Date) {
    return new AgentLedgerReads(this.repo.db).figures(playerIds, from, to);
  }

  /** Members' stakes and wins per game over [from, to), the same rows as agentFigures: the agent report per product. */
  agentGames(playerIds: number[], from: Date, to: Date) {
    return new AgentLedgerReads(this.repo.db).games(playerIds, from, to);
  }

  /** The journal rows behind one member's figures over [from, to): an agent statement's drill-down. */
  agentFigureRows(playerId: number, from: Date, to: Date) {
    return new AgentLedgerReads(this.repo.db).rows(parse(ZPlayerIdSchema, playerId), from, to);
  }

  async playSince(playerId: number, since: Date) {
    return this.repo.playSince(parse(ZPlayerIdSchema, playerId), since);
  }

  /** Balance of a system account (the sum of its shard rows); may be negative. */
  async getSystemBalance(account: SystemAccount, on?: Queryable): Promise<number> {
    const a = parse(ZSystemAccountSchema, account);
    return this.repo.systemBalance(a.purpose, a.code, on);
  }

  /** The journal recorded under an idempotency key (e.g. to find a reservation by its request id). */
  async findJournal(scope: string, externalId: string, on?: Queryable) {
    return this.repo.journalByKey(scope, externalId, on);
  }

  /** The player's movements outside play and payments (repository `playerMovements`, decision 125). */
  playerMovements(q: { playerId: number; days: number; exceptKinds: string[]; limit: number }) {
    return this.repo.playerMovements(q);
  }

  /** The other stakes of a game round its first bet's settlement covers (repository `roundExtraStakes`). */
  roundExtraStakes(q: {
    provider: string;
    playerId: number;
    round: string;
    afterJournalId: number;
    beforeJournalId: number | null;
  }): Promise<number> {
    return this.repo.roundExtraStakes({ ...q, scope: gameScope(q.provider) });
  }

  /** findJournal with the player's cash balance after it (the providers' settlement recovery). */
  async findJournalWithBalance(scope: string, externalId: string) {
    return this.repo.journalByKeyWithBalance(scope, externalId);
  }

  async getJournal(journalId: number) {
    return this.repo.journalById(journalId);
  }

  /** Game wins committed in a time window, oldest first (the providers' settlement recovery). */
  async gameWins(window: { from: Date; to: Date; after: { at: string; id: number } | null; limit: number }) {
    return this.repo.gameWins(window);
  }

  /** The player's ledger events, newest first, for the history pages. */
  async listPlayerJournal(
    playerId: number,
    query: TWalletJournalQuery = {},
  ): Promise<{ items: TWalletJournalItem[]; total: number }> {
    const id = parse(ZPlayerIdSchema, playerId);
    const q = parse(ZWalletJournalQuerySchema, query);
    const { rows, total } = await this.repo.playerJournal(id, {
      since: q.since ?? null,
      limit: q.limit,
      offset: q.offset,
      kinds: q.kinds?.length ? q.kinds : null,
    });
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        scope: r.scope,
        externalId: r.external_id,
        amount: r.amount,
        net: r.postings.reduce((sum, p) => sum + p.amount, 0),
        postings: r.postings,
        reversalOf: r.reversal_of,
        meta: r.meta,
        createdAt: r.created_at.toISOString(),
      })),
    };
  }

  /** Sends pending balance announcements and closes the LISTEN connection. */
  async close(): Promise<void> {
    await this.notifier.close();
    await this.hub.close();
  }

  // ─── internals ───────────────────────────────────────────────────────────────────────────

  private async post(
    op: WalletOperation,
    i: { scope: string; externalId: string; kind: string; amount: number; meta?: Record<string, unknown> },
    playerId: number | null,
    postings: Posting[],
    hashParts: unknown[],
    on?: Queryable,
  ): Promise<WalletResult> {
    const call = () =>
      this.repo.post(
        {
          scope: i.scope,
          externalId: i.externalId,
          hash: requestHash(hashParts),
          kind: i.kind,
          playerId,
          amount: i.amount,
          meta: i.meta,
          postings,
        },
        on,
      );
    const row = await this.observed(op, () => (on ? this.once(call) : this.run(call)));
    return walletResult(row);
  }

  /** Times one ledger call for the observer: outcome `ok`, `replayed`, the refusal's code or `error`. */
  private async observed<T extends { o_replayed: boolean }>(op: WalletOperation, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const row = await call();
      this.observer.operation(op, row.o_replayed ? 'replayed' : 'ok', (performance.now() - started) / 1000);
      return row;
    } catch (err) {
      const code = err instanceof AppError ? err.code : 'error';
      this.observer.operation(op, code, (performance.now() - started) / 1000);
      throw err;
    }
  }

  /** One ledger call inside the caller's transaction: refusals mapped, nothing retried. */
  private async once<T>(call: () => Promise<T>, already: TWalletErrorCode = 'ALREADY_REVERSED'): Promise<T> {
    try {
      return await call();
    } catch (err) {
      throw walletErrorFromSql(err, already) ?? err;
    }
  }

  private async complete(
    action: 'settle' | 'release',
    i: { scope: string; externalId: string; reservationId: number; meta?: Record<string, unknown> },
    clearing: string | null,
    on?: Queryable,
  ): Promise<WalletResult> {
    const call = () =>
      this.repo.complete(
        {
          scope: i.scope,
          externalId: i.externalId,
          hash: requestHash([action, i.reservationId, clearing]),
          action,
          reservationId: i.reservationId,
          clearing,
          meta: i.meta,
        },
        on,
      );
    const row = await this.observed(action, () =>
      on ? this.once(call, 'RESERVATION_COMPLETED') : this.run(call, 'RESERVATION_COMPLETED'),
    );
    return walletResult(row);
  }

  /** Runs one ledger call, retrying contention and lost connections; maps ledger refusals to AppErrors. */
  private async run<T>(call: () => Promise<T>, already: TWalletErrorCode = 'ALREADY_REVERSED'): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call();
      } catch (err) {
        const refusal = walletErrorFromSql(err, already);
        if (refusal) throw refusal;
        if (!isRetryable(err)) throw err;
        if (attempt >= this.maxAttempts) {
          this.log.error({ err, attempts: attempt }, 'wallet call still failing after retries');
          if (isContention(err)) throw walletError('WALLET_BUSY');
          throw err;
        }
        this.log.warn({ err, attempt }, 'wallet call retried');
        // Jittered exponential backoff: 4, 8, 16... ms, capped at 250 ms.
        const base = Math.min(250, 2 ** (attempt + 1));
        await new Promise((resolve) => setTimeout(resolve, base / 2 + Math.random() * base));
      }
    }
  }
}
