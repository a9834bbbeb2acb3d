import { expect, type Page, test } from '@playwright/test';
import { shootScreen, signInStaff, staffApi } from './support';

/*
 * Promotions, banners and the lucky spin in the back office (decision 103), in Chromium: a
 * content editor creates a promotion whose page shows the figures generated from its rule, and
 * publishes a home banner the player's home page then shows. With SHOTS_DIR set, each screen is
 * also photographed at 1440 and 1024 px.
 */

test.describe.configure({ timeout: process.env.SHOTS_DIR ? 240_000 : 120_000 });

const shoot = (page: Page, name: string) => shootScreen(page, process.env.SHOTS_DIR, name);
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name, exact: true }).click();

test('a content editor creates a promotion from a rule and publishes a home banner the player sees', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 1_000_000;
  const slug = `e2e-nap-dau-${stamp}`;
  const editor = await signInStaff(browser, 'content');

  // a first-deposit promotion: the page's figures come from the rule as typed
  await menu(editor, 'Khuyến mãi');
  await editor.getByRole('button', { name: '+ Thưởng nạp đầu' }).click();
  await editor.getByLabel('Đường dẫn (/khuyen-mai/…)').fill(slug);
  await editor.getByLabel('Thưởng (% khoản nạp)').fill('35');
  await editor.getByLabel('Thưởng tối đa (₫)').fill('350000');
  await editor.getByLabel(/Chạy ngay/).check();
  const summary = 'Nhận thêm 35% cho lần nạp đầu tiên, tối đa 350,000 VND, vòng cược x15 trong 30 ngày.';
  await expect(editor.getByRole('region', { name: 'Người chơi sẽ thấy' })).toContainText(summary);
  await shoot(editor, 'promotion-create');
  await editor.getByRole('button', { name: 'Tạo khuyến mãi' }).click();
  await expect(editor.getByText(`/khuyen-mai/${slug}`)).toBeVisible();

  await page.goto(`/khuyen-mai/${slug}`);
  await expect(page.getByText(summary).first()).toBeVisible();
  await expect(page.getByText(/350,000 VND/).first()).toBeVisible();
  await page.goto('/khuyen-mai');
  await expect(page.locator(`a[href="/khuyen-mai/${slug}"]`).first()).toBeVisible();

  // a link banner first in the carousel, published
  const title = `Sự kiện cuối tuần ${stamp}`;
  await menu(editor, 'Banner trang chủ');
  await expect(editor.getByText('đang hiển thị')).toBeVisible();
  await editor.getByRole('button', { name: '+ Banner liên kết' }).click();
  const slides = await editor.getByRole('button', { name: /^Đưa banner \d+ lên$/ }).count();
  for (let n = slides; n > 1; n--) await editor.getByRole('button', { name: `Đưa banner ${n} lên` }).click();
  await editor.getByLabel('Tiêu đề').fill(title);
  await editor.getByLabel('Mô tả').fill('Vòng quay may mắn miễn phí mỗi ngày');
  await editor.getByLabel('Liên kết (đường dẫn trong trang)').fill('/su-kien/vong-quay-may-man');
  await expect(editor.getByRole('region', { name: 'Xem trước' })).toContainText(title);
  await editor.getByRole('button', { name: 'Lưu và đăng' }).click();
  await expect(editor.getByRole('status')).toContainText('Đã đăng phiên bản');
  await shoot(editor, 'home-banners');

  await page.goto('/');
  const banner = page.locator('[aria-roledescription="slide"]', { hasText: title });
  await expect(banner.getByText(title)).toBeVisible();
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/su-kien/vong-quay-may-man');
  await shootScreen(page, process.env.SHOTS_DIR, 'player-home-banner');

  // the other screens of this slice, photographed
  await menu(editor, 'Vòng quay may mắn');
  await expect(editor.getByRole('cell', { name: 'Tổng trọng số' })).toBeVisible();
  await shoot(editor, 'lucky-spin');
  await menu(editor, 'Nhiệm vụ');
  await editor.getByRole('button', { name: '+ Tạo nhiệm vụ' }).click();
  await expect(editor.getByRole('dialog')).toBeVisible();
  await shoot(editor, 'mission-create');
  await editor.context().close();

  // back to the seeded carousel and without the new promotion, so other specs see the site as seeded
  const staff = await staffApi(test.info().project.use.baseURL!);
  const revisions = (await (await staff.get('/admin-api/home-banners/revisions')).json()).data as { id: number }[];
  const seeded = revisions.at(-1)!;
  expect((await staff.post(`/admin-api/home-banners/revisions/${seeded.id}/publish`)).status()).toBe(200);
  const created = (await (await staff.get('/admin-api/promotions')).json()).data.find(
    (p: { slug: string }) => p.slug === slug,
  );
  expect(
    (await staff.put(`/admin-api/promotions/${slug}`, { data: { rule: created.rule, enabled: false } })).status(),
  ).toBe(200);
  await page.goto('/');
  await expect(page.getByText(title)).toHaveCount(0);
});
