import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { balanceText, depositBySandbox, headerBalance, logInByApi, newPlayer } from './support';

/*
 * Card games (game bài) end to end: a fresh player, funded through the sandbox bank, opens the
 * house Xì Dách and Mậu Binh from the game-bai lobby, plays a round of each in the game screen,
 * and the header balance and the bet history move by exactly what the rounds reported.
 */

test.describe.configure({ timeout: 120_000 });

const DEPOSIT = 300_000;

type Hand = { done: boolean; stake: number; payout: number; balance: number | null; settled: boolean };

async function open(page: Page, title: string): Promise<FrameLocator> {
  await page.goto('/cong-game/game-bai');
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 3 }) });
  await expect(card).toContainText('Sảnh kiểm chứng');
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  return page.frameLocator('iframe');
}

test('play Xì Dách and Mậu Binh from the game-bai lobby: balance and bet history follow', async ({ page }) => {
  const player = newPlayer('gamebai');
  await logInByApi(page, player, '/cong-game/game-bai');
  const start = await headerBalance(page);
  await depositBySandbox(page, DEPOSIT);
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + DEPOSIT), { timeout: 20_000 });
  // the lobby lists only the games that open: no Tiến Lên, no Phỏm
  await expect(page.getByRole('heading', { name: 'Xì Dách', exact: true, level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tiến Lên', level: 3 })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Phỏm', level: 3 })).toHaveCount(0);

  const rounds: { stake: number; won: number; balance: number | null }[] = [];
  const handAnswer = () =>
    page.waitForResponse((r) => /\/house\/api\/hand\/(deal|act)$/.test(new URL(r.url()).pathname), {
      timeout: 30_000,
    });

  // Xì Dách: a 5K chip, deal, draw until "Dằn bài" is allowed (16 points), then stand.
  const xd = await open(page, 'Xì Dách');
  const dealXd = xd.getByRole('button', { name: 'CHIA BÀI' });
  await expect(dealXd).toBeEnabled({ timeout: 20_000 });
  await xd.locator('[data-spot="main"]').click();
  let answer = handAnswer();
  await dealXd.click();
  let hand = (await (await answer).json()).data as Hand;
  while (!hand.done) {
    const stand = xd.getByRole('button', { name: 'Dằn bài' });
    const hit = xd.getByRole('button', { name: 'Rút bài' });
    await expect(hit.or(stand).first()).toBeEnabled();
    const next = (await stand.isEnabled()) ? stand : hit;
    answer = handAnswer();
    await next.click();
    const res = await answer;
    expect(res.status(), await res.text()).toBe(200);
    hand = (await res.json()).data as Hand;
  }
  expect(hand).toMatchObject({ settled: true, stake: 5_000 });
  rounds.push({ stake: hand.stake, won: hand.payout, balance: hand.balance });
  await expect(xd.locator('.bj-dealer .card:not(.back)').first()).toBeVisible();
  await expect(xd.locator('.result-banner')).not.toBeEmpty();

  // Mậu Binh: a 5K chip is one chi (12 chi put up), deal, send the laid-out arrangement.
  const mb = await open(page, 'Mậu Binh');
  const dealMb = mb.getByRole('button', { name: 'CHIA BÀI' });
  await expect(dealMb).toBeEnabled({ timeout: 20_000 });
  await mb.locator('[data-spot="main"]').click();
  answer = handAnswer();
  await dealMb.click();
  hand = (await (await answer).json()).data as Hand;
  if (!hand.done) {
    await expect(mb.locator('.mb-rows.mine .card')).toHaveCount(13);
    const done = mb.getByRole('button', { name: 'Xếp xong' });
    await expect(done).toBeEnabled();
    answer = handAnswer();
    await done.click();
    const res = await answer;
    expect(res.status(), await res.text()).toBe(200);
    hand = (await res.json()).data as Hand;
  }
  expect(hand).toMatchObject({ done: true, settled: true, stake: 60_000 });
  rounds.push({ stake: hand.stake, won: hand.payout, balance: hand.balance });
  await expect(mb.locator('.bj-dealer .card:not(.back)').first()).toBeVisible();

  let running = start + DEPOSIT;
  for (const r of rounds) {
    running += r.won - r.stake;
    expect(r.balance).toBe(running);
  }
  await page.goto('/cong-game/game-bai');
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(running), { timeout: 15_000 });

  await page.goto('/account/history?tab=bets');
  const table = page.getByTestId('bet-history-table');
  await expect(table).toHaveAttribute('data-total', String(rounds.length));
  const rows = table.locator('tbody tr');
  const titles = ['Mậu Binh', 'Xì Dách'];
  for (let i = 0; i < rounds.length; i++) {
    const round = rounds[rounds.length - 1 - i]!;
    await expect(rows.nth(i)).toHaveAttribute('data-bet', String(round.stake));
    await expect(rows.nth(i)).toHaveAttribute('data-win', String(round.won));
    await expect(rows.nth(i)).toContainText(titles[i]!);
  }
});
