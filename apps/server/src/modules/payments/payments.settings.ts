import { randomBytes } from 'node:crypto';
import { SECRET_MASK, type TPaymentSettings, ZPaymentSettingsSchema } from '@app/contract';
import type { Db } from '../../db/client';
import { Kept } from '../../db/kept';

const KEY = 'cashier';
// Several instances may run; a short cache keeps a staff change visible everywhere within seconds.
const CACHE_MS = 3_000;

const secret = () => randomBytes(24).toString('base64url');

/**
 * Defaults of a fresh install: every gateway in sandbox mode with secrets generated once per
 * installation (never constants in the code, so nobody can forge a sandbox webhook).
 */
export function defaultSettings(): TPaymentSettings {
  return {
    receivingAccount: { bankBin: '970436', accountNumber: '1023456789', holderName: 'CONG TY GIAI TRI DEMO' },
    transferCodePrefix: 'NAP',
    voucherTtlMinutes: 15,
    publicBaseUrl: '',
    deposit: {
      codepay: { enabled: true, min: 50_000, max: 300_000_000 },
      bank: { enabled: true, min: 50_000, max: 300_000_000 },
      momo: { enabled: true, min: 10_000, max: 50_000_000 },
      crypto: { enabled: true, min: 10_000, max: 2_000_000_000 },
      card: { enabled: true },
    },
    withdraw: {
      bank: { enabled: true, min: 100_000, max: 300_000_000 },
      card: { enabled: true, min: 10_000, max: 5_000_000 },
      crypto: { enabled: true, min: 100_000, max: 1_000_000_000 },
    },
    autoApprove: {
      enabled: true,
      maxAmount: 1_000_000,
      maxDailyPerPlayer: 3_000_000,
      requireVerifiedKyc: true,
      holdFirstWithdrawal: true,
      reviewHours: 24,
      promisedMinutes: { min: 1, max: 3 },
    },
    adjustments: { secondApproverAbove: 5_000_000 },
    crypto: {
      ratesVnd: { USDT: 25_500, KDG: 300 },
      confirmations: { TRC20: 19, ERC20: 12, BEP20: 15 },
      intentTtlMinutes: 60,
    },
    gateways: {
      bank: {
        mode: 'sandbox',
        webhookApiKey: secret(),
        webhookHmacSecret: secret(),
        toleranceSeconds: 300,
        payoutBaseUrl: '',
        payoutApiKey: secret(),
        payoutSecret: secret(),
      },
      momo: {
        mode: 'sandbox',
        baseUrl: '',
        partnerCode: 'MOMOSANDBOX',
        accessKey: secret(),
        secretKey: secret(),
        requestType: 'captureWallet',
        ipnToleranceSeconds: 900,
      },
      card: { mode: 'sandbox', baseUrl: '', partnerId: 'sandbox-partner', partnerKey: secret() },
      crypto: { mode: 'sandbox', baseUrl: '', apiKey: secret(), webhookSecret: secret(), toleranceSeconds: 300 },
    },
    sandbox: { callbackDelayMs: 1_500, payoutOutcome: 'paid', momoCreateFails: false },
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored values over defaults, so a setting added in a later release gets its default. */
function deepMerge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(over))
    out[k] = isObject(v) && isObject(base[k]) ? deepMerge(base[k] as Json, v) : v;
  return out;
}

const SECRET_PATHS = [
  ['gateways', 'bank', 'webhookApiKey'],
  ['gateways', 'bank', 'webhookHmacSecret'],
  ['gateways', 'bank', 'payoutApiKey'],
  ['gateways', 'bank', 'payoutSecret'],
  ['gateways', 'momo', 'accessKey'],
  ['gateways', 'momo', 'secretKey'],
  ['gateways', 'card', 'partnerKey'],
  ['gateways', 'crypto', 'apiKey'],
  ['gateways', 'crypto', 'webhookSecret'],
] as const;

function getPath(obj: Json, path: readonly string[]): unknown {
  return path.reduce<unknown>((o, k) => (isObject(o) ? o[k] : undefined), obj);
}
function setPath(obj: Json, path: readonly string[], value: unknown): void {
  let o = obj;
  for (const k of path.slice(0, -1)) o = o[k] as Json;
  o[path[path.length - 1]!] = value;
}

/** Settings as staff see them: secrets replaced by a mask. */
export function maskSettings(settings: TPaymentSettings): TPaymentSettings {
  const copy = structuredClone(settings) as unknown as Json;
  for (const path of SECRET_PATHS) if (getPath(copy, path)) setPath(copy, path, SECRET_MASK);
  return copy as unknown as TPaymentSettings;
}

/** Keeps current secrets where the update left the mask (or nothing) in their place. */
export function unmaskUpdate(update: TPaymentSettings, current: TPaymentSettings): TPaymentSettings {
  const copy = structuredClone(update) as unknown as Json;
  for (const path of SECRET_PATHS) {
    const v = getPath(copy, path);
    if (v === SECRET_MASK || v === undefined) setPath(copy, path, getPath(current as unknown as Json, path));
  }
  return copy as unknown as TPaymentSettings;
}

export class PaymentSettingsStore {
  private readonly cached = new Kept(CACHE_MS, () => this.load());

  constructor(private readonly db: Db) {}

  get(): Promise<TPaymentSettings> {
    return this.cached.get();
  }

  private async load(): Promise<TPaymentSettings> {
    let res = await this.db.pool.query<{ value: Json }>('SELECT value FROM payment_settings WHERE key = $1', [KEY]);
    if (!res.rows[0]) {
      await this.db.pool.query(
        'INSERT INTO payment_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
        [KEY, defaultSettings()],
      );
      res = await this.db.pool.query<{ value: Json }>('SELECT value FROM payment_settings WHERE key = $1', [KEY]);
    }
    const merged = deepMerge(defaultSettings() as unknown as Json, res.rows[0]!.value);
    return ZPaymentSettingsSchema.parse(merged);
  }

  async save(
    value: TPaymentSettings,
    staffId: number | null,
    q: Pick<Db['pool'], 'query'> = this.db.pool,
  ): Promise<void> {
    const parsed = ZPaymentSettingsSchema.parse(value);
    await q.query(
      `INSERT INTO payment_settings (key, value, updated_by, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [KEY, parsed, staffId],
    );
    this.cached.set(parsed);
  }

  /** Test and staff helper: change some settings in place. */
  async patch(change: (s: TPaymentSettings) => void, staffId: number | null = null): Promise<TPaymentSettings> {
    const next = structuredClone(await this.get());
    change(next);
    await this.save(next, staffId);
    return next;
  }

  invalidate(): void {
    this.cached.drop();
  }
}
