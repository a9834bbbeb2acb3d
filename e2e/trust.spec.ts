import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { depositBySandbox, logInAsNewPlayer, playerIdOf, shootScreen, staffApi } from './support';

/*
 * A storefront a player trusts with money (issue 30, decision 125): a held first withdrawal tells
 * the player why, what to do and by when; the rules that hold money are written on the withdrawal
 * guide with the operator's figures; staff see the same reasons with what clears each; every
 * movement of the balance is in the history with its kind in Vietnamese; and bonus wagering
 * counts every stake of a Poker 3 Lá round, the Play raise included.
 */

// Each journey deposits through the sandbox, verifies a bank and plays: longer than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

async function available(page: Page): Promise<number> {
  return (await (await page.request.get('/api/user/balance')).json()).data.available as number;
}

/** A bank account the player adds and staff verify. */
async function verifiedBank(page: Page, staff: APIRequestContext): Promise<string> {
  const origin = new URL(page.url()).origin;
  const accountNumber = `9${String(Date.now()).slice(-9)}${Math.floor(Math.random() * 10)}`;
  const added = await page.request.post('/api/user/bank', {
    headers: { origin },
    data: { bankBin: '970436', accountNumber, holderName: 'NGUYEN VAN AN' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const id = (await added.json()).data.id as number;
  expect((await staff.post(`/admin-api/bank-accounts/${id}/verify`)).status()).toBe(200);
  return accountNumber;
}

test('a held first withdrawal tells the player why, what to do and by when; staff see the same reasons', async ({
  page,
  baseURL,
}) => {
  const staff = await staffApi(baseURL!);
  const rules = (await (await staff.get('/admin-api/payments/withdrawal-rules')).json()).data as {
    reviewHours: number;
  };
  const player = await logInAsNewPlayer(page, 'trust', null);
  await depositBySandbox(page, 500_000);
  await expect.poll(() => available(page), { timeout: 15_000 }).toBe(500_000);
  await verifiedBank(page, staff);

  await page.goto('/account/withdraw/bank');
  await page.getByLabel('Số tiền rút').fill('200000');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  const result = page.getByTestId('withdraw-result');
  await expect(result).toHaveAttribute('data-status', 'pending');
  const review = page.getByTestId('withdraw-review');
  await expect(review).toContainText('Lệnh rút đang được kiểm tra');
  await expect(review).toContainText('nhân viên sẽ trả lời trước');
  await expect(review.locator('[data-reason="first_withdrawal"]')).toContainText('lần rút tiền đầu tiên');
  const kyc = review.locator('[data-reason="kyc_not_verified"]');
  await expect(kyc).toContainText('chưa xác minh danh tính');
  await expect(kyc.getByRole('link')).toHaveAttribute('href', '/account/kyc');
  // no play since the deposit: the rapid deposit-withdraw rule's share of it is still to stake
  const pct = Number(
    (await review.locator('[data-reason="turnover"]').textContent())?.match(/tối thiểu (\d+)%/)?.[1] ?? Number.NaN,
  );
  expect(pct).toBeGreaterThan(0);
  await expect(review.locator('[data-reason="turnover"]')).toContainText(
    `Cược thêm ${fmt(Math.ceil((500_000 * pct) / 100))} VND`,
  );

  // the history says it too, as text
  await page.goto('/account/history?tab=transactions');
  await expect(
    page.getByTestId('history-table').getByText(/Đang được kiểm tra \(.*lần rút đầu tiên.*\); nhân viên trả lời trước/),
  ).toBeVisible();

  // staff: one queue, the current reasons with what clears each, who asks, where the money goes
  const id = await playerIdOf(staff, player.username);
  const queue = (await (await staff.get(`/admin-api/withdrawals?playerId=${id}&per_page=20`)).json()).data as {
    username: string;
    holdReasons: string[];
    clearedBy: string[];
    details: { holderName: string; bankShortName: string };
    createdAt: string;
  }[];
  expect(queue[0]!.username).toBe(player.username);
  expect(queue[0]!.holdReasons).toEqual(expect.arrayContaining(['first_withdrawal', 'kyc_not_verified', 'aml_flag']));
  expect(queue[0]!.clearedBy).toHaveLength(queue[0]!.holdReasons.length);
  expect(queue[0]!.details.holderName).toBe('NGUYEN VAN AN');

  // the guide writes out every rule with the operator's figures
  await page.goto('/huong-dan-rut-tien');
  const written = page.getByTestId('money-rules');
  await expect(written).toContainText(`chưa đạt ${pct}% số tiền nạp`);
  await expect(written).toContainText(`trong vòng ${rules.reviewHours} giờ`);
  await expect(written).toContainText('Lần rút tiền đầu tiên của mỗi tài khoản luôn được nhân viên kiểm tra');
  await page.goto('/dieu-khoan-dieu-kien');
  await expect(page.getByTestId('money-rules')).toContainText(`chưa đạt ${pct}% số tiền nạp`);
  await staff.dispose();
});

test('in English: a held withdrawal explains itself, and the withdrawal guide and a promotion read in English', async ({
  page,
  baseURL,
}) => {
  // decision 163: the server's sentences with figures in the page's language
  const staff = await staffApi(baseURL!);
  await logInAsNewPlayer(page, 'trusten', null);
  await depositBySandbox(page, 500_000);
  await expect.poll(() => available(page), { timeout: 15_000 }).toBe(500_000);
  await verifiedBank(page, staff);
  await staff.dispose();

  await page.goto('/en/account/withdraw/bank');
  await page.getByLabel('Withdrawal amount').fill('200000');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const review = page.getByTestId('withdraw-review');
  await expect(review).toContainText('Your withdrawal is being checked.');
  await expect(review).toContainText(/staff will answer before \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  await expect(review.locator('[data-reason="first_withdrawal"]')).toContainText('This is your first withdrawal');
  await expect(review.locator('[data-reason="turnover"]')).toContainText(/Stake [\d,]+ VND more/);
  await shootScreen(page, process.env.SHOTS_DIR, 'en-withdraw-held', [360, 1440]);

  await page.goto('/en/huong-dan-rut-tien');
  await expect(page.getByText('Before you withdraw')).toBeVisible();
  await expect(page.getByTestId('money-rules')).toContainText('Staff answer a withdrawal waiting for a check within');
  await shootScreen(page, process.env.SHOTS_DIR, 'en-withdrawal-guide', [360, 1440]);

  const promotions = (
    await (await page.request.get('/api/promotions', { headers: { 'accept-language': 'en' } })).json()
  ).data as { slug: string; kind: string }[];
  const first = promotions.find((p) => p.kind === 'first_deposit')!;
  await page.goto(`/en/khuyen-mai/${first.slug}`);
  await expect(page.getByText(/For your first deposit; not for crypto, MoMo, and phone card deposits\./)).toBeVisible();
  await shootScreen(page, process.env.SHOTS_DIR, 'en-promotion', [360, 1440]);
});

test('every movement of the balance is in the history with its kind; a Poker 3 Lá Play raise counts toward wagering', async ({
  page,
}) => {
  await logInAsNewPlayer(page, 'trusth', null);
  const origin = new URL(page.url()).origin;
  // a first deposit with the 100% bonus: the deposit and the bonus granted
  const voucher = await page.request.post('/api/payment/deposit/codepay', {
    headers: { origin },
    data: { amount: 200_000, promotionId: 'khuyen-mai-100', replaceCurrent: true },
  });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const { transferCode } = (await voucher.json()).data as { transferCode: string };
  await page.request.post('/sandbox/bank/transfers', {
    data: { content: `chuyen tien ${transferCode}`, amount: 200_000 },
  });
  const promotion = async () => (await (await page.request.get('/api/user/promotion')).json()).data.active;
  await expect.poll(async () => (await promotion())?.status, { timeout: 15_000 }).toBe('active');

  // a Poker 3 Lá round with Pair Plus and the Play raise, through the house game's own API
  const me = (await (await page.request.get('/api/auth/refresh')).json()).data.user as { tokenPlay: string };
  const hand = async (path: string, body: unknown) => {
    const res = await page.request.post(`/house/api/${path}`, {
      headers: { 'x-play-token': me.tokenPlay },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as {
      roundId: string;
      done: boolean;
      legal: string[];
      stake: number;
      payout: number;
    };
  };
  let round = await hand('hand/deal', { game: 'threecard', bet: { ante: 10_000, pairPlus: 5_000 } });
  while (!round.done)
    round = await hand('hand/act', {
      roundId: round.roundId,
      action: round.legal.includes('play') ? 'play' : round.legal[0],
    });
  expect(round.stake).toBe(25_000);
  await page.goto('/account/promotion');
  await expect(page.getByTestId('active-bonus').getByTestId('wager-progress')).toHaveText('25,000 VND', {
    timeout: 15_000,
  });

  // the player cancels the bonus: forfeited
  const cancelled = await page.request.post('/api/user/promotion/cancel', { headers: { origin } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.goto('/account/history?tab=transactions');
  const table = page.getByTestId('history-table');
  await expect(table).toContainText('Tiền thưởng khuyến mãi');
  await expect(table).toContainText('Thưởng khuyến mãi bị hủy');
  await expect(table).toContainText('Nạp tiền');
  // every row of the page is the ledger's: the signed amounts add up to the balance
  const rows = (await (await page.request.get('/api/user/history/transactions?per_page=50')).json()).data as {
    amount: number;
    type: string;
    direction?: string;
  }[];
  const signed = rows.reduce((s, r) => {
    const d = r.direction ?? (r.type === 'withdraw' ? 'out' : 'in');
    return s + (d === 'in' ? r.amount : d === 'out' ? -r.amount : 0);
  }, 0);
  const wallet = (await (await page.request.get('/api/user/balance')).json()).data as { cash: number; bonus: number };
  // the round's result is in the bet history; with it the history accounts for the whole balance
  expect(signed + round.payout - round.stake).toBe(wallet.cash + wallet.bonus);
});

test("the house games and the lottery write figures in the site's one number format, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsNewPlayer(page, 'e2e_fmt', null);
  // a decimal comma ('2,8', 'x3,8', '9,5') where the site writes '2.8' and groups with ','
  const decimalComma = /\d,\d{1,2}(?!\d)/;
  const open = async (provider: string, game: string, ready: string) => {
    await page.goto(`/game/play?partner_provider=${provider}&partner_game_type=${game}&device=mobile`);
    // a phone opens the game in the window
    await expect(page.getByText(ready).first()).toBeVisible({ timeout: 20_000 });
  };

  await open('house', 'xocdia', '1 ăn 0.96');
  await expect(page.getByText('1 ăn 2.8').first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(decimalComma);

  await open('house', 'keno', 'Chọn 1-10 số');
  await page.locator('.keno-grid button[data-n="7"]').click();
  await expect(page.locator('.paytable')).toHaveText('Trúng 1/1: x3.8');
  for (const n of [8, 9, 10, 11, 12, 13, 14]) await page.locator(`.keno-grid button[data-n="${n}"]`).click();
  await expect(page.locator('.paytable')).toContainText('Trúng 8/8: x10,000');
  expect(await page.locator('body').innerText()).not.toMatch(decimalComma);

  await open('lottery', 'lode-3mien', '1 ăn 9.5');
  expect(await page.locator('body').innerText()).not.toMatch(decimalComma);
});
