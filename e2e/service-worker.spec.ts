import { expect, test } from '@playwright/test';
import { logInByApi, newPlayer } from './support';

// Every other spec runs with service workers blocked (playwright.config.ts); this one lets the
// site's worker register and take control, as it does for a player.
test.use({ serviceWorkers: 'allow' });

test('once the service worker controls the page, a page opened without a network is the offline page, and "Thử lại" recovers', async ({
  page,
  context,
}) => {
  // a signed-in page hydrates at load, and the app registers /sw.js (decision 086)
  await logInByApi(page, newPlayer('sw'), '/account/user');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

  await context.setOffline(true);
  await page.goto('/gioi-thieu');
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeVisible();
  await expect(page).toHaveTitle('Mất kết nối mạng');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Thử lại' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Trang chủ/ }).first()).toBeVisible();
});
