/**
 * `npm run test:crash`: the server is killed with SIGKILL in the middle of provider load and
 * started again on the same data. Passes when the second start comes up (its PostgreSQL left
 * running by the killed server is found and stopped), `ledger:check` passes, every bet the
 * provider saw acknowledged is in the ledger exactly once, a provider's retry of each gets its
 * first answer without moving money again, and a clean stop leaves no PostgreSQL behind.
 * Runs the real start-up path (`scripts/start.ts`) on its own ports and a throw-away data
 * directory; needs the site built (npm test builds it first). Bounded: about 20 s of load.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { providerBinding } from '../apps/server/src/modules/providers/providers.directory';
import { hmacSignature } from '../apps/server/src/modules/providers/providers.signature';
import { Sealer } from '../apps/server/src/secrets/sealing';

const PORT = Number(process.env.CRASH_PORT ?? 3197);
const PG_PORT = Number(process.env.CRASH_PG_PORT ?? 5497);
const DATA_DIR = path.resolve(process.env.CRASH_DATA_DIR ?? '.tmp/crash-restart');
const BASE = `http://127.0.0.1:${PORT}`;
const DB_URL = `postgres://platform:platform@127.0.0.1:${PG_PORT}/platform`;
const LOAD_MS = 1_500;
const CONCURRENCY = 8;
const STAKE = 1_000;
const DEPOSIT = 5_000_000;
const env = {
  ...process.env,
  PORT: String(PORT),
  EMBEDDED_PG_PORT: String(PG_PORT),
  DATA_DIR,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};

function fail(message: string): never {
  console.error(`crash-restart: FAILED: ${message}`);
  process.exit(1);
}

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGKILL' && code !== 0 && code !== null) console.error(output);
  });
  return child;
}

async function ready(child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) fail(`the server exited with code ${child.exitCode} during start-up`);
    try {
      if ((await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail('the server did not become ready');
}

async function api(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: BASE,
      cookie: `device_fingerprint=${'a'.repeat(64)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) fail(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

function signed(secret: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  return {
    payload,
    signature: hmacSignature(secret, payload),
  };
}

async function providerBet(secret: string, bet: Record<string, unknown>) {
  const { payload, signature } = signed(secret, bet);
  const res = await fetch(`${BASE}/provider/house/transaction/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signature },
    body: payload,
    signal: AbortSignal.timeout(10_000),
  });
  return (await res.json()) as { status: string; balance: number | null; transaction_id?: string };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function postgresRunning(): number | null {
  const pidFile = path.join(DATA_DIR, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Whether something listens on the port already (a server left over from an earlier run would answer for ours). */
function held(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function main() {
  for (const port of [PORT, PG_PORT])
    if (await held(port)) {
      console.error(
        `crash-restart: port ${port} is already in use (a server left from an earlier run?); stop it, or set CRASH_PORT and CRASH_PG_PORT`,
      );
      process.exit(1);
    }
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`crash-restart: starting on port ${PORT} (PostgreSQL ${PG_PORT}, data in ${DATA_DIR})`);
  const first = startServer();
  await ready(first);

  // A player with money, through the real cashier: voucher, sandbox bank transfer, webhook.
  const username = `crash_${randomBytes(4).toString('hex')}`;
  const phone = `098${String(Date.now()).slice(-7)}`;
  const reg = await api('POST', '/api/auth/register', { username, password: 'secret123', phone, ageConfirmed: true });
  const token: string = reg.data.token;
  const tokenPlay: string = reg.data.user.tokenPlay;
  const playerId = String(reg.data.user.id);
  const voucher = await api('POST', '/api/payment/deposit/codepay', { amount: DEPOSIT }, token);
  await api('POST', '/sandbox/bank/transfers', { content: `NAP ${voucher.data.transferCode}`, amount: DEPOSIT });
  for (let i = 0; ; i++) {
    const balance = await api('GET', '/api/user/balance', undefined, token);
    if (balance.data.cash === DEPOSIT || balance.data.balance === DEPOSIT) break;
    if (i > 100) fail(`the deposit was not credited: ${JSON.stringify(balance)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  // sealed at rest (decision 107): opened with the same key ring as the server's
  const secret = Sealer.fromEnv(process.env).open(
    (await db.query(`SELECT secret FROM providers WHERE code = 'house'`)).rows[0].secret,
    providerBinding('house'),
  );
  await db.end();

  // Provider load; the server is killed while bets are in flight.
  const acknowledged = new Map<string, { body: Record<string, unknown>; balance: number | null }>();
  const refusals = new Map<string, number>();
  let killed = false;
  let inFlightAtKill = 0;
  let inFlight = 0;
  const worker = async () => {
    while (!killed) {
      const uuid = randomUUID();
      const body = {
        request_uuid: randomUUID(),
        token: tokenPlay,
        user: playerId,
        transaction_uuid: uuid,
        round: `crash-${uuid}`,
        game_code: 'taixiu',
        currency: 'VND',
        amount: STAKE,
      };
      inFlight++;
      try {
        const answer = await providerBet(secret, body);
        if (answer.status === 'RS_OK') acknowledged.set(uuid, { body, balance: answer.balance });
        else refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
      } catch {
        // killed mid-request: not acknowledged
      } finally {
        inFlight--;
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  inFlightAtKill = inFlight;
  first.kill('SIGKILL');
  killed = true;
  await Promise.all(workers);
  await exited(first);
  const leftover = postgresRunning();
  console.log(
    `crash-restart: killed the server with ${acknowledged.size} bets acknowledged and ${inFlightAtKill} in flight; ` +
      `its PostgreSQL ${leftover ? `(pid ${leftover}) is still running` : 'stopped with it'}`,
  );
  if (acknowledged.size === 0) fail(`no bet was acknowledged before the kill: ${JSON.stringify([...refusals])}`);

  // Start again on the same data.
  const second = startServer();
  await ready(second);
  console.log('crash-restart: the second start is ready');

  // Every acknowledged bet in the ledger exactly once, and a retry answers it without moving money.
  const check = new pg.Client({ connectionString: DB_URL });
  await check.connect();
  const ids = [...acknowledged.keys()];
  const { rows } = await check.query<{ external_id: string; n: number }>(
    `SELECT external_id, count(*)::int AS n FROM journal WHERE scope = 'game:house' AND external_id = ANY($1)
      GROUP BY external_id`,
    [ids],
  );
  const counts = new Map(rows.map((r) => [r.external_id, r.n]));
  const missing = ids.filter((id) => counts.get(id) !== 1);
  if (missing.length > 0) fail(`${missing.length} acknowledged bets are not in the ledger exactly once: ${missing[0]}`);
  const before = await api('GET', '/api/user/balance', undefined, token);
  for (const [uuid, { body }] of [...acknowledged].slice(0, 50)) {
    const replay = await providerBet(secret, { ...body, request_uuid: randomUUID() });
    if (replay.status !== 'RS_OK') fail(`the retry of acknowledged bet ${uuid} answered ${replay.status}`);
  }
  const after = await api('GET', '/api/user/balance', undefined, token);
  if (JSON.stringify(before.data) !== JSON.stringify(after.data)) fail('retries of acknowledged bets moved money');
  const applied = (
    await check.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal WHERE scope = 'game:house' AND kind = 'bet' AND player_id = $1`,
      [Number(playerId)],
    )
  ).rows[0]!.n;
  await check.end();
  const expected = DEPOSIT - applied * STAKE;
  const cash = after.data.cash ?? after.data.balance;
  if (cash !== expected) fail(`cash is ${cash}, the ledger's bets say ${expected}`);
  console.log(
    `crash-restart: ${acknowledged.size} acknowledged bets each in the ledger once; ${applied} applied in all; cash ${cash} matches`,
  );

  // ledger:check on the restarted database.
  const ledger = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/ledger-check.ts'], {
    env,
    encoding: 'utf8',
  });
  if (ledger.status !== 0) fail(`ledger:check failed:\n${ledger.stdout}\n${ledger.stderr}`);
  console.log('crash-restart: ledger:check passed');

  // A clean stop takes its PostgreSQL with it.
  second.kill('SIGTERM');
  await exited(second);
  for (let i = 0; postgresRunning() && i < 100; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (postgresRunning()) fail('PostgreSQL is still running after a clean stop');
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log('crash-restart: passed');
}

main().catch((err: unknown) => fail(err instanceof Error ? (err.stack ?? err.message) : String(err)));
