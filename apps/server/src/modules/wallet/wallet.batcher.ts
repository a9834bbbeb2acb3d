import type { FastGameArgs, GameRow } from './wallet.repository';

interface Pending {
  args: FastGameArgs;
  resolve: (row: GameRow | null) => void;
  reject: (err: unknown) => void;
}

export interface GameBatcherOptions {
  /** Batches on their way to the database at once. */
  maxInFlight: number;
  /** Operations per batch at most. */
  maxBatch: number;
}

/**
 * Groups concurrent bets and wins into one fast-path call, one transaction (decisions 011, 016).
 * Nothing waits for a timer: operations submitted during one turn of the event loop go out
 * together at its end (`setImmediate`), as soon as fewer than `maxInFlight` groups are under
 * way; otherwise they join the next group, sent when one returns. Answers reach their callers
 * before the next group is formed, so callers resumed by one answer travel together. On a quiet
 * server every operation is a group of one; under load a commit, a statement and a round trip
 * serve several operations. A group holds at most one operation per player and per key (the
 * others wait for the next one) and goes out sorted by cash account, the ledger's lock order.
 * Each operation still succeeds or fails on its own: declined ones come back as null for the
 * caller to run through the full function.
 */
export class GameBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly send: (ops: FastGameArgs[]) => Promise<(GameRow | null)[]>,
    private readonly opts: GameBatcherOptions,
  ) {}

  submit(args: FastGameArgs): Promise<GameRow | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ args, resolve, reject });
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
      const batch: Pending[] = [];
      const rest: Pending[] = [];
      const players = new Set<number>();
      const keys = new Set<string>();
      for (const p of this.queue) {
        const key = `${p.args.scope}\n${p.args.externalId}`;
        if (batch.length < this.opts.maxBatch && !players.has(p.args.playerId) && !keys.has(key)) {
          batch.push(p);
          players.add(p.args.playerId);
          keys.add(key);
        } else {
          rest.push(p);
        }
      }
      this.queue = rest;
      this.inFlight++;
      // Player rows are locked in account order (the ledger's lock order).
      batch.sort((a, b) => a.args.cashAccount - b.args.cashAccount);
      this.send(batch.map((p) => p.args)).then(
        (rows) => {
          for (const [i, p] of batch.entries()) p.resolve(rows[i] ?? null);
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
