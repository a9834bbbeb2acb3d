import { MAX_SHOTS, type Shot } from '../../games/fish';

/** Where unconfirmed batches survive a reload (the tab's localStorage in the browser). */
export interface BatchStore {
  load(): string | null;
  save(value: string | null): void;
}

export interface PendingBatch {
  id: string;
  shots: Shot[];
}

/** What sending a batch came to: settled (its result), dropped (refused or refunded: no money moved), or thrown (unknown: send it again). */
export type SendOutcome<R> = { kind: 'settled'; result: R } | { kind: 'dropped'; message: string };

/**
 * Groups shots into batches for the wallet. A batch gets its id and is written to the store
 * BEFORE it is sent, and leaves the store only once the server has answered it for good, so a
 * failed request or a reload sends the very same batch (same id, same shots) again — the server
 * answers a known id with its first result, never drawing or charging it twice. Batches go one
 * at a time, in order.
 */
export class ShotBatcher<R, Ref = unknown> {
  private queue: { shot: Shot; ref: Ref | null }[] = [];
  private pending: PendingBatch[];
  private refs = new Map<string, (Ref | null)[]>();
  private sending = false;

  constructor(
    private readonly store: BatchStore,
    private readonly send: (batch: PendingBatch) => Promise<SendOutcome<R>>,
    private readonly newId: () => string,
    private readonly onDone: (batch: PendingBatch, outcome: SendOutcome<R>, refs: (Ref | null)[]) => void,
  ) {
    this.pending = parseStore(store.load());
  }

  add(shot: Shot, ref: Ref | null = null): void {
    this.queue.push({ shot, ref });
  }

  /** Stake of every shot fired and not yet settled (queued, or sent without a final answer). */
  unsettledStake(): number {
    const sum = (shots: Shot[]) => shots.reduce((s, x) => s + x.level, 0);
    return sum(this.queue.map((q) => q.shot)) + this.pending.reduce((s, b) => s + sum(b.shots), 0);
  }

  get waiting(): number {
    return this.queue.length + this.pending.reduce((s, b) => s + b.shots.length, 0);
  }

  /** Cuts the queue into batches, persists them, and sends what is pending. Resolves false if a send must be retried. */
  async flush(): Promise<boolean> {
    while (this.queue.length > 0) {
      const part = this.queue.splice(0, MAX_SHOTS);
      const batch = { id: this.newId(), shots: part.map((p) => p.shot) };
      this.refs.set(
        batch.id,
        part.map((p) => p.ref),
      );
      this.pending.push(batch);
    }
    this.persist();
    if (this.sending) return true;
    this.sending = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending[0]!;
        let outcome: SendOutcome<R>;
        try {
          outcome = await this.send(batch);
        } catch {
          return false; // unknown: kept, sent again on the next flush
        }
        this.pending.shift();
        this.persist();
        const refs = this.refs.get(batch.id) ?? batch.shots.map(() => null);
        this.refs.delete(batch.id);
        this.onDone(batch, outcome, refs);
      }
      return true;
    } finally {
      this.sending = false;
    }
  }

  private persist() {
    this.store.save(this.pending.length ? JSON.stringify(this.pending) : null);
  }
}

function parseStore(raw: string | null): PendingBatch[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (b): b is PendingBatch =>
        typeof b === 'object' &&
        b !== null &&
        typeof (b as PendingBatch).id === 'string' &&
        Array.isArray((b as PendingBatch).shots),
    );
  } catch {
    return [];
  }
}
