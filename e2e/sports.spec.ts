import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { balanceText, depositBySandbox, headerBalance, logInAsNewPlayer } from './support';

/*
 * Sports end to end (issue 15): the demo player is funded, opens the built-in sportsbook from
 * /the-thao, places a single and a two-match parlay on the next matches, the sandbox feed plays
 * them (SPORTS_SPEED=600 in the e2e server: matches kick off every 18 s and last about 11 s), and
 * the header balance and the bet history show exactly what the bets paid.
 */

test.describe.configure({ timeout: 180_000 });

const DEPOSIT = 500_000;
const STAKE = 20_000;

const _header = (page: Page) => page.locator('header');

/**
 * Picks the slip's legs and places it; answers the bet's id. The sandbox re-prices matches on its
 * own schedule, so a line can move between the pick and the post (409 MARKET_CLOSED, the answer
 * a player gets too): then the legs are dropped and picked again from the re-drawn markets.
 */
async function placeSlip(page: Page, book: FrameLocator, pick: () => Promise<void>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await pick();
    await book.locator('#stake').fill(String(STAKE));
    await book.locator('#accept').selectOption('any');
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/sports/api/bets' && r.request().method() === 'POST',
    );
    await book.getByRole('button', { name: 'Đặt cược' }).click();
    const res = await answer;
    if (res.status() === 409 && (await res.json()).code === 'MARKET_CLOSED' && attempt < 3) {
      const drop = book.locator('#slip .leg button', { hasText: 'Bỏ' });
      while ((await drop.count()) > 0) await drop.first().click();
      continue;
    }
    expect(res.status()).toBe(200);
    await expect(book.getByText('Đặt cược thành công')).toBeVisible();
    return ((await res.json()) as { data: { id: string } }).data.id;
  }
}

/** Slips are placed on matches that kick off at least this long from now (a slip takes a few seconds). */
const KICKOFF_MARGIN_MS = 10_000;

/** Ids of the first `n` listed matches that kick off at least KICKOFF_MARGIN_MS from the server's now. */
async function nextMatches(page: Page, token: string, n: number): Promise<string[]> {
  type Listed = { id: string; kickoff: string };
  const res = await page.request.get('/sports/api/matches?status=upcoming&game=sportsbook&limit=60', {
    headers: { 'x-play-token': token },
  });
  expect(res.status()).toBe(200);
  const { items, serverTime } = (await res.json()).data as { items: Listed[]; serverTime: string };
  const from = Date.parse(serverTime) + KICKOFF_MARGIN_MS;
  const ids = items
    .filter((m) => Date.parse(m.kickoff) >= from)
    .sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))
    .slice(0, n)
    .map((m) => m.id);
  expect(ids).toHaveLength(n);
  return ids;
}

test('a single and a parlay on the sandbox feed settle, and the header and history show exactly the results', async ({
  page,
}) => {
  await logInAsNewPlayer(page, 'e2e_sport');
  const start = await headerBalance(page);
  await depositBySandbox(page, DEPOSIT);
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + DEPOSIT), { timeout: 20_000 });
  const funded = start + DEPOSIT;
  const before = await page.request.get('/api/user/history/bets?per_page=50');
  const betsBefore = (await before.json()).meta.pagination.total as number;

  // /the-thao is the sportsbook's lobby, not a dead end: the way in and today's matches
  await page.goto('/the-thao');
  await expect(page.getByRole('heading', { name: 'Thể thao', exact: true }).first()).toBeVisible();
  const link = page.waitForResponse((r) => r.url().includes('/api/game/link'));
  await page.getByRole('button', { name: 'Vào sảnh thể thao' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  const launch = (await (await link).json()).data as string;
  const token = new URL(launch).searchParams.get('token')!;
  const book = page.frameLocator('iframe');

  // the next matches to kick off (listed under "Sắp diễn ra"), of which the first three that
  // kick off at least KICKOFF_MARGIN_MS from now: the slips are placed well before kick-off
  const upcoming = book.locator('h2:has-text("Sắp diễn ra") ~ article.match');
  await expect(upcoming.first()).toBeVisible({ timeout: 30_000 });
  await expect(book.locator('#balance')).toContainText('Số dư');
  const next = await nextMatches(page, token, 3);
  const match = (i: number) => upcoming.and(book.locator(`[data-id="${next[i]}"]`));

  // a single: the home side on the main Asian handicap line of the first match
  const single = await placeSlip(page, book, async () => {
    await match(0).locator('.m-ah .pick').first().click();
    await expect(book.locator('#slip')).toContainText('Kèo chấp');
  });

  // a parlay of two matches: 1X2 draw on the second, over on the third
  const parlay = await placeSlip(page, book, async () => {
    await match(1).locator('.m-1x2 .pick').nth(1).click();
    await match(2).locator('.m-ou .pick').first().click();
    await expect(book.locator('#slip h2')).toHaveText('Phiếu cược xiên (2)');
  });

  // the sandbox plays the matches; both bets settle
  type Bet = {
    id: string;
    stake: number;
    payout: number | null;
    status: string;
    kind: string;
    legs: { result: string | null }[];
  };
  let bets: Bet[] = [];
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/sports/api/bets?limit=20', { headers: { 'x-play-token': token } });
        bets = ((await res.json()).data as Bet[]).filter((b) => b.id === single || b.id === parlay);
        return bets.filter((b) => b.status === 'settled' || b.status === 'void').length;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(2);
  const staked = bets.reduce((s, b) => s + b.stake, 0);
  const won = bets.reduce((s, b) => s + (b.payout ?? 0), 0);
  expect(staked).toBe(2 * STAKE);
  expect(bets.find((b) => b.id === parlay)!.kind).toBe('parlay');
  for (const b of bets) for (const leg of b.legs) expect(leg.result).not.toBeNull();

  // the sportsbook's own history shows each leg's result
  await expect(book.locator(`[data-bet="${parlay}"]`)).toContainText('Đã kết toán', { timeout: 15_000 });
  await expect(book.locator(`[data-bet="${parlay}"] .res`)).toHaveCount(2);
  await expect(book.locator(`[data-bet="${parlay}"] .res.open`)).toHaveCount(0);

  // back on the site: the header balance moved by exactly won - staked
  await page.goto('/lich-thi-dau');
  await expect(page.getByTestId('match-list')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(funded - staked + won), { timeout: 20_000 });

  // the platform's bet history lists both bets with their stake and payout
  await page.goto('/account/history?tab=bets');
  const table = page.getByTestId('bet-history-table');
  // the account pages load their own scripts: give a busy machine time
  await expect(table).toHaveAttribute('data-total', String(betsBefore + 2), { timeout: 30_000 });
  const rows = table.locator('tbody tr');
  const newest = [...bets].sort((a, b) => (a.id === parlay ? -1 : b.id === parlay ? 1 : 0));
  for (let i = 0; i < 2; i++) {
    await expect(rows.nth(i)).toHaveAttribute('data-bet', String(newest[i]!.stake));
    await expect(rows.nth(i)).toHaveAttribute('data-win', String(newest[i]!.payout));
    await expect(rows.nth(i)).toContainText('Thể thao');
  }
  // each leg of the parlay with its own result, under its row
  const legs = rows.nth(0).getByTestId('bet-details').locator('li');
  await expect(legs).toHaveCount(2);
  for (let i = 0; i < 2; i++) await expect(legs.nth(i)).not.toHaveAttribute('data-result', 'pending');
  await expect(rows.nth(1).getByTestId('bet-details').locator('li')).toHaveCount(1);
});

test('a provider page that is not connected says so and leads to the built-in sportsbook; virtual pages open virtual football', async ({
  page,
}) => {
  await page.goto('/the-thao/k-sport');
  await expect(page.getByTestId('provider-not-connected')).toContainText('K Sport hiện chưa được kết nối');
  await expect(page.getByRole('button', { name: 'Đăng nhập để chơi' })).toBeVisible();
  await logInAsNewPlayer(page, 'virtual');
  await page.goto('/the-thao/the-thao-ao-saba');
  await page.getByRole('button', { name: 'Vào sảnh' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  await expect(page.frameLocator('iframe').locator('.brand')).toHaveText('Bóng đá ảo', { timeout: 20_000 });
});
