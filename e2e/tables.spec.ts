import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { balanceText, depositBySandbox, headerBalance, logInAsNewPlayer } from './support';

/*
 * Card tables end to end (issue 16): a player of the test's own is funded through the real Codepay flow,
 * opens house baccarat and blackjack from the live-casino lobby, plays rounds in the game
 * screen, and the header balance and the bet history move by exactly what the rounds reported.
 */

test.describe.configure({ timeout: 120_000 });

const DEPOSIT = 300_000;

interface Round {
  stake: number;
  won: number;
  balance: number | null;
}

/** Opens a lobby card by its exact title; the game runs in the site's frame on desktop. */
async function open(page: Page, lobby: string, title: string): Promise<FrameLocator> {
  await page.goto(lobby);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 3 }) });
  await expect(card).toContainText('Sảnh kiểm chứng');
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  return page.frameLocator('iframe');
}

test('play baccarat and blackjack from the live casino: balance and bet history follow every round', async ({
  page,
}) => {
  await logInAsNewPlayer(page, 'e2e_table');
  const start = await headerBalance(page);
  await depositBySandbox(page, DEPOSIT);
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + DEPOSIT), { timeout: 20_000 });
  const funded = start + DEPOSIT;
  const before = await page.request.get('/api/user/history/bets?per_page=50');
  const betsBefore = (await before.json()).meta.pagination.total as number;
  const rounds: Round[] = [];

  // Baccarat: 5K chips on banker and on tie, two coups dealt card by card.
  const bac = await open(page, '/live-casino/baccarat', 'Baccarat');
  const deal = bac.getByRole('button', { name: 'ĐẶT CƯỢC' });
  await expect(deal).toBeEnabled({ timeout: 20_000 });
  await bac.locator('[data-spot="banker"]').click();
  await bac.locator('[data-spot="tie"]').click();
  for (let i = 0; i < 2; i++) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/house/api/play'));
    await deal.click();
    const { data } = await (await answer).json();
    expect(data.stake).toBe(10_000);
    expect(data.settled).toBe(true);
    rounds.push({ stake: data.stake, won: data.payout, balance: data.balance });
    await expect(deal).toBeEnabled({ timeout: 10_000 });
    // the coup is on the table and on the roads
    await expect(bac.locator('.bac-side.player .card:not(.back)')).toHaveCount(data.outcome.player.length);
    await expect(bac.locator('.road-grid.bead .bead')).toHaveCount(i + 1);
  }
  await expect(bac.locator('.balance strong')).toHaveText(`${balanceText(rounds.at(-1)!.balance!)} ₫`);

  // Blackjack: a 5K chip in the circle, deal, then stand (declining insurance) until the round ends.
  const bj = await open(page, '/live-casino/blackjack', 'Blackjack');
  const dealBj = bj.getByRole('button', { name: 'CHIA BÀI' });
  await expect(dealBj).toBeEnabled({ timeout: 20_000 });
  await bj.locator('[data-spot="main"]').click();
  type Hand = { done: boolean; stake: number; payout: number; balance: number | null; settled: boolean };
  const handAnswer = () =>
    page.waitForResponse((r) => /\/house\/api\/hand\/(deal|act)$/.test(new URL(r.url()).pathname), {
      timeout: 30_000,
    });
  for (let i = 0; i < 2; i++) {
    let answer = handAnswer();
    await dealBj.click();
    let res = await answer;
    expect(res.status()).toBe(200);
    let hand = (await res.json()).data as Hand;
    while (!hand.done) {
      const noInsurance = bj.getByRole('button', { name: 'Không bảo hiểm' });
      const next = (await noInsurance.isVisible()) ? noInsurance : bj.getByRole('button', { name: 'Dừng' });
      await expect(next).toBeEnabled();
      answer = handAnswer();
      await next.click();
      res = await answer;
      expect(res.status(), await res.text()).toBe(200);
      hand = (await res.json()).data as Hand;
    }
    expect(hand.settled).toBe(true);
    expect(hand.stake).toBe(5_000);
    rounds.push({ stake: hand.stake, won: hand.payout, balance: hand.balance });
    await expect(dealBj).toBeEnabled({ timeout: 10_000 });
    await expect(bj.locator('.bj-result').first()).toBeVisible();
  }

  let running = funded;
  for (const r of rounds) {
    running += r.won - r.stake;
    expect(r.balance).toBe(running);
  }
  await page.goto('/live-casino');
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(running), { timeout: 15_000 });

  await page.goto('/account/history?tab=bets');
  const table = page.getByTestId('bet-history-table');
  await expect(table).toHaveAttribute('data-total', String(betsBefore + rounds.length));
  const rows = table.locator('tbody tr');
  const titles = ['Blackjack', 'Blackjack', 'Baccarat', 'Baccarat'];
  for (let i = 0; i < rounds.length; i++) {
    const round = rounds[rounds.length - 1 - i]!;
    await expect(rows.nth(i)).toHaveAttribute('data-bet', String(round.stake));
    await expect(rows.nth(i)).toHaveAttribute('data-win', String(round.won));
    await expect(rows.nth(i)).toContainText(titles[i]!);
  }
});
