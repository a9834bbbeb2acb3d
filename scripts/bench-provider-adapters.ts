/**
 * Part of `npm run bench:provider`: server CPU per bet of the PP and AWC adapters next to the
 * native protocol, in the same run, the same process and through the same transport (Fastify's
 * inject: the full route, parsing, hook and answer path without sockets, so what differs between
 * the three is only what each protocol does). Slices alternate, so load from elsewhere on the
 * machine falls on the three alike.
 *
 * Prints `ADAPTERS pp_vs_native=<ratio> awc_vs_native=<ratio>` (target <= 1.3 each): CPU per
 * adapter bet over CPU per native bet, each without the app's background work (its clocks run
 * in the same process; measured between slices with nothing in flight and printed too).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

interface Player {
  id: number;
  user: string;
  tokenPlay: string;
}

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

type Kind = 'native' | 'pp' | 'awc';

function request(kind: Kind, p: Player, houseSecret: string) {
  const ref = randomBytes(12).toString('hex');
  if (kind === 'native') {
    const payload = JSON.stringify({
      request_uuid: ref,
      token: p.tokenPlay,
      user: p.user,
      transaction_uuid: ref,
      round: ref,
      game_code: 'taixiu',
      currency: 'VND',
      amount: 1000,
    });
    return {
      url: '/provider/house/transaction/bet',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': createHmac('sha256', houseSecret).update(payload).digest('base64'),
      },
      payload,
      ok: (b: Record<string, unknown>) => b.status === 'RS_OK',
    };
  }
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
      ok: (b: Record<string, unknown>) => b.error === 0,
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
    ok: (b: Record<string, unknown>) => b.status === '0000',
  };
}

/** CONCURRENCY closed-loop callers for `seconds`; CPU of this process per accepted bet, in µs. */
async function measure(
  app: FastifyInstance,
  kind: Kind,
  players: Player[],
  houseSecret: string,
  concurrency: number,
  seconds: number,
): Promise<{ bets: number; failed: number; cpuPerBet: number; clientPerBet: number }> {
  const end = Date.now() + seconds * 1000;
  let bets = 0;
  let failed = 0;
  let next = 0;
  // The provider's side (building and signing each request) runs in this process too: its CPU
  // is measured around each build and taken out, as PP's md5 form or AWC's JSON-in-a-form cost
  // the caller more than the native HMAC does.
  let client = 0;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const p = players[next++ % players.length]!;
        const before = process.cpuUsage();
        const r = request(kind, p, houseSecret);
        const built = process.cpuUsage(before);
        client += built.user + built.system;
        const res = await app.inject({ method: 'POST', url: r.url, headers: r.headers, payload: r.payload });
        if (res.statusCode === 200 && r.ok(res.json())) bets++;
        else failed++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    bets,
    failed,
    cpuPerBet: bets > 0 ? (used.user + used.system - client) / bets : Number.POSITIVE_INFINITY,
    clientPerBet: bets > 0 ? client / bets : 0,
  };
}

export async function adapterRatios(
  app: FastifyInstance,
  players: Player[],
  houseSecret: string,
  concurrency: number,
  seconds: number,
): Promise<{ pp: number; awc: number; failed: number; line: string }> {
  await connect(app, players);
  const kinds: Kind[] = ['native', 'pp', 'awc'];
  for (const k of kinds) await measure(app, k, players, houseSecret, concurrency, 1);
  const totals = {
    native: { cpu: 0, bets: 0, s: 0, client: 0 },
    pp: { cpu: 0, bets: 0, s: 0, client: 0 },
    awc: { cpu: 0, bets: 0, s: 0, client: 0 },
  };
  let failed = 0;
  let idle = { cpu: 0, s: 0 };
  const slices = 4;
  for (let i = 0; i < slices; i++) {
    for (const k of kinds) {
      const m = await measure(app, k, players, houseSecret, concurrency, seconds / slices);
      totals[k].cpu += m.cpuPerBet * m.bets;
      totals[k].bets += m.bets;
      totals[k].s += seconds / slices;
      totals[k].client += m.clientPerBet * m.bets;
      failed += m.failed;
    }
    idle = addIdle(idle, await idleCpu(seconds / slices / 2));
  }
  // The app's own clocks (live tables, cockfights, lottery draws, events) run throughout: their
  // CPU per second, measured between slices with no bet in flight, is not a bet's. Left in, it
  // weighs on the protocol with fewer bets per second, and more the busier the machine is.
  const idlePerS = idle.cpu / Math.max(idle.s, 1e-9);
  const raw = (k: Kind) => totals[k].cpu / Math.max(1, totals[k].bets);
  const client = (k: Kind) => totals[k].client / Math.max(1, totals[k].bets);
  const per = (k: Kind) => Math.max(1, totals[k].cpu - idlePerS * totals[k].s) / Math.max(1, totals[k].bets);
  const pp = per('pp') / per('native');
  const awc = per('awc') / per('native');
  const extra = await essentialExtra(app, concurrency, seconds / 2);
  const line =
    `(g) adapters in-process: native ${per('native').toFixed(0)} µs, PP ${per('pp').toFixed(0)} µs, ` +
    `AWC ${per('awc').toFixed(0)} µs server CPU per bet (${totals.native.bets}/${totals.pp.bets}/${totals.awc.bets} bets, ${failed} refused)\n` +
    `    the app's background work, ${(idlePerS / 1000).toFixed(1)} ms of CPU per second with no bet in flight, taken out; ` +
    `with it: native ${raw('native').toFixed(0)} µs, PP ${raw('pp').toFixed(0)} µs, AWC ${raw('awc').toFixed(0)} µs ` +
    `(ratios ${(raw('pp') / raw('native')).toFixed(2)} and ${(raw('awc') / raw('native')).toFixed(2)}); the callers' own ` +
    `building and signing, also taken out: ${client('native').toFixed(0)}/${client('pp').toFixed(0)}/${client('awc').toFixed(0)} µs per bet\n` +
    `    floor, for reading: the work an adapter cannot skip beyond the native bet (its reference looked up, ` +
    `its record written: one SELECT and one INSERT of provider_wire_transactions) costs ${extra.toFixed(0)} µs, ` +
    `a floor ratio of ${((per('native') + extra) / per('native')).toFixed(2)}`;
  return { pp, awc, failed, line };
}

/** CPU of this process over `seconds` with no bet in flight, in µs. */
export async function idleCpu(seconds: number): Promise<{ cpu: number; s: number }> {
  const cpu = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const used = process.cpuUsage(cpu);
  return { cpu: used.user + used.system, s: seconds };
}

export const addIdle = (a: { cpu: number; s: number }, b: { cpu: number; s: number }) => ({
  cpu: a.cpu + b.cpu,
  s: a.s + b.s,
});

/**
 * The smallest program doing what an adapter adds to a native bet: the lookup of the provider's
 * reference and the insert of its record, on the same pool and at the same concurrency. Server
 * CPU per pair, in µs.
 */
export async function essentialExtra(app: FastifyInstance, concurrency: number, seconds: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let ops = 0;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const ref = `floor-${randomBytes(12).toString('hex')}`;
        await app.db.pool.query(
          'SELECT id FROM provider_wire_transactions WHERE account = $1 AND kind = $2 AND reference = $3',
          ['pp', 'bet', ref],
        );
        await app.db.pool.query(
          `INSERT INTO provider_wire_transactions (account, kind, reference, provider_code, player_id, round, game_code,
             amount_units, amount_vnd, native_uuid) VALUES ('floor', 'bet', $1, 'pp', 1, $1, 'vs20cm', '1000.00', -1000, $1)`,
          [ref],
        );
        ops++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return ops > 0 ? (used.user + used.system) / ops : Number.POSITIVE_INFINITY;
}
