/**
 * Part of `npm run bench:provider`: server CPU per bet of the PP and AWC adapters next to the
 * native protocol, compared as bench-provider-rounds.ts compares (same run, same process, same
 * transport, rotated rounds, the callers' building and signing taken out, the app's background
 * work measured between slices and taken out).
 *
 * Prints `ADAPTERS pp_vs_native=<ratio> awc_vs_native=<ratio>` (target <= 1.3 each): CPU per
 * adapter bet over CPU per native bet.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Built, compareWithNative, type Player } from './bench-provider-rounds';

const PP_SECRET = randomBytes(16).toString('hex');
const AWC_KEY = randomBytes(16).toString('hex');

function ppForm(fields: Record<string, string>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  const hash = createHash('md5')
    .update(sorted + PP_SECRET)
    .digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The accounts connected as an operator would: keys, switches, a game each, the players' sessions. */
async function connect(app: FastifyInstance, players: Player[]): Promise<void> {
  const s = app.services;
  await s.providerAdapters.ensureAccounts();
  await s.providers.setCredentials('pp', { signAlg: 'hmac-sha256', secret: PP_SECRET, publicKey: null });
  await s.providers.setCredentials('sexy', { signAlg: 'hmac-sha256', secret: AWC_KEY, publicKey: null });
  for (const code of ['pp', 'sexy']) await s.providers.setEnabled(code, true);
  await app.db.pool.query(`UPDATE provider_accounts SET bet_limits = '{}'`);
  for (const [partner, game] of [
    ['pp', 'vs20cm'],
    ['sexy', 'MX-LIVE-001'],
  ]) {
    await app.db.pool.query(
      `INSERT INTO games (title, image, partner_code, partner_game_id, search_text) VALUES ($1, '/x.png', $2, $1, $1)
       ON CONFLICT DO NOTHING`,
      [game, partner],
    );
  }
  s.games.dropCaches();
  s.providerAdapters.dropCaches();
  for (const p of players) await s.providerAdapters.rememberToken('sexy', p.id, p.tokenPlay);
}

/** What is set beside the native bet and the floor (bench-provider-rounds.ts). */
type Kind = 'pp' | 'awc';

function request(kind: Kind, p: Player): Built {
  const ref = randomBytes(12).toString('hex');
  if (kind === 'pp') {
    return {
      url: '/provider/pp/bet.html',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: ppForm({
        providerId: 'pragmaticplay',
        userId: p.user,
        token: p.tokenPlay,
        gameId: 'vs20cm',
        roundId: ref,
        reference: ref,
        amount: '1000.00',
        timestamp: String(Date.now()),
        roundDetails: 'spin',
      }),
      ref,
      ok: (r) => r.json().error === 0,
    };
  }
  const message = JSON.stringify({
    action: 'bet',
    txns: [
      {
        platformTxId: `BAC-${ref}`,
        userId: p.user,
        platform: 'SEXYBCRT',
        gameType: 'LIVE',
        gameCode: 'MX-LIVE-001',
        roundId: ref,
        betType: 'Banker',
        betAmount: 1000,
        betTime: new Date().toISOString(),
      },
    ],
  });
  return {
    url: '/provider/awc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ key: AWC_KEY, message }).toString(),
    ref,
    ok: (r) => r.json().status === '0000',
  };
}

export async function adapterRatios(
  app: FastifyInstance,
  players: Player[],
  houseSecret: string,
  concurrency: number,
  seconds: number,
  dbCpu: () => number = () => Number.NaN,
): Promise<{ pp: number; awc: number; failed: number; line: string }> {
  await connect(app, players);
  const r = await compareWithNative(
    app,
    {
      tag: '(g)',
      title: 'adapters in-process',
      unit: 'bet',
      pair: [
        ['pp', 'PP'],
        ['awc', 'AWC'],
      ],
      build: request,
    },
    players,
    houseSecret,
    concurrency,
    seconds,
    dbCpu,
  );
  return { pp: r.ratio('pp'), awc: r.ratio('awc'), failed: r.failed, line: r.line };
}
