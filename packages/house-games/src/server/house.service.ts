import { randomUUID } from 'node:crypto';
import { FairRandom, hashServerSeed, newClientSeed, newServerSeed } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import {
  answerOrThrow,
  answerOrUnknown,
  answerWhenKnown,
  type WalletAnswer,
  type WalletClient,
} from '@app/provider-kit/wallet-client';
import { refusalMessages, UNSETTLED_MESSAGE, walletRefusal } from '@app/provider-kit/wallet-refusal';
import type pg from 'pg';
import { houseGame } from '../games';
import type { Settlement } from '../games/types';
import { HouseError, houseError, vi } from './house-error';
import { checkGameLimits, TableLimitsStore } from './limits';

export { HouseError };

/** What a player sees when the platform refuses a stake. */
export const REFUSAL = refusalMessages({
  spend: vi('refusal.spend'),
  reopen: vi('refusal.reopen'),
  take: vi('refusal.take'),
  product: vi('refusal.product'),
});
export { UNSETTLED_MESSAGE };

/** The error a player sees when the platform refuses a stake. */
export const refusalError = (answer: WalletAnswer): HouseError => walletRefusal(REFUSAL, answer, HouseError);

export interface SeedView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RoundView {
  id: string;
  game: string;
  stake: number;
  payout: number;
  jackpotAmount: number | null;
  outcome: unknown;
  wins: Settlement['wins'];
  status: string;
  createdAt: string;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number; serverSeed: string | null };
  bet: unknown;
}

export interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const SESSION_TTL_MS = 5 * 60_000;
const SESSION_CACHE_MAX = 50_000;
const MAX_CLIENT_SEED = 64;

const betUuid = (round: string) => `${round}:bet`;
const winUuid = (round: string) => `${round}:win`;
const rollbackUuid = (round: string) => `${round}:rollback`;

/**
 * The house provider: provably fair rounds, settled with the platform through the wallet
 * protocol. Bet first; if the platform accepts, the win (0 for a lost round) closes the round.
 * A bet whose answer is unknown is rolled back; a win whose answer is unknown is re-sent until
 * it lands (both idempotent on ids derived from the round id).
 */
export class HouseService {
  protected readonly sessions = new Map<string, { user: string; at: number }>();
  private recovery: NodeJS.Timeout | null = null;
  /** staff-set stake limits of the per-player tables (decision 118), read in each bet's transaction */
  readonly limits: TableLimitsStore;

  constructor(
    protected readonly pool: pg.Pool,
    protected readonly wallet: WalletClient,
    protected readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
  ) {
    this.limits = new TableLimitsStore(pool);
  }

  // ─── sessions ─────────────────────────────────────────────────────────────────────────────

  /** Opens a game session: the platform names the player behind the launch token. */
  async session(token: string): Promise<{ user: string; balance: number; seed: SeedView }> {
    const answer = await this.askWallet(() => this.wallet.balance(token));
    if (answer.status !== 'RS_OK' || !answer.user) throw this.refusal(answer);
    this.remember(token, answer.user);
    return { user: answer.user, balance: answer.balance ?? 0, seed: await this.seedState(answer.user) };
  }

  private remember(token: string, user: string) {
    if (this.sessions.size >= SESSION_CACHE_MAX) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    this.sessions.set(token, { user, at: Date.now() });
  }

  /** The user of a token: cached for a while, since every bet re-checks the token anyway. */
  async userOf(token: string): Promise<string> {
    const hit = this.sessions.get(token);
    if (hit && Date.now() - hit.at < SESSION_TTL_MS) return hit.user;
    return (await this.session(token)).user;
  }

  async balance(token: string): Promise<number> {
    const answer = await this.askWallet(() => this.wallet.balance(token));
    if (answer.status !== 'RS_OK') throw this.refusal(answer);
    return answer.balance ?? 0;
  }

  // ─── seeds ────────────────────────────────────────────────────────────────────────────────

  async seedState(user: string): Promise<SeedView> {
    const seed = await this.activeSeed(this.pool, user);
    return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
  }

  /** The player's active seed pair (created on first use); `lock` holds it for the transaction. */
  async activeSeed(db: pg.Pool | pg.PoolClient, user: string, lock = false): Promise<SeedRow> {
    const select = `SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM house_seeds
                     WHERE user_id = $1 AND status = 'active'${lock ? ' FOR UPDATE' : ''}`;
    const { rows } = await db.query<SeedRow>(select, [user]);
    if (rows[0]) return rows[0];
    const serverSeed = newServerSeed();
    await db.query(
      `INSERT INTO house_seeds (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) WHERE status = 'active' DO NOTHING`,
      [user, serverSeed, hashServerSeed(serverSeed), newClientSeed()],
    );
    const again = await db.query<SeedRow>(select, [user]);
    return again.rows[0]!;
  }

  /**
   * Reveals the active server seed and starts a new pair (with the player's new client seed, if
   * given). Every round played with the revealed seed can now be verified.
   */
  async rotate(
    user: string,
    clientSeed?: string,
  ): Promise<{
    revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
    next: SeedView;
  }> {
    if (clientSeed !== undefined && (clientSeed.length < 1 || clientSeed.length > MAX_CLIENT_SEED)) {
      throw houseError(400, 'INVALID_CLIENT_SEED', 'errors.clientSeedLength', { max: MAX_CLIENT_SEED });
    }
    return inTransaction(this.pool, async (client) => {
      const old = await this.activeSeed(client, user, true);
      await client.query(`UPDATE house_seeds SET status = 'revealed', revealed_at = now() WHERE id = $1`, [old.id]);
      const serverSeed = newServerSeed();
      const next = { serverSeedHash: hashServerSeed(serverSeed), clientSeed: clientSeed ?? newClientSeed(), nonce: 0 };
      await client.query(
        'INSERT INTO house_seeds (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)',
        [user, serverSeed, next.serverSeedHash, next.clientSeed],
      );
      return {
        revealed: {
          serverSeed: old.server_seed,
          serverSeedHash: old.server_seed_hash,
          clientSeed: old.client_seed,
          rounds: old.nonce,
        },
        next,
      };
    });
  }

  // ─── play ─────────────────────────────────────────────────────────────────────────────────

  async play(token: string, gameCode: string, rawBet: unknown) {
    const game = houseGame(gameCode);
    // shared rounds (cockfights) take bets through their own API, on the fight's seed
    if (!game || game.sharedRounds) throw houseError(404, 'GAME_NOT_FOUND', 'errors.noGame');
    if (game.multiStep) throw houseError(400, 'MULTI_STEP_GAME', 'errors.multiStep');
    const parsed = game.betSchema.safeParse(rawBet);
    if (!parsed.success) {
      throw new HouseError(400, 'INVALID_BET', parsed.error.issues[0]?.message ?? vi('errors.bet'));
    }
    const bet = parsed.data;
    const user = await this.userOf(token);
    const stake = game.stakeOf(bet);
    const roundId = randomUUID();

    // Claim the nonce and record the round before any money moves: the outcome is fixed by the
    // committed seed, and a crash leaves a row the recovery loop can settle.
    const { seed, outcome, settlement } = await inTransaction(this.pool, async (client) => {
      await checkGameLimits(this.limits, client, game.code, bet);
      const seed = await this.activeSeed(client, user, true);
      await client.query('UPDATE house_seeds SET nonce = nonce + 1 WHERE id = $1', [seed.id]);
      const outcome = game.draw(new FairRandom(seed.server_seed, seed.client_seed, seed.nonce));
      const settlement = game.settle(bet, outcome);
      await client.query(
        `INSERT INTO house_rounds (id, user_id, game, seed_id, nonce, client_seed, bet, stake, payout, jackpot_hit, outcome,
                                   status, token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12)`,
        [
          roundId,
          user,
          game.code,
          seed.id,
          seed.nonce,
          seed.client_seed,
          JSON.stringify(bet),
          stake,
          settlement.payout,
          settlement.jackpotHit,
          JSON.stringify(outcome),
          token,
        ],
      );
      return { seed, outcome, settlement };
    });

    // The stake may or may not have been taken when the answer is unknown: cancel it (a rollback
    // before the bet leaves a tombstone, so a late bet cannot apply either).
    const betAnswer = await this.stake(token, user, roundId, game.code, betUuid(roundId), stake, () =>
      this.cancel(roundId, user, token, game.code),
    );
    await this.pool.query(`UPDATE house_rounds SET status = 'placed', updated_at = now() WHERE id = $1`, [roundId]);

    const win = await this.settle(roundId, user, token, game.code, settlement.payout, settlement.jackpotHit);
    return {
      roundId,
      game: game.code,
      stake,
      payout: settlement.payout,
      wins: settlement.wins,
      jackpotHit: settlement.jackpotHit,
      jackpotAmount: win?.jackpot_amount ?? null,
      outcome,
      balance: win?.balance ?? betAnswer.balance ?? null,
      settled: win !== null,
      fairness: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce },
    };
  }

  /**
   * Sends a stake; RS_OK returns the answer. An unknown answer runs `lost` (which cancels the
   * stake) and throws 503; a refusal throws the player's message.
   */
  protected async stake(
    token: string,
    user: string,
    roundId: string,
    gameCode: string,
    transactionUuid: string,
    amount: number,
    lost: () => Promise<unknown>,
  ): Promise<WalletAnswer> {
    const answer = await answerOrUnknown(
      () => this.wallet.bet({ token, user, transactionUuid, round: roundId, gameCode, amount }),
      user,
    );
    if (answer.status === 'RS_OK') return answer;
    if (answer.status === 'RS_ERROR_UNKNOWN') {
      await lost();
      throw new HouseError(503, 'ROUND_CANCELLED', UNSETTLED_MESSAGE);
    }
    if (transactionUuid === betUuid(roundId)) {
      await this.pool.query(
        `UPDATE house_rounds SET status = 'refused', refusal = $2, updated_at = now() WHERE id = $1`,
        [roundId, answer.status],
      );
    }
    if (answer.status === 'RS_ERROR_TOKEN_EXPIRED' || answer.status === 'RS_ERROR_INVALID_TOKEN') {
      this.sessions.delete(token);
    }
    throw this.refusal(answer);
  }

  /** Sends the round's win, retrying an unknown answer a few times; null if it did not land yet. */
  async settle(
    roundId: string,
    user: string,
    token: string,
    gameCode: string,
    payout: number,
    jackpot: boolean,
  ): Promise<WalletAnswer | null> {
    const answer = await answerWhenKnown(
      () =>
        this.wallet.win({
          token,
          user,
          transactionUuid: winUuid(roundId),
          betUuid: betUuid(roundId),
          round: roundId,
          gameCode,
          amount: payout,
          jackpot,
        }),
      user,
    );
    if (answer.status === 'RS_OK') {
      await this.pool.query(
        `UPDATE house_rounds SET status = 'settled', jackpot_amount = $2, balance_after = $3, updated_at = now()
          WHERE id = $1`,
        [roundId, answer.jackpot_amount ?? null, answer.balance],
      );
      return answer;
    }
    if (answer.status !== 'RS_ERROR_UNKNOWN') {
      this.log.error({ roundId, status: answer.status }, 'house: platform refused a win');
      return null;
    }
    this.log.warn({ roundId }, 'house: win not confirmed yet, left for recovery');
    return null;
  }

  async cancel(roundId: string, user: string, token: string, gameCode: string): Promise<boolean> {
    const answer = await answerWhenKnown(
      () =>
        this.wallet.rollback({
          token,
          user,
          transactionUuid: rollbackUuid(roundId),
          betUuid: betUuid(roundId),
          round: roundId,
          gameCode,
        }),
      user,
    );
    if (answer.status === 'RS_OK') {
      await this.pool.query(`UPDATE house_rounds SET status = 'rolled_back', updated_at = now() WHERE id = $1`, [
        roundId,
      ]);
      return true;
    }
    if (answer.status !== 'RS_ERROR_UNKNOWN') {
      this.log.error({ roundId, status: answer.status }, 'house: platform refused a rollback');
    }
    return false;
  }

  /**
   * Finishes rounds a crash or an outage left open: pending (bet answer unknown) are rolled
   * back, placed (win answer unknown) get their win again. Safe to run on every instance.
   */
  async recover(olderThanSeconds = 30): Promise<number> {
    const { rows } = await this.pool.query<{
      id: string;
      user_id: string;
      token: string;
      game: string;
      payout: number;
      jackpot_hit: boolean;
      status: 'pending' | 'placed';
    }>(
      `SELECT id, user_id, token, game, payout, jackpot_hit, status FROM house_rounds
        WHERE status IN ('pending', 'placed') AND updated_at < now() - make_interval(secs => $1)
        ORDER BY updated_at LIMIT 100`,
      [olderThanSeconds],
    );
    let done = 0;
    for (const r of rows) {
      const ok =
        r.status === 'pending'
          ? await this.cancel(r.id, r.user_id, r.token, r.game)
          : (await this.settle(r.id, r.user_id, r.token, r.game, r.payout, r.jackpot_hit)) !== null;
      if (ok) done++;
    }
    return done;
  }

  startRecovery(everyMs = 30_000): void {
    this.recovery = setInterval(() => {
      this.recover().catch((err) => this.log.error({ err }, 'house: recovery failed'));
    }, everyMs);
    this.recovery.unref();
  }

  stopRecovery(): void {
    if (this.recovery) clearInterval(this.recovery);
    this.recovery = null;
  }

  // ─── history and verification ─────────────────────────────────────────────────────────────

  async rounds(user: string, limit: number): Promise<RoundView[]> {
    const { rows } = await this.pool.query<{
      id: string;
      game: string;
      stake: number;
      payout: number;
      jackpot_amount: number | null;
      outcome: unknown;
      bet: unknown;
      status: string;
      created_at: Date;
      nonce: number;
      client_seed: string;
      server_seed_hash: string;
      server_seed: string;
      seed_status: string;
    }>(
      `SELECT r.id, r.game, r.stake::float8 AS stake, r.payout::float8 AS payout, r.jackpot_amount::float8 AS jackpot_amount,
              r.outcome, r.bet, r.status, r.created_at, r.nonce, r.client_seed,
              s.server_seed_hash, s.server_seed, s.status AS seed_status
         FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id
        WHERE r.user_id = $1 AND r.status IN ('settled', 'placed')
        ORDER BY r.created_at DESC LIMIT $2`,
      [user, limit],
    );
    return rows.map((r) => {
      const game = houseGame(r.game);
      const settlement = game ? game.settle(game.betSchema.parse(r.bet), r.outcome) : { wins: [] };
      return {
        id: r.id,
        game: r.game,
        stake: Number(r.stake),
        payout: Number(r.payout),
        jackpotAmount: r.jackpot_amount === null ? null : Number(r.jackpot_amount),
        outcome: r.outcome,
        wins: settlement.wins,
        status: r.status,
        createdAt: r.created_at.toISOString(),
        bet: r.bet,
        fairness: {
          serverSeedHash: r.server_seed_hash,
          clientSeed: r.client_seed,
          nonce: r.nonce,
          // the active seed stays secret until the player rotates it
          serverSeed: r.seed_status === 'revealed' ? r.server_seed : null,
        },
      };
    });
  }

  protected askWallet(call: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
    return answerOrThrow(call, () => new HouseError(503, 'WALLET_UNAVAILABLE', UNSETTLED_MESSAGE));
  }

  refusal(answer: WalletAnswer): HouseError {
    return refusalError(answer);
  }
}
