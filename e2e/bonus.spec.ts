import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import pg from 'pg';
import { approveIfHeld, DATABASE_URL, logInByApi, newPlayer, type Player, staffApi, withdrawalAnswer } from './support';

/*
 * The first-deposit bonus end to end (issue 8, "Done when"): a new player registers, deposits
 * with the 100% bonus through Codepay (sandbox bank transfer + signed webhook), sees the bonus
 * and the wagering progress on /account/promotion, is refused a withdrawal with the server's
 * message and the turnover still to bet, meets the wagering by playing the house roulette in
 * the browser, then withdraws everything. Every balance is asserted exactly and the ledger
 * shows where each đồng came from. A second player cancels the bonus instead.
 */

test.describe.configure({ timeout: 180_000 });

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);
const vnd = (n: number) => `${fmt(n)} VND`;

interface Bonus {
  id: number;
  title: string;
  status: string;
  bonusAmount: number;
  wagerRequired: number;
  wagerProgress: number;
  wagerRemaining: number;
  progressPercent: number;
  expiresAt: string;
  rule: { turnover: number; percent: number };
  wageringTerms: string[];
  forfeit: { amount: number; terms: string[] } | null;
}

const header = (page: Page) => page.locator('header');
const headerBalance = (page: Page) => page.getByTestId('header-balance');

async function wallet(page: Page): Promise<{ cash: number; bonus: number; held: number; available: number }> {
  const res = await page.request.get('/api/user/balance');
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

async function myPromotions(page: Page): Promise<{ active: Bonus | null; history: Bonus[] }> {
  const res = await page.request.get('/api/user/promotion');
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** A Codepay voucher paid by the sandbox bank (the way a script or the app would). */
async function depositByApi(page: Page, amount: number, promotionId: string | null) {
  const origin = new URL(page.url()).origin;
  const voucher = await page.request.post('/api/payment/deposit/codepay', {
    headers: { origin },
    data: { amount, promotionId, replaceCurrent: true },
  });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const { transferCode } = (await voucher.json()).data as { transferCode: string };
  const sent = await page.request.post('/sandbox/bank/transfers', {
    data: { content: `chuyen tien ${transferCode}`, amount },
  });
  expect(sent.status()).toBe(200);
}

/** A bank account the player adds and staff verify (withdrawals go to verified accounts only). */
async function verifiedBank(page: Page, staff: APIRequestContext): Promise<string> {
  const origin = new URL(page.url()).origin;
  const accountNumber = String(Date.now()).slice(-10);
  const banks = (await (await page.request.get('/api/payment/banks')).json()).data as { bin: string }[];
  const added = await page.request.post('/api/user/bank', {
    headers: { origin },
    data: { bankBin: banks[0]!.bin, accountNumber, holderName: 'NGUYEN VAN AN' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const verified = await staff.post(`/admin-api/bank-accounts/${(await added.json()).data.id}/verify`);
  expect(verified.status()).toBe(200);
  return accountNumber;
}

/**
 * A new player registered (by the API, as an app would: the register form is e2e/auth.spec.ts's
 * subject) and signed in on `path`, with nothing in the header yet.
 */
async function registered(page: Page, player: Player, path?: string) {
  await logInByApi(page, player, path);
  await expect(headerBalance(page)).toHaveText('0');
}

async function playerId(page: Page): Promise<number> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').state.user.id as number);
}

/** Per journal kind, the signed change of the player's own accounts (cash, bonus, pending withdrawal). */
async function ledgerOf(id: number): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string; net: string }>(
      `SELECT j.kind, sum(e.amount)::text AS net
         FROM entries e JOIN journal j ON j.id = e.journal_id
        WHERE e.player_id = $1
        GROUP BY j.kind`,
      [id],
    );
    const unbalanced = await client.query(
      `SELECT e.journal_id FROM entries e
        WHERE e.journal_id IN (SELECT journal_id FROM entries WHERE player_id = $1)
        GROUP BY e.journal_id HAVING sum(e.amount) <> 0`,
      [id],
    );
    // Every journal that touched the player moved money between accounts: nothing was created.
    expect(unbalanced.rows).toEqual([]);
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.net)]));
  } finally {
    await client.end();
  }
}

/** Opens the house roulette from its lobby, in the site's game frame. */
async function openRoulette(page: Page): Promise<FrameLocator> {
  await page.goto('/live-casino/roulette');
  const card = page.locator('article', { hasText: 'Roulette Châu Âu' });
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('button', { name: 'ĐẶT CƯỢC' })).toBeEnabled({ timeout: 20_000 });
  return game;
}

/** Clicks `spot` once per chip, choosing each chip (by its face value) first. */
async function placeChips(game: FrameLocator, spot: string, chips: number[]) {
  for (const chip of chips) {
    await game.getByRole('radio', { name: `${new Intl.NumberFormat('en-US').format(chip)} ₫` }).click();
    await game.locator(`[data-spot="${spot}"]`).click();
  }
}

interface RoundResult {
  stake: number;
  payout: number;
  jackpotAmount: number | null;
  balance: number | null;
  settled: boolean;
}

test('a new player takes the 100% first-deposit bonus, is held by the wagering, meets it at roulette, then withdraws', async ({
  page,
  baseURL,
}) => {
  const player = newPlayer('bonus');
  // signed in on the deposit page the journey starts on (it redirects to Codepay)
  await registered(page, player, '/account/deposit');
  const id = await playerId(page);
  const staff = await staffApi(baseURL!);

  // ── Deposit 100,000 with the 100% bonus: the promotion picker of the Codepay page ──
  const promotions = (await (await page.request.get('/api/promotions')).json()).data as {
    slug: string;
    title: string;
    rule: { kind: string; percent: number; maxBonus: number; turnover: number };
  }[];
  const promo100 = promotions.find((p) => p.slug === 'khuyen-mai-100')!;
  expect(promo100.rule).toMatchObject({ kind: 'first_deposit', percent: 100 });
  const DEPOSIT = 100_000;
  const BONUS = Math.min((DEPOSIT * promo100.rule.percent) / 100, promo100.rule.maxBonus);
  const REQUIRED = (DEPOSIT + BONUS) * promo100.rule.turnover;
  expect(REQUIRED).toBe(4_000_000);

  await expect(page).toHaveURL(/\/account\/deposit\/codepay$/);
  await page.getByLabel('Khuyến mãi').selectOption({ label: promo100.title });
  await page.getByLabel('Số tiền nạp').fill(String(DEPOSIT));
  await page.waitForTimeout(550); // submit debounce
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(page.getByTestId('voucher-qr')).toBeVisible();
  await page.getByRole('button', { name: 'Giả lập chuyển khoản (sandbox)' }).click();
  await expect(page.getByTestId('deposit-result')).toHaveAttribute('data-status', 'credited', { timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText(fmt(DEPOSIT), { timeout: 10_000 });
  await expect.poll(async () => (await myPromotions(page)).active?.status, { timeout: 10_000 }).toBe('active');
  expect(await wallet(page)).toMatchObject({ cash: DEPOSIT, bonus: BONUS, available: DEPOSIT });

  // ── /account/promotion: the bonus, its progress and the rules the server counts it by ──
  await page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Khuyến mãi của tôi' }).click();
  const active = page.getByTestId('active-bonus');
  await expect(active.getByRole('heading', { name: promo100.title })).toBeVisible();
  await expect(active.getByTestId('bonus-status')).toHaveText('Đang áp dụng');
  await expect(active.getByTestId('bonus-amount')).toHaveText(`${fmt(BONUS)} VND`);
  await expect(active.getByTestId('wager-progress')).toHaveText('0 VND');
  await expect(active.getByTestId('wager-required')).toHaveText(`${fmt(REQUIRED)} VND`);
  await expect(active.getByTestId('wager-remaining')).toHaveText(`${fmt(REQUIRED)} VND`);
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  const served = (await myPromotions(page)).active!;
  // The page states exactly the sentences the server generated from the bonus's rule.
  await expect(active.getByTestId('wagering-terms').locator('li')).toHaveText(served.wageringTerms);
  expect(served.wageringTerms.join(' ')).toContain(`x${promo100.rule.turnover}`);
  await expect(active.getByTestId('bonus-expires')).not.toBeEmpty();

  // The account menu shows the bonus beside the cash.
  await header(page).getByRole('button', { name: 'Tài khoản của tôi' }).click();
  const menu = page.getByRole('menu', { name: 'Tài khoản của tôi' });
  await expect(menu.getByTestId('balance-cash')).toHaveText(fmt(DEPOSIT));
  await expect(menu.getByTestId('balance-bonus')).toHaveText(fmt(BONUS));
  await page.keyboard.press('Escape');

  // ── A withdrawal is refused with the turnover still to bet, and nothing moves ──
  const accountNumber = await verifiedBank(page, staff);
  await page.getByRole('navigation', { name: 'Tài khoản' }).getByRole('link', { name: 'Rút tiền' }).click();
  await expect(page).toHaveURL(/\/account\/withdraw\/bank$/);
  await expect(page.getByLabel('Tài khoản nhận')).toContainText(accountNumber);
  await page.getByLabel('Số tiền rút').fill(String(DEPOSIT));
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  const refusal = page.getByTestId('withdraw-refusal');
  await expect(refusal).toHaveAttribute('data-code', 'WAGERING_INCOMPLETE');
  await expect(refusal.getByTestId('withdraw-refusal-message')).toHaveText(
    `Bạn cần cược thêm ${vnd(REQUIRED)} (đã cược ${vnd(0)} / ${vnd(REQUIRED)}) để hoàn thành vòng cược khuyến mãi trước khi rút tiền`,
  );
  expect(await wallet(page)).toMatchObject({ cash: DEPOSIT, bonus: BONUS, held: 0 });
  await refusal.getByRole('link', { name: 'Xem tiến độ vòng cược' }).click();
  await expect(page).toHaveURL(/\/account\/promotion$/);
  await expect(page.getByTestId('active-bonus')).toBeVisible();

  // ── More cash to play with (no promotion: the first deposit is done) ──
  const TOP_UP = 900_000;
  await depositByApi(page, TOP_UP, null);
  await expect(headerBalance(page)).toHaveText(fmt(DEPOSIT + TOP_UP), { timeout: 20_000 });

  // ── Roulette in the browser. Red 360K + black 360K + zero 20K: whatever the ball does, the
  // round pays back 720K (red or black 2x, or zero 36x), so each round's result is known: -20K.
  const game = await openRoulette(page);
  await placeChips(game, 'red', [100_000, 100_000, 100_000, 50_000, 10_000]);
  await placeChips(game, 'black', [100_000, 100_000, 100_000, 50_000, 10_000]);
  await placeChips(game, 'n0', [10_000, 10_000]);
  const STAKE = 740_000;
  const PAYBACK = 720_000;
  const ROUNDS = Math.ceil(REQUIRED / STAKE);
  expect(ROUNDS).toBe(6);
  await expect(game.locator('span.total', { hasText: 'Tổng cược' })).toContainText(
    `${new Intl.NumberFormat('en-US').format(STAKE)} ₫`,
  );
  const rounds: RoundResult[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i > 0) await game.getByRole('button', { name: 'Cược lại' }).click();
    const answer = page.waitForResponse((r) => /\/house\/api\/play$/.test(new URL(r.url()).pathname));
    await game.getByRole('button', { name: 'ĐẶT CƯỢC' }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: RoundResult };
    expect(data.settled).toBe(true);
    rounds.push(data);
    await expect(game.getByRole('button', { name: 'ĐẶT CƯỢC' })).toBeEnabled();
  }
  let running = DEPOSIT + TOP_UP;
  for (const r of rounds) {
    expect(r).toMatchObject({ stake: STAKE, payout: PAYBACK, jackpotAmount: null });
    running += r.payout - r.stake;
    expect(r.balance).toBe(running);
  }
  const LOSS = ROUNDS * (STAKE - PAYBACK);

  // ── Wagering met: the bonus moved to cash, the page shows it completed ──
  await expect.poll(async () => (await wallet(page)).bonus, { timeout: 15_000 }).toBe(0);
  const AFTER_PLAY = DEPOSIT + TOP_UP - LOSS + BONUS;
  expect(await wallet(page)).toMatchObject({ cash: AFTER_PLAY, bonus: 0, held: 0, available: AFTER_PLAY });
  await page.goto('/account/promotion');
  const past = page.getByTestId('past-bonus').first();
  await expect(past).toHaveAttribute('data-status', 'completed');
  await expect(past).toContainText(`${fmt(ROUNDS * STAKE)} VND / ${fmt(REQUIRED)} VND`);
  await expect(page.getByTestId('active-bonus')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(fmt(AFTER_PLAY), { timeout: 15_000 });

  // The bet history lists the rounds with the stakes and wins the frame reported.
  await page.goto('/account/history?tab=bets');
  const table = page.getByTestId('bet-history-table');
  await expect(table).toHaveAttribute('data-total', String(ROUNDS));
  const rows = table.locator('tbody tr');
  for (let i = 0; i < ROUNDS; i++) {
    await expect(rows.nth(i)).toHaveAttribute('data-bet', String(STAKE));
    await expect(rows.nth(i)).toHaveAttribute('data-win', String(PAYBACK));
  }

  // ── Withdraw everything: a first withdrawal waits for finance (decision 097), then is paid ──
  await page.goto('/account/withdraw/bank');
  await expect(page.getByTestId('withdraw-available')).toHaveText(`${fmt(AFTER_PLAY)} VND`);
  await page.getByLabel('Số tiền rút').fill(String(AFTER_PLAY));
  const out = await withdrawalAnswer(page, () => page.getByRole('button', { name: 'Rút tiền', exact: true }).click());
  await expect(page.getByTestId('withdraw-refusal')).toHaveCount(0);
  await approveIfHeld(staff, out);
  await expect(page.getByTestId('withdraw-result')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText('0', { timeout: 15_000 });
  expect(await wallet(page)).toMatchObject({ cash: 0, bonus: 0, held: 0, available: 0 });

  // ── Where every đồng came from: deposits, the bonus, the rounds, out through the withdrawal ──
  const ledger = await ledgerOf(id);
  expect(ledger.deposit).toBe(DEPOSIT + TOP_UP);
  expect(ledger.bonus_grant).toBe(BONUS);
  expect(ledger.bonus_release ?? 0).toBe(0); // bonus -> cash, both the player's
  expect(ledger.bet).toBe(-ROUNDS * STAKE);
  expect(ledger.win).toBe(ROUNDS * PAYBACK);
  expect(Object.values(ledger).reduce((s, n) => s + n, 0)).toBe(0);

  await staff.dispose();
});

test('a player cancels the bonus: the bonus is forfeited as the modal said, cash stays and can be withdrawn', async ({
  page,
  baseURL,
}) => {
  const player = newPlayer('bcancel');
  await registered(page, player);
  const id = await playerId(page);
  const staff = await staffApi(baseURL!);
  const DEPOSIT = 150_000;
  await depositByApi(page, DEPOSIT, 'khuyen-mai-100');
  await expect(headerBalance(page)).toHaveText(fmt(DEPOSIT), { timeout: 20_000 });
  await expect.poll(async () => (await myPromotions(page)).active?.status, { timeout: 10_000 }).toBe('active');
  const bonus = (await myPromotions(page)).active!;
  expect(bonus.forfeit).not.toBeNull();
  await verifiedBank(page, staff);

  await page.goto('/account/promotion');
  const active = page.getByTestId('active-bonus');
  await expect(active.getByTestId('bonus-amount')).toHaveText(`${fmt(bonus.bonusAmount)} VND`);

  // Keeping it changes nothing.
  await active.getByRole('button', { name: 'Hủy khuyến mãi' }).click();
  let modal = page.getByRole('dialog', { name: 'Hủy khuyến mãi' });
  await expect(modal.getByTestId('forfeit-amount')).toHaveText(`${fmt(bonus.forfeit!.amount)} VND`);
  await modal.getByRole('button', { name: 'Giữ khuyến mãi' }).click();
  await expect(modal).toBeHidden();
  expect((await myPromotions(page)).active?.status).toBe('active');

  // The modal states what the server will take, then takes exactly that.
  await active.getByRole('button', { name: 'Hủy khuyến mãi' }).click();
  modal = page.getByRole('dialog', { name: 'Hủy khuyến mãi' });
  await expect(modal.getByTestId('forfeit-amount')).toHaveText(`${fmt(bonus.forfeit!.amount)} VND`);
  await expect(modal.getByTestId('forfeit-terms').locator('li')).toHaveText(bonus.forfeit!.terms);
  await expect(modal.getByTestId('forfeit-terms')).toContainText(vnd(bonus.bonusAmount));
  const before = await wallet(page);
  await modal.getByRole('button', { name: 'Xác nhận hủy' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Đã hủy khuyến mãi. Tiền thưởng đã được thu hồi.')).toBeVisible();
  await expect(page.getByTestId('active-bonus')).toHaveCount(0);
  await expect(page.getByTestId('past-bonus').first()).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('past-bonus').first().getByTestId('bonus-status')).toHaveText('Đã hủy');
  const after = await wallet(page);
  expect(after).toMatchObject({ cash: DEPOSIT, bonus: 0 });
  expect(before.cash + before.bonus - (after.cash + after.bonus)).toBe(bonus.forfeit!.amount);

  // Nothing holds the withdrawal any more.
  await page.goto('/account/withdraw/bank');
  await page.getByLabel('Số tiền rút').fill(String(DEPOSIT));
  const out = await withdrawalAnswer(page, () => page.getByRole('button', { name: 'Rút tiền', exact: true }).click());
  await approveIfHeld(staff, out);
  await expect(page.getByTestId('withdraw-result')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(headerBalance(page)).toHaveText('0', { timeout: 15_000 });

  const ledger = await ledgerOf(id);
  expect(ledger).toMatchObject({ deposit: DEPOSIT, bonus_grant: bonus.bonusAmount, bonus_forfeit: -bonus.bonusAmount });
  expect(Object.values(ledger).reduce((s, n) => s + n, 0)).toBe(0);

  await staff.dispose();
});
