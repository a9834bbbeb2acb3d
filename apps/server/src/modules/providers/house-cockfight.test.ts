import { drawFight, FIGHT_SCHEDULES, type FightResult, fightClientSeed, timesOf, verifyRound } from '@app/house-games';
import { CockfightService, HouseService } from '@app/house-games/server';
import { FairRandom, hashServerSeed } from '@app/provider-kit/fair-node';
import { WalletClient, WalletUnreachable } from '@app/provider-kit/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGamesTestApp, cashOf, type GamesTestApp, house, newPlayer } from './providers.test-support';

const S = FIGHT_SCHEDULES.fast;
/** fights ten years ahead: the app's own ticker (real clock) never decides them */
const FAR = Math.floor((Date.now() + 10 * 365 * 86_400_000) / S.periodMs);

/** A server seed whose fight ends in `result` (the fight's seed is rigged before any bet, for the test only). */
function seedFor(no: number, result: FightResult): string {
  for (let i = 0; ; i++) {
    const seed = `test-seed-${result}-${i}`;
    if (drawFight(new FairRandom(seed, fightClientSeed(no), 0)).result === result) return seed;
  }
}

describe(CockfightService.name, () => {
  let t: GamesTestApp;
  let base: string;
  let now = 0;
  let wallet: WalletClient;
  let fights: CockfightService;
  let next = FAR;

  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    wallet = new WalletClient({ baseUrl: () => base, credentials: () => t.app.services.providers.houseCredentials() });
    const log = { warn: () => {}, error: () => {} };
    const houseSvc = new HouseService(t.db.pool, wallet, log);
    fights = new CockfightService(t.db.pool, wallet, houseSvc, S, log, () => now);
  });
  afterAll(() => t.close());

  /** Opens a fresh fight (in betting) whose seed gives `result`. */
  async function openFight(result: FightResult) {
    const no = next++;
    now = timesOf(no, S).opensAt + 1_000;
    const view = await fights.current();
    expect(view).toMatchObject({ no, phase: 'betting', serverSeed: null, result: null });
    const seed = seedFor(no, result);
    await t.db.pool.query('UPDATE house_fights SET server_seed = $2, server_seed_hash = $3 WHERE no = $1', [
      no,
      seed,
      hashServerSeed(seed),
    ]);
    return { no, times: timesOf(no, S) };
  }

  it('should lock each bet at the odds shown, move the odds with the money and pay exactly once', async () => {
    const a = await newPlayer(t, 5_000_000);
    const b = await newPlayer(t, 5_000_000);
    const { no, times } = await openFight('meron');
    const first = await fights.placeBet(a.tokenPlay, {
      fight: no,
      side: 'meron',
      amount: 1_000_000,
      expectedOdds: 190,
    });
    expect(first.bet).toMatchObject({ odds: 190, status: 'placed', amount: 1_000_000 });
    expect(first.fight.odds).toEqual({ meron: 181, wala: 195, draw: 900 });
    // b saw 1.90 before a's bet: the odds dropped, the bet is refused and nothing moves
    await expect(
      fights.placeBet(b.tokenPlay, { fight: no, side: 'meron', amount: 10_000, expectedOdds: 190 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'ODDS_CHANGED',
    });
    expect(await cashOf(t, b.id)).toBe(5_000_000);
    const second = await fights.placeBet(b.tokenPlay, { fight: no, side: 'meron', amount: 100_000 });
    expect(second.bet.odds).toBe(181);
    const wala = await fights.placeBet(b.tokenPlay, { fight: no, side: 'wala', amount: 50_000 });
    expect(wala.bet.odds).toBe(195);
    const draw = await fights.placeBet(b.tokenPlay, { fight: no, side: 'draw', amount: 10_000 });
    expect(draw.bet.odds).toBe(900);
    expect(await cashOf(t, a.id)).toBe(4_000_000);
    expect(await cashOf(t, b.id)).toBe(5_000_000 - 160_000);

    // betting closes on the schedule
    now = times.closesAt;
    await expect(fights.placeBet(a.tokenPlay, { fight: no, side: 'wala', amount: 10_000 })).rejects.toMatchObject({
      statusCode: 409,
      code: 'BETTING_CLOSED',
    });
    await fights.tick();
    expect((await fights.fight(no)).phase).toBe('fighting');
    expect((await fights.fight(no)).serverSeed).toBeNull();

    now = times.endsAt;
    await fights.tick();
    await fights.tick(); // a second pass (or a second instance) pays nothing more
    const after = await fights.fight(no);
    expect(after).toMatchObject({ status: 'settled', result: 'meron', phase: 'result' });
    expect(hashServerSeed(after.serverSeed!)).toBe(after.serverSeedHash);
    expect(await cashOf(t, a.id)).toBe(4_000_000 + 1_900_000);
    expect(await cashOf(t, b.id)).toBe(5_000_000 - 160_000 + 181_000);

    // a duplicated win callback for a's bet changes nothing
    const again = await house(t, a).win(`${first.bet.id}:win`, `${first.bet.id}:bet`, 1_900_000, {
      round: first.bet.id,
      game_code: 'cockfight',
    });
    expect(again.status).toBe('RS_OK');
    expect(await cashOf(t, a.id)).toBe(5_900_000);

    // every bet verifies from the revealed seed
    const bets = await fights.myBets(b.tokenPlay);
    expect(bets.map((x) => x.status)).toEqual(['settled', 'settled', 'settled']);
    for (const x of bets) {
      const v = verifyRound({
        game: 'cockfight',
        serverSeed: x.fairness.serverSeed!,
        serverSeedHash: x.fairness.serverSeedHash,
        clientSeed: x.fairness.clientSeed,
        nonce: 0,
        bet: { bets: [{ spot: x.side, amount: x.amount, odds: x.odds }] },
      });
      expect(v.ok && v.settlement.payout).toBe(x.payout);
    }
  });

  it('should refund Meron and Wala bets on a draw and pay a draw bet 8 to 1', async () => {
    const p = await newPlayer(t, 1_000_000);
    const { no, times } = await openFight('draw');
    await fights.placeBet(p.tokenPlay, { fight: no, side: 'meron', amount: 100_000 });
    await fights.placeBet(p.tokenPlay, { fight: no, side: 'wala', amount: 50_000 });
    await fights.placeBet(p.tokenPlay, { fight: no, side: 'draw', amount: 20_000 });
    expect(await cashOf(t, p.id)).toBe(830_000);
    now = times.endsAt;
    await fights.tick();
    expect(await cashOf(t, p.id)).toBe(830_000 + 100_000 + 50_000 + 180_000);
  });

  it('should refund every bet of a cancelled fight exactly once', async () => {
    const p = await newPlayer(t, 1_000_000);
    const { no, times } = await openFight('wala');
    const bet = await fights.placeBet(p.tokenPlay, { fight: no, side: 'wala', amount: 200_000 });
    await fights.placeBet(p.tokenPlay, { fight: no, side: 'draw', amount: 30_000 });
    expect(await cashOf(t, p.id)).toBe(770_000);
    expect(await fights.cancelFight(no)).toBe(true);
    expect(await fights.cancelFight(no)).toBe(false);
    now = times.endsAt;
    await fights.tick();
    await fights.tick();
    expect(await cashOf(t, p.id)).toBe(1_000_000);
    // a replayed rollback, and a win arriving after it, move nothing
    const replay = await house(t, p).rollback(`${bet.bet.id}:rollback-again`, `${bet.bet.id}:bet`, {
      round: bet.bet.id,
    });
    expect(replay.status).toBe('RS_OK');
    const late = await house(t, p).win(`${bet.bet.id}:win`, `${bet.bet.id}:bet`, 390_000, {
      round: bet.bet.id,
      game_code: 'cockfight',
    });
    expect(late.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await cashOf(t, p.id)).toBe(1_000_000);
    expect((await fights.fight(no)).status).toBe('cancelled');
    expect((await fights.myBets(p.tokenPlay)).map((b) => b.status)).toEqual(['refunded', 'refunded']);
  });

  it('should answer a retried bet with the first outcome and charge it once', async () => {
    const p = await newPlayer(t, 1_000_000);
    const { no } = await openFight('meron');
    const betId = crypto.randomUUID();
    const one = await fights.placeBet(p.tokenPlay, { fight: no, side: 'meron', amount: 10_000, betId });
    const two = await fights.placeBet(p.tokenPlay, { fight: no, side: 'meron', amount: 10_000, betId });
    expect(two.bet.id).toBe(one.bet.id);
    expect(await cashOf(t, p.id)).toBe(990_000);
    await expect(
      fights.placeBet(p.tokenPlay, { fight: no, side: 'wala', amount: 10_000, betId }),
    ).rejects.toMatchObject({
      code: 'DUPLICATE_BET',
    });
  });

  it('should roll back a bet whose answer was lost, even when the rollback overtakes the bet', async () => {
    const p = await newPlayer(t, 1_000_000);
    const { no, times } = await openFight('meron');
    const original = wallet.bet.bind(wallet);
    // the bet lands at the platform but its answer is lost
    wallet.bet = async (b) => {
      await original(b);
      throw new WalletUnreachable('answer lost');
    };
    await expect(fights.placeBet(p.tokenPlay, { fight: no, side: 'meron', amount: 10_000 })).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(await cashOf(t, p.id)).toBe(1_000_000);
    // the bet request is delayed past its rollback: it arrives afterwards and is refused
    let delayed: (() => Promise<unknown>) | null = null;
    wallet.bet = async (b) => {
      delayed = () => original(b);
      throw new WalletUnreachable('timeout');
    };
    await expect(fights.placeBet(p.tokenPlay, { fight: no, side: 'wala', amount: 20_000 })).rejects.toMatchObject({
      statusCode: 503,
    });
    wallet.bet = original;
    expect(await delayed!()).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
    now = times.endsAt;
    await fights.tick();
    expect(await cashOf(t, p.id)).toBe(1_000_000);
    expect(await fights.myBets(p.tokenPlay)).toEqual([]);
  });

  it('should show the current fight with its seed hash over HTTP and refuse bad bets with a clear 4xx', async () => {
    const p = await newPlayer(t, 100_000);
    const res = await fetch(`${base}/house/api/cockfight/fight`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { no: number; status: string; serverSeedHash: string; serverSeed: string | null };
    };
    expect(data.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // the seed stays secret until the fight has a result (the real clock may be in either phase)
    if (data.status === 'open') expect(data.serverSeed).toBeNull();
    else expect(hashServerSeed(data.serverSeed!)).toBe(data.serverSeedHash);
    const bet = (body: unknown, token: string | null = p.tokenPlay) =>
      fetch(`${base}/house/api/cockfight/bet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-play-token': token } : {}) },
        body: JSON.stringify(body),
      });
    const cases: [unknown, string | null, number, string][] = [
      [{ fight: data.no, side: 'meron', amount: 10_000 }, null, 401, 'Phiên chơi không hợp lệ'],
      [{ fight: data.no, side: 'gà', amount: 10_000 }, p.tokenPlay, 400, 'Cửa cược không hợp lệ'],
      [{ fight: data.no, side: 'wala', amount: 10_500 }, p.tokenPlay, 400, 'Mức cược phải là bội số của 1,000 VND'],
      [{ fight: data.no, side: 'wala', amount: 500 }, p.tokenPlay, 400, 'Mức cược tối thiểu'],
      [{ fight: data.no - 5, side: 'wala', amount: 10_000 }, p.tokenPlay, 409, 'Đã hết thời gian đặt cược'],
    ];
    for (const [body, token, status, message] of cases) {
      const r = await bet(body, token);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(((await r.json()) as { message: string }).message).toContain(message);
    }
    expect(await cashOf(t, p.id)).toBe(100_000);
  });
});
