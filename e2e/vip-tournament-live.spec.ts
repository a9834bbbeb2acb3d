import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { depositBySandbox, fundByApi, logInAsNewPlayer, newPlayer, registerByApi, staffApi } from './support';

/*
 * Issue 37, decision 155: a player sees their VIP level and points in the header and on /vip
 * (the demo ladder the seed publishes), and on a tournament's page watches their own position
 * move when a rival's and then their own rounds settle, pushed by the leaderboard stream.
 */

// a sandbox deposit and a few played rounds: more than the default 30 s on a busy machine
test.describe.configure({ timeout: 60_000 });

/** One Poker 3 Lá hand through the house game's API with `ante` staked, folded when it can be. */
async function playHand(request: APIRequestContext, tokenPlay: string, ante: number) {
  const hand = async (path: string, body: unknown) => {
    const res = await request.post(`/house/api/${path}`, { headers: { 'x-play-token': tokenPlay }, data: body });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { roundId: string; done: boolean; legal: string[] };
  };
  let round = await hand('hand/deal', { game: 'threecard', bet: { ante } });
  while (!round.done)
    round = await hand('hand/act', {
      roundId: round.roundId,
      action: round.legal.includes('fold') ? 'fold' : round.legal[0],
    });
}

const tokenPlayOf = async (page: Page) =>
  ((await (await page.request.get('/api/auth/refresh')).json()).data.user as { tokenPlay: string }).tokenPlay;

test('a player sees their VIP level in the header and on /vip, and their tournament position move after a bet', async ({
  page,
  baseURL,
  playwright,
}) => {
  const staff = await staffApi(baseURL!);
  const slug = `live-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await staff.post('/admin-api/tournaments', {
    data: {
      slug,
      title: 'Đua top trực tiếp',
      rule: {
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3600_000).toISOString(),
        sections: [],
        games: [{ provider: 'house', gameCode: 'threecard' }],
        // opt-in: other specs' players of Poker 3 Lá (two workers) never enter this board
        entry: 'opt_in',
        scoring: 'turnover',
        minStake: 10_000,
        prizes: [{ from: 1, to: 1, kind: 'cash', amount: 50_000, wagering: null }],
        tie: 'first_to_reach',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  expect((await staff.post(`/admin-api/tournaments/${(await created.json()).data.id}/publish`)).status()).toBe(200);

  // a rival of this test's own, funded by API while the player logs in
  const rivalApi = await playwright.request.newContext({ baseURL });
  const rivalToken = await registerByApi(rivalApi, newPlayer('rival'));
  const rivalFunded = fundByApi(rivalApi, rivalToken, 100_000);

  await logInAsNewPlayer(page, 'vipup');
  await depositBySandbox(page, 100_000);
  // the header's chip: the level and points of the ladder in force, linking to /vip
  await expect(page.getByTestId('header-vip-level')).toHaveText('Đồng');
  await expect(page.getByTestId('header-vip-points')).toHaveText('0 điểm');
  await page.getByTestId('header-vip').click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByTestId('vip-level')).toHaveText('Đồng');
  await expect(page.getByTestId('vip-next')).toContainText('Bạc');

  await page.goto(`/dua-top/${slug}`);
  await expect(page.getByTestId('my-position')).toHaveText('Bạn chưa có điểm trong giải này.');
  await page.getByTestId('join-tournament').click();
  await expect(page.getByTestId('joined')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/user/balance')).json()).data.available)
    .toBe(100_000);
  const mine = await tokenPlayOf(page);

  await playHand(page.request, mine, 10_000);
  await expect(page.getByTestId('my-position')).toContainText('#1');
  // the rival's bigger round pushes the player down, without a reload
  await rivalFunded;
  const rivalJoined = await rivalApi.post(`/api/user/tournaments/${slug}/join`, {
    headers: { authorization: `Bearer ${rivalToken}` },
  });
  expect(rivalJoined.status(), await rivalJoined.text()).toBe(200);
  const rivalPlay = (
    (await (await rivalApi.get('/api/auth/refresh', { headers: { authorization: `Bearer ${rivalToken}` } })).json())
      .data.user as { tokenPlay: string }
  ).tokenPlay;
  await playHand(rivalApi, rivalPlay, 20_000);
  await expect(page.getByTestId('my-position')).toContainText('#2');
  // and the player's next round takes them back to the top
  await playHand(page.request, mine, 20_000);
  await expect(page.getByTestId('my-position')).toContainText('#1');
  await expect(page.getByTestId('my-position')).toContainText('30,000 VND');
  await rivalApi.dispose();
});
