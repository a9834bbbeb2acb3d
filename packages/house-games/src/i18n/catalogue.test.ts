import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { refusalMessages } from '@app/provider-kit/wallet-refusal';
import { describe, expect, it } from 'vitest';
import { leaves, placeholders, sourceFiles, vietnameseOutsideCatalogues } from '../../../../scripts/i18n-text-check';
import { HOUSE_GAMES } from '../games';
import { BACCARAT_SPOTS } from '../games/baccarat';
import { FISH_CODES } from '../games/fish';
import { CATEGORY_NAMES, SPECIALS } from '../games/maubinh';
import { SLOT_SYMBOLS } from '../games/slot';
import { HAND_NAMES } from '../games/threecard';
import { HOUSE_GAME_CODES, tableBetSchema, ZTableStakeSchema } from '../games/types';
import { SCREEN_JS } from '../partners/pages';
import { VOLATILITY_BANDS } from '../partners/slot-engine';
import { PP_SLOT_TITLES } from '../partners/slots';
import { AWC_TABLES, PP_TABLES } from '../partners/tables';
import { gamePage, verifyPage } from '../ui/pages';
import { houseEn, houseT, houseVi, refusalIn, rowKey } from '.';
import { partnerRefusalIn, partnersEn, partnersT, partnersVi } from './partners';

/**
 * The house games' catalogue check (decision 175), as the lottery's (decision 169): both
 * languages have the same keys and placeholders, every key the screens and the API name
 * exists, the Vietnamese screens read as they did before the catalogue, every refusal a player
 * can meet has its English, and no Vietnamese is written outside the catalogues.
 */
const vi = leaves(houseVi);
const en = leaves(houseEn);

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.dirname(HERE);
const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
/** What a player can read comes from the screens, their page, the API and the browser's check. */
const SCREEN_AND_API = [
  ...sourceFiles(path.join(SRC, 'ui')),
  ...sourceFiles(path.join(SRC, 'server')),
  path.join(SRC, 'rng/fair-browser.ts'),
  path.join(SRC, 'i18n/index.ts'),
];

describe('house games catalogues', () => {
  it('should have the same keys in Vietnamese and English, none empty', () => {
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    for (const [key, text] of [...vi, ...en]) expect(text.trim(), key).not.toBe('');
  });

  it('should have the same placeholders in both languages', () => {
    for (const [key, text] of vi) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('should name every game, its rules and every rules row the screens show', () => {
    const need = HOUSE_GAME_CODES.flatMap((g) => [
      `games.${g}`,
      `notes.${g}`,
      ...Object.keys(HOUSE_GAMES[g].rtp.byBet).map((k) => `rtpBets.${g}.${rowKey(k)}`),
    ]);
    expect(need.filter((k) => !vi.has(k))).toEqual([]);
  });

  it('should name every spot, symbol, fish, hand and phase the screens look up by code', () => {
    const need = [
      ...BACCARAT_SPOTS.map((s) => `baccarat.spots.${s}`),
      ...SLOT_SYMBOLS.map((s) => `slot.symbols.${s}`),
      ...FISH_CODES.map((f) => `fish.names.${f}`),
      ...HAND_NAMES.map((_, i) => `threecard.hands.${i}`),
      ...CATEGORY_NAMES.map((_, i) => `maubinh.categories.${i}`),
      ...SPECIALS.map((s) => `maubinh.specials.${s.code}`),
      ...['bau', 'cua', 'tom', 'ca', 'ga', 'nai'].map((a) => `baucua.animals.${a}`),
      ...['blackjack', 'win', 'push', 'lose', 'bust'].map((r) => `blackjack.results.${r}`),
      ...['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'].map((a) => `blackjack.actions.${a}`),
      ...['xiban', 'xidach', 'ngulinh', 'quac'].map((k) => `xidach.kinds.${k}`),
      ...['betting', 'fighting', 'result'].map((p) => `cockfight.phases.${p}`),
      ...['meron', 'wala', 'draw', 'cancelled'].map((r) => `cockfight.results.${r}`),
      ...['betting', 'dealing', 'result'].map((p) => `live.phases.${p}`),
    ];
    expect(need.filter((k) => !vi.has(k))).toEqual([]);
  });

  it('should read in Vietnamese as the games themselves name them', () => {
    const t = houseT('vi');
    for (const g of HOUSE_GAME_CODES) {
      expect(t(`games.${g}`)).toBe(HOUSE_GAMES[g].name);
      expect(t(`notes.${g}`)).toBe(HOUSE_GAMES[g].rtp.note);
      for (const k of Object.keys(HOUSE_GAMES[g].rtp.byBet))
        expect(t(`rtpBets.${g}.${rowKey(k)}`)).toBe(k.replace(/_/g, ' '));
    }
    expect(HAND_NAMES.map((_, i) => t(`threecard.hands.${i}`))).toEqual([...HAND_NAMES]);
    expect(CATEGORY_NAMES.map((_, i) => t(`maubinh.categories.${i}`))).toEqual([...CATEGORY_NAMES]);
    expect(SPECIALS.map((s) => t(`maubinh.specials.${s.code}`))).toEqual(SPECIALS.map((s) => s.name));
    expect(houseT('en')('games.rongho')).toBe('Dragon Tiger');
  });

  it('should have every key the screens and the API name', () => {
    const named = new Set<string>();
    for (const file of SCREEN_AND_API) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\b(?:t|vi|failed)\(\s*'([\w.-]+)'/g)) named.add(m[1]!);
      for (const m of code.matchAll(/(?:houseError\(\s*\d+,\s*'\w+',|limitError\()\s*'([\w.-]+)'/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(200);
    expect([...named].filter((k) => !vi.has(k))).toEqual([]);
  });

  it('should show no English words in the Vietnamese screens', () => {
    // English words that crept into the games' Vietnamese copy before (placeholders are not copy)
    const ENGLISH =
      /\b(seed|nonce|server|client|hash|bet|win|lose|round|history|balance|stake|verify|loading|error)\b/i;
    const english = [...vi]
      .filter(([, text]) => ENGLISH.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/HMAC-SHA256|WebCrypto/g, '')))
      .map(([k, text]) => `${k}: ${text}`);
    expect(english).toEqual([]);
  });
});

describe('refusals of the house games API', () => {
  it('should word every refusal of the wallet a player can meet in both languages', () => {
    const codes = Object.keys(refusalMessages({ spend: '', reopen: '', take: '', product: '' })).map((c) =>
      c.replace(/^RS_ERROR_/, ''),
    );
    expect(codes.filter((c) => !vi.has(`errors.codes.${c}`))).toEqual([]);
  });

  it("should have English for every message the games' bet rules give", () => {
    const bad: [string, unknown][] = [
      ['taixiu', {}],
      ['taixiu', { bets: [] }],
      ['taixiu', { bets: [{ spot: 'x', amount: 1000 }] }],
      ['taixiu', { bets: [{ spot: 'tai', amount: 'a' }] }],
      ['taixiu', { bets: [{ spot: 'tai', amount: 1000.5 }] }],
      ['taixiu', { bets: [{ spot: 'tai', amount: 500 }] }],
      ['taixiu', { bets: [{ spot: 'tai', amount: 60_000_000 }] }],
      ['taixiu', { bets: [{ spot: 'tai', amount: 1500 }] }],
      [
        'taixiu',
        {
          bets: [
            { spot: 'tai', amount: 1000 },
            { spot: 'tai', amount: 1000 },
          ],
        },
      ],
      ['keno', { picks: [], amount: 1000 }],
      ['keno', { picks: [0], amount: 1000 }],
      ['keno', { picks: [81], amount: 1000 }],
      ['keno', { picks: [1, 1], amount: 1000 }],
      ['keno', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], amount: 1000 }],
      ['slot', { lineBet: 'a' }],
      ['slot', { lineBet: 300 }],
      ['fish', { shots: [] }],
      ['fish', { shots: [{ fish: 'x', level: 100 }] }],
      ['fish', { shots: [{ fish: 'tom', level: 3 }] }],
      ['fish', { shots: Array.from({ length: 41 }, () => ({ fish: 'tom', level: 100 })) }],
      ['blackjack', { amount: 1000, actions: ['fly'] }],
      ['threecard', { ante: 1000, pairPlus: 0, actions: ['fly'] }],
      ['xidach', { amount: 1000, actions: ['fly'] }],
      ['maubinh', { chi: 1000, actions: ['zz'] }],
      ['cockfight', { bets: [] }],
      ['cockfight', { bets: [{ spot: 'x', amount: 1000, odds: 190 }] }],
      ['cockfight', { bets: [{ spot: 'meron', amount: 1000, odds: 5 }] }],
      ['baccarat_live', { coup: 0, bets: [{ spot: 'x', amount: 1000 }] }],
    ];
    const messages = new Set<string>();
    for (const [game, bet] of bad) {
      const parsed = HOUSE_GAMES[game as keyof typeof HOUSE_GAMES].betSchema.safeParse(bet);
      expect(parsed.success, `${game} ${JSON.stringify(bet)}`).toBe(false);
      for (const issue of parsed.error?.issues ?? []) messages.add(issue.message);
    }
    for (const v of ['1', 1.5, 0, 100_000_000]) messages.add(ZTableStakeSchema.safeParse(v).error!.issues[0]!.message);
    messages.add(tableBetSchema(['a', 'b']).safeParse({ bets: [] }).error!.issues[0]!.message);
    expect(messages.size).toBeGreaterThan(15);
    const untold = [...messages].filter((m) => refusalIn('en', 'INVALID_BET', m) === m);
    expect(untold).toEqual([]);
  });

  it('should word a refusal in English from its words, its fixed sentence or its code', () => {
    const words = { key: 'errors.roundMaxPlaced', params: { amount: '100,000 VND', placed: '60,000 VND' } };
    const said = houseT('vi')(words.key, words.params);
    expect(said).toBe('Tổng cược mỗi ván tối đa là 100,000 VND (bạn đã đặt 60,000 VND ở ván này)');
    expect(refusalIn('vi', 'TABLE_LIMIT', said, words)).toBe(said);
    expect(refusalIn('en', 'TABLE_LIMIT', said, words)).toBe(
      'The largest total per round is 100,000 VND (you have bet 60,000 VND on this round)',
    );
    expect(refusalIn('en', 'FIGHT_CLOSED', houseVi.errors.fightClosed)).toBe('The fight is closed for bets');
    expect(refusalIn('en', 'NOT_ENOUGH_MONEY', 'Số dư không đủ để đặt cược')).toBe(
      'Your balance is not enough to place this bet',
    );
    // the platform's own words for a limit's refusal have no English here: the code's sentence
    expect(refusalIn('en', 'LIMIT_REACHED', 'Bạn đã đạt giới hạn thua trong ngày')).toBe(
      'You have reached a betting limit set on your account',
    );
    expect(refusalIn('en', 'SOMETHING_ELSE', 'Lý do khác')).toBe('Lý do khác');
  });
});

describe('the game page in the launch language', () => {
  const assets = { base: '/house', scriptVersion: '1', styleVersion: '1' };

  it('should be Vietnamese by default and English when the launch names it', () => {
    const vn = gamePage('xocdia', assets);
    expect(vn).toContain('<html lang="vi">');
    expect(vn).toContain('<title>Xóc Đĩa - House Games</title>');
    expect(vn).toContain('Đang tải trò chơi…');
    expect(vn).toContain('"lang":"vi"');
    const english = gamePage('rongho', assets, 'en');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Dragon Tiger - House Games</title>');
    expect(english).toContain('Loading the game…');
    expect(english).toContain('"lang":"en"');
    expect(english).not.toMatch(/Đang tải|Vui lòng/);
    expect(verifyPage(assets, 'en')).toContain('<title>Verify a result - House Games</title>');
  });
});

/** The partner sandboxes' screens, their script and their play API (decision 132). */
const PARTNER_FILES = sourceFiles(path.join(SRC, 'partners'));
const pvi = leaves(partnersVi);
const pen = leaves(partnersEn);

describe('partner sandboxes catalogues', () => {
  it('should have the same keys and placeholders in Vietnamese and English, none empty', () => {
    expect([...pen.keys()].sort()).toEqual([...pvi.keys()].sort());
    for (const [key, text] of [...pvi, ...pen]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of pvi) expect(placeholders(pen.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('should read in Vietnamese as the slot titles and tables name themselves', () => {
    const t = partnersT('vi');
    for (const title of PP_SLOT_TITLES) {
      expect(t(`slots.titles.${title.symbol}.name`)).toBe(title.name);
      for (const s of title.data.symbols.filter((x) => x.kind !== 'low'))
        expect(t(`slots.titles.${title.symbol}.symbols.${s.code}`), `${title.symbol} ${s.code}`).toBe(s.name);
    }
    for (const v of Object.keys(VOLATILITY_BANDS)) expect(t(`slots.volatility.${rowKey(v)}`)).toBe(v);
    // nothing named that the titles do not have
    expect(Object.keys(partnersVi.slots.titles).sort()).toEqual(PP_SLOT_TITLES.map((x) => x.symbol).sort());
    for (const table of [...PP_TABLES, ...AWC_TABLES]) {
      expect(pvi.has(`tables.names.${table.game}`), table.game).toBe(true);
      for (const spot of table.spots) expect(pvi.has(`tables.${table.layout}.spots.${spot}`), spot).toBe(true);
    }
    expect(partnersT('en')('slots.titles.vs20olympus.name')).toBe('Gates of Olympus');
  });

  it('should have every key the screens, their script and the API name', () => {
    const named = new Set<string>();
    for (const file of PARTNER_FILES) {
      const code = readFileSync(file, 'utf8');
      // t('key'), vi('key') and partnersT(lang)('key')
      for (const m of code.matchAll(/(?:\b(?:t|vi)|\))\(\s*'([\w.-]+)'/g)) named.add(m[1]!);
      for (const m of code.matchAll(/sandboxError\(\s*\d+,\s*'\w+',\s*'([\w.-]+)'/g)) named.add(m[1]!);
    }
    for (const m of SCREEN_JS.matchAll(/\bW\.(\w+)/g)) named.add(`screen.${m[1]}`);
    expect(named.size).toBeGreaterThan(50);
    // a key names a text, or a section the script reads whole (W.status)
    const known = (k: string) => pvi.has(k) || [...pvi.keys()].some((x) => x.startsWith(`${k}.`));
    expect([...named].filter((k) => !known(k))).toEqual([]);
  });

  it('should tell a refusal of the play API in English by its words, its sentence or its code, and leave Vietnamese as it is', () => {
    expect(partnerRefusalIn('en', 'VALIDATION_ERROR', partnersVi.errors.badStake)).toBe('This bet amount is not valid');
    expect(partnerRefusalIn('en', 'BAD_REQUEST', 'Dữ liệu gửi lên không hợp lệ')).toBe('The request sent is not valid');
    expect(partnerRefusalIn('en', 'BET_REFUSED', 'Số dư không đủ để đặt cược', { key: 'errors.wallet.noMoney' })).toBe(
      'Your balance is not enough to place this bet',
    );
    const said = partnersT('vi')('errors.lineBet', { bets: '200, 500' });
    expect(said).toBe('Mức cược mỗi dòng phải là một trong 200, 500 VND');
    expect(partnerRefusalIn('vi', 'INVALID_BET', said, { key: 'errors.lineBet', params: { bets: '200, 500' } })).toBe(
      said,
    );
  });
});

describe('player-facing text of the house games screens and API', () => {
  it('should be written only in the catalogues', () => {
    expect(SCREEN_AND_API.map(rel)).toContain('ui/client/cockfight.ts');
    expect(PARTNER_FILES.map(rel)).toEqual(expect.arrayContaining(['partners/pages.ts', 'partners/pp.sandbox.ts']));
    const found = vietnameseOutsideCatalogues({
      root: SRC,
      catalogues: /^i18n\/(partners-)?(vi|en)\.ts$/,
      // the games' own rules (names, labels, schema messages) are the core the API and the
      // platform's records read; the screens take their texts from the catalogue by code, and a
      // rule's message is told in English by its text (the test above)
      skipDirs: ['games'],
      allowed: [
        {
          file: 'server/limits.ts',
          text: '',
          why: "the back office's table-limit names and checks, for staff (decision 108), not a player's screen",
        },
        {
          file: 'fair.ts',
          text: '',
          why: "the server's check of a round; its refusals are told in English by their code (errors.codes)",
        },
        {
          file: 'partners/slot-titles.ts',
          text: '',
          why: "the PP slots' data: their studio names (the seed's titles) and pictures, which the engine's labels read; the screens take them from the partners' catalogue by code, held equal above",
        },
        {
          file: 'partners/slot-engine.ts',
          text: '',
          why: "the slot engine's win labels and declared volatility, the core the operator's records read; the screens word a win from its `say` and a volatility by its rowKey",
        },
      ],
    });
    expect(found).toEqual([]);
  });
});
