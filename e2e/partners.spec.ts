import { expect, test } from '@playwright/test';
import { balanceText, depositBySandbox, headerBalance, logInAsNewPlayer } from './support';

/*
 * Partners through their own protocols on a fresh machine (decision 132): a Pragmatic Play slot
 * from the slot lobby and AE Sexy's baccarat from the Sexy Casino lobby open through the
 * providers' launch calls, and each round moves the balance through the PP and AWC adapters.
 */

test.describe.configure({ timeout: 60_000 });

/** The sandbox screens' money, in the site's one number format (decision 161). */
const vnd = (n: number) => `${n.toLocaleString('en-US')} ₫`;

test('a PP slot spin and an AE Sexy baccarat bet, launched from the lobbies, settle through the adapters', async ({
  page,
}) => {
  await logInAsNewPlayer(page, 'e2e_pp', '/cong-game/slot');
  const start = await headerBalance(page);
  await depositBySandbox(page, 200_000);
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText(start + 200_000), { timeout: 20_000 });

  const card = page.locator('article', { hasText: 'Cổng Thần Olympus' });
  await expect(card).toContainText('Pragmatic Play');
  await card.hover();
  await card.getByRole('button', { name: 'Chơi ngay' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  const slot = page.frameLocator('iframe');
  await expect(slot.locator('#balance')).toHaveText(vnd(start + 200_000));
  const spun = page.waitForResponse((r) => new URL(r.url()).pathname === '/partners/pp/api/spin');
  await slot.getByRole('button', { name: 'Quay' }).click();
  const spin = (await (await spun).json()).data as { stake: number; payout: number; settled: boolean; balance: number };
  expect(spin.settled).toBe(true);
  const afterSpin = start + 200_000 - spin.stake + spin.payout;
  expect(spin.balance).toBe(afterSpin);

  await page.goto('/live-casino/sexy-casino');
  const table = page.locator('article', { hasText: 'AE Sexy Baccarat' });
  await table.hover();
  await table.getByRole('button', { name: 'Chơi ngay' }).click();
  const sexy = page.frameLocator('iframe');
  const banker = sexy.getByRole('button', { name: 'Cái', exact: true });
  // bet with at least a second of betting left (the fast clock bets for 3 s): a click as the
  // round closes is refused on the screen and never reaches the provider
  await expect
    .poll(async () => (await banker.isEnabled()) && Number((await sexy.locator('.timer b').textContent()) ?? 0) >= 2, {
      timeout: 12_000,
      intervals: [100],
    })
    .toBe(true);
  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/partners/awc/api/bet');
  await banker.click();
  expect((await placed).status()).toBe(200);
  // the round is dealt and AWC's settle reaches the wallet: the bet shows what it paid
  await expect(sexy.locator('#bets li').first()).toContainText(/^Cái 1,000 ₫ → [\d,]+ ₫ · /, { timeout: 12_000 });
});
