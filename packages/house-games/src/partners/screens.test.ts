import { FastRandom } from '@app/provider-kit/random';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIETNAMESE } from '../../../../scripts/i18n-text-check';
import { partnersT } from '../i18n/partners';
import { partnerSandboxesPlugin } from './plugin';
import { PP_SLOT_TITLES, slotRules, slotWinText, spinText, spinWords } from './slots';
import { tableView } from './store';
import { AWC_TABLES, PP_TABLES, SANDBOX_SCHEDULES } from './tables';
import { ppHash } from './wire';

/**
 * The PP and AWC sandbox screens in the language their launch names (PP's `lang`, AWC's
 * `language`): the page, the words its script is given, and the play API's refusals. Vietnamese
 * is the default and the fallback, and reads as the screens always did.
 */
const PP_SECRET = 'pp-test-secret';
const AWC_KEY = 'awc-test-key';
const LOBBY = 'https://site.example/en/game';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // no round is played here: the screens and refusals never reach the store or the wallet
  await app.register(partnerSandboxesPlugin, {
    prefix: '/partners',
    pool: {} as pg.Pool,
    ppSecret: async () => PP_SECRET,
    awcKey: async () => AWC_KEY,
    walletBaseUrl: () => 'http://127.0.0.1:9',
    settle: false,
  });
  await app.ready();
});
afterAll(() => app.close());

const form = (f: Record<string, string>) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(f).toString(),
});

/** PP's launch as the operator calls it: `game/url`, `language` as the site's page. */
async function ppLaunch(symbol: string, language?: string): Promise<URL> {
  const f: Record<string, string> = {
    secureLogin: 'operator',
    symbol,
    token: 'play-token',
    externalPlayerId: '42',
    lobbyUrl: LOBBY,
    ...(language ? { language } : {}),
  };
  f.hash = ppHash(f, PP_SECRET);
  const res = await app.inject({ url: '/partners/pp/IntegrationService/v3/http/CasinoGameAPI/game/url/', ...form(f) });
  return new URL(res.json().gameURL);
}

/** AWC's launch as the operator calls it: `doLoginAndLaunchGame`, `language` `en` or `vn`. */
async function awcLaunch(platform: string, gameCode: string, language: string): Promise<URL> {
  const f = { cert: AWC_KEY, agentId: 'agent', userId: '42', platform, gameCode, language, externalURL: LOBBY };
  const res = await app.inject({ url: '/partners/awc/wallet/doLoginAndLaunchGame', ...form(f) });
  return new URL(res.json().url);
}

const open = async (url: URL, headers: Record<string, string> = {}) =>
  app.inject({ url: `${url.pathname}${url.search}`, headers });

/** The page's boot block, as the screen's script reads it. */
function bootOf(html: string) {
  const json = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html)![1]!;
  return JSON.parse(json) as {
    lang: string;
    name: string;
    rules: string;
    words: Record<string, unknown>;
    symbols?: { code: string; name: string }[];
  };
}

describe('PP sandbox screens in the launch language', () => {
  it('should open a slot in English when the launch says lang=en: page, header, boot words, names and rules', async () => {
    const url = await ppLaunch('vs20olympus', 'en');
    expect(url.searchParams.get('lang')).toBe('en');
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Gates of Olympus - Pragmatic Play</title>');
    expect(html).toContain('target="_top">‹ Lobby</a>');
    expect(html).toContain('<span>Balance</span>');
    expect(html).toContain('<h2>Paytable</h2>');
    expect(html).toContain('<h2>Your bets</h2>');
    const boot = bootOf(html);
    expect(boot).toMatchObject({ lang: 'en', name: 'Gates of Olympus' });
    expect(boot.words).toMatchObject({ spinButton: 'SPIN', freeButton: 'FREE', freeLeft: 'Free spins left: {{n}}' });
    expect(boot.symbols!.find((s) => s.code === 'W')!.name).toBe('Thunder God');
    expect(boot.rules).toContain('20 fixed paylines');
    expect(boot.rules).toMatch(/Volatility: High\.$/);
    expect(html).not.toMatch(VIETNAMESE);
  });

  it.each([['vi'], [undefined]])('should open a slot in Vietnamese as before when lang is %s', async (lang) => {
    const url = await ppLaunch('vs20olympus', lang);
    const html = (await open(url, { 'accept-language': 'en-GB,en' })).body;
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<title>Cổng Thần Olympus - Pragmatic Play</title>');
    expect(html).toContain('target="_top">‹ Sảnh</a>');
    expect(html).toContain('<span>Số dư</span>');
    expect(html).toContain('<h2>Bảng trả thưởng</h2>');
    expect(html).toContain('<h2>Cược của bạn</h2>');
    const boot = bootOf(html);
    expect(boot.lang).toBe('vi');
    expect(boot.words).toMatchObject({
      spinButton: 'QUAY',
      freeButton: 'MIỄN PHÍ',
      freeLeft: 'Còn {{n}} lượt quay miễn phí',
    });
    expect(boot.symbols!.find((s) => s.code === 'W')!.name).toBe('Thần Sấm');
    expect(boot.rules).toContain('20 dòng cố định, trả từ cuộn trái sang phải');
  });

  it('should open a live table in English with its spots and rules in English', async () => {
    const html = (await open(await ppLaunch('1024', 'en'))).body;
    expect(html).toContain('<title>Live Dragon Tiger - Pragmatic Play</title>');
    const boot = bootOf(html);
    expect(boot.rules).toBe(
      'Dragon Tiger with 8 decks, ace lowest. Dragon/Tiger pay 1:1 (half the bet back on a tie), Tie 11:1.',
    );
    expect(boot.words).toMatchObject({ betting: 'Place your bets', road: 'Bead road' });
    expect(html).not.toMatch(VIETNAMESE);
  });
});

describe('AWC sandbox screens in the launch language', () => {
  it('should open AE Sexy baccarat in English when the launch says language=en', async () => {
    const url = await awcLaunch('SEXYBCRT', 'MX-LIVE-001', 'en');
    expect(url.searchParams.get('language')).toBe('en');
    const html = (await open(url)).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('‹ Lobby</a>');
    expect(html).toContain('<span>Balance</span>');
    expect(html).toContain('<h2>Your bets</h2>');
    const boot = bootOf(html);
    expect(boot).toMatchObject({ lang: 'en', name: 'AE Sexy Baccarat' });
    expect(boot.rules).toMatch(/^Baccarat with 8 decks\. Player pays 1:1/);
    expect(boot.words).toMatchObject({ chip: 'Chip {{amount}}', placed: 'Bet {{amount}} on {{spot}}' });
    expect(html).not.toMatch(VIETNAMESE);
  });

  it('should open SV388 in English with its fight words', async () => {
    const html = (await open(await awcLaunch('SV388', 'SV-LIVE-001', 'en'))).body;
    const boot = bootOf(html);
    expect(boot.name).toBe('SV388 Cockfighting');
    expect(boot.rules).toBe(
      'Meron and Wala pay 1.90 (stake included), a draw returns Meron/Wala bets; a Draw bet pays 8:1.',
    );
    expect(boot.words).toMatchObject({ meron: 'MERON · RED', wala: 'WALA · BLUE', fighting: 'Fighting' });
  });

  it.each([['vn'], ['vi']])(
    'should open in Vietnamese as before when the launch says language=%s',
    async (language) => {
      const html = (await open(await awcLaunch('SEXYBCRT', 'MX-LIVE-001', language))).body;
      expect(html).toContain('<html lang="vi">');
      expect(html).toContain('‹ Sảnh</a>');
      expect(html).toContain('<span>Số dư</span>');
      const boot = bootOf(html);
      expect(boot.rules).toBe(
        'Baccarat 8 bộ bài. Con 1 ăn 1, Cái 1 ăn 0.95, Hòa 1 ăn 8 (Con/Cái hoàn cược khi hòa), Đôi 1 ăn 11.',
      );
      expect(boot.words).toMatchObject({ chip: 'Phỉnh {{amount}}', betting: 'Đặt cược', dealing: 'Đang chia bài' });
    },
  );
});

describe('a bad session in the launch language', () => {
  const EN = 'Your game session is not valid, please open the game again from the home page';
  const VI = 'Phiên chơi không hợp lệ, vui lòng mở lại trò chơi từ trang chủ';

  it("should refuse a page's bad session in its launch's language, whatever the browser asks", async () => {
    const cases = [
      ['/partners/pp/gs2c/openGame.do?gameSymbol=vs20olympus&lang=en&s=forged.session', EN],
      ['/partners/pp/gs2c/openGame.do?gameSymbol=vs20olympus&lang=vi&s=forged.session', VI],
      ['/partners/awc/player/login/apiLogin0?gameCode=MX-LIVE-001&language=en&s=forged.session', EN],
      ['/partners/awc/player/login/apiLogin0?gameCode=MX-LIVE-001&language=vn', VI],
    ] as const;
    for (const [url, message] of cases) {
      const res = await app.inject({ url, headers: { 'accept-language': message === EN ? 'vi' : 'en' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: 'SESSION_REQUIRED', message });
    }
  });

  it('should refuse the play API in the language the screen sends, Vietnamese without one', async () => {
    for (const path of ['/partners/pp/api/session', '/partners/awc/api/table']) {
      const en = await app.inject({ url: path, headers: { 'x-sandbox-session': 'forged', 'accept-language': 'en' } });
      expect(en.statusCode).toBe(401);
      expect(en.json()).toMatchObject({ code: 'SESSION_REQUIRED', message: EN });
      const vi = await app.inject({ url: path, headers: { 'x-sandbox-session': 'forged' } });
      expect(vi.json()).toMatchObject({ code: 'SESSION_REQUIRED', message: VI });
    }
  });
});

describe('what the screens read of a round, in either language', () => {
  it("should word every slot win in Vietnamese exactly as the engine's label, and in English without Vietnamese", () => {
    const vi = partnersT('vi');
    const en = partnersT('en');
    const seen = new Set<string>();
    for (const title of PP_SLOT_TITLES) {
      const rng = new FastRandom(7);
      for (let i = 0; i < 400; i++) {
        const spin = title.spin(200, rng);
        for (const win of [...spin.wins, ...spin.freeSpins.flatMap((f) => f.wins)]) {
          expect(slotWinText(vi, title, win.say)).toBe(win.label);
          expect(slotWinText(en, title, win.say)).not.toMatch(VIETNAMESE);
          seen.add(`${win.say.kind}${win.say.multiplier ? '×' : ''}`);
        }
        const said = spinWords(spin);
        expect(spinText('en', title.symbol, said)).not.toMatch(VIETNAMESE);
      }
      expect(slotRules(title, 'en')).not.toMatch(VIETNAMESE);
    }
    // lines, ways, scatters, and wins of free spins (multiplied)
    expect([...seen].sort()).toEqual(['line', 'line×', 'scatter', 'scatter×', 'ways', 'ways×']);
  });

  it('should word a spin with free spins as the bet history reads it', () => {
    const said = { wins: [{ kind: 'line' as const, symbol: 'b', count: 3, line: 2 }], freeSpins: 10, freeWon: 12_000 };
    expect(spinText('vi', 'vs20olympus', said)).toBe('Dòng 2: 3 × Vương miện; 10 vòng quay miễn phí thắng 12,000 ₫');
    expect(spinText('en', 'vs20olympus', said)).toBe('Line 2: 3 × Crown; 10 free spins won 12,000 ₫');
    expect(spinText('en', 'vs20olympus', { wins: [], freeSpins: 0, freeWon: 0 })).toBe('No win');
  });

  it('should show a table in the screen language: its name, spots, sides, results and rules', () => {
    const schedule = SANDBOX_SCHEDULES.normal;
    for (const table of [...PP_TABLES, ...AWC_TABLES]) {
      // bets closed: the coup is dealt on the screen
      const now = 25 * schedule.periodMs + schedule.bettingMs + 1;
      const vi = tableView('key', table, schedule, now, 'vi');
      const en = tableView('key', table, schedule, now, 'en');
      expect(en.history.map((h) => h.no)).toEqual(vi.history.map((h) => h.no));
      expect(JSON.stringify({ ...en, game: '' })).not.toMatch(VIETNAMESE);
      // the default is Vietnamese, as the operator's records read it
      expect(tableView('key', table, schedule, now)).toEqual(vi);
    }
    const baccarat = tableView('key', PP_TABLES[0]!, schedule, 1, 'en');
    expect(baccarat.spots.map((s) => s.label)).toEqual(['Player', 'Banker', 'Tie', 'Player Pair', 'Banker Pair']);
    expect(baccarat.deal.hands.map((h) => h.side)).toEqual(['Player', 'Banker']);
    expect(baccarat.history[0]!.result).toMatch(
      /^Player [\dAJQK ]+ \(\d\) - Banker [\dAJQK ]+ \(\d\): (Player wins|Banker wins|Tie)$/,
    );
    const vi = tableView('key', PP_TABLES[0]!, schedule, 1, 'vi');
    expect(vi.spots.map((s) => s.label)).toEqual(['Con', 'Cái', 'Hòa', 'Đôi Con', 'Đôi Cái']);
    expect(vi.history[0]!.result).toMatch(/^Con [\dAJQK ]+ \(\d\) - Cái [\dAJQK ]+ \(\d\): (Con thắng|Cái thắng|Hòa)$/);
  });
});
