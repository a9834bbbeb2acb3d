import { hashServerSeed, newServerSeed } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import { answerOrUnknown, reachWallet, type WalletClient } from '@app/provider-kit/wallet-client';
import type pg from 'pg';
import { HouseError, type HouseService, refusalError, UNSETTLED_MESSAGE } from './house.service';
import { houseError } from './house-error';
import { checkLimits, type SharedTableCode, TableLimitsStore } from './limits';

/** a bet whose wallet answer has not come back after this long is rolled back */
const STALE_PENDING_MS = 30_000;
/** the bets that hold money on a round (counted for limits and the table's totals) */
export const STAKED = `('pending', 'placed', 'settled')`;

const betUuid = (id: string) => `${id}:bet`;
const winUuid = (id: string) => `${id}:win`;
const rollbackUuid = (id: string) => `${id}:rollback`;

/** The columns every scheduled-round bet table has (house_live_bets, house_fight_bets). */
export interface ScheduledBetRow {
  id: string;
  user_id: string;
  amount: number;
  payout: number | null;
  status: string;
  token: string;
}

/** A round's place on its schedule: bets are taken before `closesAt`, the result is known at `endsAt`. */
export interface RoundTimes {
  no: number;
  opensAt: number;
  closesAt: number;
  endsAt: number;
}

export interface ScheduledRoundsTables {
  /** the wallet's game code */
  game: string;
  /** what the log calls the table */
  label: string;
  /** the bets table (aliased b in the clauses below) */
  bets: string;
  /** joins a bet's round as r */
  roundOf: string;
  /** when a decided round's bets are paid (on r; $1 is now, epoch ms) */
  payable: string;
  /** when a round's bets are refunded (on r) */
  voided: string;
}

/**
 * The tables of a game whose rounds (r) carry a status and an `ends_at`: a bet is paid once its
 * round is `decided` and over, refunded once its round is `voided` (statuses are code, never input).
 */
export const scheduledTables = (t: {
  game: string;
  label: string;
  bets: string;
  roundOf: string;
  decided: string;
  voided: string;
}): ScheduledRoundsTables => ({
  game: t.game,
  label: t.label,
  bets: t.bets,
  roundOf: t.roundOf,
  payable: `r.status = '${t.decided}' AND r.ends_at <= to_timestamp($1 / 1000.0)`,
  voided: `r.status = '${t.voided}'`,
});

export type ScheduledRoundsLog = { warn(o: object, m?: string): void; error(o: object, m?: string): void };

/** A freshly committed seed: the hash is shown before betting closes, the seed once the round (or shoe) is over. */
export function commitSeed(): { seed: string; hash: string } {
  const seed = newServerSeed();
  return { seed, hash: hashServerSeed(seed) };
}

/** What a player needs to verify a shared round's outcome (`serverSeed` only once it is revealed). */
export const sharedFairness = (serverSeedHash: string, clientSeed: string, serverSeed: string | null) => ({
  serverSeedHash,
  clientSeed,
  nonce: 0 as const,
  serverSeed,
});

/**
 * The shared part of the house tables whose rounds run on a clock every player shares (live
 * baccarat, cockfight; decisions 091 and 117): the betting window, the bet's wallet round
 * (one per bet, idempotent on its transaction ids), and the settlement loop — a ticker that opens
 * the current round, lets the game decide rounds, pays decided rounds through the wallet protocol,
 * refunds void ones and rolls back bets whose answer never came. A game supplies its tables,
 * how a round is opened and decided, and what a bet looks like; the money path is the same.
 */
export abstract class ScheduledRounds<Bet extends ScheduledBetRow, Schedule extends { periodMs: number }> {
  private ticker: NodeJS.Timeout | null = null;
  private ticking = false;
  readonly limits: TableLimitsStore;
  /** the game's tables and names (read by the money path, never by the constructor) */
  protected abstract readonly tables: ScheduledRoundsTables;

  constructor(
    protected readonly pool: pg.Pool,
    protected readonly wallet: WalletClient,
    protected readonly house: Pick<HouseService, 'userOf'>,
    protected readonly schedule: Schedule,
    protected readonly log: ScheduledRoundsLog,
    protected readonly now: () => number = Date.now,
  ) {
    this.limits = new TableLimitsStore(pool);
  }

  /** ms until the round's current phase ends (betting, then play, then the wait for the next round) */
  protected msLeft(t: RoundTimes, now: number): number {
    return Math.max(
      0,
      (now < t.closesAt ? t.closesAt : now < t.endsAt ? t.endsAt : t.opensAt + this.schedule.periodMs) - now,
    );
  }

  /** Opens the round(s) on the table now, with their committed seeds. */
  protected abstract open(now: number): Promise<void>;

  /** Decides the rounds due by `now`, writing each bet's payout (row-locked: one instance decides a round). */
  protected abstract decide(now: number): Promise<void>;

  /**
   * One pass of the table's work. Every step is guarded by state (row locks, conditional
   * updates) and idempotent at the wallet, so two instances or two ticks never decide, pay or
   * refund twice.
   */
  async tick(): Promise<void> {
    const now = this.now();
    await this.open(now);
    await this.decide(now);
    await this.pay(now);
    await this.refundVoid();
    await this.rollbackStale(now);
  }

  start(everyMs = 1_000): void {
    this.ticker = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.tick()
        .catch((err) => this.log.error({ err }, `${this.tables.label}: tick failed`))
        .finally(() => {
          this.ticking = false;
        });
    }, everyMs);
    this.ticker.unref();
  }

  stop(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  // ─── bets ─────────────────────────────────────────────────────────────────────────────────

  /** Refuses a bet on any round but the one open for betting now. */
  protected bettingOpen(t: RoundTimes, round: number, now: number, message: string): void {
    if (round !== t.no || now >= t.closesAt) throw new HouseError(409, 'BETTING_CLOSED', message);
  }

  /**
   * Checks a bet against the table's limits, counting the player's earlier bets on the round
   * (`round` names the bet columns that pick it). Call it under the round's lock.
   */
  protected async checkStake(
    client: pg.PoolClient,
    limitsKey: SharedTableCode,
    amounts: number[],
    user: string,
    round: Record<string, string | number>,
  ): Promise<void> {
    const cols = Object.keys(round);
    const { rows } = await client.query<{ sum: number }>(
      `SELECT coalesce(sum(amount), 0)::float8 AS sum FROM ${this.tables.bets}
        WHERE ${cols.map((c, i) => `${c} = $${i + 1}`).join(' AND ')} AND user_id = $${cols.length + 1}
          AND status IN ${STAKED}`,
      [...Object.values(round), user],
    );
    checkLimits(await this.limits.get(limitsKey, client), amounts, rows[0]!.sum);
  }

  /**
   * Takes a bet: `record` writes it (pending) inside a transaction unless a bet with this id
   * exists, then the wallet is asked for the stake once. A retry with the same id answers the
   * first outcome: `same` tells a retry from another bet reusing the id, and a retry of a bet
   * whose status is in `cancelled` is told its round was cancelled.
   */
  protected async stake(
    token: string,
    user: string,
    id: string,
    record: (client: pg.PoolClient) => Promise<Bet>,
    same: (row: Bet) => boolean,
    cancelled: readonly string[],
  ): Promise<{ row: Bet; balance: number | null }> {
    const bets = this.tables.bets;
    const placed = await inTransaction(this.pool, async (client) => {
      const replay = await client.query<Bet>(`SELECT * FROM ${bets} WHERE id = $1`, [id]);
      if (replay.rows[0]) return { row: replay.rows[0], replay: true };
      return { row: await record(client), replay: false };
    });
    const row = placed.row;
    if (row.user_id !== user) throw houseError(409, 'DUPLICATE_BET', 'errors.duplicateBet');
    if (placed.replay) {
      if (!same(row)) throw houseError(409, 'DUPLICATE_BET', 'errors.duplicateOther');
      if (row.status === 'refused') throw houseError(409, 'BET_REFUSED', 'errors.betRefused');
      if (cancelled.includes(row.status)) throw new HouseError(503, 'ROUND_CANCELLED', UNSETTLED_MESSAGE);
      if (row.status !== 'pending') return { row, balance: null };
    }

    const answer = await answerOrUnknown(
      () =>
        this.wallet.bet({
          token,
          user,
          transactionUuid: betUuid(row.id),
          round: row.id,
          gameCode: this.tables.game,
          amount: Number(row.amount),
        }),
      user,
    );
    if (answer.status === 'RS_ERROR_UNKNOWN') {
      await this.rollback(row, 'rolled_back');
      throw new HouseError(503, 'ROUND_CANCELLED', UNSETTLED_MESSAGE);
    }
    if (answer.status !== 'RS_OK') {
      await this.pool.query(
        `UPDATE ${bets} SET status = 'refused', refusal = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [row.id, answer.status],
      );
      throw refusalError(answer);
    }
    // only a pending bet becomes placed: one rolled back or refunded meanwhile stays so
    await this.pool.query(
      `UPDATE ${bets} SET status = 'placed', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
    const fresh = await this.pool.query<Bet>(`SELECT * FROM ${bets} WHERE id = $1`, [row.id]);
    return { row: fresh.rows[0]!, balance: answer.balance };
  }

  // ─── settlement ───────────────────────────────────────────────────────────────────────────

  private async pay(now: number): Promise<void> {
    const { bets, roundOf, payable, game, label } = this.tables;
    // paid once the round is over, so the balance does not move before the player sees why
    const { rows } = await this.pool.query<Bet>(
      `SELECT b.* FROM ${bets} b ${roundOf} WHERE b.status = 'placed' AND ${payable} ORDER BY b.created_at LIMIT 500`,
      [now],
    );
    for (const b of rows) {
      const answer = await reachWallet(() =>
        this.wallet.win({
          token: b.token,
          user: b.user_id,
          transactionUuid: winUuid(b.id),
          betUuid: betUuid(b.id),
          round: b.id,
          gameCode: game,
          amount: Number(b.payout),
          jackpot: false,
        }),
      );
      if (!answer) return; // the platform is away: the next tick tries again
      if (answer.status === 'RS_OK') {
        await this.pool.query(
          `UPDATE ${bets} SET status = 'settled', updated_at = now() WHERE id = $1 AND status = 'placed'`,
          [b.id],
        );
      } else if (answer.status !== 'RS_ERROR_UNKNOWN') {
        this.log.error({ bet: b.id, status: answer.status }, `${label}: platform refused a win`);
      }
    }
  }

  /** Refunds every bet still holding money on a void round, once. */
  protected async refundVoid(): Promise<void> {
    const { bets, roundOf, voided } = this.tables;
    const { rows } = await this.pool.query<Bet>(
      `SELECT b.* FROM ${bets} b ${roundOf} WHERE b.status IN ('pending', 'placed') AND ${voided} LIMIT 500`,
    );
    for (const b of rows) await this.rollback(b, 'refunded');
  }

  private async rollbackStale(now: number): Promise<void> {
    const { rows } = await this.pool.query<Bet>(
      `SELECT * FROM ${this.tables.bets} WHERE status = 'pending' AND updated_at < to_timestamp($1 / 1000.0)
        ORDER BY updated_at LIMIT 100`,
      [now - STALE_PENDING_MS],
    );
    for (const b of rows) await this.rollback(b, 'rolled_back');
  }

  /** Rolls a bet back at the wallet (once, whatever happened to the bet request). */
  private async rollback(b: Bet, status: 'rolled_back' | 'refunded'): Promise<boolean> {
    const answer = await reachWallet(() =>
      this.wallet.rollback({
        token: b.token,
        user: b.user_id,
        transactionUuid: rollbackUuid(b.id),
        betUuid: betUuid(b.id),
        round: b.id,
        gameCode: this.tables.game,
      }),
    );
    if (!answer) return false; // unreachable: a later tick tries again
    if (answer.status !== 'RS_OK') {
      this.log.warn({ bet: b.id, status: answer.status }, `${this.tables.label}: rollback not confirmed`);
      return false;
    }
    await this.pool.query(
      `UPDATE ${this.tables.bets} SET status = $2, updated_at = now() WHERE id = $1 AND status IN ('pending', 'placed')`,
      [b.id, status],
    );
    return true;
  }
}
