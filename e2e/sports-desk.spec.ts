import { expect, test } from '@playwright/test';
import { balanceText, fundByApi, newPlayer, openSignedIn, registerPlayer, signInStaff } from './support';

/*
 * The trading desk (decision 139): a trader sets a match's result in the back office, the
 * player's bet is settled on it, then the trader corrects the settled result and the player's
 * balance, transaction history and bet history show the adjustment ("Điều chỉnh kết quả").
 */

test.describe.configure({ timeout: 120_000 });

const STAKE = 20_000;

test('a trader corrects a settled result and the player sees the adjustment in balance and history', async ({
  page,
  browser,
}) => {
  const player = newPlayer('e2e_desk');
  const registered = await registerPlayer(page.request, player);
  const bearer = { authorization: `Bearer ${registered.token}` };
  await fundByApi(page.request, bearer.authorization.slice(7), 100_000);
  const link = await page.request.get(
    '/api/game/link?partner_provider=sports&partner_game_type=sportsbook&device=desktop',
    { headers: bearer },
  );
  expect(link.status(), await link.text()).toBe(200);
  const play = { 'x-play-token': new URL((await link.json()).data as string).searchParams.get('token')! };

  // a draw on the listed match that kicks off last: the sandbox will not play it during the test
  type Listed = {
    id: string;
    home: string;
    kickoff: string;
    markets: { market: string; selections: { key: string; pick: string; odds: number }[] }[];
  };
  const listed = await page.request.get('/sports/api/matches?status=upcoming&game=sportsbook&limit=60', {
    headers: play,
  });
  const items = (await listed.json()).data.items as Listed[];
  const match = items.sort((a, b) => Date.parse(b.kickoff) - Date.parse(a.kickoff))[0]!;
  const draw = match.markets.find((m) => m.market === '1x2')!.selections.find((s) => s.pick === 'draw')!;
  const placed = await page.request.post('/sports/api/bets', {
    headers: play,
    data: {
      game: 'sportsbook',
      stake: STAKE,
      accept: 'any',
      legs: [{ fixtureId: match.id, key: draw.key, odds: draw.odds }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const bet = (await placed.json()).data as { id: string; potentialWin: number };
  // the player looks at the site signed in
  await openSignedIn(page);

  // the trader enters 1-0 (the draw loses), then corrects it to 1-1 (the draw wins)
  const desk = await signInStaff(browser, 'trader');
  await desk.getByRole('navigation').getByRole('link', { name: 'Bàn giao dịch thể thao' }).click();
  const row = desk.locator(`tr[data-fixture="${match.id}"]`);
  const enter = async (button: string, home: number, away: number, reason: string) => {
    await row.getByRole('button', { name: button }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(`Bàn ${match.home}`).fill(String(home));
    await dialog.getByLabel(/^Bàn /).nth(1).fill(String(away));
    await dialog.getByLabel('Hiệp 1 đội nhà').fill('0');
    await dialog.getByLabel('Hiệp 1 đội khách').fill('0');
    await dialog.getByLabel('Lý do').fill(reason);
    await dialog.getByRole('button', { name: 'Lưu kết quả' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(`${home}-${away}`);
  };
  await enter('Nhập kết quả', 1, 0, 'Kết quả chính thức từ ban tổ chức');
  // the lost draw: the stake is gone (the player's own balance call, as the header makes it)
  const cash = async () => (await (await page.request.get('/api/user/balance')).json()).data?.cash as number;
  await expect.poll(cash).toBe(100_000 - STAKE);
  await enter('Sửa kết quả', 1, 1, 'Bàn gỡ hòa phút 90 được công nhận sau VAR');
  await expect(row).toContainText('KQ nhân viên');

  await expect.poll(cash).toBe(100_000 - STAKE + bet.potentialWin);
  // the header as the server renders it (before hydration, which a loaded machine may take long to do)
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(
    new RegExp(`Số dư\\s*${balanceText(100_000 - STAKE + bet.potentialWin)}`),
  );
  await page.goto('/account/history');
  const adjustment = page.locator('[data-testid="history-table"] tr', { hasText: 'Điều chỉnh kết quả thể thao' });
  await expect(adjustment).toContainText(balanceText(bet.potentialWin));
  await page.goto('/account/history?tab=bets');
  await expect(page.getByTestId('bet-history-table').getByText('Điều chỉnh kết quả').first()).toBeVisible();
  await desk.context().close();
});
