import { randomUUID } from 'node:crypto';
import { FairRandom } from '@app/provider-kit/fair-node';
import { inTransaction } from '@app/provider-kit/server';
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
import { houseError, vi } from './house-error';
import type { TableLimits } from './limits';
import { commitSeed, ScheduledRounds, STAKED, scheduledTables, sharedFairness } from './scheduled-rounds';

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
  created_at: Date;
}

const GAME_TABLES = scheduledTables({
  game: 'cockfight',
  label: 'cockfight',
  bets: 'house_fight_bets',
  roundOf: 'JOIN house_fights r ON r.no = b.fight_no',
  // a fight is settled once it has ended
  decided: 'settled',
  voided: 'cancelled',
});

/**
 * Cockfights on a schedule every player shares. A fight's seed is committed (its hash shown)
 * when the fight opens; bets are taken until betting closes, each at the odds shown then
 * (locked on the bet); when the fight ends the seed decides the winner, every bet is paid
 * through the wallet protocol and the seed is revealed. Each bet is its own wallet round, on the
 * scheduled-rounds base (decision 117).
 */
export class CockfightService extends ScheduledRounds<BetRow, FightSchedule> {
  protected readonly tables = GAME_TABLES;

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
    if (!rows[0]) throw houseError(404, 'FIGHT_NOT_FOUND', 'errors.fightNotFound');
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
    const { seed, hash } = commitSeed();
    await db.query(
      `INSERT INTO house_fights (no, server_seed, server_seed_hash, opens_at, closes_at, ends_at)
       VALUES ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($5 / 1000.0), to_timestamp($6 / 1000.0))
       ON CONFLICT (no) DO NOTHING`,
      [t.no, seed, hash, t.opensAt, t.closesAt, t.endsAt],
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
        WHERE fight_no = $1 AND status IN ${STAKED} GROUP BY side`,
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
      msLeft: this.msLeft(t, now),
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

    const { row, balance } = await this.stake(
      token,
      user,
      id,
      async (client) => {
        this.bettingOpen(t, input.fight, now, vi('errors.fightLate'));
        // the fight row is the lock that orders bets: each sees the money placed before it
        const fight = await this.ensureFight(client, t, true);
        if (fight.status !== 'open') throw houseError(409, 'FIGHT_CLOSED', 'errors.fightClosed');
        await this.checkStake(client, 'cockfight', [input.amount], user, { fight_no: t.no });
        const totals = await this.totals(client, t.no);
        const odds = input.side === 'draw' ? DRAW_RETURN * 100 : fightOdds(totals)[input.side];
        if (input.expectedOdds !== undefined && odds < input.expectedOdds) {
          throw houseError(409, 'ODDS_CHANGED', 'errors.oddsChanged', { odds: (odds / 100).toFixed(2) }, { odds });
        }
        const { rows } = await client.query<BetRow>(
          `INSERT INTO house_fight_bets (id, fight_no, user_id, side, amount, odds, status, token)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7) RETURNING *`,
          [id, t.no, user, input.side, input.amount, odds, token],
        );
        return rows[0]!;
      },
      (row) => row.side === input.side && Number(row.amount) === input.amount && Number(row.fight_no) === input.fight,
      ['rolled_back'],
    );
    return this.answer(row, balance);
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
      createdAt: new Date(row.created_at).toISOString(),
      fairness: sharedFairness(fight.serverSeedHash, fight.clientSeed, fight.serverSeed),
      result: fight.result,
    };
  }

  /** The player's recent fight bets, newest first, with what is needed to verify each. */
  async myBets(token: string, limit = 20): Promise<FightBetView[]> {
    const user = await this.house.userOf(token);
    const { rows } = await this.pool.query<BetRow & FightRow & { fight_status: string }>(
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
    await this.refundVoid();
    return (rowCount ?? 0) > 0;
  }

  protected async open(now: number): Promise<void> {
    await this.ensureFight(this.pool, fightAt(now, this.schedule));
  }

  /** Decides fights that have ended: the committed seed picks the winner, each bet's payout is written. */
  protected async decide(now: number): Promise<void> {
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
}
