import { createHmac, timingSafeEqual } from 'node:crypto';
import { ppHash } from '@app/provider-kit/pp-hash';

/*
 * How the sandboxes talk to the operator's wallet: exactly the providers' wire formats
 * (docs/provider-protocol.md). PP posts a form signed with md5 over the sorted parameters and
 * the secret key to {wallet}/{method}.html; AWC posts form fields `key` and `message` (JSON) to
 * one URL. Both answer HTTP 200 with their own codes.
 */

export { ppHash, ppHashMatches as ppHashValid } from '@app/provider-kit/pp-hash';

/** The wallet could not be reached or did not answer in the provider's format: outcome unknown. */
export class WireUnknown extends Error {}

async function postForm(url: string, form: Record<string, string>, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new WireUnknown(`${url} unreachable`, { cause: err });
  }
  const body = await res.json().catch(() => null);
  if (!res.ok || body === null || typeof body !== 'object') throw new WireUnknown(`${url} answered HTTP ${res.status}`);
  return body;
}

export interface PpWalletAnswer {
  error: number;
  description: string;
  cash?: number;
  userId?: string;
  transactionId?: string;
  [k: string]: unknown;
}

/** PP's errors after which PP itself sends the call again (docs/provider-protocol.md): 100 and unknown outcomes. */
export const PP_RETRY = new Set([100]);

/** The PP game server's side of PP's seamless wallet. */
export class PpWallet {
  constructor(
    private readonly opts: {
      /** e.g. http://127.0.0.1:3000/provider/pp */
      walletUrl: () => string;
      secret: () => Promise<string>;
      providerId?: string;
      timeoutMs?: number;
    },
  ) {}

  async call(method: string, params: Record<string, string | number>): Promise<PpWalletAnswer> {
    const form: Record<string, string> = { providerId: this.opts.providerId ?? 'pragmaticplay' };
    for (const [k, v] of Object.entries(params)) form[k] = String(v);
    form.hash = ppHash(form, await this.opts.secret());
    const body = (await postForm(`${this.opts.walletUrl()}/${method}.html`, form, this.opts.timeoutMs ?? 10_000)) as {
      error?: unknown;
    };
    const error = Number(body.error);
    if (!Number.isInteger(error)) throw new WireUnknown(`PP ${method}: no error code`);
    return { ...(body as object), error } as PpWalletAnswer;
  }

  /**
   * A money call PP repeats while the answer is unknown or 100 (the operator's "retry"), the
   * same reference each time, as PP does; the last answer, or null when none was known.
   */
  async callUntilKnown(method: string, params: Record<string, string | number>, attempts = 3) {
    let last: PpWalletAnswer | null = null;
    for (let i = 0; i < attempts; i++) {
      try {
        last = await this.call(method, params);
        if (!PP_RETRY.has(last.error)) return last;
      } catch (err) {
        if (!(err instanceof WireUnknown)) throw err;
        last = null;
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** i));
    }
    return last;
  }
}

export interface AwcWalletAnswer {
  status: string;
  desc?: string;
  balance?: number | string;
  [k: string]: unknown;
}

/** The AWC game server's side of AWC's seamless wallet: one URL, `key` and the JSON `message`. */
export class AwcWallet {
  constructor(
    private readonly opts: {
      /** e.g. http://127.0.0.1:3000/provider/awc */
      walletUrl: () => string;
      key: () => Promise<string>;
      timeoutMs?: number;
    },
  ) {}

  async call(message: Record<string, unknown>): Promise<AwcWalletAnswer> {
    const body = (await postForm(
      this.opts.walletUrl(),
      { key: await this.opts.key(), message: JSON.stringify(message) },
      this.opts.timeoutMs ?? 10_000,
    )) as { status?: unknown };
    if (typeof body.status !== 'string') throw new WireUnknown('AWC: no status');
    return body as AwcWalletAnswer;
  }

  /** AWC sends a call again until it answers 0000 or a final refusal; 9999 and no answer are retried. */
  async callUntilKnown(message: Record<string, unknown>, attempts = 3): Promise<AwcWalletAnswer | null> {
    let last: AwcWalletAnswer | null = null;
    for (let i = 0; i < attempts; i++) {
      try {
        last = await this.call(message);
        if (last.status !== '9999' && last.status !== '9998') return last;
      } catch (err) {
        if (!(err instanceof WireUnknown)) throw err;
        last = null;
      }
      await new Promise((r) => setTimeout(r, 100 * 2 ** i));
    }
    return last;
  }
}

/**
 * A game session the sandbox hands out in its launch URL: the player and game, signed with the
 * provider's key so any instance can read it, expiring after `ttlMs`.
 */
export function signSession(secret: string, s: { u: string; g: string; t?: string }, ttlMs = 12 * 3600_000): string {
  const body = Buffer.from(JSON.stringify({ ...s, e: Date.now() + ttlMs })).toString('base64url');
  const mac = createHmac('sha256', secret).update(`sandbox-session:${body}`).digest('base64url');
  return `${body}.${mac}`;
}

export function openSession(secret: string, session: string): { u: string; g: string; t?: string } | null {
  const [body, mac] = session.split('.');
  if (!body || !mac || session.length > 4096) return null;
  const want = createHmac('sha256', secret).update(`sandbox-session:${body}`).digest();
  const got = Buffer.from(mac, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      u?: unknown;
      g?: unknown;
      t?: unknown;
      e?: unknown;
    };
    if (typeof s.u !== 'string' || typeof s.g !== 'string' || typeof s.e !== 'number' || s.e < Date.now()) return null;
    return { u: s.u, g: s.g, ...(typeof s.t === 'string' ? { t: s.t } : {}) };
  } catch {
    return null;
  }
}
