import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { fundByApi, newPlayer, playerIdOf, registerByApi, shootScreen, signInStaff, staffApi } from './support';

/*
 * Compliance and operations in the back office (decisions 105, 106), in Chromium: compliance
 * changes an AML threshold; finance sees a flagged player's withdrawal blocked, the server
 * refuses it even to a superadmin, until compliance clears the flag. With SHOTS_DIR set, the
 * screens are photographed at 1440 and 1024 px.
 */

test.describe.configure({ timeout: process.env.SHOTS_DIR ? 240_000 : 120_000 });
const SHOTS = process.env.SHOTS_DIR;

const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name);

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name, exact: true }).click();

test('compliance changes an AML threshold; a flagged withdrawal waits for its outcome before finance can approve it', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(baseURL!);
  const before = (await (await staff.get('/admin-api/aml/settings')).json()).data.rules;

  // a player deposits and withdraws without play: the rapid deposit-withdraw rule flags them
  const player = newPlayer('aml');
  const token = await registerByApi(page.request, player);
  const headers = { authorization: `Bearer ${token}` };
  await fundByApi(page.request, token, 2_000_000);
  const bank = await page.request.post('/api/user/bank', {
    headers,
    data: { bankBin: '970436', accountNumber: `07${Date.now()}`.slice(0, 12), holderName: 'NGUYEN VAN AN' },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  const bankAccountId = (await bank.json()).data.id as number;
  expect((await staff.post(`/admin-api/bank-accounts/${bankAccountId}/verify`)).status()).toBe(200);
  const asked = await page.request.post('/api/payment/withdraw/bank', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { bankAccountId, amount: 800_000 },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const withdrawal = (await asked.json()).data as { id: number; code: string; status: string };
  expect(withdrawal.status).toBe('pending');

  const compliance = await signInStaff(browser, 'compliance');
  const finance = await signInStaff(browser, 'finance');
  try {
    // ── compliance raises the large-deposit threshold (audited, in force at once) ──
    await menu(compliance, 'Cảnh báo AML');
    const panel = compliance.getByRole('group', { name: 'Ngưỡng quy tắc AML' });
    await panel.locator('summary').click();
    await panel.getByLabel('Nạp tiền lớn: một lệnh nạp từ').fill('150000000');
    await shoot(compliance, 'aml-settings');
    await panel.getByRole('button', { name: 'Lưu ngưỡng' }).click();
    await expect(panel.getByRole('status')).toHaveText('Đã lưu ngưỡng quy tắc AML');
    await expect(panel.locator('summary')).toContainText('150.000.000');
    const stored = (await (await staff.get('/admin-api/aml/settings')).json()).data;
    expect(stored.rules.largeDepositVnd).toBe(150_000_000);
    expect(stored.updatedBy).toBeTruthy();

    // ── finance: the row says why it waits, and approval is refused ──
    await menu(finance, 'Duyệt rút tiền');
    const row = finance.getByRole('row').filter({ hasText: withdrawal.code });
    await expect(row).toContainText('Chờ tuân thủ kết luận cảnh báo AML');
    await expect(row.getByRole('button', { name: 'Duyệt' })).toBeDisabled();
    await shoot(finance, 'withdrawal-blocked');
    // the server refuses it too, even to a superadmin acting as finance
    const refused = await staff.post(`/admin-api/withdrawals/${withdrawal.id}/approve`);
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('AML_FLAG_OPEN');

    // ── compliance clears the flag with an outcome ──
    const playerId = await playerIdOf(staff, player.username);
    await compliance.reload();
    const flag = compliance.getByRole('article').filter({ hasText: player.username });
    await expect(flag).toContainText('Nạp rồi rút nhanh, ít cược');
    await shoot(compliance, 'aml-queue');
    await flag.getByRole('button', { name: 'Bỏ cảnh báo' }).click();
    const dialog = compliance.getByRole('dialog');
    await dialog.getByLabel('Kết luận').fill('Đã xác minh nguồn tiền qua sao kê lương');
    await dialog.getByRole('button', { name: 'Bỏ cảnh báo' }).click();
    await expect(compliance.getByRole('status').last()).toContainText('Đã bỏ cảnh báo');
    const open = await staff.get(`/admin-api/aml/flags?status=open&player_id=${playerId}`);
    expect((await open.json()).data.items).toEqual([]);

    // ── finance approves now (the queue refreshes itself) ──
    await expect(row).not.toContainText('Chờ tuân thủ kết luận cảnh báo AML', { timeout: 10_000 });
    await row.getByRole('button', { name: 'Duyệt' }).click();
    await expect(finance.getByRole('status')).toHaveText(`Đã duyệt ${withdrawal.code}`);
  } finally {
    await staff.put('/admin-api/aml/settings', { data: before });
    await compliance.context().close();
    await finance.context().close();
  }
});
