import { setStaffResult } from '@app/sportsbook/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedMatch } from '../../sports/sports.feed-samples';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer, type TestPlayer } from '../providers.test-support';

/**
 * The SABA and BTI sandboxes end to end (decision 146): the launch through the provider's own
 * call (SABA CreateMember + GetSabaUrl, BTI's operatorToken address and ValidateToken), a single
 * on a match of our feed placed through the sandbox's screen API, which calls /provider/saba
 * (PlaceBet, ConfirmBet) or /provider/bti (reserve, debitreserve, commitreserve) over HTTP, and
 * the Settle or creditcustomer once the feed publishes the result. The balance moves by exactly
 * what the ticket reports, the bet history reads it in Vietnamese, and the reconciliation agrees.
 */
describe('sportsbook sandboxes', () => {
  let t: GamesTestApp;
  let base: string;

  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
  type Json = any;
  const launch = (p: TestPlayer, partner: string, game = 'lobby', lang?: string) =>
    t.app.inject({
      url: `/api/game/link?partner_provider=${partner}&partner_game_type=${game}&device=desktop&category_name=${partner}-sport`,
      headers: { authorization: `Bearer ${p.token}`, ...(lang ? { 'accept-language': lang } : {}) },
    });
  /** Opens the launch address as the browser would (here on the test server) and reads the screen's session. */
  const open = async (link: string) => {
    const url = new URL(link);
    const html = await (await fetch(`${base}${url.pathname}${url.search}`)).text();
    const boot = /<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html);
    return {
      html,
      boot: boot ? (JSON.parse(boot[1]!) as { api: string; session: string; lang: string } & Json) : null,
    };
  };
  /** The screen's play API, asked in the screen's language as its script asks (`Accept-Language`). */
  const api = async (boot: { api: string; session: string; lang?: string }, path: string, body?: unknown) => {
    const res = await fetch(`${base}${boot.api}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-sandbox-session': boot.session,
        ...(boot.lang ? { 'accept-language': boot.lang } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const settledTicket = async (boot: { api: string; session: string }, reference: string) => {
    for (let i = 0; i < 60; i++) {
      const bet = (await api(boot, '/bets')).body.data.find((b: Json) => b.reference === reference);
      if (bet?.status === 'settled') return bet;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`ticket ${reference} not settled`);
  };
  /** The match's time has come (rather than waiting an hour): the sandbox looks at its open tickets now. */
  const playedOut = () => t.db.pool.query(`UPDATE sandbox_bets SET settles_at = now() WHERE status = 'open'`);

  beforeAll(async () => {
    t = await buildGamesTestApp();
    await t.app.services.providerAdapters.ensureAccounts();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('should play a SABA ticket: launch, PlaceBet and ConfirmBet at the stake, Settle by the published result, once', async () => {
    const kickoff = new Date(Date.now() + 3_600_000);
    const m = await listedMatch(t.db.pool, kickoff);
    const p = await newPlayer(t, 1_000_000);
    const res = await launch(p, 'saba');
    expect(res.statusCode).toBe(200);
    const link = res.json().data as string;
    expect(link).toMatch(/\/partners\/saba\/sports\?s=.+&lang=vn&OType=3/);
    const { html, boot } = await open(link);
    expect(html).toContain('SABA Sports');
    expect(boot).not.toBeNull();

    const listed = (await api(boot!, '/matches')).body.data.matches.find((x: Json) => x.id === m.fixtureId);
    const home = listed.markets.find((k: Json) => k.market === '1x2').selections[0];
    // a stake that is not whole thousands is refused by the sandbox before any call
    expect((await api(boot!, '/bet', { match: m.fixtureId, selection: home.key, stake: 10_500 })).status).toBe(400);
    const placed = await api(boot!, '/bet', { match: m.fixtureId, selection: home.key, stake: 20_000 });
    expect(placed.status).toBe(200);
    expect(await cashOf(t, p.id)).toBe(980_000);
    // more than the wallet holds: SABA's 502 with our reason, shown by the screen; nothing moves
    const refused = await api(boot!, '/bet', { match: m.fixtureId, selection: home.key, stake: 2_000_000 });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Số dư không đủ để đặt cược.' } });
    expect(await cashOf(t, p.id)).toBe(980_000);

    await playedOut();
    await m.feed({
      status: 'FINISHED',
      utcDate: kickoff,
      fullTime: { home: 2, away: 0 },
      halfTime: { home: 1, away: 0 },
    });
    const bet = await settledTicket(boot!, placed.body.data.reference);
    const paid = Math.floor((20_000 * home.odds) / 1000 / 10) * 10;
    expect(bet).toMatchObject({ stake: 20_000, payout: paid, result: expect.stringContaining('2-0') });
    expect(await cashOf(t, p.id)).toBe(980_000 + paid);

    const history = await t.app.inject({
      url: '/api/user/history/bets?per_page=10',
      headers: { authorization: `Bearer ${p.token}` },
    });
    const rows = history.json().data as Json[];
    // the refused ticket SABA cancelled is listed as cancelled, with nothing moved
    expect(rows.filter((r) => r.cancelled)).toEqual([expect.objectContaining({ betAmount: 0, winAmount: 0 })]);
    const played = rows.filter((r) => !r.cancelled);
    expect(played).toHaveLength(1);
    expect(played[0]).toMatchObject({ betAmount: 20_000, winAmount: paid, result: 'win' });
    expect(played[0].details[0].label).toBe('Ngoại hạng Anh · Manchester City FC - Sheffield United FC');
    expect(played[0].details[0].value).toBe(`Kèo 1X2: Manchester City FC @ ${home.odds / 1000}`);
  });

  it('should play a BTI ticket: operatorToken launch, reserve, debitreserve and commitreserve, then creditcustomer', async () => {
    const kickoff = new Date(Date.now() + 3_600_000);
    const m = await listedMatch(t.db.pool, kickoff);
    const p = await newPlayer(t, 500_000);
    const res = await launch(p, 'bti');
    const link = res.json().data as string;
    expect(link).toMatch(/\/partners\/bti\/vn\/sports\?operatorToken=/);
    const { html, boot } = await open(link);
    expect(html).toContain('BTI Sports');
    const listed = (await api(boot!, '/matches')).body.data.matches.find((x: Json) => x.id === m.fixtureId);
    const away = listed.markets
      .find((k: Json) => k.market === '1x2')
      .selections.find((s: Json) => s.key.endsWith('away'));
    const placed = await api(boot!, '/bet', { match: m.fixtureId, selection: away.key, stake: 30_000 });
    expect(placed.status).toBe(200);
    expect(await cashOf(t, p.id)).toBe(470_000);

    await playedOut();
    await m.feed({
      status: 'FINISHED',
      utcDate: kickoff,
      fullTime: { home: 2, away: 0 },
      halfTime: { home: 1, away: 0 },
    });
    const bet = await settledTicket(boot!, placed.body.data.reference);
    expect(bet).toMatchObject({ stake: 30_000, payout: 0 });
    expect(await cashOf(t, p.id)).toBe(470_000);
    const rows = (
      await t.app.inject({ url: '/api/user/history/bets', headers: { authorization: `Bearer ${p.token}` } })
    ).json().data as Json[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ betAmount: 30_000, winAmount: 0 });

    // a bad token opens nothing: ValidateToken refuses it
    const bad = await fetch(`${base}/partners/bti/vn/sports?operatorToken=not-a-token`);
    expect(bad.status).toBe(401);
  });

  it("should settle a waiting ticket as soon as its match's result is written, not at its next recheck", async () => {
    const kickoff = new Date(Date.now() + 3_600_000);
    const m = await listedMatch(t.db.pool, kickoff);
    const p = await newPlayer(t, 200_000);
    const { boot } = await open((await launch(p, 'saba')).json().data as string);
    const listed = (await api(boot!, '/matches')).body.data.matches.find((x: Json) => x.id === m.fixtureId);
    const home = listed.markets.find((k: Json) => k.market === '1x2').selections[0];
    const placed = await api(boot!, '/bet', { match: m.fixtureId, selection: home.key, stake: 10_000 });
    expect(placed.status).toBe(200);
    // looked at after kick-off and found without a result: its next look is far off (an hour here)
    await t.db.pool.query(`UPDATE sandbox_bets SET settles_at = now() + interval '1 hour' WHERE reference = $1`, [
      placed.body.data.reference,
    ]);
    await m.feed({
      status: 'FINISHED',
      utcDate: kickoff,
      fullTime: { home: 0, away: 1 },
      halfTime: { home: 0, away: 0 },
    });
    // the fixtures' write reaches the sandbox through the change bus: settled within seconds
    const bet = await settledTicket(boot!, placed.body.data.reference);
    expect(bet).toMatchObject({ stake: 10_000, payout: 0, result: expect.stringContaining('0-1') });
    expect(await cashOf(t, p.id)).toBe(190_000);
  });

  it('should find the tickets of both sandboxes equal to our records in the daily reconciliation', async () => {
    const now = new Date();
    const day = { from: new Date(now.getTime() - 3_600_000), to: new Date(now.getTime() + 60_000), label: 'test' };
    const out = await t.app.services.providerAdapters.reconcile(day, () => base);
    expect(out.saba).toMatchObject({ mismatches: 0 });
    expect(out.saba!.compared).toBeGreaterThanOrEqual(1);
    expect(out.bti).toMatchObject({ mismatches: 0 });
    expect(out.bti!.compared).toBeGreaterThanOrEqual(1);
    // a ticket BTI lists and our records lack is named
    await t.db.pool.query(
      `INSERT INTO sandbox_bets (provider, game, user_id, round_id, reference, stake, status, bet)
       VALUES ('bti', 'lobby', '1', 'x', 'GHOST-1', 10000, 'open', '{}')`,
    );
    const again = await t.app.services.providerAdapters.reconcile(day, () => base);
    expect(again.bti).toMatchObject({ mismatches: 1 });
  });

  it("should play our feed's corrected results to SABA: Resettle with the difference, Unsettle then Settle void", async () => {
    const kickoff = new Date(Date.now() + 3_600_000);
    const m = await listedMatch(t.db.pool, kickoff);
    const p = await newPlayer(t, 1_000_000);
    const { boot } = await open((await launch(p, 'saba')).json().data as string);
    const listed = (await api(boot!, '/matches')).body.data.matches.find((x: Json) => x.id === m.fixtureId);
    const home = listed.markets.find((k: Json) => k.market === '1x2').selections[0];
    const placed = await api(boot!, '/bet', { match: m.fixtureId, selection: home.key, stake: 20_000 });
    expect(placed.status).toBe(200);
    const ref = placed.body.data.reference as string;
    const paid = Math.floor((20_000 * home.odds) / 1000 / 10) * 10;
    const ticketAt = async (payout: number, text?: string) => {
      for (let i = 0; i < 80; i++) {
        const bet = (await api(boot!, '/bets')).body.data.find((b: Json) => b.reference === ref);
        if (bet?.status === 'settled' && bet.payout === payout && (!text || bet.result?.includes(text))) return bet;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`ticket ${ref} never paid ${payout}`);
    };
    const finished = (home: number, away: number) =>
      m.feed({ status: 'FINISHED', utcDate: kickoff, fullTime: { home, away }, halfTime: { home: 0, away: 0 } });
    const wire = async () =>
      (
        await t.db.pool.query<{ kind: string }>(
          `SELECT kind FROM provider_wire_transactions WHERE reference = $1 ORDER BY id`,
          [ref],
        )
      ).rows.map((r) => r.kind.split('#')[0]);

    await playedOut();
    await finished(2, 0);
    await ticketAt(paid);
    expect(await cashOf(t, p.id)).toBe(980_000 + paid);

    // the feed corrects the score: the home side lost after all; SABA resettles with -paid
    await finished(0, 1);
    await ticketAt(0, 'điều chỉnh');
    expect(await cashOf(t, p.id)).toBe(980_000);
    // and back again: a second Resettle, its own operation, +paid
    await finished(3, 1);
    await ticketAt(paid, '3-1');
    expect(await cashOf(t, p.id)).toBe(980_000 + paid);

    // the match is voided after the fact: Unsettle takes the payout back, then Settle gives the stake back
    await setStaffResult(t.db.pool, m.fixtureId, { status: 'void', home: 0, away: 0, htHome: null, htAway: null });
    await ticketAt(20_000);
    expect(await cashOf(t, p.id)).toBe(1_000_000);
    // nothing moves again on later passes
    await new Promise((r) => setTimeout(r, 2500));
    expect(await cashOf(t, p.id)).toBe(1_000_000);
    expect((await wire()).filter((k) => k !== 'placebet' && k !== 'confirmbet')).toEqual([
      'settle',
      'resettle',
      'resettle',
      'unsettle',
      'settle',
    ]);
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  });

  it('should play a BTI parlay: one reserve, debitreserve and commit for the combo, creditcustomer once every leg has its result', async () => {
    const kickoff = new Date(Date.now() + 3_600_000);
    const a = await listedMatch(t.db.pool, kickoff);
    const b = await listedMatch(t.db.pool, new Date(kickoff.getTime() + 60_000));
    const p = await newPlayer(t, 500_000);
    const { boot } = await open((await launch(p, 'bti')).json().data as string);
    const matches = (await api(boot!, '/matches')).body.data.matches as Json[];
    const homeOf = (id: string) =>
      matches.find((x: Json) => x.id === id).markets.find((k: Json) => k.market === '1x2').selections[0];
    const [ha, hb] = [homeOf(a.fixtureId), homeOf(b.fixtureId)];
    // one leg, or two on the same match, is not a parlay; nothing moves
    const one = await api(boot!, '/parlay', { legs: [{ match: a.fixtureId, selection: ha.key }], stake: 20_000 });
    expect(one.status).toBe(400);
    const same = await api(boot!, '/parlay', {
      legs: [
        { match: a.fixtureId, selection: ha.key },
        { match: a.fixtureId, selection: ha.key },
      ],
      stake: 20_000,
    });
    expect(same.status).toBe(400);
    const placed = await api(boot!, '/parlay', {
      legs: [
        { match: a.fixtureId, selection: ha.key },
        { match: b.fixtureId, selection: hb.key },
      ],
      stake: 20_000,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const ref = placed.body.data.reference as string;
    expect(await cashOf(t, p.id)).toBe(480_000);
    const kinds = (
      await t.db.pool.query<{ kind: string }>(
        `SELECT kind FROM provider_wire_transactions WHERE account = 'bti' AND reference LIKE $1 ORDER BY id`,
        [`${ref}%`],
      )
    ).rows.map((r) => r.kind.split(':')[0]);
    expect(kinds.join(' ')).toMatch(/reserve.*debit.*commit/);

    await playedOut();
    const finish = (m: typeof a, at: Date) =>
      m.feed({ status: 'FINISHED', utcDate: at, fullTime: { home: 2, away: 0 }, halfTime: { home: 1, away: 0 } });
    await finish(a, kickoff);
    // one leg played: the combo waits for the other
    await new Promise((r) => setTimeout(r, 2500));
    const waiting = (await api(boot!, '/bets')).body.data.find((x: Json) => x.reference === ref);
    expect(waiting.status).toBe('open');
    expect(await cashOf(t, p.id)).toBe(480_000);
    await finish(b, new Date(kickoff.getTime() + 60_000));
    const bet = await settledTicket(boot!, ref);
    // paid by our settlement rules on the legs' own prices (whole tens of đồng)
    const paid = Math.floor((20_000 * ha.odds * hb.odds) / 1_000_000 / 10) * 10;
    expect(bet).toMatchObject({ stake: 20_000, payout: paid, market: 'Cược xiên 2' });
    expect(await cashOf(t, p.id)).toBe(480_000 + paid);
    const rows = (
      await t.app.inject({ url: '/api/user/history/bets', headers: { authorization: `Bearer ${p.token}` } })
    ).json().data as Json[];
    expect(rows[0]).toMatchObject({ betAmount: 20_000, winAmount: paid });
    expect(rows[0].details[0].label).toContain('Xiên 2');
    expect((await t.app.services.ops.runLedgerCheck()).ok).toBe(true);
  });

  it('should speak the language the launch names: SABA lang=en and BTI /en/sports open English screens whose API answers in English', async () => {
    const kickoff = new Date(Date.now() + 3_600_000);
    const a = await listedMatch(t.db.pool, kickoff);
    const b = await listedMatch(t.db.pool, new Date(kickoff.getTime() + 60_000));
    const p = await newPlayer(t, 500_000);
    // the player's stored language stays Vietnamese: the game's language is the launch's

    const sabaLink = (await launch(p, 'saba', 'lobby', 'en')).json().data as string;
    expect(sabaLink).toMatch(/&lang=en&/);
    const saba = await open(sabaLink);
    expect(saba.html).toContain('<html lang="en">');
    for (const words of ['Bet slip', 'Place bet', 'Your tickets', 'Stake (VND)']) expect(saba.html).toContain(words);
    expect(saba.html).not.toMatch(/Phiếu cược|Đặt cược|Vé của bạn/);
    expect(saba.boot).toMatchObject({ lang: 'en', locale: 'en-GB' });
    expect(saba.boot!.words).toMatchObject({ placed: 'Ticket accepted', money: '{{amount}} VND' });
    expect(saba.boot!.words.status.open).toBe('Awaiting result');

    // the markets and picks in the sportsbook's English names; the teams as the feed names them
    const listed = (await api(saba.boot!, '/matches')).body.data.matches.find((x: Json) => x.id === a.fixtureId);
    expect(listed.league).toBe('Premier League');
    expect(listed.markets.map((k: Json) => k.name)).toEqual(['1X2', 'Handicap', 'Over/Under']);
    const ou = listed.markets.find((k: Json) => k.market === 'ou').selections.map((s: Json) => s.label);
    expect(ou.every((l: string) => /^(Over|Under) \d/.test(l))).toBe(true);
    const home = listed.markets.find((k: Json) => k.market === '1x2').selections[0];
    expect(home.label).toBe(listed.home);
    // its refusals in English, and in Vietnamese to a screen that asks so; nothing moves
    const odd = { match: a.fixtureId, selection: home.key, stake: 10_500 };
    expect(await api(saba.boot!, '/bet', odd)).toMatchObject({
      status: 400,
      body: { code: 'INVALID_STAKE', message: 'The stake must be a multiple of 1,000 VND' },
    });
    expect((await api({ ...saba.boot!, lang: 'vi' }, '/bet', odd)).body.message).toBe(
      'Tiền cược phải là bội số của 1.000 đ',
    );
    // more than the wallet holds: our SABA adapter's msg in the language the game was opened in
    const broke = await api(saba.boot!, '/bet', { ...odd, stake: 2_000_000 });
    expect(broke).toMatchObject({
      status: 400,
      body: { code: 'BET_REFUSED', message: 'Your balance is not enough for this stake.' },
    });
    const forged = await api({ ...saba.boot!, session: 'forged' }, '/matches');
    expect(forged).toMatchObject({
      status: 401,
      body: { code: 'SESSION_REQUIRED', message: expect.stringMatching(/^Your game session/) },
    });
    expect(await cashOf(t, p.id)).toBe(500_000);

    // BTI's English address; a parlay's ticket worded leg by leg once both matches have their result
    const btiLink = (await launch(p, 'bti', 'lobby', 'en')).json().data as string;
    expect(btiLink).toMatch(/\/partners\/bti\/en\/sports\?operatorToken=/);
    const bti = await open(btiLink);
    expect(bti.html).toContain('<html lang="en">');
    const matches = (await api(bti.boot!, '/matches')).body.data.matches as Json[];
    const homeOf = (id: string) =>
      matches.find((x: Json) => x.id === id).markets.find((k: Json) => k.market === '1x2').selections[0];
    const placed = await api(bti.boot!, '/parlay', {
      legs: [
        { match: a.fixtureId, selection: homeOf(a.fixtureId).key },
        { match: b.fixtureId, selection: homeOf(b.fixtureId).key },
      ],
      stake: 20_000,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [ma, mb] = [a.fixtureId, b.fixtureId].map((id) => matches.find((x: Json) => x.id === id));
    // BTI's reserve refused in the player's language too
    const tooMuch = await api(bti.boot!, '/bet', {
      match: a.fixtureId,
      selection: homeOf(a.fixtureId).key,
      stake: 1_000_000,
    });
    expect(tooMuch).toMatchObject({ status: 400, body: { message: 'Your balance is not enough for this stake.' } });
    await playedOut();
    const finish = (m: typeof a, at: Date) =>
      m.feed({ status: 'FINISHED', utcDate: at, fullTime: { home: 2, away: 0 }, halfTime: { home: 1, away: 0 } });
    await finish(a, kickoff);
    await finish(b, new Date(kickoff.getTime() + 60_000));
    const ref = placed.body.data.reference as string;
    const bet = await settledTicket(bti.boot!, ref);
    expect(bet.market).toBe('Parlay of 2');
    expect(bet.pick).toBe(
      `Parlay of 2: ${ma.home} - ${ma.away} · 1X2: ${ma.home}; ${mb.home} - ${mb.away} · 1X2: ${mb.home}`,
    );
    expect(bet.result).toBe(`${ma.home} - ${ma.away} 2-0 · Won; ${mb.home} - ${mb.away} 2-0 · Won`);
    // the same ticket to a Vietnamese screen reads as the sandbox always wrote it
    const vi = (await api({ ...bti.boot!, lang: 'vi' }, '/bets')).body.data.find((x: Json) => x.reference === ref);
    expect(vi).toMatchObject({
      market: 'Cược xiên 2',
      pick: `Xiên 2: ${ma.home} - ${ma.away} · Kèo 1X2: ${ma.home}; ${mb.home} - ${mb.away} · Kèo 1X2: ${mb.home}`,
      result: `${ma.home} - ${ma.away} 2-0 · Thắng; ${mb.home} - ${mb.away} 2-0 · Thắng`,
    });
  });
});
