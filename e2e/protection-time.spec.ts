import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DATABASE_URL, logInByApi, logInThroughModal, newPlayer, registerByApi } from './support';

/*
 * Time limits end to end (decision 025): the reality check comes at the player's interval from
 * login as the server counts it, and the session time limit ends the session with the player
 * told. The login time is moved back in the database instead of waiting half an hour.
 */

test.describe.configure({ timeout: 90_000 });

async function sql(text: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

test('the reality check follows the server clock from login; the session limit ends the session', async ({ page }) => {
  const player = newPlayer('ptime', '097');
  await registerByApi(page.request, player);
  await page.goto('/');
  await logInThroughModal(page, player);
  await expect(page.getByTestId('header-balance')).toHaveText('0');

  await page.goto('/account/responsible-gaming');
  await expect(page.getByTestId('limit-wager')).toContainText('Hạn mức cược');
  const reminder = page.getByRole('region', { name: 'Nhắc nhở thời gian chơi' });
  await reminder.getByLabel('Nhắc nhở thời gian chơi').selectOption('30');
  await reminder.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu nhắc nhở')).toBeVisible();

  // Logged in 30 min 5 s ago by the server's clock: the first reminder fell due while no page
  // was open, so the page shows it as soon as it loads (the server owes it until it is closed).
  await sql(
    `UPDATE sessions SET created_at = now() - interval '30 minutes 5 seconds'
      WHERE player_id = (SELECT id FROM players WHERE username = $1) AND ended_at IS NULL`,
    [player.username],
  );
  await page.reload();
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toContainText('Bạn đã chơi 30 phút');
  await expect(check).toContainText('Kết quả từ lúc đăng nhập');
  await check.getByRole('button', { name: 'Tiếp tục chơi' }).click();
  await expect(check).toBeHidden();
  // closed, it does not come back with the next page
  await page.reload();
  await expect(page.getByTestId('session-limit')).toBeVisible();
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  // A 60-minute session limit, then the session is 5 s from its end. Saving a limit makes the
  // page ask the server for the session's times again (no reload to outrun the end).
  const limit = page.getByTestId('session-limit');
  await limit.getByLabel('Giới hạn thời gian mỗi phiên').selectOption('60');
  await sql(
    `UPDATE sessions SET created_at = now() - interval '59 minutes 55 seconds',
            absolute_expires_at = now() + interval '5 seconds'
      WHERE player_id = (SELECT id FROM players WHERE username = $1) AND ended_at IS NULL`,
    [player.username],
  );
  await limit.getByRole('button', { name: 'Lưu' }).click();
  await expect(limit).toContainText('Đang áp dụng: 60 phút');
  const ended = page.getByTestId('session-ended');
  await expect(ended).toBeVisible({ timeout: 15_000 });
  await expect(ended).toContainText('Bạn đã dùng hết 60 phút chơi đã đặt cho mỗi phiên');
  await ended.getByRole('button', { name: 'Đã hiểu' }).click();
  await expect(page.getByRole('button', { name: 'Đăng nhập' }).first()).toBeVisible();
});

test('a page opened after the session limit ended says that the limit ended it', async ({ page }) => {
  const player = newPlayer('plimit', '097');
  await logInByApi(page, player, '/account/responsible-gaming');
  const limit = page.getByTestId('session-limit');
  await limit.getByLabel('Giới hạn thời gian mỗi phiên').selectOption('30');
  await limit.getByRole('button', { name: 'Lưu' }).click();
  await expect(limit).toContainText('Đang áp dụng: 30 phút');

  // The 30 minutes ran out a minute ago while no page of the site was open.
  await sql(
    `UPDATE sessions SET created_at = now() - interval '31 minutes',
            absolute_expires_at = now() - interval '1 minute', idle_expires_at = now() - interval '1 minute'
      WHERE player_id = (SELECT id FROM players WHERE username = $1) AND ended_at IS NULL`,
    [player.username],
  );
  await page.goto('/');
  await expect(page.getByText('Phiên chơi đã hết thời gian giới hạn bạn đặt', { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Đăng nhập' }).first()).toBeVisible();
});
