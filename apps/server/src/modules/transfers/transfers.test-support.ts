import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGamesTestApp, type GamesTestApp } from '../providers/providers.test-support';
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

/** A bet at a sandbox's game screen, as the player's browser places it from the launch URL. */
export async function sandboxBet(app: FastifyInstance, launchUrl: string, stake: number, pick: string) {
  const u = new URL(launchUrl, 'http://x');
  const protocol = u.pathname.split('/')[2];
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/${protocol}/play`,
    payload: { p: u.searchParams.get('p'), s: u.searchParams.get('s'), stake, pick },
  });
  return { status: res.statusCode, body: res.json() as { ok: boolean; won: boolean; payout: number; balance: number } };
}
