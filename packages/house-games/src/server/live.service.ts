import { randomUUID } from 'node:crypto';
import { FairRandom } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import type pg from 'pg';
import type { BaccaratOutcome, BaccaratSpot } from '../games/baccarat';
import {
  cardRevealAt,
  dealingOrder,
  dealShoe,
  type LivePhase,
  type LiveSchedule,
  type LiveTimes,
  liveClientSeed,
  livePhaseAt,
  liveRoundAt,
  liveTimesOf,
  settleCoup,
  shoeEndsAt,
} from '../games/baccarat-live';
import type { RoadResult } from '../games/baccarat-roads';
import type { Card } from '../games/cards';
import { HouseError } from './house.service';
import { houseError, vi } from './house-error';
import type { TableLimits } from './limits';
import { commitSeed, ScheduledRounds, STAKED, scheduledTables, sharedFairness } from './scheduled-rounds';

/** the tables this provider runs (one today; the code is part of every key) */
export const LIVE_TABLES = ['bac1'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

type SpotBet = { spot: BaccaratSpot; amount: number };

export interface LiveCardView {
  side: 'player' | 'banker';
  index: number;
  card: Card;
}

export interface LiveRoundView {
  table: string;
  no: number;
  coup: number;
  phase: LivePhase;
  status: 'open' | 'dealt' | 'void';
  opensAt: string;
  closesAt: string;
  endsAt: string;
  /** ms until the current phase ends (by the server's clock) */
  msLeft: number;
  /** the period of the table's schedule, for the countdown bar */
  schedule: LiveSchedule;
  shoe: { no: number; serverSeedHash: string; clientSeed: string; serverSeed: string | null; endsAt: string };
  /** the cards dealt so far, in dealing order (one by one during the dealing phase) */
  cards: LiveCardView[];
  /** the coup's result, once every card is out */
  result: {
    winner: BaccaratOutcome['winner'];
    playerTotal: number;
    bankerTotal: number;
    playerPair: boolean;
    bankerPair: boolean;
  } | null;
  /** money and players on each spot of this coup (everyone at the table) */
  totals: Record<BaccaratSpot, number>;
  players: number;
  /** the coups of this shoe so far, in order, for the roads */
  roads: RoadResult[];
  /** the table's stake limits (decision 108), as bets are checked against them */
  limits: TableLimits;
}

export interface LiveBetView {
  id: string;
  table: string;
  round: number;
  coup: number;
  bets: SpotBet[];
  amount: number;
  payout: number | null;
  status: string;
  createdAt: string;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: 0; serverSeed: string | null };
}

interface RoundRow {
  table_code: string;
  no: number;
  shoe_no: number;
  status: 'open' | 'dealt' | 'void';
  outcome: BaccaratOutcome | null;
}

interface BetRow {
  id: string;
  table_code: string;
  round_no: number;
  user_id: string;
  spots: SpotBet[];
  amount: number;
  payout: number | null;
  status: string;
  token: string;
  created_at: Date;
}

const GAME_TABLES = scheduledTables({
  game: 'baccarat_live',
  label: 'live baccarat',
  bets: 'house_live_bets',
  roundOf: 'JOIN house_live_rounds r ON r.table_code = b.table_code AND r.no = b.round_no',
  // paid once the last card is out
  decided: 'dealt',
  voided: 'void',
});

/**
 * The shared live baccarat table (decision 091): coups on a schedule every player shares, dealt
 * from a shoe whose seed is committed when the shoe starts. Rounds and bets live in the database
 * only; the scheduled-rounds ticker (decision 117) deals coups whose betting closed (row-locked,
 * so one instance deals a coup), voids coups no server dealt in time, pays dealt coups through
 * the wallet protocol and refunds void ones. Each bet is its own wallet round.
 */
export class LiveBaccaratService extends ScheduledRounds<BetRow, LiveSchedule> {
  private readonly shoes = new Map<string, { seed: string; coups: BaccaratOutcome[] }>();

  protected readonly tables = GAME_TABLES;

  // ─── the table ────────────────────────────────────────────────────────────────────────────

  async current(table: LiveTable): Promise<LiveRoundView> {
    const now = this.now();
    const t = liveRoundAt(now, this.schedule);
    const row = await this.ensureRound(this.pool, table, t);
    return this.view(table, row, t, now);
  }

  async round(table: LiveTable, no: number): Promise<LiveRoundView> {
    const { rows } = await this.pool.query<RoundRow>(
      `SELECT table_code, no::float8 AS no, shoe_no::float8 AS shoe_no, status, outcome FROM house_live_rounds
        WHERE table_code = $1 AND no = $2`,
      [table, no],
    );
    if (!rows[0]) throw houseError(404, 'ROUND_NOT_FOUND', 'errors.coupNotFound');
    return this.view(table, rows[0], liveTimesOf(no, this.schedule), this.now());
  }

  /** The table's shoes, newest first, with the seed of every shoe that is over (for the verify page). */
  async shoeList(table: LiveTable, limit = 10) {
    const now = this.now();
    const { rows } = await this.pool.query<{ no: number; server_seed: string; server_seed_hash: string }>(
      `SELECT no::float8 AS no, server_seed, server_seed_hash FROM house_live_shoes WHERE table_code = $1
        ORDER BY no DESC LIMIT $2`,
      [table, limit],
    );
    return rows.map((r) => {
      const over = now >= shoeEndsAt(r.no, this.schedule);
      return {
        no: r.no,
        serverSeedHash: r.server_seed_hash,
        clientSeed: liveClientSeed(table, r.no),
        serverSeed: over ? r.server_seed : null,
        endsAt: new Date(shoeEndsAt(r.no, this.schedule)).toISOString(),
      };
    });
  }

  private async ensureShoe(db: pg.Pool | pg.PoolClient, table: string, shoe: number) {
    // every poll of every player passes here: read first, write only the first time
    const found = await db.query<{ server_seed: string; server_seed_hash: string }>(
      'SELECT server_seed, server_seed_hash FROM house_live_shoes WHERE table_code = $1 AND no = $2',
      [table, shoe],
    );
    if (found.rows[0]) return found.rows[0];
    const { seed, hash } = commitSeed();
    await db.query(
      `INSERT INTO house_live_shoes (table_code, no, server_seed, server_seed_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [table, shoe, seed, hash],
    );
    const { rows } = await db.query<{ server_seed: string; server_seed_hash: string }>(
      'SELECT server_seed, server_seed_hash FROM house_live_shoes WHERE table_code = $1 AND no = $2',
      [table, shoe],
    );
    return rows[0]!;
  }

  private async ensureRound(db: pg.Pool | pg.PoolClient, table: string, t: LiveTimes, lock = false): Promise<RoundRow> {
    if (!lock) {
      const found = await db.query<RoundRow>(
        `SELECT table_code, no::float8 AS no, shoe_no::float8 AS shoe_no, status, outcome FROM house_live_rounds
          WHERE table_code = $1 AND no = $2`,
        [table, t.no],
      );
      if (found.rows[0]) return found.rows[0];
    }
    await this.ensureShoe(db, table, t.shoe);
    await db.query(
      `INSERT INTO house_live_rounds (table_code, no, shoe_no, opens_at, closes_at, ends_at)
       VALUES ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($5 / 1000.0), to_timestamp($6 / 1000.0))
       ON CONFLICT DO NOTHING`,
      [table, t.no, t.shoe, t.opensAt, t.closesAt, t.endsAt],
    );
    const { rows } = await db.query<RoundRow>(
      `SELECT table_code, no::float8 AS no, shoe_no::float8 AS shoe_no, status, outcome FROM house_live_rounds
        WHERE table_code = $1 AND no = $2${lock ? ' FOR UPDATE' : ''}`,
      [table, t.no],
    );
    return rows[0]!;
  }

  private async view(table: LiveTable, row: RoundRow, t: LiveTimes, now: number): Promise<LiveRoundView> {
    const s = this.schedule;
    const shoe = await this.ensureShoe(this.pool, table, t.shoe);
    const phase = livePhaseAt(t, now);
    const o = row.status === 'dealt' ? row.outcome : null;
    const cards: LiveCardView[] = [];
    if (o) {
      dealingOrder(o).forEach((c, i) => {
        if (now >= cardRevealAt(t, s, i)) cards.push({ ...c, card: o[c.side][c.index]! });
      });
    }
    const { rows: totals } = await this.pool.query<{ spots: SpotBet[]; user_id: string }>(
      `SELECT spots, user_id FROM house_live_bets WHERE table_code = $1 AND round_no = $2
          AND status IN ${STAKED}`,
      [table, t.no],
    );
    const sums = { player: 0, banker: 0, tie: 0, player_pair: 0, banker_pair: 0 } as Record<BaccaratSpot, number>;
    for (const b of totals) for (const x of b.spots) sums[x.spot] += Number(x.amount);
    const { rows: road } = await this.pool.query<{ outcome: BaccaratOutcome }>(
      `SELECT outcome FROM house_live_rounds WHERE table_code = $1 AND shoe_no = $2 AND status = 'dealt'
          AND ends_at <= to_timestamp($3 / 1000.0) ORDER BY no`,
      [table, t.shoe, now],
    );
    const shoeOver = now >= shoeEndsAt(t.shoe, s);
    return {
      table,
      no: t.no,
      coup: t.coup,
      phase,
      status: row.status,
      opensAt: new Date(t.opensAt).toISOString(),
      closesAt: new Date(t.closesAt).toISOString(),
      endsAt: new Date(t.endsAt).toISOString(),
      msLeft: this.msLeft(t, now),
      schedule: s,
      shoe: {
        no: t.shoe,
        serverSeedHash: shoe.server_seed_hash,
        clientSeed: liveClientSeed(table, t.shoe),
        serverSeed: shoeOver ? shoe.server_seed : null,
        endsAt: new Date(shoeEndsAt(t.shoe, s)).toISOString(),
      },
      cards,
      result:
        o && phase === 'result'
          ? {
              winner: o.winner,
              playerTotal: o.playerTotal,
              bankerTotal: o.bankerTotal,
              playerPair: o.playerPair,
              bankerPair: o.bankerPair,
            }
          : null,
      totals: sums,
      players: new Set(totals.map((b) => b.user_id)).size,
      roads: road.map(({ outcome: r }) => ({
        winner: r.winner,
        playerPair: r.playerPair,
        bankerPair: r.bankerPair,
        total: r.winner === 'banker' ? r.bankerTotal : r.playerTotal,
      })),
      limits: await this.limits.get(table),
    };
  }

  // ─── bets ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Takes a bet on the coup open for betting. `betId` makes a retry of the same bet answer the
   * first outcome instead of betting twice.
   */
  async placeBet(
    token: string,
    input: { table: LiveTable; round: number; bets: SpotBet[]; betId?: string },
  ): Promise<{ bet: LiveBetView; balance: number | null }> {
    const user = await this.house.userOf(token);
    const id = input.betId ?? randomUUID();
    const now = this.now();
    const t = liveRoundAt(now, this.schedule);
    const amount = input.bets.reduce((s, b) => s + b.amount, 0);
    const closed = vi('errors.coupLate');

    const { row, balance } = await this.stake(
      token,
      user,
      id,
      async (client) => {
        this.bettingOpen(t, input.round, now, closed);
        // the round row's lock orders bets against the dealer: none lands on a coup being dealt
        const round = await this.ensureRound(client, input.table, t, true);
        if (round.status !== 'open') throw new HouseError(409, 'BETTING_CLOSED', closed);
        await this.checkStake(
          client,
          input.table,
          input.bets.map((b) => b.amount),
          user,
          { table_code: input.table, round_no: t.no },
        );
        const { rows } = await client.query<BetRow>(
          `INSERT INTO house_live_bets (id, table_code, round_no, user_id, spots, amount, status, token)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING *`,
          [id, input.table, t.no, user, JSON.stringify(input.bets), amount, token],
        );
        return rows[0]!;
      },
      (row) => Number(row.round_no) === input.round && JSON.stringify(row.spots) === JSON.stringify(input.bets),
      ['rolled_back', 'refunded'],
    );
    return { bet: await this.betView(row), balance };
  }

  private async betView(row: BetRow): Promise<LiveBetView> {
    const no = Number(row.round_no);
    const t = liveTimesOf(no, this.schedule);
    const shoe = await this.ensureShoe(this.pool, row.table_code, t.shoe);
    return this.betViewOf(row, shoe.server_seed, shoe.server_seed_hash);
  }

  private betViewOf(row: BetRow, seed: string, seedHash: string): LiveBetView {
    const t = liveTimesOf(Number(row.round_no), this.schedule);
    return {
      id: row.id,
      table: row.table_code,
      round: t.no,
      coup: t.coup,
      bets: row.spots,
      amount: Number(row.amount),
      payout: row.payout === null ? null : Number(row.payout),
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      fairness: sharedFairness(
        seedHash,
        liveClientSeed(row.table_code, t.shoe),
        this.now() >= shoeEndsAt(t.shoe, this.schedule) ? seed : null,
      ),
    };
  }

  /** The player's recent bets at the live tables, newest first. */
  async myBets(token: string, limit = 20): Promise<LiveBetView[]> {
    const user = await this.house.userOf(token);
    const { rows } = await this.pool.query<BetRow & { server_seed: string; server_seed_hash: string }>(
      `SELECT b.*, s.server_seed, s.server_seed_hash FROM house_live_bets b
         JOIN house_live_rounds r ON r.table_code = b.table_code AND r.no = b.round_no
         JOIN house_live_shoes s ON s.table_code = r.table_code AND s.no = r.shoe_no
        WHERE b.user_id = $1 AND b.status IN ('pending', 'placed', 'settled', 'refunded')
        ORDER BY b.created_at DESC LIMIT $2`,
      [user, limit],
    );
    return rows.map((r) => this.betViewOf(r, r.server_seed, r.server_seed_hash));
  }

  // ─── the dealer ───────────────────────────────────────────────────────────────────────────

  protected async open(now: number): Promise<void> {
    for (const table of LIVE_TABLES) await this.ensureRound(this.pool, table, liveRoundAt(now, this.schedule));
  }

  /** Voids a coup that has not been dealt: every bet on it is refunded once. */
  async voidRound(table: LiveTable, no: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE house_live_rounds SET status = 'void', decided_at = now() WHERE table_code = $1 AND no = $2 AND status = 'open'`,
      [table, no],
    );
    await this.refundVoid();
    return (rowCount ?? 0) > 0;
  }

  private coupsOf(table: string, shoe: number, seed: string): BaccaratOutcome[] {
    const key = `${table}:${shoe}`;
    const hit = this.shoes.get(key);
    if (hit && hit.seed === seed) return hit.coups;
    const coups = dealShoe(new FairRandom(seed, liveClientSeed(table, shoe), 0)).coups;
    this.shoes.set(key, { seed, coups });
    if (this.shoes.size > 8) this.shoes.delete(this.shoes.keys().next().value!);
    return coups;
  }

  /** Deals coups whose betting closed, or voids those no server dealt before their end. */
  protected async decide(now: number): Promise<void> {
    const { rows } = await this.pool.query<{ table_code: string; no: number }>(
      `SELECT table_code, no::float8 AS no FROM house_live_rounds
        WHERE status = 'open' AND closes_at <= to_timestamp($1 / 1000.0) ORDER BY no LIMIT 50`,
      [now],
    );
    for (const { table_code: table, no } of rows) {
      await inTransaction(this.pool, async (client) => {
        // SKIP LOCKED: another instance dealing this coup right now has it; it is not dealt twice
        const r = await client.query<RoundRow>(
          `SELECT no::float8 AS no, shoe_no::float8 AS shoe_no, status FROM house_live_rounds
            WHERE table_code = $1 AND no = $2 AND status = 'open' FOR UPDATE SKIP LOCKED`,
          [table, no],
        );
        const round = r.rows[0];
        if (!round) return;
        const t = liveTimesOf(no, this.schedule);
        if (now >= t.endsAt) {
          // nobody dealt it while players watched (every server was down): the coup is void
          await client.query(
            `UPDATE house_live_rounds SET status = 'void', decided_at = now() WHERE table_code = $1 AND no = $2`,
            [table, no],
          );
          return;
        }
        const shoe = await client.query<{ server_seed: string }>(
          'SELECT server_seed FROM house_live_shoes WHERE table_code = $1 AND no = $2',
          [table, t.shoe],
        );
        const outcome = this.coupsOf(table, t.shoe, shoe.rows[0]!.server_seed)[t.coup]!;
        await client.query(
          `UPDATE house_live_rounds SET status = 'dealt', outcome = $3, decided_at = now() WHERE table_code = $1 AND no = $2`,
          [table, no, JSON.stringify(outcome)],
        );
        const bets = await client.query<BetRow>(
          'SELECT id, spots FROM house_live_bets WHERE table_code = $1 AND round_no = $2',
          [table, no],
        );
        for (const b of bets.rows) {
          const payout = settleCoup({ bets: b.spots }, outcome).payout;
          await client.query('UPDATE house_live_bets SET payout = $2 WHERE id = $1', [b.id, payout]);
        }
      });
    }
  }
}
