import { expect, type Frame, type Page, test } from '@playwright/test';
import { balanceText, depositBySandbox, logInByApi, newPlayer, screenshotTo } from './support';

/*
 * The shared live baccarat table end to end (issue 16): a fresh funded player sits at "Baccarat
 * Trực Tiếp" from the live-casino lobby, bets on a coup of the table's clock (the e2e server runs
 * LIVE_TABLE_SCHEDULE=fast: a coup every 12 s), watches the cards dealt one by one and the header
 * balance take the stake and then the payout. With SHOTS_DIR set, screenshots at 1440 and 360 px go there.
 */

test.describe.configure({ timeout: 120_000 });

// screenshots only when asked for (a folder in SHOTS_DIR)
const SHOTS = process.env.SHOTS_DIR;
const DEPOSIT = 300_000;

interface LiveBet {
  id: string;
  amount: number;
  payout: number | null;
  status: string;
}

/** The game's own API, called from inside its frame with its play token. */
async function liveBets(frame: Frame): Promise<LiveBet[]> {
  return frame.evaluate(async () => {
    // the screen moves its play token from the address into the tab's session storage
    const token = sessionStorage.getItem('house-play-token') ?? '';
    const res = await fetch('/house/api/live/bets?limit=5', { headers: { 'x-play-token': token } });
    return (await res.json()).data;
  });
}

async function gameFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().includes('/house/play/baccarat_live'))).toBe(true);
  return page.frames().find((f) => f.url().includes('/house/play/baccarat_live'))!;
}

test('a player sits at the live baccarat table, bets on a coup and the header balance follows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const player = newPlayer('live');
  await logInByApi(page, player, '/live-casino/baccarat');
  const header = page.getByTestId('header-balance');
  await depositBySandbox(page, DEPOSIT);
  await expect(header).toHaveText(balanceText(DEPOSIT), { timeout: 20_000 });

  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'Baccarat Bàn Chung', exact: true, level: 3 }) });
  await expect(card).toContainText('Sảnh kiểm chứng');
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  const game = page.frameLocator('iframe');
  const frame = await gameFrame(page);
  await expect(game.getByRole('heading', { name: 'Baccarat Bàn Chung' })).toBeVisible({ timeout: 20_000 });

  // wait for a betting window with time to spare, then two 5K chips on Cái
  const bet = game.getByRole('button', { name: 'ĐẶT CƯỢC' });
  const clock = game.getByTestId('live-clock');
  let placed: { bet: LiveBet } | null = null;
  for (let attempt = 0; attempt < 3 && !placed; attempt++) {
    await expect
      .poll(async () => Number((await clock.textContent()) || 0), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);
    await game.locator('[data-spot="banker"]').click();
    await game.locator('[data-spot="banker"]').click();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/house/api/live/bet'));
    await bet.click();
    const res = await answer;
    if (res.status() === 200) placed = (await res.json()).data;
    else await game.getByRole('button', { name: 'Xóa cược' }).click();
  }
  expect(placed?.bet).toMatchObject({ amount: 10_000, status: 'placed' });
  // the game's header balance takes the stake at once
  const gameBalance = game.getByTestId('balance');
  await expect(gameBalance).toHaveText(`${balanceText(DEPOSIT - 10_000)} ₫`);
  await expect(game.getByTestId('my-bet')).toContainText('Cái');

  // the cards come out one by one during the dealing phase
  await expect(game.locator('.live-phase.dealing')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => game.locator('.bac-side .card:not(.back)').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(game.getByTestId('live-result')).toContainText(/thắng|HÒA/, { timeout: 20_000 });
  expect(await game.locator('.bac-side .card:not(.back)').count()).toBeGreaterThanOrEqual(4);
  await expect(game.locator('.road-grid.bead .bead').first()).toBeVisible();
  await game.locator('.live-head').scrollIntoViewIfNeeded();
  await screenshotTo(page, SHOTS, 'live-baccarat-1440.png');

  await expect.poll(async () => (await liveBets(frame))[0]?.status, { timeout: 15_000 }).toBe('settled');
  const [settled] = await liveBets(frame);
  expect(settled!.id).toBe(placed!.bet.id);
  const after = DEPOSIT - 10_000 + settled!.payout!;
  await expect(gameBalance).toHaveText(`${balanceText(after)} ₫`, { timeout: 10_000 });
  // and the site's header, back in the lobby
  const url = new URL(frame.url());
  url.searchParams.set('token', await frame.evaluate(() => sessionStorage.getItem('house-play-token') ?? ''));
  await page.goto('/live-casino');
  await expect(header).toHaveText(balanceText(after), { timeout: 15_000 });

  // the table and sic bo on a phone
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(url.toString());
  await expect(page.getByTestId('live-clock')).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('.road-grid.bead .bead').first()).toBeVisible();
  await screenshotTo(page, SHOTS, 'live-baccarat-360.png', true);
  await page.goto(url.toString().replace('/play/baccarat_live', '/play/sicbo'));
  await page.locator('[data-spot="big"]').click();
  await page.locator('[data-spot="total_10"]').click();
  await page.getByRole('button', { name: 'ĐẶT CƯỢC' }).click();
  await expect(page.locator('.result-banner')).toContainText('=', { timeout: 10_000 });
  await screenshotTo(page, SHOTS, 'sicbo-360.png', true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshotTo(page, SHOTS, 'sicbo-1440.png', true);
});
