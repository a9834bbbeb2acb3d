import { ErrorMessage } from '@app/contract';
import { AppError } from '../http/errors';

/**
 * Runs the tasks of one key one after another in this process. A task waiting for its turn
 * holds nothing (no connection, no lock), so a storm of copies of one webhook waits here in
 * memory instead of filling the pool with transactions that all wait on the same lock
 * (decision 071). Across instances the key's advisory lock still serialises; this only keeps
 * one waiter per instance at the database. Past `maxWaiting` a key refuses with 503.
 */
export class KeyedQueue {
  private readonly keys = new Map<string, { tail: Promise<void>; waiting: number }>();

  constructor(private readonly maxWaiting = 100) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let entry = this.keys.get(key);
    if (!entry) {
      entry = { tail: Promise.resolve(), waiting: 0 };
      this.keys.set(key, entry);
    }
    if (entry.waiting >= this.maxWaiting)
      throw new AppError(503, 'SERVER_BUSY', ErrorMessage.SERVER_BUSY, { retryAfterSeconds: 5 });
    entry.waiting++;
    const before = entry.tail;
    let done!: () => void;
    entry.tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      await before;
      return await task();
    } finally {
      done();
      entry.waiting--;
      if (entry.waiting === 0) this.keys.delete(key);
    }
  }

  /** Keys with tasks running or waiting (for tests). */
  get size(): number {
    return this.keys.size;
  }
}
