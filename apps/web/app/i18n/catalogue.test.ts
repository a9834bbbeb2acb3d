import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BankMessage,
  EventMessage,
  GiftcodeMessage,
  MISSION_ERROR_MESSAGE,
  MissionMessage,
  PaymentMessage,
  PromotionErrorMessage,
} from '@app/contract';
import { AuthMessage } from '@app/contract/auth-constants';
import { ErrorCode } from '@app/contract/errors';
import { GameMessage } from '@app/contract/game-constants';
import {
  BankMessageEn,
  ErrorMessageEn,
  EventMessageEn,
  GiftcodeMessageEn,
  MissionMessageEn,
  PaymentMessageEn,
  PromotionErrorMessageEn,
} from '@app/contract/messages-en';
import { describe, expect, it } from 'vitest';
import {
  type Allowance,
  sourceFiles as filesUnder,
  placeholders as interpolations,
  leaves,
  vietnameseOutsideCatalogues,
} from '../../../../scripts/i18n-text-check';
import { en } from './en';
import { vi } from './vi';
import { eventsVi } from './vi/events';

/**
 * The catalogue check of decision 145 (in `npm test`): both languages have the same keys, no
 * value is empty, placeholders agree, and every key the site's code names exists.
 */
/** i18next placeholders must be the same set; server-filled `{token}`s only the known ones. */
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
const sourceFiles = (dir: string) => filesUnder(dir, ['+types']);

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

  it('should hold the contract messages the server also sends, word for word', () => {
    // written out in the catalogues (importing them would bring zod into the catalogue chunk)
    const areas: [string, Readonly<Record<string, string>>][] = [
      ['cashier', PaymentMessage],
      ['cashier', BankMessage],
      ['bonus', PromotionErrorMessage],
      ['giftcodes.messages', GiftcodeMessage],
      ['missions', MissionMessage],
      ['games', GameMessage],
    ];
    for (const key of Object.keys(eventsVi.refusals))
      expect(viLeaves.get(`events.refusals.${key}`), key).toBe(EventMessage[key as keyof typeof EventMessage]);
    for (const [area, messages] of areas)
      for (const [key, text] of Object.entries(messages)) expect(viLeaves.get(`${area}.${key}`), key).toBe(text);
    expect(viLeaves.get('missions.error')).toBe(MISSION_ERROR_MESSAGE);
  });

  it('should say in English what the API says in English for the same messages', () => {
    const areas: [string, Readonly<Record<string, string>>][] = [
      ['errors', ErrorMessageEn],
      ['cashier', PaymentMessageEn],
      ['cashier', BankMessageEn],
      ['bonus', PromotionErrorMessageEn],
      ['giftcodes.messages', GiftcodeMessageEn],
      ['missions', MissionMessageEn],
      ['events.refusals', EventMessageEn],
    ];
    for (const [area, messages] of areas)
      for (const [key, text] of Object.entries(messages)) expect(enLeaves.get(`${area}.${key}`), key).toBe(text);
  });
});

/**
 * No player-facing Vietnamese outside the catalogues (decisions 156, 171): a Vietnamese letter in
 * the site's code, or an unaccented Vietnamese word in its JSX text and UI strings, fails this
 * unless it is one of the few allowed below, each with the reason it stays.
 */
const ALLOWED: Allowance[] = [
  {
    file: /^i18n\/pages\//,
    text: '',
    why: 'info and install page bodies, whole pages per language (decisions 100, 145, 163)',
  },
  { file: 'lib/locale.ts', text: "'Tiếng Việt'", why: 'the language switch names each language in itself' },
  { file: 'lib/format.ts', text: ' đ`', why: 'the currency sign of the header balance' },
  { file: 'features/auth/player-corner.tsx', text: '>đ<', why: 'the currency sign of the header balance' },
  { file: 'lib/jackpot-format.ts', text: "'tỷ'", why: "the spec's jackpot abbreviation (product.md section 9)" },
  {
    file: 'features/cashier/voucher-deposit.tsx',
    text: 'chuyen tien ',
    why: "the sandbox bank transfer's memo, unaccented as a Vietnamese bank statement writes it; never shown",
  },
];

describe('player-facing text', () => {
  // parses the files that hold a listed syllable: seconds on a loaded machine
  it('should be written only in the catalogues', { timeout: 120_000 }, () => {
    expect(
      vietnameseOutsideCatalogues({
        root: APP,
        catalogues: /^i18n\/(vi|en)(\.ts|\/)/,
        allowed: ALLOWED,
        skipDirs: ['+types'],
      }),
    ).toEqual([]);
  });
});
