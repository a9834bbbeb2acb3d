import { createHash } from 'node:crypto';
import {
  PROVIDER_CURRENCY,
  ProviderStatus,
  type TProviderStatus,
  type ZProviderBalanceRequestSchema,
  type ZProviderBetRequestSchema,
  type ZProviderBetWinRequestSchema,
  type ZProviderRollbackRequestSchema,
  type ZProviderWinRequestSchema,
} from '@app/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import type { AuthService } from '../auth/auth.service';
import type { GamesService } from '../games/games.service';
import type { WalletService } from '../wallet/wallet.service';
import { gameScope } from '../wallet/wallet.types';
import type { BetSettledEvent } from './providers.events';
import type { JournalMeta } from './providers.recovery';
import type { NewTransaction, ProviderRow, ProvidersRepository, RoundEffect } from './providers.repository';
import type { PlayTokenLookup } from './providers.tokens';

/** The result of one callback before it is shaped into the protocol answer. */
export interface Outcome {
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

type BalanceReq = z.infer<typeof ZProviderBalanceRequestSchema>;
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
 * The wallet operations of the protocol (docs/provider-protocol.md), each from a request the
 * service has authenticated and parsed: balance, bet, win, rollback and betwin, applied through
 * the wallet (idempotent on the provider's transaction id) with the provider's own records
 * beside them: the request fingerprint, the first answer, win -> bet links and rounds.
 * `ProvidersService` hands each callback here; transaction/adjust (providers.adjust) uses the
 * player and bet checks.
 */
export class WalletCalls {
  constructor(
    private readonly repo: ProvidersRepository,
    private readonly tokens: PlayTokenLookup,
    /** looked up on use: modules are wired in any order */
    private readonly deps: {
      auth: () => AuthService;
      wallet: () => WalletService;
      games: () => GamesService;
    },
  ) {}

  async available(playerId: number): Promise<number> {
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
  async livePlayer(token: string, user: string | undefined): Promise<{ playerId: number } | Outcome> {
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
  async settlingPlayer(token: string, user: string): Promise<{ playerId: number } | Outcome> {
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

  async balance(provider: ProviderRow, req: BalanceReq): Promise<Outcome> {
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
  async bet(provider: ProviderRow, req: BetReq, hashKind = 'bet', hashExtra: unknown[] = []): Promise<Outcome> {
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
  async referencedBet(
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

  async win(provider: ProviderRow, req: WinReq, uuid = req.transaction_uuid, hashKind = 'win'): Promise<Outcome> {
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

  /**
   * Cancels a bet: the stake goes back once, however many rollbacks arrive; a rollback ahead of
   * its bet leaves a tombstone in the ledger so the late bet is refused. Rollbacks are rare and
   * their record decides later wins, so it is written durably before answering.
   */
  async rollback(provider: ProviderRow, req: RollbackReq): Promise<Outcome> {
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
  async betWin(provider: ProviderRow, req: BetWinReq): Promise<Outcome> {
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
}
