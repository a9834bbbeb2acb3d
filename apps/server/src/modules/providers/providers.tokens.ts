import { MicroBatcher } from '../../db/micro-batcher';

/** What a play token stands for right now: its player, and whether the session is open and unexpired. */
export interface PlayTokenSession {
  playerId: number;
  live: boolean;
}

const MAX_LOOKUPS_PER_QUERY = 256;
const MAX_QUERIES_IN_FLIGHT = 2;

/**
 * Looks play tokens up for the provider callbacks, grouping the lookups that arrive together
 * into one query (decision 057) through the shared micro-batcher. Every callback still reads
 * the session from the database after it arrived, so a session ended by logout, a new login or
 * a status change (self-exclusion, disabling: decision 052) refuses the next bet exactly as a
 * lookup of its own would; there is no cache.
 */
export class PlayTokenLookup {
  private readonly batcher: MicroBatcher<string, PlayTokenSession>;

  constructor(
    resolveMany: (tokens: string[]) => Promise<(PlayTokenSession | null)[]>,
    maxInFlight = MAX_QUERIES_IN_FLIGHT,
  ) {
    this.batcher = new MicroBatcher(resolveMany, {
      maxInFlight,
      pick: (waiting) => waiting.slice(0, MAX_LOOKUPS_PER_QUERY).map((_, i) => i),
    });
  }

  lookup(token: string): Promise<PlayTokenSession | null> {
    return this.batcher.submit(token);
  }
}
