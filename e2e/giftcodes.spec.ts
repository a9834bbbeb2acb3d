import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { clickHydrating, codeFromOutbox, DATABASE_URL, logInByApi, newPlayer, type Player } from './support';

/*
 * Gift codes end to end (issue 8): a new player is asked to verify the phone, redeems the
 * seeded DEMOGIFT, sees the receivedGiftcode modal and the header balance grow by exactly the
 * code's amount, then the history row; the pending code blocks the next one; a wrong code gets
 * 'Giftcode không hợp lệ'; a malformed one never reaches the server. OTP codes are read from
 * the sandbox outbox table of the e2e database (the /dev/outbox page is off in production mode).
 */

test.describe.configure({ timeout: 90_000 });

const REDEEM_PATH = '/api/user/giftcode/redeem';

async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const header = (page: Page) => page.locator('header');
const balance = async (page: Page) => Number((await page.getByTestId('header-balance').innerText()).replace(/,/g, ''));

/**
 * A new player registered (by the API, as an app would: the register form and its toast are
 * e2e/auth.spec.ts's subject) and signed in on `path`, with nothing in the header yet.
 */
async function registered(page: Page, player: Player, path?: string) {
  await logInByApi(page, player, path);
  await expect(page.getByTestId('header-balance')).toHaveText('0');
}

async function openFromAccountMenu(page: Page) {
  await header(page).getByRole('button', { name: 'Tài khoản của tôi' }).click();
  await page.getByRole('menu', { name: 'Tài khoản của tôi' }).getByRole('menuitem', { name: 'Nhập giftcode' }).click();
  const modal = page.getByRole('dialog', { name: 'Nhập giftcode' });
  await expect(modal).toBeVisible();
  return modal;
}

test('a new player verifies the phone, redeems DEMOGIFT and sees the credit, the total bet and the history row', async ({
  page,
}) => {
  const [demo] = await query<{ amount: string; turnover: number }>(
    `SELECT amount, turnover FROM giftcodes WHERE code = 'DEMOGIFT'`,
  );
  expect(demo, 'the seed creates DEMOGIFT').toBeDefined();
  const amount = Number(demo!.amount);
  const requiredBet = amount * demo!.turnover;
  const fmt = (n: number) => `${n.toLocaleString('en-US')} đ`;

  const redeemCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === REDEEM_PATH) redeemCalls.push(r.postData() ?? '');
  });

  const player = newPlayer('gc');
  await registered(page, player);

  let modal = await openFromAccountMenu(page);
  // the field's own rules first: nothing is sent until they pass
  const field = modal.getByLabel('Mã giftcode');
  const submit = modal.getByRole('button', { name: 'Xác nhận' });
  await submit.click();
  await expect(modal.getByText('Vui lòng nhập mã giftcode')).toBeVisible();
  await field.fill('DEMO-GIFT!');
  await expect(modal.getByText('Vui lòng không nhập ký tự đặc biệt')).toBeVisible();
  await submit.click();
  await expect(modal.getByText('Vui lòng không nhập ký tự đặc biệt')).toBeVisible();
  await field.fill('A'.repeat(21));
  await expect(modal.getByText('Không được nhập quá 20 ký tự')).toBeVisible();
  await submit.click();
  expect(redeemCalls, 'malformed codes are refused before any request').toEqual([]);

  // an unverified phone is explained up front, with the way to verify it
  await expect(modal.getByText('Vui lòng xác thực số điện thoại để sử dụng giftcode')).toBeVisible();
  // a well-formed code without a verified phone leads to verification, not to a refusal
  await field.fill('DEMOGIFT');
  await submit.click();
  const verify = page.getByRole('dialog', { name: 'Xác thực số điện thoại' });
  await expect(verify).toBeVisible();
  expect(redeemCalls, 'nothing is sent before the phone is verified').toEqual([]);
  await verify.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await verify.getByLabel('Mã OTP').fill(await codeFromOutbox(player.phone, 'otp:verify_phone'));
  await verify.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Xác thực số điện thoại thành công')).toBeVisible();
  await expect(verify).toBeHidden();
  modal = page.getByRole('dialog', { name: 'Nhập giftcode' });
  await expect(modal.getByText('Vui lòng xác thực số điện thoại để sử dụng giftcode')).toHaveCount(0);

  // a code that does not exist: the server's message, nothing credited
  await field.fill('KHONGCOMA123');
  await modal.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(modal.getByText('Giftcode không hợp lệ')).toBeVisible();
  expect(redeemCalls).toHaveLength(1);

  const before = await balance(page);
  await page.waitForTimeout(550); // submit debounce
  await field.fill('demogift'); // typed in lower case: codes are case-insensitive
  await modal.getByRole('button', { name: 'Xác nhận' }).click();
  const received = page.getByRole('dialog', { name: 'Nhận giftcode thành công' });
  await expect(received).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(received.getByText('DEMOGIFT')).toBeVisible();
  await expect(received.getByTestId('giftcode-received-amount')).toHaveText(`+${fmt(amount)}`);
  await expect(received.getByTestId('giftcode-required-bet')).toHaveText(fmt(requiredBet));
  await expect(received.getByTestId('giftcode-current-bet')).toHaveText(fmt(0));
  await expect(received.getByText('Chưa đủ điều kiện rút tiền')).toBeVisible();
  await expect.poll(() => balance(page)).toBe(before + amount);
  await page.waitForTimeout(500);
  expect(await balance(page), 'credited exactly once').toBe(before + amount);

  await received.getByRole('link', { name: 'Xem lịch sử giftcode' }).click();
  await expect(page).toHaveURL(/\/account\/history\?tab=giftcodes$/);
  await expect(received).toBeHidden();
  const row = page.getByTestId('giftcode-history-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td')).toHaveText([
    'DEMOGIFT',
    /\d{2}\/\d{2}\/\d{4}/,
    fmt(requiredBet),
    fmt(0),
    `+${fmt(amount)}`,
    'Chưa đủ điều kiện rút tiền',
  ]);

  // the pending code blocks the next one until its total bet is met (the server's words)
  await page.getByTestId('giftcode-history').getByRole('button', { name: 'Nhập giftcode' }).click();
  modal = page.getByRole('dialog', { name: 'Nhập giftcode' });
  await modal.getByLabel('Mã giftcode').fill('DEMOGIFT');
  await modal.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(modal.getByRole('alert').filter({ hasText: 'trước khi nhập giftcode mới' })).toContainText(
    'của giftcode DEMOGIFT',
  );
  expect(await balance(page)).toBe(before + amount);
});

test('a guest who asks to enter a gift code gets the login modal', async ({ page }) => {
  await page.goto('/huong-dan-nhan-gift-code');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a guest's first click: it opens the login once the app has hydrated
  await clickHydrating(page.getByRole('main').getByRole('button', { name: 'Nhập giftcode' }));
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('tab', { name: 'Đăng nhập' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('dialog', { name: 'Nhập giftcode' })).toHaveCount(0);
});

test('the gift code history starts empty for a new player', async ({ page }) => {
  const player = newPlayer('gc');
  await registered(page, player, '/account/history?tab=giftcodes');
  await expect(page.getByTestId('giftcode-history-empty')).toContainText(
    'Bạn chưa nhập giftcode nào trong 7 ngày gần nhất',
  );
});
