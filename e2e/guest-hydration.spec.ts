import { expect, type Page, test } from '@playwright/test';
import { logInByApi, newPlayer } from './support';

/** Scripts the page has fetched from the site's build (decision 116: none for a guest before interacting). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/assets/')) scripts.push(r.url());
  });
  return scripts;
}

test("a guest's page loads no module until the first interaction, and the first click is not lost", async ({
  page,
}) => {
  const scripts = watchScripts(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  // The bootstrap runs under the page's nonce (a blocked script would not hold the click below).
  const bootstrapNonce = await page.evaluate(
    () => Array.from(document.scripts).find((s) => s.textContent?.includes('x-site-deferred-module'))?.nonce,
  );
  expect(bootstrapNonce).toBe(nonce);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  // The guest's buttons are in the server HTML, not a placeholder waiting for the app.
  const login = page.locator('header').getByRole('button', { name: 'Đăng nhập', exact: true });
  await expect(login).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(scripts).toEqual([]);

  await login.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Tên đăng nhập')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
});

test('a plain link works before the app has loaded, and the register button replays on the next page', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/');
  // A keyboard-free, pointer-free follow of a link: the browser's own navigation.
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('header a[href="/khuyen-mai"]');
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
  await expect(page).toHaveURL(/\/khuyen-mai$/);
  expect(scripts).toEqual([]);
  await page.locator('header').getByRole('button', { name: 'Đăng ký', exact: true }).click();
  // The click is held until the app has loaded, then replayed: the dialog opens only after
  // hydration, which took over 10 s with two e2e workers on a loaded 2-core machine.
  await expect(page.getByRole('dialog', { name: 'Tạo tài khoản mới' })).toBeVisible({ timeout: 30_000 });
});

test("a logged-in player's page hydrates at load with its module preloads", async ({ page }) => {
  const player = newPlayer('gh');
  // signed in with no page of the site opened: /live-casino is the first, and hydrates at load
  await logInByApi(page, player, null);
  const scripts = watchScripts(page);
  await page.goto('/live-casino');
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  await expect(page.locator('script[type="text/x-site-deferred-module"]')).toHaveCount(0);
  // No interaction: the live balance is there because the page hydrated by itself.
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
});
