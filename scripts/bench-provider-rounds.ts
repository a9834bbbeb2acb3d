/**
 * How `npm run bench:provider` sets adapters side by side with the native protocol, (g) PP and
 * AWC, (h) SABA and BTI: in the same run, the same process and through the same transport
 * (Fastify's inject: the full route, parsing, hook and answer path without sockets, so what
 * differs between the kinds is only what each protocol does), in many short rounds of one slice
 * per kind, the order rotated every round, so load from elsewhere and what one slice leaves
 * behind (garbage, a warm batch) fall on every kind alike. What the caller spends building each
 * request (a gzip body, an md5 form, the native signature) is measured apart and taken out.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { median } from './bench-support';

export interface Player {
  id: number;
  user: string;
  tokenPlay: string;
}

/** One request of a kind, as its provider would send it. */
export interface Built {
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer;
  /** the stake's own id (the native bet's transaction) */
  ref: string;
  ok: (res: { body: string; json: () => Record<string, unknown> }) => boolean;
}

/** What is compared: the kinds (the first is the reference), how each builds a request, what follows an accepted one. */
export interface Plan<K extends string> {
  kinds: K[];
  build(kind: K, p: Player): Built;
  /** after an accepted request: the floor's record */
  after?(kind: K, app: FastifyInstance, p: Player, ref: string): Promise<unknown>;
}

/**
 * Rounds per comparison, each a short slice of every kind. Many short rounds rather than four
 * long ones: a burst of the app's clocks or a collection lands in one slice, and the median of
 * the rounds' own ratios, printed beside the pooled one, leaves such a slice out (docs/benchmarks.md).
 */
export const ROUNDS = 16;

/**
 * What a native stake carries beside its amount (`meta`): a comparison whose adapters carry a
 * ticket's line gives its native bet the same line (decision 185).
 */
export type NativeMeta = Record<string, unknown>;

/**
 * The native protocol's bet (a house dice bet, signed as a provider signs it): every comparison's
 * reference, with `meta` when the comparison gives it one.
 */
export function nativeBet(p: Player, houseSecret: string, meta?: NativeMeta): Built {
  const ref = randomBytes(12).toString('hex');
  const payload = JSON.stringify({
    request_uuid: ref,
    token: p.tokenPlay,
    user: p.user,
    transaction_uuid: ref,
    round: ref,
    game_code: 'taixiu',
    currency: 'VND',
    amount: 1000,
    ...(meta ? { meta } : {}),
  });
  return {
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

/**
 * The floor's addition to the native bet: the one thing an adapter's stake must add to it, its
 * wire record, through the adapters' own gathered insert (account `floor`: no adapter reads it).
 * The floor's ratio over native is the record's; an adapter's over the floor is its protocol's own work.
 */
export function floorRecord(app: FastifyInstance, p: Player, ref: string): Promise<number | null> {
  return app.services.providerAdapters.repo.record({
    account: 'floor',
    kind: 'bet',
    reference: ref,
    providerCode: 'house',
    playerId: p.id,
    round: ref,
    gameCode: 'taixiu',
    amountUnits: '1000',
    amountVnd: -1000,
    remainder: '0',
    nativeUuid: ref,
    refersTo: null,
  });
}

/**
 * The usual plan: the native bet first (the reference), then each adapter built by `build`, then
 * the floor (the native bet and a wire record after it). With `meta` the native bet and the floor
 * carry it, and a last kind, `dice`, is the native bet without it (the reference before decision 185).
 */
export function withNativeAndFloor<A extends string>(
  adapters: A[],
  build: (kind: A, p: Player) => Built,
  houseSecret: string,
  meta?: NativeMeta,
): Plan<'native' | A | 'floor' | 'dice'> {
  return {
    kinds: ['native', ...adapters, 'floor', ...(meta ? (['dice'] as const) : [])],
    build: (kind, p) =>
      kind === 'dice'
        ? nativeBet(p, houseSecret)
        : kind === 'native' || kind === 'floor'
          ? nativeBet(p, houseSecret, meta)
          : build(kind as A, p),
    after: (kind, app, p, ref) => (kind === 'floor' ? floorRecord(app, p, ref) : Promise.resolve()),
  };
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** CPU of this process over `seconds` with no bet in flight, in µs. */
async function idleCpu(seconds: number): Promise<number> {
  const start = cpuNow();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return cpuNow() - start;
}

/** `concurrency` closed-loop callers for `seconds`: accepted stakes, refused ones, this process's CPU (µs) without the building. */
async function slice<K extends string>(
  app: FastifyInstance,
  plan: Plan<K>,
  kind: K,
  players: Player[],
  concurrency: number,
  seconds: number,
): Promise<{ bets: number; failed: number; cpu: number; building: number }> {
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
        const r = plan.build(kind, p);
        building += cpuNow() - before;
        const res = await app.inject({ method: 'POST', url: r.url, headers: r.headers, payload: r.payload });
        const placed = res.statusCode === 200 && r.ok(res);
        if (placed && plan.after) await plan.after(kind, app, p, r.ref);
        if (placed) bets++;
        else failed++;
      }
    }),
  );
  return { bets, failed, cpu: cpuNow() - start - building, building };
}

/** Per stake of each kind, µs, and the rounds' own ratios to the reference kind. */
export interface Compared<K extends string> {
  /** server CPU, the app's background work taken out */
  per(k: K): number;
  /** server CPU with the background work left in */
  raw(k: K): number;
  /** `per` plus PostgreSQL's CPU (NaN without a local PostgreSQL) */
  whole(k: K): number;
  /** the callers' own building and signing, taken out of the above */
  building(k: K): number;
  /** the median of the rounds' own ratios to the first kind */
  byRound(k: K): number;
  bets(k: K): number;
  failed: number;
  /** the app's background work, µs of CPU per second with no stake in flight */
  idlePerS: number;
}

/** Warms every kind up for a second, then ROUNDS rounds of one `seconds / ROUNDS` slice per kind. */
export async function compare<K extends string>(
  app: FastifyInstance,
  plan: Plan<K>,
  players: Player[],
  concurrency: number,
  seconds: number,
  dbCpu: () => number = () => Number.NaN,
): Promise<Compared<K>> {
  const { kinds } = plan;
  for (const k of kinds) await slice(app, plan, k, players, concurrency, 1);
  const totals = Object.fromEntries(kinds.map((k) => [k, { cpu: 0, db: 0, bets: 0, s: 0, building: 0 }])) as Record<
    K,
    { cpu: number; db: number; bets: number; s: number; building: number }
  >;
  const rounds: Record<K, number>[] = [];
  const idle = { cpu: 0, db: 0, s: 0 };
  let failed = 0;
  const length = seconds / ROUNDS;
  for (let i = 0; i < ROUNDS; i++) {
    const round = {} as Record<K, { cpu: number; bets: number }>;
    // each kind first, second, ... and last in turn
    for (const k of [...kinds.slice(i % kinds.length), ...kinds.slice(0, i % kinds.length)]) {
      const db0 = dbCpu();
      const m = await slice(app, plan, k, players, concurrency, length);
      const t = totals[k];
      t.db += (dbCpu() - db0) * 1e6;
      t.cpu += m.cpu;
      t.bets += m.bets;
      t.s += length;
      t.building += m.building;
      round[k] = m;
      failed += m.failed;
    }
    const db0 = dbCpu();
    const quiet = await idleCpu(length / 2);
    idle.db += (dbCpu() - db0) * 1e6;
    idle.cpu += quiet;
    idle.s += length / 2;
    const idleNow = quiet / (length / 2);
    rounds.push(
      Object.fromEntries(
        kinds.map((k) => [k, Math.max(1, round[k].cpu - idleNow * length) / Math.max(1, round[k].bets)]),
      ) as Record<K, number>,
    );
  }
  // The app's own clocks (live tables, cockfights, lottery draws, events) run throughout: their CPU
  // per second with nothing in flight is not a stake's, and left in it weighs more on the kind
  // with fewer stakes per second, and more the busier the machine is.
  const idlePerS = idle.cpu / Math.max(idle.s, 1e-9);
  const idleDbPerS = idle.db / Math.max(idle.s, 1e-9);
  const n = (k: K) => Math.max(1, totals[k].bets);
  const per = (k: K) => Math.max(1, totals[k].cpu - idlePerS * totals[k].s) / n(k);
  const reference = kinds[0]!;
  return {
    per,
    raw: (k) => totals[k].cpu / n(k),
    whole: (k) => per(k) + Math.max(0, totals[k].db - idleDbPerS * totals[k].s) / n(k),
    building: (k) => totals[k].building / n(k),
    byRound: (k) => median(rounds.map((r) => r[k] / r[reference])),
    bets: (k) => totals[k].bets,
    failed,
    idlePerS,
  };
}

/**
 * The comparison's lines for the log: `tag` and `title` head them, `pair` names the two adapters
 * compared with the reference kind (the first), `unit` what one stake is called. The floor, when
 * the plan has one, is printed under them.
 */
export function describe<K extends string>(
  c: Compared<K>,
  o: { tag: string; title: string; reference: K; pair: [K, string][]; floor?: K; unit: string },
): string {
  const { per, raw, whole, byRound, building } = c;
  const ratio = (f: (k: K) => number, k: K) => (f(k) / f(o.reference)).toFixed(2);
  const each = (f: (k: K) => number) =>
    `native ${f(o.reference).toFixed(0)} µs, ${o.pair.map(([k, name]) => `${name} ${f(k).toFixed(0)} µs`).join(', ')}`;
  const ratios = (f: (k: K) => number) => o.pair.map(([k]) => ratio(f, k)).join(' and ');
  const kinds = [o.reference, ...o.pair.map(([k]) => k)];
  const lines = [
    `${o.tag} ${o.title}: ${each(per)} server CPU per ${o.unit} (${kinds.map((k) => c.bets(k)).join('/')} ${o.unit}s, ${c.failed} refused)`,
    `    ratios ${ratios(per)} (the rounds pooled); the median of the ${ROUNDS} rounds' own ratios ` +
      o.pair.map(([k]) => byRound(k).toFixed(2)).join(' and '),
    // PostgreSQL's CPU too (the ledger's statements are most of a stake's work there), for reading
    `    with PostgreSQL's CPU beside the server's: ${each(whole)} per ${o.unit} (ratios ${ratios(whole)})`,
    `    the app's background work, ${(c.idlePerS / 1000).toFixed(1)} ms of CPU per second with no ${o.unit} in flight, ` +
      `taken out; with it: ${each(raw)} (ratios ${ratios(raw)}); the callers' own building and signing, also taken ` +
      `out: ${kinds.map((k) => building(k).toFixed(0)).join('/')} µs per ${o.unit}`,
  ];
  if (o.floor)
    lines.push(
      `    floor, in the same rounds: the native bet and an adapter's wire record after it (gathered, as the adapters ` +
        `write it), no protocol read: ${per(o.floor).toFixed(0)} µs, a floor ratio of ${ratio(per, o.floor)} ` +
        `(median of rounds ${byRound(o.floor).toFixed(2)})`,
    );
  return lines.join('\n');
}

/**
 * The whole comparison both parts of the bench make: the native bet, each adapter (`pair`, with
 * its name for the log) and the floor, in rounds; each adapter's ratio to the native bet (the
 * rounds pooled) and the lines for the log. With `meta` (what the adapters' stakes carry into
 * the native bet, decision 185) the native bet carries it too, and the ratios to the native bet
 * without it are printed beside and returned as `dice`.
 */
export async function compareWithNative<A extends string>(
  app: FastifyInstance,
  o: {
    tag: string;
    title: string;
    unit: string;
    pair: [A, string][];
    build: (kind: A, p: Player) => Built;
    meta?: NativeMeta;
  },
  players: Player[],
  houseSecret: string,
  concurrency: number,
  seconds: number,
  dbCpu: () => number,
): Promise<{ ratio: (k: A) => number; dice: (k: A) => number; failed: number; line: string }> {
  const plan = withNativeAndFloor(
    o.pair.map(([k]) => k),
    o.build,
    houseSecret,
    o.meta,
  );
  const c = await compare(app, plan, players, concurrency, seconds, dbCpu);
  const lines = [
    describe(c, {
      tag: o.tag,
      title: o.title,
      reference: 'native',
      pair: o.pair,
      floor: 'floor',
      unit: o.unit,
    }),
  ];
  const dice = (k: A) => (o.meta ? c.per(k) / c.per('dice') : Number.NaN);
  if (o.meta) {
    lines.push(
      `    the native bet without the ticket's line (a dice bet, the reference before decision 185), in the same ` +
        `rounds: ${c.per('dice').toFixed(0)} µs; against it ${o.pair.map(([k]) => dice(k).toFixed(2)).join(' and ')} ` +
        `(the native bet with the line ${(c.per('native') / c.per('dice')).toFixed(2)})`,
    );
  }
  return { ratio: (k) => c.per(k) / c.per('native'), dice, failed: c.failed, line: lines.join('\n') };
}
