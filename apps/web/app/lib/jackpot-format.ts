/**
 * Jackpot amounts abbreviated (product.md section 9): k (thousand), tr (million), tỷ (billion),
 * rounded UP to at most 2 decimals, en-US digits. Rounding up may carry into the next unit:
 * 999,999 is '1tr', never '1,000k'.
 */
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const UNITS: readonly [bigint, string][] = [
  [1_000_000_000n, 'tỷ'],
  [1_000_000n, 'tr'],
  [1_000n, 'k'],
];

/** Whole đồng, rounded up (amounts are integer VND; a numeric string may carry decimals). */
function wholeVnd(value: number | string | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return 0n;
  return BigInt(Math.ceil(n));
}

/** Integer hundredths of `amount / size`, rounded up: exact, no floating point drift. */
const ceilHundredths = (amount: bigint, size: bigint) => (amount * 100n + size - 1n) / size;

function hundredthsText(hundredths: bigint): string {
  return grouping.format(Number(hundredths / 100n) + Number(hundredths % 100n) / 100);
}

/** 999 -> '999'; 1,000 -> '1k'; 999,999 -> '1tr'; 1,000,001 -> '1.01tr'; 1.5e9 -> '1.5tỷ'. */
export function formatJackpotShort(value: number | string | null | undefined): string {
  const amount = wholeVnd(value);
  for (let i = 0; i < UNITS.length; i++) {
    const [size, unit] = UNITS[i] as [bigint, string];
    if (amount < size) continue;
    const scaled = ceilHundredths(amount, size);
    // 999.995k and above round up to 1,000k: say it in the next unit up instead.
    const bigger = UNITS[i - 1];
    if (bigger && scaled >= 100_000n) return `${hundredthsText(ceilHundredths(amount, bigger[0]))}${bigger[1]}`;
    return `${hundredthsText(scaled)}${unit}`;
  }
  return grouping.format(Number(amount));
}
