import { describe, expect, it } from 'vitest';
import { textsEn, textsFor, textsVi } from './index';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The figures a text fills, each once (a language may name one twice). */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]))].sort();

/** The server's sentences with figures (decision 163): both languages say the same things. */
describe('server texts', () => {
  const vi = leaves(textsVi);
  const en = leaves(textsEn);

  it('should have the same keys in both languages, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [key, text] of [...vi, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('should fill the same figures in both languages, with the same formats', () => {
    const formats = (text: string) => [
      ...new Set([...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]!.replace(/\s/g, ''))),
    ];
    for (const [key, text] of vi) {
      expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
      expect(formats(en.get(key)!).sort(), key).toEqual(formats(text).sort());
    }
  });

  it('should write amounts in whole đồng and dates in Vietnam time in each language', () => {
    const by = new Date('2026-12-21T07:05:00Z');
    expect(textsFor('en')('money.review.overThreshold', { amount: 1_000_000 })).toBe(
      'Withdrawals over 1,000,000 VND are approved by staff.',
    );
    expect(textsFor('vi')('money.review.overThreshold', { amount: 1_000_000 })).toBe(
      'Lệnh rút trên 1,000,000 VND được nhân viên duyệt.',
    );
    expect(textsFor('en')('history.waiting', { by })).toBe('Being checked; staff answer before 21 Dec 2026, 14:05.');
    expect(textsFor('vi')('history.waiting', { by })).toBe(
      'Đang được kiểm tra; nhân viên trả lời trước 14:05 21/12/2026.',
    );
    expect(textsFor('en')('money.minutes', { count: 1 })).toBe('1 minute');
    expect(textsFor('en')('money.minutes', { count: 3 })).toBe('3 minutes');
  });
});
