import { randomUUID } from 'node:crypto';
import { FairRandom } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import { answerWhenKnown } from '@app/provider-kit/wallet-client';
import { z } from 'zod';
import { houseGame } from '../games';
import { STEP_GAMES, type StepGame, type StepState } from '../games/steps';
import { HouseError, HouseService } from './house.service';
import { houseError, vi } from './house-error';
import { checkGameLimits } from './limits';

/** An open round the player left is finished for them (every hand stands) after this long. */
export const ABANDONED_AFTER_SECONDS = 10 * 60;

// The main bet and the win use the single-round ids (house.service.ts), so recovery treats them alike.
const betUuid = (round: string) => `${round}:bet`;
const extraBetUuid = (round: string, index: number) => `${round}:bet:${index}`;
const extraRollbackUuid = (round: string, index: number) => `${round}:rollback:${index}`;

/** The round's bet: what was staked at the deal and the decisions so far. */
type Bet = { [stake: string]: number | string[]; actions: string[] };

/**
 * A round left alone is finished with the choice that stakes nothing more: no insurance, stand
 * (blackjack, Xì Dách from 16 points, else it draws); fold (three card poker); auto-arrange
 * (Mậu Binh), as a player who walked away would.
 */
const LEFT_ALONE = ['no_insurance', 'stand', 'fold', 'auto'];

interface OpenRow {
  id: string;
  user_id: string;
  game: string;
  token: string;
  bet: Bet;
  outcome: unknown;
  pending_action: string | null;
  nonce: number;
  client_seed: string;
  server_seed_hash: string;
}

export interface HandView {
  roundId: string;
  game: string;
  state: unknown;
  done: boolean;
  legal: readonly string[];
  stake: number;
  payout: number;
  balance: number | null;
  settled: boolean;
  bet: Bet;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

/**
 * Rounds played in steps (blackjack): the deal takes the bet, each decision that stakes more
 * (double, split, insurance) is its own wallet bet in the same round, and one win closes the
 * round. The outcome (the shuffled shoe) is fixed by the seeds at the deal; the decisions are
 * kept in the round's bet, so a finished round replays on the verify page like any other.
 */
export class HouseTablesService extends HouseService {
  private steps(code: string): { game: NonNullable<ReturnType<typeof houseGame>>; steps: StepGame } {
    const game = houseGame(code);
    const steps = STEP_GAMES[code];
    if (!game || !steps) throw houseError(404, 'GAME_NOT_FOUND', 'errors.noGame');
    return { game, steps };
  }

  async deal(token: string, gameCode: string, rawBet: unknown): Promise<HandView> {
    const { game, steps } = this.steps(gameCode);
    const parsed = steps.dealSchema.safeParse(rawBet);
    if (!parsed.success) {
      throw new HouseError(400, 'INVALID_BET', parsed.error.issues[0]?.message ?? vi('errors.bet'));
    }
    const deal = parsed.data;
    const user = await this.userOf(token);
    const open = await this.pool.query('SELECT 1 FROM house_rounds WHERE user_id = $1 AND game = $2 AND status = $3', [
      user,
      game.code,
      'open',
    ]);
    if (open.rowCount) throw houseError(409, 'ROUND_OPEN', 'errors.roundOpen');
    const roundId = randomUUID();
    const bet: Bet = { ...deal, actions: [] };

    const { seed, outcome, state } = await inTransaction(this.pool, async (client) => {
      await checkGameLimits(this.limits, client, game.code, deal);
      const seed = await this.activeSeed(client, user, true);
      await client.query('UPDATE house_seeds SET nonce = nonce + 1 WHERE id = $1', [seed.id]);
      const outcome = game.draw(new FairRandom(seed.server_seed, seed.client_seed, seed.nonce));
      const state = steps.state(outcome, deal, []);
      await client.query(
        `INSERT INTO house_rounds (id, user_id, game, seed_id, nonce, client_seed, bet, stake, payout, jackpot_hit, outcome,
                                   status, token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, 'pending', $11)`,
        [
          roundId,
          user,
          game.code,
          seed.id,
          seed.nonce,
          seed.client_seed,
          JSON.stringify(bet),
          state.staked,
          state.payout,
          JSON.stringify(outcome),
          token,
        ],
      );
      return { seed, outcome, state };
    });

    // A lost answer: the stake may have been taken; the main bet's rollback returns it (or, if that
    // fails too, recovery does: the round stays pending).
    const answer = await this.stake(token, user, roundId, game.code, betUuid(roundId), state.staked, () =>
      this.cancel(roundId, user, token, game.code),
    );
    const fairness = { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
    if (!state.done) {
      await this.pool.query(`UPDATE house_rounds SET status = 'open', updated_at = now() WHERE id = $1`, [roundId]);
      return this.view(roundId, game.code, bet, state, answer.balance ?? null, false, fairness);
    }
    void outcome;
    await this.pool.query(`UPDATE house_rounds SET status = 'placed', updated_at = now() WHERE id = $1`, [roundId]);
    const win = await this.settle(roundId, user, token, game.code, state.payout, false);
    return this.view(roundId, game.code, bet, state, win?.balance ?? answer.balance ?? null, win !== null, fairness);
  }

  /** One decision of the player's open round. */
  async act(token: string, roundId: string, action: string): Promise<HandView> {
    const user = await this.userOf(token);
    const row = await this.openRow(user, roundId);
    const { steps } = this.steps(row.game);
    const arrangement = steps.isArrangement?.(action) ?? false;
    if (!steps.actions.includes(action) && !arrangement) {
      throw houseError(400, 'INVALID_ACTION', 'errors.action');
    }
    const before = steps.state(row.outcome, row.bet, row.bet.actions);
    if (!before.legal.includes(arrangement ? 'arrange' : action)) {
      throw houseError(400, 'ACTION_NOT_ALLOWED', 'errors.notAllowed');
    }
    // Claim the round for this decision: a second decision sent at the same time finds it taken.
    const claim = await this.pool.query(
      `UPDATE house_rounds SET pending_action = $2, updated_at = now()
        WHERE id = $1 AND status = 'open' AND pending_action IS NULL AND bet = $3::jsonb`,
      [roundId, action, JSON.stringify(row.bet)],
    );
    if (claim.rowCount !== 1) throw houseError(409, 'ACTION_IN_PROGRESS', 'errors.inProgress');

    const index = row.bet.actions.length;
    const extra = steps.extraStake(row.bet, action);
    let balance: number | null = null;
    if (extra > 0) {
      // cleared unless a lost stake could not be rolled back: then recovery rolls it back later
      let release = true;
      try {
        const answer = await this.stake(
          token,
          user,
          roundId,
          row.game,
          extraBetUuid(roundId, index),
          extra,
          async () => {
            release = await this.rollbackExtra(roundId, user, token, row.game, index);
          },
        );
        balance = answer.balance ?? null;
      } catch (err) {
        if (release) await this.pool.query('UPDATE house_rounds SET pending_action = NULL WHERE id = $1', [roundId]);
        throw err;
      }
    }
    const bet: Bet = { ...row.bet, actions: [...row.bet.actions, action] };
    let state: StepState;
    try {
      state = steps.state(row.outcome, bet, bet.actions);
    } catch {
      // an arrangement that is not a permutation of the hand: nothing was staked for it
      await this.pool.query('UPDATE house_rounds SET pending_action = NULL WHERE id = $1', [roundId]);
      throw houseError(400, 'INVALID_ACTION', 'errors.arrangement');
    }
    await this.pool.query(
      `UPDATE house_rounds SET bet = $2, stake = $3, payout = $4, pending_action = NULL,
              status = CASE WHEN $5 THEN 'placed' ELSE 'open' END, updated_at = now()
        WHERE id = $1`,
      [roundId, JSON.stringify(bet), state.staked, state.payout, state.done],
    );
    const fairness = { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
    if (!state.done) return this.view(roundId, row.game, bet, state, balance, false, fairness);
    const win = await this.settle(roundId, user, token, row.game, state.payout, false);
    return this.view(roundId, row.game, bet, state, win?.balance ?? balance, win !== null, fairness);
  }

  /** The player's open round of a game, to carry on after a reload; null if none. */
  async current(token: string, gameCode: string): Promise<HandView | null> {
    const user = await this.userOf(token);
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM house_rounds WHERE user_id = $1 AND game = $2 AND status = 'open' LIMIT 1`,
      [user, gameCode],
    );
    if (!rows[0]) return null;
    const row = await this.openRow(user, rows[0].id);
    const state = this.steps(row.game).steps.state(row.outcome, row.bet, row.bet.actions);
    return this.view(row.id, row.game, row.bet, state, null, false, {
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    });
  }

  /**
   * Also finishes open rounds: an extra stake whose answer never came is rolled back, and a
   * round left for ABANDONED_AFTER_SECONDS is played out for the player (every hand stands,
   * insurance declined) and settled.
   */
  override async recover(olderThanSeconds = 30): Promise<number> {
    let done = await super.recover(olderThanSeconds);
    const { rows } = await this.pool.query<OpenRow & { idle: number }>(
      `SELECT r.id, r.user_id, r.game, r.token, r.bet, r.outcome, r.pending_action, r.nonce, r.client_seed,
              s.server_seed_hash, extract(epoch FROM now() - r.updated_at)::float8 AS idle
         FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id
        WHERE r.status = 'open' AND r.updated_at < now() - make_interval(secs => $1)
        ORDER BY r.updated_at LIMIT 100`,
      [olderThanSeconds],
    );
    for (const row of rows) {
      if (row.pending_action !== null) {
        if (!(await this.rollbackExtra(row.id, row.user_id, row.token, row.game, row.bet.actions.length))) continue;
        await this.pool.query('UPDATE house_rounds SET pending_action = NULL WHERE id = $1', [row.id]);
      }
      const steps = STEP_GAMES[row.game];
      if (!steps || row.idle < (steps.leftAloneAfterSeconds ?? ABANDONED_AFTER_SECONDS)) continue;
      const actions = [...row.bet.actions];
      let state = steps.state(row.outcome, row.bet, actions);
      while (!state.done) {
        actions.push(LEFT_ALONE.find((a) => state.legal.includes(a)) ?? state.legal[0]!);
        state = steps.state(row.outcome, row.bet, actions);
      }
      const finished = await this.pool.query(
        `UPDATE house_rounds SET bet = $2, payout = $3, status = 'placed', updated_at = now()
          WHERE id = $1 AND status = 'open' AND pending_action IS NULL`,
        [row.id, JSON.stringify({ ...row.bet, actions }), state.payout],
      );
      if (finished.rowCount !== 1) continue;
      if (await this.settle(row.id, row.user_id, row.token, row.game, state.payout, false)) done++;
    }
    return done;
  }

  private async openRow(user: string, roundId: string): Promise<OpenRow> {
    if (!z.uuid().safeParse(roundId).success) throw houseError(404, 'ROUND_NOT_FOUND', 'errors.roundNotFound');
    const { rows } = await this.pool.query<OpenRow>(
      `SELECT r.id, r.user_id, r.game, r.token, r.bet, r.outcome, r.pending_action, r.nonce, r.client_seed,
              s.server_seed_hash
         FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id
        WHERE r.id = $1 AND r.user_id = $2 AND r.status = 'open'`,
      [roundId, user],
    );
    if (!rows[0]) throw houseError(404, 'ROUND_NOT_FOUND', 'errors.roundGone');
    return rows[0];
  }

  private async rollbackExtra(roundId: string, user: string, token: string, gameCode: string, index: number) {
    const answer = await answerWhenKnown(
      () =>
        this.wallet.rollback({
          token,
          user,
          transactionUuid: extraRollbackUuid(roundId, index),
          betUuid: extraBetUuid(roundId, index),
          round: roundId,
          gameCode,
        }),
      user,
    );
    if (answer.status === 'RS_OK') return true;
    if (answer.status !== 'RS_ERROR_UNKNOWN') {
      this.log.error({ roundId, index, status: answer.status }, 'house: platform refused a rollback');
    }
    return false;
  }

  private view(
    roundId: string,
    game: string,
    bet: Bet,
    state: StepState,
    balance: number | null,
    settled: boolean,
    fairness: HandView['fairness'],
  ): HandView {
    return {
      roundId,
      game,
      state: state.view,
      done: state.done,
      legal: state.legal,
      stake: state.staked,
      payout: state.payout,
      balance,
      settled,
      bet,
      fairness,
    };
  }
}
