import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, type GamesTestApp, newPlayer } from '../providers/providers.test-support';
import { SandboxBook } from './sandbox/sandbox.book';
import { TransfersService } from './transfers.service';
import { buildTransferTestApp, IM_MERCHANT, WS168_TOKEN } from './transfers.test-support';

/*
 * The server is killed (SIGKILL) after the provider answered a transfer and before the answer was
 * recorded. On restart the order is still "đang chuyển", its money in the ledger's transit
 * account; the status call resolves it, once, and a second pass changes nothing.
 */

let t: GamesTestApp;
let self = '';

beforeAll(async () => {
  t = await buildTransferTestApp();
  self = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function killedMidTransfer(env: Record<string, string>): Promise<{ signal: string | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'transfers.crash-child.ts')], {
    env: { ...process.env, CRASH_DATABASE_URL: (t.db as unknown as { url: string }).url, CRASH_SELF_URL: self, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve) => child.on('exit', (_code, signal) => resolve({ signal, out })));
}

describe(`${TransfersService.name} across a crash`, () => {
  it('should resolve IM and WS168 transfers killed before their answers were recorded exactly once on restart', async () => {
    const transfers = t.app.services.transfers;
    const cases = await Promise.all(
      (
        [
          ['im', IM_MERCHANT],
          ['ws168', WS168_TOKEN],
        ] as const
      ).map(async ([code, key]) => {
        const p = await newPlayer(t, 400_000);
        await transfers.engine.registered((await transfers.link(code))!, p.id);
        return { code, key, p, book: new SandboxBook(t.db.pool, code) };
      }),
    );

    const CRASH_CASES = JSON.stringify(cases.map((c) => ({ code: c.code, key: c.key, player: c.p.id })));
    // to the providers: killed once both took the money
    const to = await killedMidTransfer({ CRASH_CASES, CRASH_DIRECTION: 'to', CRASH_AMOUNT: '250000' });
    expect(to.signal, to.out).toBe('SIGKILL');
    for (const c of cases) {
      const [sending] = await transfers.repo.sending(new Date(), c.code, c.p.id);
      expect(sending).toMatchObject({ direction: 'to', amount: 250_000, status: 'sending' });
      expect(await cashOf(t, c.p.id)).toBe(150_000);
      expect((await c.book.balance(`vn${c.p.id}`))! / 100).toBe(250_000);
      expect((await transfers.position(c.p.id, c.code)).inTransit).toBe(250_000);
    }

    // restart: the status call resolves each once; a second pass changes nothing
    expect(await transfers.resolvePending(0)).toEqual({ resolved: 2, pending: 0 });
    expect(await transfers.resolvePending(0)).toEqual({ resolved: 0, pending: 0 });
    for (const c of cases) {
      expect((await transfers.position(c.p.id, c.code)).held).toBe(250_000);
      expect(await cashOf(t, c.p.id)).toBe(150_000);
    }

    // back from the provider: killed after the provider paid out
    const from = await killedMidTransfer({ CRASH_CASES, CRASH_DIRECTION: 'from', CRASH_AMOUNT: '100000' });
    expect(from.signal, from.out).toBe('SIGKILL');
    for (const c of cases) {
      expect(await cashOf(t, c.p.id)).toBe(150_000);
      expect((await c.book.balance(`vn${c.p.id}`))! / 100).toBe(150_000);
    }
    expect(await transfers.resolvePending(0)).toEqual({ resolved: 2, pending: 0 });
    expect(await transfers.resolvePending(0)).toEqual({ resolved: 0, pending: 0 });
    for (const c of cases) {
      expect(await cashOf(t, c.p.id)).toBe(250_000);
      expect((await transfers.position(c.p.id, c.code)).held).toBe(150_000);
    }
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  }, 60_000);
});
