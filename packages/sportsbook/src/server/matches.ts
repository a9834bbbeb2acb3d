import type pg from 'pg';
import { sportsT } from '../i18n';
import { LEAGUES } from '../leagues';
import { type PlayedMatch, playMatch } from '../match';
import type { PricedMarket } from '../model';
import { openMarkets } from './trading';

/** the sport the platform's match schedule names (its records are in Vietnamese) */
const SPORT = sportsT('vi')('records.sport');

export type MatchStatusFilter = 'upcoming' | 'live' | 'finished';

export interface MatchView {
  id: string;
  league: string;
  leagueName: string;
  virtual: boolean;
  home: string;
  away: string;
  kickoff: string;
  status: 'scheduled' | 'live' | 'suspended' | 'finished' | 'postponed' | 'abandoned';
  minute: number | null;
  score: { home: number; away: number } | null;
  halfTime: { home: number; away: number } | null;
  /** goals so far (live) or all of them (finished): minute and side */
  goals: PlayedMatch['goals'];
  markets: PricedMarket[];
  oddsVersion: number;
  fairness: {
    serverSeedHash: string | null;
    /** revealed once the match has a result */
    serverSeed: string | null;
    clientSeed: string;
    nonce: 0;
    rates: { home: number; away: number } | null;
  };
}

interface Row {
  id: string;
  league: string;
  home: string;
  away: string;
  kickoff: Date;
  status: MatchView['status'];
  minute: number;
  score_home: number | null;
  score_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  markets: PricedMarket[];
  odds_version: number;
  server_seed: string | null;
  server_seed_hash: string | null;
  rate_home: number | null;
  rate_away: number | null;
  timeline: PlayedMatch | null;
  suspended: string[];
}

const STATUSES: Record<MatchStatusFilter, string[]> = {
  upcoming: ['scheduled'],
  live: ['live', 'suspended'],
  finished: ['finished', 'postponed', 'abandoned'],
};

function view(r: Row, withMarkets: boolean): MatchView {
  const league = LEAGUES.find((l) => l.code === r.league);
  const over = r.status === 'finished' || r.status === 'abandoned' || r.status === 'postponed';
  const goals =
    r.timeline && (over || r.status === 'live') ? r.timeline.goals.filter((g) => over || g.minute <= r.minute) : [];
  return {
    id: r.id,
    league: r.league,
    leagueName: league?.name ?? r.league,
    virtual: league?.virtual ?? false,
    home: r.home,
    away: r.away,
    kickoff: r.kickoff.toISOString(),
    status: r.status,
    minute: r.status === 'live' ? r.minute : null,
    score: r.score_home === null || r.score_away === null ? null : { home: r.score_home, away: r.score_away },
    halfTime: r.ht_home === null || r.ht_away === null ? null : { home: r.ht_home, away: r.ht_away },
    goals,
    // what the trading desk suspended is not offered (the bet slip drops a pick on it, and says so)
    markets: withMarkets ? openMarkets(r.markets, r.suspended) : [],
    oddsVersion: r.odds_version,
    fairness: {
      serverSeedHash: r.server_seed_hash,
      serverSeed: over ? r.server_seed : null,
      clientSeed: r.id,
      nonce: 0,
      rates: r.rate_home === null || r.rate_away === null ? null : { home: r.rate_home, away: r.rate_away },
    },
  };
}

const COLUMNS = `id, league, home, away, kickoff, status, minute, score_home, score_away, ht_home, ht_away, markets,
                 odds_version, server_seed, server_seed_hash, rate_home, rate_away, timeline, suspended`;

/**
 * Matches of the feed: upcoming by kick-off, live, or finished (latest first). `date` (YYYY-MM-DD,
 * Vietnam time) and `league` narrow the list; `virtual` picks the virtual league or the real ones.
 * Matches that kick off together are in id order: with the limit cutting between them, an order
 * left to the database let one poll list a match and the next one drop it, which the sportsbook
 * screen took for a match that stopped taking bets.
 */
export async function listMatches(
  pool: pg.Pool,
  q: {
    status?: MatchStatusFilter;
    league?: string;
    date?: string;
    virtual?: boolean;
    limit?: number;
    markets?: boolean;
  },
): Promise<MatchView[]> {
  const statuses = q.status
    ? STATUSES[q.status]
    : ['scheduled', 'live', 'suspended', 'finished', 'postponed', 'abandoned'];
  const virtualCodes = LEAGUES.filter((l) => l.virtual).map((l) => l.code);
  const { rows } = await pool.query<Row>(
    `SELECT ${COLUMNS} FROM sports_fixtures
      WHERE status = ANY($1::text[])
        AND ($2::text IS NULL OR league = $2)
        AND ($3::date IS NULL OR (kickoff AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = $3::date)
        AND ($4::boolean IS NULL OR (league = ANY($5::text[])) = $4)
      ORDER BY CASE WHEN $6::boolean THEN kickoff END DESC, kickoff ASC, id ASC
      LIMIT $7`,
    [
      statuses,
      q.league ?? null,
      q.date ?? null,
      q.virtual ?? null,
      virtualCodes,
      q.status === 'finished',
      q.limit ?? 100,
    ],
  );
  return rows.map((r) => view(r, q.markets ?? false));
}

export async function getMatch(pool: pg.Pool, id: string): Promise<MatchView | null> {
  const { rows } = await pool.query<Row>(`SELECT ${COLUMNS} FROM sports_fixtures WHERE id = $1`, [id]);
  return rows[0] ? view(rows[0], true) : null;
}

/** Replays a finished sandbox match from its revealed seed: the verifier's side of the fairness. */
export async function replayMatch(
  fairRandom: (serverSeed: string, clientSeed: string, nonce: number) => { int(n: number): number },
  m: MatchView,
): Promise<PlayedMatch | null> {
  if (!m.fairness.serverSeed || !m.fairness.rates) return null;
  return playMatch(fairRandom(m.fairness.serverSeed, m.fairness.clientSeed, 0), m.fairness.rates);
}

/** The site's schedule (/lich-thi-dau, the sports lobby): matches kicking off in a time range. */
export async function fixturesBetween(
  pool: pg.Pool,
  range: { from: string; to: string; league?: string },
): Promise<
  {
    id: string;
    sport: string;
    league: string;
    leagueCode: string;
    home: string;
    away: string;
    kickoff: string;
    status: MatchView['status'];
    minute: number | null;
    score: { home: number; away: number } | null;
  }[]
> {
  const from = new Date(range.from);
  const to = new Date(range.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return [];
  const virtualCodes = LEAGUES.filter((l) => l.virtual).map((l) => l.code);
  const { rows } = await pool.query<Row>(
    `SELECT ${COLUMNS} FROM sports_fixtures
      WHERE kickoff >= $1 AND kickoff < $2 AND NOT (league = ANY($3::text[])) AND ($4::text IS NULL OR league = $4)
      ORDER BY kickoff, league LIMIT 300`,
    [from, to, virtualCodes, range.league ?? null],
  );
  return rows.map((r) => {
    const v = view(r, false);
    return {
      id: v.id,
      sport: SPORT,
      league: v.leagueName,
      leagueCode: v.league,
      home: v.home,
      away: v.away,
      kickoff: v.kickoff,
      status: v.status,
      minute: v.minute,
      score: v.score,
    };
  });
}
