import { formatNumber } from '@app/provider-kit/number-format';
import { inTransaction } from '@app/provider-kit/server';
import { answerWhenKnown, type WalletClient } from '@app/provider-kit/wallet-client';
import type pg from 'pg';
import { sportsT } from '../i18n';
import { type LegResult, payout } from '../markets';
import { betDetails, type RoundDetail } from './details';

export const adjustUuid = (bet: string, seq: number) => `${bet}:adj:${seq}`;

/** What the player reads in the bet history next to the corrected bet. */
export const ADJUSTMENT_LABEL = sportsT('vi')('records.adjustment');
const DEBT_REASON = sportsT('vi')('records.debt');

const vnd = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))} VND`;

/**
 * What a player owes the sportsbook: the part of result corrections their balance could not
 * cover, less what later wins paid back (and debt collections already asked for).
 */
export async function debtOf(db: pg.Pool | pg.PoolClient, user: string): Promise<number> {
  const { rows } = await db.query<{ debt: string }>(
    `SELECT coalesce(sum(CASE WHEN purpose = 'result' THEN coalesce(applied - delta, 0) ELSE coalesce(applied, delta) END), 0)::text AS debt
       FROM sports_bet_adjustments WHERE user_id = $1`,
    [user],
  );
  return Number(rows[0]!.debt);
}

/**
 * Result corrections after settlement (docs/sports.md "Resettlement"): a settled or voided bet
 * whose legs' results changed is owed the difference between what its legs now pay and what it
 * was paid so far; that difference is recorded (`sports_bet_adjustments`) in the same
 * transaction as the change and sent through the wallet protocol's `transaction/adjust`, each
 * row under its own id, so it moves money exactly once however often it is sent.
 */
export class Adjustments {
  constructor(
    private readonly pool: pg.Pool,
    private readonly wallet: WalletClient,
    private readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
  ) {}

  /**
   * Records the difference a bet is owed now, in the caller's transaction. Call it after a
   * bet's legs changed and after its settlement was confirmed: under the bet's row lock one of
   * the two sees both the settlement and the new results, whichever commits first.
   */
  static async reconcile(db: pg.PoolClient, betId: string): Promise<number> {
    const { rows } = await db.query<{
      user_id: string;
      stake: string;
      status: string;
      payout: string | null;
      cashed: boolean;
    }>(
      'SELECT user_id, stake::text, status, payout::text, cashout_amount IS NOT NULL AS cashed FROM sports_bets WHERE id = $1 FOR UPDATE',
      [betId],
    );
    const bet = rows[0];
    // a cashed-out bet was closed at the price the player took: later results do not change it
    if (!bet || bet.cashed || (bet.status !== 'settled' && bet.status !== 'void') || bet.payout === null) return 0;
    const { rows: legs } = await db.query<{ result: LegResult | null; odds: number }>(
      'SELECT result, odds FROM sports_bet_legs WHERE bet_id = $1 ORDER BY idx',
      [betId],
    );
    if (legs.some((l) => l.result === null)) return 0;
    const stake = Number(bet.stake);
    const owed = legs.every((l) => l.result === 'void')
      ? stake
      : payout(stake, legs as { result: LegResult; odds: number }[]);
    const { rows: sum } = await db.query<{ paid: string; seq: number; change: string | null }>(
      `SELECT coalesce(sum(delta) FILTER (WHERE purpose = 'result'), 0)::text AS paid, coalesce(max(seq), 0)::int AS seq,
              (array_agg(stake_change ORDER BY seq DESC) FILTER (WHERE stake_change IS NOT NULL))[1] AS change
         FROM sports_bet_adjustments WHERE bet_id = $1`,
      [betId],
    );
    const delta = owed - (Number(bet.payout) + Number(sum[0]!.paid));
    if (delta === 0) return 0;
    // whether the bet counts as played (its stake toward wagering, missions, rebates) flips when
    // every leg becomes void or a void bet gets a result: said with the money so they follow
    const wasVoid = sum[0]!.change ? sum[0]!.change === 'void' : bet.status === 'void';
    const isVoid = legs.every((l) => l.result === 'void');
    const stakeChange = wasVoid === isVoid ? null : isVoid ? 'void' : 'reinstated';
    await db.query(
      `INSERT INTO sports_bet_adjustments (bet_id, seq, user_id, purpose, delta, reason, stake_change)
       VALUES ($1, $2, $3, 'result', $4, $5, $6)`,
      [betId, sum[0]!.seq + 1, bet.user_id, delta, ADJUSTMENT_LABEL, stakeChange],
    );
    return delta;
  }

  /**
   * After a win of `amount` was paid on `betId`: what the player owes from earlier corrections
   * is taken from it first (up to the win), as a `debt` adjustment of that bet. One user at a
   * time, so two wins never collect the same debt.
   */
  static async collectDebt(db: pg.PoolClient, user: string, betId: string, amount: number): Promise<void> {
    if (amount <= 0) return;
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sports-debt:${user}`]);
    const debt = await debtOf(db, user);
    if (debt <= 0) return;
    const { rows } = await db.query<{ seq: number }>(
      'SELECT coalesce(max(seq), 0)::int AS seq FROM sports_bet_adjustments WHERE bet_id = $1',
      [betId],
    );
    await db.query(
      `INSERT INTO sports_bet_adjustments (bet_id, seq, user_id, purpose, delta, reason) VALUES ($1, $2, $3, 'debt', $4, $5)`,
      [betId, rows[0]!.seq + 1, user, -Math.min(debt, amount), DEBT_REASON],
    );
  }

  /** The bet's lines for the history: its legs, then every adjustment made so far. */
  private async details(betId: string): Promise<RoundDetail[]> {
    const legs = await betDetails(this.pool, betId);
    const { rows } = await this.pool.query<{ delta: string; applied: string | null; purpose: string }>(
      'SELECT delta::text, applied::text, purpose FROM sports_bet_adjustments WHERE bet_id = $1 ORDER BY seq',
      [betId],
    );
    const lines = rows.map((r) => ({
      label: r.purpose === 'result' ? ADJUSTMENT_LABEL : DEBT_REASON,
      value: vnd(Number(r.applied ?? r.delta)),
      result: Number(r.applied ?? r.delta) >= 0 ? ('win' as const) : ('lose' as const),
    }));
    return [...legs, ...lines].slice(-20);
  }

  /** Sends recorded adjustments not yet answered; safe to run anywhere, any number of times. */
  async send(limit = 100): Promise<number> {
    const { rows } = await this.pool.query<{
      bet_id: string;
      seq: number;
      delta: string;
      reason: string;
      stake_change: 'void' | 'reinstated' | null;
      user_id: string;
      token: string;
      game: string;
    }>(
      `SELECT a.bet_id, a.seq, a.delta::text, a.reason, a.stake_change, b.user_id, b.token, b.game
         FROM sports_bet_adjustments a JOIN sports_bets b ON b.id = a.bet_id
        WHERE a.applied IS NULL ORDER BY a.created_at, a.seq LIMIT $1`,
      [limit],
    );
    let done = 0;
    for (const a of rows) {
      const delta = Number(a.delta);
      const answer = await answerWhenKnown(
        async () =>
          this.wallet.call('transaction/adjust', {
            token: a.token,
            user: a.user_id,
            transaction_uuid: adjustUuid(a.bet_id, a.seq),
            reference_transaction_uuid: `${a.bet_id}:bet`,
            round: a.bet_id,
            round_closed: true,
            game_code: a.game,
            currency: 'VND',
            amount: Math.abs(delta),
            direction: delta > 0 ? 'credit' : 'debit',
            reason: a.reason,
            ...(a.stake_change ? { stake_change: a.stake_change } : {}),
            meta: { details: await this.details(a.bet_id) },
          }),
        a.user_id,
      );
      const applied = (answer as { amount_applied?: unknown }).amount_applied;
      if (answer.status !== 'RS_OK' || typeof applied !== 'number') {
        if (answer.status !== 'RS_ERROR_UNKNOWN') {
          this.log.error(
            { bet: a.bet_id, seq: a.seq, status: answer.status },
            'sports: platform refused an adjustment',
          );
        }
        continue;
      }
      await this.pool.query(
        `UPDATE sports_bet_adjustments SET applied = $3, done_at = now() WHERE bet_id = $1 AND seq = $2 AND applied IS NULL`,
        [a.bet_id, a.seq, Math.sign(delta) * applied],
      );
      done++;
    }
    return done;
  }

  /** Records what a bet is owed now (a separate transaction): for the staff's or a test's own changes. */
  reconcileNow(betId: string): Promise<number> {
    return inTransaction(this.pool, (db) => Adjustments.reconcile(db, betId));
  }
}
