import {
  formatDateTime as formatDateTimeVi,
  formatNumber,
  formatNumberFloor,
  formatPercent,
  formatVnd,
} from '@app/contract/format';
import { useMemo } from 'react';
import { useLocale } from '../i18n/use-locale';
import type { Locale } from './locale';

// Jackpot abbreviations live with the games feature (exact integer rounding, unit carry).
export { formatJackpotShort } from './jackpot-format';
/**
 * The site's one formatter module (decision 156). Numbers follow product.md section 9 in both
 * languages: ',' groups thousands and '.' marks decimals, as the Vietnamese site has always
 * written them and as English readers expect, and the same `@app/contract/format` the server's
 * sentences use ('Nạp 500,000 VND'), so a figure reads the same in a sentence and beside it. VND
 * is whole đồng. Dates are Vietnam time; the Vietnamese site keeps '14:05 21/12/2026', the English
 * one writes '21 Dec 2026, 14:05'. Components take the page's language from `useFormat()`.
 */
export { formatNumber, formatNumberFloor, formatPercent, formatVnd };

const TIME_ZONE = 'Asia/Ho_Chi_Minh';
const dateVi = new Intl.DateTimeFormat('vi-VN', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateEn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: TIME_ZONE,
});

type DateLike = Date | string | number;

/** '21/12/2026' (vi), '21 Dec 2026' (en), in Vietnam time. */
export function formatDate(at: DateLike, locale: Locale = 'vi'): string {
  return (locale === 'en' ? dateEn : dateVi).format(new Date(at));
}

/** '14:05', in Vietnam time (the same in both languages). */
export function formatTime(at: DateLike): string {
  return timeOfDay.format(new Date(at));
}

/** '14:05 21/12/2026' (vi, as the server writes it), '21 Dec 2026, 14:05' (en), in Vietnam time. */
export function formatDateTime(at: DateLike, locale: Locale = 'vi'): string {
  if (locale !== 'en') return formatDateTimeVi(new Date(at));
  return `${formatDate(at, 'en')}, ${formatTime(at)}`;
}

/** 10000 -> '10,000 đ' (product.md section 9 grouping, as the header balance shows it). */
export function formatDong(amount: number): string {
  return `${formatNumber(Math.round(amount))} đ`;
}

const INTL_TAG: Record<Locale, string> = { vi: 'vi-VN', en: 'en-GB' };
const custom = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in a shape of its own (a weekday and day, a day and time...), with the same
 * `Intl.DateTimeFormat` options in both languages: Vietnamese as the site always wrote it, English
 * in British order (day before month, 24-hour clock). Vietnam time unless the options say otherwise.
 */
export function formatDateWith(at: DateLike, options: Intl.DateTimeFormatOptions, locale: Locale = 'vi'): string {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = custom.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_TAG[locale], { timeZone: TIME_ZONE, hour12: false, ...options });
    custom.set(key, format);
  }
  return format.format(new Date(at));
}

/** Day, month and time: '14:05 21/12' (vi), '21/12, 14:05' (en). */
export const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

export interface Formatters {
  locale: Locale;
  number: typeof formatNumber;
  vnd: typeof formatVnd;
  dong: typeof formatDong;
  percent: typeof formatPercent;
  date: (at: DateLike) => string;
  time: (at: DateLike) => string;
  dateTime: (at: DateLike) => string;
  with: (at: DateLike, options: Intl.DateTimeFormatOptions) => string;
}

/** The formatters of a language. */
export function formattersFor(locale: Locale): Formatters {
  return {
    locale,
    number: formatNumber,
    vnd: formatVnd,
    dong: formatDong,
    percent: formatPercent,
    date: (at) => formatDate(at, locale),
    time: formatTime,
    dateTime: (at) => formatDateTime(at, locale),
    with: (at, options) => formatDateWith(at, options, locale),
  };
}

/** The formatters of the page's language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
