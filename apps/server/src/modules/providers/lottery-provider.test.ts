import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type DrawResult,
  FAST_SCHEDULE,
  fairSheet,
  OFFICIAL_SCHEDULE,
  prizeCount,
  settleTicket,
  type TicketBet,
} from '@app/lottery';
import { LotteryService, XsktMienBacSource } from '@app/lottery/server';
import { WalletClient } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from './providers.test-support';

/**
 * The built-in lottery provider end to end: tickets bought through /provider/lottery over real
 * HTTP, draws on a clock the test moves, the ledger moving by exactly each ticket's result.
 */
/** a lô đề draw's sheet (the API's result also covers Mega / Power) */
const sheet = (result: unknown) => result as DrawResult;

describe(LotteryService.name, () => {
  let t: GamesTestApp;
  let base: string;
  let reachable = true;
  let clock = 0;
  let service: LotteryService;
  let wallet: WalletClient;
  const logs: string[] = [];
  const PERIOD = OFFICIAL_SCHEDULE.periodSeconds * 1000;
  /** the start of a period slot some hours from now: each test uses its own draws */
  const slot = (hours: number) => Math.floor((Date.now() + hours * 3600_000) / PERIOD) * PERIOD + 1000;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    wallet = new WalletClient({
      // port 9 (discard) on loopback refuses connections: an outage
      baseUrl: () => (reachable ? base : 'http://127.0.0.1:9'),
      credentials: () => t.app.services.providers.lotteryCredentials(),
      timeoutMs: 10_000,
    });
    service = new LotteryService(
      t.db.pool,
      wallet,
      { warn: (_o, m) => logs.push(m ?? ''), error: (_o, m) => logs.push(m ?? '') },
      { schedule: OFFICIAL_SCHEDULE, now: () => clock },
    );
  });
  afterAll(() => t.close());

  it('should take each ticket cost, draw a verifiable sheet and pay exactly what each ticket wins', async () => {
    clock = slot(1);
    const p = await newPlayer(t, 1_000_000);
    const draw = await service.currentDraw('lode-sieutoc');
    expect(draw).toMatchObject({ status: 'open', result: null, fairness: { serverSeed: null } });
    const bets: TicketBet[] = [
      { type: 'lo2', numbers: ['00', '11', '22', '33', '44', '55', '66', '77', '88', '99'], units: 1 },
      { type: 'de', numbers: ['07', '70'], units: 5 },
      { type: 'dau', numbers: ['1', '2', '3', '4', '5'], units: 2 },
      { type: 'bacang', numbers: ['123'], units: 1 },
      { type: 'xien2', numbers: ['10', '20'], units: 3 },
    ];
    let cost = 0;
    for (const bet of bets) {
      const ticket = await service.buy(p.tokenPlay, 'lode-sieutoc', bet);
      expect(ticket).toMatchObject({ drawId: draw.id, status: 'placed' });
      cost += ticket.cost;
    }
    expect(cost).toBe(10 * 23_000 + 10_000 + 10_000 + 1_000 + 3_000);
    expect(await cashOf(t, p.id)).toBe(1_000_000 - cost);

    clock = new Date(draw.drawAt).getTime();
    await service.tick();
    const drawn = await service.draw(draw.id);
    expect(drawn.status).toBe('settled');
    // anyone can recompute the sheet from the revealed seed
    expect(drawn.result).toEqual(fairSheet(drawn.fairness!.serverSeed!, draw.code, 'bac27'));
    const tickets = await service.tickets(p.user, 'lode-sieutoc', 10);
    const expected = bets.map((b) => settleTicket(b, sheet(drawn.result)).payout);
    expect(tickets.map((x) => x.payout).reverse()).toEqual(expected);
    expect(tickets.every((x) => x.status === (x.payout! > 0 ? 'won' : 'lost'))).toBe(true);
    const won = expected.reduce((a, b) => a + b, 0);
    expect(await cashOf(t, p.id)).toBe(1_000_000 - cost + won);

    // the results archive by Vietnam day has the draw
    const day = new Date(new Date(draw.drawAt).getTime() + 7 * 3600_000).toISOString().slice(0, 10);
    expect((await service.results('lode-sieutoc', 50, day)).map((d) => d.id)).toContain(draw.id);
    expect(await service.results('lode-sieutoc', 50, '2001-01-01')).toEqual([]);
    // the platform's bet history has every ticket, settled
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/history/bets?per_page=50',
      headers: { authorization: `Bearer ${p.token}` },
    });
    const rows = res.json().data as { betAmount: number; winAmount: number; result: string }[];
    expect(rows).toHaveLength(5);
    expect(rows.reduce((a, r) => a + r.winAmount - r.betAmount, 0)).toBe(won - cost);
  });

  it('should refuse a ticket after the close and take nothing', async () => {
    clock = slot(2);
    const p = await newPlayer(t, 100_000);
    const draw = await service.currentDraw('lode-sieutoc');
    clock = new Date(draw.closeAt).getTime();
    const bet = { type: 'de', numbers: ['45'], units: 10 };
    await expect(service.buy(p.tokenPlay, 'lode-sieutoc', bet, draw.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'BETTING_CLOSED',
      message: `Kỳ ${draw.code} đã đóng nhận cược, vui lòng chọn kỳ tiếp theo`,
    });
    // without a draw named, the ticket goes to the next draw
    const next = await service.buy(p.tokenPlay, 'lode-sieutoc', bet);
    expect(next.drawId).not.toBe(draw.id);
    expect(await cashOf(t, p.id)).toBe(100_000 - 10_000);
  });

  it('should refuse a stake over the liability cap of a number with a clear message', async () => {
    clock = slot(3);
    const a = await newPlayer(t, 6_000_000);
    const b = await newPlayer(t, 1_000_000);
    await service.buy(a.tokenPlay, 'lode-sieutoc', { type: 'de', numbers: ['45'], units: 5000 });
    const draw = await service.currentDraw('lode-sieutoc');
    await expect(
      service.buy(b.tokenPlay, 'lode-sieutoc', { type: 'de', numbers: ['45', '46'], units: 100 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'NUMBER_LIMIT_REACHED',
      message: `Số 45 (Đề đặc biệt) chỉ còn nhận tối đa 50 nghìn cho kỳ ${draw.code}`,
    });
    expect(await cashOf(t, b.id)).toBe(1_000_000);
    // another number, or what is left of this one, is still sold
    await service.buy(b.tokenPlay, 'lode-sieutoc', { type: 'de', numbers: ['45'], units: 50 });
    expect(await cashOf(t, b.id)).toBe(1_000_000 - 50_000);
  });

  it('should hold the cap when purchases on one number race', async () => {
    clock = slot(7);
    const players = await Promise.all([newPlayer(t, 3_000_000), newPlayer(t, 3_000_000), newPlayer(t, 3_000_000)]);
    // 2,000 nghìn on đề 77 would pay 198,000,000 each: two fit under the 500,000,000 cap, three do not
    const results = await Promise.allSettled(
      players.map((q) => service.buy(q.tokenPlay, 'lode-sieutoc', { type: 'de', numbers: ['77'], units: 2000 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, code: 'NUMBER_LIMIT_REACHED' });
    const cash = await Promise.all(players.map((q) => cashOf(t, q.id)));
    expect(cash.sort()).toEqual([1_000_000, 1_000_000, 3_000_000]);
  });

  it('should cancel a draw that never completed and refund every ticket exactly once', async () => {
    clock = slot(4);
    const p = await newPlayer(t, 200_000);
    const q = await newPlayer(t, 200_000);
    const draw = await service.currentDraw('lode-sieutoc');
    await service.buy(p.tokenPlay, 'lode-sieutoc', { type: 'lo2', numbers: ['12', '34'], units: 2 });
    await service.buy(q.tokenPlay, 'lode-sieutoc', { type: 'xien3', numbers: ['12', '34', '56'], units: 20 });
    expect(await cashOf(t, p.id)).toBe(200_000 - 92_000);
    // the server was down from before the draw until past its deadline
    clock = new Date(draw.cancelAt).getTime();
    await Promise.all([service.tick(), service.finishTickets(), service.finishTickets()]);
    await service.tick();
    expect((await service.draw(draw.id)).status).toBe('cancelled');
    expect(await cashOf(t, p.id)).toBe(200_000);
    expect(await cashOf(t, q.id)).toBe(200_000);
    const mine = await service.tickets(p.user, 'lode-sieutoc', 5);
    expect(mine[0]).toMatchObject({ drawId: draw.id, status: 'refunded', payout: 0 });
    // a replayed rollback changes nothing
    const again = await wallet.rollback({
      token: p.tokenPlay,
      user: p.user,
      transactionUuid: `${mine[0]!.id}:rollback`,
      betUuid: `${mine[0]!.id}:bet`,
      round: `${draw.code}/${mine[0]!.id}`,
      gameCode: 'lode-sieutoc',
    });
    expect(again.status).toBe('RS_OK');
    expect(await cashOf(t, p.id)).toBe(200_000);
  });

  it('should leave the money right when wallet callbacks are duplicated or arrive out of order', async () => {
    clock = slot(5);
    const p = await newPlayer(t, 500_000);
    const draw = await service.currentDraw('lode-sieutoc');
    const ticket = await service.buy(p.tokenPlay, 'lode-sieutoc', { type: 'dau', numbers: ['3'], units: 10 });

    // a purchase whose bet answer is lost is rolled back; the late bet then takes nothing
    reachable = false;
    await expect(
      service.buy(p.tokenPlay, 'lode-sieutoc', { type: 'de', numbers: ['99'], units: 10 }),
    ).rejects.toMatchObject({ statusCode: 503, code: 'TICKET_CANCELLED' });
    reachable = true;
    expect(await service.finishTickets()).toBe(0); // still inside the grace period
    const lost = (
      await t.db.pool.query<{ id: string }>(`SELECT id FROM lottery_tickets WHERE user_id = $1 AND bet_type = 'de'`, [
        p.user,
      ])
    ).rows[0]!;
    await t.db.pool.query(`UPDATE lottery_tickets SET updated_at = now() - interval '1 minute' WHERE id = $1`, [
      lost.id,
    ]);
    expect(await service.finishTickets()).toBe(1);
    const late = await wallet.bet({
      token: p.tokenPlay,
      user: p.user,
      transactionUuid: `${lost.id}:bet`,
      round: `${draw.code}/${lost.id}`,
      gameCode: 'lode-sieutoc',
      amount: 10_000,
    });
    expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await cashOf(t, p.id)).toBe(500_000 - 10_000);

    // settlement runs on two instances at once and its win is replayed
    clock = new Date(draw.drawAt).getTime();
    await Promise.all([service.tick(), service.finishTickets(), service.finishTickets()]);
    const settled = (await service.tickets(p.user, 'lode-sieutoc', 5)).find((x) => x.id === ticket.id);
    expect(settled?.status).toMatch(/^(won|lost)$/);
    const payout = settled!.payout!;
    expect(payout).toBe(settleTicket(ticket.bet as TicketBet, sheet((await service.draw(draw.id)).result)).payout);
    const replay = await wallet.win({
      token: p.tokenPlay,
      user: p.user,
      transactionUuid: `${ticket.id}:win`,
      betUuid: `${ticket.id}:bet`,
      round: `${draw.code}/${ticket.id}`,
      gameCode: 'lode-sieutoc',
      amount: payout,
      jackpot: false,
    });
    expect(replay.status).toBe('RS_OK');
    expect(await cashOf(t, p.id)).toBe(500_000 - 10_000 + payout);
    // a settled ticket is never refunded afterwards: the loop only rolls back unsettled ones
    expect(await service.finishTickets()).toBe(0);
    expect(await cashOf(t, p.id)).toBe(500_000 - 10_000 + payout);
  });

  it('should sell lô đề 3 miền tickets on the chosen province draw and settle them on its own sheet', async () => {
    const fast = new LotteryService(
      t.db.pool,
      wallet,
      { warn: (_o, m) => logs.push(m ?? ''), error: (_o, m) => logs.push(m ?? '') },
      { schedule: FAST_SCHEDULE, now: () => clock },
    );
    clock = Math.floor((Date.now() + 6 * 3600_000) / 60_000) * 60_000 + 1000;
    const p = await newPlayer(t, 500_000);
    const open = await fast.openDraws('lode-3mien');
    const south = open.find((d) => d.region === 'nam')!;
    const north = open.find((d) => d.region === 'bac')!;
    expect(south).toMatchObject({ format: 'nam18', status: 'open' });
    expect(south.provinceName).not.toBe('');
    expect(north.format).toBe('bac27');
    await expect(fast.buy(p.tokenPlay, 'lode-3mien', { type: 'de', numbers: ['12'], units: 1 })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Hãy chọn miền và đài trước khi mua vé',
    });
    const lo = await fast.buy(p.tokenPlay, 'lode-3mien', { type: 'lo2', numbers: ['12', '34'], units: 1 }, south.id);
    const de = await fast.buy(p.tokenPlay, 'lode-3mien', { type: 'de', numbers: ['56'], units: 10 }, north.id);
    expect([lo.cost, de.cost]).toEqual([2 * 18_000, 10_000]);

    clock = new Date(south.drawAt).getTime();
    await fast.tick();
    const [southDrawn, northDrawn] = [await fast.draw(south.id), await fast.draw(north.id)];
    expect(southDrawn.status).toBe('settled');
    expect(Object.values(sheet(southDrawn.result).prizes).flat()).toHaveLength(prizeCount('nam18'));
    expect(Object.values(sheet(northDrawn.result).prizes).flat()).toHaveLength(27);
    const won =
      settleTicket(lo.bet as TicketBet, sheet(southDrawn.result)).payout +
      settleTicket(de.bet as TicketBet, sheet(northDrawn.result)).payout;
    expect(await cashOf(t, p.id)).toBe(500_000 - 46_000 + won);
    const archive = await fast.results('lode-3mien', 50, undefined, 'nam');
    expect(archive.every((d) => d.region === 'nam')).toBe(true);
    expect(archive.map((d) => d.id)).toContain(south.id);
  });

  it('should settle Miền Bắc draws on the official sheet of the results feed and cancel a day the feed never publishes', async () => {
    // the feed's published layout, served over HTTP on loopback
    const rss = readFileSync(
      new URL('../../../../../packages/lottery/src/feed/fixtures/xskt-mien-bac.rss', import.meta.url),
      'utf8',
    );
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rss-feed/mien-bac-xsmb.rss`;
    try {
      const official = new LotteryService(
        t.db.pool,
        wallet,
        { warn: (_o, m) => logs.push(m ?? ''), error: (_o, m) => logs.push(m ?? '') },
        { schedule: OFFICIAL_SCHEDULE, now: () => clock, results: new XsktMienBacSource(feedUrl) },
      );
      clock = Date.parse('2026-11-24T12:00:00+07:00');
      const p = await newPlayer(t, 500_000);
      const open = await official.openDraws('lode-3mien');
      const tuesday = open.find((d) => d.code === 'MB-QN-20261124')!;
      const wednesday = open.find((d) => d.code === 'MB-BN-20261125')!;
      expect(tuesday).toMatchObject({ format: 'bac27', fairness: null });
      // the south still draws in the sandbox: the feed covers Miền Bắc only
      expect(open.find((d) => d.region === 'nam')!.fairness).not.toBeNull();
      const bets: TicketBet[] = [
        { type: 'lo2', numbers: ['12'], units: 1 },
        { type: 'de', numbers: ['45'], units: 10 },
      ];
      for (const bet of bets) await official.buy(p.tokenPlay, 'lode-3mien', bet, tuesday.id);
      await official.buy(p.tokenPlay, 'lode-3mien', { type: 'de', numbers: ['31'], units: 20 }, wednesday.id);
      expect(await cashOf(t, p.id)).toBe(500_000 - 23_000 - 10_000 - 20_000);

      clock = Date.parse('2026-11-24T18:40:00+07:00');
      await official.tick();
      const drawn = await official.draw(tuesday.id);
      expect(drawn.status).toBe('settled');
      expect(sheet(drawn.result).prizes.db).toEqual(['12345']);
      // by hand: lô 12 comes 5 times (80,000 each), đề 45 wins 99 x 10,000
      expect(await cashOf(t, p.id)).toBe(500_000 - 53_000 + 5 * 80_000 + 990_000);

      // 25/11 is still being drawn in the feed: nothing until the deadline, then a refund
      clock = Date.parse('2026-11-25T18:40:00+07:00');
      await official.tick();
      expect((await official.draw(wednesday.id)).status).toBe('open');
      clock = Date.parse('2026-11-26T00:15:00+07:00');
      await official.tick();
      expect((await official.draw(wednesday.id)).status).toBe('cancelled');
      expect(await cashOf(t, p.id)).toBe(500_000 - 33_000 + 5 * 80_000 + 990_000);
    } finally {
      server.close();
    }
  });
});
