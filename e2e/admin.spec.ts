import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_STAFF_BY_ROLE, DEMO_STAFF_TOTP_SECRET } from '../apps/server/src/modules/admin/admin.seed';
import { TOTP_PERIOD_SECONDS, totpNow } from '../apps/server/src/modules/admin/admin.totp';
import { providerBinding } from '../apps/server/src/modules/providers/providers.directory';
import { hmacSignature } from '../apps/server/src/modules/providers/providers.signature';
import { Sealer } from '../apps/server/src/secrets/sealing';
import {
  clearAmlFlags,
  DATABASE_URL,
  logInByApi,
  newPlayer,
  openSignedIn,
  playerIdOf,
  registerByApi,
  staffApi,
} from './support';

/*
 * The back office (/admin) in Chromium, as its staff use it: each role signs in with its
 * password and the demo authenticator's code, then works its screens; the player sees the
 * outcome on the site.
 */

test.describe.configure({ timeout: 120_000 });

type Role = keyof typeof DEMO_STAFF_BY_ROLE;

/** Staff sign-in through the page: password, then the authenticator code (each step's code once). */
async function signIn(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  const page = await context.newPage();
  const who = DEMO_STAFF_BY_ROLE[role];
  await page.goto('/admin');
  await page.getByLabel('Tên đăng nhập').fill(who.username);
  await page.getByLabel('Mật khẩu').fill(who.password);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByLabel('Mã xác thực')).toBeVisible();
  // the password alone gave no session
  expect((await page.request.get('/admin-api/auth/me')).status()).toBe(401);
  const signedIn = page.getByRole('button', { name: 'Đăng xuất' });
  for (let i = 0; i < 2 && !(await signedIn.isVisible()); i++) {
    const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + i;
    await page.getByLabel('Mã xác thực').fill(await totpNow(DEMO_STAFF_TOTP_SECRET, step * TOTP_PERIOD_SECONDS));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(signedIn.or(page.getByRole('alert'))).toBeVisible();
  }
  await expect(signedIn).toBeVisible();
  return page;
}

/** Money in through the real Codepay flow: voucher, the sandbox bank's transfer, signed webhook. */
async function fund(request: APIRequestContext, token: string, amount: number) {
  const headers = { authorization: `Bearer ${token}` };
  const voucher = await request.post('/api/payment/deposit/codepay', {
    headers,
    data: { amount, replaceCurrent: true },
  });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const code = (await voucher.json()).data.transferCode as string;
  const sent = await request.post('/sandbox/bank/transfers', { data: { content: `chuyen tien ${code}`, amount } });
  expect(sent.status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get('/api/user/balance', { headers })).json()).data.available, {
      timeout: 15_000,
    })
    .toBe(amount);
}

async function withdrawOnSite(page: Page, amount: string): Promise<string> {
  await page.getByLabel('Số tiền rút').fill(amount);
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/payment/withdraw/bank',
    ),
    page.getByRole('button', { name: 'Rút tiền', exact: true }).click(),
  ]);
  expect(res.status()).toBe(200);
  await expect(page.getByTestId('withdraw-result')).toHaveAttribute('data-status', 'pending');
  return (await res.json()).data.code as string;
}

test('finance approves one withdrawal and rejects another with a reason, and the player sees both', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = newPlayer('rut');
  const token = await registerByApi(page.request, player);
  await fund(page.request, token, 3_000_000);
  const accountNumber = `09${Date.now()}`.slice(0, 12);
  const bank = await page.request.post('/api/user/bank', {
    headers: { authorization: `Bearer ${token}` },
    data: { bankBin: '970436', accountNumber, holderName: 'NGUYEN VAN AN' },
  });
  expect(bank.status()).toBe(200);
  const staff = await staffApi(baseURL!);
  expect((await staff.post(`/admin-api/bank-accounts/${(await bank.json()).data.id}/verify`)).status()).toBe(200);

  await openSignedIn(page, '/account/withdraw/bank');
  const first = await withdrawOnSite(page, '1200000');
  // withdrawn without play: AML flags it, and finance may approve only once compliance cleared it
  // (decision 105; e2e/admin-compliance.spec.ts shows the block itself)
  await clearAmlFlags(staff, await playerIdOf(staff, player.username));

  const finance = await signIn(browser, 'finance');
  await finance
    .getByRole('navigation', { name: 'Menu quản trị' })
    .getByRole('link', { name: 'Duyệt rút tiền' })
    .click();
  const firstRow = finance.getByRole('row').filter({ hasText: first });
  await expect(firstRow).toContainText('Chờ duyệt');
  await expect(firstRow).toContainText('1.200.000 ₫');
  await firstRow.getByRole('button', { name: 'Duyệt' }).click();
  await expect(finance.getByRole('status')).toHaveText(`Đã duyệt ${first}`);
  await expect(finance.getByRole('row').filter({ hasText: first })).toHaveCount(0);
  await expect(page.getByTestId('withdraw-result')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });

  await page.getByTestId('withdraw-result').getByRole('button', { name: 'Rút tiền' }).click();
  const second = await withdrawOnSite(page, '1500000');
  await finance.reload();
  const secondRow = finance.getByRole('row').filter({ hasText: second });
  await secondRow.getByRole('button', { name: 'Từ chối' }).click();
  const dialog = finance.getByRole('dialog', { name: `Từ chối ${second}` });
  await dialog.getByLabel('Lý do (người chơi sẽ thấy)').fill('Tên chủ tài khoản không khớp');
  await dialog.getByRole('button', { name: 'Từ chối' }).click();
  await expect(finance.getByRole('status')).toHaveText(`Đã từ chối ${second}`);
  const result = page.getByTestId('withdraw-result');
  await expect(result).toHaveAttribute('data-status', 'rejected', { timeout: 20_000 });
  await expect(result).toContainText('Tên chủ tài khoản không khớp');
  // the rejected amount is back: 3,000,000 - 1,200,000 paid
  const balance = await page.request.get('/api/user/balance');
  expect((await balance.json()).data.available).toBe(1_800_000);
  await finance.context().close();
});

test('support finds a player by phone and disables the account, which ends the player session', async ({
  page,
  browser,
}) => {
  const player = newPlayer('khoa');
  const token = await registerByApi(page.request, player);
  const support = await signIn(browser, 'support');
  await support
    .getByRole('navigation', { name: 'Menu quản trị' })
    .getByRole('link', { name: 'Người chơi', exact: true })
    .click();
  await support.getByLabel('Tìm người chơi').fill(player.phone);
  await support.getByRole('button', { name: 'Tìm' }).click();
  const hit = support
    .getByRole('table', { name: 'Kết quả tìm người chơi' })
    .getByRole('row')
    .filter({ hasText: player.username });
  await expect(hit).toContainText('Số điện thoại');
  await expect(hit).toContainText(`${player.phone.slice(0, 3)}****${player.phone.slice(-3)}`);
  await hit.getByRole('link', { name: player.username }).click();
  await expect(support.getByTestId('player-status')).toHaveText('Hoạt động');
  await support.getByRole('button', { name: 'Khóa tài khoản' }).click();
  const dialog = support.getByRole('dialog', { name: 'Khóa tài khoản' });
  await dialog.getByLabel('Lý do (ghi vào nhật ký)').fill('Nghi ngờ gian lận khuyến mãi');
  await dialog.getByRole('button', { name: 'Khóa' }).click();
  await expect(support.getByTestId('player-status')).toHaveText('Đã khóa');
  await expect(support.getByRole('button', { name: 'Mở khóa tài khoản' })).toBeVisible();
  const me = await page.request.get('/api/user/balance', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await support.context().close();
});

test('a content editor saves two news revisions, restores the first and publishes it, which the player site then shows', async ({
  page,
  browser,
}) => {
  const slug = `tin-e2e-${Date.now()}`;
  const title = `Giải đấu cuối tuần ${Date.now() % 10_000}`;
  const editor = await signIn(browser, 'content');
  await editor.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: 'Tin tức' }).click();
  await editor.getByRole('button', { name: 'Viết bài mới' }).click();
  await editor.getByLabel('Tiêu đề', { exact: true }).fill(title);
  await editor.getByLabel('Đường dẫn (/tin-tuc/…)').fill(slug);
  await editor.getByLabel('Tóm tắt').fill('Tham gia giải đấu cuối tuần với tổng thưởng hấp dẫn.');
  const body = editor.getByLabel('Nội dung');
  await body.fill('## Thể lệ\n\nĐặt cược từ thứ 7 đến chủ nhật.\n\n- Áp dụng mọi trò chơi');
  await editor.getByLabel('Tiêu đề SEO (tối đa 70 ký tự)').fill(`${title} | Tin tức`);
  const status = editor.getByRole('status');
  await editor.getByRole('button', { name: 'Lưu bản nháp' }).click();
  await expect(status).toContainText('Đã lưu bản nháp #');
  await body.fill('## Thể lệ\n\nBản sửa: chỉ áp dụng chủ nhật.');
  await editor.getByRole('button', { name: 'Lưu bản nháp' }).click();
  const revisions = editor.getByRole('list', { name: 'Phiên bản' }).getByRole('listitem');
  await expect(revisions).toHaveCount(2);
  expect((await page.request.get(`/api/news/${slug}`)).status()).toBe(404);
  await revisions.first().getByRole('button', { name: 'Xem trước' }).click();
  await expect(editor.getByRole('region', { name: 'Xem trước bài viết' })).toContainText(
    'Bản sửa: chỉ áp dụng chủ nhật.',
  );

  await revisions.last().getByRole('button', { name: 'Khôi phục làm bản nháp' }).click();
  await expect(status).toContainText('thành bản nháp #');
  await expect(revisions).toHaveCount(3);
  await expect(body).toHaveValue(/Đặt cược từ thứ 7 đến chủ nhật\./);
  await editor.getByRole('button', { name: /^Đăng bản nháp #/ }).click();
  await expect(status).toContainText('Đã đăng bản nháp #');
  await expect(revisions.first()).toContainText('đang hiển thị');
  await page.goto(`/tin-tuc/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Tin tức`);
  await expect(page.getByText('Đặt cược từ thứ 7 đến chủ nhật.')).toBeVisible();
  await expect(page.getByText('Bản sửa: chỉ áp dụng chủ nhật.')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Quay lại' }).click();
  await expect(editor.getByRole('row').filter({ hasText: title })).toContainText('Đã đăng');
  await page.goto('/tin-tuc');
  await expect(page.getByText(title)).toBeVisible();
  await editor.context().close();
});

/** One query on the e2e database (the ledger, as `ledger:check` reads it). */
async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test("the dashboard's GGR for today equals the stakes minus the wins in the ledger", async ({ page, browser }) => {
  const player = newPlayer('ggr');
  const reg = await page.request.post('/api/auth/register', { data: { ...player, ageConfirmed: true } });
  expect(reg.status()).toBe(200);
  const { token, user } = (await reg.json()).data as { token: string; user: { id: number; tokenPlay: string } };
  await fund(page.request, token, 500_000);
  // Bets and a win as the built-in provider sends them: signed wallet-protocol calls.
  // the stored key is sealed (decision 107): opened with the server's key ring, as the server does
  const sealed = (await sql<{ secret: string }>("SELECT secret FROM providers WHERE code = 'house'"))[0]!.secret;
  const secret = Sealer.fromEnv(process.env).open(sealed, providerBinding('house'));
  const call = async (action: string, body: Record<string, unknown>) => {
    const payload = JSON.stringify({
      request_uuid: randomUUID(),
      token: user.tokenPlay,
      user: String(user.id),
      ...body,
    });
    const res = await page.request.post(`/provider/house/transaction/${action}`, {
      headers: { 'content-type': 'application/json', 'x-hub88-signature': hmacSignature(secret, payload) },
      data: payload,
    });
    expect((await res.json()).status).toBe('RS_OK');
  };
  const bet = randomUUID();
  const common = { round: `round-${bet}`, game_code: 'taixiu', currency: 'VND' };
  await call('bet', { ...common, transaction_uuid: bet, amount: 100_000 });
  await call('win', {
    ...common,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet,
    round_closed: true,
    amount: 30_000,
  });

  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  // the ledger's game postings, plus the transfer providers' tickets settled today (decision 184)
  const [ledger] = await sql<{ stakes: string; wins: string }>(
    `SELECT (g.stakes + t.stakes)::text AS stakes, (g.wins + t.wins)::text AS wins
       FROM (SELECT coalesce(sum(amount) FILTER (WHERE kind = 'bet'), 0) AS stakes,
                    coalesce(sum(amount) FILTER (WHERE kind = 'win'), 0)
                      + coalesce(sum(CASE WHEN meta->>'direction' = 'debit' THEN -amount ELSE amount END)
                                   FILTER (WHERE kind = 'result_adjustment'), 0) AS wins
               FROM journal j
              WHERE scope LIKE 'game:%' AND kind IN ('bet', 'win', 'result_adjustment')
                AND (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = $1::date
                AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)) g,
            (SELECT coalesce(sum(stake), 0) AS stakes, coalesce(sum(stake + net), 0) AS wins
               FROM transfer_bets
              WHERE status = 'settled' AND (settled_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = $1::date) t`,
    [today],
  );
  const ggr = Number(ledger!.stakes) - Number(ledger!.wins);
  expect(Number(ledger!.stakes)).toBeGreaterThanOrEqual(100_000);

  const finance = await signIn(browser, 'finance');
  await expect(finance.getByRole('heading', { name: 'Tổng quan kinh doanh' })).toBeVisible();
  await expect(finance.getByTestId(`ggr-${today}`)).toHaveText(`${new Intl.NumberFormat('vi-VN').format(ggr)} ₫`);
  const csv = await finance.request.get(`/admin-api/reports/daily.csv?from=${today}&to=${today}`);
  expect(csv.status()).toBe(200);
  const line = (await csv.text()).trim().split('\r\n')[1]!.split(',');
  expect(line.slice(0, 4)).toEqual([today, ledger!.stakes, ledger!.wins, String(ggr)]);
  await finance.context().close();
});

/** The smallest real PNG (1×1): what a phone camera sends, as far as the server's checks go. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a player sends the ID card and a selfie from the account area, compliance rejects then verifies it', async ({
  page,
  browser,
}) => {
  const player = newPlayer('kyc');
  await logInByApi(page, player, null);
  const upload = async () => {
    await page.goto('/account/kyc');
    await expect(page.getByTestId('kyc-status')).toHaveAttribute('data-status', /none|rejected/);
    for (const label of ['CCCD mặt trước', 'CCCD mặt sau', 'Ảnh chân dung']) {
      await page.getByLabel(label).setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: PNG });
    }
    await page.getByRole('button', { name: 'Gửi hồ sơ' }).click();
    await expect(page.getByTestId('kyc-status')).toHaveText('Đang chờ duyệt');
  };
  await upload();

  const compliance = await signIn(browser, 'compliance');
  await compliance
    .getByRole('navigation', { name: 'Menu quản trị' })
    .getByRole('link', { name: 'Xác minh danh tính' })
    .click();
  const file = compliance.getByRole('article', { name: `Hồ sơ ${player.username}` });
  await expect(file.getByRole('img')).toHaveCount(3);
  // the pictures load (same-origin, staff session): a broken image has no natural width
  for (const img of await file.getByRole('img').all()) {
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  }
  await file.getByRole('button', { name: 'Từ chối' }).click();
  const dialog = compliance.getByRole('dialog', { name: `Từ chối hồ sơ ${player.username}` });
  await dialog.getByLabel('Lý do (người chơi sẽ thấy)').fill('Ảnh mặt sau bị mờ');
  await dialog.getByRole('button', { name: 'Từ chối' }).click();
  await expect(compliance.getByRole('status')).toHaveText(`Đã từ chối hồ sơ ${player.username}`);

  await page.reload();
  await expect(page.getByTestId('kyc-status')).toHaveText('Bị từ chối');
  await expect(page.getByText('Ảnh mặt sau bị mờ')).toBeVisible();
  await upload();

  await compliance.reload();
  await compliance
    .getByRole('article', { name: `Hồ sơ ${player.username}` })
    .getByRole('button', { name: 'Xác minh' })
    .click();
  await expect(compliance.getByRole('status')).toHaveText(`Đã xác minh ${player.username}`);
  await page.reload();
  await expect(page.getByTestId('kyc-status')).toHaveText('Đã xác minh');
  await compliance.context().close();
});
