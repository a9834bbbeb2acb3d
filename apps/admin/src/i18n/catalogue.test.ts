import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AmlRuleLabel, OpsAlertDeliveryLabel, OpsAlertLabel, WithdrawalHoldLabel } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  type Allowance,
  leaves,
  placeholders,
  sourceFiles,
  vietnameseOutsideCatalogues,
} from '../../../../scripts/i18n-text-check';
import { en } from './en';
import { vi } from './vi';

/**
 * The back office's catalogue check (decision 165, as decision 156 for the site; in `npm test`):
 * both languages have the same keys, no value is empty, placeholders agree, every key the code
 * names exists, and no Vietnamese is written outside the catalogues.
 */
const viLeaves = leaves(vi);
const enLeaves = leaves(en);

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
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
 * No staff-visible Vietnamese outside the catalogues (decision 171): a Vietnamese letter in a line
 * of `apps/admin/src`, or an unaccented Vietnamese word in its JSX text and UI strings, fails this
 * unless it is allowed below with its reason.
 */
const ALLOWED: Allowance[] = [
  { file: 'components/language-switch.tsx', text: "'Tiếng Việt'", why: 'the switch names each language in itself' },
  { file: 'lib/format.ts', text: '(₫|đ)$', why: 'an amount typed with its currency sign is read without it' },
];

describe('staff-visible text', () => {
  // parses the files that hold a listed syllable: seconds on a loaded machine
  it('should be written only in the catalogues', { timeout: 120_000 }, () => {
    expect(vietnameseOutsideCatalogues({ root: SRC, catalogues: /^i18n\/(vi|en)(\.ts|\/)/, allowed: ALLOWED })).toEqual(
      [],
    );
  });
});
