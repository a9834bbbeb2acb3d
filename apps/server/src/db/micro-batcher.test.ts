import { describe, expect, it } from 'vitest';
import { MicroBatcher } from './micro-batcher';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe(MicroBatcher.name, () => {
  it('should send the items of one event-loop turn as one batch and answer each caller', async () => {
    const calls: number[][] = [];
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        calls.push(items);
        return items.map((n) => n * 10);
      },
      { maxInFlight: 2, pick: (w) => w.map((_, i) => i) },
    );
    const answers = await Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
    expect(answers).toEqual([10, 20, 30]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('should keep at most maxInFlight batches under way and send the rest when one returns', async () => {
    const pending: { items: number[]; done: ReturnType<typeof deferred<(number | null)[]>> }[] = [];
    const batcher = new MicroBatcher<number, number>(
      (items) => {
        const done = deferred<(number | null)[]>();
        pending.push({ items, done });
        return done.promise;
      },
      { maxInFlight: 1, pick: (w) => (w.length > 0 ? [0] : []) },
    );
    const a = batcher.submit(1);
    const b = batcher.submit(2);
    await new Promise((r) => setImmediate(r));
    expect(pending.map((p) => p.items)).toEqual([[1]]);
    pending[0]?.done.resolve([100]);
    expect(await a).toBe(100);
    await new Promise((r) => setImmediate(r));
    expect(pending.map((p) => p.items)).toEqual([[1], [2]]);
    pending[1]?.done.resolve([]);
    expect(await b).toBeNull();
  });

  it('should send the picked items in the picked order and keep the others for later', async () => {
    const calls: string[][] = [];
    const batcher = new MicroBatcher<string, string>(
      async (items) => {
        calls.push(items);
        return items;
      },
      // at most one item per first letter, sent in reverse order of arrival
      {
        maxInFlight: 1,
        pick: (w) => {
          const seen = new Set<string>();
          const out: number[] = [];
          for (const [i, s] of w.entries()) {
            const letter = s.slice(0, 1);
            if (seen.has(letter)) continue;
            seen.add(letter);
            out.push(i);
          }
          return out.reverse();
        },
      },
    );
    await Promise.all(['a1', 'b1', 'a2', 'c1', 'b2'].map((s) => batcher.submit(s)));
    expect(calls).toEqual([
      ['c1', 'b1', 'a1'],
      ['b2', 'a2'],
    ]);
  });

  it('should fail every caller of a batch whose call fails, and go on with the next', async () => {
    let fail = true;
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        if (fail) {
          fail = false;
          throw new Error('database down');
        }
        return items;
      },
      { maxInFlight: 1, pick: (w) => w.map((_, i) => i) },
    );
    const first = Promise.allSettled([batcher.submit(1), batcher.submit(2)]);
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await batcher.submit(3)).toBe(3);
  });
  it('should wait up to gatherMs for as many items as the last round trip served, and no longer', async () => {
    const calls: number[][] = [];
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        calls.push(items);
        await new Promise((r) => setTimeout(r, 5));
        return items;
      },
      { maxInFlight: 1, gatherMs: 50, gatherUpTo: 4, pick: (w) => w.map((_, i) => i) },
    );
    // A lone item goes out at once: nothing was served together before.
    await batcher.submit(0);
    // Two callers, then two more while their batch is under way: the round trip served four,
    // so the two queued wait for the first two's next items instead of going out as a pair.
    const first = [batcher.submit(1), batcher.submit(2)];
    await new Promise((r) => setImmediate(r));
    const second = [batcher.submit(3), batcher.submit(4)];
    await Promise.all(first);
    const third = [batcher.submit(5), batcher.submit(6)];
    await Promise.all([...second, ...third]);
    expect(calls).toEqual([[0], [1, 2], [3, 4, 5, 6]]);
    // Spread-out callers keep going as one group of four.
    const spread = [batcher.submit(7), batcher.submit(8)];
    await new Promise((r) => setTimeout(r, 10));
    spread.push(batcher.submit(9), batcher.submit(10));
    await Promise.all(spread);
    expect(calls.at(-1)).toEqual([7, 8, 9, 10]);
    // Fewer callers than that wait gatherMs at most, then go.
    const started = performance.now();
    expect(await batcher.submit(11)).toBe(11);
    expect(performance.now() - started).toBeLessThan(500);
    expect(calls.at(-1)).toEqual([11]);
  });
});
