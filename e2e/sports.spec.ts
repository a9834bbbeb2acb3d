import { expect, type FrameLocator, type Page, type Route, test } from '@playwright/test';
import { balanceText, depositBySandbox, headerBalance, logInAsNewPlayer, screenshotTo, staffApi } from './support';

/*
 * Sports end to end (issue 15): a player of the test's own is funded, opens the built-in sportsbook from
 * /the-thao, places a single and a two-match parlay on the next matches, the sandbox feed plays
 * them (SPORTS_SPEED=600 in the e2e server: matches kick off every 18 s and last about 11 s), and
 * the header balance and the bet history show exactly what the bets paid.
 */

test.describe.configure({ timeout: 180_000 });

// screenshots only when asked for (a folder in SPORTS_SHOTS_DIR)
const SHOTS = process.env.SPORTS_SHOTS_DIR;

const DEPOSIT = 500_000;
const STAKE = 20_000;

const _header = (page: Page) => page.locator('header');

/** The matches list as the book polls it: each match's markets and their selections. */
type ListedMarkets = {
  items: { id: string; markets: { market: string; line: number; selections: { key: string }[] }[] }[];
};
const MATCHES = '**/sports/api/matches?*';

/**
 * The feed reprices a match as its kick-off nears (600 times faster here): from one poll on,
 * the match keeps the prices that poll gave, as a quiet market would, so that a tap's own answer
 * is the one on screen (a repricing in that second answered "odds changed" instead).
 */
function priceHolder(matchId: string) {
  let held: ListedMarkets['items'][number]['markets'] | undefined;
  let polls = 0;
  const hold = (json: { data: ListedMarkets }) => {
    for (const m of json.data.items.filter((x) => x.id === matchId)) {
      held ??= structuredClone(m.markets);
      m.markets = structuredClone(held);
    }
  };
  const route = async (route: Route) => {
    const res = await route.fetch();
    const json = (await res.json()) as { data: ListedMarkets };
    hold(json);
    polls++;
    await route.fulfill({ response: res, json });
  };
  return { hold, route, polls: () => polls };
}

/** The book's words a slip is placed with, in the language it was opened in. */
const VI_SLIP = { place: 'Đặt cược', remove: 'Bỏ', placed: 'Đặt cược thành công' };

/**
 * Picks the slip's legs and places it; answers the bet's id. The sandbox re-prices matches on its
 * own schedule, so a line can move between the pick and the post (409 MARKET_CLOSED, the answer
 * a player gets too): then the legs are dropped and picked again from the re-drawn markets.
 */
async function placeSlip(
  page: Page,
  book: FrameLocator | Page,
  pick: () => Promise<void>,
  words = VI_SLIP,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await pick();
    await book.locator('#stake').fill(String(STAKE));
    await book.locator('#accept').selectOption('any');
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/sports/api/bets' && r.request().method() === 'POST',
    );
    await book.getByRole('button', { name: words.place, exact: true }).click();
    const res = await answer;
    if (res.status() === 409 && (await res.json()).code === 'MARKET_CLOSED' && attempt < 3) {
      const drop = book.locator('#slip .leg button', { hasText: words.remove });
      while ((await drop.count()) > 0) await drop.first().click();
      continue;
    }
    expect(res.status()).toBe(200);
    await expect(book.getByText(words.placed)).toBeVisible();
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
  await logInAsNewPlayer(page, 'e2e_sport', '/the-thao');
  const start = await headerBalance(page);
  await depositBySandbox(page, DEPOSIT);
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + DEPOSIT), { timeout: 20_000 });
  const funded = start + DEPOSIT;
  const before = await page.request.get('/api/user/history/bets?per_page=50');
  const betsBefore = (await before.json()).meta.pagination.total as number;

  // /the-thao is the sportsbook's lobby, not a dead end: the way in and today's matches
  await expect(page.getByRole('heading', { name: 'Thể thao', exact: true }).first()).toBeVisible();
  const link = page.waitForResponse((r) => r.url().includes('/api/game/link'));
  await page.getByRole('button', { name: 'Vào sảnh thể thao' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  const launch = (await (await link).json()).data as string;
  const token = new URL(launch).searchParams.get('token')!;
  const book = page.frameLocator('iframe');

  // the next matches to kick off (listed under "Sắp diễn ra"); each slip takes those that kick
  // off at least KICKOFF_MARGIN_MS from the moment it is made up: placed well before kick-off
  const upcoming = book.locator('h2:has-text("Sắp diễn ra") ~ article.match');
  await expect(upcoming.first()).toBeVisible({ timeout: 30_000 });
  await expect(book.locator('#balance')).toContainText('Số dư');
  const match = (id: string) => upcoming.and(book.locator(`[data-id="${id}"]`));

  // a single: the home side on the main Asian handicap line of the next match
  const [first] = await nextMatches(page, token, 1);
  const single = await placeSlip(page, book, async () => {
    await match(first!).locator('.m-ah .pick').first().click();
    await expect(book.locator('#slip')).toContainText('Kèo chấp');
  });

  // a parlay of two matches, chosen once the single is placed (on a busy machine that can take
  // long enough for matches chosen before it to kick off, and the book drops a started match from
  // the slip): 1X2 draw on the first, over on the second
  const two = await nextMatches(page, token, 2);
  const parlay = await placeSlip(page, book, async () => {
    await match(two[0]!).locator('.m-1x2 .pick').nth(1).click();
    await match(two[1]!).locator('.m-ou .pick').first().click();
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
  // K Sport's virtual sports are not connected either: the page offers the built-in virtual football
  await logInAsNewPlayer(page, 'virtual', '/the-thao/the-thao-ao-ksport');
  await page.getByRole('button', { name: 'Vào sảnh' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  await expect(page.frameLocator('iframe').locator('.brand')).toHaveText('Bóng đá ảo', { timeout: 20_000 });
});

test('on a phone: prices a player can read, a floating slip, a moved line refreshed and a closed match dropped with a message', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsNewPlayer(page, 'e2e_sph', '/the-thao');
  // the trading desk's side, signed in before the book is open (its matches keep kicking off)
  const staff = await staffApi(new URL(page.url()).origin);
  await page.getByRole('button', { name: 'Vào sảnh thể thao' }).click();
  // a phone leaves the site for the book, in the same window; the book has its way back
  await expect(page).toHaveURL(/\/sports\/play\/sportsbook/, { timeout: 20_000 });
  await expect(page.locator('#back')).toHaveAttribute('href', /\/the-thao$/);

  // Malay odds, the Asian books' default: only the goal lines use it; 1X2, both score and
  // correct score stay decimal (never -0.06 or 0.00)
  await page.locator('#odds-format').selectOption('malay');
  const upcoming = page.locator('h2:has-text("Sắp diễn ra") ~ article.match');
  await expect(upcoming.first()).toBeVisible({ timeout: 30_000 });
  // a match far from kick-off, so that it is still listed when the test is done, but not the
  // list's last: the list stops at 60, and a league's next fixture, listed meanwhile with an
  // earlier kick-off, pushes the last one out (a CI run lost it so). Held by its id.
  const listed = await upcoming.count();
  const matchId = (await upcoming.nth(Math.max(0, listed - 10)).getAttribute('data-id'))!;
  const card = page.locator(`article.match[data-id="${matchId}"]`);
  await card.getByRole('button', { name: /Thêm kèo/ }).click();
  const prices = async (markets: string) =>
    card
      .locator(
        markets
          .split(',')
          .map((m) => `.m-${m} .pick b`)
          .join(', '),
      )
      .allTextContents();
  const decimal = await prices('1x2,btts,cs,ht1x2');
  expect(decimal.length).toBeGreaterThan(20);
  for (const p of decimal) {
    expect(p).toMatch(/^\d+\.\d{2}$/);
    expect(Number(p)).toBeGreaterThanOrEqual(1.01);
  }
  const lines = await prices('ah,ou');
  expect(lines.length).toBeGreaterThanOrEqual(4);
  for (const p of lines) {
    expect(p).toMatch(/^-?[01]\.\d{2}$/);
    expect(Math.abs(Number(p))).toBeLessThanOrEqual(1);
  }

  const quiet = priceHolder(matchId);
  await page.route(MATCHES, quiet.route);
  await expect.poll(quiet.polls).toBeGreaterThan(0);

  // a tap answers at once, and the floating slip counts it with the stake
  const fab = page.locator('#slip-fab');
  await expect(fab).toBeVisible();
  await expect(fab).toContainText('Chưa chọn kèo');
  const pick = card.locator('.m-ah .pick').first();
  const key = (await pick.getAttribute('data-key'))!;
  await pick.click();
  await expect(pick).toHaveClass(/chosen/);
  await expect(page.locator('#toast')).toContainText('Đã thêm vào phiếu cược (1)');
  await expect(page.locator('#slip-count')).toHaveText('1');
  await expect(page.locator('#slip-stake')).toHaveText('Cược 10,000 VND');
  await fab.click();
  await expect(page.locator('#slip')).toBeInViewport();
  await expect(page.locator('#slip').getByRole('button', { name: 'Đặt cược' })).toBeInViewport();
  await page.getByRole('button', { name: 'Đóng phiếu cược' }).click();

  // the feed moves the handicap line of that match: the slip takes the new line and says so
  const [market, line, side] = key.split(':');
  const moved = `${market}:${Number(line) + 0.25}:${side}`;
  const moveLine = async (route: Route) => {
    const res = await route.fetch();
    const json = (await res.json()) as { data: ListedMarkets };
    quiet.hold(json);
    for (const m of json.data.items.filter((x) => x.id === matchId))
      for (const mk of m.markets.filter((x) => x.market === market)) {
        mk.line = Number(line) + 0.25;
        for (const s of mk.selections) {
          const [, , p] = s.key.split(':');
          s.key = `${market}:${mk.line}:${p}`;
        }
      }
    await route.fulfill({ response: res, json });
  };
  await page.route(MATCHES, moveLine);
  await page.unroute(MATCHES, quiet.route);
  await expect(page.locator('#toast')).toContainText('đường kèo đã đổi', { timeout: 10_000 });
  await fab.click();
  // (a later poll may have a new price for it too: the note then says that)
  await expect(page.locator('#slip .note')).toContainText(/(Đường kèo|Tỷ lệ) đã đổi/);
  await expect(page.locator('#slip-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Đóng phiếu cược' }).click();
  await expect(card.locator(`.pick[data-key="${moved}"]`)).toHaveClass(/chosen/);

  // the match stops taking bets: the pick leaves the slip, with a message. The new handler goes
  // first (the last added answers), so no poll slips through with the old line in between; the
  // old one is removed once its poll in flight is answered (a bare unroute let that poll through
  // unmoved and then failed its fulfil: "Route is already handled")
  await page.route(MATCHES, async (route) => {
    const res = await route.fetch();
    const json = (await res.json()) as { data: ListedMarkets };
    json.data.items = json.data.items.filter((x) => x.id !== matchId);
    await route.fulfill({ response: res, json });
  });
  await page.unroute(MATCHES, moveLine);
  await expect(page.locator('#toast')).toContainText('đã ngừng nhận cược', { timeout: 10_000 });
  await expect(page.locator('#slip-count')).toHaveText('0');

  // the desk suspends the match: the open screen drops its prices within a second (decision 142:
  // pushed, not the next poll), and shows them again within a second of the reopening
  await page.unrouteAll({ behavior: 'wait' });
  await expect(card.locator('.markets')).toBeVisible({ timeout: 10_000 });
  const suspend = async (on: boolean) => {
    const res = await staff.post(`/admin-api/sports/fixtures/${matchId}/suspension`, {
      data: { market: '*', suspend: on, reason: on ? 'Kiểm tra màn hình' : 'Mở lại' },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await suspend(true);
  await expect(card.locator('.markets')).toHaveCount(0, { timeout: 1000 });
  await expect(card).toContainText('Đã ngừng nhận cược');
  await suspend(false);
  await expect(card.locator('.markets')).toBeVisible({ timeout: 1000 });
});

// issue 38 (decision 176): the site passes its language in the launch; the book, its slip, its bet
// list and its API's refusals are in English, teams as the feed names them. Vietnamese stays the
// default (the tests above).
test('from the English site the book opens in English: board, slip, refusals, a bet and its result', async ({
  page,
}) => {
  // it waits for its bet's match to be played and settled, as the first test does
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAsNewPlayer(page, 'e2e_spen', '/en/the-thao');
  await page.getByRole('button', { name: 'Open the sportsbook' }).click();
  // a phone leaves the site for the book, in the same window; the book hides the token from the
  // address bar at once and keeps the language there
  await expect(page).toHaveURL(/\/sports\/play\/sportsbook\?lang=en$/, { timeout: 60_000 });
  const token = (await page.evaluate(() => sessionStorage.getItem('sports.token')))!;
  expect(token).toBeTruthy();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#back')).toHaveText('Lobby');
  // the launch named the language and the lobby in it (decision 169)
  await expect(page.locator('#back')).toHaveAttribute('href', /\/en\/the-thao$/);
  await expect(page.locator('.rules-link')).toHaveAttribute('href', '/sports/rules?lang=en');
  expect(await (await page.request.get('/sports/rules?lang=en')).text()).toContain('Sports betting rules');

  const upcoming = page.locator('h2:has-text("Upcoming") ~ article.match');
  await expect(upcoming.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#balance')).toContainText(/^Balance: [\d,]+ VND$/);
  await expect(page.locator('#tabs')).toContainText('Premier League');
  await expect(page.locator('#slip-fab')).toContainText('No selection yet');
  await expect(upcoming.first().getByRole('button', { name: /^More markets \(\d+\)$/ })).toBeVisible();
  await screenshotTo(page, SHOTS, 'sports-en-360-book.png');

  // the match furthest from kick-off: the refusals below are about the stake and the money only
  const far = page.locator(`article.match[data-id="${(await upcoming.last().getAttribute('data-id'))!}"]`);
  // team names as the feed gives them
  const listed = await page.request.get(`/sports/api/matches/${await far.getAttribute('data-id')}`);
  await expect(far.locator('.home')).toHaveText((await listed.json()).data.home);
  const prices = priceHolder((await far.getAttribute('data-id'))!);
  await page.route(MATCHES, prices.route);
  await expect.poll(prices.polls).toBeGreaterThan(0);
  await far.locator('.m-1x2 .pick').first().click();
  await expect(page.locator('#toast')).toContainText(`Added to the slip (1): 1X2: 1 @ `);
  await page.unrouteAll({ behavior: 'wait' });
  await expect(page.locator('#slip-stake')).toHaveText('Stake 10,000 VND');
  await page.locator('#slip-fab').click();
  const slip = page.locator('#slip');
  await expect(slip.locator('h2')).toHaveText('Bet slip');
  await expect(slip).toContainText('Maximum win');
  await expect(slip).toContainText('Stakes from 10,000 VND to 50,000,000 VND.');
  await slip.locator('#accept').selectOption('any');
  await expect(slip.locator('#accept option:checked')).toHaveText('Any new odds');
  await screenshotTo(page, SHOTS, 'sports-en-360-slip.png');
  // the API's refusals, in the screen's language
  await slip.locator('#stake').fill('5000');
  await slip.getByRole('button', { name: 'Place bet', exact: true }).click();
  await expect(page.locator('#toast')).toHaveText('The stake must be from 10,000 to 50,000,000 VND');
  await slip.locator('#stake').fill('20000');
  await slip.getByRole('button', { name: 'Place bet', exact: true }).click();
  await expect(page.locator('#toast')).toHaveText('Your balance is not enough to place this bet');
  await slip.getByRole('button', { name: 'Remove' }).click();
  await expect(slip).toContainText('Tap a price to add it to the slip.');
  await page.getByRole('button', { name: 'Close the bet slip' }).click();

  // funded, a single on the next match: placed, then settled and shown in English in the bet list
  await depositBySandbox(page, 100_000);
  await expect
    .poll(async () => (await (await page.request.get('/api/user/balance')).json()).data?.available, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(100_000);
  const [next] = await nextMatches(page, token, 1);
  const card = page.locator(`article.match[data-id="${next}"]`);
  const bet = await placeSlip(
    page,
    page,
    async () => {
      // the slip is a sheet over the board on a phone: closed to pick, opened to place
      if ((await page.locator('body.sheet-open').count()) > 0)
        await page.getByRole('button', { name: 'Close the bet slip' }).click();
      await card.locator('.m-ah .pick').first().click();
      await page.locator('#slip-fab').click();
      await expect(slip).toContainText('Handicap: ');
    },
    { place: 'Place bet', remove: 'Remove', placed: 'Bet placed: 20,000 VND' },
  );
  const mine = page.locator(`[data-bet="${bet}"]`);
  await expect(mine).toContainText('Single');
  await expect(mine).toContainText(/Open|Settled/);
  await expect(mine).toContainText('Stake 20,000 VND');
  await expect(mine.locator('.leg-row span')).toContainText(/^Handicap: .+ [+-]?\d+(\.\d+)? @ -?\d\.\d{2}$/);
  await expect(mine).toContainText('Settled', { timeout: 120_000 });
  await expect(mine.locator('.res')).toHaveText(/^(Won|Half won|Push \(refunded\)|Half lost|Lost|Void \(refunded\))$/);
  await expect(mine).toContainText(/Paid [\d,]+ VND/);
  await mine.scrollIntoViewIfNeeded();
  await screenshotTo(page, SHOTS, 'sports-en-360-history.png');
});
