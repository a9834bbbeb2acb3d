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

test.describe('a player who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees no animation left running once the app has loaded, where the same page otherwise pulses a few times', async ({
    page,
    browser,
  }) => {
    const running = (p: typeof page) =>
      p.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
    await page.goto('/live-casino');
    await firstInteraction(page);
    // every animation ends at once; an endless pulse must not loop at 0.01 ms a turn either
    await expect.poll(() => running(page)).toBe(0);

    // the same page without the preference pulses (so the check above can fail) a few times,
    // then stops by itself: under five seconds of motion nobody asked for (WCAG 2.2.2)
    const plain = await browser.newContext({ reducedMotion: 'no-preference' });
    const other = await plain.newPage();
    await other.addInitScript(() => {
      const seen = { started: 0, ended: 0 };
      (window as unknown as { pulses: typeof seen }).pulses = seen;
      document.addEventListener('animationstart', () => seen.started++, true);
      document.addEventListener('animationend', () => seen.ended++, true);
    });
    await other.goto(new URL('/live-casino', page.url()).toString());
    const pulses = () =>
      other.evaluate(() => (window as unknown as { pulses: { started: number; ended: number } }).pulses);
    await expect.poll(async () => (await pulses()).started).toBeGreaterThan(0);
    await expect.poll(() => running(other), { timeout: 15_000 }).toBe(0);
    const seen = await pulses();
    expect(seen.ended).toBe(seen.started);
    await plain.close();
  });
});
