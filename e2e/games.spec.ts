import { expect, type Page, test } from '@playwright/test';
import {
  balanceText,
  clickHydrating,
  depositBySandbox,
  firstInteraction,
  headerBalance,
  logInAsNewPlayer,
  logInByApi,
  newPlayer,
  registerByApi,
  screenshotTo,
} from './support';

/*
 * Games end to end (issue 7): a player of the test's own signs in, is funded through the real Codepay
 * flow (voucher + sandbox bank transfer + signed webhook), opens a lobby, launches the house
 * slot through GET /api/game/link in a frame, plays rounds, and the header balance and the
 * bet history change by exactly what the rounds reported.
 */

test.describe.configure({ timeout: 90_000 });

// screenshots only when asked for (a folder in SHOTS_DIR)
const SHOTS = process.env.SHOTS_DIR;
const DEPOSIT = 500_000;
const ROUNDS = 3;

const _header = (page: Page) => page.locator('header');

interface Round {
  stake: number;
  won: number;
  balance: number | null;
}

test('a guest who tries to play or favourite gets the login modal', async ({ page }) => {
  await page.goto('/cong-game/slot');
  const card = page.locator('article', { hasText: 'Thần Tài 5 Cuộn' });
  // a guest's first click: it opens the login once the app has hydrated
  await clickHydrating(card.getByRole('button', { name: /Yêu thích/ }));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/cong-game\/slot$/);
});

test('play the house slot from the lobby: balance and bet history move by exactly the results', async ({ page }) => {
  await logInAsNewPlayer(page, 'e2e_slot', '/cong-game/slot');
  const start = await headerBalance(page);
  await depositBySandbox(page, DEPOSIT);
  // The live balance stream brings the credited deposit into the header.
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + DEPOSIT), { timeout: 20_000 });
  const funded = start + DEPOSIT;

  const before = await page.request.get('/api/user/history/bets?per_page=50');
  expect(before.status()).toBe(200);
  const betsBefore = (await before.json()).meta.pagination.total as number;

  // Lobby: real catalogue games with title, partner and the favourite toggle.
  const card = page.locator('article', { hasText: 'Thần Tài 5 Cuộn' });
  await expect(card).toContainText('Sảnh kiểm chứng');
  const star = card.getByRole('button', { name: /Yêu thích/ });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByText('Đã thêm vào danh sách yêu thích')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await star.click();
  await expect(page.getByText('Đã xóa khỏi danh sách yêu thích')).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');

  // Desktop: 'play now' shows on hover and opens /game/play, which frames the launch link.
  await card.hover();
  const link = page.waitForResponse((r) => r.url().includes('/api/game/link'));
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  expect((await link).status()).toBe(200);
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'QUAY' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await expect(game.locator('.balance strong')).not.toHaveText('');

  const rounds: Round[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const answer = page.waitForResponse((r) => /\/house\/api\/play$/.test(new URL(r.url()).pathname));
    await spin.click();
    const res = await answer;
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as {
      data: { stake: number; payout: number; jackpotAmount: number | null; balance: number | null; settled: boolean };
    };
    expect(data.settled).toBe(true);
    rounds.push({ stake: data.stake, won: data.payout + (data.jackpotAmount ?? 0), balance: data.balance });
    await expect(spin).toBeEnabled();
  }
  const net = rounds.reduce((sum, r) => sum + r.won - r.stake, 0);
  // Every round's balance answer is the previous one moved by exactly that round.
  let running = funded;
  for (const r of rounds) {
    running += r.won - r.stake;
    expect(r.balance).toBe(running);
  }

  // Back on the site the header shows the funded balance moved by exactly the rounds.
  await page.goto('/cong-game/no-hu');
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(funded + net), { timeout: 15_000 });

  // The jackpot badge counts up to the slot's pool, which the rounds just fed.
  const list = await page.request.get('/api/game/list?category=no-hu&per_page=12');
  const slot = ((await list.json()).data as { partnerGameId: string; jackpot: number }[]).find(
    (g) => g.partnerGameId === 'slot',
  );
  expect(slot?.jackpot).toBeGreaterThan(0);
  await expect(card.getByTestId('jackpot-badge')).toHaveText(balanceText(slot?.jackpot ?? 0), { timeout: 10_000 });

  // Bet history: one row per round, newest first, with the stake and the win of each.
  await page.goto('/account/history?tab=bets');
  const table = page.getByTestId('bet-history-table');
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('data-total', String(betsBefore + ROUNDS));
  const rows = table.locator('tbody tr');
  for (let i = 0; i < ROUNDS; i++) {
    const round = rounds[ROUNDS - 1 - i] as Round;
    await expect(rows.nth(i)).toHaveAttribute('data-bet', String(round.stake));
    await expect(rows.nth(i)).toHaveAttribute('data-win', String(round.won));
    await expect(rows.nth(i)).toContainText('Thần Tài 5 Cuộn');
  }
});

test('a launch the server refuses shows its 400 message', async ({ page }) => {
  await logInAsNewPlayer(page, 'launch400', null);
  await page.goto('/game/play?partner_provider=house&partner_game_type=no-such-game&device=desktop');
  await expect(page.getByRole('alert')).toHaveText('Trò chơi không tồn tại hoặc đã ngừng hoạt động');
});

test('on a phone the game opens in the same window, not in a frame', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    await logInAsNewPlayer(page, 'phonegame', '/live-casino/tai-xiu');
    await page.locator('article', { hasText: 'Tài Xỉu' }).getByRole('heading', { name: 'Tài Xỉu' }).click();
    await expect(page).toHaveURL(/\/house\/play\/taixiu\?/);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ĐẶT CƯỢC' })).toBeVisible({ timeout: 20_000 });
    // The game replaced the site in the window: its own button leads back to the lobby.
    await page.getByRole('link', { name: 'Về sảnh game' }).click();
    await expect(page).toHaveURL(/\/live-casino$/);
  } finally {
    await phone.close();
  }
});

test('a live table card plays the sandbox stream once the player interacts, and nothing before', async ({ page }) => {
  const verifies: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/stream/verify') verifies.push(r.postData() ?? '');
  });
  await page.goto('/live-casino/baccarat');
  const card = page.locator('article', { hasText: 'Baccarat Bàn Chung' });
  await expect(card.getByRole('img', { name: 'Baccarat Bàn Chung' })).toBeVisible();
  await page.waitForTimeout(1_500);
  // No video work while the page loads: page-load audits and glances cost nothing.
  expect(verifies).toEqual([]);
  await expect(card.locator('[data-live]')).toHaveAttribute('data-live', 'idle');

  await page.mouse.move(20, 20);
  await page.mouse.move(300, 400);
  await expect(card.locator('[data-live]')).toHaveAttribute('data-live', 'playing', { timeout: 15_000 });
  expect(verifies.map((v) => JSON.parse(v))).toContainEqual({
    groupId: 'lotus-live',
    streamId: 'table-1',
    site: 'localhost',
  });
  const video = card.getByTestId('live-video');
  expect(await video.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  // A live picture: it changes while we watch.
  const first = await video.screenshot();
  await expect.poll(async () => (await video.screenshot()).equals(first), { timeout: 5_000 }).toBe(false);
});

test('a live card whose stream cannot be verified keeps its thumbnail', async ({ page }) => {
  await page.route('**/api/stream/verify', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, statusCode: 503, code: 'STREAM_UNAVAILABLE', message: 'x' }),
    }),
  );
  await page.goto('/live-casino/baccarat');
  const card = page.locator('article', { hasText: 'Baccarat Bàn Chung' });
  await expect(card.getByRole('img', { name: 'Baccarat Bàn Chung' })).toBeVisible();
  // Scripts load at low priority, so the first moves may come before hydration: keep moving like a user.
  await expect
    .poll(
      async () => {
        await page.mouse.move(20, 20);
        await page.mouse.move(300, 400);
        return card.locator('[data-live]').getAttribute('data-live');
      },
      { timeout: 15_000 },
    )
    .toBe('failed');
  await expect(card.getByTestId('live-video')).toHaveCount(0);
  await expect(card.getByRole('img', { name: 'Baccarat Bàn Chung' })).toBeVisible();
});

test('the jackpot popup lists the jackpot games with abbreviated live amounts, and a tile opens its game', async ({
  page,
  request,
}) => {
  const player = newPlayer('e2e_jp');
  await registerByApi(request, player);
  await page.goto('/cong-game/no-hu');
  // The floating shell comes with a guest's first interaction (decision 116).
  await firstInteraction(page);
  const list = await page.request.get('/api/game/explode-jackpot');
  const games = (await list.json()).data.games as { id: number; jackpot: number; partnerGameId: string }[];
  expect(games.length).toBeGreaterThan(0);
  await page.getByTestId('floating-jackpot').click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByTestId('jackpot-game')).toHaveCount(games.length);
  // 50,000,000 VND in the seed pool: abbreviated in millions, rounded up.
  await expect(popup.getByTestId('jackpot-game').first()).toHaveText(/^\d+(\.\d{1,2})?tr$/);
  await expect(popup.getByTestId('jackpot-total')).toHaveText(/^\d+(\.\d{1,2})?tr$/);

  // a tile opens its game: a guest logs in first and lands on it
  await popup.getByTestId('jackpot-game').first().getByRole('button').click();
  const auth = page.getByRole('dialog');
  await auth.getByLabel('Tên đăng nhập').fill(player.username);
  await auth.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await auth.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/game/play\\?.*partner_game_type=${games[0]!.partnerGameId}`));
});

test('opening the slot or keno answers no error and logs none, on a phone and on a desktop', async ({ page }) => {
  // signed in, no page opened: the loop opens the game screens
  await logInAsNewPlayer(page, 'e2e_sk', null);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  for (const [width, height, device] of [
    [1440, 900, 'desktop'],
    [360, 740, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const game of ['slot', 'keno']) {
      await page.goto(
        `/game/play?partner_provider=house&partner_game_type=${game}&category_name=cong-game&device=${device}`,
      );
      // desktops keep the game in a frame, phones open it in the window
      const screen = device === 'desktop' ? page.frameLocator('iframe') : page;
      await expect(screen.getByRole('button', { name: game === 'slot' ? 'QUAY' : 'ĐẶT CƯỢC' })).toBeVisible({
        timeout: 20_000,
      });
      // the screen's first requests (session, rounds, limits if any) have answered
      await page.waitForTimeout(1500);
    }
  }
  expect(problems).toEqual([]);
});

// issue 38 (decision 175): the site passes its language in the launch; the house games' screens,
// their results and their API's refusals are in English, and Vietnamese stays the default
test('from the English site the house games open in English, refusals too', async ({ page }) => {
  test.setTimeout(300_000);
  const player = newPlayer('e2e_house_en');
  await logInByApi(page, player, null);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/en/game/play?partner_provider=house&partner_game_type=slot&category_name=cong-game&device=mobile');
  await expect(page).toHaveURL(/\/house\/play\/slot\?.*lang=en/, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('God of Wealth 5 Reels - House Games');
  const spin = page.getByRole('button', { name: 'SPIN' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Back to the game lobby' })).toHaveAttribute('href', /\/en\//);
  await expect(page.locator('.balance')).toContainText('Balance');
  await expect(page.locator('.balance strong')).toHaveText('0 ₫');

  // nothing to stake yet: the wallet's refusal comes back in English
  await spin.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your balance is not enough to place this bet' }),
  ).toBeVisible();

  await depositBySandbox(page, 100_000);
  // the screen reads the balance when it opens: reopen it until the credited deposit shows
  await expect(async () => {
    await page.reload();
    await expect(page.locator('.balance strong')).toHaveText('100,000 ₫', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByLabel('Bet per line')).toContainText('× 20 lines');
  await spin.click();
  await expect(page.locator('.result-banner')).toHaveText(
    /(winning lines|Better luck next time) · (Won|Lost)|JACKPOT/,
    {
      timeout: 40_000,
    },
  );
  await screenshotTo(page, SHOTS, 'slot-en-360.png', true);
  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules · God of Wealth 5 Reels' });
  await expect(rules).toContainText('20 fixed lines');
  await expect(rules).toContainText('jackpot contribution');
  await page.getByRole('button', { name: 'Close' }).click();

  // xóc đĩa with the same play session: its board, its result and its history in English
  const url = page.url();
  await page.goto(url.replace('/play/slot', '/play/xocdia'));
  await expect(page.getByRole('heading', { name: 'Xóc Đĩa' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-spot="do4"]')).toHaveText('4 RED14:1');
  await page.locator('[data-spot="chan"]').click();
  await expect(page.locator('.controls')).toContainText('Total bet: 5,000 ₫');
  await page.getByRole('button', { name: 'PLACE BET' }).click();
  await expect(page.locator('.result-banner')).toHaveText(/^\d red · \d white · (EVEN|ODD) · (Won|Lost)/, {
    timeout: 40_000,
  });
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Round history' });
  await expect(history.getByRole('columnheader', { name: 'Win/Loss' })).toBeVisible();
  await expect(history).toContainText('Xóc Đĩa');
  await expect(history).toContainText('God of Wealth 5 Reels');
  await screenshotTo(page, SHOTS, 'xocdia-en-360.png', true);

  // the shared tables: the cockfight and the live baccarat
  await page.goto(url.replace('/play/slot', '/play/cockfight'));
  await expect(page.locator('.fight-title')).toHaveText(/^Fight #\d+$/, { timeout: 20_000 });
  await expect(page.locator('.fight-phase')).toHaveText(/^(Taking bets|Fighting|Result)$/);
  await expect(page.getByRole('heading', { name: 'Your bets on this fight' })).toBeVisible();
  await screenshotTo(page, SHOTS, 'cockfight-en-360.png', true);
  await page.goto(url.replace('/play/slot', '/play/baccarat_live'));
  await expect(page.locator('.live-title')).toHaveText(/^Table 1 · Shoe #\d+ · Coup \d+$/, { timeout: 20_000 });
  await expect(page.locator('[data-spot="banker"] .name')).toHaveText('BANKER');
  await screenshotTo(page, SHOTS, 'baccarat-live-en-360.png', true);

  // without the launch's language the same screen is Vietnamese, as it always was
  await page.goto(url.replace('/play/slot', '/play/xocdia').replace(/([?&])lang=en&?/, '$1'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('[data-spot="do4"]')).toHaveText('4 ĐỎ1 ăn 14', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'ĐẶT CƯỢC' })).toBeVisible();
});
