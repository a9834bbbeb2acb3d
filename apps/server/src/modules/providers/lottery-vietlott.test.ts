import { fairVietlott, OFFICIAL_SCHEDULE, VIETLOTT, type VietlottGame } from '@app/lottery';
import { LotteryService } from '@app/lottery/server';
import { WalletClient } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, newPlayer } from './providers.test-support';

/**
 * Mega 6/45 and Power 6/55 end to end: tickets through /provider/lottery over real HTTP, draws
 * on a clock the test moves, jackpot pools in the provider's table. The test reads a draw's
 * committed seed from the provider's table to buy the numbers that will come (white box), so
 * jackpots are won on purpose.
 */
describe(`${LotteryService.name} (Mega 6/45, Power 6/55)`, () => {
  let t: GamesTestApp;
  let clock = 0;
  let service: LotteryService;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const wallet = new WalletClient({
      baseUrl: () => base,
      credentials: () => t.app.services.providers.lotteryCredentials(),
      timeoutMs: 10_000,
    });
    service = new LotteryService(
      t.db.pool,
      wallet,
      { warn: () => {}, error: () => {} },
      { schedule: OFFICIAL_SCHEDULE, now: () => clock },
    );
  });
  afterAll(() => t.close());

  /** the numbers a draw will come out with, from its committed seed */
  async function comingResult(id: number, code: string, game: VietlottGame) {
    const { rows } = await t.db.pool.query<{ server_seed: string }>(
      'SELECT server_seed FROM lottery_draws WHERE id = $1',
      [id],
    );
    return fairVietlott(rows[0]!.server_seed, code, game);
  }
  const pool = async (game: VietlottGame, tier: 'j1' | 'j2') =>
    (await service.jackpots(game)).find((j) => j.tier === tier)!.amount;
  const pick6 = (numbers: string[]) => ({ type: 'pick6', numbers });

  it('should share the Mega jackpot pool between its winners, pay fixed prizes, and reset the pool to its minimum', async () => {
    clock = Date.parse('2031-03-03T09:00:00+07:00');
    const draw = await service.currentDraw('mega645');
    expect(draw.code).toMatch(/^MEGA-\d{8}-180000$/);
    const coming = await comingResult(draw.id, draw.code, 'mega645');
    const [a, b, c] = await Promise.all([newPlayer(t, 100_000), newPlayer(t, 100_000), newPlayer(t, 100_000)]);
    const before = await pool('mega645', 'j1');

    // a and b both hit the jackpot; c matches three (Giải ba) and misses with another ticket
    const outside = Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
      (n) => !coming.numbers.includes(n),
    );
    await service.buy(a.tokenPlay, 'mega645', pick6(coming.numbers), draw.id);
    await service.buy(b.tokenPlay, 'mega645', pick6([...coming.numbers].reverse()), draw.id);
    const three = await service.buy(
      c.tokenPlay,
      'mega645',
      pick6([...coming.numbers.slice(0, 3), ...outside.slice(0, 3)]),
    );
    await service.buy(c.tokenPlay, 'mega645', pick6(outside.slice(3, 9)));
    expect(three).toMatchObject({ drawId: draw.id, cost: 10_000, status: 'placed' });
    expect(await cashOf(t, c.id)).toBe(80_000);
    // the jackpot shown grows by 40 % of every stake at once
    expect(await pool('mega645', 'j1')).toBe(before + 0.4 * 40_000);

    clock = new Date(draw.drawAt).getTime();
    await service.tick();
    const drawn = await service.draw(draw.id);
    expect(drawn.status).toBe('settled');
    expect(drawn.result).toEqual(coming);
    const j1 = drawn.jackpot!.j1!;
    expect(j1.pool).toBe(before + 16_000);
    expect(j1.winners).toBe(2);
    expect(j1.each).toBe(Math.floor(j1.pool / 2));
    expect(await cashOf(t, a.id)).toBe(90_000 + j1.each);
    expect(await cashOf(t, b.id)).toBe(90_000 + j1.each);
    expect(await cashOf(t, c.id)).toBe(80_000 + 30_000);
    const [lost, won] = await service.tickets(c.user, 'mega645', 10);
    expect([won?.status, won?.payout, lost?.status, lost?.payout]).toEqual(['won', 30_000, 'lost', 0]);
    // after a win the pool starts again from its minimum (plus the odd đồng that could not be split)
    expect(await pool('mega645', 'j1')).toBe(VIETLOTT.mega645.jackpots.j1!.minimum + (j1.pool % 2));

    // the platform's bet history names the draw of each ticket
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/history/bets?per_page=10',
      headers: { authorization: `Bearer ${c.token}` },
    });
    const rows = res.json().data as { round: string; gameName: string; result: string }[];
    expect(rows.map((r) => r.round.split('/')[0])).toEqual([draw.code, draw.code]);
    expect(rows.map((r) => r.result).sort()).toEqual(['lose', 'win']);
  });

  it('should roll the pool over when nobody wins and pay Power Jackpot 2 from its own pool', async () => {
    clock = Date.parse('2031-04-01T09:00:00+07:00');
    const draw = await service.currentDraw('power655');
    expect(draw.code).toMatch(/^POWER-/);
    const coming = await comingResult(draw.id, draw.code, 'power655');
    const p = await newPlayer(t, 100_000);
    const [j1Before, j2Before] = [await pool('power655', 'j1'), await pool('power655', 'j2')];
    // five main numbers and the power number
    const ticket = await service.buy(p.tokenPlay, 'power655', pick6([...coming.numbers.slice(0, 5), coming.bonus!]));
    expect(ticket.drawId).toBe(draw.id);

    clock = new Date(draw.drawAt).getTime();
    await service.tick();
    const drawn = await service.draw(draw.id);
    // Jackpot 1: nobody, carried over with its 36 %; Jackpot 2: the one winner takes the pool with its 4 %
    expect(drawn.jackpot).toEqual({
      j1: { pool: j1Before + 3_600, winners: 0, each: 0, next: j1Before + 3_600 },
      j2: { pool: j2Before + 400, winners: 1, each: j2Before + 400, next: VIETLOTT.power655.jackpots.j2!.minimum },
    });
    expect(await cashOf(t, p.id)).toBe(90_000 + j2Before + 400);
    expect(await pool('power655', 'j1')).toBe(j1Before + 3_600);
  });

  it("should sell a bao ticket at its lines' price and pay every line, a jackpot line sharing the pool with a single ticket", async () => {
    clock = Date.parse('2031-06-04T09:00:00+07:00');
    const draw = await service.currentDraw('mega645');
    const coming = await comingResult(draw.id, draw.code, 'mega645');
    const outside = Array.from({ length: 45 }, (_, i) => String(i + 1).padStart(2, '0')).filter(
      (n) => !coming.numbers.includes(n),
    );
    const [a, b] = await Promise.all([newPlayer(t, 500_000), newPlayer(t, 500_000)]);
    const before = await pool('mega645', 'j1');
    // bao 7: the six coming numbers and one more = 7 lines, 70,000đ
    const bao7 = await service.buy(a.tokenPlay, 'mega645', { type: 'bao', numbers: [...coming.numbers, outside[0]] });
    expect(bao7).toMatchObject({ cost: 70_000, status: 'placed', bet: { type: 'bao' } });
    // bao 5 of three coming numbers and two others: 40 lines, 400,000đ
    const bao5 = await service.buy(b.tokenPlay, 'mega645', {
      type: 'bao',
      numbers: [...coming.numbers.slice(0, 3), ...outside.slice(1, 3)],
    });
    expect(bao5.cost).toBe(400_000);
    await service.buy(b.tokenPlay, 'mega645', pick6(coming.numbers));
    await expect(
      service.buy(b.tokenPlay, 'mega645', { type: 'bao', numbers: outside.slice(0, 6) }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Vé bao: chọn 5 số hoặc từ 7 đến 18 số' });
    expect(await cashOf(t, a.id)).toBe(430_000);
    expect(await cashOf(t, b.id)).toBe(90_000);

    clock = new Date(draw.drawAt).getTime();
    await service.tick();
    const j1 = (await service.draw(draw.id)).jackpot!.j1!;
    // the pool grew by 40 % of 480,000đ; the bao's jackpot line and the single ticket are its two winners
    expect(j1).toMatchObject({ pool: before + 192_000, winners: 2, each: Math.floor((before + 192_000) / 2) });
    // bao 7: the jackpot line + 6 × Giải nhất; bao 5 (3 drawn): 3 × Giải nhì + 37 × Giải ba
    expect(await cashOf(t, a.id)).toBe(430_000 + j1.each + 60_000_000);
    expect(await cashOf(t, b.id)).toBe(90_000 + 900_000 + 1_110_000 + j1.each);
    const [mine] = await service.tickets(a.user, 'mega645', 1);
    expect(mine).toMatchObject({
      status: 'won',
      payout: j1.each + 60_000_000,
      hits: [{ tier: 'j1', times: 7, tiers: { j1: 1, g1: 6, g2: 0, g3: 0 } }],
    });
  });

  it('should refuse a ticket after the close, and refund every ticket of a draw that never came', async () => {
    clock = Date.parse('2031-05-02T09:00:00+07:00');
    const draw = await service.currentDraw('mega645');
    const p = await newPlayer(t, 50_000);
    await service.buy(p.tokenPlay, 'mega645', pick6(['01', '02', '03', '04', '05', '06']), draw.id);
    await expect(
      service.buy(p.tokenPlay, 'mega645', pick6(['01', '02', '03', '04', '05', '07']), draw.id),
    ).resolves.toMatchObject({ status: 'placed' });
    await expect(service.buy(p.tokenPlay, 'mega645', pick6(['01', '02', '03', '04', '05']))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Hãy chọn đúng 6 số',
    });
    clock = new Date(draw.closeAt).getTime();
    await expect(
      service.buy(p.tokenPlay, 'mega645', pick6(['11', '12', '13', '14', '15', '16']), draw.id),
    ).rejects.toMatchObject({ statusCode: 409, code: 'BETTING_CLOSED' });
    expect(await cashOf(t, p.id)).toBe(30_000);
    const before = await pool('mega645', 'j1');

    // the server was down past the draw's deadline: cancelled, every ticket refunded once
    clock = new Date(draw.cancelAt).getTime() + 1000;
    await service.tick();
    await service.tick();
    expect((await service.draw(draw.id)).status).toBe('cancelled');
    expect(await cashOf(t, p.id)).toBe(50_000);
    // a refunded stake never reaches the pool
    expect(await pool('mega645', 'j1')).toBe(before - 0.4 * 20_000);
  });

  it('should keep a draw open for tickets when staff draw the coming draws ahead of their time', async () => {
    clock = Date.parse('2032-01-05T09:00:00+07:00');
    const drawn: string[] = [];
    for (let i = 0; i < 3; i++) {
      const next = await service.currentDraw('power655');
      expect(drawn).not.toContain(next.code);
      await service.drawNow(next.id);
      drawn.push(next.code);
    }
    // the schedule alone only ever looks at the next two draw days
    const open = await service.currentDraw('power655');
    expect(open.status).toBe('open');
    expect(new Date(open.drawAt).getTime()).toBeGreaterThan(Math.max(...drawn.map((c) => codeTime(c))));
  });
});

/** POWER-20320105-180000 → its time */
function codeTime(code: string): number {
  const [, day, time] = code.split('-');
  return Date.parse(
    `${day!.slice(0, 4)}-${day!.slice(4, 6)}-${day!.slice(6)}T${time!.slice(0, 2)}:${time!.slice(2, 4)}:00+07:00`,
  );
}
