import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DATABASE_URL, headerBalance, logInAsNewPlayer } from './support';

/*
 * Free rounds of a PP slot (decision 164): a player holding a grant sees it in the account area,
 * opens the slot, sees "Còn N lượt quay miễn phí", spins one, and the balance moves only by the
 * win. The grant is written here as the tournament's payout writes it; that payout, retries,
 * concurrency and expiry are tested in Vitest (freespins.test.ts).
 */

test.describe.configure({ timeout: 60_000 });

/** The sandbox screens' money, in the site's one number format (decision 161). */
const vnd = (n: number) => `${n.toLocaleString('en-US')} ₫`;

test('a player with free spins opens the slot, sees the count, spins, and only the win moves the balance', async ({
  page,
}) => {
  const player = await logInAsNewPlayer(page, 'e2e_fs', null);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT id FROM players WHERE username = $1', [player.username]);
    await db.query(
      `INSERT INTO free_round_grants (player_id, source, origin, provider, games, line_bet, rounds, expires_at)
       VALUES ($1, $2, $3, 'pp', ARRAY['vs20olympus'], 1000, 3, now() + interval '1 day')`,
      [rows[0].id, `e2e/${randomUUID()}`, JSON.stringify({ origin: 'tournament', name: 'Đua top thử' })],
    );
  } finally {
    await db.end();
  }
  await page.goto('/account');
  await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 0 });
  const start = await headerBalance(page);
  await expect(page.getByTestId('free-spins-left')).toHaveText('Còn 3 lượt quay miễn phí', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Chơi ngay: Cổng Thần Olympus' }).click();
  await expect(page).toHaveURL(/\/game\/play\?/);
  const slot = page.frameLocator('iframe');
  await expect(slot.locator('.gift')).toHaveText('Còn 3 lượt quay miễn phí');
  await expect(slot.locator('#balance')).toHaveText(vnd(start));

  const spun = page.waitForResponse((r) => new URL(r.url()).pathname === '/partners/pp/api/spin');
  await slot.getByRole('button', { name: 'MIỄN PHÍ' }).click();
  const spin = (await (await spun).json()).data as { stake: number; payout: number; free: boolean; balance: number };
  expect(spin).toMatchObject({ free: true, stake: 0 });
  expect(spin.balance).toBe(start + spin.payout);
  await expect(slot.locator('.gift')).toHaveText('Còn 2 lượt quay miễn phí', { timeout: 10_000 });
  await expect(slot.locator('#balance')).toHaveText(vnd(start + spin.payout));
});
