/*
 * Crypto amounts stay decimal strings; conversion to VND uses integer arithmetic on scaled
 * BigInts so no binary floating point ever touches money.
 */

const AMOUNT_DECIMALS = 18;
const RATE_DECIMALS = 6;

function scale(decimal: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match) throw new Error(`not a decimal amount: ${decimal}`);
  const frac = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(frac || '0');
}

function rateScaled(rateVnd: number): bigint {
  if (!(rateVnd > 0) || !Number.isFinite(rateVnd)) throw new Error('rate must be positive');
  return scale(rateVnd.toFixed(RATE_DECIMALS), RATE_DECIMALS);
}

/** VND for a token amount at a rate, rounded down. */
export function cryptoToVnd(amount: string, rateVnd: number): number {
  const vnd = (scale(amount, AMOUNT_DECIMALS) * rateScaled(rateVnd)) / 10n ** BigInt(AMOUNT_DECIMALS + RATE_DECIMALS);
  if (vnd > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('amount out of range');
  return Number(vnd);
}

/** Token amount (decimal string with `decimals` places, rounded down) for a VND amount. */
export function vndToCrypto(vnd: number, rateVnd: number, decimals = 6): string {
  const units = (BigInt(vnd) * 10n ** BigInt(decimals + RATE_DECIMALS)) / rateScaled(rateVnd);
  const text = units.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
