import { z } from 'zod';
import type { MatchOutcome } from '../settlement';

/**
 * football-data.org API v4 (https://docs.football-data.org/general/v4/): fixtures and results
 * from `GET /v4/competitions/{code}/matches` (or `/v4/matches`). Score rules (their
 * "Dealing with scores" page): `score.fullTime` is the running score from IN_PLAY on and the
 * final score at FINISHED; `score.halfTime` is set at PAUSED; when `score.duration` is
 * EXTRA_TIME or PENALTY_SHOOTOUT, `regularTime` holds the 90-minute score, which is what our
 * markets settle on.
 */

const ZTeam = z.object({ id: z.number().int().nullable(), name: z.string().nullable() });
const ZGoals = z.object({ home: z.number().int().min(0).nullable(), away: z.number().int().min(0).nullable() });

export const ZFootballDataMatch = z.object({
  id: z.number().int(),
  utcDate: z.iso.datetime({ offset: true }),
  status: z.enum([
    'SCHEDULED',
    'TIMED',
    'IN_PLAY',
    'PAUSED',
    'FINISHED',
    'SUSPENDED',
    'POSTPONED',
    'CANCELLED',
    'AWARDED',
  ]),
  minute: z.union([z.number().int(), z.string()]).nullish(),
  competition: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullish() }),
  homeTeam: ZTeam,
  awayTeam: ZTeam,
  score: z.object({
    winner: z.enum(['HOME_TEAM', 'AWAY_TEAM', 'DRAW']).nullable(),
    duration: z.enum(['REGULAR', 'EXTRA_TIME', 'PENALTY_SHOOTOUT']),
    fullTime: ZGoals,
    halfTime: ZGoals,
    regularTime: ZGoals.optional(),
  }),
  lastUpdated: z.string().optional(),
});
export type FootballDataMatch = z.infer<typeof ZFootballDataMatch>;

export const ZFootballDataMatches = z.object({ matches: z.array(ZFootballDataMatch) });

/** football-data.org competition codes of the leagues we list. */
export const FOOTBALL_DATA_LEAGUES: Record<string, string> = {
  PL: 'epl',
  PD: 'laliga',
  SA: 'seriea',
  BL1: 'bundesliga',
  CL: 'ucl',
};

/** A fixture as the sportsbook stores it, from any feed. */
export interface FeedFixture {
  source: string;
  externalId: string;
  league: string;
  home: string;
  away: string;
  kickoff: Date;
  status: FixtureStatus;
  minute: number | null;
  score: { home: number; away: number } | null;
  halfTime: { home: number; away: number } | null;
  /**
   * The final outcome settlement uses, once the feed says the match is over (finished, awarded,
   * cancelled); null while it may still be played (scheduled, live, postponed, suspended).
   */
  result: MatchOutcome | null;
}

/** A fixture's state as the sportsbook stores and shows it. */
export type FixtureStatus = 'scheduled' | 'live' | 'suspended' | 'finished' | 'postponed' | 'abandoned';

const STATUS: Record<FootballDataMatch['status'], FeedFixture['status']> = {
  SCHEDULED: 'scheduled',
  TIMED: 'scheduled',
  IN_PLAY: 'live',
  PAUSED: 'live',
  FINISHED: 'finished',
  AWARDED: 'finished',
  POSTPONED: 'postponed',
  // a suspended match may resume (or be replayed under the same id): it stays open
  SUSPENDED: 'suspended',
  CANCELLED: 'abandoned',
};

const pair = (g: { home: number | null; away: number | null } | undefined) =>
  g && g.home !== null && g.away !== null ? { home: g.home, away: g.away } : null;

type Score = { home: number; away: number } | null;

/**
 * The final outcome of a match in a final state. A FINISHED match may come without its
 * half-time score (football-data.org fills it in later): it settles now, its first-half
 * selections when the score arrives. A CANCELLED match that had kicked off (a running score) was
 * abandoned at that score; one that had not was never played.
 */
function outcomeOf(status: FootballDataMatch['status'], ninety: Score, half: Score): MatchOutcome | null {
  const ht = { htHome: half?.home ?? null, htAway: half?.away ?? null };
  if ((status === 'FINISHED' || status === 'AWARDED') && ninety) {
    return { status: status === 'FINISHED' ? 'finished' : 'awarded', home: ninety.home, away: ninety.away, ...ht };
  }
  if (status === 'CANCELLED') {
    return ninety
      ? { status: 'abandoned', home: ninety.home, away: ninety.away, ...ht }
      : { status: 'void', home: 0, away: 0, htHome: null, htAway: null };
  }
  return null;
}

/**
 * Parses a matches answer; matches of competitions we do not list and matches without both
 * teams (undecided knockout slots) are left out. Throws on a body that is not that format.
 */
export function parseFootballData(body: unknown): FeedFixture[] {
  const { matches } = ZFootballDataMatches.parse(body);
  const out: FeedFixture[] = [];
  for (const m of matches) {
    const league = m.competition.code ? FOOTBALL_DATA_LEAGUES[m.competition.code] : undefined;
    if (!league || !m.homeTeam.name || !m.awayTeam.name) continue;
    const status = STATUS[m.status];
    const running = pair(m.score.fullTime);
    const ninety = m.score.duration === 'REGULAR' ? running : pair(m.score.regularTime);
    const half = pair(m.score.halfTime);
    out.push({
      source: 'football-data',
      externalId: String(m.id),
      league,
      home: m.homeTeam.name,
      away: m.awayTeam.name,
      kickoff: new Date(m.utcDate),
      status,
      minute: typeof m.minute === 'number' ? m.minute : null,
      score: running,
      halfTime: half,
      result: outcomeOf(m.status, ninety, half),
    });
  }
  return out;
}
