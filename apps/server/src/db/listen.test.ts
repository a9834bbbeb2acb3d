import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/db';
import type { Db } from './client';
import { ListenConnection } from './listen';

const until = async (done: () => boolean, ms: number) => {
  const started = Date.now();
  while (!done() && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe(ListenConnection.name, () => {
  let db: Db & { url: string };
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  it('should hear a NOTIFY, reconnect after its backend is killed, say so once and hear NOTIFYs again', async () => {
    const heard: (string | undefined)[] = [];
    const warned: string[] = [];
    let reconnects = 0;
    const listener = new ListenConnection({
      clientConfig: db.listenConfig,
      channel: 'listen_probe',
      name: 'probe',
      log: { warn: (_o, m) => warned.push(m ?? '') },
      onNotify: (payload) => heard.push(payload),
      onReconnect: () => reconnects++,
      firstDelayMs: 20,
      maxDelayMs: 100,
    });
    try {
      await listener.listen();
      expect(listener.listening).toBe(true);
      await db.pool.query(`NOTIFY listen_probe, 'one'`);
      await until(() => heard.length === 1, 2_000);
      expect(heard).toEqual(['one']);

      await db.pool.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN listen_probe'`);
      await until(() => reconnects === 1, 5_000);
      expect(reconnects).toBe(1);
      expect(warned).toContain('probe LISTEN connection lost; reconnecting');
      expect(listener.listening).toBe(true);

      await db.pool.query(`NOTIFY listen_probe, 'two'`);
      await until(() => heard.length === 2, 2_000);
      expect(heard).toEqual(['one', 'two']);
    } finally {
      await listener.close();
    }
    expect(listener.listening).toBe(false);
  });
});
