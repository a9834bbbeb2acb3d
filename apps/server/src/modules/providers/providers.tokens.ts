/** What a play token stands for right now: its player, and whether the session is open and unexpired. */
export interface PlayTokenSession {
  playerId: number;
  live: boolean;
}

interface Pending {
  token: string;
  resolve: (session: PlayTokenSession | null) => void;
  reject: (err: unknown) => void;
}

const MAX_LOOKUPS_PER_QUERY = 256;
const MAX_QUERIES_IN_FLIGHT = 2;

/**
 * Looks play tokens up for the provider callbacks, grouping the lookups that arrive together
 * into one query (decision 057). Every callback still reads the session from the database after
 * it arrived, so a session ended by logout, a new login or a status change (self-exclusion,
 * disabling: decision 052) refuses the next bet exactly as a lookup of its own would; there is
 * no cache. Nothing waits for a timer: lookups requested during one turn of the event loop go
 * out together at its end, at most two queries are under way, and whatever arrives meanwhile
 * goes out with the next one.
 */
export class PlayTokenLookup {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly resolveMany: (tokens: string[]) => Promise<(PlayTokenSession | null)[]>,
    private readonly maxInFlight = MAX_QUERIES_IN_FLIGHT,
  ) {}

  lookup(token: string): Promise<PlayTokenSession | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ token, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_LOOKUPS_PER_QUERY);
      this.inFlight++;
      this.resolveMany(batch.map((p) => p.token)).then(
        (sessions) => {
          for (const [i, p] of batch.entries()) p.resolve(sessions[i] ?? null);
          this.done();
        },
        (err: unknown) => {
          for (const p of batch) p.reject(err);
          this.done();
        },
      );
    }
  }

  private done(): void {
    this.inFlight--;
    if (this.queue.length > 0) this.schedule();
  }
}
