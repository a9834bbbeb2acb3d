import { devices, expect, type Page, test } from '@playwright/test';
import { logInByApi, newPlayer, screenshotTo } from './support';

/*
 * Issue 17 end to end: a funded player opens /da-ga on a phone, bets on a fight of the shared
 * schedule (the e2e server runs COCKFIGHT_SCHEDULE=fast: a fight every 20 s) and sees it paid;
 * on a desktop the player opens the fish-shooting game from the ban-ca lobby, shoots, and the
 * game's balance and the platform's agree. With SHOTS_DIR set, screenshots at 360 and 1440 px go there.
 */

test.describe.configure({ timeout: 120_000 });

// screenshots only when asked for (a folder in SHOTS_DIR)
const SHOTS = process.env.SHOTS_DIR;
const PHONE = {
  viewport: { width: 360, height: 780 },
  userAgent: devices['Pixel 5'].userAgent,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** A player signed in with `cash` credited; no page of the site opened yet (each test opens its own). */
async function fundedPlayer(page: Page, cash: number) {
  const player = newPlayer('cockfish');
  await logInByApi(page, player, null);
  const origin = new URL(page.url()).origin;
  const voucher = await page.request.post('/api/payment/deposit/codepay', {
    headers: { origin },
    data: { amount: cash, replaceCurrent: true },
  });
  expect(voucher.status()).toBe(200);
  const { transferCode } = (await voucher.json()).data as { transferCode: string };
  const sent = await page.request.post('/sandbox/bank/transfers', {
    data: { content: `chuyen tien ${transferCode}`, amount: cash },
  });
  expect(sent.status()).toBe(200);
  await expect.poll(async () => platformBalance(page), { timeout: 15_000 }).toBe(cash);
}

async function platformBalance(page: Page): Promise<number> {
  const res = await page.request.get('/api/user/balance');
  return (await res.json()).data.available as number;
}

test('a phone player bets on Meron and the fight pays exactly what the table said', async ({ browser }) => {
  const phone = await browser.newContext(PHONE);
  try {
    const page = await phone.newPage();
    await fundedPlayer(page, 1_000_000);
    await page.goto('/da-ga');
    await expect(page.getByRole('heading', { name: 'Đá Gà Thomo' })).toBeVisible();
    await screenshotTo(page, SHOTS, 'da-ga-360.png');
    await page.getByRole('button', { name: 'Vào sảnh' }).first().click();
    await expect(page).toHaveURL(/\/house\/play\/cockfight/);

    const clock = page.getByTestId('fight-clock');
    await expect(page.locator('.fight-phase')).toHaveText('Đang nhận cược', { timeout: 30_000 });
    // with at least 3 s left to bet
    await expect
      .poll(
        async () =>
          (await page.locator('.fight-phase').textContent()) === 'Đang nhận cược' &&
          amount(await clock.textContent()) >= 3,
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    const before = amount(await page.getByTestId('balance').textContent());
    expect(before).toBe(1_000_000);
    await page.getByRole('radio', { name: '50,000 ₫' }).click();
    await page.getByRole('radio', { name: /Meron/ }).click();
    const oddsText = (await page.locator('.fight-side.meron .fight-odds').textContent()) ?? '';
    await page.getByRole('button', { name: /^CƯỢC 50K · MERON @/ }).click();
    const mine = page.getByTestId('my-bet');
    await expect(mine).toContainText(`Meron (Đỏ) 50,000 ₫ @${oddsText}`);
    await expect(page.getByTestId('balance')).toHaveText('950,000 ₫');
    await screenshotTo(page, SHOTS, 'cockfight-360-bet.png');

    await expect(page.locator('.fight-phase')).toHaveText('Đang đá', { timeout: 20_000 });
    await screenshotTo(page, SHOTS, 'cockfight-360-fight.png');
    await expect(page.locator('.fight-banner.show')).toBeVisible({ timeout: 20_000 });
    await screenshotTo(page, SHOTS, 'cockfight-360-result.png');
    const banner = (await page.locator('.fight-banner').textContent()) ?? '';
    const odds = Math.round(Number(oddsText) * 100);
    const expected = banner.startsWith('MERON') ? (50_000 / 100) * odds : banner.startsWith('HÒA') ? 50_000 : 0;
    const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);
    await expect.poll(async () => platformBalance(page), { timeout: 10_000 }).toBe(950_000 + expected);
    await expect(page.getByTestId('balance')).toHaveText(`${fmt(950_000 + expected)} ₫`);

    // the bet, its payout and its check in the player's history; it verifies from the revealed seed
    await page.getByRole('button', { name: 'Lịch sử' }).click();
    const item = page.getByRole('dialog').locator('li').first();
    await expect(item).toContainText(`Meron (Đỏ) 50,000 ₫ @${oddsText}`);
    await expect(item).toContainText(`→ ${fmt(expected)} ₫`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      item.getByRole('link', { name: /Kiểm tra/ }).click(),
    ]);
    await popup.getByRole('button', { name: 'Kiểm tra' }).click();
    await expect(popup.locator('.verify-ok')).toBeVisible();
    await expect(popup.locator('.kv')).toContainText(`Tiền trả${fmt(expected)} ₫`);
  } finally {
    await phone.close();
  }
});

test('/da-ga is phone-only: a desktop visitor gets the phone notice', async ({ page }) => {
  await page.goto('/da-ga');
  await screenshotTo(page, SHOTS, 'da-ga-1440.png');
  await expect(page.locator('body')).toContainText(/điện thoại/i);
});

test('a desktop player shoots fish from the ban-ca lobby and the balances agree after every batch', async ({
  page,
}) => {
  await fundedPlayer(page, 500_000);
  await page.goto('/cong-game/ban-ca');
  const card = page.locator('article', { hasText: 'Bắn Cá Thủy Cung' });
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  const game = page.frameLocator('iframe');
  const canvas = game.locator('canvas.fish-canvas');
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect(game.getByTestId('balance')).toHaveText('500,000 ₫');
  await expect(game.getByTestId('cannon-level')).toHaveText('1,000 ₫/phát');
  await game.getByRole('button', { name: 'Tăng mức đạn' }).click();
  await expect(game.getByTestId('cannon-level')).toHaveText('2,000 ₫/phát');

  const box = (await canvas.boundingBox())!;
  for (let i = 0; i < 6; i++) {
    await canvas.click({ position: { x: box.width * (0.2 + 0.12 * i), y: box.height * 0.35 } });
    await page.waitForTimeout(120);
  }
  await screenshotTo(page, SHOTS, 'fish-1440.png');
  // every bullet becomes a shot (one that meets no fish is spent on the nearest); all settle
  await expect(game.getByTestId('fish-waiting')).toHaveText('', { timeout: 20_000 });
  const shown = amount(await game.getByTestId('balance').textContent());
  expect(await platformBalance(page)).toBe(shown);

  const history = await page.request.get('/api/user/history/bets?per_page=50');
  const rows = (await history.json()).data as { betAmount: number; winAmount: number }[];
  expect(rows.reduce((s, r) => s + r.betAmount, 0)).toBe(6 * 2_000);
  expect(rows.length).toBeLessThanOrEqual(6); // batched: fewer wallet rounds than shots when fired fast
  expect(500_000 + rows.reduce((s, r) => s + r.winAmount - r.betAmount, 0)).toBe(shown);

  // every batch verifies once the seed is revealed
  await game.getByRole('button', { name: 'Công bằng' }).click();
  await game.getByRole('button', { name: 'Đổi hạt giống (tiết lộ hạt giống cũ)' }).click();
  await expect(game.getByText('Hạt giống máy chủ vừa tiết lộ:')).toBeVisible();
  await game.getByRole('button', { name: 'Đóng' }).click();
  await game.getByRole('button', { name: 'Lịch sử' }).click();
  const links = game.getByRole('link', { name: 'Kiểm tra' });
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBe(rows.length);
  const [popup] = await Promise.all([page.waitForEvent('popup'), links.first().click()]);
  await popup.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(popup.locator('.verify-ok')).toBeVisible();
});

test('a partner arena that is not connected says so and leads to the house table', async ({ browser }) => {
  const phone = await browser.newContext(PHONE);
  try {
    const page = await phone.newPage();
    await fundedPlayer(page, 100_000);
    await page.goto('/da-ga-ga28');
    await expect(page.locator('main')).toContainText('Sảnh GA28 hiện chưa được kết nối');
    await page.getByRole('button', { name: 'Vào sảnh' }).click();
    await expect(page).toHaveURL(/\/house\/play\/cockfight/);
    await expect(page.locator('.fight-board')).toBeVisible({ timeout: 20_000 });
  } finally {
    await phone.close();
  }
});

test('the fish game fits a 360 px phone with stake and balance in view', async ({ browser }) => {
  const phone = await browser.newContext(PHONE);
  try {
    const page = await phone.newPage();
    await fundedPlayer(page, 100_000);
    await page.goto('/cong-game/ban-ca');
    await page
      .locator('article', { hasText: 'Bắn Cá Thủy Cung' })
      .getByRole('heading', { name: 'Bắn Cá Thủy Cung' })
      .click();
    await expect(page).toHaveURL(/\/house\/play\/fish/);
    const canvas = page.locator('canvas.fish-canvas');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await canvas.tap({ position: { x: 180, y: 150 } });
    await canvas.tap({ position: { x: 120, y: 200 } });
    await expect(page.getByTestId('fish-waiting')).toHaveText('', { timeout: 20_000 });
    for (const id of ['balance', 'cannon-level']) await expect(page.getByTestId(id)).toBeInViewport();
    await screenshotTo(page, SHOTS, 'fish-360.png');
    expect(await platformBalance(page)).toBe(amount(await page.getByTestId('balance').textContent()));
  } finally {
    await phone.close();
  }
});
