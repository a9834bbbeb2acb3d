import { expect, type Locator, type Page, test } from '@playwright/test';
import { approveIfHeld, approveWithdrawal, logInByApi, newPlayer, staffApi } from './support';

/*
 * The cashier end to end (issue 6): a player deposits with every method through the sandbox
 * gateways (their signed callbacks credit the wallet, and the header balance follows the
 * balance stream without a reload), adds a bank account that staff verify through
 * /admin-api, withdraws with every method (the large bank withdrawal waits for staff
 * approval, the small ones are auto-approved) and finds each transaction in the history.
 */

// One long player journey; the sandbox callbacks arrive after 1.5 s each.
test.describe.configure({ timeout: 120_000 });

/** A valid TRON (TRC20) address: base58check with the 0x41 prefix. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

const balance = (page: Page) => page.getByTestId('header-balance');

/** The balance the wallet holds now (what the player can spend), through the page's own session. */
async function available(page: Page): Promise<number> {
  const res = await page.request.get('/api/user/balance');
  expect(res.status()).toBe(200);
  return (await res.json()).data.available as number;
}

/** Clicks a tab of the deposit/withdraw nav (client-side navigation: the page is not reloaded). */
async function openTab(page: Page, nav: string, tab: string) {
  await page.getByRole('navigation', { name: nav }).getByRole('link', { name: tab, exact: true }).click();
}

/** Waits for the JSON answer of a POST to `path` triggered by `action`. */
async function answerOf<T>(page: Page, path: string, action: () => Promise<void>): Promise<T> {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path),
    action(),
  ]);
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(200);
  return body.data as T;
}

async function expectBalance(page: Page, amount: number) {
  // /api/auth/refresh is blocked in the test, so the balance stream is what moves the header.
  await expect(balance(page)).toHaveText(fmt(amount), { timeout: 10_000 });
}

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

const result = (page: Page, testId: string): Locator => page.getByTestId(testId);

test('deposit with every method, verify a bank, withdraw with every method, see it all in history', async ({
  page,
  baseURL,
}) => {
  const player = newPlayer('cash');
  // The site knows the player from the persisted user a login leaves, which logInByApi writes;
  // the cashier is the first page opened (decision 172).
  await logInByApi(page, player, '/account/deposit');
  await expect(balance(page)).toHaveText('0');

  // From here on the session refresh (timer, focus) cannot move the header balance: only the
  // balance stream can.
  await page.route('**/api/auth/refresh', (route) => route.abort());

  const staff = await staffApi(baseURL!);
  const codes: { code: string; type: 'Nạp tiền' | 'Rút tiền'; status: string }[] = [];
  let expected = 0;

  // Every client-side navigation below keeps the same document: a reload would reset this marker.
  await expect(page).toHaveURL(/\/account\/deposit\/codepay$/);
  await markDocument(page);
  const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

  // The first-deposit promotions are offered, named by the texts generated from their rules.
  const promotions = (await (await page.request.get('/api/promotions')).json()).data as {
    title: string;
    rule: { kind: string };
  }[];
  const firstDeposit = promotions.filter((p) => p.rule.kind === 'first_deposit').map((p) => p.title);
  expect(firstDeposit.length).toBeGreaterThan(0);
  const picker = page.getByLabel('Khuyến mãi');
  for (const title of firstDeposit) await expect(picker.locator('option', { hasText: title })).toHaveCount(1);

  // ── Codepay (VietQR): voucher -> the sandbox bank app transfers -> signed SePay webhook ──
  const amountField = page.getByLabel('Số tiền nạp');
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(page.getByText('Vui lòng nhập số tiền')).toBeVisible();
  await page.waitForTimeout(550); // submit debounce
  await amountField.fill('20000');
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(page.getByText('Số tiền nạp tối thiểu là 50,000 VND')).toBeVisible();
  await amountField.fill('500000');
  await expect(amountField).toHaveValue('500,000');
  await page.waitForTimeout(550); // submit debounce
  const voucher = await answerOf<{ transferCode: string; deposit: { code: string } }>(
    page,
    '/api/payment/deposit/codepay',
    () => page.getByRole('button', { name: 'Tạo phiếu nạp' }).click(),
  );
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await expect(page.getByText(voucher.transferCode, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Giả lập chuyển khoản (sandbox)' }).click();
  expected += 500_000;
  await expectBalance(page, expected);
  await expect(result(page, 'deposit-result')).toHaveAttribute('data-status', 'credited');
  await expect(result(page, 'deposit-result')).toContainText('500,000');
  codes.push({ code: voucher.deposit.code, type: 'Nạp tiền', status: 'Thành công' });

  // ── Phone card: the card exchange's signed callback, credited net of the carrier fee ──
  await openTab(page, 'Nạp tiền', 'Thẻ cào');
  const methods = (await (await page.request.get('/api/payment/methods')).json()).data;
  const viettelFee = methods.deposit.card.carriers.find((c: { carrier: string }) => c.carrier === 'VIETTEL').feePercent;
  await page.getByLabel('Nhà mạng').selectOption('VIETTEL');
  await page.getByLabel('Mệnh giá').selectOption('100000');
  await page.getByLabel('Mã thẻ').fill(`1${Date.now()}`.slice(0, 13));
  await page.getByLabel('Số seri').fill(`2${Date.now()}`.slice(0, 12));
  const card = await answerOf<{ code: string }>(page, '/api/payment/deposit/card', () =>
    page.getByRole('button', { name: 'Nạp thẻ' }).click(),
  );
  expected += 100_000 - Math.ceil((100_000 * viettelFee) / 100);
  await expectBalance(page, expected);
  await expect(result(page, 'deposit-result')).toHaveAttribute('data-status', 'credited');
  codes.push({ code: card.code, type: 'Nạp tiền', status: 'Thành công' });

  // ── Crypto: the player's address, the sandbox chain sends USDT, credited at the required confirmations ──
  await openTab(page, 'Nạp tiền', 'Tiền điện tử');
  await page.getByLabel('Loại tiền').selectOption('USDT');
  await page.getByLabel('Mạng lưới').selectOption('TRC20');
  const crypto = await answerOf<{ deposit: { code: string }; address: string; rateVnd: number }>(
    page,
    '/api/payment/deposit/crypto',
    () => page.getByRole('button', { name: 'Lấy địa chỉ ví' }).click(),
  );
  await expect(page.getByText(crypto.address, { exact: true })).toBeVisible();
  await page.getByLabel('Số lượng').fill('100');
  await page.getByRole('button', { name: 'Giả lập gửi tiền (sandbox)' }).click();
  expected += 100 * crypto.rateVnd;
  await expectBalance(page, expected);
  await expect(result(page, 'deposit-result')).toHaveAttribute('data-status', 'credited');
  codes.push({ code: crypto.deposit.code, type: 'Nạp tiền', status: 'Thành công' });

  // ── Bank transfer: account details and the code, the same signed bank webhook ──
  await openTab(page, 'Nạp tiền', 'Chuyển khoản');
  await page.getByLabel('Số tiền nạp').fill('300000');
  await page.waitForTimeout(550); // submit debounce
  const bankIn = await answerOf<{ transferCode: string; deposit: { code: string } }>(
    page,
    '/api/payment/deposit/bank',
    () => page.getByRole('button', { name: 'Tạo phiếu nạp' }).click(),
  );
  await expect(page.getByText(bankIn.transferCode, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Giả lập chuyển khoản (sandbox)' }).click();
  expected += 300_000;
  await expectBalance(page, expected);
  await expect(result(page, 'deposit-result')).toHaveAttribute('data-status', 'credited');
  codes.push({ code: bankIn.deposit.code, type: 'Nạp tiền', status: 'Thành công' });
  expect(await sameDocument()).toBe(true);

  // ── MoMo: off to the wallet's payment page and back with ?deposit=<id>; the IPN credits ──
  await openTab(page, 'Nạp tiền', 'Ví MoMo');
  await page.getByLabel('Số tiền nạp').fill('200000');
  // The page leaves for the payUrl at once, so the created deposit is known from the return URL.
  await page.getByRole('button', { name: 'Thanh toán bằng MoMo' }).click();
  await expect(page).toHaveURL(/\/sandbox\/momo\/pay\//);
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  // MoMo appends its result (resultCode, signature...) to the redirect, as the real wallet does.
  await expect(page).toHaveURL(/\/account\/deposit\/wallet\?deposit=\d+&/);
  const momoId = Number(new URL(page.url()).searchParams.get('deposit'));
  expected += 200_000;
  await expect(result(page, 'deposit-result')).toHaveAttribute('data-status', 'credited', { timeout: 15_000 });
  await expectBalance(page, expected);
  const momo = (await (await page.request.get(`/api/payment/deposit/${momoId}`)).json()).data;
  expect(momo).toMatchObject({ method: 'momo', status: 'credited', amount: 200_000 });
  codes.push({ code: momo.code, type: 'Nạp tiền', status: 'Thành công' });
  expect(await available(page)).toBe(expected);
  await markDocument(page);

  // ── Bank account: the player adds it (verifying), staff verify it through /admin-api ──
  await page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Tài khoản ngân hàng' }).click();
  await expect(page.getByTestId('bank-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Thêm tài khoản ngân hàng' }).click();
  await expect(page.getByText('Vui lòng chọn ngân hàng')).toBeVisible();
  await page.waitForTimeout(550); // submit debounce
  const accountNumber = String(Date.now()).slice(-10);
  await page.getByLabel('Ngân hàng').selectOption({ index: 1 });
  await page.getByLabel('Số tài khoản').fill(accountNumber);
  await page.getByLabel('Chủ tài khoản').fill('Nguyễn Văn An');
  await expect(page.getByLabel('Chủ tài khoản')).toHaveValue('NGUYEN VAN AN');
  await page.getByRole('button', { name: 'Thêm tài khoản ngân hàng' }).click();
  const row = page.getByTestId('bank-list').getByRole('listitem').filter({ hasText: accountNumber });
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'verifying');

  const pending = await staff.get('/admin-api/bank-accounts', { params: { status: 'verifying', per_page: 50 } });
  expect(pending.status()).toBe(200);
  const mine = (await pending.json()).data.find((a: { accountNumber: string }) => a.accountNumber === accountNumber);
  expect(mine).toBeTruthy();
  const verified = await staff.post(`/admin-api/bank-accounts/${mine.id}/verify`);
  expect(verified.status()).toBe(200);

  // ── Bank withdrawal above the auto-approval limit: reserved, then paid once staff approve ──
  await page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Rút tiền' }).click();
  await expect(page).toHaveURL(/\/account\/withdraw\/bank$/);
  await expect(page.getByLabel('Tài khoản nhận')).toContainText(accountNumber);
  await expect(page.getByTestId('withdraw-available')).toHaveText(`${fmt(expected)} VND`);
  await page.getByLabel('Số tiền rút').fill('1200000');
  const bankOut = await answerOf<{ id: number; code: string; status: string }>(page, '/api/payment/withdraw/bank', () =>
    page.getByRole('button', { name: 'Rút tiền', exact: true }).click(),
  );
  expect(bankOut.status).toBe('pending');
  expected -= 1_200_000;
  await expectBalance(page, expected);
  await expect(result(page, 'withdraw-result')).toHaveAttribute('data-status', 'pending');
  await approveWithdrawal(staff, bankOut.id);
  await expect(result(page, 'withdraw-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  codes.push({ code: bankOut.code, type: 'Rút tiền', status: 'Thành công' });

  // ── Phone cards: paid once approved (deposited money withdrawn without play waits for staff,
  //    decision 097), the card store's cards are shown ──
  await openTab(page, 'Rút tiền', 'Thẻ cào');
  await page.getByLabel('Mệnh giá').selectOption('50000');
  await page.getByLabel('Số lượng thẻ').fill('2');
  await page.getByLabel('5 số cuối điện thoại').fill('00000');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page.getByText('5 số cuối điện thoại không đúng')).toBeVisible();
  await page.getByLabel('5 số cuối điện thoại').fill(player.phone.slice(-5));
  await page.waitForTimeout(550); // submit debounce
  const cardOut = await answerOf<{ id: number; code: string; status: string }>(page, '/api/payment/withdraw/card', () =>
    page.getByRole('button', { name: 'Rút tiền', exact: true }).click(),
  );
  await approveIfHeld(staff, cardOut);
  expected -= 100_000;
  await expectBalance(page, expected);
  await expect(result(page, 'withdraw-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  await expect(result(page, 'withdraw-result').getByText(/PIN \d+/)).toHaveCount(2);
  codes.push({ code: cardOut.code, type: 'Rút tiền', status: 'Thành công' });

  // ── Crypto: USDT to the player's own TRC20 address, approved and paid ──
  await openTab(page, 'Rút tiền', 'Tiền điện tử');
  await page.getByLabel('Loại tiền').selectOption('USDT');
  await page.getByLabel('Mạng lưới').selectOption('TRC20');
  await page.getByLabel('Địa chỉ ví nhận').fill(TRON_ADDRESS);
  await page.getByLabel('Số tiền rút').fill('400000');
  await page.getByLabel('5 số cuối điện thoại').fill(player.phone.slice(-5));
  const cryptoOut = await answerOf<{ id: number; code: string; status: string }>(
    page,
    '/api/payment/withdraw/crypto',
    () => page.getByRole('button', { name: 'Rút tiền', exact: true }).click(),
  );
  await approveIfHeld(staff, cryptoOut);
  expected -= 400_000;
  await expectBalance(page, expected);
  await expect(result(page, 'withdraw-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  codes.push({ code: cryptoOut.code, type: 'Rút tiền', status: 'Thành công' });

  expect(await sameDocument()).toBe(true);
  expect(await available(page)).toBe(expected);

  // ── History: every deposit and withdrawal, with its type and status ──
  await page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Lịch sử' }).click();
  const table = page.getByTestId('history-table');
  await expect(table.locator('tbody tr')).toHaveCount(codes.length);
  for (const c of codes) {
    const line = table.locator(`tr[data-code="${c.code}"]`);
    await expect(line).toContainText(c.type);
    await expect(line).toContainText(c.status);
  }
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3);

  await staff.dispose();
});
