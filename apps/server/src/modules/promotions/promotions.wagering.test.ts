import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../payments/payments.test-support';
import { buildGamesTestApp, type GamesTestApp, house, newPlayer } from '../providers/providers.test-support';
import { PromotionsService } from './promotions.service';

describe(`${PromotionsService.name} wagering from provider callbacks`, () => {
  let t: GamesTestApp;
  beforeAll(async () => {
    t = await buildGamesTestApp();
    await t.app.services.promotions.seed();
  });
  afterAll(() => t.close());

  it('should count each settled round of the seamless wallet once, lost rounds included, and release the bonus when met', async () => {
    const p = await newPlayer(t, 2_300_000);
    const bonus = await t.app.services.promotions.onDepositCredited({
      depositId: 1,
      playerId: p.id,
      method: 'bank',
      amount: 100_000,
      promotionId: 'khuyen-mai-50',
      firstDeposit: true,
      journalId: 1,
      creditedAt: new Date(),
    });
    expect(bonus).toMatchObject({ bonusAmount: 50_000, wagerRequired: 2_250_000 });
    const h = house(t, p);
    const progress = async () => (await t.app.services.promotions.ofPlayer(p.id)).active?.wagerProgress ?? null;

    // a lost round: the provider settles it with a win of 0
    const lost = randomUUID();
    expect((await h.bet(lost, 40_000)).status).toBe('RS_OK');
    expect(await progress()).toBe(0); // an unsettled stake does not count
    const lostWin = randomUUID();
    expect((await h.win(lostWin, lost, 0)).status).toBe('RS_OK');
    await waitFor(async () => (await progress()) === 40_000);
    // the provider retries the same settlement: still counted once
    await h.win(lostWin, lost, 0);
    // a won round
    const won = randomUUID();
    await h.bet(won, 60_000);
    await h.win(randomUUID(), won, 120_000);
    await waitFor(async () => (await progress()) === 100_000);

    // play on until the requirement is met
    for (let i = 0; i < 2; i++) {
      const b = randomUUID();
      expect((await h.bet(b, 1_075_000)).status).toBe('RS_OK');
      await h.win(randomUUID(), b, 1_075_000);
    }
    await waitFor(async () => (await t.app.services.promotions.ofPlayer(p.id)).history[0]?.status === 'completed');
    // the release to cash follows the status change
    await waitFor(async () => (await t.app.services.wallet.getPlayerBalance(p.id)).bonus === 0);
    const balance = await t.app.services.wallet.getPlayerBalance(p.id);
    expect(balance).toMatchObject({ bonus: 0, cash: 2_300_000 - 40_000 + 60_000 + 50_000 });
  });
});
