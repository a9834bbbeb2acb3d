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
import type { Log } from '../../log';
import type { ResealOutcome, Sealer } from '../../secrets/sealing';
import type { AuthService } from '../auth/auth.service';
import type { DomainEventsPort } from '../domain-events/domain-events.service';
import type { GamesService, ProviderDirectory, ProviderGame } from '../games/games.service';
import type { WalletService } from '../wallet/wallet.service';
import { type AdjustPorts, adjustSettlement } from './providers.adjust';
import { type Outcome, WalletCalls } from './providers.calls';
import { ProviderCatalogue } from './providers.directory';
import { betHistory, type TicketSource } from './providers.history';
import { RECOVERY_MIN_AGE_MS, SettlementRecovery } from './providers.recovery';
import {
  BET_ADJUSTED,
  BET_SETTLED,
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

/**
 * The seamless wallet protocol (docs/provider-protocol.md): every callback is verified against
 * the provider's key over the raw body, parsed, then applied through the wallet, which is
 * idempotent on (provider, transaction_uuid), by `WalletCalls` (providers.calls), which keeps the
 * provider's view beside it: the full request fingerprint (a replay with other fields is a
 * duplicate), the first answer's balance (returned again to identical replays), win -> bet links
 * and rounds for the bet history. This facade also owns the providers' directory, the settlement
 * events and their recovery.
 */
export class ProvidersService implements ProviderDirectory {
  readonly repo: ProvidersRepository;
  /** Rebuilds settlement records a crash lost (providers.recovery). */
  private readonly recovery: SettlementRecovery;
  /** Known providers and their credentials, cached briefly (providers.directory). */
  private readonly directory: ProviderCatalogue;
  /** Play-token lookups, grouped when callbacks arrive together (decision 057). */
  private readonly tokens: PlayTokenLookup;
  /** The wallet operations each callback is handed to (providers.calls). */
  private readonly calls: WalletCalls;
  /** What transaction/adjust uses of the operations (providers.adjust). */
  private readonly adjustPorts: AdjustPorts;

  constructor(
    private readonly db: Db,
    /** looked up on use: modules are wired in any order */
    private readonly deps: {
      auth: () => AuthService;
      wallet: () => WalletService;
      games: () => GamesService;
      domainEvents: () => DomainEventsPort;
      /** the transfer providers' tickets, shown in the bet history with the rounds */
      tickets?: () => TicketSource;
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
    this.calls = new WalletCalls(this.repo, this.tokens, deps);
    this.adjustPorts = {
      repo: this.repo,
      wallet: () => this.deps.wallet(),
      settlingPlayer: (token, user) => this.calls.settlingPlayer(token, user),
      referencedBet: (provider, uuid, playerId) => this.calls.referencedBet(provider, uuid, playerId),
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
            ? await this.calls.available(outcome.playerId)
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
        return run(ZProviderBalanceRequestSchema, (r) => this.calls.balance(provider, r));
      case 'bet':
        return run(ZProviderBetRequestSchema, (r) => this.calls.bet(provider, r));
      case 'win':
        return run(ZProviderWinRequestSchema, (r) => this.calls.win(provider, r));
      case 'rollback':
        return run(ZProviderRollbackRequestSchema, (r) => this.calls.rollback(provider, r));
      case 'betwin':
        return run(ZProviderBetWinRequestSchema, (r) => this.calls.betWin(provider, r));
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

  // ─── bet history ─────────────────────────────────────────────────────────────────────────

  betHistory(playerId: number, page: number, perPage: number): Promise<{ rows: TBetHistoryRow[]; total: number }> {
    return betHistory(
      this.repo,
      this.db.reads,
      this.deps.games(),
      this.deps.tickets?.() ?? null,
      playerId,
      page,
      perPage,
    );
  }
}

export type { ProviderGame, RoundEffect };
