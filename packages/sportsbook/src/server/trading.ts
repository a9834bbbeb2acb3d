import { inTransaction } from '@app/provider-kit/server';
import type pg from 'pg';
import type { MarketType } from '../markets';
import type { PricedMarket } from '../model';
import { Adjustments } from './adjustments';

/** The whole match (`*`) or one market type. */
export type SuspendTarget = MarketType | '*';

/**
 * Whether a market of a fixture takes bets and cash-outs: the desk may have suspended the market
 * type or the whole match.
 */
export const isSuspended = (suspended: readonly string[], market: string) =>
  suspended.includes('*') || suspended.includes(market);

/** The fixture's prices as players see them: without what the desk suspended. */
export const openMarkets = (markets: PricedMarket[], suspended: readonly string[]) =>
  suspended.length === 0 ? markets : markets.filter((m) => !isSuspended(suspended, m.market));

/**
 * Suspends (or reopens) a market type or a whole match. The feed keeps pricing underneath, so a
 * reopened market shows the current price at once. Answers the suspended list before and after,
 * or null when there is no such match.
 */
export async function setSuspended(
  pool: pg.Pool,
  fixtureId: string,
  target: SuspendTarget,
  suspend: boolean,
): Promise<{ before: string[]; after: string[] } | null> {
  return inTransaction(pool, async (db) => {
    const { rows } = await db.query<{ suspended: string[] }>(
      'SELECT suspended FROM sports_fixtures WHERE id = $1 FOR UPDATE',
      [fixtureId],
    );
    if (!rows[0]) return null;
    const before = rows[0].suspended;
    // reopening the match lifts every suspension; reopening a market leaves a match suspension
    const after = suspend
      ? [...new Set([...before, target])].sort()
      : target === '*'
        ? []
        : before.filter((s) => s !== target);
    await db.query('UPDATE sports_fixtures SET suspended = $2 WHERE id = $1', [fixtureId, after]);
    return { before, after };
  });
}

/**
 * Voids every selection of a market type on a match (the price was wrong, the market was
 * offered by mistake) and suspends it. Open legs count 1.00 at settlement; bets already paid
 * are owed the difference (Adjustments.reconcile). Answers how many legs changed, null when
 * there is no such match.
 */
export async function voidMarket(
  pool: pg.Pool,
  fixtureId: string,
  market: MarketType,
  reason: string,
): Promise<number | null> {
  return inTransaction(pool, async (db) => {
    const { rows } = await db.query('SELECT 1 FROM sports_fixtures WHERE id = $1 FOR UPDATE', [fixtureId]);
    if (!rows[0]) return null;
    await db.query(
      `UPDATE sports_fixtures SET suspended = (SELECT array_agg(DISTINCT s ORDER BY s) FROM unnest(suspended || $2::text) s)
        WHERE id = $1`,
      [fixtureId, market],
    );
    return voidLegs(db, { fixtureId, market }, reason);
  });
}

export type VoidBetOutcome = 'voided' | 'not_found' | 'cashed_out' | 'not_open';

/**
 * Voids a whole bet (staff, with a reason): every leg is void, so the stake goes back; a bet
 * already paid is owed the difference. A cashed-out bet cannot be voided (the player took the
 * price), nor one the wallet never accepted.
 */
export async function voidBet(pool: pg.Pool, betId: string, reason: string): Promise<VoidBetOutcome> {
  return inTransaction(pool, async (db) => {
    // the selections first, then the bet: the order a result takes them in (legs.ts), so the two
    // wait for each other rather than deadlock
    await db.query('SELECT 1 FROM sports_bet_legs WHERE bet_id = $1 ORDER BY idx FOR UPDATE', [betId]);
    const { rows } = await db.query<{ status: string; cashout_amount: string | null }>(
      'SELECT status, cashout_amount::text FROM sports_bets WHERE id = $1 FOR UPDATE',
      [betId],
    );
    const bet = rows[0];
    if (!bet) return 'not_found';
    if (bet.cashout_amount !== null) return 'cashed_out';
    if (!['placed', 'settled', 'void'].includes(bet.status)) return 'not_open';
    await db.query('UPDATE sports_bets SET void_reason = $2, updated_at = now() WHERE id = $1', [betId, reason]);
    await voidLegs(db, { betId }, reason);
    return 'voided';
  });
}

/** Sets the matching legs void; those that had another result make their bets owed the difference. */
async function voidLegs(
  db: pg.PoolClient,
  which: { fixtureId: string; market: MarketType } | { betId: string },
  reason: string,
): Promise<number> {
  // the reason marks the leg as the desk's: a result arriving later leaves it void (legs.ts)
  const [condition, params] =
    'betId' in which
      ? ['g.bet_id = $2', [reason, which.betId]]
      : ['g.fixture_id = $2 AND g.market = $3', [reason, which.fixtureId, which.market]];
  const { rows } = await db.query<{ bet_id: string; had: string | null }>(
    `UPDATE sports_bet_legs g SET result = 'void', void_reason = $1 FROM sports_bet_legs old
      WHERE g.bet_id = old.bet_id AND g.idx = old.idx AND ${condition} AND g.void_reason IS NULL
      RETURNING g.bet_id, old.result AS had`,
    params,
  );
  // bets in id order: two corrections at once lock them in the same order
  const corrected = [...new Set(rows.filter((r) => r.had !== null && r.had !== 'void').map((r) => r.bet_id))].sort();
  for (const bet of corrected) await Adjustments.reconcile(db, bet);
  return rows.length;
}

// ─── per-player limits ──────────────────────────────────────────────────────────────────────

export interface PlayerLimit {
  userId: string;
  maxStake: number | null;
  maxPayout: number | null;
  reason: string;
  updatedAt: string;
}

export async function playerLimit(db: pg.Pool | pg.PoolClient, userId: string): Promise<PlayerLimit | null> {
  return (await playerLimits(db, userId))[0] ?? null;
}

export async function playerLimits(db: pg.Pool | pg.PoolClient, userId?: string): Promise<PlayerLimit[]> {
  const { rows } = await db.query<{
    user_id: string;
    max_stake: string | null;
    max_payout: string | null;
    reason: string;
    updated_at: Date;
  }>(
    `SELECT user_id, max_stake::text, max_payout::text, reason, updated_at FROM sports_player_limits
      WHERE $1::text IS NULL OR user_id = $1 ORDER BY updated_at DESC LIMIT 200`,
    [userId ?? null],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    maxStake: r.max_stake === null ? null : Number(r.max_stake),
    maxPayout: r.max_payout === null ? null : Number(r.max_payout),
    reason: r.reason,
    updatedAt: r.updated_at.toISOString(),
  }));
}

/** Sets a player's limits (both null: removes them). Answers the limits before. */
export async function setPlayerLimit(
  pool: pg.Pool,
  userId: string,
  limit: { maxStake: number | null; maxPayout: number | null; reason: string },
): Promise<PlayerLimit | null> {
  return inTransaction(pool, async (db) => {
    const before = await playerLimit(db, userId);
    if (limit.maxStake === null && limit.maxPayout === null) {
      await db.query('DELETE FROM sports_player_limits WHERE user_id = $1', [userId]);
    } else {
      await db.query(
        `INSERT INTO sports_player_limits (user_id, max_stake, max_payout, reason) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET max_stake = $2, max_payout = $3, reason = $4, updated_at = now()`,
        [userId, limit.maxStake, limit.maxPayout, limit.reason],
      );
    }
    return before;
  });
}

// ─── what the desk watches ──────────────────────────────────────────────────────────────────

export interface DeskMarket {
  marketKey: string;
  market: string;
  bets: number;
  stake: number;
  /** what the open bets on this market would pay together if they all won */
  liability: number;
}

export interface DeskMatch {
  id: string;
  league: string;
  home: string;
  away: string;
  kickoff: string;
  status: string;
  minute: number;
  score: { home: number; away: number } | null;
  htScore: { home: number; away: number } | null;
  outcomeSource: string | null;
  suspended: string[];
  markets: string[];
  liability: number;
  stake: number;
  bets: number;
  byMarket: DeskMarket[];
}

/**
 * The desk's board: matches not yet over (and those that ended in the last `recentHours`), each
 * with the open bets' stake and liability per market. Real leagues only (virtual football is
 * settled by its own draw).
 */
export async function deskMatches(pool: pg.Pool, recentHours = 24): Promise<DeskMatch[]> {
  const { rows } = await pool.query<{
    id: string;
    league: string;
    home: string;
    away: string;
    kickoff: Date;
    status: string;
    minute: number;
    score_home: number | null;
    score_away: number | null;
    ht_home: number | null;
    ht_away: number | null;
    outcome_source: string | null;
    suspended: string[];
    market_types: string[] | null;
    by_market: { market_key: string; market: string; bets: number; stake: number; liability: number }[] | null;
  }>(
    `SELECT f.id, f.league, f.home, f.away, f.kickoff, f.status, f.minute, f.score_home, f.score_away, f.ht_home, f.ht_away,
            f.outcome_source, f.suspended,
            (SELECT array_agg(m->>'market') FROM jsonb_array_elements(f.markets) m) AS market_types,
            (SELECT json_agg(x ORDER BY x.liability DESC) FROM (
               SELECT g.market_key, min(g.market) AS market, count(*)::int AS bets, sum(b.stake)::float8 AS stake,
                      sum(b.potential_win)::float8 AS liability
                 FROM sports_bet_legs g JOIN sports_bets b ON b.id = g.bet_id
                WHERE g.fixture_id = f.id AND g.result IS NULL AND b.status IN ('pending', 'placed') AND b.cashout_amount IS NULL
                GROUP BY g.market_key) x) AS by_market
       FROM sports_fixtures f
      WHERE f.league <> 'vfl'
        AND (f.status IN ('scheduled', 'live', 'suspended', 'postponed')
             OR f.ended_at > now() - make_interval(hours => $1))
      -- live first, then what is still to be played by kick-off, then the latest results
      ORDER BY (f.status = 'live') DESC, (f.outcome IS NULL) DESC, CASE WHEN f.outcome IS NULL THEN f.kickoff END,
               f.ended_at DESC NULLS LAST
      LIMIT 200`,
    [recentHours],
  );
  return rows.map((r) => {
    const byMarket = (r.by_market ?? []).map((m) => ({
      marketKey: m.market_key,
      market: m.market,
      bets: m.bets,
      stake: Number(m.stake),
      liability: Number(m.liability),
    }));
    return {
      id: r.id,
      league: r.league,
      home: r.home,
      away: r.away,
      kickoff: r.kickoff.toISOString(),
      status: r.status,
      minute: r.minute,
      score: r.score_home === null ? null : { home: r.score_home, away: r.score_away! },
      htScore: r.ht_home === null ? null : { home: r.ht_home, away: r.ht_away! },
      outcomeSource: r.outcome_source,
      suspended: r.suspended,
      markets: [...new Set(r.market_types ?? [])],
      liability: byMarket.reduce((s, m) => s + m.liability, 0),
      stake: byMarket.reduce((s, m) => s + m.stake, 0),
      bets: byMarket.reduce((s, m) => s + m.bets, 0),
      byMarket,
    };
  });
}

export interface DelayedBet {
  id: string;
  userId: string;
  stake: number;
  legs: { fixtureId: string; match: string; key: string; odds: number }[];
  until: string;
  createdAt: string;
}

/** In-play slips waiting out the bet delay now (every instance records its own). */
export async function delayedBets(pool: pg.Pool): Promise<DelayedBet[]> {
  const { rows } = await pool.query<{
    id: string;
    user_id: string;
    stake: string;
    legs: DelayedBet['legs'];
    until: Date;
    created_at: Date;
  }>(
    `SELECT id, user_id, stake::text, legs, until, created_at FROM sports_bet_delays
      WHERE until > now() - interval '30 seconds' ORDER BY created_at LIMIT 100`,
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    stake: Number(r.stake),
    legs: r.legs,
    until: r.until.toISOString(),
    createdAt: r.created_at.toISOString(),
  }));
}

export interface DeskBet {
  id: string;
  userId: string;
  kind: string;
  stake: number;
  odds: number;
  potentialWin: number;
  payout: number | null;
  status: string;
  cashedOut: boolean;
  voidReason: string | null;
  createdAt: string;
  legs: { market: string; line: number | null; pick: string; odds: number; result: string | null }[];
}

/** The bets with a leg on a match, newest first: what the desk voids one by one. */
export async function betsOnMatch(pool: pg.Pool, fixtureId: string): Promise<DeskBet[]> {
  const { rows } = await pool.query<{
    id: string;
    user_id: string;
    kind: string;
    stake: string;
    odds: number;
    potential_win: string;
    payout: string | null;
    status: string;
    cashout_amount: string | null;
    void_reason: string | null;
    created_at: Date;
    legs: DeskBet['legs'];
  }>(
    `SELECT b.id, b.user_id, b.kind, b.stake::text, b.odds, b.potential_win::text, b.payout::text, b.status,
            b.cashout_amount::text, b.void_reason, b.created_at,
            (SELECT json_agg(json_build_object('market', l.market, 'line', l.line, 'pick', l.pick, 'odds', l.odds, 'result', l.result)
                      ORDER BY l.idx) FROM sports_bet_legs l WHERE l.bet_id = b.id AND l.fixture_id = $1) AS legs
       FROM sports_bets b
      WHERE b.status IN ('placed', 'settled', 'void')
        AND EXISTS (SELECT 1 FROM sports_bet_legs g WHERE g.bet_id = b.id AND g.fixture_id = $1)
      ORDER BY b.created_at DESC LIMIT 200`,
    [fixtureId],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    kind: r.kind,
    stake: Number(r.stake),
    odds: r.odds,
    potentialWin: Number(r.potential_win),
    payout: r.payout === null ? null : Number(r.payout),
    status: r.status,
    cashedOut: r.cashout_amount !== null,
    voidReason: r.void_reason,
    createdAt: r.created_at.toISOString(),
    legs: r.legs,
  }));
}
