import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refusalMessages } from '@app/provider-kit/wallet-refusal';
import { describe, expect, it } from 'vitest';
import { BET_TYPES } from '../core/bets';
import { LOTTERY_GAME_CODES } from '../core/games';
import { REGIONS } from '../core/regions';
import { PRIZE_LAYOUT } from '../core/results';
import { VIETLOTT, VIETLOTT_GAMES } from '../core/vietlott';
import { langOf, lotteryEn, lotteryT, lotteryVi, refusalIn } from '.';

/**
 * The lottery screens' catalogue check (decision 169), as the site's (decision 145): both
 * languages have the same keys and placeholders, every key the screens and the API name exists,
 * and no Vietnamese is written outside the catalogues.
 */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      for (const [k, s] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, s);
  return out;
}
const vi = leaves(lotteryVi);
const en = leaves(lotteryEn);
const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)\s*\}\}|\$t\(([^)]*)\)/g)].map((m) => m[1] ?? `$t(${m[2]})`).sort();

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.dirname(HERE);
/** The code of the screens, their page and the API: what a player can read comes from there. */
const SCREEN_AND_API = ['ui', 'server', 'i18n'].flatMap((dir) =>
  readdirSync(path.join(SRC, dir))
    .filter((f) => /\.(ts|js)$/.test(f) && !/\.test\.ts$/.test(f) && !/^(vi|en)\.ts$/.test(f))
    .map((f) => `${dir}/${f}`),
);
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
}

describe('lottery catalogues', () => {
  it('should have the same keys in Vietnamese and English, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [key, text] of [...vi, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('should have the same placeholders in both languages', () => {
    for (const [key, text] of vi) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('should name every game, bet type, prize, region, Vietlott tier and weekday the screens show', () => {
    const need = [
      ...LOTTERY_GAME_CODES.map((g) => `games.${g}`),
      ...BET_TYPES.flatMap((b) => [`betTypes.${b}.name`, `betTypes.${b}.short`, `betTypes.${b}.description`]),
      ...Object.values(PRIZE_LAYOUT).flatMap((rows) => rows.map(([key]) => `prizes.${key}`)),
      ...Object.keys(REGIONS).map((r) => `regions.${r}`),
      ...VIETLOTT_GAMES.flatMap((g) => VIETLOTT[g].tiers.map((t) => `tiers.${g}.${t.tier}`)),
      ...VIETLOTT_GAMES.flatMap((g) => VIETLOTT[g].weekdays.map((d) => `weekdays.${d}`)),
      ...['pending', 'placed', 'won', 'lost', 'refunded'].map((s) => `status.${s}`),
    ];
    expect(need.filter((k) => !vi.has(k))).toEqual([]);
  });

  it('should have every key the screens and the API name', () => {
    const named = new Set<string>();
    for (const file of SCREEN_AND_API) {
      const code = readFileSync(path.join(SRC, file), 'utf8');
      for (const m of code.matchAll(/\b(?:t|vi|tr)\(\s*'([\w.-]+)'/g)) named.add(m[1]!);
      for (const m of code.matchAll(/lotteryError\(\s*\d+,\s*'\w+',\s*'([\w.-]+)'/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(60);
    expect([...named].filter((k) => !vi.has(k))).toEqual([]);
  });

  it('should word every refusal of the wallet a player can meet in both languages', () => {
    const codes = Object.keys(refusalMessages({ spend: '', reopen: '', take: '', product: '' })).map((c) =>
      c.replace(/^RS_ERROR_/, ''),
    );
    expect(codes.filter((c) => !vi.has(`errors.codes.${c}`))).toEqual([]);
  });
});

describe('the language of a launch and of a request', () => {
  it('should be English only when asked for, Vietnamese by default and for anything else', () => {
    expect(['en', 'EN', 'en-GB', 'en-US,en;q=0.9', 'en;q=0.8'].map(langOf)).toEqual(['en', 'en', 'en', 'en', 'en']);
    expect(['vi', '', undefined, 'fr', 'english', ['en'], 'vi,en'].map(langOf)).toEqual([
      'vi',
      'vi',
      'vi',
      'vi',
      'vi',
      'vi',
      'vi',
    ]);
  });

  it('should word a refusal in English from its words, its fixed sentence or its code', () => {
    const words = {
      key: 'errors.numberLeftPoints',
      params: { number: '12', type: 'lo2', left: '1,000', draw: 'ST-1' },
    };
    const said = lotteryT('vi')(words.key, words.params);
    expect(said).toBe('Số 12 (Lô 2 số) chỉ còn nhận tối đa 1,000 điểm cho kỳ ST-1');
    expect(refusalIn('vi', 'NUMBER_LIMIT_REACHED', said, words)).toBe(said);
    expect(refusalIn('en', 'NUMBER_LIMIT_REACHED', said, words)).toBe(
      'Number 12 (Lo (2-digit)) takes at most 1,000 more points for draw ST-1',
    );
    expect(refusalIn('en', 'VALIDATION_ERROR', lotteryVi.errors.drawId)).toBe('The draw id is not valid');
    expect(refusalIn('en', 'NOT_ENOUGH_MONEY', 'Số dư không đủ để mua vé')).toBe(
      'Your balance is not enough to buy this ticket',
    );
    // a sentence of another party with no English: as it was written
    expect(refusalIn('en', 'SOMETHING_ELSE', 'Lý do khác')).toBe('Lý do khác');
  });
});

describe('player-facing text of the lottery screens and API', () => {
  it('should be written only in the catalogues', () => {
    expect(SCREEN_AND_API).toContain('ui/vietlott.client.js');
    const found: string[] = [];
    for (const file of SCREEN_AND_API)
      withoutComments(readFileSync(path.join(SRC, file), 'utf8'))
        .split('\n')
        .forEach((line, i) => {
          if (VIETNAMESE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    expect(found).toEqual([]);
  });

  it('should find Vietnamese text written outside the catalogues', () => {
    const sample = "const a = 'ok'; // Giữ nguyên\n/* chú thích */\nconst b = `<p>Mua vé</p>`;";
    const lines = withoutComments(sample).split('\n');
    expect(lines.filter((l) => VIETNAMESE.test(l))).toEqual(['const b = `<p>Mua vé</p>`;']);
  });
});
