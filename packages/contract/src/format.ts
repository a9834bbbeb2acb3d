/**
 * The one number format of every player-facing text (product.md section 9): en-US grouping, at most
 * 2 decimals, so a sentence the server writes ('Nạp 500,000 VND') reads like the figures the
 * site shows beside it. Percentages follow the same rule ('1.5%', decision 062).
 *
 * Zod-free subpath (`@app/contract/format`): the player site imports it on every page and the
 * schemas in the package root would otherwise pull zod into its first bundle (decision 039).
 */
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** 1234567.891 -> '1,234,567.89'; null, '' and non-numbers -> '0'. */
export function formatNumber(value: number | string | null | undefined): string {
  return grouping.format(toNumber(value));
}

/**
 * Rounds toward negative infinity at 2 decimals (a balance must never be shown higher than it
 * is), working in integer cents to dodge float drift.
 */
export function formatNumberFloor(value: number | string | null | undefined): string {
  const n = toNumber(value);
  const cents = Math.floor(Number((n * 100).toFixed(6)));
  return grouping.format(cents / 100);
}

/** 50000 -> '50,000 VND'. */
export function formatVnd(value: number | string | null | undefined): string {
  return `${formatNumber(value)} VND`;
}

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour12: false,
  timeZone: 'Asia/Ho_Chi_Minh',
});

const dateTimeEn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Ho_Chi_Minh',
});

/**
 * Vietnam time: '14:05 21/12/2026' in Vietnamese (limits' reset times, bonus dates, protection
 * history), '21 Dec 2026, 14:05' in English (decision 156), the site's and the server's one form.
 */
export function formatDateTime(at: Date | string | number, locale: 'vi' | 'en' = 'vi'): string {
  const parts = Object.fromEntries(
    (locale === 'en' ? dateTimeEn : dateTime).formatToParts(new Date(at)).map((p) => [p.type, p.value]),
  );
  if (locale === 'en') return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}

/** A value already in percent: 1.5 -> '1.5%', 100 -> '100%'. */
export function formatPercent(value: number | string | null | undefined): string {
  return `${formatNumber(value)}%`;
}
