import { readFileSync } from 'node:fs';
import { DEFAULT_MARGINS, KICK_OFF, parseFootballData, priceMarkets, rateOf } from '@app/sportsbook';
import { importFeed } from '@app/sportsbook/server';
import type pg from 'pg';

const samples = new URL('../../../../../packages/sportsbook/src/feeds/samples/', import.meta.url);

/** Manchester City - Sheffield United as football-data.org v4 recorded it (TIMED): the shape every step starts from. */
const recorded = (
  JSON.parse(readFileSync(new URL('football-data-v4-teams-65-matches.json', samples), 'utf8')) as {
    matches: { id: number }[];
  }
).matches.find((m) => m.id === 436138)!;

type Goals = { home: number | null; away: number | null };

export interface FdChanges {
  status?: string;
  minute?: number;
  fullTime?: Goals;
  halfTime?: Goals;
  duration?: 'REGULAR' | 'EXTRA_TIME' | 'PENALTY_SHOOTOUT';
  regularTime?: Goals;
  utcDate?: Date;
}

/**
 * The recorded match under another id and kick-off, with the status and score of one moment of
 * a feed sequence, in football-data.org's published shape (the winner follows the score).
 */
export function fdMatch(id: number, kickoff: Date, c: FdChanges = {}): unknown {
  const fullTime = c.fullTime ?? { home: null, away: null };
  const winner =
    fullTime.home === null || fullTime.away === null
      ? null
      : fullTime.home > fullTime.away
        ? 'HOME_TEAM'
        : fullTime.home < fullTime.away
          ? 'AWAY_TEAM'
          : 'DRAW';
  return {
    ...recorded,
    id,
    utcDate: (c.utcDate ?? kickoff).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    status: c.status ?? 'TIMED',
    ...(c.minute !== undefined ? { minute: c.minute } : {}),
    score: {
      winner,
      duration: c.duration ?? 'REGULAR',
      fullTime,
      halfTime: c.halfTime ?? { home: null, away: null },
      ...(c.regularTime ? { regularTime: c.regularTime } : {}),
    },
  };
}

let nextId = 900_000 + Math.floor(Math.random() * 1_000_000);

/**
 * A match the feed lists (kick-off in an hour by default), priced by our model so bets can be
 * placed on it; `feed` imports the next moment of its sequence, `leg` picks a selection.
 */
export async function listedMatch(pool: pg.Pool, kickoff = new Date(Date.now() + 3_600_000)) {
  const id = nextId++;
  const margins = DEFAULT_MARGINS;
  const feed = (changes: FdChanges = {}) =>
    importFeed(pool, { fixtures: parseFootballData({ matches: [fdMatch(id, kickoff, changes)] }), margins });
  await feed();
  const markets = priceMarkets({ home: rateOf(1.5), away: rateOf(1.1) }, KICK_OFF, margins);
  const { rows } = await pool.query<{ id: string }>(
    `UPDATE sports_fixtures SET markets = $2 WHERE source = 'football-data' AND external_id = $1 RETURNING id`,
    [String(id), JSON.stringify(markets)],
  );
  const fixtureId = rows[0]!.id;
  const leg = (market: string, pick: string) => {
    const s = markets.find((m) => m.market === market)!.selections.find((x) => x.pick === pick)!;
    return { fixtureId, key: s.key, odds: s.odds };
  };
  return { id, fixtureId, feed, leg };
}
