import {
  formatDateTime as formatDateTimeVi,
  formatNumber,
  formatNumberFloor,
  formatPercent,
  formatVnd,
} from '@app/contract/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
export function formatDateWith(
  at: DateLike,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = 'vi',
  weekdays?: readonly string[],
): string {
  const format = customFormat(INTL_TAG[locale], { timeZone: TIME_ZONE, hour12: false, ...options });
  const date = new Date(at);
  if (!options.weekday || !weekdays) return format.format(date);
  // The weekday's name is the catalogue's: the browsers' locale data do not agree on it ('Thứ 6'
  // in Node's and Chromium 156's, 'Th 6' in Chromium 143's), and a page the server wrote must
  // read the same once the player's browser has hydrated it.
  const day = weekdayIndex(date, options.timeZone ?? TIME_ZONE);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'weekday' ? (weekdays[day] ?? part.value) : part.value))
    .join('');
}

function customFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = custom.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    custom.set(key, format);
  }
  return format;
}

/** The catalogue's weekday keys, in JavaScript's order (0 is Sunday). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** English's three-letter names, the one weekday spelling every locale data set agrees on. */
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function weekdayIndex(date: Date, timeZone: string): number {
  return EN_WEEKDAYS.indexOf(customFormat('en-US', { weekday: 'short', timeZone }).format(date));
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

/** The formatters of a language; `weekdays`: the catalogue's short weekday names, Sunday first. */
export function formattersFor(locale: Locale, weekdays?: readonly string[]): Formatters {
  return {
    locale,
    number: formatNumber,
    vnd: formatVnd,
    dong: formatDong,
    percent: formatPercent,
    date: (at) => formatDate(at, locale),
    time: formatTime,
    dateTime: (at) => formatDateTime(at, locale),
    with: (at, options) => formatDateWith(at, options, locale, weekdays),
  };
}

/** The formatters of the page's language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  const { t } = useTranslation();
  return useMemo(
    () =>
      formattersFor(
        locale,
        WEEKDAYS.map((d) => t(`schedule.weekday.${d}`)),
      ),
    [locale, t],
  );
}
