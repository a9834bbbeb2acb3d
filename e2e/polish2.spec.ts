import { expect, test } from '@playwright/test';
import { depositBySandbox, newPlayer, registerByApi } from './support';

/*
 * Issue 22, the rest: tài xỉu clears its table after each round and offers "Đặt lại" (the last
 * stakes) and "x2"; the home banners are the promotions, with pause, dots and swipe.
 */

test.describe.configure({ timeout: 90_000 });

test('tài xỉu clears the table after a round; "Đặt lại" puts the last stakes back and "x2" doubles them', async ({
  page,
}) => {
  const player = newPlayer('tx');
  const token = await registerByApi(page.request, player);
  const bearer = { authorization: `Bearer ${token}` };
  // a bare file of the site's origin, which depositBySandbox reads: the home page, signed in by the
  // register call's cookie, would hydrate for nothing (the test plays the game in its own screen)
  await page.goto('/favicon.svg');
  await depositBySandbox(page, 200_000);
  await expect
    .poll(async () => (await (await page.request.get('/api/user/balance', { headers: bearer })).json()).data?.cash, {
      timeout: 20_000,
    })
    .toBe(200_000);
  const link = await page.request.get('/api/game/link?partner_provider=house&partner_game_type=taixiu&device=mobile', {
    headers: bearer,
  });
  expect(link.status()).toBe(200);
  await page.goto((await link.json()).data as string);

  const tai = page.locator('[data-spot="tai"]');
  const stake = tai.locator('.stake');
  const total = page.locator('.total', { hasText: 'Tổng cược' });
  await expect(page.getByRole('button', { name: 'ĐẶT CƯỢC' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: '10,000 ₫' }).click();
  await tai.click();
  await tai.click();
  await expect(stake).toHaveText('20K');
  await expect(total).toContainText('20,000');

  await page.getByRole('button', { name: 'ĐẶT CƯỢC' }).click();
  await expect(page.locator('.result-banner')).toHaveText(/Thắng|Thua|Hòa/, { timeout: 15_000 });
  // the round is over: nothing is left on the table, so the next chip starts a new stake
  await expect(stake).toBeHidden();
  await expect(total).toContainText('Tổng cược: 0');

  await page.getByRole('button', { name: 'Đặt lại' }).click();
  await expect(stake).toHaveText('20K');
  await page.getByRole('button', { name: 'Gấp đôi cược' }).click();
  await expect(stake).toHaveText('40K');
  await expect(total).toContainText('40,000');

  // x2 on an emptied table doubles the last round's stakes
  await page.getByRole('button', { name: 'Xóa cược' }).click();
  await expect(stake).toBeHidden();
  await page.getByRole('button', { name: 'Gấp đôi cược' }).click();
  await expect(stake).toHaveText('40K');
});

test.describe('home banners on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the home banners are the promotions, swipe by scroll-snap, and can be paused', async ({ page, request }) => {
    const promotions = (await (await request.get('/api/promotions')).json()).data as { slug: string; title: string }[];
    expect(promotions.length).toBeGreaterThan(1);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Khuyến mãi nổi bật' });
    await expect(carousel).toBeVisible();
    const slides = carousel.locator('li[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(promotions.length);
    for (const [i, p] of promotions.entries()) {
      await expect(slides.nth(i)).toContainText(p.title);
      await expect(slides.nth(i).getByRole('link', { name: 'Xem chi tiết', includeHidden: true })).toHaveAttribute(
        'href',
        `/khuyen-mai/${p.slug}`,
      );
      await expect(slides.nth(i).locator('img')).toHaveAttribute('src', /^\/images\/promotions\/.+\.svg$/);
    }
    await carousel.getByRole('button', { name: 'Tạm dừng banner' }).click();
    await expect(carousel.getByRole('button', { name: 'Tự chạy banner' })).toBeVisible();
    // a swipe is a horizontal scroll of the track, snapped to the next slide
    const track = carousel.locator('ul').first();
    await track.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'auto' }));
    await expect(carousel.getByRole('button', { name: 'Chuyển đến banner 2' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Chuyển đến banner 1' }).click();
    await expect(carousel.getByRole('button', { name: 'Chuyển đến banner 1' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
  });
});
