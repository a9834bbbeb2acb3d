import { APP_NAMES } from '@app/contract';
import { parseAnalyticsCode } from '@app/contract/analytics';
import { z } from 'zod';
import { type BrandHost, parseBrandHosts } from './brand-hosts';

const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default(defaultValue ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** A duration setting in milliseconds, within [min, max]. */
const milliseconds = (min: number, max: number, defaultValue: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .default(defaultValue);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null));

/** Every setting of the platform. Validated once at start; nothing else reads process.env. */
/** A 32-byte AES key: 64 hex digits or base64 (decisions 098, 107). */
const KEY_PATTERN = '([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)';
const sealingKey = z
  .string()
  .trim()
  .regex(new RegExp(`^${KEY_PATTERN}$`), { error: 'must be 32 bytes as 64 hex digits or base64' });

/** A URL's host, or null (the refinement also runs on values the field itself refused). */
const hostOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).host : null);

export const ZEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    APP_NAME: z.enum(APP_NAMES, { error: `must be one of ${APP_NAMES.join(', ')}` }).default('xc03'),
    BRAND_NAME: z.string().trim().min(1).optional(),
    // Several brands from one process (decision 154, docs/brands.md): `xc03=site-a.example,xc04=...`,
    // each brand its own database and app, chosen by the request's Host. Unset: APP_NAME alone.
    BRAND_HOSTS: z
      .string()
      .optional()
      .transform((v, ctx): BrandHost[] | null => {
        if (!v?.trim()) return null;
        const parsed = parseBrandHosts(v);
        if (parsed.ok) return parsed.brands;
        ctx.addIssue({ code: 'custom', message: `must be brand=host pairs separated by commas: ${parsed.problem}` });
        return z.NEVER;
      }),
    SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    // The brand's mobile host (decision 140): on it the site renders its phone layout whatever the
    // browser, its pages' canonical links point at SITE_URL and SITE_URL's pages name it as their
    // mobile alternate.
    MOBILE_SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    HOST: z.string().default('127.0.0.1'),
    // Scale-out (docs/cluster.md). DATABASE_URL may point at a pooler; in transaction pooling mode
    // nothing session-scoped goes through it (no named prepared statements, no startup options).
    DATABASE_POOL_MODE: z
      .enum(['session', 'transaction'], { error: 'must be session or transaction' })
      .default('session'),
    // A direct connection to the primary for LISTEN and migrations (a transaction pooler carries neither).
    DIRECT_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    // A streaming read replica for history and reports, read only once it has replayed every
    // write committed before the request (db/replica.ts); unset, they read the primary.
    READ_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    // This instance's name in logs and job claims (docs/cluster.md).
    INSTANCE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'must be 1-64 letters, digits, _ . -' })
      .default('main'),

    // Prometheus metrics (docs/operations.md, decision 130): /metrics on METRICS_HOST:METRICS_PORT,
    // an address the load balancer does not forward; unset, no metrics listener is opened.
    METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    // Alertmanager's webhook (POST /webhooks/alertmanager) sends this as a bearer token; unset,
    // the webhook answers 404 and Prometheus alerts reach nobody through the platform.
    ALERTMANAGER_WEBHOOK_TOKEN: z.string().min(24, { error: 'must be at least 24 characters' }).optional(),

    // Which proxies may set X-Forwarded-For: 'false' (none), a hop count, or comma-separated IPs/CIDRs
    // of the load balancers. Per-IP rate limits are only as good as this setting.
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string =>
        v === 'false' ? false : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v,
      ),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(3000),
    EMBEDDED_PG_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(5433),
    DATA_DIR: z.string().default('.data'),
    REFRESH_INTERVAL_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int()
      .min(5)
      .max(3600)
      .default(60),
    MISSION_REQUIRE_FIRST_DEPOSIT: booleanFlag(true),
    MISSION_REQUIRE_PHONE_VERIFICATION: booleanFlag(true),
    LIVE_CHAT_LICENSE: optionalText,
    LIVE_CHAT_APP_NAME: optionalText,
    SITE_VERIFICATION: optionalText,
    // The site's analytics tag ids, e.g. "GTM-AB12CD3,G-XYZ1234567,FB-1234567890" (decision 140):
    // each id's form selects its tag; unset, no tag loads.
    ANALYTICS_SITE_CODE: optionalText.refine((code) => !code || parseAnalyticsCode(code).ok, {
      error: 'must be tag ids separated by commas: GTM-XXXXXXX, G-XXXXXXXXXX or FB-<pixel id>',
    }),
    ANALYTICS_SKIP_PRIVATE_PAGES: booleanFlag(false),
    MAINTENANCE_MODE: booleanFlag(false),
    // Guests' pages are rendered once and served from memory for at most this long; change
    // notifications drop them at once (decision 110). 0 renders every page.
    PAGE_CACHE_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds' }).int().min(0).max(60).default(5),
    // `test`: the command-line play tests' schedule, a fight every 6 s (docs/play.md)
    COCKFIGHT_SCHEDULE: z.enum(['normal', 'fast', 'test'], { error: 'must be normal, fast or test' }).default('normal'),
    // Transfer-wallet providers (decision 134): a game left open this long brings its money back;
    // a provider's call without an answer in this time is "đang chuyển" until its status call.
    TRANSFER_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    TRANSFER_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    // `test`: the command-line play tests' schedule, a coup every 5 s (docs/play.md)
    LIVE_TABLE_SCHEDULE: z
      .enum(['normal', 'fast', 'test'], { error: 'must be normal, fast or test' })
      .default('normal'),
    /** Withdrawals above this many VND need a verified identity (KYC); 0 turns the check off. */
    KYC_WITHDRAWAL_THRESHOLD: z.coerce.number().int().min(0).default(20_000_000),
    /**
     * AES-256 key (64 hex digits or base64 of 32 bytes) sealing staff TOTP secrets (decision 098);
     * required in production unless it runs the public demo data (whose staff secret is public).
     */
    STAFF_TOTP_KEY: sealingKey.optional(),
    /**
     * The current key sealing secrets at rest: staff TOTP secrets and providers' keys (decision
     * 107); STAFF_TOTP_KEY stands in when unset. SEALING_KEYS_PREVIOUS lists keys values may
     * still be sealed under (comma-separated): they open and are re-sealed under the current key.
     */
    SEALING_KEY: sealingKey.optional(),
    SEALING_KEYS_PREVIOUS: z
      .string()
      .trim()
      .regex(new RegExp(`^${KEY_PATTERN}(\\s*,\\s*${KEY_PATTERN})*$`), {
        error: 'must be comma-separated keys, each 32 bytes as 64 hex digits or base64',
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // The exclusion registry shared by the brands and the operator's other deployments (decision 158):
    // the key its identifiers are hashed with (the same on every deployment of the operator; when
    // unset, one derived from SEALING_KEY, else a development key), this deployment's name on it,
    // the peers its entries are sent to, the secret both directions sign with, and the addresses
    // peers may call from.
    EXCLUSION_REGISTRY_KEY: sealingKey.optional(),
    EXCLUSION_DEPLOYMENT_ID: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: 'must be 1-100 letters, digits, _ . -' })
      .optional(),
    EXCLUSION_PEERS: z
      .string()
      .trim()
      .transform((v, ctx) => {
        const urls = v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean);
        for (const u of urls) {
          if (!URL.canParse(u) || !/^https?:$/.test(new URL(u).protocol))
            ctx.addIssue({ code: 'custom', message: `must be comma-separated http(s) URLs (bad: ${u})` });
        }
        return urls;
      })
      .default([]),
    EXCLUSION_PEER_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    EXCLUSION_PEER_ADDRESSES: z
      .string()
      .trim()
      .transform((v, ctx) => {
        const list = v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
        for (const a of list) {
          const ok = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]).safeParse(a).success;
          if (!ok)
            ctx.addIssue({ code: 'custom', message: `must be comma-separated addresses or CIDR blocks (bad: ${a})` });
        }
        return list;
      })
      .default([]),
    SEED_DEMO_DATA: booleanFlag(true),
    // Test servers only (decision 166): finance may close the running Vietnam month early, so an
    // end-to-end test sees a statement without waiting for the month to end. Refused on a real
    // deployment (production without the public demo data).
    AGENTS_TEST_EARLY_CLOSE: booleanFlag(false),
    // The lottery's draw schedule (docs/lottery.md): official, or fast for demos, tests and `npm run play`.
    LOTTERY_SCHEDULE: z.enum(['official', 'fast'], { error: 'must be official or fast' }).default('official'),
    // Official results for lô đề 3 miền: the sandbox draws every region, or Miền Bắc from xskt.com.vn's
    // feed or from the published xsmb.csv recording.
    LOTTERY_RESULTS_SOURCE: z
      .enum(['sandbox', 'xskt', 'xsmb-csv'], { error: 'must be sandbox, xskt or xsmb-csv' })
      .default('sandbox'),
    LOTTERY_RESULTS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    LOTTERY_SIEUTOC_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int()
      .min(10)
      .max(3600)
      .optional(),
    // Stream verification service for live-video game cards (docs/stream-verification-protocol.md).
    STREAM_VERIFY_MODE: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
    STREAM_VERIFY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    STREAM_VERIFY_OPERATOR_ID: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'must be 1-64 letters, digits, _ . -' })
      .default('platform'),
    STREAM_VERIFY_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    STREAM_VERIFY_TIMEOUT_MS: milliseconds(200, 30_000, 3_000),
    // SMS delivery (decision 069): the sandbox keeps messages in the outbox only; twilio sends them.
    SMS_PROVIDER: z.enum(['sandbox', 'twilio'], { error: 'must be sandbox or twilio' }).default('sandbox'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be AC followed by 32 hex digits' })
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^(\+\d{8,15}|MG[0-9a-fA-F]{32})$/, { error: 'must be an E.164 number or a messaging service SID' })
      .optional(),
    TWILIO_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.twilio.com'),
    // E-mail delivery (decision 069): the sandbox keeps messages in the outbox only; smtp sends them.
    EMAIL_PROVIDER: z.enum(['sandbox', 'smtp'], { error: 'must be sandbox or smtp' }).default('sandbox'),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    EMAIL_FROM: z.string().trim().min(3).max(200).optional(),
    EMAIL_TIMEOUT_MS: milliseconds(500, 60_000, 10_000),
    SMS_TIMEOUT_MS: milliseconds(500, 60_000, 10_000),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_POOL_MODE === 'transaction' && !env.DIRECT_DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DIRECT_DATABASE_URL'],
        message: 'required when DATABASE_POOL_MODE is transaction (LISTEN and migrations need a direct connection)',
      });
    }
    if (env.MOBILE_SITE_URL && hostOf(env.MOBILE_SITE_URL) === hostOf(env.SITE_URL ?? `http://localhost:${env.PORT}`)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOBILE_SITE_URL'],
        message: 'must be another host than SITE_URL (the mobile host is told apart by its host)',
      });
    }
    if (env.BRAND_HOSTS && !env.BRAND_HOSTS.some((b) => b.appName === env.APP_NAME)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BRAND_HOSTS'],
        message: `must map APP_NAME (${env.APP_NAME}): that brand keeps the deployment's own database`,
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT && env.METRICS_HOST === env.HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: "must differ from PORT: the metrics are not served on the site's address",
      });
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when SMS_PROVIDER is twilio' });
      }
    }
    if (env.EMAIL_PROVIDER === 'smtp') {
      for (const key of ['SMTP_URL', 'EMAIL_FROM'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when EMAIL_PROVIDER is smtp' });
      }
    }
    // A real deployment (production without the public demo data) must bring its own key.
    if (env.NODE_ENV === 'production' && !env.SEED_DEMO_DATA && !env.STAFF_TOTP_KEY && !env.SEALING_KEY)
      ctx.addIssue({ code: 'custom', path: ['SEALING_KEY'], message: 'required in production (or STAFF_TOTP_KEY)' });
    // a month closed before it ends leaves the rest of it out of every statement: never with real money
    if (env.AGENTS_TEST_EARLY_CLOSE && env.NODE_ENV === 'production' && !env.SEED_DEMO_DATA)
      ctx.addIssue({
        code: 'custom',
        path: ['AGENTS_TEST_EARLY_CLOSE'],
        message: 'only for test servers: refused in production without the demo data (SEED_DEMO_DATA=false)',
      });
    if (env.EXCLUSION_PEERS.length > 0 && !env.EXCLUSION_PEER_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['EXCLUSION_PEER_SECRET'],
        message: 'required when EXCLUSION_PEERS is set',
      });
    // peers match each other's hashes only under one key, which no deployment can guess for the others
    if (env.EXCLUSION_PEERS.length > 0 && !env.EXCLUSION_REGISTRY_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['EXCLUSION_REGISTRY_KEY'],
        message: 'required when EXCLUSION_PEERS is set',
      });
    if (env.STREAM_VERIFY_MODE !== 'live') return;
    if (!env.STREAM_VERIFY_URL)
      ctx.addIssue({ code: 'custom', path: ['STREAM_VERIFY_URL'], message: 'required in live mode' });
    if (!env.STREAM_VERIFY_SECRET)
      ctx.addIssue({ code: 'custom', path: ['STREAM_VERIFY_SECRET'], message: 'required in live mode' });
  });

export type Env = z.infer<typeof ZEnvSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Parses settings; on failure returns one readable line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZEnvSchema.safeParse(cleaned);
  if (result.success) return { ok: true, env: result.data };
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.join('.') || '(environment)';
    const given = cleaned[key];
    return `${key}: ${issue.message}${given !== undefined ? ` (got "${given}")` : ''}`;
  });
  return { ok: false, problems };
}

/** Test and script helper: defaults plus overrides, throwing on bad values. */
export function envFor(overrides: Record<string, string | undefined> = {}): Env {
  const result = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.env;
}
