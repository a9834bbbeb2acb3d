import { expect, test } from '@playwright/test';
import { logInAsNewPlayer } from './support';

/*
 * Two brands from one server (decision 154): playwright.config.ts maps xc03 to localhost and
 * xc04 to xc04.localhost (Chromium resolves every *.localhost name to loopback). Each host shows
 * its own brand, and a session of one brand opens nothing on the other, even with its cookie
 * copied there by hand.
 */

const PORT = Number(process.env.E2E_PORT ?? 3199);
const XC04 = `http://xc04.localhost:${PORT}`;

test('should serve each brand on its own host, and keep a session of one brand invalid on the other', async ({
  page,
  context,
}) => {
  await page.goto(`${XC04}/`);
  await expect(page).toHaveTitle(/^XC04/);
  const player = await logInAsNewPlayer(page, 'brands');
  await expect(page).toHaveTitle(/^XC03/);
  const session = (await context.cookies()).find((c) => c.name === 'session');
  expect(session?.domain).toBe('localhost');

  // host-only: the browser does not send xc03's cookie to xc04, so xc04's page is a guest's
  await page.goto(`${XC04}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  // and the session itself, carried over by hand, is no session on xc04
  await context.addCookies([{ ...session!, domain: 'xc04.localhost' }]);
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
  // while on xc03 the player is still signed in
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
