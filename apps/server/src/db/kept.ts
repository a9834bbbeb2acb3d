/*
 * Values read from a table and kept for a short time, dropped when the table changes: this
 * instance's own write, or another instance's change notice (decision 102). A read in flight while
 * the table changed may have seen it before the change, and its answer can land after the drop;
 * such an answer is used by its caller but not kept, or the old value would be served until its
 * time ran out (a list read during a seed once lacked the seeded missions for 10 s).
 */

/**
 * One value (a settings row, a rule, a list), kept for `ttlMs`. Callers that miss at the same
 * time share one read, unless the table changed since it started.
 */
export class Kept<T> {
  private kept: { at: number; value: T } | null = null;
  private loading: { drops: number; value: Promise<T> } | null = null;
  private drops = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    const kept = this.kept;
    if (kept && Date.now() - kept.at < this.ttlMs) return Promise.resolve(kept.value);
    if (this.loading?.drops === this.drops) return this.loading.value;
    const drops = this.drops;
    const at = Date.now();
    const value = this.load().then((v) => {
      if (drops === this.drops) this.kept = { at, value: v };
      return v;
    });
    const loading = { drops, value };
    this.loading = loading;
    const done = () => {
      if (this.loading === loading) this.loading = null;
    };
    value.then(done, done);
    return value;
  }

  /** The value this instance has just written: kept at once, and no earlier read may replace it. */
  set(value: T): void {
    this.drops++;
    this.kept = { at: Date.now(), value };
  }

  drop(): void {
    this.drops++;
    this.kept = null;
  }
}

/** Values by key (a provider by its code), each kept for `ttlMs`; a drop drops them all. */
export class KeptByKey<K, V> {
  private readonly kept = new Map<K, { at: number; value: V }>();
  private drops = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly load: (key: K) => Promise<V>,
  ) {}

  async get(key: K): Promise<V> {
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.at < this.ttlMs) return kept.value;
    const drops = this.drops;
    const at = Date.now();
    const value = await this.load(key);
    if (drops === this.drops) this.kept.set(key, { at, value });
    return value;
  }

  /** One key's row changed: it is read again, and no read in flight keeps what it saw. */
  forget(key: K): void {
    this.drops++;
    this.kept.delete(key);
  }

  drop(): void {
    this.drops++;
    this.kept.clear();
  }
}
