import { expect, test } from '@playwright/test';
import { newPlayer, registerByApi } from './support';

/*
 * Two brands from one server (decision 154): playwright.config.ts maps xc03 to localhost and
 * xc04 to xc04.localhost (Chromium resolves every *.localhost name to loopback). Each host shows
 * its own brand, and a session of one brand opens nothing on the other, even with its cookies
 * copied there by hand.
 */

const PORT = Number(process.env.E2E_PORT ?? 3199);
const XC04 = `http://xc04.localhost:${PORT}`;

// the first spec after the server's start may meet both brands still warming up
test.describe.configure({ timeout: 60_000 });

test('should serve each brand on its own host, and keep a session of one brand invalid on the other', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^XC03/);
  const player = newPlayer('brands');
  await registerByApi(page.request, player);
  expect((await page.request.get('/api/user/balance')).status()).toBe(200);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'session')?.domain).toBe('localhost');

  // host-only: the browser does not send xc03's cookie to xc04, whose page is its own and a guest's
  await page.goto(`${XC04}/`);
  await expect(page).toHaveTitle(/^XC04/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  // and xc03's cookies (the session, the device's), carried over by hand, open nothing on xc04
  await context.addCookies([
    ...cookies.map((c) => ({ ...c, domain: 'xc04.localhost' })),
    // a device's fingerprint, which a password login needs before it checks the password
    { name: 'device_fingerprint', value: 'ab'.repeat(32), domain: 'xc04.localhost', path: '/' },
  ]);
  const answers = await page.evaluate(
    async ({ username, password }) => {
      const balance = await fetch('/api/user/balance');
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return [balance.status, login.status];
    },
    { username: player.username, password: player.password },
  );
  expect(answers).toEqual([401, 401]);
  // while on xc03 the same session still holds
  expect((await page.request.get('/api/user/balance')).status()).toBe(200);
});
