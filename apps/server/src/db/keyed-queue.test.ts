import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe(KeyedQueue.name, () => {
  it('should run tasks of one key one at a time, in arrival order', async () => {
    const queue = new KeyedQueue();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      order.push(name);
      running--;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((n) => queue.run('k', task(n))));
    expect(results).toEqual(['a', 'b', 'c', 'd']);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(most).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('should run tasks of different keys side by side', async () => {
    const queue = new KeyedQueue();
    let running = 0;
    let most = 0;
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all(['a', 'b', 'c'].map((k) => queue.run(k, task)));
    expect(most).toBe(3);
  });

  it('should go on with the next task when one fails', async () => {
    const queue = new KeyedQueue();
    const failing = queue.run('k', async () => {
      throw new Error('boom');
    });
    const next = queue.run('k', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    expect(queue.size).toBe(0);
  });

  it('should refuse with 503 SERVER_BUSY past the waiting limit, and take tasks again once it drains', async () => {
    const queue = new KeyedQueue(2);
    const slow = () => queue.run('k', tick);
    const first = [slow(), slow()];
    await expect(queue.run('k', tick)).rejects.toMatchObject({ statusCode: 503, code: 'SERVER_BUSY' });
    await Promise.all(first);
    await expect(queue.run('k', async () => 'again')).resolves.toBe('again');
  });
});
