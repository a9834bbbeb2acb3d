import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIETNAMESE } from '../../../../../../scripts/i18n-text-check';
import { type GamesTestApp, newPlayer } from '../../providers/providers.test-support';
import {
  buildTransferTestApp,
  IM_MERCHANT,
  imMatch,
  playerHeaders,
  settleSandboxes,
  ws168Fight,
} from '../transfers.test-support';

/*
 * The IM and WS168 sandbox screens in the language of the launch: the site's open call names it
 * (Accept-Language), our client passes it in the provider's code (IM `Language: 'EN'`, WS168
 * `lang: 'en'`), the sandbox carries it into the screen's link, and the screen, its state and its
 * play API answer in it. Without it, or in Vietnamese, everything reads as it always did.
 */

let t: GamesTestApp;

beforeAll(async () => {
  t = await buildTransferTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** The launch URL of a game opened from the site in a language (none: the site's default). */
async function launch(code: 'im' | 'ws168', lang?: 'en' | 'vi'): Promise<URL> {
  const p = await newPlayer(t, 200_000);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/user/transfers/${code}/open`,
    headers: { ...playerHeaders(p.token), ...(lang ? { 'accept-language': lang } : {}) },
    payload: { amount: 100_000 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().data.url, 'http://x');
}

/** The same launch in another language, or with none (`null`). */
function inLang(url: URL, lang: string | null): string {
  const u = new URL(url);
  if (lang === null) u.searchParams.delete('lang');
  else u.searchParams.set('lang', lang);
  return `${u.pathname}${u.search}`;
}

const session = (url: URL) => ({ p: url.searchParams.get('p'), s: url.searchParams.get('s') });

async function play(url: URL, body: Record<string, unknown>) {
  const protocol = url.pathname.split('/')[2];
  const res = await t.app.inject({
    method: 'POST',
    url: `/sandbox/${protocol}/play`,
    payload: { ...session(url), stake: 10_000, ...body },
  });
  return { status: res.statusCode, body: res.json() };
}

async function state(url: URL, lang: string | null) {
  const protocol = url.pathname.split('/')[2];
  const q = new URLSearchParams({ p: session(url).p!, s: session(url).s!, ...(lang ? { lang } : {}) });
  const res = await t.app.inject({ url: `/sandbox/${protocol}/state?${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    events: { id: string; title: string; closes: string; picks: { key: string; label: string }[] }[];
    tickets: { betId: string; match: string; pick: string; result: string | null; note: string }[];
  };
}

describe('the IM sandbox screen in the launch language', () => {
  it('should carry English from the launch into the screen, its state and its tickets', async () => {
    const url = await launch('im', 'en');
    expect(url.searchParams.get('lang')).toBe('en');
    const page = await t.app.inject({ url: inLang(url, 'en') });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    for (const words of ['<title>IM Sports (sandbox)</title>', 'Balance:', 'Stake', 'Loading…', 'Your tickets'])
      expect(html).toContain(words);
    expect(html).toContain('"words":{"noEvents":"No match is taking bets yet, please wait a moment."');
    expect(html).toContain('"lang":"en"');
    expect(html).not.toMatch(VIETNAMESE);

    const m = await imMatch(t.db.pool);
    const placed = await play(url, { event: m.id, pick: m.pick('draw').key, lang: 'en' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.ticket).toMatchObject({ pick: 'Draw', note: 'Awaiting result' });
    expect(placed.body.message).toMatch(/^Bet placed: Draw @ \d+\.\d\d$/);
    const offered = (await state(url, 'en')).events.find((e) => e.id === m.id);
    expect(offered?.closes).toMatch(/^Bets close (in \d+ min \d+ s|at \d\d\/\d\d\/\d{4}, \d\d:\d\d)$/);
    expect(offered?.picks.map((x) => x.label)).toContain('Draw');
    // the league in the sportsbook's English (decision 176), the teams as the feed names them
    expect(offered?.title).toBe('Premier League · Manchester City FC - Sheffield United FC');
    const asked = (await state(url, null)).events.find((e) => e.id === m.id);
    expect(asked?.title).toBe('Ngoại hạng Anh · Manchester City FC - Sheffield United FC');

    await m.finish(1, 1);
    await settleSandboxes(t.db.pool);
    // 10,000 staked at a price in thousandths: whole đồng
    const paid = ((10_000 * m.pick('draw').odds) / 1000).toLocaleString('en-US');
    const en = (await state(url, 'en')).tickets.find((x) => x.betId === placed.body.ticket.betId)!;
    expect(en).toMatchObject({ pick: 'Draw', result: 'Won' });
    expect(en.note).toBe(`Won (1-1) · paid ${paid}`);
    // the same ticket on a Vietnamese screen, and its record in the bet log, in Vietnamese
    const vi = (await state(url, null)).tickets.find((x) => x.betId === placed.body.ticket.betId)!;
    expect(vi).toMatchObject({ pick: 'Hòa', result: 'Thắng' });
    expect(vi.note).toBe(`Thắng (1-1) · trả ${paid}`);
    const record = await t.db.pool.query(
      `SELECT detail FROM transfer_sandbox_bets WHERE protocol = 'im' AND bet_id = $1`,
      [placed.body.ticket.betId],
    );
    expect(record.rows[0].detail).toMatchObject({ sport: 'Bóng đá', pick: 'Hòa', outcome: 'Thắng', leg: 'win' });
  });

  it('should read as it always did in Vietnamese, named or not', async () => {
    const url = await launch('im');
    expect(url.searchParams.get('lang')).toBe('vi');
    for (const lang of [null, 'vi', 'fr']) {
      const html = (await t.app.inject({ url: inLang(url, lang) })).body;
      expect(html).toContain('<html lang="vi">');
      for (const words of ['Số dư: <b id="bal">', 'Tiền cược <input', 'Đang tải…', 'Vé của bạn', 'Chưa có vé.'])
        expect(html).toContain(words);
      expect(html).toContain('Chưa có trận đấu nhận cược, vui lòng đợi trong giây lát.');
    }
    const m = await imMatch(t.db.pool);
    const placed = await play(url, { event: m.id, pick: m.pick('home').key });
    expect(placed.body.message).toMatch(/^Đã đặt cược: .+ @ \d+\.\d\d$/);
    expect(placed.body.ticket.note).toBe('Chờ kết quả');
    const closes = (await state(url, null)).events.map((e) => e.closes);
    expect(closes.every((c) => c.startsWith('Đóng cược sau '))).toBe(true);
  });

  it('should answer the IM launch call in the language it names', async () => {
    const p = await newPlayer(t, 0);
    const call = (path: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox/im/api${path}`,
        payload: { MerchantCode: IM_MERCHANT, PlayerId: `lang${p.id}`, ProductWallet: 301, ...body },
      });
    expect((await call('/Player/Register', { Currency: 'VND', Password: 'secret' })).json().Code).toBe(0);
    const game = { GameCode: 'IMSB', IpAddress: '1.2.3.4' };
    for (const [Language, lang] of [
      ['EN', 'en'],
      ['VI', 'vi'],
      ['ZH', 'vi'],
    ]) {
      const res = await call('/Game/NewLaunchGame', { ...game, Language });
      expect(res.json().GameUrl, Language).toMatch(
        new RegExp(`^/sandbox/im/game\\?p=lang\\d+&s=[\\w-]+&lang=${lang}$`),
      );
    }
  });
});

describe('the WS168 sandbox screen in the launch language', () => {
  it('should show the fight, its picks, tickets and refusals in English', async () => {
    const url = await launch('ws168', 'en');
    expect(url.searchParams.get('lang')).toBe('en');
    const html = (await t.app.inject({ url: inLang(url, 'en') })).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>WS168 Cockfight (sandbox)</title>');
    expect(html).toContain('No fight is taking bets yet, please wait a moment.');
    expect(html).not.toMatch(VIETNAMESE);

    const fight = await ws168Fight(t.db.pool);
    const no = Number(fight.id) % 10_000;
    const placed = await play(url, { event: fight.id, pick: 'meron', lang: 'en' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.ticket).toMatchObject({ match: `Fight ${no}`, pick: 'Meron (Red)' });
    expect(placed.body.message).toBe('Bet placed: Meron (Red) @ 1.90');
    const offer = (await state(url, 'en')).events;
    expect(offer[0]!.title).toMatch(/^Fight \d+$/);
    expect(offer[0]!.picks.map((x) => x.label)).toEqual(['Meron (Red)', 'Wala (Blue)', 'Draw']);

    await fight.finish('wala');
    // the play API refuses in the page's language: English when the page says so, else as always
    const late = await play(url, { event: fight.id, pick: 'wala', lang: 'en' });
    expect(late).toEqual({ status: 409, body: { ok: false, message: 'This fight is no longer taking bets' } });
    const lateVi = await play(url, { event: fight.id, pick: 'wala' });
    expect(lateVi.body.message).toBe('Trận đấu đã ngừng nhận cược');
    const broke = await play(url, { event: fight.id, pick: 'meron', stake: 500, lang: 'en' });
    expect(broke).toEqual({ status: 400, body: { ok: false, message: 'The bet is not valid' } });
    const forged = await play(url, { s: 'forged', event: fight.id, pick: 'meron', lang: 'en' });
    expect(forged).toEqual({ status: 403, body: { ok: false, message: 'This game session is not valid' } });
    const noPick = await play(url, { event: String((await ws168Fight(t.db.pool)).id), pick: 'blue', lang: 'en' });
    expect(noPick.body.message).toBe('This pick does not exist');

    await settleSandboxes(t.db.pool);
    const en = (await state(url, 'en')).tickets.find((x) => x.betId === placed.body.ticket.betId)!;
    expect(en).toMatchObject({ result: 'Result: Wala (Blue)', note: 'Result: Wala (Blue) · paid 0' });
    const vi = (await state(url, 'vi')).tickets.find((x) => x.betId === placed.body.ticket.betId)!;
    expect(vi).toMatchObject({ match: `Trận ${no}`, pick: 'Meron (Đỏ)', note: 'Thắng: Wala (Xanh) · trả 0' });
  });

  it('should refuse a forged session in the language the link names', async () => {
    const url = await launch('ws168');
    const forged = new URL(url);
    forged.searchParams.set('s', 'forged');
    const en = await t.app.inject({ url: inLang(forged, 'en') });
    expect([en.statusCode, en.body]).toEqual([403, '<p>This game session is not valid</p>']);
    const vi = await t.app.inject({ url: inLang(forged, null) });
    expect([vi.statusCode, vi.body]).toEqual([403, '<p>Phiên chơi không hợp lệ</p>']);
    const q = new URLSearchParams({ p: session(url).p!, s: 'forged', lang: 'en' });
    const st = await t.app.inject({ url: `/sandbox/ws168/state?${q}` });
    expect(st.json()).toEqual({ ok: false, message: 'This game session is not valid' });
  });
});
