import { expect, test } from '@playwright/test';
import { firstInteraction } from './support';

test('home page renders in Vietnamese with the brand configuration loaded', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app (and its copy of the configuration) loads with a guest's first interaction (decision 116).
  await firstInteraction(page);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('system-configurations') ?? '{}')))
    .toMatchObject({ state: { configurations: { APP_NAME: 'xc03', MISSION_REQUIRE_FIRST_DEPOSIT: true } } });
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/khong-ton-tai/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Không tìm thấy trang');
  await expect(page.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
});
