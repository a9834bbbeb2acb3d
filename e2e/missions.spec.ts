import { expect, type Page, test } from '@playwright/test';
import { clickHydrating, codeFromOutbox, newPlayer, submitRegisterForm } from './support';

/*
 * Missions end to end (issue 8): a guest sees the missions and the way in; a new player
 * registers from /nhiem-vu, is told to deposit first (the default configuration), deposits
 * through the sandbox bank, verifies the phone from the page's notice, gets today's check-in
 * recorded by the tracking call, claims it once (missionClaimSuccess, the header balance up by
 * exactly the reward), cannot claim it again, accepts a deposit mission and filters the list.
 */

test.describe.configure({ timeout: 90_000 });

const CHECK_IN = 'diem-danh-hang-ngay';

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

const card = (page: Page, code: string) => page.locator(`[data-testid="mission-card"][data-mission-code="${code}"]`);
const balance = (page: Page) => page.getByTestId('header-balance');

/** The badge the gift button should show: missions still to do plus those waiting to be claimed. */
async function openMissions(page: Page): Promise<number> {
  const total = async (status: string) =>
    (await (await page.request.get(`/api/user/mission/list?per_page=1&filters[status]=${status}`)).json()).meta
      .pagination.total as number;
  return (await total('in_progress')) + (await total('completed'));
}

test('a new player checks in, claims the reward once and filters the missions', async ({ page, baseURL }) => {
  const origin = { origin: baseURL! };
  const player = newPlayer('mis', '097');

  // ── Guest: the missions and their rules, with the way in ──
  await page.goto('/nhiem-vu');
  const guest = page.getByTestId('missions-guest');
  await expect(guest).toBeVisible();
  await expect(card(page, CHECK_IN)).toContainText('Điểm danh 1 lần trong ngày');
  await card(page, CHECK_IN).getByRole('button', { name: 'Đăng nhập để nhận' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // ── Register from the page's call to action ──
  await clickHydrating(guest.getByRole('button', { name: 'Đăng ký', exact: true }));
  const modal = page.getByRole('dialog');
  await submitRegisterForm(modal, player);
  await expect(page.getByText('Đăng ký thành công')).toBeVisible();
  await expect(balance(page)).toHaveText('0');

  // ── The default configuration: first deposit, then phone verification ──
  const blocked = page.getByTestId('missions-blocked');
  await expect(blocked).toHaveAttribute('data-block', 'MISSION_MUST_DEPOSIT');
  await expect(blocked).toContainText('Bạn cần nạp tiền lần đầu để tham gia nhiệm vụ');
  await expect(blocked.getByRole('link', { name: 'Nạp tiền ngay' })).toHaveAttribute('href', '/account/deposit');
  const refused = await page.request.patch('/api/user/mission/tracking', { headers: origin });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ success: false, statusCode: 403, code: 'MISSION_MUST_DEPOSIT' });
  await expect(card(page, CHECK_IN)).toHaveAttribute('data-status', 'NOT_STARTED');

  // Deposit 100,000 through the sandbox bank (the cashier's own flow is covered by cashier.spec).
  const voucher = await page.request.post('/api/payment/deposit/codepay', {
    data: { amount: 100_000, replaceCurrent: true },
    headers: origin,
  });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const transferCode = (await voucher.json()).data.transferCode as string;
  const sent = await page.request.post('/sandbox/bank/transfers', {
    data: { content: `chuyen tien ${transferCode}`, amount: 100_000 },
  });
  expect(sent.status()).toBe(200);
  await expect(balance(page)).toHaveText(fmt(100_000), { timeout: 15_000 });

  // The refreshed session knows about the deposit: now the phone is what is missing.
  await page.reload();
  await expect(blocked).toHaveAttribute('data-block', 'MISSION_MUST_VERIFY_PHONE');
  await blocked.getByRole('button', { name: 'Xác thực số điện thoại' }).click();
  const verify = page.getByRole('dialog');
  await verify.getByRole('button', { name: 'Gửi mã OTP' }).click();
  await verify.getByLabel('Mã OTP').fill(await codeFromOutbox(player.phone, 'otp:verify_phone'));
  await verify.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Xác thực số điện thoại thành công')).toBeVisible();

  // ── Tracking records today's check-in by itself (100 ms after the player may take part) ──
  await expect(blocked).toBeHidden();
  await expect(page.getByText('Điểm danh hôm nay thành công')).toBeVisible();
  const checkIn = card(page, CHECK_IN);
  await expect(checkIn).toHaveAttribute('data-status', 'COMPLETED');
  await expect(checkIn.getByTestId('mission-progress')).toHaveText('1/1');
  const reward = Number((await checkIn.getByTestId('mission-reward').innerText()).replace(/[^\d]/g, ''));
  expect(reward).toBeGreaterThan(0);
  const badgeBefore = await openMissions(page);
  await expect(page.getByTestId('gift-badge')).toHaveText(String(badgeBefore));

  // ── Claim: the modal shows the reward, the header balance rises by exactly that ──
  await checkIn.getByRole('button', { name: 'Nhận thưởng' }).click();
  const success = page.getByRole('dialog', { name: 'Nhận thưởng thành công' });
  await expect(success).toBeVisible();
  await expect(success.getByTestId('mission-claim-reward')).toHaveText(`+${fmt(reward)} VND`);
  await expect(balance(page)).toHaveText(fmt(100_000 + reward));
  await success.getByRole('button', { name: 'Tuyệt vời' }).click();
  await expect(success).toBeHidden();

  // ── Claimed once: the button is gone, the API refuses, the balance stays ──
  await expect(checkIn).toHaveAttribute('data-status', 'COMPLETED_REWARDED');
  await expect(checkIn.getByRole('button', { name: 'Nhận thưởng' })).toHaveCount(0);
  await expect(checkIn).toContainText('Đã nhận');
  const missionId = (
    (await (await page.request.get('/api/user/mission/list?per_page=50')).json()).data as { id: number; code: string }[]
  ).find((m) => m.code === CHECK_IN)!.id;
  const again = await page.request.post('/api/user/mission/claim-reward', {
    data: { mission_id: missionId },
    headers: origin,
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({
    success: false,
    code: 'MISSION_ALREADY_REWARDED',
    message: 'Bạn đã nhận thưởng nhiệm vụ này',
  });
  const wallet = (await (await page.request.get('/api/user/balance')).json()).data.available as number;
  expect(wallet).toBe(100_000 + reward);
  await expect(page.getByTestId('gift-badge')).toHaveText(String(badgeBefore - 1));

  // ── Accept a mission that needs it ──
  const deposit = card(page, 'nap-tien-hang-ngay');
  await deposit.getByRole('button', { name: 'Nhận nhiệm vụ' }).click();
  await expect(page.getByText('Đã nhận nhiệm vụ')).toBeVisible();
  await expect(deposit).toHaveAttribute('data-status', 'IN_PROGRESS');
  await expect(deposit.getByRole('link', { name: 'Nạp tiền' })).toHaveAttribute('href', '/account/deposit');

  // ── Filters go to the list call and change the list ──
  const listCall = (param: string) =>
    page.waitForResponse((r) => r.url().includes('/api/user/mission/list') && r.url().includes(param));
  const status = page.getByRole('group', { name: 'Trạng thái' });
  await Promise.all([
    listCall(`${encodeURIComponent('filters[status]')}=completed_reward`),
    status.getByRole('button', { name: 'Đã nhận thưởng' }).click(),
  ]);
  await expect(page).toHaveURL(/status=completed_reward/);
  await expect(page.getByTestId('mission-card')).toHaveCount(1);
  await expect(card(page, CHECK_IN)).toBeVisible();
  await status.getByRole('button', { name: 'Hết hạn' }).click();
  await expect(page.getByTestId('missions-empty')).toBeVisible();
  await status.getByRole('button', { name: 'Tất cả' }).click();
  await page.getByRole('group', { name: 'Loại nhiệm vụ' }).getByRole('button', { name: 'Nạp tiền' }).click();
  await expect(card(page, 'nap-tien-hang-ngay')).toBeVisible();
  await expect(card(page, CHECK_IN)).toHaveCount(0);
  for (const c of await page.getByTestId('mission-card').all()) {
    await expect(c.getByText(/nạp/i).first()).toBeVisible();
  }

  // ── Accumulated tab: the PERIOD missions; the guide: rules from the real missions ──
  await page.getByRole('tab', { name: 'Tích lũy' }).click();
  await expect(page).toHaveURL(/tab=accumulated/);
  await expect(page.getByTestId('mission-card').first()).toBeVisible();
  for (const c of await page.getByTestId('mission-card').all()) await expect(c).toContainText('Tích lũy');
  await expect(card(page, CHECK_IN)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Hướng dẫn' }).click();
  const guide = page.getByTestId('mission-guide');
  await expect(guide).toContainText('Nạp tiền lần đầu');
  await expect(guide).toContainText('Xác thực số điện thoại');
  await expect(guide.getByTestId('guide-mission').filter({ hasText: 'Điểm danh hằng ngày' })).toContainText(
    `+${fmt(reward)}`,
  );
  await expect(page.getByTestId('mission-info-received')).toContainText(fmt(reward));
});
