import type { FastifyInstance } from 'fastify';
import { buildGamesTestApp, type GamesTestApp } from '../providers.test-support';
import { ppHash } from './pp/pp.codes';

/** PP's own example secret key (its authenticate example hashes with it). */
export const PP_SECRET = 'pragmaticplay';
export const AWC_KEY = 'awc-cert-for-tests';

/** The PP titles the research file's samples name, added to the catalogue for the tests. */
export const PP_TEST_GAMES = ['vs20cm', 'vs50aladdin'];

/**
 * The API with the PP and AWC accounts connected as an operator would connect them: keys set,
 * providers switched on, the loopback address allowed, the samples' games in the catalogue.
 */
export async function buildAdapterTestApp(): Promise<GamesTestApp> {
  const t = await buildGamesTestApp();
  const s = t.app.services;
  await s.providerAdapters.ensureAccounts();
  await s.providers.ensureProviders([{ code: 'sv388', name: 'SV388', enabled: true }]);
  await s.providers.setCredentials('pp', { signAlg: 'hmac-sha256', secret: PP_SECRET, publicKey: null });
  await s.providers.setCredentials('sexy', { signAlg: 'hmac-sha256', secret: AWC_KEY, publicKey: null });
  for (const code of ['pp', 'sexy', 'sv388']) await s.providers.setEnabled(code, true);
  const games: [string, string][] = [
    ...PP_TEST_GAMES.map((g): [string, string] => ['pp', g]),
    ['sexy', 'MX-LIVE-001'],
    ['sv388', 'SV-LIVE-001'],
  ];
  for (const [partner, game] of games) {
    await t.db.pool.query(
      `INSERT INTO game_partners (code, name, provider_code) VALUES ($1, $1, $1) ON CONFLICT DO NOTHING`,
      [partner],
    );
    await t.db.pool.query(
      `INSERT INTO games (title, image, partner_code, partner_game_id, search_text) VALUES ($1, '/x.png', $2, $1, $1)
       ON CONFLICT DO NOTHING`,
      [game, partner],
    );
  }
  s.games.dropCaches();
  s.providerAdapters.dropCaches();
  return t;
}

/** A PP callback as PP sends it: a form signed with the md5 rule. */
export async function ppCall(
  app: FastifyInstance,
  method: string,
  params: Record<string, string | number>,
  opts: { secret?: string; ip?: string; hash?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
): Promise<any> {
  const form: Record<string, string> = { providerId: 'pragmaticplay' };
  for (const [k, v] of Object.entries(params)) form[k] = String(v);
  form.hash = opts.hash ?? ppHash(form, opts.secret ?? PP_SECRET);
  const res = await app.inject({
    method: 'POST',
    url: `/provider/pp/${method}.html`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`PP callback answered HTTP ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** An AWC callback as AWC sends it: form fields `key` and `message` (the JSON as text). */
export async function awcCall(
  app: FastifyInstance,
  message: unknown,
  opts: { key?: string; ip?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field by the tests
): Promise<any> {
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  const res = await app.inject({
    method: 'POST',
    url: '/provider/awc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ key: opts.key ?? AWC_KEY, message: text }).toString(),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`AWC callback answered HTTP ${res.statusCode}: ${res.body}`);
  return res.json();
}
