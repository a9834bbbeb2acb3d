import { formatNumber } from '../site/format';

/** VND as the spec's number format (section 9: en-US grouping), like the header balance. */
export const vnd = (n: number) => `${formatNumber(n)} VND`;

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour12: false,
  timeZone: 'Asia/Ho_Chi_Minh',
});

/** Vietnam time, e.g. '14:05 21/12/2026'. */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}
