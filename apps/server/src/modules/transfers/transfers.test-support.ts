import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildGamesTestApp, type GamesTestApp } from '../providers/providers.test-support';
import { listedMatch } from '../sports/sports.feed-samples';
import { SandboxBook } from './sandbox/sandbox.book';
import { sandboxEvents, settleSandbox } from './sandbox/sandbox.events';
import { TRANSFER_SEED_ACCOUNTS } from './transfers.service';

export const IM_MERCHANT = 'im-merchant-code-for-tests';
export const WS168_TOKEN = 'ws168-agent-token-for-tests';

/** A port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The API listening on loopback (the sandboxes are called over real HTTP, as in production),
 * with the IM and WS168 accounts connected to their sandboxes: keys set, switched on.
 */
export async function buildTransferTestApp(env: Record<string, string> = {}): Promise<GamesTestApp> {
  const port = await freePort();
  const t = await buildGamesTestApp({ PORT: String(port), ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  const s = t.app.services;
  await s.providerAdapters.ensureAccounts(TRANSFER_SEED_ACCOUNTS);
  await s.providers.setCredentials('im', { signAlg: 'hmac-sha256', secret: IM_MERCHANT, publicKey: null });
  await s.providers.setCredentials('ws168', { signAlg: 'hmac-sha256', secret: WS168_TOKEN, publicKey: null });
  for (const code of ['im', 'ws168']) await s.providers.setEnabled(code, true);
  return t;
}

export const playerHeaders = (token: string) => ({ authorization: `Bearer ${token}`, origin: 'http://localhost' });

/** A bet at a sandbox's game screen on one of its events, as the player's browser places it from the launch URL. */
export async function sandboxBet(app: FastifyInstance, launchUrl: string, stake: number, event: string, pick: string) {
  const u = new URL(launchUrl, 'http://x');
  const protocol = u.pathname.split('/')[2];
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/${protocol}/play`,
    payload: { p: u.searchParams.get('p'), s: u.searchParams.get('s'), stake, event, pick },
  });
  return {
    status: res.statusCode,
    body: res.json() as { ok: boolean; message?: string; balance: number; ticket: { betId: string; status: string } },
  };
}

/** The screen's state for the launch URL's player: balance, events open for bets, tickets. */
export async function sandboxState(app: FastifyInstance, launchUrl: string) {
  const u = new URL(launchUrl, 'http://x');
  const protocol = u.pathname.split('/')[2];
  const res = await app.inject({ url: `/sandbox/${protocol}/state${u.search}` });
  return res.json() as {
    balance: number;
    events: { id: string; picks: { key: string; odds: number }[] }[];
    tickets: { betId: string; stake: number; payout: number | null; status: string; result: string | null }[];
  };
}

/** An IM event: a match of our feed an hour ahead; `finish` publishes its result as the feed does. */
export async function imMatch(pool: pg.Pool) {
  const kickoff = new Date(Date.now() + 3_600_000);
  const m = await listedMatch(pool, kickoff);
  return {
    id: m.fixtureId,
    pick: (p: 'home' | 'draw' | 'away') => m.leg('1x2', p),
    finish: (home: number, away: number) =>
      m.feed({
        status: 'FINISHED',
        utcDate: kickoff,
        fullTime: { home, away },
        halfTime: { home: Math.min(home, 1), away: 0 },
      }),
  };
}

let fightNo = Math.floor(Date.now() / 20_000) + 1_000_000;
/** A WS168 event: a fight of our schedule taking bets; `finish` records its result as our cockfight does. */
export async function ws168Fight(pool: pg.Pool) {
  const no = fightNo++;
  await pool.query(
    `INSERT INTO house_fights (no, server_seed, server_seed_hash, opens_at, closes_at, ends_at, status)
     VALUES ($1, 'seed', 'hash', now(), now() + interval '1 hour', now() + interval '2 hours', 'open')`,
    [no],
  );
  return {
    id: String(no),
    finish: (result: 'meron' | 'wala' | 'draw' | 'cancelled') =>
      pool.query(
        result === 'cancelled'
          ? `UPDATE house_fights SET status = 'cancelled', settled_at = now() WHERE no = $1`
          : `UPDATE house_fights SET status = 'settled', result = $2, settled_at = now() WHERE no = $1`,
        result === 'cancelled' ? [no] : [no, result],
      ),
  };
}

/** Both sandboxes' settlement pass now (rather than on their next second). */
export async function settleSandboxes(pool: pg.Pool): Promise<number> {
  let n = 0;
  for (const protocol of ['im', 'ws168'] as const)
    n += await settleSandbox(new SandboxBook(pool, protocol), sandboxEvents(protocol, pool));
  return n;
}
