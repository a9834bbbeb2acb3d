import { describe, expect, it } from 'vitest';
import { Kept, KeptByKey } from './kept';

/** A read the test answers by hand, to hold it in flight across a drop. */
function source<T>() {
  const pending: ((v: T) => void)[] = [];
  let reads = 0;
  const load = () => {
    reads++;
    return new Promise<T>((resolve) => pending.push(resolve));
  };
  return { load, answer: (v: T) => pending.shift()!(v), reads: () => reads };
}

describe('Kept', () => {
  it('should keep a value for its time and share one read between callers that miss together', async () => {
    const s = source<string>();
    const kept = new Kept(60_000, s.load);
    const [a, b] = [kept.get(), kept.get()];
    s.answer('v1');
    expect(await a).toBe('v1');
    expect(await b).toBe('v1');
    expect(await kept.get()).toBe('v1');
    expect(s.reads()).toBe(1);
  });

  it('should use but not keep a read that was in flight when the table changed', async () => {
    const s = source<string>();
    const kept = new Kept(60_000, s.load);
    const before = kept.get();
    kept.drop();
    // a caller after the drop does not share the read that began before it
    const after = kept.get();
    expect(s.reads()).toBe(2);
    s.answer('old');
    s.answer('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await kept.get()).toBe('new');
    expect(s.reads()).toBe(2);
  });

  it("should keep this instance's own write over a read that began before it", async () => {
    const s = source<string>();
    const kept = new Kept(60_000, s.load);
    const before = kept.get();
    kept.set('written');
    s.answer('old');
    expect(await before).toBe('old');
    expect(await kept.get()).toBe('written');
    expect(s.reads()).toBe(1);
  });

  it('should read again once a failed read is over', async () => {
    let fail = true;
    const kept = new Kept(60_000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(kept.get()).rejects.toThrow('down');
    fail = false;
    expect(await kept.get()).toBe('up');
  });
});

describe('KeptByKey', () => {
  it('should read a forgotten key again and keep no read in flight across a forget or a drop', async () => {
    const s = source<string>();
    const kept = new KeptByKey(60_000, (_key: string) => s.load());
    const first = kept.get('pp');
    kept.forget('pp');
    s.answer('old');
    expect(await first).toBe('old');
    const second = kept.get('pp');
    s.answer('new');
    expect(await second).toBe('new');
    expect(await kept.get('pp')).toBe('new');
    expect(s.reads()).toBe(2);
    kept.drop();
    const third = kept.get('pp');
    s.answer('newer');
    expect(await third).toBe('newer');
  });
});
