import { expect, type Page, test } from '@playwright/test';
import { logInByApi, newPlayer } from './support';

/*
 * Player protection end to end (decision 025): a player sets a daily deposit limit of 200,000,
 * deposits 150,000 through the Codepay sandbox, is refused a further 100,000 with the limit and
 * what remains, then self-excludes for 24 hours and is logged out and cannot log in again.
 */

test.describe.configure({ timeout: 90_000 });

const header = (page: Page) => page.locator('header');

test('a daily deposit limit refuses a deposit over it; self-exclusion logs the player out', async ({ page }) => {
  const player = newPlayer('prot', '097');
  await logInByApi(page, player, '/account');
  await expect(page.getByTestId('header-balance')).toHaveText('0');

  // The responsible-gaming page is in the account menu.
  await page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Chơi có trách nhiệm' }).click();
  await expect(page).toHaveURL(/\/account\/responsible-gaming$/);

  const deposit = page.getByTestId('limit-deposit');
  await deposit.getByLabel('Kỳ').selectOption('day');
  // the field takes digits only, and groups them as every amount on the site
  await deposit.getByLabel('Số tiền (VND)').fill('2a0-0.0e00');
  await expect(deposit.getByLabel('Số tiền (VND)')).toHaveValue('200,000');
  await deposit.getByRole('button', { name: 'Lưu hạn mức' }).click();
  await expect(page.getByTestId('limit-deposit-day').getByTestId('limit-amount')).toHaveText('200,000');

  // 150,000 through the Codepay voucher and the sandbox bank transfer.
  await page.goto('/account/deposit/codepay');
  const amountField = page.getByLabel('Số tiền nạp');
  await amountField.fill('150000');
  await page.waitForTimeout(550); // submit debounce
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await page.getByRole('button', { name: 'Giả lập chuyển khoản (sandbox)' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('150,000', { timeout: 15_000 });

  // A further 100,000 would pass the limit: refused, nothing created.
  await page.goto('/account/deposit/codepay');
  await page.getByLabel('Số tiền nạp').fill('100000');
  await page.waitForTimeout(550);
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/payment/deposit/codepay')),
    page.getByRole('button', { name: 'Tạo phiếu nạp' }).click(),
  ]);
  expect(refused.status()).toBe(403);
  const message =
    'Vượt hạn mức nạp theo ngày 200,000 VND. Bạn chỉ còn có thể nạp 50,000 VND trong ngày này; hạn mức đặt lại lúc 00:00';
  expect((await refused.json()).message).toMatch(new RegExp(`^${message} \\d{2}/\\d{2}/\\d{4}\\.$`));
  await expect(page.getByText(message).first()).toBeVisible();

  // The page shows the usage of the day.
  await page.goto('/account/responsible-gaming');
  await expect(page.getByTestId('limit-deposit-day')).toContainText('150,000');
  await expect(page.getByTestId('limit-deposit-day')).toContainText('50,000');

  // Self-exclusion for 24 hours, confirmed with the password and a confirm dialog.
  const exclusion = page.getByTestId('self-exclusion');
  await exclusion.getByLabel('Thời gian').selectOption('24h');
  await exclusion.getByLabel('Mật khẩu').fill(player.password);
  await exclusion.getByRole('button', { name: 'Tự loại trừ' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('trong 24 giờ');
  await dialog.getByRole('button', { name: 'Khóa tài khoản' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  expect((await page.request.get('/api/user/protection')).status()).toBe(401);

  const again = await page.request.post('/api/auth/login', {
    data: { username: player.username, password: player.password },
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).code).toBe('ACCOUNT_SELF_EXCLUDED');
});
