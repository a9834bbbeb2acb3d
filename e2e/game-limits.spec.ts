import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newPlayer, registerByApi, staffApi } from './support';

/*
 * Per-player table limits (issue 18, decision 118): staff set sic bo's maximum through the admin
 * API, and the player's sic bo screen shows it under the chips, turns off the chip above it and
 * does not stack a spot past it. The limits are put back afterwards (other specs play sic bo).
 */

const LIMITS = { spotMin: 2_000, spotMax: 100_000, roundMin: 2_000, roundMax: 300_000 };
const SHOTS = process.env.SHOTS_DIR;

test("staff set sic bo's maximum and the player's sic bo screen shows it and keeps the chips within it", async ({
  page,
  baseURL,
}) => {
  const staff = await staffApi(baseURL!);
  const list = await staff.get('/admin-api/house/table-limits');
  expect(list.status()).toBe(200);
  const before = (await list.json()).data.find((r: { table: string }) => r.table === 'sicbo').limits;
  const set = await staff.put('/admin-api/house/table-limits/sicbo', { data: LIMITS });
  expect(set.status(), await set.text()).toBe(200);
  try {
    const player = newPlayer('lim');
    const token = await registerByApi(page.request, player);
    await page.setViewportSize({ width: 360, height: 780 });
    const link = await page.request.get('/api/game/link?partner_provider=house&partner_game_type=sicbo&device=mobile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(link.status()).toBe(200);
    await page.goto((await link.json()).data as string);

    await expect(page.getByTestId('table-limits')).toHaveText(
      'Giới hạn mỗi cửa: 2,000 ₫ – 100,000 ₫ · Mỗi ván: 2,000 ₫ – 300,000 ₫',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('radio', { name: '500,000 ₫' })).toBeDisabled();
    await page.getByRole('radio', { name: '100,000 ₫' }).click();
    const big = page.locator('[data-spot="big"]');
    await big.click();
    await expect(big.locator('.stake')).toHaveText('100K');
    // a second chip would pass the spot's maximum: it is not placed
    await big.click();
    await expect(page.locator('.toast').last()).toHaveText('Mức cược mỗi cửa tối đa là 100,000 ₫');
    await expect(big.locator('.stake')).toHaveText('100K');
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/sicbo-limits-360.png`, fullPage: true });
    }
  } finally {
    await staff.put('/admin-api/house/table-limits/sicbo', { data: before });
  }
});
