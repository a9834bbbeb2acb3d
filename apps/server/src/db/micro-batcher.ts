interface Waiting<I, O> {
  item: I;
  resolve: (result: O | null) => void;
  reject: (err: unknown) => void;
}

export interface MicroBatcherOptions<I> {
  /** Batches on their way to the database at once. */
  maxInFlight: number;
  /**
   * Chooses the next batch among the waiting items: their indexes, in the order they go out.
   * Items not chosen wait for a later batch, in their order of arrival.
   */
  pick: (waiting: readonly I[]) => number[];
  /**
   * Wait up to this long (ms) for as many items as the last round trip served (those it carried
   * plus those that queued meanwhile), when fewer are waiting (decision 109). Callers that
   * arrive spread out (HTTP requests) otherwise settle into half-size groups that take turns.
   * 0 or absent: never wait.
   */
  gatherMs?: number;
  /** The most items a batch waits for (a batch's size limit in `pick`). */
  gatherUpTo?: number;
}

/**
 * Groups the requests that arrive together into one database call (decisions 011, 016, 057).
 * Nothing waits for a timer: items submitted during one turn of the event loop go out together
 * at its end (`setImmediate`), as soon as fewer than `maxInFlight` batches are under way;
 * otherwise they join the next batch, sent when one returns. Answers reach their callers before
 * the next batch is formed, so callers resumed by one answer travel together. On a quiet server
 * every batch holds one item; under load one round trip serves several. Each item still gets
 * its own answer (null where the call had none for it); a failed call fails its whole batch.
 */
export class MicroBatcher<I, O> {
  private queue: Waiting<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Items the last round trip served: what the next batch waits for, up to gatherMs. */
  private demand = 1;
  private gatherTimer: NodeJS.Timeout | null = null;
  private gatherDone = false;

  constructor(
    private readonly send: (items: I[]) => Promise<(O | null)[]>,
    private readonly opts: MicroBatcherOptions<I>,
  ) {}

  submit(item: I): Promise<O | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
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
    while (this.inFlight < this.opts.maxInFlight && this.queue.length > 0) {
      if (this.opts.gatherMs && this.queue.length < this.demand && !this.gatherDone) {
        this.gatherTimer ??= setTimeout(() => {
          this.gatherTimer = null;
          this.gatherDone = true;
          this.pump();
        }, this.opts.gatherMs);
        return;
      }
      this.gatherDone = false;
      if (this.gatherTimer) {
        clearTimeout(this.gatherTimer);
        this.gatherTimer = null;
      }
      const chosen = this.opts.pick(this.queue.map((w) => w.item));
      if (chosen.length === 0) return;
      const taken = new Set(chosen);
      const batch = chosen.map((i) => this.queue[i] as Waiting<I, O>);
      this.queue = this.queue.filter((_, i) => !taken.has(i));
      this.inFlight++;
      this.send(batch.map((w) => w.item)).then(
        (results) => {
          this.demand = Math.min(batch.length + this.queue.length, this.opts.gatherUpTo ?? Number.POSITIVE_INFINITY);
          for (const [i, w] of batch.entries()) w.resolve(results[i] ?? null);
          this.done();
        },
        (err: unknown) => {
          this.demand = 1;
          for (const w of batch) w.reject(err);
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
