/**
 * Number formatting of spec section 9: en-US grouping, at most 2 decimals; the floor
 * variant rounds down instead of to nearest (balances must never be shown higher than
 * they are); jackpot amounts abbreviate to k / tr / tỷ, rounded up.
 */
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function formatNumber(value: number | string | null | undefined): string {
  return grouping.format(toNumber(value));
}

/** Rounds toward negative infinity at 2 decimals, working in integer cents to dodge float drift. */
export function formatNumberFloor(value: number | string | null | undefined): string {
  const n = toNumber(value);
  const cents = Math.floor(Number((n * 100).toFixed(6)));
  return grouping.format(cents / 100);
}

const UNITS: [number, string][] = [
  [1_000_000_000, 'tỷ'],
  [1_000_000, 'tr'],
  [1_000, 'k'],
];

/** 1,234,000 -> '1.24tr'; 2,500,000,000 -> '2.5tỷ'; below 1,000 the plain number. */
export function formatJackpotShort(value: number | string | null | undefined): string {
  const n = toNumber(value);
  for (const [size, unit] of UNITS) {
    if (Math.abs(n) >= size) {
      const scaled = Math.ceil(Number(((n / size) * 100).toFixed(6))) / 100;
      return `${grouping.format(scaled)}${unit}`;
    }
  }
  return grouping.format(Math.ceil(n));
}

/** VND with grouping, e.g. 50000 -> '50,000 VND'. */
export function formatVnd(value: number | string | null | undefined): string {
  return `${formatNumber(value)} VND`;
}

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
