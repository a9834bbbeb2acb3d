import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { providerBinding } from '../apps/server/src/modules/providers/providers.directory';
import { hmacSignature } from '../apps/server/src/modules/providers/providers.signature';
import { Sealer } from '../apps/server/src/secrets/sealing';
import { DATABASE_URL, newPlayer, newStaff, type StaffRole, staffApi } from './support';

/*
 * AML review and the withdrawal rules in the back office (decision 097): a deposit withdrawn
 * without play waits with an AML flag, finance sees why, compliance notes and clears the flag;
 * once the player's identity is verified and they have played, a small withdrawal is approved
 * by itself.
 */

test.describe.configure({ timeout: 120_000 });

const PNG = `data:image/png;base64,${Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
).toString('base64')}`;

/** A back-office page signed in as a staff account of `role` of this test's own (the session cookie of a full sign-in). */
async function staffPage(browser: Browser, baseURL: string, role: StaffRole): Promise<Page> {
  const { token } = await newStaff(baseURL, role);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  await context.addCookies([{ name: 'staff_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' }]);
  return context.newPage();
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

test('a deposit withdrawn without play waits with an AML flag that compliance clears; a verified player who played is auto-approved', async ({
  page,
  browser,
  baseURL,
}) => {
  const request: APIRequestContext = page.request;
  const player = newPlayer('aml');
  const reg = await request.post('/api/auth/register', { data: { ...player, ageConfirmed: true } });
  expect(reg.status()).toBe(200);
  const { token, user } = (await reg.json()).data as { token: string; user: { id: number; tokenPlay: string } };
  const headers = { authorization: `Bearer ${token}` };
  const staff = await staffApi(baseURL!);

  // 1,000,000 in through the sandbox bank, a bank account verified by staff
  const voucher = await request.post('/api/payment/deposit/codepay', { headers, data: { amount: 1_000_000 } });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const code = (await voucher.json()).data.transferCode as string;
  expect(
    (
      await request.post('/sandbox/bank/transfers', { data: { content: `chuyen tien ${code}`, amount: 1_000_000 } })
    ).status(),
  ).toBe(200);
  await expect
    .poll(async () => (await (await request.get('/api/user/balance', { headers })).json()).data.available, {
      timeout: 15_000,
    })
    .toBe(1_000_000);
  const bank = await request.post('/api/user/bank', {
    headers,
    data: { bankBin: '970436', accountNumber: `07${Date.now()}`.slice(0, 12), holderName: 'NGUYEN VAN AN' },
  });
  const bankAccountId = (await bank.json()).data.id as number;
  expect((await staff.post(`/admin-api/bank-accounts/${bankAccountId}/verify`)).status()).toBe(200);
  const withdraw = async (amount: number) => {
    const res = await request.post('/api/payment/withdraw/bank', {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      data: { bankAccountId, amount },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { id: number; code: string; status: string };
  };

  // ── Withdrawn at once, without play: it waits, and says why ──
  const first = await withdraw(200_000);
  expect(first.status).toBe('pending');
  const finance = await staffPage(browser, baseURL!, 'finance');
  await finance.goto('/admin/rut-tien');
  const row = finance.getByRole('row').filter({ hasText: first.code });
  await expect(row).toContainText('Lần rút đầu tiên');
  await expect(row).toContainText('Chưa xác minh danh tính');
  await expect(row).toContainText('Có cảnh báo AML');
  await expect(finance.getByText(/Tự cập nhật mỗi 5 giây/)).toBeVisible();

  // ── Compliance: the flag with what the rule saw, a note, then cleared ──
  const compliance = await staffPage(browser, baseURL!, 'compliance');
  await compliance.goto('/admin/aml');
  const flag = compliance.getByRole('article').filter({ hasText: player.username });
  await expect(flag).toContainText('Nạp rồi rút nhanh, ít cược');
  await expect(flag).toContainText('1.000.000 ₫');
  await flag.getByRole('button', { name: 'Ghi chú' }).click();
  let dialog = compliance.getByRole('dialog');
  await dialog.getByLabel('Ghi chú').fill('Đã gọi điện, khách rút để trả nợ');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(flag).toContainText('Đã gọi điện, khách rút để trả nợ');
  await flag.getByRole('button', { name: 'Bỏ cảnh báo' }).click();
  dialog = compliance.getByRole('dialog');
  await dialog.getByLabel('Kết luận').fill('Nguồn tiền hợp lệ, có sao kê lương');
  await dialog.getByRole('button', { name: 'Bỏ cảnh báo' }).click();
  await expect(compliance.getByRole('status')).toContainText('Đã bỏ cảnh báo');
  await expect(compliance.getByRole('article').filter({ hasText: player.username })).toHaveCount(0);
  const audit = await sql<{ action: string }>(
    `SELECT action FROM audit_log WHERE target_type = 'aml_flag' AND details->>'playerId' = $1 ORDER BY id`,
    [String(user.id)],
  );
  expect(audit.map((a) => a.action)).toEqual(['aml.clear']);

  // ── Identity verified, the first withdrawal approved by finance, then played 40% of the deposit ──
  expect(
    (await request.post('/api/user/kyc', { headers, data: { idFront: PNG, idBack: PNG, selfie: PNG } })).status(),
  ).toBe(200);
  const kyc = (await (await staff.get('/admin-api/kyc?status=pending')).json()).data.find(
    (s: { playerId: number }) => s.playerId === user.id,
  );
  expect((await staff.post(`/admin-api/kyc/${kyc.id}/verify`)).status()).toBe(200);
  await finance.reload();
  await finance.getByRole('row').filter({ hasText: first.code }).getByRole('button', { name: 'Duyệt' }).click();
  await expect(finance.getByRole('status').filter({ hasText: `Đã duyệt ${first.code}` })).toBeVisible();
  // the stored key is sealed (decision 107): opened with the server's key ring, as the server does
  const sealed = (await sql<{ secret: string }>("SELECT secret FROM providers WHERE code = 'house'"))[0]!.secret;
  const secret = Sealer.fromEnv(process.env).open(sealed, providerBinding('house'));
  const payload = JSON.stringify({
    request_uuid: randomUUID(),
    token: user.tokenPlay,
    user: String(user.id),
    transaction_uuid: randomUUID(),
    round: `round-${randomUUID()}`,
    game_code: 'taixiu',
    currency: 'VND',
    amount: 400_000,
  });
  const bet = await request.post('/provider/house/transaction/bet', {
    headers: { 'content-type': 'application/json', 'x-hub88-signature': hmacSignature(secret, payload) },
    data: payload,
  });
  expect((await bet.json()).status).toBe('RS_OK');

  // ── A second, small withdrawal: every rule passes, it is approved by itself ──
  await finance.getByRole('combobox', { name: 'Trạng thái' }).selectOption('');
  const second = await withdraw(150_000);
  expect(['processing', 'paid']).toContain(second.status);
  const auto = finance.getByRole('row').filter({ hasText: second.code });
  // the queue refreshes itself: no reload
  await expect(auto).toContainText(/Đang chi|Đã chi/, { timeout: 15_000 });
  const listed = (await (await staff.get(`/admin-api/withdrawals?playerId=${user.id}`)).json()).data.find(
    (w: { id: number }) => w.id === second.id,
  );
  expect(listed).toMatchObject({ autoApproved: true, holdReasons: [] });
  await finance.context().close();
  await compliance.context().close();
});
