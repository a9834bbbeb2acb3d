import type { ProviderLang } from '@app/provider-kit/i18n';
/*
 * What the transfer mechanism needs of a provider's API (decision 134), one client per protocol
 * (im/, ws168/). A client speaks the provider's wire format over a Transport and sorts every
 * answer into three: done, refused (the provider says it did not and will not happen) and
 * unknown (a timeout, a network error, a 5xx, an answer we cannot read). Unknown is never
 * turned into either of the others here: only the provider's status call resolves it.
 */

/** One HTTP exchange. The real one is fetch with a timeout; tests may inject into the app. */
export type Transport = (req: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{
  status: number;
  text: string;
}>;

/** The call's effect is unknown: it may or may not have happened at the provider. */
export class TransferUnknown extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransferUnknown';
  }
}

/** The provider refused the call (it did not happen), with its own code and words. */
export class ProviderRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

export type TransferOutcome = { status: 'done' } | { status: 'refused'; code: string; message: string };
/** The status call's answer: not_found means the provider never accepted this order id. */
export type TransferStatus = 'done' | 'failed' | 'not_found';

/** A ticket of the provider's bet log in our terms (đồng). */
export interface LaunchOptions {
  mobile: boolean;
  ip: string;
  lang: ProviderLang;
}

export interface ProviderBet {
  betId: string;
  providerPlayer: string;
  stake: number;
  /** payout - stake when settled; null while open or cancelled */
  net: number | null;
  status: 'open' | 'settled' | 'cancelled';
  betAt: Date;
  settledAt: Date | null;
  detail: { match: string; market: string; pick: string; odds: string; result: string };
}

export interface TransferClient {
  /** Registers the player at the provider; a player already there is fine. */
  register(player: string): Promise<void>;
  /** The player's balance at the provider, in đồng (rounded down to what can be moved). */
  balance(player: string): Promise<number>;
  /** Our wallet -> the provider, under `orderId`. */
  deposit(player: string, orderId: string, amount: number): Promise<TransferOutcome>;
  /** The provider -> our wallet, under `orderId`. */
  withdraw(player: string, orderId: string, amount: number): Promise<TransferOutcome>;
  status(player: string, orderId: string): Promise<TransferStatus>;
  /** The game's address for the player, in the site's page language. */
  launch(player: string, opts: LaunchOptions): Promise<string>;
  /** Tickets changed in [from, to), one page. */
  bets(from: Date, to: Date, page: number): Promise<{ bets: ProviderBet[]; pages: number }>;
}

/** An account's money settings: đồng per provider unit and the decimals it writes. */
export interface Units {
  amountScale: number;
  decimals: number;
}

/** The smallest amount in đồng a provider with these units can move. */
export function stepOf(u: Units): number {
  return Math.max(1, u.amountScale / 10 ** u.decimals);
}

/** đồng -> the provider's decimal amount (exact: callers move only multiples of stepOf). */
export function toUnits(vnd: number, u: Units): string {
  if (vnd % stepOf(u) !== 0) throw new Error(`amount ${vnd} is not a multiple of ${stepOf(u)}`);
  const scaled = BigInt(vnd) * 10n ** BigInt(u.decimals);
  const whole = scaled / BigInt(u.amountScale);
  const sign = whole < 0n ? '-' : '';
  const abs = whole < 0n ? -whole : whole;
  if (u.decimals === 0) return `${sign}${abs}`;
  const s = abs.toString().padStart(u.decimals + 1, '0');
  return `${sign}${s.slice(0, -u.decimals)}.${s.slice(-u.decimals)}`;
}

/**
 * The provider's decimal amount -> đồng, rounded toward zero to a whole đồng (a balance the
 * player holds is never over-stated). Null for anything that is not a plain decimal.
 */
export function fromUnits(amount: string | number, u: Units): number | null {
  const text = typeof amount === 'number' ? amount.toFixed(6) : amount.trim().replaceAll(',', '');
  const m = /^(-?)(\d{1,15})(?:\.(\d{1,8}))?$/.exec(text);
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  const micro = BigInt(whole!) * 1_000_000n + BigInt(frac.padEnd(8, '0').slice(0, 6));
  const vnd = (micro * BigInt(u.amountScale)) / 1_000_000n;
  const n = Number(vnd);
  return sign ? -n : n;
}

/** fetch with a deadline; any failure to get an HTTP answer is a TransferUnknown. */
export function fetchTransport(timeoutMs: number): Transport {
  return async (req) => {
    try {
      const res = await fetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: res.status, text: await res.text() };
    } catch (err) {
      throw new TransferUnknown(`no answer from ${new URL(req.url).host}: ${(err as Error).message}`, { cause: err });
    }
  };
}

/** Parses a JSON answer; a 5xx or unreadable body leaves the call's effect unknown. */
export function jsonAnswer(res: { status: number; text: string }, what: string): unknown {
  if (res.status >= 500) throw new TransferUnknown(`${what}: HTTP ${res.status}`);
  try {
    return JSON.parse(res.text);
  } catch {
    throw new TransferUnknown(`${what}: the answer is not JSON (HTTP ${res.status})`);
  }
}
