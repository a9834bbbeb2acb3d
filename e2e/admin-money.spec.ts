import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { newPlayer, playerIdOf, registerByApi, shootScreen, signInStaff, staffApi } from './support';

/*
 * The back office's money jobs in Chromium (decision 124): an unmatched transfer credited to
 * the player staff picked by search and named in a confirmation, reversed by a second staff
 * member; a four-eyes balance adjustment; money held from a disabled player returned to its
 * sender; a bank account verified against the KYC name. Each checks the ledger moved once.
 * With SHOTS_DIR set, the screens are photographed at 1440 and 1024 px.
 */

test.describe.configure({ timeout: process.env.SHOTS_DIR ? 240_000 : 150_000 });
const SHOTS = process.env.SHOTS_DIR;
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name);
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name, exact: true }).click();
const SENDER = { bankBin: '970415', accountNumber: '0123456789', holderName: 'TRAN THI B' };
const PNG = `data:image/png;base64,${Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64')}`;

type Posting = { kind: string; purpose: string; amount: number };

test('a transfer is credited to the player picked by name, reversed by a second approver, and an adjustment waits for four eyes', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(baseURL!);
  const wrong = newPlayer('sai');
  const right = newPlayer('dung');
  await registerByApi(page.request, wrong);
  await registerByApi(page.request, right);
  const wrongId = await playerIdOf(staff, wrong.username);
  const rightId = await playerIdOf(staff, right.username);
  const postings = async (id: number) =>
    (await (await staff.get(`/admin-api/players/${id}/activity`)).json()).data.postings as Posting[];
  const cash = async (id: number) => (await (await staff.get(`/admin-api/players/${id}`)).json()).data.balance.cash;

  // a transfer whose text names no deposit code
  const content = `ck cho ban ${Date.now().toString(36)}`;
  expect(
    (
      await page.request.post('/sandbox/bank/transfers', { data: { content, amount: 50_000, sender: SENDER } })
    ).status(),
  ).toBe(200);

  const finance = await signInStaff(browser, 'finance');
  const admin = await signInStaff(browser, 'superadmin');
  try {
    await menu(finance, 'Nạp tiền & ngoại lệ');
    const row = finance.getByRole('row').filter({ hasText: content });
    await expect(row).toContainText('TRAN THI B · 0123456789', { timeout: 15_000 });
    await expect(row).toContainText('Vietcombank');
    await shoot(finance, 'exceptions');
    await row.getByRole('button', { name: 'Xử lý' }).click();
    const dialog = finance.getByRole('dialog');
    await expect(dialog).toContainText(content);
    // a typed "id" is a search, never read as a number: nothing is credited without a pick
    await dialog.getByLabel('Tìm người chơi').fill(wrong.username);
    await dialog.getByRole('button', { name: 'Tìm', exact: true }).click();
    await dialog
      .getByRole('listitem')
      .filter({ hasText: wrong.username })
      .getByRole('button', { name: 'Chọn' })
      .click();
    await dialog.getByLabel('Ghi chú').fill('theo nội dung chuyển khoản');
    await shoot(finance, 'exception-credit');
    await dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(finance.getByTestId('confirm-credit')).toContainText(`50.000 ₫`);
    await expect(finance.getByTestId('confirm-credit')).toContainText(wrong.username);
    await shoot(finance, 'exception-confirm');
    await finance.getByRole('button', { name: `Cộng 50.000 ₫ cho ${wrong.username}` }).click();
    await expect(finance.getByRole('status')).toContainText(`Đã cộng 50.000 ₫ cho ${wrong.username}`);
    expect(await cash(wrongId)).toBe(50_000);

    // the mistake: finance asks for a reversal, which needs another staff member
    const credited = finance
      .getByRole('table', { name: 'Ngoại lệ đã cộng tiền' })
      .getByRole('row')
      .filter({ hasText: content });
    await credited.getByRole('button', { name: 'Đảo khoản cộng' }).click();
    await finance.getByRole('dialog').getByLabel('Lý do').fill('Cộng nhầm người chơi');
    await finance.getByRole('dialog').getByRole('button', { name: 'Gửi yêu cầu đảo' }).click();
    await expect(finance.getByRole('status')).toContainText('chờ một nhân viên khác duyệt');
    await menu(finance, 'Điều chỉnh số dư');
    const mine = finance
      .getByRole('table', { name: 'Điều chỉnh chờ duyệt' })
      .getByRole('row')
      .filter({ hasText: wrong.username });
    await expect(mine).toContainText('Chờ nhân viên khác duyệt');
    await expect(mine.getByRole('button', { name: 'Duyệt' })).toHaveCount(0);
    expect(await cash(wrongId)).toBe(50_000);

    await menu(admin, 'Điều chỉnh số dư');
    const waiting = admin
      .getByRole('table', { name: 'Điều chỉnh chờ duyệt' })
      .getByRole('row')
      .filter({ hasText: wrong.username });
    await shoot(admin, 'adjustments-pending');
    await waiting.getByRole('button', { name: 'Duyệt' }).dblclick();
    await expect(admin.getByRole('status')).toContainText('Đã duyệt');
    await expect.poll(() => cash(wrongId)).toBe(0);
    expect((await postings(wrongId)).filter((p) => p.kind === 'deposit_reversal')).toHaveLength(1);

    // the exception is open again: credit the right player
    await menu(finance, 'Nạp tiền & ngoại lệ');
    await finance
      .getByRole('table', { name: 'Ngoại lệ thanh toán' })
      .getByRole('row')
      .filter({ hasText: content })
      .getByRole('button', { name: 'Xử lý' })
      .click();
    const again = finance.getByRole('dialog');
    await again.getByLabel('Tìm người chơi').fill(right.username);
    await again.getByRole('button', { name: 'Tìm', exact: true }).click();
    await again.getByRole('listitem').filter({ hasText: right.username }).getByRole('button', { name: 'Chọn' }).click();
    await again.getByLabel('Ghi chú').fill('đúng người chơi');
    await again.getByRole('button', { name: 'Tiếp tục' }).click();
    await finance.getByRole('button', { name: `Cộng 50.000 ₫ cho ${right.username}` }).click();
    await expect.poll(() => cash(rightId)).toBe(50_000);

    // ── four eyes: an adjustment above the configured amount waits for another staff member ──
    await menu(finance, 'Điều chỉnh số dư');
    await finance.getByRole('button', { name: 'Tạo điều chỉnh' }).click();
    const form = finance.getByRole('dialog', { name: 'Tạo điều chỉnh số dư' });
    await form.getByLabel('Tìm người chơi').fill(right.username);
    await form.getByRole('button', { name: 'Tìm', exact: true }).click();
    await form.getByRole('listitem').filter({ hasText: right.username }).getByRole('button', { name: 'Chọn' }).click();
    await form.getByLabel('Số tiền (đồng)').fill('-6.000.000');
    await form.getByLabel(/^Lý do/).fill('Bù tiền trò chơi bị lỗi');
    await form.getByRole('button', { name: 'Gửi' }).click();
    await expect(form.getByRole('alert')).toHaveText('Số tiền không được âm');
    await form.getByLabel('Số tiền (đồng)').fill('6.000.000');
    await shoot(finance, 'adjustment-form');
    await form.getByRole('button', { name: 'Gửi' }).dblclick();
    await expect(finance.getByRole('status')).toContainText('chờ một nhân viên khác duyệt');
    expect(await cash(rightId)).toBe(50_000);
    const list = await (await staff.get(`/admin-api/adjustments?playerId=${rightId}`)).json();
    expect(list.data.filter((a: { kind: string }) => a.kind === 'adjustment')).toHaveLength(1);

    await admin.reload();
    await admin
      .getByRole('table', { name: 'Điều chỉnh chờ duyệt' })
      .getByRole('row')
      .filter({ hasText: right.username })
      .getByRole('button', { name: 'Duyệt' })
      .click();
    await expect(admin.getByRole('status')).toContainText(`Cộng tiền mặt 6.000.000 ₫ cho ${right.username}`);
    await expect.poll(() => cash(rightId)).toBe(6_050_000);
    expect((await postings(rightId)).filter((p) => p.kind === 'staff_adjustment')).toHaveLength(1);
    await shoot(admin, 'adjustments');

    // shown in the player's history on the player screen
    await admin.goto(`/admin/nguoi-choi/${rightId}`);
    await expect(admin.getByRole('cell', { name: 'Điều chỉnh thủ công' })).toBeVisible();

    // cashier settings: a minus sign or a minimum above the maximum is refused, nothing saved
    const settingsBefore = (await (await staff.get('/admin-api/payments/settings')).json()).data;
    await menu(admin, 'Cài đặt thanh toán');
    await admin.getByLabel('Nạp MoMo: tối thiểu').fill('-1.000.000');
    await admin.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await expect(admin.getByRole('status')).toHaveText('Nạp MoMo: mức tối thiểu không được âm');
    await admin.getByLabel('Nạp MoMo: tối thiểu').fill('900.000.000');
    await admin.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await expect(admin.getByRole('status')).toHaveText('Nạp MoMo: mức tối thiểu không được lớn hơn mức tối đa');
    await shoot(admin, 'cashier-settings');
    expect((await (await staff.get('/admin-api/payments/settings')).json()).data).toEqual(settingsBefore);
  } finally {
    await finance.context().close();
    await admin.context().close();
  }
});

test('money held from a disabled player goes back to the account it came from, from its own screen', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(baseURL!);
  const player = newPlayer('giu');
  const token = await registerByApi(page.request, player);
  const id = await playerIdOf(staff, player.username);
  const voucher = await page.request.post('/api/payment/deposit/codepay', {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 120_000, replaceCurrent: true },
  });
  const code = (await voucher.json()).data.transferCode as string;
  const disabled = await staff.post(`/admin-api/players/${id}/status`, {
    data: { status: 'disabled', reason: 'kiểm tra tài khoản' },
  });
  expect(disabled.status(), await disabled.text()).toBe(200);
  await page.request.post('/sandbox/bank/transfers', {
    data: { content: `chuyen tien ${code}`, amount: 120_000, sender: SENDER },
  });
  const held = async () => (await (await staff.get(`/admin-api/players/${id}`)).json()).data.balance;
  await expect.poll(async () => (await held()).depositHeld, { timeout: 15_000 }).toBe(120_000);

  const finance = await signInStaff(browser, 'finance');
  try {
    await menu(finance, 'Tiền nạp bị giữ');
    const row = finance.getByRole('row').filter({ has: finance.getByRole('link', { name: `#${id}`, exact: true }) });
    await expect(row).toContainText('Tài khoản bị khóa');
    await expect(row).toContainText('TRAN THI B · 0123456789');
    await shoot(finance, 'held-money');
    await row.getByRole('button', { name: 'Hoàn trả' }).click();
    await expect(finance.getByTestId('return-destination')).toContainText('0123456789');
    await finance.getByRole('dialog').getByLabel('Ghi chú').fill('hoàn trả theo quy định');
    await shoot(finance, 'held-money-return');
    await finance.getByRole('dialog').getByRole('button', { name: 'Hoàn trả 120.000 ₫' }).dblclick();
    await expect(finance.getByRole('status')).toContainText('Đã tạo lệnh hoàn trả');
    await expect.poll(async () => (await held()).depositHeld, { timeout: 15_000 }).toBe(0);
    const returns = (await (await staff.get(`/admin-api/withdrawals?playerId=${id}`)).json()).data as {
      paymentExceptionId: number | null;
    }[];
    expect(returns.filter((w) => w.paymentExceptionId)).toHaveLength(1);
    expect((await held()).cash).toBe(0);
    await finance.reload();
    await expect(
      finance.getByRole('row').filter({ has: finance.getByRole('link', { name: `#${id}`, exact: true }) }),
    ).toContainText('Đã chi');
  } finally {
    await finance.context().close();
  }
});

test('support verifies a bank account whose holder is the KYC name and rejects one that is not, the player seeing why', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await staffApi(baseURL!);
  const player = newPlayer('nh');
  const token = await registerByApi(page.request, player);
  const headers = { authorization: `Bearer ${token}` };
  const id = await playerIdOf(staff, player.username);
  expect(
    (await page.request.post('/api/user/kyc', { headers, data: { idFront: PNG, idBack: PNG, selfie: PNG } })).status(),
  ).toBe(200);
  const kyc = (await (await staff.get('/admin-api/kyc?status=pending')).json()).data.find(
    (s: { playerId: number }) => s.playerId === id,
  );
  expect((await staff.post(`/admin-api/kyc/${kyc.id}/verify`, { data: { fullName: 'Lê Văn Cường' } })).status()).toBe(
    200,
  );
  const add = async (holderName: string) => {
    const res = await page.request.post('/api/user/bank', {
      headers,
      data: { bankBin: '970436', accountNumber: `09${String(randomInt(1e10, 1e11))}`, holderName },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data.accountNumber as string;
  };
  const same = await add('LE VAN CUONG');
  const other = await add('PHAM VAN DUNG');

  const support = await signInStaff(browser, 'support');
  try {
    await menu(support, 'Xác minh tài khoản NH');
    await expect(support.getByRole('heading', { name: 'Xác minh tài khoản ngân hàng' })).toBeVisible();
    // the queue of this player only: other specs' accounts wait in the same queue
    await support.goto(`/admin/tai-khoan-ngan-hang?playerId=${id}`);
    // support sees account numbers masked: rows are told apart by holder name
    const sameRow = support.getByRole('row').filter({ hasText: 'LE VAN CUONG' });
    const otherRow = support.getByRole('row').filter({ hasText: 'PHAM VAN DUNG' });
    await expect(sameRow).toContainText(`*${same.slice(-4)}`);
    await expect(sameRow).toContainText('Khớp tên KYC');
    await expect(otherRow).toContainText('Khác tên KYC (LÊ VĂN CƯỜNG)');
    await shoot(support, 'bank-accounts');
    await sameRow.getByRole('button', { name: 'Xác minh' }).click();
    await expect(support.getByRole('status')).toContainText('Đã xác minh tài khoản');
    await otherRow.getByRole('button', { name: 'Từ chối' }).click();
    await support
      .getByRole('dialog')
      .getByLabel('Lý do (người chơi sẽ thấy)')
      .fill('Tên chủ tài khoản khác tên trên CCCD');
    await support.getByRole('dialog').getByRole('button', { name: 'Từ chối' }).click();
    await expect(support.getByRole('status')).toContainText('Đã từ chối tài khoản');
    await expect(otherRow).toHaveCount(0);
    await expect(sameRow).toHaveCount(0);

    const mine = (await (await page.request.get('/api/user/bank', { headers })).json()).data as {
      accountNumber: string;
      status: string;
      rejectReason: string | null;
    }[];
    expect(mine.find((a) => a.accountNumber === same)?.status).toBe('verified');
    expect(mine.find((a) => a.accountNumber === other)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Tên chủ tài khoản khác tên trên CCCD',
    });
  } finally {
    await support.context().close();
  }
});
