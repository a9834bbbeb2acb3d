import { randomUUID } from 'node:crypto';
import { inTransaction, ProviderError } from '@app/provider-kit/server';
import { answerWhenKnown, type WalletClient } from '@app/provider-kit/wallet-client';
import type pg from 'pg';
import { type SportsWords, sportsT } from '../i18n';
import { type LegResult, legFactor, selectionKey } from '../markets';
import type { PricedMarket } from '../model';
import { CASHOUT_QUOTE_SECONDS } from '../rules';
import { Adjustments } from './adjustments';
import { betDetails } from './details';
import { isSuspended } from './trading';

/** How long a cash-out price is held for the player to accept. */
export const CASHOUT_QUOTE_MS = CASHOUT_QUOTE_SECONDS * 1000;

export class CashoutError extends ProviderError {
  /** the catalogue key and figures of its message, to word it in the player's language */
  words?: SportsWords;
}

const vi = sportsT('vi');

/** A refusal worded from the catalogue: Vietnamese here, another language when it is answered. */
function cashoutError(
  status: number,
  code: string,
  key: string,
  params?: Record<string, unknown>,
  extra?: Record<string, unknown>,
): CashoutError {
  const error = new CashoutError(status, code, vi(key, params), extra);
  error.words = { key, params };
  return error;
}

export interface CashoutLeg {
  odds: number;
  result: LegResult | null;
  /** the selection's current milli-odds; null when its market is not open now */
  current: number | null;
}

/**
 * What the book pays to close a bet now: the stake times the settled legs' factors times, for
 * each open leg, the odds taken over the odds now (what the selection is worth at today's
 * price), less the cash-out margin, rounded down to the đồng. Exact (BigInt). Null when no price
 * can be offered: a leg's market is not open, a leg already lost, or no leg is still open.
 */
export function cashoutValue(stake: number, legs: CashoutLeg[], marginPermille: number): number | null {
  if (!legs.some((l) => l.result === null)) return null;
  let num = BigInt(stake) * BigInt(1000 - marginPermille);
  let den = 1000n;
  for (const leg of legs) {
    if (leg.result === null) {
      if (leg.current === null) return null;
      num *= BigInt(leg.odds);
      den *= BigInt(leg.current);
    } else {
      // half-win factors may end in .5 of a thousandth: half-thousandths
      num *= BigInt(Math.round(legFactor(leg.result, leg.odds) * 2));
      den *= 2000n;
    }
  }
  const value = Number(num / den);
  return value > 0 ? value : null;
}

interface LegRow {
  idx: number;
  market: string;
  line: number | null;
  pick: string;
  odds: number;
  result: LegResult | null;
  status: string;
  league: string;
  kickoff: Date;
  source: string;
  odds_updated_at: Date;
  suspended: string[];
  markets: PricedMarket[];
}

/**
 * Cash-out (docs/sports.md "Cash-out"): a player closes an open single or parlay for the price
 * its legs' current odds imply, less a margin, while every open leg's market takes bets. The
 * quote is held `CASHOUT_QUOTE_MS`; accepting it re-reads the prices under the bet's and legs'
 * row locks and pays only if every open leg still has the quoted price, so a cash-out is never
 * paid at a stale price. The amount is written with the lock before the wallet call and paid as
 * the bet's win (`<bet>:win`), so it moves money once however often it is sent; a settlement
 * pass never takes a bet being cashed out, and a result arriving later changes nothing.
 */
export class Cashouts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly wallet: WalletClient,
    private readonly marginPermille: number,
    private readonly staleOddsMs: number | null,
    private readonly log: { warn(o: object, m?: string): void; error(o: object, m?: string): void },
  ) {}

  /** The current price of every leg (null for a leg whose market does not take bets now). */
  private async legs(db: pg.Pool | pg.PoolClient, betId: string, lock: boolean): Promise<CashoutLeg[]> {
    const { rows } = await db.query<LegRow>(
      `SELECT g.idx, g.market, g.line, g.pick, g.odds, g.result, f.status, f.league, f.kickoff, f.source, f.odds_updated_at,
              f.suspended, f.markets
         FROM sports_bet_legs g JOIN sports_fixtures f ON f.id = g.fixture_id
        WHERE g.bet_id = $1 ORDER BY g.idx ${lock ? 'FOR UPDATE OF g' : ''}`,
      [betId],
    );
    const now = Date.now();
    return rows.map((l) => {
      if (l.result !== null) return { odds: l.odds, result: l.result, current: null };
      const virtual = l.league === 'vfl';
      const takesBets = (l.status === 'scheduled' && l.kickoff.getTime() > now) || (l.status === 'live' && !virtual);
      const stale =
        this.staleOddsMs !== null && l.source !== 'sandbox' && l.odds_updated_at.getTime() < now - this.staleOddsMs;
      const key = selectionKey({ market: l.market as never, line: l.line, pick: l.pick });
      const selection =
        takesBets && !stale && !isSuspended(l.suspended, l.market)
          ? l.markets.flatMap((m) => m.selections).find((s) => s.key === key)
          : undefined;
      return { odds: l.odds, result: null, current: selection?.odds ?? null };
    });
  }

  private async openBet(db: pg.Pool | pg.PoolClient, user: string, betId: string, lock: boolean) {
    const { rows } = await db.query<{ stake: string; status: string; cashout_amount: string | null }>(
      `SELECT stake::text, status, cashout_amount::text FROM sports_bets WHERE id = $1 AND user_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [betId, user],
    );
    const bet = rows[0];
    if (!bet) throw cashoutError(404, 'BET_NOT_FOUND', 'errors.noBet');
    if (bet.cashout_amount !== null) throw cashoutError(409, 'CASHED_OUT', 'errors.cashedOut');
    if (bet.status !== 'placed') throw cashoutError(409, 'CASHOUT_UNAVAILABLE', 'errors.betSettled');
    return { stake: Number(bet.stake) };
  }

  /** What the bet's legs are worth now, if a price can be offered (for the bet list). */
  async offer(betId: string, stake: number): Promise<number | null> {
    return cashoutValue(stake, await this.legs(this.pool, betId, false), this.marginPermille);
  }

  /** A price held for `CASHOUT_QUOTE_MS`. */
  async quote(user: string, betId: string): Promise<{ quoteId: string; amount: number; expiresAt: string }> {
    const bet = await this.openBet(this.pool, user, betId, false);
    const legs = await this.legs(this.pool, betId, false);
    const amount = cashoutValue(bet.stake, legs, this.marginPermille);
    if (amount === null) throw cashoutError(409, 'CASHOUT_UNAVAILABLE', 'errors.cashoutUnavailable');
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + CASHOUT_QUOTE_MS);
    await this.pool.query(
      'INSERT INTO sports_cashout_quotes (id, bet_id, amount, odds, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [id, betId, amount, JSON.stringify(legs.map((l) => l.current)), expiresAt],
    );
    return { quoteId: id, amount, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Accepts a held price: refused (nothing moves) when it expired, when a leg's price moved or
   * its market closed; otherwise the bet is closed for exactly the quoted amount.
   */
  async accept(user: string, betId: string, quoteId: string, token: string, game: string) {
    const amount = await inTransaction(this.pool, async (db) => {
      // locks in the order the feed takes them (match, then its selections, then the bet), so a
      // result landing at the same moment waits rather than deadlocks
      await db.query(
        `SELECT 1 FROM sports_fixtures WHERE id IN (SELECT fixture_id FROM sports_bet_legs WHERE bet_id = $1)
          ORDER BY id FOR SHARE`,
        [betId],
      );
      const legs = await this.legs(db, betId, true);
      const bet = await this.openBet(db, user, betId, true);
      const { rows } = await db.query<{ amount: string; odds: (number | null)[]; expired: boolean }>(
        `SELECT amount::text, odds, expires_at < now() AS expired FROM sports_cashout_quotes WHERE id = $1 AND bet_id = $2`,
        [quoteId, betId],
      );
      const quote = rows[0];
      if (!quote) throw cashoutError(404, 'QUOTE_NOT_FOUND', 'errors.quoteNotFound');
      if (quote.expired) {
        throw cashoutError(409, 'CASHOUT_EXPIRED', 'errors.quoteExpired');
      }
      // the matches' and legs' rows stay locked to the commit: neither a result nor a new price can
      // land between this check and the amount
      const now = cashoutValue(bet.stake, legs, this.marginPermille);
      if (now === null) throw cashoutError(409, 'CASHOUT_UNAVAILABLE', 'errors.cashoutUnavailable');
      const moved = legs.some((l, i) => l.current !== (quote.odds[i] ?? null));
      if (moved || now !== Number(quote.amount)) {
        throw cashoutError(
          409,
          'CASHOUT_PRICE_CHANGED',
          'errors.cashoutMoved',
          { was: Number(quote.amount).toLocaleString('en-US'), now: now.toLocaleString('en-US') },
          { amount: now },
        );
      }
      await db.query('UPDATE sports_bets SET cashout_amount = $2, updated_at = now() WHERE id = $1', [betId, now]);
      await db.query('DELETE FROM sports_cashout_quotes WHERE bet_id = $1', [betId]);
      return now;
    });
    const paid = await this.pay(betId, user, token, game, amount);
    if (paid === 'unknown') {
      throw cashoutError(503, 'CASHOUT_PENDING', 'errors.cashoutPending');
    }
    return { amount, balance: paid.balance };
  }

  /** Pays a locked cash-out (again, after a lost answer: the win's id makes it once). */
  private async pay(
    betId: string,
    user: string,
    token: string,
    game: string,
    amount: number,
  ): Promise<{ balance: number | null } | 'unknown'> {
    const details = await betDetails(this.pool, betId);
    const answer = await answerWhenKnown(
      async () =>
        this.wallet.win({
          token,
          user,
          transactionUuid: `${betId}:win`,
          betUuid: `${betId}:bet`,
          round: betId,
          gameCode: game,
          amount,
          jackpot: false,
          meta: {
            cashout: true,
            details: [
              ...details,
              { label: vi('records.cashout'), value: `${amount.toLocaleString('en-US')} VND`, result: 'win' },
            ],
          },
        }),
      user,
    );
    if (answer.status === 'RS_OK') {
      await inTransaction(this.pool, async (db) => {
        const { rowCount } = await db.query(
          `UPDATE sports_bets SET status = 'settled', payout = cashout_amount, cashed_out_at = now(), balance_after = $2,
                  settled_at = now(), updated_at = now()
            WHERE id = $1 AND status = 'placed' AND cashout_amount IS NOT NULL`,
          [betId, answer.balance],
        );
        if (rowCount) await Adjustments.collectDebt(db, user, betId, amount);
      });
      return { balance: answer.balance ?? null };
    }
    if (answer.status === 'RS_ERROR_UNKNOWN') {
      this.log.warn({ betId }, 'sports: cash-out not confirmed yet, left for recovery');
      return 'unknown';
    }
    // refused outright: the bet stays open, as it was before the player asked
    this.log.error({ betId, status: answer.status }, 'sports: platform refused a cash-out');
    await this.pool.query('UPDATE sports_bets SET cashout_amount = NULL WHERE id = $1 AND status = $2', [
      betId,
      'placed',
    ]);
    throw cashoutError(409, 'CASHOUT_REFUSED', 'errors.cashoutRefused');
  }

  /** Cash-outs whose payment answer was lost are paid again (same id, so once). */
  async recover(): Promise<number> {
    const { rows } = await this.pool.query<{
      id: string;
      user_id: string;
      token: string;
      game: string;
      amount: string;
    }>(
      `SELECT id, user_id, token, game, cashout_amount::text AS amount FROM sports_bets
        WHERE status = 'placed' AND cashout_amount IS NOT NULL ORDER BY updated_at LIMIT 100`,
    );
    let done = 0;
    for (const b of rows) {
      try {
        if ((await this.pay(b.id, b.user_id, b.token, b.game, Number(b.amount))) !== 'unknown') done++;
      } catch (err) {
        this.log.warn({ err, betId: b.id }, 'sports: cash-out recovery failed');
      }
    }
    return done;
  }
}
