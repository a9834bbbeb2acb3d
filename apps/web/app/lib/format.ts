/**
 * Number formatting of product.md section 9 lives in `@app/contract/format`, shared with the texts the
 * server writes, so the site and the server can never disagree on '10,000 VND' or '1.5%'.
 */
export { formatDateTime, formatNumber, formatNumberFloor, formatPercent, formatVnd } from '@app/contract/format';

// Jackpot abbreviations live with the games feature (exact integer rounding, unit carry).
export { formatJackpotShort } from './jackpot-format';

const dateFormat = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
