/**
 * Part of `npm run bench:provider`: server CPU per stake of the SABA and BTI adapters next to the
 * native protocol, compared as bench-provider-rounds.ts compares (same run, same process, same
 * transport, rotated rounds, the callers' building taken out): the ratio is the server's work per stake.
 * The native stake is a sports single as our own sportsbook sends it, with the ticket's line a
 * SABA or BTI stake carries into it too (decision 185); the dice bet's ratios are printed beside.
 *
 * Prints `SPORTS saba_vs_native=<ratio> bti_vs_native=<ratio>` (target <= 1.3 each).
 */
import { randomBytes } from 'node:crypto';
import { legDetails } from '@app/sportsbook/server';
import type { FastifyInstance } from 'fastify';
import { GzipWriter } from '../apps/server/src/modules/providers/adapters/saba/saba.gzip';
import { type Built, compareWithNative, type Player } from './bench-provider-rounds';

const SABA_VENDOR = randomBytes(16).toString('hex');

/** SABA and BTI connected as an operator would: vendor id, switches, the players' sessions. */
async function connect(app: FastifyInstance, players: Player[]): Promise<void> {
  const s = app.services;
  await s.providers.ensureProviders([
    { code: 'saba', name: 'SABA Sports', enabled: true },
    { code: 'bti', name: 'BTI', enabled: true },
  ]);
  await s.providerAdapters.ensureAccounts();
  await s.providers.setCredentials('saba', { signAlg: 'hmac-sha256', secret: SABA_VENDOR, publicKey: null });
  for (const code of ['saba', 'bti']) {
    await s.providers.setEnabled(code, true);
    await app.db.pool.query(
      `INSERT INTO game_partners (code, name, provider_code) VALUES ($1, $1, $1) ON CONFLICT DO NOTHING`,
      [code],
    );
    await app.db.pool.query(
      `INSERT INTO games (title, image, partner_code, partner_game_id, search_text) VALUES ($1, '/x.png', $1, 'lobby', $1)
       ON CONFLICT DO NOTHING`,
      [code],
    );
  }
  s.games.dropCaches();
  s.providerAdapters.dropCaches();
  for (const p of players) {
    await s.providerAdapters.rememberToken('saba', p.id, p.tokenPlay);
    await s.providerAdapters.rememberToken('bti', p.id, p.tokenPlay);
  }
}

/**
 * SABA's gzip bodies from one kept zlib handle, as the SABA sandbox packs them (saba.gzip.ts).
 * `gzipSync` builds a deflate state of about 256 KB per call; its native memory made V8 collect
 * garbage more often, and that collection, counted as the server's, was the caller's doing
 * (docs/benchmarks.md).
 */
const gzipper = new GzipWriter();

/**
 * What is set beside the native bet and the floor (bench-provider-rounds.ts): adapter minus floor
 * is the protocol's own work (SABA's gzip, JSON and zod; BTI's XML), floor over native the record's.
 */
type Kind = 'saba' | 'bti';

/**
 * The native stake's `meta`: what our own sportsbook sends with a single at 1.95 on the match
 * the SABA and BTI stakes name (packages/sportsbook bets.service.ts), the line as its bet
 * history shows it. A SABA or BTI stake carries the same kind of line into the native bet.
 */
const SPORTS_SINGLE = {
  odds: 1.95,
  legs: 1,
  details: legDetails([
    {
      league: 'AFF Cup',
      home: 'Việt Nam',
      away: 'Thái Lan',
      market: 'ah',
      line: -0.5,
      pick: 'home',
      odds: 1950,
      result: null,
      score_home: null,
      score_away: null,
    },
  ]),
};

function request(kind: Kind, p: Player): Built {
  const ref = randomBytes(12).toString('hex');
  if (kind === 'saba') {
    const message = {
      action: 'PlaceBet',
      operationId: `${ref}_op`,
      userId: p.user,
      currency: 51,
      refId: ref,
      betAmount: 1,
      actualAmount: 1,
      creditAmount: 0,
      debitAmount: 1,
      homeName: 'Việt Nam',
      awayName: 'Thái Lan',
      leagueName: 'AFF Cup',
      betTypeName: 'Cược chấp',
      betChoice: 'Việt Nam -0.5',
      oddsType: 3,
      odds: 1.95,
    };
    return {
      url: '/provider/saba/placebet',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipper.bytes(JSON.stringify({ key: SABA_VENDOR, message })),
      ref,
      ok: (r) => r.json().status === '0',
    };
  }
  return {
    url: `/provider/bti/reserve?cust_id=${p.user}&reserve_id=${ref}&amount=1000&extsessionID=s`,
    headers: { 'content-type': 'text/xml' },
    payload: `<Bets cust_id="${p.user}" reserve_id="${ref}" amount="1000" currency_code="VND" platform="W"><Bet BetID="${ref}" BetTypeName="Single" Stake="1000" OddsDec="1.95"/></Bets>`,
    ref,
    ok: (r) => r.body.startsWith('error_code=0'),
  };
}

export async function sportsRatios(
  app: FastifyInstance,
  players: Player[],
  houseSecret: string,
  concurrency: number,
  seconds: number,
  dbCpu: () => number = () => Number.NaN,
): Promise<{ saba: number; bti: number; failed: number; line: string; dice: { saba: number; bti: number } }> {
  await connect(app, players);
  const r = await compareWithNative(
    app,
    {
      tag: '(h)',
      title: 'sports adapters in-process',
      unit: 'stake',
      pair: [
        ['saba', 'SABA'],
        ['bti', 'BTI'],
      ],
      build: request,
      meta: SPORTS_SINGLE,
    },
    players,
    houseSecret,
    concurrency,
    seconds,
    dbCpu,
  );
  return {
    saba: r.ratio('saba'),
    bti: r.ratio('bti'),
    failed: r.failed,
    line: r.line,
    dice: { saba: r.dice('saba'), bti: r.dice('bti') },
  };
}
