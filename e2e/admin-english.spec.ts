import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newPlayer, playerIdOf, registerByApi, shootScreen, signInStaff, staffApi } from './support';

/*
 * The back office in English (decision 165): a finance member switches language in the header,
 * the app reloads in English with English number formats, keeps it after a reload, and the
 * player view and the adjustments page show the player's money in English. With SHOTS_DIR set,
 * the dashboard, the withdrawals queue and the player view are photographed at 1440 and 1024 px.
 */
// a staff sign-in may wait for a fresh authenticator step (30 s)
test.describe.configure({ timeout: process.env.SHOTS_DIR ? 150_000 : 90_000 });

test('a staff member who switches to English reads the money pages in English, and keeps it', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(baseURL!);
  const player = newPlayer('en');
  await registerByApi(page.request, player);
  const id = await playerIdOf(staff, player.username);
  const credit = await staff.post('/admin-api/adjustments', {
    headers: { 'idempotency-key': randomUUID() },
    data: { playerId: id, account: 'cash', direction: 'credit', amount: 25_000, reason: 'e2e english view' },
  });
  expect(credit.status()).toBe(200);

  const finance = await signInStaff(browser, 'finance');
  await finance.getByRole('button', { name: 'English' }).click();
  const menu = finance.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu.getByRole('link', { name: 'Withdrawal review', exact: true })).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await shootScreen(finance, process.env.SHOTS_DIR, 'en-dashboard');

  await menu.getByRole('link', { name: 'Withdrawal review', exact: true }).click();
  await expect(finance.getByRole('heading', { level: 1, name: 'Withdrawal review' })).toBeVisible();
  await shootScreen(finance, process.env.SHOTS_DIR, 'en-withdrawals');

  await finance.goto(`/admin/nguoi-choi/${id}`);
  await expect(finance.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(finance.getByText('Cash: 25,000 ₫')).toBeVisible();
  await expect(finance.getByRole('row').filter({ hasText: 'Manual adjustment' }).first()).toContainText('25,000 ₫');
  await shootScreen(finance, process.env.SHOTS_DIR, 'en-player');

  await menu.getByRole('link', { name: 'Balance adjustments', exact: true }).click();
  await expect(
    finance.getByRole('row').filter({ hasText: player.username }).filter({ hasText: 'e2e english view' }),
  ).toContainText('Applied');
  await finance.context().close();
});
