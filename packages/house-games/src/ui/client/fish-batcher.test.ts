import { describe, expect, it } from 'vitest';
import { type BatchStore, type PendingBatch, ShotBatcher } from './fish-batcher';

/** A fake server with the real server's rule: an id is charged once, a re-send answers the first result. */
function server() {
  const charged = new Map<string, number>();
  let calls = 0;
  let failNext = 0;
  let loseAnswerNext = 0;
  return {
    charged,
    get calls() {
      return calls;
    },
    failNext: (n: number) => {
      failNext = n;
    },
    loseAnswerNext: (n: number) => {
      loseAnswerNext = n;
    },
    async send(b: PendingBatch) {
      calls++;
      if (failNext > 0) {
        failNext--;
        throw new Error('network down before the server');
      }
      const stake = b.shots.reduce((s, x) => s + x.level, 0);
      if (!charged.has(b.id)) charged.set(b.id, stake);
      if (loseAnswerNext > 0) {
        loseAnswerNext--;
        throw new Error('answer lost');
      }
      return { kind: 'settled' as const, result: charged.get(b.id)! };
    },
  };
}

function memoryStore(): BatchStore & { value: string | null } {
  return {
    value: null,
    load() {
      return this.value;
    },
    save(v) {
      this.value = v;
    },
  };
}

let seq = 0;
const id = () => `batch-${++seq}`;

describe(ShotBatcher.name, () => {
  it('should send one batch per flush of up to 40 shots, in order', async () => {
    const s = server();
    const done: string[] = [];
    const b = new ShotBatcher(
      memoryStore(),
      (x) => s.send(x),
      id,
      (batch) => done.push(batch.id),
    );
    for (let i = 0; i < 90; i++) b.add({ fish: 'tom', level: 100 });
    expect(b.unsettledStake()).toBe(9000);
    expect(await b.flush()).toBe(true);
    expect(s.calls).toBe(3);
    expect([...s.charged.values()]).toEqual([4000, 4000, 1000]);
    expect(done).toHaveLength(3);
    expect(b.unsettledStake()).toBe(0);
  });

  it('should send the same batch again after a failed request and charge it once', async () => {
    const s = server();
    const store = memoryStore();
    const b = new ShotBatcher(
      store,
      (x) => s.send(x),
      id,
      () => {},
    );
    b.add({ fish: 'ca-he', level: 1000 });
    b.add({ fish: 'ca-he', level: 1000 });
    s.failNext(2);
    expect(await b.flush()).toBe(false);
    expect(await b.flush()).toBe(false);
    expect(b.unsettledStake()).toBe(2000);
    s.loseAnswerNext(1);
    expect(await b.flush()).toBe(false); // charged at the server, answer lost
    expect(await b.flush()).toBe(true); // same id again: the first result, no second charge
    expect(s.charged.size).toBe(1);
    expect([...s.charged.values()]).toEqual([2000]);
    expect(store.value).toBeNull();
  });

  it('should finish a batch after a reload from what the store kept, never losing or repeating it', async () => {
    const s = server();
    const store = memoryStore();
    const first = new ShotBatcher(
      store,
      (x) => s.send(x),
      id,
      () => {},
    );
    for (let i = 0; i < 5; i++) first.add({ fish: 'muc', level: 500 });
    s.loseAnswerNext(1);
    expect(await first.flush()).toBe(false);
    const kept = JSON.parse(store.value!) as PendingBatch[];
    expect(kept).toHaveLength(1);

    // the page reloads: a new batcher on the same store sends the same batch
    const results: number[] = [];
    const second = new ShotBatcher(
      store,
      (x) => s.send(x),
      id,
      (_b, o) => o.kind === 'settled' && results.push(o.result),
    );
    expect(second.unsettledStake()).toBe(2500);
    second.add({ fish: 'tom', level: 100 });
    expect(await second.flush()).toBe(true);
    expect(s.charged.get(kept[0]!.id)).toBe(2500);
    expect([...s.charged.values()]).toEqual([2500, 100]);
    expect(results).toEqual([2500, 100]);
    expect(store.value).toBeNull();
  });

  it('should drop a refused batch without retrying it', async () => {
    const store = memoryStore();
    let calls = 0;
    const dropped: string[] = [];
    const b = new ShotBatcher(
      store,
      async () => {
        calls++;
        return { kind: 'dropped' as const, message: 'Số dư không đủ để đặt cược' };
      },
      id,
      (_b, o) => o.kind === 'dropped' && dropped.push(o.message),
    );
    b.add({ fish: 'tom', level: 100 });
    await b.flush();
    await b.flush();
    expect(calls).toBe(1);
    expect(dropped).toEqual(['Số dư không đủ để đặt cược']);
    expect(store.value).toBeNull();
  });

  it('should ignore a corrupt store', () => {
    const store = memoryStore();
    store.value = '{not json';
    expect(
      new ShotBatcher(
        store,
        async () => ({ kind: 'dropped', message: '' }),
        id,
        () => {},
      ).unsettledStake(),
    ).toBe(0);
  });
});
