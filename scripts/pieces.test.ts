import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackgroundServer, startPiece, treeCpuSeconds } from './pieces';

const dir = mkdtempSync(path.join(os.tmpdir(), 'pieces-'));

/** Node spinning for `ms` of CPU, then exiting with `code`. */
const spin = (ms: number, code = 0) =>
  `node -e "const t = process.cpuUsage(); while ((process.cpuUsage(t).user) / 1000 < ${ms}); process.exit(${code})"`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Processes of a group that are not zombies, from /proc. */
function groupMembers(group: number): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(f[2]) === group && f[0] !== 'Z';
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('a piece of npm test', () => {
  it('should report its exit status, its log and the CPU of the processes it waited for', async () => {
    const log = path.join(dir, 'ok.log');
    const ok = await startPiece('spin', `echo started; ${spin(300)}; echo done`, { log });
    expect(ok.ok).toBe(true);
    expect(readFileSync(log, 'utf8')).toBe('started\ndone\n');
    // a grandchild's CPU counts once its parent has reaped it
    expect(ok.cpu).toBeGreaterThanOrEqual(0.3);
    expect(ok.seconds).toBeGreaterThan(0);

    const bad = await startPiece('fails', spin(50, 3), { log: path.join(dir, 'bad.log') });
    expect(bad.ok).toBe(false);
    expect(bad.cpu).toBeGreaterThanOrEqual(0.05);
  });

  it('should run pieces side by side, each with its own log', async () => {
    const [a, b] = await Promise.all([
      startPiece('a', 'echo a; sleep 0.3; echo a2', { log: path.join(dir, 'a.log') }),
      startPiece('b', 'echo b; exit 1', { log: path.join(dir, 'b.log') }),
    ]);
    expect([a.ok, b.ok]).toEqual([true, false]);
    expect(readFileSync(path.join(dir, 'a.log'), 'utf8')).toBe('a\na2\n');
    expect(readFileSync(path.join(dir, 'b.log'), 'utf8')).toBe('b\n');
  });

  it('should count the CPU of a live process tree', async () => {
    // this process has spent CPU importing and running the test
    expect(treeCpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(treeCpuSeconds(2 ** 22 + 1)).toBe(0);
  });
});

describe('a server started for a later piece', () => {
  it('should be ready when its URL answers, and stopped with every process it started', async () => {
    const port = await freePort();
    // a server that starts a child of its own (as the e2e server starts PostgreSQL)
    const command =
      `node -e "require('node:child_process').spawn('sleep', ['600'], { stdio: 'ignore' });` +
      ` require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')"`;
    const server = new BackgroundServer('test server', `sleep 0.5; ${command}`, {
      log: path.join(dir, 'server.log'),
      env: {},
      url: `http://127.0.0.1:${port}/`,
      timeoutMs: 20_000,
    });
    const ready = await server.ready;
    expect(ready.ok).toBe(true);
    expect(ready.seconds).toBeGreaterThanOrEqual(0.5);
    const group = (server as unknown as { child: { pid: number } }).child.pid;
    // the server and the child it started (and the shell, unless it gave its place to node)
    expect(groupMembers(group).length).toBeGreaterThanOrEqual(2);
    const stopped = await server.stop();
    expect(stopped.seconds).toBeGreaterThanOrEqual(ready.seconds);
    // nothing of the group runs any more: the shell, the server and its child
    await expect.poll(() => groupMembers(group)).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('should say so when the server exits before it is ready, or is never ready', async () => {
    const port = await freePort();
    const exits = new BackgroundServer('exits', 'echo broken; exit 4', {
      log: path.join(dir, 'exits.log'),
      env: {},
      url: `http://127.0.0.1:${port}/`,
      timeoutMs: 20_000,
    });
    const r = await exits.ready;
    expect(r.ok).toBe(false);
    expect(r.why).toBe('exited (4) before it was ready');
    expect(readFileSync(path.join(dir, 'exits.log'), 'utf8')).toBe('broken\n');

    const silent = new BackgroundServer('silent', 'sleep 600', {
      log: path.join(dir, 'silent.log'),
      env: {},
      url: `http://127.0.0.1:${port}/`,
      timeoutMs: 1_500,
    });
    const s = await silent.ready;
    expect(s).toMatchObject({ ok: false, why: 'not ready within 1.5 s' });
    await silent.stop();
  });
});
