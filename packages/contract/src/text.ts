import { z } from 'zod';

/**
 * Text at the boundary. Every string a request may carry (body, querystring, params, headers)
 * is built with `text()`, so no field can forget to refuse what the platform cannot store or
 * show: C0 control characters and DEL (NUL is refused by PostgreSQL outright) and lone UTF-16
 * surrogates (refused inside jsonb). Free text (`multiline`) may hold tabs and line breaks.
 * `text.test.ts` walks every request schema of this package and fails on a plain `z.string()`.
 */

export const TextMessage = {
  INVALID_CHARACTERS: 'Không được chứa ký tự điều khiển hoặc ký tự không hợp lệ',
} as const;

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/** True when `value` holds a control character (tab and line breaks allowed when multiline) or a lone surrogate. */
export function hasControlCharacters(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (multiline && (c === TAB || c === LF || c === CR)) continue;
      return true;
    }
    if (c === 0x7f) return true;
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
  }
  return false;
}

/** True when PostgreSQL cannot store `value` in text or jsonb: a NUL or a lone surrogate. */
export function isUnstorable(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
  }
  return false;
}

/**
 * Where a JSON-like value (strings, keys, arrays, objects) holds text PostgreSQL cannot store,
 * as a path such as `meta.items.0`, or null. `''` is the value itself.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isUnstorable(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnstorable(key)) return at;
    const found = findUnstorableText(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export interface TextOptions {
  /** The message when the value is not a string at all. */
  error?: string;
  /** Free text: tabs and line breaks are allowed. */
  multiline?: boolean;
}

/**
 * The string of every request schema: `text().trim().min(1).max(50)` where one would write
 * `z.string()...`. Control characters are refused first, with one clear message.
 */
export function text(opts: TextOptions = {}) {
  const base = opts.error === undefined ? z.string() : z.string({ error: opts.error });
  return base.refine((v) => !hasControlCharacters(v, opts.multiline), {
    error: TextMessage.INVALID_CHARACTERS,
    abort: true,
  });
}

/** Any JSON value whose strings and keys PostgreSQL can store (opaque fields such as a provider's `meta`). */
export const ZJsonValueSchema = z.unknown().refine((v) => findUnstorableText(v) === null, {
  error: TextMessage.INVALID_CHARACTERS,
});

/**
 * The English version of a staff-written text (decision 170): optional, and an empty field means
 * "none", so the English site falls back to the Vietnamese.
 */
export function englishText(max: number, multiline = false) {
  return text({ multiline })
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}
