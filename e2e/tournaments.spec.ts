import { expect, test } from '@playwright/test';
import { depositBySandbox, logInAsNewPlayer, staffApi } from './support';

/*
 * Tournaments (issue 37, decision 138): staff publish a tournament, a player opens its page,
 * presses "Tham gia", plays a counted round and sees their own position on the leaderboard;
 * the rules on the page are the ones generated from the rule. The freeze and the payment are
 * tested in Vitest (tournaments.test.ts, tournaments.property.test.ts).
 */

// a sandbox deposit and a played round: longer than the default 30 s on a busy machine
test.describe.configure({ timeout: 60_000 });

test('a player joins a tournament, plays a counted round and sees their position', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL!);
  const slug = `e2e-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await staff.post('/admin-api/tournaments', {
    data: {
      slug,
      title: 'Đua top Poker 3 Lá',
      rule: {
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3600_000).toISOString(),
        sections: [],
        games: [{ provider: 'house', gameCode: 'threecard' }],
        entry: 'opt_in',
        scoring: 'turnover',
        minStake: 10_000,
        prizes: [{ from: 1, to: 3, kind: 'cash', amount: 50_000, wagering: null }],
        tie: 'first_to_reach',
      },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = (await created.json()).data.id as number;
  expect((await staff.post(`/admin-api/tournaments/${id}/publish`)).status()).toBe(200);

  await logInAsNewPlayer(page, 'tourney', null);
  await depositBySandbox(page, 100_000);
  await page.goto(`/dua-top/${slug}`);
  await expect(page.getByTestId('tournament-rules')).toContainText(
    'Chỉ tính các ván có tổng cược từ 10,000 VND trở lên.',
  );
  await expect(page.getByTestId('prize-lines')).toContainText('Hạng 1 - 3: 50,000 VND tiền mặt');
  await expect(page.getByTestId('my-position')).toHaveText('Bạn chưa có điểm trong giải này.');
  await page.getByTestId('join-tournament').click();
  await expect(page.getByTestId('joined')).toBeVisible();

  // one Poker 3 Lá round through the house game's own API: the ante is the counted stake
  await expect
    .poll(async () => (await (await page.request.get('/api/user/balance')).json()).data.available)
    .toBe(100_000);
  const me = (await (await page.request.get('/api/auth/refresh')).json()).data.user as { tokenPlay: string };
  const hand = async (path: string, body: unknown) => {
    const res = await page.request.post(`/house/api/${path}`, {
      headers: { 'x-play-token': me.tokenPlay },
      data: body,
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { roundId: string; done: boolean; legal: string[]; stake: number };
  };
  let round = await hand('hand/deal', { game: 'threecard', bet: { ante: 20_000 } });
  while (!round.done)
    round = await hand('hand/act', {
      roundId: round.roundId,
      action: round.legal.includes('fold') ? 'fold' : round.legal[0],
    });

  // the page polls the leaderboard: the player's row appears without a reload
  await expect(page.getByTestId('my-position')).toContainText('#1', { timeout: 15_000 });
  await expect(page.getByTestId('my-position')).toContainText('20,000 VND');
});
