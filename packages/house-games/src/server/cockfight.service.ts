import { randomUUID } from 'node:crypto';
import { FairRandom, hashServerSeed, newServerSeed } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
import { type WalletAnswer, type WalletClient, WalletUnreachable } from '@app/provider-kit/wallet-client';
import type pg from 'pg';
import {
  DRAW_RETURN,
  drawFight,
  type FightResult,
  type FightSchedule,
  type FightSide,
  type FightTimes,
  fightAt,
  fightClientSeed,
  fightOdds,
  fightPayout,
  phaseAt,
  timesOf,
} from '../games/cockfight';
import { HouseError, type HouseService, REFUSAL, UNSETTLED_MESSAGE } from './house.service';
import { checkLimits, type TableLimits, TableLimitsStore } from './limits';

const GAME = 'cockfight';
/** a bet whose wallet answer has not come back after this long is rolled back */
const STALE_PENDING_MS = 30_000;

const betUuid = (id: string) => `${id}:bet`;
const winUuid = (id: string) => `${id}:win`;
const rollbackUuid = (id: string) => `${id}:rollback`;

export interface FightView {
  no: number;
  phase: 'betting' | 'fighting' | 'result';
  opensAt: string;
  closesAt: string;
  endsAt: string;
  /** ms until the current phase ends (by the server's clock) */
  msLeft: number;
  serverSeedHash: string;
  clientSeed: string;
  odds: { meron: number; wala: number; draw: number };
  totals: { meron: number; wala: number; draw: number };
  status: 'open' | 'settled' | 'cancelled';
  /** known once the fight has ended */
  result: FightResult | null;
  serverSeed: string | null;
  /** the fights' stake limits (decision 108), as bets are checked against them */
  limits: TableLimits;
}

export interface FightBetView {
  id: string;
  fight: number;
  side: FightSide;
  amount: number;
  odds: number;
  payout: number | null;
  status: string;
  createdAt: string;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: 0; serverSeed: string | null };
  result: FightResult | null;
}

interface FightRow {
  no: number;
  server_seed: string;
  server_seed_hash: string;
  status: 'open' | 'settled' | 'cancelled';
  result: FightResult | null;
}

interface BetRow {
  id: string;
  fight_no: number;
  user_id: string;
  side: FightSide;
  amount: number;
  odds: number;
  payout: number | null;
  status: string;
  token: string;
}

/**
 * Cockfights on a schedule every player shares. A fight's seed is committed (its hash shown)
 * when the fight opens; bets are taken until betting closes, each at the odds shown then
 * (locked on the bet); when the fight ends the seed decides the winner, every bet is paid
 * through the wallet protocol and the seed is revealed. Each bet is its own wallet round.
 */
export class CockfightService {
  private ticker: NodeJS.Timeout | null = null;
  private ticking = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly wallet: WalletClient,
    private readonly house: Pick<HouseService, 'userOf'>,
    private readonly schedule: FightSchedule,
    private readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
    private readonly now: () => number = Date.now,
  ) {
    this.limits = new TableLimitsStore(pool);
  }

  readonly limits: TableLimitsStore;

  // ─── the table ────────────────────────────────────────────────────────────────────────────

  /** The fight on the table now (created, with its committed seed, on first sight). */
  async current(): Promise<FightView> {
    const now = this.now();
    const times = fightAt(now, this.schedule);
    const fight = await this.ensureFight(this.pool, times);
    return this.view(fight, times, now);
  }

  async fight(no: number): Promise<FightView> {
    const { rows } = await this.pool.query<FightRow>(
      'SELECT no::float8 AS no, server_seed, server_seed_hash, status, result FROM house_fights WHERE no = $1',
      [no],
    );
    if (!rows[0]) throw new HouseError(404, 'FIGHT_NOT_FOUND', 'Không tìm thấy trận đấu');
    return this.view(rows[0], timesOf(no, this.schedule), this.now());
  }

  /** The last fights with a result, newest first (the table's road). */
  async recent(limit = 20): Promise<{ no: number; result: FightResult | 'cancelled' }[]> {
    const { rows } = await this.pool.query<{ no: number; status: string; result: FightResult | null }>(
      `SELECT no::float8 AS no, status, result FROM house_fights WHERE status IN ('settled', 'cancelled')
        ORDER BY no DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ no: Number(r.no), result: r.status === 'cancelled' ? 'cancelled' : r.result! }));
  }

  private async ensureFight(db: pg.Pool | pg.PoolClient, t: FightTimes, lock = false): Promise<FightRow> {
    const seed = newServerSeed();
    await db.query(
      `INSERT INTO house_fights (no, server_seed, server_seed_hash, opens_at, closes_at, ends_at)
       VALUES ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($5 / 1000.0), to_timestamp($6 / 1000.0))
       ON CONFLICT (no) DO NOTHING`,
      [t.no, seed, hashServerSeed(seed), t.opensAt, t.closesAt, t.endsAt],
    );
    const { rows } = await db.query<FightRow>(
      `SELECT no::float8 AS no, server_seed, server_seed_hash, status, result FROM house_fights WHERE no = $1${lock ? ' FOR UPDATE' : ''}`,
      [t.no],
    );
    return rows[0]!;
  }

  private async totals(
    db: pg.Pool | pg.PoolClient,
    no: number,
  ): Promise<{ meron: number; wala: number; draw: number }> {
    const { rows } = await db.query<{ side: FightSide; total: number }>(
      `SELECT side, sum(amount)::float8 AS total FROM house_fight_bets
        WHERE fight_no = $1 AND status IN ('pending', 'placed', 'settled') GROUP BY side`,
      [no],
    );
    const totals = { meron: 0, wala: 0, draw: 0 };
    for (const r of rows) totals[r.side] = Number(r.total);
    return totals;
  }

  private async view(fight: FightRow, t: FightTimes, now: number): Promise<FightView> {
    const totals = await this.totals(this.pool, t.no);
    const phase = phaseAt(t, now);
    const done = fight.status !== 'open';
    return {
      no: t.no,
      phase,
      opensAt: new Date(t.opensAt).toISOString(),
      closesAt: new Date(t.closesAt).toISOString(),
      endsAt: new Date(t.endsAt).toISOString(),
      msLeft: Math.max(
        0,
        (phase === 'betting' ? t.closesAt : phase === 'fighting' ? t.endsAt : t.opensAt + this.schedule.periodMs) - now,
      ),
      serverSeedHash: fight.server_seed_hash,
      clientSeed: fightClientSeed(t.no),
      odds: { ...fightOdds(totals), draw: DRAW_RETURN * 100 },
      totals,
      status: fight.status,
      result: done ? fight.result : null,
      serverSeed: done ? fight.server_seed : null,
      limits: await this.limits.get('cockfight'),
    };
  }

  // ─── bets ─────────────────────────────────────────────────────────────────────────────────

  /**
   * Takes a bet on the open fight at the odds shown now. `expectedOdds` (what the player saw)
   * refuses the bet if the odds have since dropped below it; `betId` makes a retry of the same
   * bet answer the first outcome instead of betting twice.
   */
  async placeBet(
    token: string,
    input: { fight: number; side: FightSide; amount: number; expectedOdds?: number; betId?: string },
  ): Promise<{ bet: FightBetView; balance: number | null; fight: FightView }> {
    const user = await this.house.userOf(token);
    const id = input.betId ?? randomUUID();
    const now = this.now();
    const t = fightAt(now, this.schedule);

    const placed = await inTransaction(this.pool, async (client) => {
      const replay = await client.query<BetRow>('SELECT * FROM house_fight_bets WHERE id = $1', [id]);
      if (replay.rows[0]) return { row: replay.rows[0], replay: true };
      if (input.fight !== t.no || phaseAt(t, now) !== 'betting') {
        throw new HouseError(409, 'BETTING_CLOSED', 'Đã hết thời gian đặt cược cho trận này');
      }
      // the fight row is the lock that orders bets: each sees the money placed before it
      const fight = await this.ensureFight(client, t, true);
      if (fight.status !== 'open') throw new HouseError(409, 'FIGHT_CLOSED', 'Trận đấu đã đóng cược');
      // under the fight's lock: the player's earlier bets on this fight are all counted
      const placedBefore = await client.query<{ sum: number }>(
        `SELECT coalesce(sum(amount), 0)::float8 AS sum FROM house_fight_bets
          WHERE fight_no = $1 AND user_id = $2 AND status IN ('pending', 'placed', 'settled')`,
        [t.no, user],
      );
      checkLimits(await this.limits.get('cockfight', client), [input.amount], placedBefore.rows[0]!.sum);
      const totals = await this.totals(client, t.no);
      const odds = input.side === 'draw' ? DRAW_RETURN * 100 : fightOdds(totals)[input.side];
      if (input.expectedOdds !== undefined && odds < input.expectedOdds) {
        throw new HouseError(
          409,
          'ODDS_CHANGED',
          `Tỷ lệ cược đã thay đổi thành ${(odds / 100).toFixed(2)}, vui lòng đặt lại`,
          {
            odds,
          },
        );
      }
      const { rows } = await client.query<BetRow>(
        `INSERT INTO house_fight_bets (id, fight_no, user_id, side, amount, odds, status, token)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING *`,
        [id, t.no, user, input.side, input.amount, odds, token],
      );
      return { row: rows[0]!, replay: false };
    });
    const row = placed.row;
    if (row.user_id !== user) throw new HouseError(409, 'DUPLICATE_BET', 'Mã cược đã được dùng');
    if (placed.replay) {
      if (row.side !== input.side || Number(row.amount) !== input.amount || Number(row.fight_no) !== input.fight) {
        throw new HouseError(409, 'DUPLICATE_BET', 'Mã cược đã được dùng cho một cược khác');
      }
      if (row.status === 'refused') throw new HouseError(409, 'BET_REFUSED', 'Cược này đã bị từ chối');
      if (row.status === 'rolled_back') throw new HouseError(503, 'ROUND_CANCELLED', UNSETTLED_MESSAGE);
      if (row.status !== 'pending') return this.answer(row, null);
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
        `UPDATE house_fight_bets SET status = 'refused', refusal = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
        [row.id, answer.status],
      );
      throw this.refusal(answer);
    }
    // only a pending bet becomes placed: one rolled back meanwhile stays rolled back
    await this.pool.query(
      `UPDATE house_fight_bets SET status = 'placed', updated_at = now() WHERE id = $1 AND status = 'pending'`,
      [row.id],
    );
    const fresh = await this.pool.query<BetRow>('SELECT * FROM house_fight_bets WHERE id = $1', [row.id]);
    return this.answer(fresh.rows[0]!, answer.balance);
  }

  private async answer(row: BetRow, balance: number | null) {
    const fight = await this.fight(Number(row.fight_no));
    return { bet: this.betView(row, fight), balance, fight };
  }

  private betView(row: BetRow, fight: FightView): FightBetView {
    return {
      id: row.id,
      fight: Number(row.fight_no),
      side: row.side,
      amount: Number(row.amount),
      odds: row.odds,
      payout: row.payout === null ? null : Number(row.payout),
      status: row.status,
      createdAt: new Date((row as unknown as { created_at: Date }).created_at).toISOString(),
      fairness: {
        serverSeedHash: fight.serverSeedHash,
        clientSeed: fight.clientSeed,
        nonce: 0,
        serverSeed: fight.serverSeed,
      },
      result: fight.result,
    };
  }

  /** The player's recent fight bets, newest first, with what is needed to verify each. */
  async myBets(token: string, limit = 20): Promise<FightBetView[]> {
    const user = await this.house.userOf(token);
    const { rows } = await this.pool.query<BetRow & FightRow & { created_at: Date; fight_status: string }>(
      `SELECT b.*, f.server_seed, f.server_seed_hash, f.status AS fight_status, f.result
         FROM house_fight_bets b JOIN house_fights f ON f.no = b.fight_no
        WHERE b.user_id = $1 AND b.status IN ('pending', 'placed', 'settled', 'refunded')
        ORDER BY b.created_at DESC LIMIT $2`,
      [user, limit],
    );
    return rows.map((r) => {
      const done = r.fight_status !== 'open';
      return this.betView(r, {
        serverSeedHash: r.server_seed_hash,
        clientSeed: fightClientSeed(Number(r.fight_no)),
        serverSeed: done ? r.server_seed : null,
        result: done ? r.result : null,
      } as FightView);
    });
  }

  // ─── settlement ───────────────────────────────────────────────────────────────────────────

  /** Cancels a fight that has no result yet: every bet on it is refunded once (a rollback). */
  async cancelFight(no: number): Promise<boolean> {
    await this.ensureFight(this.pool, timesOf(no, this.schedule));
    const { rowCount } = await this.pool.query(
      `UPDATE house_fights SET status = 'cancelled', settled_at = now() WHERE no = $1 AND status = 'open'`,
      [no],
    );
    await this.refundCancelled();
    return (rowCount ?? 0) > 0;
  }

  /**
   * One pass of the schedule's work: opens the current fight, decides fights that have ended,
   * pays their bets, refunds cancelled fights and rolls back bets whose answer never came.
   * Every step is idempotent (state guards here, transaction ids at the wallet).
   */
  async tick(): Promise<void> {
    const now = this.now();
    await this.ensureFight(this.pool, fightAt(now, this.schedule));
    await this.decideEnded(now);
    await this.payDecided();
    await this.refundCancelled();
    await this.rollbackStale(now);
  }

  private async decideEnded(now: number): Promise<void> {
    const { rows } = await this.pool.query<{ no: number }>(
      `SELECT no::float8 AS no FROM house_fights WHERE status = 'open' AND ends_at <= to_timestamp($1 / 1000.0)
        ORDER BY no LIMIT 50`,
      [now],
    );
    for (const { no } of rows) {
      await inTransaction(this.pool, async (client) => {
        const f = await client.query<FightRow>(
          `SELECT no::float8 AS no, server_seed, status FROM house_fights WHERE no = $1 AND status = 'open' FOR UPDATE`,
          [no],
        );
        const fight = f.rows[0];
        if (!fight) return;
        const outcome = drawFight(new FairRandom(fight.server_seed, fightClientSeed(no), 0));
        await client.query(
          `UPDATE house_fights SET status = 'settled', result = $2, roll = $3, settled_at = now() WHERE no = $1`,
          [no, outcome.result, outcome.roll],
        );
        const bets = await client.query<BetRow>(
          'SELECT id, side, amount, odds FROM house_fight_bets WHERE fight_no = $1',
          [no],
        );
        for (const b of bets.rows) {
          const payout = fightPayout({ side: b.side, amount: Number(b.amount), odds: b.odds }, outcome.result);
          await client.query('UPDATE house_fight_bets SET payout = $2 WHERE id = $1', [b.id, payout]);
        }
      });
    }
  }

  private async payDecided(): Promise<void> {
    const { rows } = await this.pool.query<BetRow>(
      `SELECT b.* FROM house_fight_bets b JOIN house_fights f ON f.no = b.fight_no
        WHERE b.status = 'placed' AND f.status = 'settled' ORDER BY b.created_at LIMIT 500`,
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
            `UPDATE house_fight_bets SET status = 'settled', updated_at = now() WHERE id = $1 AND status = 'placed'`,
            [b.id],
          );
        } else if (answer.status !== 'RS_ERROR_UNKNOWN') {
          this.log.error({ bet: b.id, status: answer.status }, 'cockfight: platform refused a win');
        }
      } catch (err) {
        if (!(err instanceof WalletUnreachable)) throw err;
        return; // the platform is away: the next tick tries again
      }
    }
  }

  private async refundCancelled(): Promise<void> {
    const { rows } = await this.pool.query<BetRow>(
      `SELECT b.* FROM house_fight_bets b JOIN house_fights f ON f.no = b.fight_no
        WHERE b.status IN ('pending', 'placed') AND f.status = 'cancelled' LIMIT 500`,
    );
    for (const b of rows) await this.rollback(b, 'refunded');
  }

  private async rollbackStale(now: number): Promise<void> {
    const { rows } = await this.pool.query<BetRow>(
      `SELECT * FROM house_fight_bets WHERE status = 'pending' AND updated_at < to_timestamp($1 / 1000.0)
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
        this.log.warn({ bet: b.id, status: answer.status }, 'cockfight: rollback not confirmed');
        return false;
      }
    } catch (err) {
      if (!(err instanceof WalletUnreachable)) throw err;
      return false;
    }
    await this.pool.query(
      `UPDATE house_fight_bets SET status = $2, updated_at = now() WHERE id = $1 AND status IN ('pending', 'placed')`,
      [b.id, status],
    );
    return true;
  }

  start(everyMs = 1_000): void {
    this.ticker = setInterval(() => {
      if (this.ticking) return;
      this.ticking = true;
      this.tick()
        .catch((err) => this.log.error({ err }, 'cockfight: tick failed'))
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

  private refusal(answer: WalletAnswer): HouseError {
    const [status, message] = REFUSAL[answer.status] ?? [502, UNSETTLED_MESSAGE];
    const said = answer.status === 'RS_ERROR_LIMIT_REACHED' && answer.message ? answer.message.slice(0, 300) : message;
    return new HouseError(status, answer.status.replace(/^RS_ERROR_/, ''), said, { balance: answer.balance });
  }
}
