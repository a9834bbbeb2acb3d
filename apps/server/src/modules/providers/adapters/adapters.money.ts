/**
 * Provider amounts <-> whole đồng. Providers send decimals in their own unit (1 or 1,000 VND,
 * up to 4 places); the ledger holds integers. Parsing is exact (no floating point), and a
 * conversion that cannot land on a whole đồng rounds against the player: a stake takes the
 * next đồng up, a payment pays the đồng below. What the rounding kept is returned as an exact
 * decimal string so the caller can record it: no đồng is created or lost unseen.
 */

export interface AmountScale {
  /** VND per provider unit */
  amountScale: number;
  /** decimal places the provider answers with */
  decimals: number;
}

/** The most places a provider may send: AWC documents 4, PP 2. */
export const MAX_DECIMALS = 4;
const AMOUNT = /^(\d{1,15})(?:\.(\d{1,8}))?$/;

/** `text` as an exact fraction num / 10^places, or null if it is not a plain non-negative decimal. */
export function parseDecimal(text: string): { num: bigint; places: number } | null {
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > MAX_DECIMALS) return null;
  return { num: BigInt(m[1] + frac), places: frac.length };
}

export interface Converted {
  /** whole đồng to move */
  vnd: number;
  /** đồng the rounding kept from the player, exact decimal (0 when the amount was whole) */
  remainder: string;
}

function decimalString(num: bigint, places: number): string {
  if (places === 0) return num.toString();
  const s = num.toString().padStart(places + 1, '0');
  return `${s.slice(0, -places)}.${s.slice(-places)}`.replace(/\.?0+$/, '') || '0';
}

/**
 * `amount` (provider units) in đồng. `direction` says who the rounding must not favour:
 * `stake` (the player pays: round up), `payout` (the player receives: round down).
 * Null for malformed or over-precise amounts, or amounts past the ledger's safe integers.
 */
export function toVnd(amount: string | number, scale: AmountScale, direction: 'stake' | 'payout'): Converted | null {
  const parsed = parseDecimal(typeof amount === 'number' ? numberText(amount) : amount);
  if (!parsed) return null;
  const den = 10n ** BigInt(parsed.places);
  const exact = parsed.num * BigInt(scale.amountScale);
  const whole = exact / den;
  const rest = exact % den;
  const vnd = direction === 'stake' && rest > 0n ? whole + 1n : whole;
  if (vnd > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const kept = direction === 'stake' ? vnd * den - exact : rest;
  return { vnd: Number(vnd), remainder: decimalString(kept, parsed.places) };
}

/** A JSON number as the decimal text it was written as (AWC sends numbers, PP strings). */
function numberText(n: number): string {
  if (!Number.isFinite(n) || n < 0) return 'x';
  // toString gives the shortest text that reads back as n: "0.1", not 0.1000000000000000055...
  const s = n.toString();
  return s.includes('e') ? n.toFixed(MAX_DECIMALS + 4) : s;
}

/**
 * A balance in đồng as the provider's unit, rounded down to its places: a balance is never
 * shown above what the player can stake.
 */
export function fromVnd(vnd: number, scale: AmountScale): number {
  const places = 10n ** BigInt(scale.decimals);
  const units = (BigInt(Math.max(0, Math.trunc(vnd))) * places) / BigInt(scale.amountScale);
  return Number(units) / Number(places);
}
