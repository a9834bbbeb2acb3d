import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refusalMessages } from '@app/provider-kit/wallet-refusal';
import { describe, expect, it } from 'vitest';
import { LEAGUES } from '../leagues';
import { type LegResult, MARKET_TYPES, MAX_PARLAY_LEGS, PICKS } from '../markets';
import { ODDS_FORMATS } from '../odds';
import { rulesSections, settlementRules } from '../rules';
import { langOf, pickLabel, refusalIn, selectionLabel, sportsEn, sportsT, sportsVi } from '.';

/**
 * The sportsbook's catalogue check (decision 176), as the lottery's (decision 169): both
 * languages have the same keys and placeholders, every key the screen, its pages and the API name
 * exists, and no Vietnamese is written outside the catalogues.
 */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree))
      for (const [k, s] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, s);
  return out;
}
const vi = leaves(sportsVi);
const en = leaves(sportsEn);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.dirname(HERE);
/** The code of the screen, its pages, the rules and the API: what a player can read comes from there. */
const SCREEN_AND_API = [
  ...['ui', 'server', 'i18n'].flatMap((dir) =>
    readdirSync(path.join(SRC, dir))
      .filter((f) => /\.(ts|js)$/.test(f) && !/\.test\.ts$/.test(f) && !/^(vi|en)\.ts$/.test(f))
      .map((f) => `${dir}/${f}`),
  ),
  'rules.ts',
];
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');
}

describe('sportsbook catalogues', () => {
  it('should have the same keys in Vietnamese and English, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [key, text] of [...vi, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('should have the same placeholders in both languages', () => {
    for (const [key, text] of vi) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('should name every market, odds format, result, league and bet status the screen shows', () => {
    const results: LegResult[] = ['win', 'half_win', 'push', 'half_lose', 'lose', 'void'];
    const need = [
      ...MARKET_TYPES.map((m) => `markets.${m}`),
      ...ODDS_FORMATS.map((f) => `formats.${f}`),
      ...results.map((r) => `results.${r}`),
      ...LEAGUES.map((l) => `leagues.${l.code}`),
      ...['placed', 'settled', 'void'].map((s) => `status.${s}`),
      ...['sportsbook', 'virtual'].map((g) => `page.title.${g}`),
    ];
    expect(need.filter((k) => !vi.has(k))).toEqual([]);
  });

  it('should have every key the screen, its pages and the API name', () => {
    const named = new Set<string>();
    for (const file of SCREEN_AND_API) {
      const code = readFileSync(path.join(SRC, file), 'utf8');
      for (const m of code.matchAll(/\b(?:t|vi)\(\s*'([\w.-]+)'/g)) named.add(m[1]!);
      for (const m of code.matchAll(/(?:sportsError|cashoutError)\(\s*\d+,\s*'\w+',\s*'([\w.-]+)'/g)) named.add(m[1]!);
      for (const m of code.matchAll(/sportsT\('vi'\)\('([\w.-]+)'/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(80);
    expect([...named].filter((k) => !vi.has(k))).toEqual([]);
  });

  it('should word every refusal of the wallet a player can meet in both languages', () => {
    const codes = Object.keys(refusalMessages({ spend: '', reopen: '', take: '', product: '' })).map((c) =>
      c.replace(/^RS_ERROR_/, ''),
    );
    expect(codes.filter((c) => !vi.has(`errors.codes.${c}`))).toEqual([]);
    // the Vietnamese is the sentence the provider kit words for a sportsbook
    const kit = refusalMessages({ spend: 'đặt cược', reopen: 'trang thể thao', take: 'đặt cược', product: 'Thể thao' });
    for (const [status, [, said]] of Object.entries(kit))
      expect(sportsVi.errors.codes[status.replace(/^RS_ERROR_/, '') as 'NOT_ENOUGH_MONEY']).toBe(said);
  });

  it('should name the most legs a parlay takes as the book takes them', () => {
    expect(sportsVi.errors.maxLegs).toContain(`${MAX_PARLAY_LEGS} `);
    expect(sportsEn.errors.maxLegs).toContain(`${MAX_PARLAY_LEGS} `);
  });
});

describe('the language of a launch and of a request', () => {
  it('should be English only when asked for, Vietnamese by default and for anything else', () => {
    expect(['en', 'en-GB', 'en-US,en;q=0.9'].map(langOf)).toEqual(['en', 'en', 'en']);
    expect(['vi', '', undefined, 'fr', 'english', 'vi,en'].map(langOf)).toEqual(['vi', 'vi', 'vi', 'vi', 'vi', 'vi']);
  });

  it('should word a refusal in English from its words, its fixed sentence or its code, and leave Vietnamese as it was', () => {
    const words = { key: 'errors.matchClosed', params: { match: 'Hà Nội FC - Hải Phòng' } };
    const said = sportsT('vi')(words.key, words.params);
    expect(said).toBe('Trận Hà Nội FC - Hải Phòng đã ngừng nhận cược');
    expect(refusalIn('vi', 'MARKET_CLOSED', said, words)).toBe(said);
    // team names as the feed gives them
    expect(refusalIn('en', 'MARKET_CLOSED', said, words)).toBe('Hà Nội FC - Hải Phòng is no longer taking bets');
    expect(refusalIn('en', 'VALIDATION_ERROR', sportsVi.errors.emptySlip)).toBe('The bet slip has no selection');
    expect(refusalIn('en', 'VALIDATION_ERROR', sportsVi.errors.maxLegs)).toBe('A parlay takes at most 10 matches');
    expect(refusalIn('en', 'NOT_ENOUGH_MONEY', 'Số dư không đủ để đặt cược')).toBe(
      'Your balance is not enough to place this bet',
    );
    expect(refusalIn('en', 'INTERNAL_ERROR', 'Đã có lỗi xảy ra vui lòng thử lại sau')).toBe(
      'Something went wrong, please try again later',
    );
    expect(refusalIn('en', 'SOMETHING_ELSE', 'Lý do khác')).toBe('Lý do khác');
  });
});

describe('selections in either language', () => {
  const en = sportsT('en');
  const vi = sportsT('vi');
  it('should read every pick of every market, teams as the feed names them', () => {
    for (const market of MARKET_TYPES)
      for (const pick of PICKS[market]) {
        const line = ['ah', 'htah'].includes(market) ? -0.75 : ['ou', 'htou'].includes(market) ? 2.5 : null;
        for (const t of [en, vi]) {
          const label = selectionLabel(t, { market, line, pick }, 'Hà Nội FC', 'Arsenal FC');
          expect(label.startsWith(`${t(`markets.${market}`)}: `), label).toBe(true);
          expect(pickLabel(t, { market, line, pick }, 'Hà Nội FC', 'Arsenal FC')).not.toBe('');
        }
      }
    expect(selectionLabel(en, { market: 'ah', line: -0.75, pick: 'away' }, 'Hà Nội FC', 'Arsenal FC')).toBe(
      'Handicap: Arsenal FC +0.75',
    );
    expect(selectionLabel(en, { market: 'htou', line: 2.5, pick: 'under' }, 'A', 'B')).toBe(
      '1st half - Over/Under: Under 2.5',
    );
    expect(selectionLabel(vi, { market: 'cs', line: null, pick: 'other' }, 'A', 'B')).toBe(
      'Tỷ số chính xác: Tỷ số khác',
    );
    expect(selectionLabel(vi, { market: '1x2', line: null, pick: 'draw' }, 'A', 'B')).toBe('Kèo 1X2: Hòa');
  });

  it('should write the rules page in English from the rules in force', () => {
    const rules = settlementRules({ SPORTS_SETTLEMENT_WINDOW_HOURS: '72', SPORTS_CASHOUT_MARGIN_PCT: '7.5' });
    const text = rulesSections(rules, 'en')
      .flatMap((s) => [s.title, ...s.items])
      .join(' ');
    expect(text).toContain('72 hours from the original kick-off');
    expect(text).toContain('less a 7.5% fee');
    expect(text).toContain('held for 5 seconds');
  });
});

describe('player-facing text of the sportsbook screen and API', () => {
  it('should be written only in the catalogues', () => {
    expect(SCREEN_AND_API).toContain('ui/sports.client.js');
    expect(SCREEN_AND_API).toContain('server/bets.service.ts');
    const found: string[] = [];
    for (const file of SCREEN_AND_API)
      withoutComments(readFileSync(path.join(SRC, file), 'utf8'))
        .split('\n')
        .forEach((line, i) => {
          if (VIETNAMESE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    expect(found).toEqual([]);
  });
});
