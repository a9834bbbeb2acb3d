import { expect, type Page, test } from '@playwright/test';
import {
  clickHydrating,
  codeFromOutbox,
  expectOnTop,
  hydrated,
  logInByApi,
  newPlayer,
  registerByApi,
  submitRegisterForm,
} from './support';

/*
 * Accounts and sessions end to end (issue 3): register, log out, log in; one session per
 * player; forgot password and phone verification through the sandbox outbox; ?login_token.
 * The server runs in production mode, where the /dev/outbox page is off, so the codes are
 * read from the outbox table of the e2e database.
 */

// Multi-step flows (several modals, argon2 hashing, two browsers): more than the default 30 s on a busy CI box.
test.describe.configure({ timeout: 60_000 });

const LOGGED_IN_ELSEWHERE = 'Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.';

const header = (page: Page) => page.locator('header');
const dialog = (page: Page) => page.getByRole('dialog');

async function loginThroughModal(page: Page, username: string, password: string) {
  await clickHydrating(header(page).getByRole('button', { name: 'Đăng nhập', exact: true }));
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await modal.getByLabel('Tên đăng nhập').fill(username);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await modal.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

async function openAccountMenu(page: Page) {
  await header(page).getByRole('button', { name: 'Tài khoản của tôi' }).click();
  return page.getByRole('menu', { name: 'Tài khoản của tôi' });
}

test('register, log out, log in and see the balance in the header', async ({ page }) => {
  const player = newPlayer('e2e');
  await page.goto('/');
  await clickHydrating(header(page).getByRole('button', { name: 'Đăng ký', exact: true }));
  const modal = dialog(page);
  await expect(modal.getByRole('tab', { name: 'Đăng ký' })).toHaveAttribute('aria-selected', 'true');

  // the form's own rules first: nothing is sent until they pass
  await modal.locator('form').getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(modal.getByText('Vui lòng nhập tên đăng nhập')).toBeVisible();
  await modal.getByLabel('Tên đăng nhập').fill('có dấu');
  await modal.locator('form').getByRole('button', { name: 'Đăng ký', exact: true }).click();
  await expect(modal.getByText('Tên đăng nhập không được chứa khoảng trắng')).toBeVisible();
  await expect(modal.getByText('Bạn phải xác nhận đủ 18 tuổi')).toBeVisible();

  await submitRegisterForm(modal, player);

  await expect(page.getByText('Đăng ký thành công')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('0');

  // the auth state keeps the user only; the session token is in an HttpOnly cookie
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  expect(stored.state.user).toMatchObject({ username: player.username, balance: 0, isVerifyPhone: false });
  expect(stored.state.token).toBeUndefined();
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  expect(await page.evaluate(() => document.cookie)).toMatch(/device_fingerprint=[0-9a-f]{64}/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  const menu = await openAccountMenu(page);
  await expect(menu.getByText(player.username)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(header(page).getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.user)).toBeNull();

  await loginThroughModal(page, player.username, 'sai-mat-khau');
  await expect(page.getByText('Tên đăng nhập hoặc mật khẩu không đúng')).toBeVisible();
  await dialog(page).getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await page.waitForTimeout(550); // submit debounce
  await dialog(page).locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('0');
  await expect(dialog(page)).toHaveCount(0);

  // a reload restores the session from the persisted user and the cookie
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('0');
});

test('a second browser logging in as the same player logs the first one out with the spec toast', async ({
  page,
  browser,
}) => {
  const player = newPlayer('e2e');
  // the first browser's session is the register call's (its cookie); the second logs in through the form
  await logInByApi(page, player);

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto('/');
    await loginThroughModal(second, player.username, player.password);
    await expect(second.getByTestId('header-balance')).toBeVisible();

    // the first tab's next refresh (timer, or the tab regaining focus) answers 401
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText(LOGGED_IN_ELSEWHERE)).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.user)).toBeNull();
    // the second browser stays logged in
    await second.reload();
    await expect(second.getByTestId('header-balance')).toBeVisible();
  } finally {
    await other.close();
  }
});

test("a dialog's errors show above it, never dimmed behind it: wrong password, taken username", async ({ page }) => {
  const player = newPlayer('e2e');
  await registerByApi(page.request, player);
  await page.context().clearCookies({ name: 'session' });
  await page.goto('/');
  await loginThroughModal(page, player.username, 'sai-mat-khau-1');
  await expect(dialog(page)).toBeVisible();
  await expectOnTop(page.getByText('Tên đăng nhập hoặc mật khẩu không đúng'));

  await dialog(page).getByRole('tab', { name: 'Đăng ký' }).click();
  await submitRegisterForm(dialog(page), { ...newPlayer('e2e'), username: player.username });
  await expectOnTop(page.getByText('Tên đăng nhập đã tồn tại'));
});

test('a visitor from a country the brand is not licensed for reads the site but cannot register', async ({
  browser,
}) => {
  // the e2e server trusts X-Forwarded-For from loopback, as it would from its load balancer
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(header(page).getByRole('button', { name: 'Đăng ký', exact: true })).toBeVisible();
    await clickHydrating(header(page).getByRole('button', { name: 'Đăng ký', exact: true }));
    await submitRegisterForm(dialog(page), newPlayer('e2e'));
    await expect(page.getByText('chưa được cấp phép phục vụ người chơi ở khu vực của bạn')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('forgot password completes with the code from the sandbox outbox', async ({ page }) => {
  const player = newPlayer('e2e');
  await registerByApi(page.request, player);
  await page.context().clearCookies({ name: 'session' });
  await page.goto('/');
  await clickHydrating(header(page).getByRole('button', { name: 'Đăng nhập', exact: true }));
  await dialog(page).getByRole('button', { name: 'Quên mật khẩu?' }).click();

  const forgot = dialog(page);
  await expect(forgot.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
  await forgot.getByLabel('Tài khoản').fill(player.phone);
  await forgot.getByRole('button', { name: 'Tiếp tục' }).click();

  const otp = dialog(page);
  await expect(otp.getByRole('heading', { name: 'Nhập mã OTP' })).toBeVisible();
  // the form does not say whether the account exists, nor show its phone number
  await expect(otp.getByText(/Nếu thông tin bạn nhập khớp với một tài khoản.*số điện thoại đã đăng ký/)).toBeVisible();
  await expect(otp.getByText(/Gửi lại sau \d+s/)).toBeVisible();
  const code = await codeFromOutbox(player.phone, 'otp:reset_password');
  await otp.getByLabel('Mã OTP').fill(code === '000000' ? '111111' : '000000');
  await otp.getByRole('button', { name: 'Xác nhận' }).click();
  // the wrong-code toast shows above the open dialog, not dimmed behind it
  await expectOnTop(page.getByText('Đã có lỗi xảy ra, vui lòng nhập lại'));
  await otp.getByLabel('Mã OTP').fill(code);
  await page.waitForTimeout(550);
  await otp.getByRole('button', { name: 'Xác nhận' }).click();

  const reset = dialog(page);
  await expect(reset.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible();
  await reset.getByLabel('Mật khẩu mới', { exact: true }).fill('matkhaumoi9');
  await reset.getByLabel('Nhập lại mật khẩu mới').fill('khac-nhau');
  await reset.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(reset.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
  await reset.getByLabel('Nhập lại mật khẩu mới').fill('matkhaumoi9');
  await reset.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Đặt lại mật khẩu thành công, vui lòng đăng nhập lại')).toBeVisible();

  // back on the login form: the new password works
  const login = dialog(page);
  await login.getByLabel('Tên đăng nhập').fill(player.username);
  await login.getByLabel('Mật khẩu', { exact: true }).fill('matkhaumoi9');
  await login.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('phone verification completes with the code from the sandbox outbox', async ({ page }) => {
  const player = newPlayer('e2e');
  await logInByApi(page, player);

  let menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Xác thực số điện thoại' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Xác thực số điện thoại' })).toBeVisible();
  await modal.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await expect(page.getByText('Mã OTP đã được gửi')).toBeVisible();
  await modal.getByLabel('Mã OTP').fill(await codeFromOutbox(player.phone, 'otp:verify_phone'));
  await modal.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Xác thực số điện thoại thành công')).toBeVisible();
  await expect(modal).toBeHidden();

  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state.user.isVerifyPhone)).toBe(
    true,
  );
  menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Xác thực số điện thoại' })).toHaveCount(0);
});

test('?login_token logs in and the URL loses the parameter', async ({ page }) => {
  const player = newPlayer('e2e');
  const token = await registerByApi(page.request, player);
  await page.context().clearCookies({ name: 'session' });
  const issued = await page.request.post('/api/auth/login-token', { headers: { authorization: `Bearer ${token}` } });
  expect(issued.status()).toBe(200);
  const loginToken = (await issued.json()).data.token as string;

  // four steps in a row, each timed on its own: the app hydrates, the device fingerprint every
  // API call carries, the auto-login, and the page loaded again without the token
  const autoLogin = page.waitForResponse((r) => r.url().endsWith('/api/auth/auto-login'), { timeout: 0 });
  await page.goto(`/?tab=hot&login_token=${encodeURIComponent(loginToken)}`);
  expect((await autoLogin).status()).toBe(200);
  await page.waitForURL(/\/\?tab=hot$/, { timeout: 0 });
  await hydrated(page);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state.user.username)).toBe(
    player.username,
  );

  // the token works once: a second visit with it shows the spec message and strips it too
  await page.context().clearCookies({ name: 'session' });
  await page.evaluate(() => localStorage.removeItem('auth'));
  await page.goto(`/?login_token=${encodeURIComponent(loginToken)}`);
  await expect(page.getByText('Đăng nhập tự động không thành công')).toBeVisible();
  await expect(page).not.toHaveURL(/login_token/);
  await expect(header(page).getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
});

test('the account guard asks a guest to log in and continues to the page afterwards', async ({ page }) => {
  const player = newPlayer('e2e');
  await registerByApi(page.request, player);
  await page.context().clearCookies({ name: 'session' });
  await page.goto('/account/user');
  // the account area hydrates at load, then its guard opens the login
  await hydrated(page);
  const modal = dialog(page);
  await expect(modal.getByRole('tab', { name: 'Đăng nhập' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/\/account/);
  await modal.getByLabel('Tên đăng nhập').fill(player.username);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await modal.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/user$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
