import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { GamesTestApp, TestPlayer } from '../../providers.test-support';
import { newPlayer } from '../../providers.test-support';
import { buildAdapterTestApp } from '../adapters.test-support';
import { SABA_ACCOUNT } from './saba.adapter';

/** The vendor id SABA sends as `key` (redacted in the research file's samples). */
export const SABA_VENDOR_ID = 'saba-vendor-for-tests';

/** The API with the SABA account connected as an operator would: vendor id set, switched on, loopback allowed. */
export async function buildSabaTestApp(): Promise<GamesTestApp> {
  const t = await buildAdapterTestApp();
  const s = t.app.services;
  await s.providers.setCredentials('saba', { signAlg: 'hmac-sha256', secret: SABA_VENDOR_ID, publicKey: null });
  await s.providers.setEnabled('saba', true);
  s.games.dropCaches();
  s.providerAdapters.dropCaches();
  return t;
}

/** A player who opened SABA (the launch keeps the session their stakes are checked against). */
export async function sabaPlayer(t: GamesTestApp, cash: number): Promise<TestPlayer> {
  const p = await newPlayer(t, cash);
  await t.app.services.providerAdapters.rememberToken(SABA_ACCOUNT, p.id, p.tokenPlay);
  return p;
}

/** A SABA callback as SABA sends it: `{key, message}` gzip-compressed, or `raw` bytes as given. */
export async function sabaCall(
  app: FastifyInstance,
  action: string,
  message: unknown,
  opts: { key?: string; ip?: string; raw?: Buffer; plain?: boolean } = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
): Promise<any> {
  const json = Buffer.from(JSON.stringify({ key: opts.key ?? SABA_VENDOR_ID, message }));
  const res = await app.inject({
    method: 'POST',
    url: `/provider/saba/${action}`,
    headers: { 'content-type': 'application/json', ...(opts.plain ? {} : { 'content-encoding': 'gzip' }) },
    payload: opts.raw ?? (opts.plain ? json : gzipSync(json)),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`SABA callback answered HTTP ${res.statusCode}: ${res.body}`);
  return res.json();
}
