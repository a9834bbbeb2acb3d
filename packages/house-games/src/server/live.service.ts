import { randomUUID } from 'node:crypto';
import { FairRandom, hashServerSeed, newServerSeed } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import { type WalletAnswer, type WalletClient, WalletUnreachable } from '@app/provider-kit/wallet-client';
import type pg from 'pg';
import { BACCARAT_LABEL, type BaccaratOutcome, type BaccaratSpot } from '../games/baccarat';
import {
  cardRevealAt,
  dealingOrder,
  dealShoe,
  type LivePhase,
  type LiveSchedule,
  type LiveTimes,
  liveClientSeed,
  livePhaseAt,
  liveReturnPerMille,
  liveRoundAt,
  liveTimesOf,
  shoeEndsAt,
} from '../games/baccarat-live';
import type { RoadResult } from '../games/baccarat-roads';
import type { Card } from '../games/cards';
import { settleTable } from '../games/types';
import { HouseError, type HouseService, REFUSAL, UNSETTLED_MESSAGE } from './house.service';
import { checkLimits, type TableLimits, TableLimitsStore } from './limits';

const GAME = 'baccarat_live';
/** the tables this provider runs (one today; the code is part of every key) */
export const LIVE_TABLES = ['bac1'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];
/** a bet whose wallet answer has not come back after this long is rolled back */
const STALE_PENDING_MS = 30_000;

const betUuid = (id: string) => `${id}:bet`;
const winUuid = (id: string) => `${id}:win`;
const rollbackUuid = (id: string) => `${id}:rollback`;

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

/**
 * The shared live baccarat table (decision 091): coups on a schedule every player shares, dealt
 * from a shoe whose seed is committed when the shoe starts. Rounds and bets live in the database
 * only; a one-second ticker deals coups whose betting closed (row-locked, so one instance deals
 * a coup), voids coups no server dealt in time, pays dealt coups through the wallet protocol and
 * refunds void ones. Each bet is its own wallet round, idempotent on its transaction ids.
 */
export class LiveBaccaratService {
  private ticker: NodeJS.Timeout | null = null;
  private ticking = false;
  private readonly shoes = new Map<string, { seed: string; coups: BaccaratOutcome[] }>();
  readonly limits: TableLimitsStore;

  constructor(
    private readonly pool: pg.Pool,
    private readonly wallet: WalletClient,
    private readonly house: Pick<HouseService, 'userOf'>,
    private readonly schedule: LiveSchedule,
    private readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
    private readonly now: () => number = Date.now,
  ) {
    this.limits = new TableLimitsStore(pool);
  }

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
    if (!rows[0]) throw new HouseError(404, 'ROUND_NOT_FOUND', 'Không tìm thấy ván bài');
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
    const seed = newServerSeed();
    await db.query(
      `INSERT INTO house_live_shoes (table_code, no, server_seed, server_seed_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [table, shoe, seed, hashServerSeed(seed)],
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
          AND status IN ('pending', 'placed', 'settled')`,
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
      msLeft: Math.max(
        0,
        (phase === 'betting' ? t.closesAt : phase === 'dealing' ? t.endsAt : t.opensAt + s.periodMs) - now,
      ),
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

    const placed = await inTransaction(this.pool, async (client) => {
      const replay = await client.query<BetRow>('SELECT * FROM house_live_bets WHERE id = $1', [id]);
      if (replay.rows[0]) return { row: replay.rows[0], replay: true };
      if (input.round !== t.no || livePhaseAt(t, now) !== 'betting') {
        throw new HouseError(409, 'BETTING_CLOSED', 'Đã hết thời gian đặt cược cho ván này');
      }
      // the round row's lock orders bets against the dealer: none lands on a coup being dealt
      const round = await this.ensureRound(client, input.table, t, true);
      if (round.status !== 'open') throw new HouseError(409, 'BETTING_CLOSED', 'Đã hết thời gian đặt cược cho ván này');
      // under the round's lock: the player's earlier bets on this coup are all counted
      const placedBefore = await client.query<{ sum: number }>(
        `SELECT coalesce(sum(amount), 0)::float8 AS sum FROM house_live_bets
          WHERE table_code = $1 AND round_no = $2 AND user_id = $3 AND status IN ('pending', 'placed', 'settled')`,
        [input.table, t.no, user],
      );
      checkLimits(
        await this.limits.get(input.table, client),
        input.bets.map((b) => b.amount),
        placedBefore.rows[0]!.sum,
      );
      const { rows } = await client.query<BetRow>(
        `INSERT INTO house_live_bets (id, table_code, round_no, user_id, spots, amount, status, token)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING *`,
        [id, input.table, t.no, user, JSON.stringify(input.bets), amount, token],
      );
      return { row: rows[0]!, replay: false };
    });
    const row = placed.row;
    if (row.user_id !== user) throw new HouseError(409, 'DUPLICATE_BET', 'Mã cược đã được dùng');
    if (placed.replay) {
      if (Number(row.round_no) !== input.round || JSON.stringify(row.spots) !== JSON.stringify(input.bets)) {
        throw new HouseError(409, 'DUPLICATE_BET', 'Mã cược đã được dùng cho một cược khác');
      }
      if (row.status === 'refused') throw new HouseError(409, 'BET_REFUSED', 'Cược này đã bị từ chối');
      if (row.status === 'rolled_back' || row.status === 'refunded') {
        throw new HouseError(503, 'ROUND_CANCELLED', UNSETTLED_MESSAGE);
      }
      if (row.status !== 'pending') return { bet: await this.betView(row), balance: null };
    }

    let answer: WalletAnswer;
    try {
      answer = await this.wallet.bet({
        token,
        user,
        transactionUuid: betUuid(row.id),
        round: row.id,
        gameCode: GAME,
        amount: Number(row.amount),
      });
    } catch (err) {
      if (!(err instanceof WalletUnreachable)) throw err;
      answer = { status: 'RS_ERROR_UNKNOWN', request_uuid: null, user, currency: 'VND', balance: null };
    }
    if (answer.status === 'RS_ERROR_UNKNOWN') {
      await this.rollback(row, 'rolled_back');
      throw new HouseError(503, 'ROUND_CANCELLED', UNSETTLED_MESSAGE);
    }
    if (answer.status !== 'RS_OK') {
      await this.pool.query(
        `UPDATE house_live_bets SET status = 'refused', refusal = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [row.id, answer.status],
      );
      const [status, message] = REFUSAL[answer.status] ?? [502, UNSETTLED_MESSAGE];
      const said =
        answer.status === 'RS_ERROR_LIMIT_REACHED' && answer.message ? answer.message.slice(0, 300) : message;
      throw new HouseError(status, answer.status.replace(/^RS_ERROR_/, ''), said, { balance: answer.balance });
    }
    // only a pending bet becomes placed: one rolled back or refunded meanwhile stays so
    await this.pool.query(
      `UPDATE house_live_bets SET status = 'placed', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
    const fresh = await this.pool.query<BetRow>('SELECT * FROM house_live_bets WHERE id = $1', [row.id]);
    return { bet: await this.betView(fresh.rows[0]!), balance: answer.balance };
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
      fairness: {
        serverSeedHash: seedHash,
        clientSeed: liveClientSeed(row.table_code, t.shoe),
        nonce: 0,
        serverSeed: this.now() >= shoeEndsAt(t.shoe, this.schedule) ? seed : null,
      },
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

  /**
   * One pass of the table's work: opens the current coup, deals coups whose betting closed (or
   * voids those no server dealt before their end), pays dealt coups once their cards are out,
   * refunds void coups and rolls back bets whose answer never came. Every step is guarded by
   * state (row locks, conditional updates) and idempotent at the wallet, so two instances or two
   * ticks never deal, pay or refund twice.
   */
  async tick(): Promise<void> {
    const now = this.now();
    for (const table of LIVE_TABLES) await this.ensureRound(this.pool, table, liveRoundAt(now, this.schedule));
    await this.deal(now);
    await this.pay(now);
    await this.refundVoid();
    await this.rollbackStale(now);
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

  private async deal(now: number): Promise<void> {
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
          const payout = settleTable({ bets: b.spots }, outcome, liveReturnPerMille, (s) => BACCARAT_LABEL[s]).payout;
          await client.query('UPDATE house_live_bets SET payout = $2 WHERE id = $1', [b.id, payout]);
        }
      });
    }
  }

  private async pay(now: number): Promise<void> {
    // paid once the last card is out, so the balance does not move before the player sees why
    const { rows } = await this.pool.query<BetRow>(
      `SELECT b.* FROM house_live_bets b JOIN house_live_rounds r ON r.table_code = b.table_code AND r.no = b.round_no
        WHERE b.status = 'placed' AND r.status = 'dealt' AND r.ends_at <= to_timestamp($1 / 1000.0)
        ORDER BY b.created_at LIMIT 500`,
      [now],
    );
    for (const b of rows) {
      try {
        const answer = await this.wallet.win({
          token: b.token,
          user: b.user_id,
          transactionUuid: winUuid(b.id),
          betUuid: betUuid(b.id),
          round: b.id,
          gameCode: GAME,
          amount: Number(b.payout),
          jackpot: false,
        });
        if (answer.status === 'RS_OK') {
          await this.pool.query(
            `UPDATE house_live_bets SET status = 'settled', updated_at = now() WHERE id = $1 AND status = 'placed'`,
            [b.id],
          );
        } else if (answer.status !== 'RS_ERROR_UNKNOWN') {
          this.log.error({ bet: b.id, status: answer.status }, 'live baccarat: platform refused a win');
        }
      } catch (err) {
        if (!(err instanceof WalletUnreachable)) throw err;
        return; // the platform is away: the next tick tries again
      }
    }
  }

  private async refundVoid(): Promise<void> {
    const { rows } = await this.pool.query<BetRow>(
      `SELECT b.* FROM house_live_bets b JOIN house_live_rounds r ON r.table_code = b.table_code AND r.no = b.round_no
        WHERE b.status IN ('pending', 'placed') AND r.status = 'void' LIMIT 500`,
    );
    for (const b of rows) await this.rollback(b, 'refunded');
  }

  private async rollbackStale(now: number): Promise<void> {
    const { rows } = await this.pool.query<BetRow>(
      `SELECT * FROM house_live_bets WHERE status = 'pending' AND updated_at < to_timestamp($1 / 1000.0)
        ORDER BY updated_at LIMIT 100`,
      [now - STALE_PENDING_MS],
    );
    for (const b of rows) await this.rollback(b, 'rolled_back');
  }

  /** Rolls a bet back at the wallet (once, whatever happened to the bet request). */
  private async rollback(b: BetRow, status: 'rolled_back' | 'refunded'): Promise<boolean> {
    try {
      const answer = await this.wallet.rollback({
        token: b.token,
        user: b.user_id,
        transactionUuid: rollbackUuid(b.id),
        betUuid: betUuid(b.id),
        round: b.id,
        gameCode: GAME,
      });
      if (answer.status !== 'RS_OK') {
        this.log.warn({ bet: b.id, status: answer.status }, 'live baccarat: rollback not confirmed');
        return false;
      }
    } catch (err) {
      if (!(err instanceof WalletUnreachable)) throw err;
      return false;
    }
    await this.pool.query(
      `UPDATE house_live_bets SET status = $2, updated_at = now() WHERE id = $1 AND status IN ('pending', 'placed')`,
      [b.id, status],
    );
    return true;
  }

  start(everyMs = 1_000): void {
    this.ticker = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.tick()
        .catch((err) => this.log.error({ err }, 'live baccarat: tick failed'))
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
}
