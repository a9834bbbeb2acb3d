import { randomUUID } from 'node:crypto';
import { ProviderStatus } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGamesTestApp,
  cashOf,
  type GamesTestApp,
  house,
  newPlayer,
  type TestPlayer,
} from '../providers/providers.test-support';

/**
 * One test of the limit check for every way a product stakes money (decision 025): each path
 * must refuse the stake that would pass a loss or wager limit, exactly at the limit, and move
 * nothing. Lottery tickets, sports bets, table rounds and cockfights of external providers come
 * in through the provider protocol's bet or betwin; the built-in games through their own API.
 * A new product's bet path belongs in `paths`.
 */
describe('loss and wager limits on every bet path', () => {
  let t: GamesTestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const used = async (p: TestPlayer, kind: 'loss' | 'wager') =>
    (await t.app.services.protection.get(p.id)).limits.find((l) => l.kind === kind && l.period === 'day')!.used;

  /** Places a stake of `amount` by one path; true when it was taken, false when a limit refused it. */
  type StakePath = (p: TestPlayer, amount: number) => Promise<boolean>;

  const limitRefused = (status: string) => {
    if (status === ProviderStatus.OK) return false;
    expect(status).toBe(ProviderStatus.LIMIT_REACHED);
    return true;
  };

  const paths: Record<string, StakePath> = {
    'provider protocol: transaction/bet (external games, lottery, sports)': async (p, amount) =>
      !limitRefused((await house(t, p).bet(randomUUID(), amount)).status),
    'provider protocol: transaction/betwin (settled at once, e.g. fish batches)': async (p, amount) =>
      !limitRefused(
        (
          await house(t, p).call('transaction/betwin', {
            token: p.tokenPlay,
            user: p.user,
            transaction_uuid: randomUUID(),
            round: randomUUID(),
            game_code: 'baucua',
            currency: 'VND',
            bet_amount: amount,
            win_amount: 0,
          })
        ).status,
      ),
    'house games API: a round played over HTTP': async (p, amount) => {
      const res = await fetch(`${base}/house/api/play`, {
        method: 'POST',
        headers: { 'x-play-token': p.tokenPlay, 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'taixiu', bet: { bets: [{ spot: 'tai', amount }] } }),
      });
      const body = (await res.json()) as { message?: string };
      if (res.status === 200) return true;
      expect(res.status).toBe(403);
      expect(body.message).toMatch(/^Vượt hạn mức (thua|cược) theo ngày 50,000 VND: bạn chỉ còn/);
      return false;
    },
  };

  for (const [name, stake] of Object.entries(paths)) {
    describe(name, () => {
      it('should take stakes up to a loss limit and refuse the one that would pass it, moving nothing', async () => {
        const p = await newPlayer(t, 1_000_000);
        const set = await t.app.services.protection.setLimit(p.id, { kind: 'loss', period: 'day', amount: 50_000 });
        expect(set.limits.find((l) => l.kind === 'loss' && l.period === 'day')?.amount).toBe(50_000);
        expect(await stake(p, 30_000)).toBe(true);
        // A built-in round may have won: what is left follows the loss so far.
        const left = 50_000 - (await used(p, 'loss'));
        const before = await cashOf(t, p.id);
        expect(await stake(p, left + 1_000)).toBe(false);
        expect(await cashOf(t, p.id)).toBe(before);
        expect(await stake(p, left)).toBe(true);
      });

      it('should refuse a stake past a wager limit even after wins', async () => {
        const p = await newPlayer(t, 1_000_000);
        await t.app.services.protection.setLimit(p.id, { kind: 'wager', period: 'day', amount: 50_000 });
        expect(await stake(p, 25_000)).toBe(true);
        expect(await stake(p, 25_000)).toBe(true);
        const before = await cashOf(t, p.id);
        expect(await stake(p, 1_000)).toBe(false);
        expect(await cashOf(t, p.id)).toBe(before);
      });
    });
  }
});
