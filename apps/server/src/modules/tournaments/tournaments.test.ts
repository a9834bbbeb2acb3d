import { randomUUID } from 'node:crypto';
import type { TTournamentRule } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffTokenFor } from '../admin/admin.test-support';
import {
  buildGamesTestApp,
  cashOf,
  type GamesTestApp,
  house,
  newPlayer,
  providerCall,
  type TestPlayer,
} from '../providers/providers.test-support';
import { VIP_RULE } from '../vip/vip.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { FREEZE_GRACE_MS, TournamentsService } from './tournaments.service';

const HOUR = 3600_000;

describe(TournamentsService.name, () => {
  let t: GamesTestApp;
  let content: string;
  let support: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    content = await staffTokenFor(t.app, 'content');
    support = await staffTokenFor(t.app, 'support');
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = content) =>
    t.app.inject({ method, url, payload: payload as object, headers: { 'x-staff-token': token } });

  const rule = (over: Partial<TTournamentRule> = {}): TTournamentRule => ({
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
    sections: [],
    games: [{ provider: 'house', gameCode: 'taixiu' }],
    entry: 'everyone',
    scoring: 'turnover',
    minStake: 10_000,
    prizes: [
      { from: 1, to: 1, kind: 'cash', amount: 100_000, wagering: null },
      { from: 2, to: 2, kind: 'bonus', amount: 50_000, wagering: 5 },
    ],
    tie: 'first_to_reach',
    minDeposit: null,
    minVipLevel: null,
    ...over,
  });

  /** Creates and publishes through the staff API, as the back office does. */
  const published = async (r: TTournamentRule, slug = `dua-top-${randomUUID().slice(0, 8)}`) => {
    const created = await staff('POST', '/admin-api/tournaments', { slug, title: 'Đua top Tài Xỉu', rule: r });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    expect((await staff('POST', `/admin-api/tournaments/${id}/publish`)).statusCode).toBe(200);
    return { id, slug, row: (await t.app.services.tournaments.repo.bySlug(slug))! };
  };

  /** One round of taixiu through the provider protocol: stake, then the win (0: lost). */
  const play = async (p: TestPlayer, stake: number, win: number) => {
    const h = house(t, p);
    const bet = randomUUID();
    expect((await h.bet(bet, stake)).status).toBe('RS_OK');
    expect((await h.win(randomUUID(), bet, win)).status).toBe('RS_OK');
    return bet;
  };
  const settle = async () => {
    await t.app.services.providers.repo.drain();
    await t.app.services.domainEvents.deliver();
  };
  const board = async (slug: string, p?: TestPlayer) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/tournaments/${slug}/leaderboard`,
        headers: p ? { authorization: `Bearer ${p.token}` } : {},
      })
    ).json().data;

  it('should let content staff draft, preview and publish a tournament whose texts follow the rule, audited', async () => {
    // a game the other tests do not play, so this tournament ranks nobody of theirs
    const r = rule({ games: [{ provider: 'house', gameCode: 'not-played' }] });
    expect((await staff('GET', '/admin-api/tournaments', undefined, support)).statusCode).toBe(403);
    const preview = await staff('POST', '/admin-api/tournaments/preview', { rule: r });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.prizeLines).toEqual([
      'Hạng 1: 100,000 VND tiền mặt',
      'Hạng 2: 50,000 VND tiền thưởng (vòng cược x5)',
    ]);
    expect(preview.json().data.terms).toContain('Chỉ tính các ván có tổng cược từ 10,000 VND trở lên.');
    const changed = await staff('POST', '/admin-api/tournaments/preview', { rule: { ...r, minStake: 20_000 } });
    expect(changed.json().data.terms).toContain('Chỉ tính các ván có tổng cược từ 20,000 VND trở lên.');

    // a prize table with a gap is refused and nothing is created
    const before = (await staff('GET', '/admin-api/tournaments')).json().data.length;
    const gap = await staff('POST', '/admin-api/tournaments', {
      slug: 'co-lo-hong',
      title: 'Sai bảng giải',
      rule: { ...r, prizes: [{ from: 2, to: 3, kind: 'cash', amount: 10_000, wagering: null }] },
    });
    expect(gap.statusCode).toBe(400);
    expect((await staff('GET', '/admin-api/tournaments')).json().data.length).toBe(before);

    const slug = `nhap-${randomUUID().slice(0, 8)}`;
    const created = await staff('POST', '/admin-api/tournaments', { slug, title: 'Nháp', rule: r });
    const id = created.json().data.id;
    expect(created.json().data.status).toBe('draft');
    // drafts are not public
    expect((await t.app.inject({ method: 'GET', url: `/api/tournaments/${slug}` })).statusCode).toBe(404);
    const edited = await staff('PUT', `/admin-api/tournaments/${id}`, {
      slug,
      title: 'Đua top',
      rule: { ...r, scoring: 'rounds' },
    });
    expect(edited.json().data.texts.terms).toContain('Điểm là số ván được tính.');
    expect((await staff('POST', `/admin-api/tournaments/${id}/publish`)).statusCode).toBe(200);
    const again = await staff('PUT', `/admin-api/tournaments/${id}`, { slug, title: 'Khác', rule: r });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TOURNAMENT_NOT_DRAFT');
    const pub = await t.app.inject({ method: 'GET', url: `/api/tournaments/${slug}` });
    expect(pub.json().data).toMatchObject({ title: 'Đua top', phase: 'running' });
    const { rows } = await t.db.pool.query(
      `SELECT action FROM audit_log WHERE target_type = 'tournament' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((a) => a.action)).toEqual(['tournament.create', 'tournament.update', 'tournament.publish']);
  });

  it('should rank a mix of bets (a duplicated event, a voided round, an excluded player) and pay the prizes once', async () => {
    const { slug, row } = await published(rule());
    const [a, b, c, x] = [
      await newPlayer(t, 1_000_000),
      await newPlayer(t, 1_000_000),
      await newPlayer(t, 1_000_000),
      await newPlayer(t, 1_000_000),
    ];
    await play(a, 50_000, 0);
    await play(a, 5_000, 0); // under the minimum stake: not counted
    await play(b, 40_000, 80_000);
    const voided = await play(b, 30_000, 0);
    await play(c, 20_000, 0);
    await play(x, 200_000, 0);
    await settle();
    // the same settlement delivered twice counts once
    const { rows } = await t.db.pool.query(
      `SELECT payload FROM domain_events WHERE topic = 'bet.settled' AND payload->>'playerId' = $1`,
      [String(c.id)],
    );
    const payload = rows[0].payload;
    await t.app.services.tournaments.onBetSettled({ ...payload, settledAt: new Date(payload.settledAt) });
    // b's lost round is corrected to a void: the stake comes back and the round counts for nothing
    const adjusted = await providerCall(
      t.app,
      'transaction/adjust',
      {
        token: b.tokenPlay,
        user: b.user,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: voided,
        round: `round-${voided}`,
        game_code: 'taixiu',
        currency: 'VND',
        amount: 30_000,
        direction: 'credit',
        reason: 'Ván bị hủy',
      },
      { secret: t.houseSecret },
    );
    expect(adjusted.status).toBe('RS_OK');
    await settle();
    // x is self-excluded before the end: x does not rank and everyone below moves up
    await t.app.services.auth.setPlayerStatus(x.id, 'self_excluded', new Date(Date.now() + 24 * HOUR));

    const live = await board(slug, c);
    expect(live.top.map((r: { scoreText: string }) => r.scoreText)).toEqual(['50,000 VND', '40,000 VND', '20,000 VND']);
    expect(live.me).toMatchObject({ position: 3, score: 20_000, prizeText: null });

    const cash = { a: await cashOf(t, a.id), b: await cashOf(t, b.id), c: await cashOf(t, c.id) };
    // nothing freezes before the end and its grace
    expect((await t.app.services.tournaments.runFinish(new Date())).finished).toBe(0);
    const after = new Date(row.ends_at.getTime() + FREEZE_GRACE_MS + 1);
    // two instances at once, then a third run: one freezes it, the ledger pays each prize once
    await Promise.all([t.app.services.tournaments.runFinish(after), t.app.services.tournaments.runFinish(after)]);
    expect((await t.app.services.tournaments.runFinish(after)).finished).toBe(0);
    expect(await cashOf(t, a.id)).toBe(cash.a + 100_000);
    expect(await cashOf(t, b.id)).toBe(cash.b + 50_000);
    expect(await cashOf(t, c.id)).toBe(cash.c);
    const { rows: journals } = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM journal WHERE kind = 'tournament_prize' AND meta->>'tournamentId' = $1`,
      [String(row.id)],
    );
    expect(journals[0].n).toBe(2);
    // the prize shows in the player's transactions tab
    const tab = await t.app.inject({
      method: 'GET',
      url: '/api/user/history/transactions',
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(tab.json().data).toContainEqual(
      expect.objectContaining({ type: 'prize', method: 'Giải thưởng đua top', amount: 100_000 }),
    );

    // frozen: later play changes nothing; the board stays readable
    await play(c, 900_000, 0);
    await settle();
    const frozen = await board(slug, b);
    expect(frozen.frozen).toBe(true);
    expect(frozen.me).toMatchObject({ position: 2, prizeText: '50,000 VND tiền thưởng (vòng cược x5)' });
    expect(frozen.top).toHaveLength(3);

    // the bonus prize holds withdrawals until 5 x 50,000 VND is wagered after it was paid
    expect((await t.app.services.tournaments.withdrawalCheck(b.id))?.code).toBe('TOURNAMENT_WAGERING_INCOMPLETE');
    await play(b, 250_000, 0);
    await settle();
    expect(await t.app.services.tournaments.withdrawalCheck(b.id)).toBeNull();
    const prizes = await t.app.inject({
      method: 'GET',
      url: '/api/user/tournaments/prizes',
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(prizes.json().data).toMatchObject([{ slug, position: 2, amount: 50_000, wagerProgress: 250_000 }]);
    expect((await runLedgerCheck(t.db.pool)).ok).toBe(true);
  });

  it('should count in an opt-in tournament only what a player settles after joining', async () => {
    const { slug } = await published(rule({ entry: 'opt_in', scoring: 'rounds', minStake: 0 }));
    const p = await newPlayer(t, 500_000);
    await play(p, 10_000, 0);
    await settle();
    expect((await board(slug, p)).joined).toBe(false);
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/tournaments/${slug}/join`,
        headers: { authorization: `Bearer ${p.token}` },
      });
    expect((await join()).statusCode).toBe(200);
    expect((await join()).json().code).toBe('TOURNAMENT_ALREADY_JOINED');
    await play(p, 10_000, 0);
    await play(p, 10_000, 0);
    await settle();
    expect((await board(slug, p)).me).toMatchObject({ position: 1, score: 2, scoreText: '2 ván' });
  });

  it('should rank only players who deposited the minimum since the start and hold the VIP level, saying so', async () => {
    // no VIP ladder yet: a VIP-level entry names nothing and is refused
    const unknown = await staff('POST', '/admin-api/tournaments', {
      slug: `vip-${randomUUID().slice(0, 8)}`,
      title: 'VIP',
      rule: rule({ minVipLevel: 'vang' }),
    });
    expect(unknown.json().code).toBe('TOURNAMENT_VIP_LEVEL_UNKNOWN');
    const ladder = await staff('POST', '/admin-api/vip/rules', { rule: VIP_RULE });
    expect((await staff('POST', `/admin-api/vip/rules/${ladder.json().data.id}/publish`)).statusCode).toBe(200);
    t.app.services.vip.dropCaches();

    const byDeposit = await published(
      rule({ games: [{ provider: 'house', gameCode: 'taixiu' }], minDeposit: 100_000 }),
    );
    const byVip = await published(rule({ minVipLevel: 'vang', entry: 'opt_in', minStake: 0 }));
    const texts = (await t.app.inject({ method: 'GET', url: `/api/tournaments/${byVip.slug}` })).json().data.texts;
    expect(texts.terms).toContain('Chỉ người chơi từ hạng VIP Vàng trở lên (khi xếp hạng) được xếp hạng.');
    const depositTexts = (await t.app.inject({ method: 'GET', url: `/api/tournaments/${byDeposit.slug}` })).json().data
      .texts;
    expect(depositTexts.terms).toContain(
      'Chỉ người chơi có tổng tiền nạp thành công từ 100,000 VND trở lên kể từ khi giải bắt đầu được xếp hạng.',
    );

    const [rich, poor] = [await newPlayer(t, 1_000_000), await newPlayer(t, 1_000_000)];
    // a Bạc player may not join a Vàng tournament; Vàng is 200 points of 1,000 VND
    const join = (p: TestPlayer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/tournaments/${byVip.slug}/join`,
        headers: { authorization: `Bearer ${p.token}` },
      });
    await play(poor, 60_000, 0);
    await settle();
    expect((await join(poor)).json().code).toBe('TOURNAMENT_VIP_LEVEL_REQUIRED');
    await play(rich, 250_000, 0);
    await settle();
    expect((await join(rich)).statusCode).toBe(200);
    await play(rich, 20_000, 0);
    await settle();
    t.app.services.tournaments.dropCaches();
    expect((await board(byVip.slug, rich)).me).toMatchObject({ position: 1, score: 20_000 });

    // neither has deposited since the start: nobody ranks in the minimum-deposit tournament
    expect((await board(byDeposit.slug, rich)).ranked).toBe(0);
    const spy = vi.spyOn(t.app.services.payments, 'depositedSince');
    spy.mockImplementation(async (id) => (id === rich.id ? 100_000 : 99_999));
    t.app.services.tournaments.dropCaches();
    const after = await board(byDeposit.slug, rich);
    spy.mockRestore();
    expect(after.me).toMatchObject({ position: 1 });
    expect(after.top).toHaveLength(1);
  });

  it('should score only the sections and games of the rule', async () => {
    const sections = await t.app.services.games.sectionsOf('house', 'taixiu');
    expect(sections?.sections.length).toBeGreaterThan(0);
    const other = await published(rule({ games: [], sections: ['lo-de'], minStake: 0 }));
    const mine = await published(rule({ games: [], sections: [sections!.sections[0]!], minStake: 0 }));
    const p = await newPlayer(t, 500_000);
    await play(p, 10_000, 0);
    await settle();
    expect((await board(other.slug, p)).me).toBeNull();
    expect((await board(mine.slug, p)).me).toMatchObject({ score: 10_000 });
  });
});
