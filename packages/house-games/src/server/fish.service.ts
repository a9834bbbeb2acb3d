import { FairRandom } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import { answerOrUnknown, type WalletAnswer, type WalletClient } from '@app/provider-kit/wallet-client';
import type pg from 'pg';
import { type FishBatch, type FishOutcome, fish, type ShotResult, shotResults } from '../games/fish';
import { HouseError, type HouseService, UNSETTLED_MESSAGE } from './house.service';
import { houseError, vi } from './house-error';

export interface FireResult {
  batchId: string;
  stake: number;
  payout: number;
  shots: ShotResult[];
  balance: number | null;
  settled: boolean;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

interface BatchRow {
  id: string;
  user_id: string;
  game: string;
  bet: FishBatch;
  stake: number;
  payout: number;
  outcome: FishOutcome;
  status: 'pending' | 'placed' | 'settled' | 'refused' | 'rolled_back';
  refusal: string | null;
  balance_after: number | null;
  nonce: number;
  client_seed: string;
  server_seed_hash: string;
}

const betUuid = (round: string) => `${round}:bet`;
const shotsKey = (b: FishBatch) => b.shots.map((s) => `${s.fish}:${s.level}`).join(',');

/**
 * Fish shooting reaches the wallet in batches: the screen collects shots and sends them under
 * an id it chose (and kept) before sending. One batch is one house round (one nonce of the
 * player's seed, one bet, one win), so a fast player does not flood the ledger. Sending the same
 * batch again — a retry, a reload — finishes or answers that round; it never draws or pays twice.
 */
export class FishService {
  constructor(
    private readonly pool: pg.Pool,
    private readonly wallet: WalletClient,
    private readonly house: Pick<HouseService, 'userOf' | 'activeSeed' | 'settle' | 'cancel' | 'refusal'>,
  ) {}

  async fire(token: string, batchId: string, rawBatch: unknown): Promise<FireResult> {
    const parsed = fish.betSchema.safeParse(rawBatch);
    if (!parsed.success) {
      throw new HouseError(400, 'INVALID_BET', parsed.error.issues[0]?.message ?? vi('errors.batch'));
    }
    const batch = parsed.data;
    const user = await this.house.userOf(token);
    const row = (await this.load(batchId)) ?? (await this.record(user, token, batchId, batch));
    if (row.user_id !== user || row.game !== fish.code || shotsKey(row.bet) !== shotsKey(batch)) {
      throw houseError(409, 'DUPLICATE_BATCH', 'errors.duplicateBatch');
    }
    switch (row.status) {
      case 'settled':
        return this.result(row, row.balance_after === null ? null : Number(row.balance_after), true);
      case 'refused':
        throw this.house.refusal({
          status: row.refusal as WalletAnswer['status'],
          request_uuid: null,
          user,
          currency: 'VND',
          balance: null,
        });
      case 'rolled_back':
        throw houseError(409, 'BATCH_CANCELLED', 'errors.batchCancelled');
      case 'pending':
        return this.bet(row, token, user);
      case 'placed':
        return this.win(row, token, user, null);
    }
  }

  private async load(id: string): Promise<BatchRow | null> {
    const { rows } = await this.pool.query<BatchRow>(
      `SELECT r.id, r.user_id, r.game, r.bet, r.stake::float8 AS stake, r.payout::float8 AS payout, r.outcome, r.status,
              r.refusal, r.balance_after::float8 AS balance_after, r.nonce, r.client_seed, s.server_seed_hash
         FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id WHERE r.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Claims the next nonce and records the batch with its outcome before any money moves. */
  private async record(user: string, token: string, id: string, batch: FishBatch): Promise<BatchRow> {
    await inTransaction(this.pool, async (client) => {
      const seed = await this.house.activeSeed(client, user, true);
      // a concurrent send of the same batch recorded it while we waited for the seed
      const again = await client.query('SELECT 1 FROM house_rounds WHERE id = $1', [id]);
      if (again.rows[0]) return;
      const drawn = fish.draw(new FairRandom(seed.server_seed, seed.client_seed, seed.nonce));
      const outcome: FishOutcome = { rolls: drawn.rolls.slice(0, batch.shots.length) };
      const settlement = fish.settle(batch, outcome);
      await client.query('UPDATE house_seeds SET nonce = nonce + 1 WHERE id = $1', [seed.id]);
      await client.query(
        `INSERT INTO house_rounds (id, user_id, game, seed_id, nonce, client_seed, bet, stake, payout, jackpot_hit, outcome,
                                   status, token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, false, $10, 'pending', $11)`,
        [
          id,
          user,
          fish.code,
          seed.id,
          seed.nonce,
          seed.client_seed,
          JSON.stringify(batch),
          fish.stakeOf(batch),
          settlement.payout,
          JSON.stringify(outcome),
          token,
        ],
      );
    });
    return (await this.load(id))!;
  }

  private async bet(row: BatchRow, token: string, user: string): Promise<FireResult> {
    const answer = await answerOrUnknown(
      () =>
        this.wallet.bet({
          token,
          user,
          transactionUuid: betUuid(row.id),
          round: row.id,
          gameCode: fish.code,
          amount: Number(row.stake),
        }),
      user,
    );
    if (answer.status === 'RS_ERROR_UNKNOWN') {
      await this.house.cancel(row.id, user, token, fish.code);
      throw new HouseError(503, 'ROUND_CANCELLED', UNSETTLED_MESSAGE);
    }
    if (answer.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK') {
      // recovery cancelled it while the answer was away: the stake is back with the player
      await this.pool.query(`UPDATE house_rounds SET status = 'rolled_back', updated_at = now() WHERE id = $1`, [
        row.id,
      ]);
      throw houseError(409, 'BATCH_CANCELLED', 'errors.batchCancelled');
    }
    if (answer.status !== 'RS_OK') {
      await this.pool.query(
        `UPDATE house_rounds SET status = 'refused', refusal = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [row.id, answer.status],
      );
      throw this.house.refusal(answer);
    }
    await this.pool.query(
      `UPDATE house_rounds SET status = 'placed', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
    return this.win(row, token, user, answer.balance);
  }

  private async win(row: BatchRow, token: string, user: string, balance: number | null): Promise<FireResult> {
    const win = await this.house.settle(row.id, user, token, fish.code, Number(row.payout), false);
    return this.result(row, win?.balance ?? balance, win !== null);
  }

  private result(row: BatchRow, balance: number | null, settled: boolean): FireResult {
    return {
      batchId: row.id,
      stake: Number(row.stake),
      payout: Number(row.payout),
      shots: shotResults(row.bet, row.outcome),
      balance,
      settled,
      fairness: { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce },
    };
  }
}
