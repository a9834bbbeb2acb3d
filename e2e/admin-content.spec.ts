import { expect, type Page, test } from '@playwright/test';
import { shootScreen, signInStaff, staffApi } from './support';

/*
 * The back office's content screens (decisions 099, 100) in Chromium: a content editor
 * publishes an info page the site then shows (a draft it does not), and a superadmin hides a
 * game that the lobby then leaves out. With SHOTS_DIR set, each screen is also photographed at
 * 1440 and 1024 px.
 */

test.describe.configure({ timeout: SHOTS_TIMEOUT() });

/** Photographing every screen twice takes its own time. */
function SHOTS_TIMEOUT() {
  return process.env.SHOTS_DIR ? 240_000 : 120_000;
}
const SHOTS = process.env.SHOTS_DIR;

const signIn = signInStaff;
const shoot = (page: Page, name: string) => shootScreen(page, SHOTS, name);

// a 1x1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name, exact: true }).click();

test('a content editor publishes an info page change that the player site shows, a draft it does not', async ({
  page,
  browser,
}) => {
  const stamp = Date.now() % 100_000;
  const draft = `Bản nháp giới thiệu số ${stamp} chưa được đăng.`;
  const published = `Giới thiệu mới số ${stamp}: {brand} phục vụ người chơi Việt Nam.`;
  const editor = await signIn(browser, 'content');
  await menu(editor, 'Trang thông tin');
  await shoot(editor, 'info-pages');
  await editor.getByRole('button', { name: /Giới thiệu/ }).click();
  await expect(editor.getByRole('heading', { name: 'Xem trước' })).toBeVisible();

  await editor.getByLabel('Đoạn mở đầu').fill(draft);
  await expect(editor.getByRole('article', { name: 'Xem trước' })).toContainText(draft);
  await editor.getByRole('button', { name: 'Lưu bản nháp' }).click();
  await expect(editor.getByRole('status')).toContainText('Đã lưu bản nháp');
  await page.goto('/gioi-thieu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(draft)).toHaveCount(0);

  await editor.getByLabel('Đoạn mở đầu').fill(published);
  await editor.getByRole('button', { name: 'Lưu và đăng' }).click();
  await expect(editor.getByRole('status')).toContainText('Đã đăng phiên bản');
  await shoot(editor, 'info-page-editor');
  await page.goto('/gioi-thieu');
  // the site fills {brand} from the brand settings
  await expect(
    page.getByText(new RegExp(`Giới thiệu mới số ${stamp}: .+ phục vụ người chơi Việt Nam\\.`)),
  ).toBeVisible();
  await expect(page.getByText('{brand}')).toHaveCount(0);

  // back to the text in code, so other specs see the page as seeded
  const staff = await staffApi(test.info().project.use.baseURL!);
  expect((await staff.post('/admin-api/info-pages/gioi-thieu/unpublish')).status()).toBe(200);
  await page.goto('/gioi-thieu');
  await expect(page.getByText(new RegExp(`Giới thiệu mới số ${stamp}`))).toHaveCount(0);

  // a batch, so the gift-code screen shows one with its actions
  const batch = await staff.post('/admin-api/giftcodes/batch', {
    data: { count: 5, prefix: 'E2E', amount: 20_000, turnover: 1, note: 'e2e' },
  });
  expect(batch.status()).toBe(200);
  for (const [link, name] of [
    ['Khuyến mãi', 'promotions'],
    ['Gift code', 'giftcodes'],
    ['Nhiệm vụ', 'missions'],
  ] as const) {
    await menu(editor, link);
    await expect(editor.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await shoot(editor, name);
  }
  await menu(editor, 'Gift code');
  await expect(editor.getByRole('button', { name: 'Hủy mã còn lại' }).first()).toBeVisible();
  await menu(editor, 'Khuyến mãi');
  await editor.getByRole('button', { name: 'Sửa quy tắc' }).first().click();
  await expect(editor.getByRole('region', { name: 'Người chơi sẽ thấy' }).getByRole('listitem').first()).toBeVisible();
  await shoot(editor, 'promotion-editor');
  await editor.context().close();
});

test('a superadmin hides a game and the lobby no longer lists it', async ({ page, browser }) => {
  const lobbyTitles = async () => {
    await page.goto('/mini-games');
    return page.locator('h3').allTextContents();
  };
  expect(await lobbyTitles()).toContain('Bầu Cua');

  const admin = await signIn(browser, 'superadmin');
  await menu(admin, 'Trò chơi & nhà cung cấp');
  await expect(admin.getByRole('table', { name: 'Nhà cung cấp' })).toBeVisible();
  await shoot(admin, 'games');
  const shown = admin.getByRole('checkbox', { name: 'Hiển thị Bầu Cua' });
  await expect(shown).toBeChecked();
  // the box follows the server: it changes once the change is saved
  await shown.click();
  await expect(admin.getByRole('status')).toContainText('Đã ẩn Bầu Cua');
  await expect(shown).not.toBeChecked();
  expect(await lobbyTitles()).not.toContain('Bầu Cua');

  await shown.click();
  await expect(admin.getByRole('status')).toContainText('Đã hiện Bầu Cua');
  await expect(shown).toBeChecked();
  expect(await lobbyTitles()).toContain('Bầu Cua');

  // a new picture for Keno, uploaded from the screen, is what the lobby then shows
  await admin.getByLabel('Lọc Trò chơi').fill('Keno');
  await admin.getByLabel('Tải ảnh Keno').setInputFiles({ name: 'keno.png', mimeType: 'image/png', buffer: PNG });
  await expect(admin.getByRole('status')).toContainText('Đã thay ảnh Keno');
  const keno = (await (await page.request.get('/api/game/list?search=keno')).json()).data[0] as { image: string };
  expect(keno.image).toMatch(/^\/media\/games\/\d+-[a-f0-9]{16}\.png$/);
  const served = await page.request.get(keno.image);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), PNG)).toBe(0);
  await page.goto('/mini-games');
  expect(await page.content()).toContain(keno.image);
  await admin.context().close();
});

test('a content editor names a game and a lucky-spin prize in English, which the English site then shows', async ({
  page,
  browser,
}) => {
  // two editors' screens and the site in both languages, photographed at two widths with SHOTS_DIR
  test.slow();
  const englishTitles = async () => {
    await page.goto('/en/live-casino?q=sic');
    return page.locator('main h3').allTextContents();
  };
  expect(await englishTitles()).toContain('Sic Bo');
  const admin = await signIn(browser, 'content');
  await menu(admin, 'Trò chơi & nhà cung cấp');
  await admin.getByLabel('Lọc Trò chơi').fill('Sic Bo');
  await admin.getByRole('button', { name: 'Đổi tên Sic Bo' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Tên của Sic Bo' });
  await expect(dialog.getByLabel('Tên tiếng Việt', { exact: true })).toHaveValue('Sic Bo');
  const english = dialog.getByLabel(/^Tên tiếng Anh/);
  await expect(english).toHaveValue('Sic Bo');
  await english.fill('Sic Bo Three Dice');
  await shootScreen(admin, SHOTS, 'game-rename', [1440, 360]);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(admin.getByRole('status')).toContainText('Đã đổi tên Sic Bo');
  await expect(admin.getByRole('table', { name: 'Trò chơi' })).toContainText('Tiếng Anh: Sic Bo Three Dice');
  await expect.poll(englishTitles).toContain('Sic Bo Three Dice');
  // the Vietnamese site keeps the Vietnamese name
  await page.goto('/live-casino?q=sic');
  expect(await page.locator('main h3').allTextContents()).toContain('Sic Bo');

  // the lobbies' and categories' names: the house lobby's two names on one row
  await admin.getByText('Tên sảnh và danh mục').click();
  await expect(admin.getByLabel('Tên tiếng Anh house', { exact: true })).toHaveValue('Verified lobby');
  await shootScreen(admin, SHOTS, 'game-names', [1440, 360]);

  // a prize's English name, on the English wheel
  await menu(admin, 'Vòng quay may mắn');
  const prize = admin.getByLabel('Tên tiếng Anh vnd-2k', { exact: true });
  await expect(prize).toHaveValue('');
  await prize.fill('A 2,000 VND gift');
  await shootScreen(admin, SHOTS, 'lucky-spin-english', [1440, 360]);
  await admin.getByRole('button', { name: 'Lưu bảng giải thưởng' }).click();
  await expect(admin.getByRole('status')).toContainText('Đã lưu');
  await page.goto('/en/su-kien/vong-quay-may-man');
  await expect(page.locator('main')).toContainText('A 2,000 VND gift');
  await page.goto('/su-kien/vong-quay-may-man');
  await expect(page.locator('main')).not.toContainText('A 2,000 VND gift');

  // put both back for the other specs
  const staff = await staffApi(test.info().project.use.baseURL!);
  const games = (await (await staff.get('/admin-api/games')).json()).data as { id: number; title: string }[];
  const sicbo = games.find((g) => g.title === 'Sic Bo')!;
  expect((await staff.put(`/admin-api/games/${sicbo.id}`, { data: { titleEn: 'Sic Bo' } })).status()).toBe(200);
  expect((await staff.put('/admin-api/events/lucky-spin/prizes/vnd-2k', { data: { labelEn: '' } })).status()).toBe(200);
  await admin.context().close();
});

test('a superadmin draws an open Mega 6/45 draw now from the lottery screen', async ({ browser }) => {
  const admin = await signIn(browser, 'superadmin');
  await menu(admin, 'Kỳ quay xổ số');
  await admin.getByRole('tab', { name: 'Mega 6/45' }).click();
  const row = admin.getByTestId('lottery-draws').locator('tbody tr').first();
  // the instant lottery's rows go when the tab changes; the Mega list then loads
  await expect(row.locator('td').first()).toHaveText(/^\s*MEGA-/);
  await expect(row.getByRole('button', { name: 'Quay ngay' })).toBeVisible();
  const code = ((await row.locator('td').first().textContent()) ?? '').trim();
  expect(code).toMatch(/^MEGA-/);
  await shoot(admin, 'lottery-draws');
  admin.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Quay ngay' }).click();
  await expect(admin.getByRole('status')).toHaveText(`Đã quay kỳ ${code}; vé được trả thưởng theo kết quả.`);
  // the drawn draw leaves the open list
  await expect(admin.getByTestId('lottery-draws').locator('tbody')).not.toContainText(code);
  await admin.context().close();
});
