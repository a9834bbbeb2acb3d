import { expect, test } from '@playwright/test';
import { balanceText, depositBySandbox, headerBalance, logInAsNewPlayer } from './support';

/*
 * SABA Sports on a fresh machine (decision 146): the sports page opens SABA through its launch
 * calls (CreateMember, GetSabaUrl); the SABA sandbox's screen lists our feed's matches, and a
 * ticket placed there goes through PlaceBet and ConfirmBet, then Settle once the match is
 * played. The header balance and the bet history show exactly what the ticket staked and paid.
 */

test.describe.configure({ timeout: 150_000 });

test('a SABA ticket from the sports page: staked through the adapter, settled by the match, shown in the history', async ({
  page,
}) => {
  await logInAsNewPlayer(page, 'e2e_saba');
  const start = await headerBalance(page);
  await depositBySandbox(page, 100_000);
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + 100_000), { timeout: 20_000 });

  await page.goto('/the-thao/saba-sport');
  await page.getByRole('button', { name: 'Vào sảnh' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  const saba = page.frameLocator('iframe');
  await expect(saba.locator('header')).toContainText('SABA Sports');
  // the first match listed is the next to kick off: its home side in 1X2
  const pick = saba.locator('article.m').first().locator('.sel').first();
  await expect(pick).toBeVisible({ timeout: 30_000 });
  await pick.click();
  await saba.locator('#stake').fill('20000');
  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/partners/saba/api/bet');
  await saba.getByRole('button', { name: 'Đặt cược' }).click();
  const bet = (await (await placed).json()) as { success: boolean; data: { reference: string } };
  expect(bet.success).toBe(true);
  const ticket = saba.locator(`tr[data-ticket="${bet.data.reference}"]`);
  await expect(ticket).toContainText('Chờ kết quả');

  // the match is played on the feed's fast clock (kick-off within 18 s, about 11 s of play); its
  // result reaches the sandbox through the change bus, which settles the ticket within a second
  // through the adapter, and the screen reads its tickets every 3 s (decision 162)
  await expect(ticket).toHaveAttribute('data-status', 'settled', { timeout: 60_000 });
  const tickets = await page.request.get('/partners/saba/api/bets', {
    headers: {
      'x-sandbox-session': JSON.parse((await saba.locator('#boot').textContent()) ?? '{}').session as string,
    },
  });
  const mine = ((await tickets.json()).data as { reference: string; stake: number; payout: number }[]).find(
    (t) => t.reference === bet.data.reference,
  )!;
  expect(mine.stake).toBe(20_000);

  await page.goto('/account/history?tab=bets');
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + 100_000 - 20_000 + mine.payout), {
    timeout: 20_000,
  });
  const row = page.getByTestId('bet-history-table').locator('tbody tr').first();
  await expect(row).toHaveAttribute('data-bet', '20000', { timeout: 30_000 });
  await expect(row).toHaveAttribute('data-win', String(mine.payout));
  await expect(row).toContainText('SABA Sports');
  await expect(row.getByTestId('bet-details')).toContainText('Kèo 1X2');
});
