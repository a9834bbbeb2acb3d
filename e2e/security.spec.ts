import { expect, type Page, test } from '@playwright/test';
import { logInThroughModal, newPlayer, registerByApi } from './support';

/*
 * The site works under its Content-Security-Policy (decision 072): browsing, logging in and
 * playing a house game in its frame log no CSP violation, and the play token is never stored.
 */

test.describe.configure({ timeout: 60_000 });

/** Every CSP violation (and header error) the page or any of its frames reports, as Chromium words it. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  // Also listen to the DOM event, in every frame: it reports blocks Chromium may log tersely.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    // and a header the browser cannot read (e.g. a Permissions-Policy feature it does not know)
    if (/Refused to|Content Security Policy|Error with Permissions-Policy/i.test(text)) {
      violations.push(`${page.url()}: ${text}`);
    }
  });
  return violations;
}

test('home, login and a house game in its frame run with no CSP violation', async ({ page, request }) => {
  const violations = watchCsp(page);
  const player = newPlayer('csp');
  await registerByApi(request, player);

  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  // ANALYTICS_SITE_CODE unset on this server: no tag's origin allowed, no bootstrap (decision 140;
  // e2e/site-xc06.spec.ts loads them)
  expect(home?.headers()['content-security-policy']).not.toMatch(/googletagmanager|facebook/);
  await expect(page.locator('script[data-analytics-bootstrap]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // hydrated: the header's login button opens the modal
  await logInThroughModal(page, player);
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // The persisted auth state holds the user for display, never the play token.
  const stored = await page.evaluate(() => localStorage.getItem('auth') ?? '');
  expect(stored).toContain(player.username);
  expect(stored).not.toContain('tokenPlay');

  await page.goto('/cong-game/slot');
  const card = page.locator('article', { hasText: 'Thần Tài 5 Cuộn' });
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'QUAY' })).toBeEnabled({ timeout: 20_000 });
  await game.getByRole('button', { name: 'Công bằng' }).click();
  await expect(game.getByRole('dialog', { name: 'Kiểm chứng công bằng' })).toBeVisible();

  // A direct game link gets the play token from the server, only for an address it knows.
  const origin = new URL(page.url()).origin;
  await page.goto(`/game/game-component?url=${encodeURIComponent(`${origin}/house/play/keno`)}`);
  const keno = page.frameLocator('iframe');
  await expect(keno.getByRole('button', { name: 'ĐẶT CƯỢC' })).toBeVisible({ timeout: 20_000 });
  // chips get their colour from an inline style set through the CSSOM, which the policy allows
  await expect(keno.locator('.chip').first()).toHaveCSS('--c', '#6b7280');
  await page.goto(`/game/game-component?url=${encodeURIComponent('https://evil.example/steal')}`);
  await expect(page.getByRole('alert')).toHaveText('Không thể lấy link game');
  await expect(page.locator('iframe')).toHaveCount(0);

  // the UI loads its 1.5 MB bundle, then the document (built once at start-up); timed from there
  const document = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/docs/json', { timeout: 0 });
  await page.goto('/api/docs');
  expect((await document).status()).toBe(200);
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Player platform API', { timeout: 15_000 });

  expect(violations).toEqual([]);
});
