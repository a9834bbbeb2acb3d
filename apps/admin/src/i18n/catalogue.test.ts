import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AmlRuleLabel, OpsAlertDeliveryLabel, OpsAlertLabel, WithdrawalHoldLabel } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { vi } from './vi';

/**
 * The back office's catalogue check (decision 165, as decision 156 for the site; in `npm test`):
 * both languages have the same keys, no value is empty, placeholders agree, every key the code
 * names exists, and no Vietnamese is written outside the catalogues.
 */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      for (const [k, s] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, s);
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const viLeaves = leaves(vi);
const enLeaves = leaves(en);

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

describe('back office catalogues', () => {
  it('should have the same keys in Vietnamese and English', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort());
  });

  it('should have no empty value in either language', () => {
    const empty = [...viLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('should use the same placeholders in both languages', () => {
    const mismatched = [...viLeaves].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(enLeaves.get(key) ?? '').join(),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it("should hold the contract's staff labels word for word", () => {
    const groups: [string, Readonly<Record<string, string>>][] = [
      ['amlRule', AmlRuleLabel],
      ['withdrawalHold', WithdrawalHoldLabel],
      ['opsAlert', OpsAlertLabel],
      ['opsAlertDelivery', OpsAlertDeliveryLabel],
    ];
    for (const [group, labels] of groups)
      for (const [key, text] of Object.entries(labels))
        expect(viLeaves.get(`contractLabels.${group}.${key}`), `${group}.${key}`).toBe(text);
  });

  it('should have every key the back office names in code', () => {
    const missing: string[] = [];
    // `t` from i18n/index.ts, imported as `tx` where a file already has a `t` of its own
    const keysInCode = /\btx?\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g;
    for (const file of sourceFiles(SRC))
      for (const m of readFileSync(file, 'utf8').matchAll(keysInCode))
        if (!viLeaves.has(m[1]!)) missing.push(`${rel(file)}: ${m[1]}`);
    expect(missing).toEqual([]);
  });
});

/**
 * No staff-visible Vietnamese outside the catalogues: a line of `apps/admin/src` with a
 * Vietnamese letter fails this unless it is allowed below with its reason.
 */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
const CATALOGUES = /^i18n\/(vi|en)(\.ts|\/)/;
const ALLOWED: { file: string; text: string; why: string }[] = [
  { file: 'components/language-switch.tsx', text: "'Tiếng Việt'", why: 'the switch names each language in itself' },
  { file: 'lib/format.ts', text: '(₫|đ)$', why: 'an amount typed with its currency sign is read without it' },
];
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
}

describe('staff-visible text', () => {
  it('should be written only in the catalogues', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = rel(file);
      if (CATALOGUES.test(name)) continue;
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .forEach((line, i) => {
          if (!VIETNAMESE.test(line)) return;
          if (!ALLOWED.some((a) => a.file === name && line.includes(a.text)))
            found.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('should find Vietnamese text written outside the catalogues', () => {
    const sample = `const a = 'ok'; // Giữ nguyên\n/* chú thích */\nconst b = <p>Xin chào</p>;`;
    const lines = withoutComments(sample).split('\n');
    expect(lines.filter((l) => VIETNAMESE.test(l))).toEqual(['const b = <p>Xin chào</p>;']);
  });
});
