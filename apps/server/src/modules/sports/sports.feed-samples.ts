import { readFileSync } from 'node:fs';

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
