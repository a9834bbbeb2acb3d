import { expect, test } from '@playwright/test';
import { newPlayer, newStaff, registerByApi } from './support';

/*
 * The operations screen shows the figures Prometheus scrapes (decision 130) for staff who do not
 * use it: a player's requests move this instance's counts, and the database's state is there.
 */

test('the operations screen shows the monitoring figures, moving with what players do', async ({
  browser,
  baseURL,
  request,
}) => {
  const { token } = await newStaff(baseURL!, 'superadmin');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  await context.addCookies([
    { name: 'staff_session', value: token, url: baseURL!, httpOnly: true, sameSite: 'Strict' },
  ]);
  const page = await context.newPage();
  // a player of this test makes player API requests (registration)
  await registerByApi(request, newPlayer('ops'));
  await page.goto('/admin/van-hanh');
  const figures = page.getByTestId('ops-figures');
  await expect(figures.getByRole('heading', { name: 'Số liệu giám sát' })).toBeVisible();
  await expect(figures.getByText('Cùng số liệu Prometheus đọc ở /metrics')).toBeVisible();
  const playerApi = figures.getByRole('row').filter({ hasText: 'API người chơi' });
  await expect(playerApi).toBeVisible();
  const count = async () => Number((await playerApi.getByRole('cell').nth(2).innerText()).replace(/\D/g, ''));
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await registerByApi(request, newPlayer('ops'));
  // the page refreshes its figures every 10 s; a reload reads them now
  await page.reload();
  await expect.poll(count).toBeGreaterThan(before);
  await expect(figures.getByText('Máy chính · timeline')).toBeVisible();
  await context.close();
});
