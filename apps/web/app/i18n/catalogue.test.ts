import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AuthMessage } from '@app/contract/auth-constants';
import { ErrorCode } from '@app/contract/errors';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { vi } from './vi';

/**
 * The catalogue check of decision 145 (in `npm test`): both languages have the same keys, no
 * value is empty, placeholders agree, and every key the site's code names exists.
 */
type Tree = { readonly [key: string]: Tree | string | readonly (Tree | string)[] };

function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (Array.isArray(tree))
    tree.forEach((v, i) => {
      for (const [k, s] of leaves(v, `${prefix}.${i}`)) out.set(k, s);
    });
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree as Tree))
      for (const [k, s] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, s);
  return out;
}

/** i18next placeholders must be the same set; server-filled `{token}`s only the known ones. */
const interpolations = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const SERVER_TOKENS = new Set([
  'brand',
  'refund',
  'promise',
  'promiseShort',
  'description',
  'tagline',
  'support',
  'Support',
]);
const serverTokens = (s: string) => [...s.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

const viLeaves = leaves(vi);
const enLeaves = leaves(en);

const APP = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '+types' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('catalogues', () => {
  it('should have the same keys in Vietnamese and English', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...viLeaves.keys()].sort());
  });

  it('should have no empty value in either language', () => {
    const empty = [...viLeaves, ...enLeaves].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('should use the same placeholders in both languages', () => {
    const mismatched: string[] = [];
    for (const [key, text] of viLeaves) {
      const other = enLeaves.get(key) ?? '';
      if (interpolations(text).join() !== interpolations(other).join()) mismatched.push(key);
      for (const token of [...serverTokens(text), ...serverTokens(other)])
        if (!SERVER_TOKENS.has(token)) mismatched.push(`${key}: {${token}}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('should have a message for every generic error code and every accounts message of the contract', () => {
    for (const code of Object.keys(ErrorCode)) expect(viLeaves.has(`errors.${code}`), code).toBe(true);
    for (const key of Object.keys(AuthMessage))
      expect(viLeaves.get(`auth.${key}`), key).toBe(AuthMessage[key as keyof typeof AuthMessage]);
  });

  it('should have every key the site names in code', () => {
    const missing: string[] = [];
    const keysInCode = /\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g;
    const menuKeys = /\blabel: '((?:menu|nav|footer|account\.menu)\.[\w.]+)'/g;
    for (const file of sourceFiles(APP)) {
      const text = readFileSync(file, 'utf8');
      for (const re of [keysInCode, menuKeys])
        for (const m of text.matchAll(re)) {
          const key = m[1]!;
          const known = [...viLeaves.keys()].some((k) => k === key || k.startsWith(`${key}.`));
          if (!known) missing.push(`${path.relative(APP, file)}: ${key}`);
        }
    }
    expect(missing).toEqual([]);
  });
});
