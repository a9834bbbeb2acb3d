/**
 * The cluster drills' load (`cluster:check`, `backup:check`): players registered and funded
 * through the balancer, bets and wins through the provider protocol, deposits by bank webhook,
 * page views and balance streams, every operation resent with its own idempotency key until it
 * is answered (as providers and banks do), and the verification that each acknowledged
 * operation is in the ledger exactly once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { providerBinding } from '../../apps/server/src/modules/providers/providers.directory';
import { Sealer } from '../../apps/server/src/secrets/sealing';
import { bankWebhookHeaders, houseCallbackHeaders } from '../../apps/server/test/signed-callbacks';
import type { Cluster, Instance } from './cluster';

export const STAKE = 1_000;
export const FIRST_DEPOSIT = 2_000_000;
export const DEPOSIT = 100_000;
const RETRY_FOR_MS = 45_000;

export let requests = 0;
const t0 = Date.now();
let logName = 'cluster:check';
export function setLogName(name: string): void {
  logName = name;
}
/** Each line with the seconds since the start, so a slow step shows. */
export const log = (line: string) => console.log(`${logName}: [${((Date.now() - t0) / 1000).toFixed(1)} s] ${line}`);

export interface Player {
  id: number;
  token: string;
  tokenPlay: string;
  ip: string;
}

export interface Op {
  /** `momo`: a deposit through the MoMo sandbox, keyed by the deposit's id */
  kind: 'bet' | 'win' | 'deposit' | 'momo';
  player: Player;
  key: string;
  amount: number;
  /** when it was first sent, and when it was answered */
  sentAt?: number;
  ackedAt?: number;
}

export async function http(
  base: string,
  method: string,
  url: string,
  opts: { body?: string; headers?: Record<string, string> } = {},
) {
  requests++;
  const res = await fetch(`${base}${url}`, {
    method,
    headers: opts.headers,
    body: opts.body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a page
  }
  return { status: res.status, json: json as Record<string, unknown> & { data?: Record<string, unknown> } };
}

export function playerHeaders(base: string, player: { ip: string; token?: string }) {
  return {
    'content-type': 'application/json',
    origin: base,
    cookie: `device_fingerprint=${'c'.repeat(64)}`,
    // each simulated player comes from its own address (the balancer appends the real one)
    'x-forwarded-for': player.ip,
    ...(player.token ? { authorization: `Bearer ${player.token}` } : {}),
  };
}

export async function register(base: string): Promise<Player> {
  const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`;
  const username = `cl_${randomBytes(5).toString('hex')}`;
  const phone = `098${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const res = await http(base, 'POST', '/api/auth/register', {
    headers: playerHeaders(base, { ip }),
    body: JSON.stringify({ username, password: 'secret123', phone, ageConfirmed: true }),
  });
  if (res.status !== 200) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.json)}`);
  const data = res.json.data as { token: string; user: { id: number; tokenPlay: string } };
  return { id: Number(data.user.id), token: data.token, tokenPlay: data.user.tokenPlay, ip };
}

export class Check {
  readonly acknowledged: Op[] = [];
  readonly unanswered: Op[] = [];
  readonly bets = new Map<Player, string[]>();
  /** when a write was refused or cut (no answer, a 5xx, RS_ERROR_UNKNOWN): the failover's window */
  readonly refusedAt: number[] = [];
  houseSecret = '';
  bank = { apiKey: '', hmacSecret: '', account: '' };

  constructor(
    private readonly cluster: Cluster,
    private readonly db: pg.Pool,
  ) {}

  get base() {
    return this.cluster.url;
  }

  async loadSecrets(): Promise<void> {
    // sealed at rest (decision 107): opened with the same key ring as the servers'
    this.houseSecret = Sealer.fromEnv(process.env).open(
      (await this.db.query(`SELECT secret FROM providers WHERE code = 'house'`)).rows[0].secret,
      providerBinding('house'),
    );
  }

  /** The bank gateway's webhook credentials (the cashier writes its settings on first use). */
  private async loadBank(): Promise<void> {
    if (this.bank.apiKey) return;
    const settings = (await this.db.query(`SELECT value FROM payment_settings WHERE key = 'cashier'`)).rows[0]?.value;
    if (!settings) throw new Error('the cashier settings are not in the database yet');
    this.bank = {
      apiKey: settings.gateways.bank.webhookApiKey,
      hmacSecret: settings.gateways.bank.webhookHmacSecret,
      account: settings.receivingAccount.accountNumber,
    };
  }

  /**
   * What each player's operation is waiting on now (step, since when, attempts, last answer):
   * printed when the drill overruns, so a stuck operation names itself.
   */
  readonly waiting = new Map<Player, { step: string; since: number; attempts: number; last: string }>();

  private begin(player: Player, step: string): void {
    this.waiting.set(player, { step, since: Date.now(), attempts: 0, last: '-' });
  }

  private attempted(player: Player, last: string): void {
    const w = this.waiting.get(player);
    if (!w) return;
    w.attempts++;
    w.last = last;
  }

  /** Each unfinished operation, one line per player (for a drill that overran). */
  describeWaiting(): string[] {
    return [...this.waiting].map(
      ([p, w]) =>
        `player ${p.id}: ${w.step} for ${((Date.now() - w.since) / 1000).toFixed(1)} s, ${w.attempts} attempts, last ${w.last}`,
    );
  }

  /** Sends `send` until it is answered (a 5xx or a cut connection is no answer), for at most RETRY_FOR_MS. */
  private async untilAnswered(op: Op, send: () => Promise<boolean>): Promise<void> {
    const until = Date.now() + RETRY_FOR_MS;
    op.sentAt = Date.now();
    this.begin(op.player, `${op.kind} ${op.key}`);
    for (;;) {
      try {
        if (await send()) {
          op.ackedAt = Date.now();
          this.acknowledged.push(op);
          this.waiting.delete(op.player);
          return;
        }
        this.attempted(op.player, 'no answer (5xx or RS_ERROR_UNKNOWN)');
      } catch (err) {
        // the instance went away mid-request: send the same operation again
        this.attempted(op.player, err instanceof Error ? err.message : String(err));
      }
      this.refusedAt.push(Date.now());
      if (Date.now() > until) {
        this.unanswered.push(op);
        this.waiting.delete(op.player);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  private async provider(base: string, path: string, body: Record<string, unknown>) {
    const payload = JSON.stringify(body);
    return http(base, 'POST', `/provider/house/transaction/${path}`, {
      headers: houseCallbackHeaders(this.houseSecret, payload),
      body: payload,
    });
  }

  /** A bet, and a win for about half of them; each retried with its own transaction uuid. */
  async betRound(player: Player, base = this.base): Promise<void> {
    const betUuid = randomUUID();
    const round = `cluster-${betUuid}`;
    const bet = { kind: 'bet' as const, player, key: betUuid, amount: STAKE };
    const body = {
      token: player.tokenPlay,
      user: String(player.id),
      transaction_uuid: betUuid,
      round,
      game_code: 'taixiu',
      currency: 'VND',
      amount: STAKE,
    };
    let accepted = false;
    await this.untilAnswered(bet, async () => {
      const res = await this.provider(base, 'bet', { ...body, request_uuid: randomUUID() });
      // RS_ERROR_UNKNOWN: the outcome is unknown (the database went away); providers resend
      if (res.status >= 500 || !res.json || res.json.status === 'RS_ERROR_UNKNOWN') return false;
      if (res.json.status !== 'RS_OK') throw new Error(`bet refused: ${JSON.stringify(res.json)}`);
      accepted = true;
      return true;
    });
    if (!accepted) return;
    this.bets.set(player, [...(this.bets.get(player) ?? []), betUuid]);
    if (Math.random() < 0.5) return;
    const winUuid = randomUUID();
    const amount = STAKE * 2;
    await this.untilAnswered({ kind: 'win', player, key: winUuid, amount }, async () => {
      const res = await this.provider(base, 'win', {
        ...body,
        request_uuid: randomUUID(),
        transaction_uuid: winUuid,
        reference_transaction_uuid: betUuid,
        amount,
      });
      if (res.status >= 500 || !res.json || res.json.status === 'RS_ERROR_UNKNOWN') return false;
      if (res.json.status !== 'RS_OK') throw new Error(`win refused: ${JSON.stringify(res.json)}`);
      return true;
    });
  }

  /** A deposit: the player's transfer voucher, then the bank's webhook, resent until answered. */
  async deposit(player: Player, amount: number): Promise<void> {
    let code = '';
    // a voucher is no money yet: one not made within the retry window fails the drill, named
    const until = Date.now() + RETRY_FOR_MS;
    this.begin(player, 'deposit voucher');
    while (!code) {
      let last: string;
      try {
        const res = await http(this.base, 'POST', '/api/payment/deposit/codepay', {
          headers: playerHeaders(this.base, player),
          // a retry after an answer lost with a killed instance finds the voucher it made
          body: JSON.stringify({ amount, replaceCurrent: true }),
        });
        if (res.status === 200) code = String((res.json.data as { transferCode: string }).transferCode);
        else if (res.status < 500)
          throw new Error(`deposit voucher answered ${res.status}: ${JSON.stringify(res.json)}`);
        last = String(res.status);
      } catch (err) {
        if (err instanceof Error && err.message.startsWith('deposit voucher')) throw err;
        last = err instanceof Error ? err.message : String(err);
      }
      this.attempted(player, last);
      if (code) break;
      if (Date.now() > until)
        throw new Error(`deposit voucher not made within ${RETRY_FOR_MS / 1000} s (last answer: ${last})`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await this.loadBank();
    const id = Date.now() * 1000 + Math.floor(Math.random() * 1000);
    const body = JSON.stringify({
      id,
      gateway: 'Vietcombank',
      transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      accountNumber: this.bank.account,
      code: null,
      content: `NAP ${code}`,
      transferType: 'in',
      transferAmount: amount,
      accumulated: 0,
      subAccount: null,
      referenceCode: `FT${id}`,
      description: `BankAPINotify NAP ${code}`,
    });
    await this.untilAnswered({ kind: 'deposit', player, key: code, amount }, async () => {
      const res = await http(this.base, 'POST', '/webhooks/bank', {
        headers: bankWebhookHeaders(body, this.bank.apiKey, this.bank.hmacSecret),
        body,
      });
      if (res.status >= 500) return false;
      if (res.status !== 200) throw new Error(`bank webhook answered ${res.status}: ${JSON.stringify(res.json)}`);
      return true;
    });
  }

  /** A voucher's transfer code for `player` (created through the balancer). */
  async voucher(player: Player, amount: number): Promise<string> {
    const res = await http(this.base, 'POST', '/api/payment/deposit/codepay', {
      headers: playerHeaders(this.base, player),
      body: JSON.stringify({ amount, replaceCurrent: true }),
    });
    if (res.status !== 200) throw new Error(`deposit voucher answered ${res.status}: ${JSON.stringify(res.json)}`);
    return String((res.json.data as { transferCode: string }).transferCode);
  }

  /**
   * A deposit through the MoMo sandbox split over the instances: the payment is created through
   * `a` (its sandbox order is written there), the player confirms it on `b`'s payment page, and
   * the IPN `b` then owes is sent by whichever instance claims it (decision 112). Acknowledged
   * when the payment page accepted the confirmation, as MoMo's would.
   */
  async momoAcross(player: Player, a: Instance, b: Instance, amount: number): Promise<void> {
    const baseA = `http://127.0.0.1:${a.port}`;
    const created = await http(baseA, 'POST', '/api/payment/deposit/momo', {
      headers: playerHeaders(baseA, player),
      body: JSON.stringify({ amount }),
    });
    if (created.status !== 200)
      throw new Error(`MoMo deposit answered ${created.status}: ${JSON.stringify(created.json)}`);
    const data = created.json.data as { payUrl: string; deposit: { id: number } };
    const baseB = `http://127.0.0.1:${b.port}`;
    const paid = await http(baseB, 'POST', new URL(data.payUrl, baseB).pathname, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resultCode: 0 }),
    });
    if (paid.status !== 200)
      throw new Error(`MoMo sandbox on ${b.name} answered ${paid.status} for an order created on ${a.name}`);
    this.acknowledged.push({ kind: 'momo', player, key: String(data.deposit.id), amount });
  }

  /** A transfer reported by the bank sandbox of one instance: acknowledged once it answered (a callback is owed). */
  async sandboxTransfer(player: Player, instance: Instance, amount: number): Promise<void> {
    const code = await this.voucher(player, amount);
    const base = `http://127.0.0.1:${instance.port}`;
    const res = await http(base, 'POST', '/sandbox/bank/transfers', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: `NAP ${code}`, amount }),
    });
    if (res.status !== 200) throw new Error(`bank sandbox on ${instance.name} answered ${res.status}`);
    this.acknowledged.push({ kind: 'deposit', player, key: code, amount });
  }

  async pageView(player: Player): Promise<void> {
    const pages = ['/', '/live-casino', '/api/user/balance', '/api/promotions'];
    const url = pages[Math.floor(Math.random() * pages.length)]!;
    this.begin(player, `page view ${url}`);
    try {
      await http(this.base, 'GET', url, { headers: playerHeaders(this.base, player) });
    } catch {
      // a page view cut by the kill is not an operation with an effect
    }
    this.waiting.delete(player);
  }
}

/** Opens a balance stream on one instance; resolves with the balances it receives. */
export function balanceStream(port: number, player: Player) {
  const controller = new AbortController();
  const cash: number[] = [];
  const waiters: (() => void)[] = [];
  const opened = (async () => {
    requests++;
    const res = await fetch(`http://127.0.0.1:${port}/api/user/balance/stream`, {
      headers: { authorization: `Bearer ${player.token}`, 'x-forwarded-for': player.ip },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += Buffer.from(value).toString();
      for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
        const event = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const data = event.split('\n').find((l) => l.startsWith('data: '));
        if (event.includes('event: balance') && data) {
          cash.push(Number(JSON.parse(data.slice(6)).cash));
          for (const w of waiters.splice(0)) w();
        }
      }
    }
  })().catch(() => {});
  return {
    cash,
    opened,
    async waitFor(predicate: (c: number) => boolean, timeoutMs: number): Promise<boolean> {
      const until = Date.now() + timeoutMs;
      while (!cash.some(predicate)) {
        const left = until - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 200));
        });
      }
      return true;
    },
    close: () => controller.abort(),
  };
}

/** Rounds in the player's bet history, read through one instance. */
export async function historyTotal(port: number, player: Player): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const res = await http(base, 'GET', '/api/user/history/bets?page=1&per_page=10', {
    headers: playerHeaders(base, player),
  });
  return Number((res.json as { meta?: { pagination?: { total?: number } } }).meta?.pagination?.total ?? Number.NaN);
}

/** A bet through one instance seen on a stream of the other, and in the history read through it. */
export async function crossInstance(check: Check, cluster: Cluster, player: Player): Promise<boolean> {
  const [a, b] = cluster.instances;
  const stream = balanceStream(a!.port, player);
  const first = await stream.waitFor(() => true, 5_000);
  const before = stream.cash.at(-1) ?? Number.NaN;
  const roundsBefore = await historyTotal(a!.port, player);
  await check.betRound(player, `http://127.0.0.1:${b!.port}`);
  // a bet and its win may reach the stream as one change (the hub coalesces): any change counts
  const seen = first && (await stream.waitFor((c) => c !== before, 3_000));
  stream.close();
  const roundsAfter = await historyTotal(a!.port, player);
  const listed = roundsAfter === roundsBefore + 1;
  log(
    `stream on ${a!.name} saw the bet taken by ${b!.name}: ${seen ? 'yes' : 'no'}; history through ${a!.name}: ${roundsBefore} -> ${roundsAfter} rounds`,
  );
  return seen && listed;
}

/** Waits until `player`'s cash reaches `amount` (owed sandbox callbacks are sent within seconds). */
export async function creditedWithin(db: pg.Pool, player: Player, amount: number, timeoutMs: number): Promise<string> {
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query<{ cash: number }>(
      `SELECT coalesce(sum(b.posted), 0)::bigint AS cash FROM accounts a JOIN balances b ON b.account_id = a.id
        WHERE a.player_id = $1 AND a.purpose = 'cash'`,
      [player.id],
    );
    if (Number(rows[0]!.cash) >= amount)
      return `credited (${((Date.now() - started) / 1000).toFixed(1)} s after the load)`;
    if (Date.now() - started > timeoutMs) return `NOT credited: cash ${rows[0]!.cash} of ${amount}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function verify(check: Check, db: pg.Pool) {
  let lost = 0;
  let double = 0;
  const bets = check.acknowledged.filter((o) => o.kind === 'bet' || o.kind === 'win');
  const { rows } = await db.query<{ external_id: string; n: number }>(
    `SELECT external_id, count(*)::int AS n FROM journal WHERE scope = 'game:house' AND external_id = ANY($1) GROUP BY external_id`,
    [bets.map((o) => o.key)],
  );
  const inLedger = new Map(rows.map((r) => [r.external_id, r.n]));
  for (const o of bets) {
    const n = inLedger.get(o.key) ?? 0;
    if (n === 0) {
      lost++;
      log(`acknowledged ${o.kind} ${o.key} of player ${o.player.id} is not in the ledger`);
    }
    if (n > 1) double += n - 1;
  }
  const deposits = check.acknowledged.filter((o) => o.kind === 'deposit');
  const { rows: dep } = await db.query<{ transfer_code: string; status: string; credited_amount: string | null }>(
    `SELECT transfer_code, status, credited_amount FROM payment_deposits WHERE transfer_code = ANY($1)`,
    [deposits.map((o) => o.key)],
  );
  const credited = new Map(dep.map((r) => [r.transfer_code, r]));
  for (const o of deposits) {
    const row = credited.get(o.key);
    if (row?.status !== 'credited' || Number(row.credited_amount) !== o.amount) {
      lost++;
      log(`acknowledged deposit ${o.key} of player ${o.player.id}: ${JSON.stringify(row ?? 'no deposit')}`);
    }
  }
  const momo = check.acknowledged.filter((o) => o.kind === 'momo');
  const { rows: momoRows } = await db.query<{ id: string; status: string; credited_amount: string | null }>(
    `SELECT id::text, status, credited_amount FROM payment_deposits WHERE id = ANY($1::bigint[])`,
    [momo.map((o) => o.key)],
  );
  const momoById = new Map(momoRows.map((r) => [r.id, r]));
  for (const o of momo) {
    const row = momoById.get(o.key);
    if (row?.status !== 'credited' || Number(row.credited_amount) !== o.amount) {
      lost++;
      log(`acknowledged MoMo deposit ${o.key} of player ${o.player.id}: ${JSON.stringify(row ?? 'no deposit')}`);
    }
  }
  // Each player's cash against what their acknowledged operations say (nothing else moves it here).
  const players = new Set(check.acknowledged.map((o) => o.player));
  for (const player of players) {
    if (check.unanswered.some((o) => o.player === player)) continue;
    let expected = 0;
    for (const o of check.acknowledged.filter((x) => x.player === player))
      expected += o.kind === 'bet' ? -o.amount : o.amount;
    const { rows: cash } = await db.query<{ cash: number }>(
      `SELECT coalesce(sum(b.posted), 0)::bigint AS cash FROM accounts a JOIN balances b ON b.account_id = a.id
        WHERE a.player_id = $1 AND a.purpose = 'cash'`,
      [player.id],
    );
    const actual = Number(cash[0]!.cash);
    if (actual < expected) lost++;
    if (actual > expected) double++;
    if (actual !== expected) log(`player ${player.id}: cash ${actual}, acknowledged operations say ${expected}`);
  }
  return { lost, double };
}
