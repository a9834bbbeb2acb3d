import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import { installVietnameseErrors, vietnameseIssueMessage } from './zod-vi';

/** Words of zod's English defaults (and of its `vi` locale, which keeps zod's type names). */
const ENGLISH =
  /\b(expected|received|too big|too small|invalid|string|number|undefined|object|array|boolean|must|characters|input|required)\b/i;

const REQUEST_SCHEMA = /^Z\w+(Request|Query|Params|Headers|Input)Schema$/;

/** The object shape of a schema, through optional/pipe wrappers; null when it is no object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  // biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions differ by schema type
  const def = (schema as any)._zod.def;
  if (def.type === 'object') return def.shape;
  if (def.type === 'pipe') return shapeOf(def.in);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return shapeOf(def.innerType);
  return null;
}

/** Wrong values for every field at once: wrong types, overlong and negative, empty. */
function badInputs(schema: z.ZodType): unknown[] {
  const shape = shapeOf(schema) ?? {};
  const fill = (v: unknown) => Object.fromEntries(Object.keys(shape).map((k) => [k, v]));
  return [null, 'x', {}, fill('x'.repeat(5000)), fill(-1.5), fill(''), fill(true), fill([]), fill({ a: 1 })];
}

describe(vietnameseIssueMessage.name, () => {
  installVietnameseErrors();

  it('should word the defaults of strings, numbers, formats and enums in Vietnamese', () => {
    const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
    expect(first(z.string().max(64), 'x'.repeat(65))).toBe('Tối đa 64 ký tự');
    expect(first(z.string().min(6), 'abc')).toBe('Tối thiểu 6 ký tự');
    expect(first(z.string().min(1), '')).toBe('Không được để trống');
    expect(first(z.string(), undefined)).toBe('Vui lòng nhập thông tin này');
    expect(first(z.string(), 12)).toBe('Phải là chuỗi ký tự');
    expect(first(z.number().int(), 1.5)).toBe('Phải là số nguyên');
    expect(first(z.number().max(1_000_000), 2_000_000)).toBe('Không được lớn hơn 1,000,000');
    expect(first(z.number().positive(), 0)).toBe('Phải lớn hơn 0');
    expect(first(z.email(), 'a@')).toBe('Địa chỉ email không đúng định dạng');
    expect(first(z.enum(['tai', 'xiu']), 'chan')).toBe('Giá trị phải là một trong: "tai", "xiu"');
    expect(first(z.strictObject({}), { extra: 1 })).toBe('Có trường không được phép: extra');
  });

  it('should keep a message written on the schema itself', () => {
    expect(z.string().max(3, 'Mã quá dài').safeParse('abcd').error?.issues[0]?.message).toBe('Mã quá dài');
  });

  it('should answer every request schema of the contract without English, whatever the bad input', () => {
    // The wallet protocol (ZProvider*) is spoken between machines in the providers' English.
    const schemas = Object.entries(contract).filter(
      ([name]) => REQUEST_SCHEMA.test(name) && !name.startsWith('ZProvider'),
    ) as [string, z.ZodType][];
    expect(schemas.length).toBeGreaterThan(20);
    const english: string[] = [];
    let checked = 0;
    for (const [name, schema] of schemas) {
      for (const input of badInputs(schema)) {
        for (const issue of schema.safeParse(input).error?.issues ?? []) {
          checked++;
          if (ENGLISH.test(issue.message)) english.push(`${name} ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(english).toEqual([]);
  });
});
