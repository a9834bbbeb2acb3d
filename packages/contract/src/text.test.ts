import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index';
import { findUnstorableText, hasControlCharacters, TextMessage, text, ZJsonValueSchema } from './text';

/** Exports that describe what a request carries: bodies, querystrings, params, headers, typed-in input. */
const REQUEST_SCHEMA = /^Z\w+(Request|Query|Params|Headers|Input)Schema$/;

const UNSTORABLE = {
  NUL: 'ab\u0000cd',
  'lone surrogate': 'ab\ud800cd',
  'lone low surrogate': 'ab\udc00cd',
};
const BAD_STRINGS = { ...UNSTORABLE, ESC: 'ab\u001bcd', DEL: 'ab\u007fcd' };

interface StringPosition {
  path: string;
  schema: z.ZodType;
  /** `text()`; a string format with its own pattern; or an opaque value, which must refuse only what cannot be stored. */
  kind: 'text' | 'format' | 'opaque';
}

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions differ by schema type
const defOf = (schema: z.ZodType): any => (schema as unknown as { _zod: { def: unknown } })._zod.def;

/**
 * Every place of a schema that accepts a string from the caller: plain strings (which must be
 * `text()`), string formats (uuid, e-mail, date-time: their own pattern) and opaque values
 * (`unknown`, which must still refuse what cannot be stored). Pipes are entered on their input
 * side: what comes out of a transform was checked on the way in.
 */
function stringPositions(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): StringPosition[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'string':
      return [{ path, schema, kind: def.format ? 'format' : 'text' }];
    case 'unknown':
    case 'any':
      return [{ path, schema, kind: 'opaque' }];
    case 'object':
      return Object.entries<z.ZodType>(def.shape).flatMap(([k, v]) => stringPositions(v, at(k), seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return stringPositions(def.innerType, path, seen);
    case 'pipe':
      return stringPositions(defOf(def.in).type === 'transform' ? def.out : def.in, path, seen);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o, i) => stringPositions(o, `${path}|${i}`, seen));
    case 'intersection':
      return [...stringPositions(def.left, path, seen), ...stringPositions(def.right, path, seen)];
    case 'array':
      return stringPositions(def.element, at('[]'), seen);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, i) => stringPositions(item, at(i), seen));
    case 'record':
      return [
        ...stringPositions(def.keyType, at('<key>'), seen),
        ...stringPositions(def.valueType, at('<value>'), seen),
      ];
    case 'lazy':
      return stringPositions(def.getter(), path, seen);
    default:
      return [];
  }
}

const requestSchemas = Object.entries(contract).filter(
  (entry): entry is [string, z.ZodType] => REQUEST_SCHEMA.test(entry[0]) && typeof entry[1] === 'object',
);

describe(text.name, () => {
  it('should refuse C0 control characters, DEL and lone surrogates with one clear message', () => {
    for (const [name, value] of Object.entries(BAD_STRINGS)) {
      const result = text().safeParse(value);
      expect(result.success, name).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([TextMessage.INVALID_CHARACTERS]);
    }
  });

  it('should accept Vietnamese, emoji, right-to-left and combining text', () => {
    for (const value of ['Nguyễn Văn Đức', '😀👨‍👩‍👧‍👦🇻🇳', 'مرحبا بالعالم', 'e\u0301\u0301', "' OR 1=1 --"]) {
      expect(text().parse(value)).toBe(value);
    }
  });

  it('should allow tabs and line breaks only in free text', () => {
    expect(text({ multiline: true }).parse('dòng 1\r\ndòng 2\tcuối')).toBe('dòng 1\r\ndòng 2\tcuối');
    expect(text({ multiline: true }).safeParse('a\u0000b').success).toBe(false);
    expect(text().safeParse('dòng 1\ndòng 2').success).toBe(false);
  });

  it('should keep the rules chained after it, and its own type message', () => {
    const schema = text({ error: 'Vui lòng nhập tên' }).trim().min(2, { error: 'Quá ngắn' });
    expect(schema.parse('  ab  ')).toBe('ab');
    expect(schema.safeParse(' a ').error?.issues[0]?.message).toBe('Quá ngắn');
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Vui lòng nhập tên');
    expect(schema.safeParse('\u0000').error?.issues.map((i) => i.message)).toEqual([TextMessage.INVALID_CHARACTERS]);
  });

  it('should find unstorable text in nested values and keys, and say where', () => {
    expect(findUnstorableText({ a: [1, 'ok', { b: 'x\u0000' }] })).toBe('a.2.b');
    expect(findUnstorableText({ 'k\ud800': 1 })).toBe('k\ud800');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ a: 'tab\tand\u001b are storable', b: '😀' })).toBeNull();
    expect(ZJsonValueSchema.safeParse({ deep: { deeper: ['\u0000'] } }).success).toBe(false);
    expect(hasControlCharacters('😀')).toBe(false);
  });

  it('should make every string of every request schema refuse control characters', () => {
    expect(requestSchemas.length).toBeGreaterThan(50);
    const positions = requestSchemas.flatMap(([name, schema]) => stringPositions(schema, name));
    expect(positions.filter((p) => p.kind === 'text').length).toBeGreaterThan(80);
    const problems: string[] = [];
    for (const { path, schema, kind } of positions) {
      for (const [name, value] of Object.entries(kind === 'opaque' ? UNSTORABLE : BAD_STRINGS)) {
        const inputs = kind === 'opaque' ? [value, { key: [value] }] : [value];
        for (const input of inputs) {
          const result = schema.safeParse(input);
          if (result.success) problems.push(`${path} accepts ${name}`);
          else if (kind === 'text' && result.error.issues[0]?.message !== TextMessage.INVALID_CHARACTERS) {
            problems.push(`${path} refuses ${name} without the control-character message: is it text()?`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('should refuse a NUL anywhere in a whole request with the message at its field', () => {
    const login = contract.ZStaffLoginRequestSchema.safeParse({ username: 'ad\u0000min', password: 'password-1' });
    expect(login.error?.issues).toMatchObject([{ path: ['username'], message: TextMessage.INVALID_CHARACTERS }]);
    const search = contract.ZGameListQuerySchema.safeParse({ search: 'tài\u0000xỉu' });
    expect(search.error?.issues).toMatchObject([{ path: ['search'], message: TextMessage.INVALID_CHARACTERS }]);
    const meta = contract.ZProviderRollbackRequestSchema.safeParse({
      request_uuid: 'r-1',
      token: 't',
      user: '1',
      transaction_uuid: 'tx-1',
      reference_transaction_uuid: 'tx-0',
      round: 'round-1',
      meta: { note: 'a\u0000b' },
    });
    expect(meta.error?.issues).toMatchObject([{ path: ['meta', 'note'] }]);
  });
});
