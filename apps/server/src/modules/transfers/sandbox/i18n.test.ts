import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIGHT_SIDE_LABEL } from '@app/house-games';
import { describe, expect, it } from 'vitest';
import { leaves, placeholders, vietnameseOutsideCatalogues } from '../../../../../../scripts/i18n-text-check';
import { sandboxEn, sandboxT, sandboxVi } from './i18n';

/*
 * The IM and WS168 sandboxes' catalogue check, as the house games' and the lottery's (decisions
 * 169, 175): both languages have the same keys and placeholders, every key the screens and the
 * API name exists, the Vietnamese words are the ones the records always had, and no Vietnamese
 * is written in the screen and API files outside the catalogue.
 */
const vi = leaves(sandboxVi);
const en = leaves(sandboxEn);

const TRANSFERS = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** What a player of the sandboxes reads comes from these files (relative to the transfers module). */
const SCREEN_AND_API = [
  'sandbox/sandbox.game.ts',
  'sandbox/sandbox.events.ts',
  'sandbox/sandbox.book.ts',
  'im/im.sandbox.ts',
  'ws168/ws168.sandbox.ts',
];

describe('IM and WS168 sandbox catalogues', () => {
  it('should have the same keys in Vietnamese and English, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [key, text] of [...vi, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('should have the same placeholders in both languages', () => {
    for (const [key, text] of vi) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('should name sides in Vietnamese as the cockfight does', () => {
    const t = sandboxT('vi');
    for (const [side, label] of Object.entries(FIGHT_SIDE_LABEL)) expect(t(`ws168.sides.${side}`)).toBe(label);
    expect(sandboxT('en')('ws168.fight', { no: 7 })).toBe('Fight 7');
  });

  it('should have every key the screens and the API name', () => {
    const named = new Set<string>();
    for (const file of SCREEN_AND_API) {
      const code = readFileSync(path.join(TRANSFERS, file), 'utf8');
      for (const m of code.matchAll(/\b(?:t|recordT)\(\s*'([\w.]+)'/g)) named.add(m[1]!);
      for (const m of code.matchAll(/'(errors\.\w+)'/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((k) => !vi.has(k))).toEqual([]);
    // the keys built from a code: each protocol's title and empty list (results and sides above)
    for (const p of ['im', 'ws168'])
      expect([`page.title.${p}`, `script.noEvents.${p}`].filter((k) => !vi.has(k))).toEqual([]);
  });
});

describe('player-facing text of the IM and WS168 sandbox screens and API', () => {
  it('should be written only in the catalogue', () => {
    const found = vietnameseOutsideCatalogues({ root: TRANSFERS, catalogues: /^sandbox\/i18n\.ts$/, allowed: [] });
    // the module's other files (the clients, the service) speak to the platform, not the screens
    expect(found.filter((line) => SCREEN_AND_API.some((file) => line.startsWith(`${file}:`)))).toEqual([]);
  });
});
