import { MicroBatcher } from '../../db/micro-batcher';
import type { FastGameArgs, GameRow } from './wallet.repository';

export interface GameBatcherOptions {
  /** Batches on their way to the database at once. */
  maxInFlight: number;
  /** Operations per batch at most. */
  maxBatch: number;
  /** How long a batch may wait for the callers the last one served (MicroBatcher's gatherMs). */
  gatherMs?: number;
}

/**
 * Groups concurrent bets and wins into one fast-path call, one transaction (decisions 011, 016),
 * through the shared micro-batcher. A group holds at most one operation per player and per key
 * (the others wait for the next one) and goes out sorted by cash account, the ledger's lock
 * order. Each operation still succeeds or fails on its own: declined ones come back as null for
 * the caller to run through the full function.
 */
export class GameBatcher {
  private readonly batcher: MicroBatcher<FastGameArgs, GameRow>;

  constructor(send: (ops: FastGameArgs[]) => Promise<(GameRow | null)[]>, opts: GameBatcherOptions) {
    this.batcher = new MicroBatcher(send, {
      maxInFlight: opts.maxInFlight,
      gatherMs: opts.gatherMs,
      gatherUpTo: opts.maxBatch,
      pick: (w) => pickGroup(w, opts.maxBatch),
    });
  }

  submit(args: FastGameArgs): Promise<GameRow | null> {
    return this.batcher.submit(args);
  }
}

function pickGroup(waiting: readonly FastGameArgs[], maxBatch: number): number[] {
  const chosen: number[] = [];
  const players = new Set<number>();
  const keys = new Set<string>();
  for (const [i, op] of waiting.entries()) {
    if (chosen.length >= maxBatch) break;
    const key = `${op.scope}\n${op.externalId}`;
    if (players.has(op.playerId) || keys.has(key)) continue;
    chosen.push(i);
    players.add(op.playerId);
    keys.add(key);
  }
  return chosen.sort((a, b) => (waiting[a] as FastGameArgs).cashAccount - (waiting[b] as FastGameArgs).cashAccount);
}
