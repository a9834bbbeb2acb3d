/**
 * Part of `npm run bench:provider`: server CPU per stake of the SABA and BTI adapters next to the
 * native protocol, in the same run, the same process and through the same transport (Fastify's
 * inject), in rounds of short slices so load from elsewhere falls on the three alike. What the caller
 * spends building each request (SABA's gzip, the ids, the native signature) is measured apart
 * and taken out: the ratio is the server's work per stake.
 *
 * Prints `SPORTS saba_vs_native=<ratio> bti_vs_native=<ratio>` (target <= 1.3 each).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GzipWriter } from '../apps/server/src/modules/providers/adapters/saba/saba.gzip';
import { addIdle, idleCpu } from './bench-provider-adapters';
import { median } from './bench-support';

interface Player {
  id: number;
  user: string;
  tokenPlay: string;
}

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
 * `floor`: the native bet, then the one thing an adapter's stake must add to it, its wire record
 * through the adapters' own gathered insert; no protocol read. Adapter minus floor is the
 * protocol's own work (SABA's gzip, JSON and zod; BTI's XML), floor over native the record's.
 */
type Kind = 'native' | 'saba' | 'bti' | 'floor';

/**
 * Rounds per repetition, each a short slice of every kind. Many short rounds rather than four long
 * ones: a burst of the app's clocks or a collection lands in one slice, and the median of the
 * rounds' own ratios, printed beside the pooled one, leaves such a slice out (docs/benchmarks.md).
 */
const ROUNDS = 16;

interface Built {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer;
  /** the stake's own id (the native bet's transaction) */
  ref: string;
  ok: (res: { body: string; json: () => Record<string, unknown> }) => boolean;
}

function request(kind: Kind, p: Player, houseSecret: string): Built {
  const ref = randomBytes(12).toString('hex');
  if (kind === 'native' || kind === 'floor') {
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
      method: 'POST',
      url: '/provider/house/transaction/bet',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': createHmac('sha256', houseSecret).update(payload).digest('base64'),
      },
      payload,
      ref,
      ok: (r) => r.json().status === 'RS_OK',
    };
  }
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
      method: 'POST',
      url: '/provider/saba/placebet',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipper.bytes(JSON.stringify({ key: SABA_VENDOR, message })),
      ref,
      ok: (r) => r.json().status === '0',
    };
  }
  return {
    method: 'POST',
    url: `/provider/bti/reserve?cust_id=${p.user}&reserve_id=${ref}&amount=1000&extsessionID=s`,
    headers: { 'content-type': 'text/xml' },
    payload: `<Bets cust_id="${p.user}" reserve_id="${ref}" amount="1000" currency_code="VND" platform="W"><Bet BetID="${ref}" BetTypeName="Single" Stake="1000" OddsDec="1.95"/></Bets>`,
    ref,
    ok: (r) => r.body.startsWith('error_code=0'),
  };
}

/** The record a SABA or BTI stake writes after its native bet, as `floor` writes it (account `floor`: no adapter reads it). */
function floorRecord(app: FastifyInstance, p: Player, ref: string): Promise<number | null> {
  return app.services.providerAdapters.repo.record({
    account: 'floor',
    kind: 'placebet',
    reference: ref,
    providerCode: 'house',
    playerId: p.id,
    round: ref,
    gameCode: 'taixiu',
    amountUnits: '1',
    amountVnd: -1000,
    remainder: '0',
    nativeUuid: ref,
    refersTo: null,
  });
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CONCURRENCY closed-loop callers for `seconds`; this process's CPU per accepted stake (µs), building excluded. */
async function measure(
  app: FastifyInstance,
  kind: Kind,
  players: Player[],
  houseSecret: string,
  concurrency: number,
  seconds: number,
): Promise<{ bets: number; failed: number; cpu: number }> {
  const end = Date.now() + seconds * 1000;
  let bets = 0;
  let failed = 0;
  let next = 0;
  let building = 0;
  const start = cpuNow();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const p = players[next++ % players.length]!;
        const before = cpuNow();
        const r = request(kind, p, houseSecret);
        building += cpuNow() - before;
        const res = await app.inject({ method: r.method, url: r.url, headers: r.headers, payload: r.payload });
        const placed = res.statusCode === 200 && r.ok(res);
        if (placed && kind === 'floor') await floorRecord(app, p, r.ref);
        if (placed) bets++;
        else failed++;
      }
    }),
  );
  return { bets, failed, cpu: cpuNow() - start - building };
}

export async function sportsRatios(
  app: FastifyInstance,
  players: Player[],
  houseSecret: string,
  concurrency: number,
  seconds: number,
  dbCpu: () => number = () => Number.NaN,
): Promise<{ saba: number; bti: number; failed: number; line: string }> {
  await connect(app, players);
  const kinds: Kind[] = ['native', 'saba', 'bti', 'floor'];
  for (const k of kinds) await measure(app, k, players, houseSecret, concurrency, 1);
  const totals = {
    native: { cpu: 0, db: 0, bets: 0, s: 0 },
    saba: { cpu: 0, db: 0, bets: 0, s: 0 },
    bti: { cpu: 0, db: 0, bets: 0, s: 0 },
    floor: { cpu: 0, db: 0, bets: 0, s: 0 },
  };
  let idleDb = 0;
  const rounds: Record<Kind, number>[] = [];
  let failed = 0;
  let idle = { cpu: 0, s: 0 };
  const slices = ROUNDS;
  const slice = seconds / slices;
  for (let i = 0; i < slices; i++) {
    const round = {} as Record<Kind, { cpu: number; bets: number }>;
    // each kind first, second, third and last in turn: what the one before leaves (garbage, a
    // warm batch) falls on them alike
    for (const k of [...kinds.slice(i % kinds.length), ...kinds.slice(0, i % kinds.length)]) {
      const db0 = dbCpu();
      const m = await measure(app, k, players, houseSecret, concurrency, slice);
      totals[k].db += (dbCpu() - db0) * 1e6;
      round[k] = m;
      totals[k].cpu += m.cpu;
      totals[k].bets += m.bets;
      totals[k].s += slice;
      failed += m.failed;
    }
    const idleDb0 = dbCpu();
    const quiet = await idleCpu(slice / 2);
    idleDb += (dbCpu() - idleDb0) * 1e6;
    idle = addIdle(idle, quiet);
    const idleNow = quiet.cpu / quiet.s;
    rounds.push(
      Object.fromEntries(
        kinds.map((k) => [k, Math.max(1, round[k].cpu - idleNow * slice) / Math.max(1, round[k].bets)]),
      ) as Record<Kind, number>,
    );
  }
  // The app's own clocks run throughout (as in (g)): their CPU per second with nothing in flight
  // is not a stake's, and left in it weighs more on the protocol with fewer stakes per second.
  const idlePerS = idle.cpu / Math.max(idle.s, 1e-9);
  const raw = (k: Kind) => totals[k].cpu / Math.max(1, totals[k].bets);
  const per = (k: Kind) => Math.max(1, totals[k].cpu - idlePerS * totals[k].s) / Math.max(1, totals[k].bets);
  const idleDbPerS = idleDb / Math.max(idle.s, 1e-9);
  // PostgreSQL's CPU too (the ledger's statements are most of a stake's work there), for reading
  const whole = (k: Kind) =>
    per(k) + Math.max(0, totals[k].db - idleDbPerS * totals[k].s) / Math.max(1, totals[k].bets);
  const byRound = (k: Kind) => median(rounds.map((r) => r[k] / r.native));
  const line =
    `(h) sports adapters in-process: native ${per('native').toFixed(0)} µs, SABA ${per('saba').toFixed(0)} µs, ` +
    `BTI ${per('bti').toFixed(0)} µs server CPU per stake (${totals.native.bets}/${totals.saba.bets}/${totals.bti.bets} stakes, ${failed} refused)\n` +
    `    ratios ${(per('saba') / per('native')).toFixed(2)} and ${(per('bti') / per('native')).toFixed(2)} (the rounds pooled); ` +
    `the median of the ${slices} rounds' own ratios ${byRound('saba').toFixed(2)} and ${byRound('bti').toFixed(2)}\n` +
    `    with PostgreSQL's CPU beside the server's: native ${whole('native').toFixed(0)} µs, SABA ${whole('saba').toFixed(0)} µs, ` +
    `BTI ${whole('bti').toFixed(0)} µs per stake (ratios ${(whole('saba') / whole('native')).toFixed(2)} and ${(whole('bti') / whole('native')).toFixed(2)})\n` +
    `    the app's background work, ${(idlePerS / 1000).toFixed(1)} ms of CPU per second with no stake in flight, taken out; ` +
    `with it: native ${raw('native').toFixed(0)} µs, SABA ${raw('saba').toFixed(0)} µs, BTI ${raw('bti').toFixed(0)} µs ` +
    `(ratios ${(raw('saba') / raw('native')).toFixed(2)} and ${(raw('bti') / raw('native')).toFixed(2)})\n` +
    `    floor, in the same rounds: the native bet and an adapter's wire record after it (gathered, as the adapters write ` +
    `it), no protocol read: ${per('floor').toFixed(0)} µs, a floor ratio of ${(per('floor') / per('native')).toFixed(2)} ` +
    `(median of rounds ${byRound('floor').toFixed(2)})`;
  return { saba: per('saba') / per('native'), bti: per('bti') / per('native'), failed, line };
}
