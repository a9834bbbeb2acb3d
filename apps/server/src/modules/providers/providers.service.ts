import { createHash } from 'node:crypto';
import {
  PROVIDER_CURRENCY,
  ProviderStatus,
  type TBetHistoryRow,
  type TProviderResponse,
  type TProviderSignAlg,
  type TProviderStatus,
  ZProviderAdjustRequestSchema,
  ZProviderBalanceRequestSchema,
  ZProviderBetRequestSchema,
  ZProviderBetWinRequestSchema,
  ZProviderRollbackRequestSchema,
  ZProviderWinRequestSchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Log } from '../../log';
import type { ResealOutcome, Sealer } from '../../secrets/sealing';
import type { AuthService } from '../auth/auth.service';
import type { DomainEventsPort } from '../domain-events/domain-events.service';
import type { GamesService, ProviderDirectory, ProviderGame } from '../games/games.service';
import type { WalletService } from '../wallet/wallet.service';
import { gameScope } from '../wallet/wallet.types';
import { type AdjustPorts, adjustSettlement } from './providers.adjust';
import { ProviderCatalogue } from './providers.directory';
import { betHistory } from './providers.history';
import { type JournalMeta, RECOVERY_MIN_AGE_MS, SettlementRecovery } from './providers.recovery';
import {
  BET_ADJUSTED,
  BET_SETTLED,
  type NewTransaction,
  type ProviderRow,
  ProvidersRepository,
  type RoundEffect,
} from './providers.repository';
import { verifyProviderSignature } from './providers.signature';
import { PlayTokenLookup } from './providers.tokens';

export const PROVIDER_ACTIONS = ['balance', 'bet', 'win', 'rollback', 'betwin', 'adjust'] as const;
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];

import {
  type BetAdjustedEvent,
  type BetSettledEvent,
  ZBetAdjustedEventSchema,
  ZBetSettledEventSchema,
} from './providers.events';

export { type BetAdjustedEvent, type BetSettledEvent, ZBetSettledEventSchema };

/** The result of one callback before it is shaped into the protocol answer. */
interface Outcome {
  status: TProviderStatus;
  /** the player, when the request named one we trust */
  playerId: number | null;
  /** balance to report; looked up when undefined and a player is known */
  balance?: number | null;
  transactionId?: string;
  jackpotAmount?: number;
  /** what the player should read about a refusal */
  message?: string;
  /** transaction/adjust: what moved */
  amountApplied?: number;
}

type BetReq = z.infer<typeof ZProviderBetRequestSchema>;
type WinReq = z.infer<typeof ZProviderWinRequestSchema>;
type RollbackReq = z.infer<typeof ZProviderRollbackRequestSchema>;
type BetWinReq = z.infer<typeof ZProviderBetWinRequestSchema>;

/** Suffix of the win half of a betwin call in the ledger and the transactions table. */
const BETWIN_WIN_SUFFIX = '#win';

function requestHash(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

function walletCode(err: unknown): string | undefined {
  return err instanceof AppError ? err.code : undefined;
}

/** The platform's player id from the protocol's `user`: decimal digits only. */
function userId(user: string | undefined): number | null {
  if (!user || !/^[1-9]\d{0,14}$/.test(user)) return null;
  return Number(user);
}

/**
 * The seamless wallet protocol (docs/provider-protocol.md): every callback is verified against
 * the provider's key over the raw body, then applied through the wallet, which is idempotent on
 * (provider, transaction_uuid). This module keeps the provider's view beside it: the full request
 * fingerprint (a replay with other fields is a duplicate), the first answer's balance (returned
 * again to identical replays), win -> bet links and rounds for the bet history.
 */
export class ProvidersService implements ProviderDirectory {
  readonly repo: ProvidersRepository;
  /** Rebuilds settlement records a crash lost (providers.recovery). */
  private readonly recovery: SettlementRecovery;
  /** Known providers and their credentials, cached briefly (providers.directory). */
  private readonly directory: ProviderCatalogue;
  /** Play-token lookups, grouped when callbacks arrive together (decision 057). */
  private readonly tokens: PlayTokenLookup;
  /** What transaction/adjust uses of this service (providers.adjust). */
  private readonly adjustPorts: AdjustPorts;

  constructor(
    private readonly db: Db,
    /** looked up on use: modules are wired in any order */
    private readonly deps: {
      auth: () => AuthService;
      wallet: () => WalletService;
      games: () => GamesService;
      domainEvents: () => DomainEventsPort;
      log: Log;
      /** seals providers' HMAC secrets at rest (decision 107) */
      sealer?: Sealer;
    },
  ) {
    this.repo = new ProvidersRepository(db, () => this.deps.domainEvents());
    this.repo.onError = (err, tx) =>
      deps.log.error(
        { err, provider: tx.providerCode, transaction: tx.transactionUuid },
        'provider record not written',
      );
    this.tokens = new PlayTokenLookup((tokens) => this.deps.auth().resolvePlayTokens(tokens));
    this.directory = new ProviderCatalogue(this.repo, deps.sealer, deps.log);
    this.recovery = new SettlementRecovery(this.repo, () => this.deps.wallet());
    this.adjustPorts = {
      repo: this.repo,
      wallet: () => this.deps.wallet(),
      settlingPlayer: (token, user) => this.settlingPlayer(token, user),
      referencedBet: (provider, uuid, playerId) => this.referencedBet(provider, uuid, playerId),
    };
  }

  /** Writes pending records and closes the repository's own connections. */
  close(): Promise<void> {
    return this.repo.close();
  }

  // ─── provider directory (providers.directory) ───────────────────────────────────────────

  /** The providers table changed on some instance (decision 102). */
  dropCaches(): void {
    this.directory.dropAll();
  }

  provider(code: string): Promise<ProviderRow | null> {
    return this.directory.provider(code);
  }

  /** A provider's HMAC secret as stored: sealed under the current key, bound to the provider. */
  sealSecret(code: string, secret: string): string {
    return this.directory.seal(code, secret);
  }

  /** Re-seals stored provider secrets under the current key (start-up and `npm run secrets:reseal`). */
  resealSecrets(): Promise<ResealOutcome> {
    return this.directory.resealSecrets();
  }

  isEnabled(code: string): Promise<boolean> {
    return this.directory.isEnabled(code);
  }

  /** Creates missing providers with a fresh HMAC secret; existing ones keep theirs. */
  ensureProviders(list: { code: string; name: string; enabled: boolean }[]): Promise<void> {
    return this.directory.ensureProviders(list);
  }

  /** Drops the cached row of a provider staff just changed (decision 099). */
  forget(code: string): void {
    this.directory.forget(code);
  }

  setEnabled(code: string, enabled: boolean): Promise<void> {
    return this.directory.setEnabled(code, enabled);
  }

  setCredentials(
    code: string,
    c: { signAlg: TProviderSignAlg; secret: string | null; publicKey: string | null },
  ): Promise<void> {
    return this.directory.setCredentials(code, c);
  }

  /** The built-in provider's HMAC secret, creating the `house` provider on first use. */
  houseCredentials(): Promise<{ code: string; secret: string }> {
    return this.directory.houseCredentials();
  }

  /** The built-in lottery provider's HMAC secret, creating the `lottery` provider on first use. */
  lotteryCredentials(): Promise<{ code: string; secret: string }> {
    return this.directory.builtInCredentials('lottery', 'Xổ Số');
  }

  /** The built-in sportsbook's HMAC secret, creating the `sports` provider on first use. */
  sportsCredentials(): Promise<{ code: string; secret: string }> {
    return this.directory.builtInCredentials('sports', 'Thể thao');
  }

  // ─── the protocol ────────────────────────────────────────────────────────────────────────

  /**
   * One callback: provider known -> signature over the raw bytes -> JSON -> fields -> action.
   * Nothing of the body is read before the signature is checked.
   */
  async handle(
    code: string,
    action: ProviderAction,
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<TProviderResponse> {
    const provider = await this.provider(code);
    if (!provider) return this.answer(ProviderStatus.INVALID_PARTNER, null, null, null);
    if (!verifyProviderSignature(provider, rawBody, signature)) {
      return this.answer(ProviderStatus.INVALID_SIGNATURE, null, null, null);
    }
    if (!provider.enabled) return this.answer(ProviderStatus.INVALID_PARTNER, null, null, null);

    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return this.answer(ProviderStatus.WRONG_SYNTAX, null, null, null);
    }
    return this.dispatch(provider, action, json);
  }

  /**
   * A callback of a provider that speaks its own protocol, already authenticated by its adapter
   * (decision 127): the same operations, checks and records as a native callback, from the
   * request the adapter translated. A disabled provider is refused as a native one is.
   */
  async apply(code: string, action: ProviderAction, request: unknown): Promise<TProviderResponse> {
    const provider = await this.provider(code);
    if (!provider?.enabled) return this.answer(ProviderStatus.INVALID_PARTNER, null, null, null);
    return this.dispatch(provider, action, request);
  }

  private async dispatch(provider: ProviderRow, action: ProviderAction, json: unknown): Promise<TProviderResponse> {
    const requestUuid =
      typeof json === 'object' && json !== null && typeof (json as { request_uuid?: unknown }).request_uuid === 'string'
        ? (json as { request_uuid: string }).request_uuid
        : null;

    const run = async <S extends z.ZodType>(schema: S, fn: (req: z.output<S>) => Promise<Outcome>) => {
      const parsed = schema.safeParse(json);
      if (!parsed.success) return this.answer(ProviderStatus.WRONG_SYNTAX, requestUuid, null, null);
      const outcome = await fn(parsed.data);
      const balance =
        outcome.balance !== undefined
          ? outcome.balance
          : outcome.playerId
            ? await this.available(outcome.playerId)
            : null;
      const user = outcome.playerId ? String(outcome.playerId) : ((parsed.data as { user?: string }).user ?? null);
      const res = this.answer(outcome.status, requestUuid, user, balance);
      if (outcome.transactionId) res.transaction_id = outcome.transactionId;
      if (outcome.jackpotAmount !== undefined) res.jackpot_amount = outcome.jackpotAmount;
      if (outcome.message) res.message = outcome.message;
      if (outcome.amountApplied !== undefined) res.amount_applied = outcome.amountApplied;
      return res;
    };

    switch (action) {
      case 'balance':
        return run(ZProviderBalanceRequestSchema, (r) => this.balance(provider, r));
      case 'bet':
        return run(ZProviderBetRequestSchema, (r) => this.bet(provider, r));
      case 'win':
        return run(ZProviderWinRequestSchema, (r) => this.win(provider, r));
      case 'rollback':
        return run(ZProviderRollbackRequestSchema, (r) => this.rollback(provider, r));
      case 'betwin':
        return run(ZProviderBetWinRequestSchema, (r) => this.betWin(provider, r));
      case 'adjust':
        return run(ZProviderAdjustRequestSchema, (r) => adjustSettlement(this.adjustPorts, provider, r));
    }
  }

  private answer(
    status: TProviderStatus,
    requestUuid: string | null,
    user: string | null,
    balance: number | null,
  ): TProviderResponse {
    return { status, request_uuid: requestUuid, user, currency: PROVIDER_CURRENCY, balance };
  }

  private async available(playerId: number): Promise<number> {
    return (await this.deps.wallet().getPlayerBalance(playerId)).available;
  }

  /**
   * The player of a live play token, or why not. `user`, when given, must be that player.
   *
   * A live session means an active account: AuthService ends every session of a player whose
   * status changes to disabled or self-excluded, so the liveness lookup made here at bet time
   * already refuses them (decision 052). The lookup reads the database for every callback,
   * grouped with the lookups of callbacks arriving at the same time (decision 057). A token of an ended session still names its player:
   * USER_DISABLED if the account is not active now, TOKEN_EXPIRED otherwise.
   */
  private async livePlayer(token: string, user: string | undefined): Promise<{ playerId: number } | Outcome> {
    const session = await this.tokens.lookup(token);
    if (session === null || (user !== undefined && String(session.playerId) !== user)) {
      return { status: ProviderStatus.INVALID_TOKEN, playerId: null, balance: null };
    }
    const playerId = session.playerId;
    if (!session.live) {
      const status = await this.deps.auth().playerStatus(playerId);
      return { status: status === 'active' ? ProviderStatus.TOKEN_EXPIRED : ProviderStatus.USER_DISABLED, playerId };
    }
    return { playerId };
  }

  /**
   * The player named by `user` for wins and rollbacks, which must settle even after the token
   * expired: the token is checked only for not naming someone else.
   */
  private async settlingPlayer(token: string, user: string): Promise<{ playerId: number } | Outcome> {
    const id = userId(user);
    if (id === null) return { status: ProviderStatus.INVALID_TOKEN, playerId: null, balance: null };
    const byToken = (await this.tokens.lookup(token))?.playerId ?? null;
    if (byToken !== null && byToken !== id)
      return { status: ProviderStatus.INVALID_TOKEN, playerId: null, balance: null };
    if (byToken === null && (await this.deps.auth().playerStatus(id)) === null) {
      return { status: ProviderStatus.INVALID_TOKEN, playerId: null, balance: null };
    }
    return { playerId: id };
  }

  /**
   * The first answer to a transaction id already used, or null if the id is new. The ledger is
   * the authority (the request fingerprint travels in the journal's meta, written in the same
   * commit as the money); our own records cover what moved no money (zero wins, tombstones)
   * and keep the first answer's balance.
   */
  private async replay(provider: string, uuid: string, hash: string): Promise<Outcome | null> {
    const [journal, recorded] = await Promise.all([
      this.deps.wallet().findJournal(gameScope(provider), uuid),
      this.repo.transaction(provider, uuid),
    ]);
    let tx = recorded;
    if (journal && !tx) {
      // The record of a transaction just applied may still be queued here: let it land.
      await this.repo.drain();
      tx = await this.repo.transaction(provider, uuid);
    }
    if (journal && journal.kind !== 'void') {
      if ((journal.meta as Partial<JournalMeta> | null)?.h !== hash) {
        return { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId: journal.playerId };
      }
      return {
        status: ProviderStatus.OK,
        playerId: journal.playerId,
        balance: tx?.balanceAfter,
        transactionId: String(journal.id),
        jackpotAmount: tx?.jackpotAmount ?? undefined,
      };
    }
    if (!tx) return null;
    if (tx.requestHash !== hash) return { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId: tx.playerId };
    return {
      status: ProviderStatus.OK,
      playerId: tx.playerId,
      balance: tx.balanceAfter,
      transactionId: tx.journalId ? String(tx.journalId) : undefined,
      jackpotAmount: tx.jackpotAmount ?? undefined,
    };
  }

  /** After the ledger said "replayed": the first answer, or a duplicate if the fields differ. */
  private async replayed(provider: string, uuid: string, hash: string, playerId: number): Promise<Outcome> {
    return (await this.replay(provider, uuid, hash)) ?? { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
  }

  private async balance(provider: ProviderRow, req: z.infer<typeof ZProviderBalanceRequestSchema>): Promise<Outcome> {
    void provider;
    const who = await this.livePlayer(req.token, req.user);
    // TOKEN_EXPIRED still carries the balance, e.g. for the game's closing screen.
    if ('status' in who) return who;
    return { status: ProviderStatus.OK, playerId: who.playerId };
  }

  /**
   * A stake. The hot path is one database call, shared with the bets arriving at the same time:
   * the ledger posting (idempotent on the transaction id, carrying the request fingerprint;
   * grouped by the wallet), which also checks that the play token's session is live at that
   * moment (decision 068). Only a refused stake pays for a session lookup, to tell an expired
   * token from a disabled account or a token of someone else. The provider's record of the
   * bet is written after the answer, gathered (decisions 051, 057).
   */
  private async bet(provider: ProviderRow, req: BetReq, hashKind = 'bet', hashExtra: unknown[] = []): Promise<Outcome> {
    const hash = requestHash([hashKind, req.user, req.round, req.game_code, req.currency, req.amount, ...hashExtra]);
    // A refused stake answers with what is wrong with its token first, as a lookup would.
    const refuse = async (o: Outcome): Promise<Outcome> => {
      const who = await this.livePlayer(req.token, req.user);
      const reason = 'status' in who ? who : o;
      return (await this.replay(provider.code, req.transaction_uuid, hash)) ?? reason;
    };

    const playerId = userId(req.user);
    if (playerId === null) return refuse({ status: ProviderStatus.INVALID_TOKEN, playerId: null, balance: null });
    if (req.currency !== PROVIDER_CURRENCY) return refuse({ status: ProviderStatus.WRONG_CURRENCY, playerId });
    const game = await this.deps.games().providerGame(provider.code, req.game_code);
    if (!game) return refuse({ status: ProviderStatus.INVALID_GAME, playerId });

    let result: Awaited<ReturnType<WalletService['bet']>>;
    try {
      result = await this.deps.wallet().bet({
        provider: provider.code,
        transactionId: req.transaction_uuid,
        playerId,
        amount: req.amount,
        meta: {
          round: req.round,
          game: req.game_code,
          h: hash,
          ...(req.meta?.odds !== undefined ? { odds: req.meta.odds } : {}),
        } satisfies JournalMeta,
        // Self-exclusion or a disabled account ends the session at once, so this refuses them too.
        requireSession: this.deps.auth().playTokenHash(req.token),
      });
    } catch (err) {
      switch (walletCode(err)) {
        case 'SESSION_NOT_LIVE':
          // Whatever the lookup finds, the ledger saw no live session of this player: refuse.
          return refuse({ status: ProviderStatus.TOKEN_EXPIRED, playerId });
        case 'INSUFFICIENT_FUNDS':
          return refuse({ status: ProviderStatus.NOT_ENOUGH_MONEY, playerId });
        case 'PLAY_LIMIT_REACHED':
          // The ledger refused the stake: it would pass a loss or wager limit (decision 025).
          return refuse({ status: ProviderStatus.LIMIT_REACHED, playerId, message: (err as Error).message });
        case 'IDEMPOTENCY_CONFLICT':
          return { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
        case 'TRANSACTION_ROLLED_BACK':
          return { status: ProviderStatus.TRANSACTION_ROLLED_BACK, playerId };
        default:
          throw err;
      }
    }
    if (result.replayed) return this.replayed(provider.code, req.transaction_uuid, hash, playerId);
    this.repo.recordLater(
      {
        providerCode: provider.code,
        transactionUuid: req.transaction_uuid,
        kind: 'bet',
        playerId,
        round: req.round,
        gameCode: req.game_code,
        amount: req.amount,
        referenceUuid: null,
        journalId: result.journalId,
        balanceAfter: result.balance,
        jackpotAmount: null,
        requestHash: hash,
        details: req.meta?.details,
      },
      { mode: 'bet', stake: req.amount },
    );
    // Idempotent on the bet id: a replay after a crash still feeds the pool exactly once.
    await this.deps.games().contribute({
      provider: provider.code,
      betTransactionId: req.transaction_uuid,
      playerId,
      game,
      stake: req.amount,
    });
    return { status: ProviderStatus.OK, playerId, balance: result.balance, transactionId: String(result.journalId) };
  }

  /**
   * The bet a win or rollback refers to, as the ledger has it (durable in the bet's own commit),
   * and whether a rollback cancelled it.
   */
  private async referencedBet(
    provider: string,
    uuid: string,
    playerId: number,
  ): Promise<
    | { bet: { journalId: number; amount: number; gameCode: string | null; round: string; odds: number | null } }
    | { missing: true }
    | { rolledBack: true }
  > {
    const [journal, rollback] = await Promise.all([
      this.deps.wallet().findJournal(gameScope(provider), uuid),
      this.repo.rollbackOf(provider, uuid),
    ]);
    if (!journal || journal.playerId !== playerId) return { missing: true };
    if (journal.kind === 'void' || rollback) return { rolledBack: true };
    if (journal.kind !== 'bet') return { missing: true };
    const meta = (journal.meta ?? {}) as Partial<JournalMeta>;
    return {
      bet: {
        journalId: journal.id,
        amount: journal.amount,
        gameCode: meta.game ?? null,
        round: meta.round ?? '',
        odds: meta.odds ?? null,
      },
    };
  }

  private async win(
    provider: ProviderRow,
    req: WinReq,
    uuid = req.transaction_uuid,
    hashKind = 'win',
  ): Promise<Outcome> {
    const hash = requestHash([
      hashKind,
      req.user,
      req.round,
      req.game_code,
      req.currency,
      req.amount,
      req.reference_transaction_uuid,
      req.jackpot_win ?? false,
    ]);
    const refuse = async (o: Outcome): Promise<Outcome> => (await this.replay(provider.code, uuid, hash)) ?? o;
    const who = await this.settlingPlayer(req.token, req.user);
    if ('status' in who) return refuse(who);
    const playerId = who.playerId;
    if (req.currency !== PROVIDER_CURRENCY) return refuse({ status: ProviderStatus.WRONG_CURRENCY, playerId });
    const ref = await this.referencedBet(provider.code, req.reference_transaction_uuid, playerId);
    if ('missing' in ref) return refuse({ status: ProviderStatus.TRANSACTION_DOES_NOT_EXIST, playerId });
    if ('rolledBack' in ref) return refuse({ status: ProviderStatus.TRANSACTION_ROLLED_BACK, playerId });
    const game = req.jackpot_win ? await this.deps.games().providerGame(provider.code, req.game_code) : null;
    if (req.jackpot_win && !game?.jackpotPool) return refuse({ status: ProviderStatus.INVALID_GAME, playerId });

    const wallet = this.deps.wallet();
    let journalId: number | null = null;
    let balance: number | undefined;
    if (req.amount > 0) {
      try {
        const result = await wallet.win({
          provider: provider.code,
          transactionId: uuid,
          playerId,
          amount: req.amount,
          meta: {
            round: req.round,
            game: req.game_code,
            bet: req.reference_transaction_uuid,
            h: hash,
            ...(req.round_closed === false ? { open: true as const } : {}),
          } satisfies JournalMeta,
        });
        if (result.replayed) return this.replayed(provider.code, uuid, hash, playerId);
        journalId = result.journalId;
        balance = result.balance;
      } catch (err) {
        if (walletCode(err) === 'IDEMPOTENCY_CONFLICT' || walletCode(err) === 'TRANSACTION_ROLLED_BACK') {
          return { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
        }
        throw err;
      }
    } else {
      // No ledger posting for a lost round: our record is the only trace, so it is checked first.
      const seen = await this.replay(provider.code, uuid, hash);
      if (seen) return seen;
    }
    let jackpotAmount: number | undefined;
    if (game?.jackpotPool) {
      jackpotAmount = await this.deps
        .games()
        .payJackpot({ provider: provider.code, winTransactionId: uuid, playerId, game });
      balance = undefined;
    }
    balance ??= await this.available(playerId);
    const record: NewTransaction = {
      providerCode: provider.code,
      transactionUuid: uuid,
      kind: 'win',
      playerId,
      round: req.round,
      gameCode: req.game_code,
      amount: req.amount + (jackpotAmount ?? 0),
      referenceUuid: req.reference_transaction_uuid,
      journalId,
      balanceAfter: balance,
      jackpotAmount: jackpotAmount ?? null,
      requestHash: hash,
      details: req.meta?.details,
    };
    const effect: RoundEffect = { mode: 'win', win: record.amount, closes: req.round_closed !== false };
    // A win that closes its round settles every stake of it: a raise, double or insurance is
    // its own bet that no win names (decision 125), and wagering must count it.
    const extra = effect.closes
      ? await wallet.roundExtraStakes({
          provider: provider.code,
          playerId,
          round: ref.bet.round,
          afterJournalId: ref.bet.journalId,
          beforeJournalId: journalId,
        })
      : 0;
    const settled: BetSettledEvent = {
      playerId,
      provider: provider.code,
      gameCode: req.game_code,
      round: req.round,
      transactionId: uuid,
      stake: ref.bet.amount + extra,
      win: record.amount,
      // the bet's own odds (sent with its stake): minimum-odds rules of promotions and missions read them
      odds: ref.bet.odds,
      settledAt: new Date(),
    };
    if (journalId === null) {
      // Without a journal the record is what makes a replay recognisable: write it before answering.
      if ((await this.repo.record(record, effect, { settled })) === 'exists')
        return this.replayed(provider.code, uuid, hash, playerId);
    } else {
      this.repo.recordLater(record, effect, settled);
    }
    return {
      status: ProviderStatus.OK,
      playerId,
      balance,
      transactionId: journalId ? String(journalId) : undefined,
      jackpotAmount,
    };
  }

  /** Whether settlements of this player are recorded but not delivered yet (bonus expiry waits). */
  hasUndeliveredSettlements(playerId: number): Promise<boolean> {
    return this.deps.domainEvents().undeliveredFor(BET_SETTLED, playerId);
  }

  /**
   * Subscribes to settlements, delivered at least once after their record committed: `handle`
   * must be idempotent on (provider, transactionId) and throw when it could not finish.
   */
  onBetSettled(name: string, handle: (event: BetSettledEvent) => Promise<void>): void {
    this.deps.domainEvents().subscribe(BET_SETTLED, name, ZBetSettledEventSchema, handle);
  }

  /** Subscribes to corrected results (transaction/adjust), delivered like settlements. */
  onBetAdjusted(name: string, handle: (event: BetAdjustedEvent) => Promise<void>): void {
    this.deps.domainEvents().subscribe(BET_ADJUSTED, name, ZBetAdjustedEventSchema, handle);
  }

  /** Runs recoverSettlements now and every `intervalMs`; returns the stop function. */
  startRecovery(intervalMs: number, claim?: () => Promise<boolean>) {
    return this.recovery.start(intervalMs, this.deps.log, claim);
  }

  /**
   * Wins the ledger holds but our records do not, rebuilt from the journal (providers.recovery).
   * Returns how many records it rebuilt.
   */
  recoverSettlements(now = new Date(), minAgeMs = RECOVERY_MIN_AGE_MS): Promise<number> {
    return this.recovery.recover(now, minAgeMs);
  }

  /**
   * Cancels a bet: the stake goes back once, however many rollbacks arrive; a rollback ahead of
   * its bet leaves a tombstone in the ledger so the late bet is refused. Rollbacks are rare and
   * their record decides later wins, so it is written durably before answering.
   */
  private async rollback(provider: ProviderRow, req: RollbackReq): Promise<Outcome> {
    const hash = requestHash(['rollback', req.user, req.round, req.reference_transaction_uuid]);
    const seen = await this.replay(provider.code, req.transaction_uuid, hash);
    if (seen) return seen;
    const who = await this.settlingPlayer(req.token, req.user);
    if ('status' in who) return who;
    const playerId = who.playerId;

    const wallet = this.deps.wallet();
    const target = await wallet.findJournal(gameScope(provider.code), req.reference_transaction_uuid);
    if (target && (target.playerId !== playerId || (target.kind !== 'bet' && target.kind !== 'void'))) {
      return { status: ProviderStatus.TRANSACTION_DOES_NOT_EXIST, playerId };
    }
    let reversed = 0;
    let journalId: number | null = null;
    let balance: number;
    try {
      const result = await wallet.rollback({
        provider: provider.code,
        transactionId: req.transaction_uuid,
        referenceTransactionId: req.reference_transaction_uuid,
        playerId,
        meta: { round: req.round, h: hash },
      });
      if (result.replayed) return this.replayed(provider.code, req.transaction_uuid, hash, playerId);
      journalId = result.journalId;
      balance = result.balance;
      // balanceAfter is null when the rollback only left a tombstone for a bet not seen yet.
      if (result.balanceAfter !== null) {
        reversed = target?.amount ?? (await wallet.getJournal(result.journalId))?.amount ?? 0;
      }
    } catch (err) {
      switch (walletCode(err)) {
        case 'ALREADY_REVERSED':
          // Another rollback of the same bet came first: the money moved once, this one is a no-op.
          balance = await this.available(playerId);
          break;
        case 'NOT_REVERSIBLE':
        case 'TRANSACTION_NOT_FOUND':
          return { status: ProviderStatus.TRANSACTION_DOES_NOT_EXIST, playerId };
        // This rollback's own id is taken: by another request, or by a rollback that arrived
        // before a bet of that id (its tombstone). A win answers the same.
        case 'IDEMPOTENCY_CONFLICT':
        case 'TRANSACTION_ROLLED_BACK':
          return { status: ProviderStatus.DUPLICATE_TRANSACTION, playerId };
        default:
          throw err;
      }
    }
    const targetMeta = (target?.meta ?? {}) as Partial<JournalMeta>;
    const gameCode = targetMeta.game ?? req.game_code ?? '';
    if (reversed > 0 && gameCode) {
      const game = await this.deps.games().providerGame(provider.code, gameCode);
      if (game) {
        await this.deps.games().reverseContribution({
          provider: provider.code,
          betTransactionId: req.reference_transaction_uuid,
          game,
        });
      }
    }
    const recorded = await this.repo.record(
      {
        providerCode: provider.code,
        transactionUuid: req.transaction_uuid,
        kind: 'rollback',
        playerId,
        round: targetMeta.round ?? req.round,
        gameCode,
        amount: reversed,
        referenceUuid: req.reference_transaction_uuid,
        journalId,
        balanceAfter: balance,
        jackpotAmount: null,
        requestHash: hash,
        details: req.meta?.details,
      },
      { mode: 'rollback', stakeReturned: reversed },
      { durable: true },
    );
    if (recorded === 'exists') return this.replayed(provider.code, req.transaction_uuid, hash, playerId);
    return { status: ProviderStatus.OK, playerId, balance, transactionId: journalId ? String(journalId) : undefined };
  }

  /**
   * A bet and its win in one call: the bet under `transaction_uuid`, the win under
   * `transaction_uuid#win`. A refused bet pays nothing; replays return the first answer.
   */
  private async betWin(provider: ProviderRow, req: BetWinReq): Promise<Outcome> {
    const extra = [req.win_amount, req.jackpot_win ?? false];
    const bet = await this.bet(provider, { ...req, amount: req.bet_amount }, 'betwin', extra);
    if (bet.status !== ProviderStatus.OK) return bet;
    return this.win(
      provider,
      { ...req, amount: req.win_amount, reference_transaction_uuid: req.transaction_uuid, round_closed: true },
      `${req.transaction_uuid}${BETWIN_WIN_SUFFIX}`,
      'betwin-win',
    );
  }

  // ─── bet history ─────────────────────────────────────────────────────────────────────────

  betHistory(playerId: number, page: number, perPage: number): Promise<{ rows: TBetHistoryRow[]; total: number }> {
    return betHistory(this.repo, this.db.reads, this.deps.games(), playerId, page, perPage);
  }
}

export type { ProviderGame, RoundEffect };
