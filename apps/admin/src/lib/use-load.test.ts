import { describe, expect, it } from 'vitest';
import { latestOnly } from './use-load';

/** A load whose answer (or failure) the test releases when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: () => promise, resolve, reject };
}

describe(latestOnly.name, () => {
  it('should drop an earlier answer that arrives after a later one', async () => {
    const shown: unknown[] = [];
    const run = latestOnly<string>((outcome) => shown.push(outcome));
    const instant = deferred<string>();
    const mega = deferred<string>();
    const first = run(instant.load);
    const second = run(mega.load);
    mega.resolve('MEGA rows');
    await second;
    instant.resolve('instant lottery rows');
    await first;
    expect(shown).toEqual([{ data: 'MEGA rows' }]);
  });

  it('should drop an earlier failure too, and show the latest one', async () => {
    const shown: unknown[] = [];
    const run = latestOnly<string>((outcome) => shown.push(outcome));
    const old = deferred<string>();
    const latest = deferred<string>();
    const first = run(old.load);
    const second = run(latest.load);
    old.reject(new Error('old refused'));
    await first;
    latest.reject(new Error('Không tải được'));
    await second;
    expect(shown).toEqual([{ error: 'Không tải được' }]);
  });

  it('should show each answer of calls made one after the other', async () => {
    const shown: unknown[] = [];
    const run = latestOnly<number>((outcome) => shown.push(outcome));
    await run(async () => 1);
    await run(async () => 2);
    expect(shown).toEqual([{ data: 1 }, { data: 2 }]);
  });
});
