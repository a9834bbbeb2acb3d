import { expect, type Page, test } from '@playwright/test';
import { expectOnTop, openSignedIn, registerPlayer } from './support';

/*
 * Events end to end (issue 8): a player who deposited opens the lucky spin, sees the published
 * odds, spins, sees the prize and the header balance move by exactly that prize; the second
 * spin of the day is refused with the reason; the app-download bonus pays 5,000 VND once, from
 * the installed app only.
 */

test.describe.configure({ timeout: 90_000 });

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);
const balance = (page: Page) => page.getByTestId('header-balance');

interface Prize {
  id: number;
  code: string;
  label: string;
  amount: number;
  probability: number;
}

async function available(page: Page): Promise<number> {
  const res = await page.request.get('/api/user/balance');
  expect(res.status()).toBe(200);
  return (await res.json()).data.available as number;
}

async function newDepositor(page: Page, baseURL: string, amount: number) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const player = {
    username: `spin_${suffix}`.slice(0, 29),
    password: 'matkhau123',
    phone: `097${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  // on this page's context (its session cookie signs the page in), from an address of its own
  await registerPlayer(page.request, player);
  // A cookie-authenticated mutation must carry our Origin.
  const voucher = await page.request.post('/api/payment/deposit/codepay', {
    data: { amount, replaceCurrent: true },
    headers: { origin: baseURL },
  });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const code = (await voucher.json()).data.transferCode as string;
  const sent = await page.request.post('/sandbox/bank/transfers', { data: { content: `chuyen tien ${code}`, amount } });
  expect(sent.status()).toBe(200);
  await expect.poll(() => available(page), { timeout: 15_000 }).toBe(amount);
  return player;
}

test('lucky spin: published odds, one paid spin, then the reason why not; app bonus paid once', async ({
  page,
  baseURL,
}) => {
  await newDepositor(page, baseURL!, 100_000);
  // signed in by the register call's session (newDepositor registered on this page's context);
  // the login form is e2e/auth.spec.ts's subject
  await openSignedIn(page);
  await expect(balance(page)).toHaveText(fmt(100_000));
  // Only the balance stream may move the header from here on.
  await page.route('**/api/auth/refresh', (route) => route.abort());

  // ── The wheel and its odds, as the server publishes them ──
  const wheel = (await (await page.request.get('/api/events/lucky-spin')).json()).data as {
    prizes: Prize[];
  };
  expect(wheel.prizes.length).toBeGreaterThan(1);
  await page.goto('/su-kien/vong-quay-may-man');
  // no welcome popup over the wheel: the wheel is there to be played at once
  await expect(page.getByTestId('spin-odds')).toBeVisible();
  await expect(page.getByTestId('event-welcome')).toHaveCount(0);
  await expectOnTop(page.getByTestId('spin-button'));
  const odds = page.getByTestId('spin-odds');
  for (const p of wheel.prizes) {
    const row = odds.locator(`tr[data-prize="${p.code}"]`);
    await expect(row).toContainText(p.label);
    await expect(row.locator('[data-probability]')).toHaveAttribute('data-probability', String(p.probability));
    const shown = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(p.probability * 100)}%`;
    await expect(row).toContainText(shown);
  }
  await expect(page.getByTestId('spins-left')).toHaveText('Bạn còn 1 lượt quay hôm nay');

  // ── One spin: the server draws and pays; the wheel stops on it; the balance moves by the prize ──
  const [spinRes] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/events/lucky-spin/spin')),
    page.getByTestId('spin-button').click(),
  ]);
  expect(spinRes.status()).toBe(200);
  const { spin, prizeIndex } = (await spinRes.json()).data as {
    spin: { amount: number; label: string; prizeId: number };
    prizeIndex: number;
  };
  expect(wheel.prizes[prizeIndex]).toMatchObject({ id: spin.prizeId, amount: spin.amount });
  // paid already, but the header moves when the wheel stops, not while it turns
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('spin-reward')).toBeHidden();
  await expect(balance(page)).toHaveText(fmt(100_000));
  const reward = page.getByTestId('spin-reward');
  await expect(reward).toBeVisible({ timeout: 15_000 });
  if (spin.amount > 0) await expect(page.getByTestId('spin-reward-amount')).toHaveText(`${fmt(spin.amount)} VND`);
  else await expect(reward).toContainText(spin.label);
  await expect(balance(page)).toHaveText(fmt(100_000 + spin.amount), { timeout: 10_000 });
  expect(await available(page)).toBe(100_000 + spin.amount);
  await reward.getByRole('button', { name: 'Tuyệt vời' }).click();
  await expect(reward).toBeHidden();
  await expect(page.getByTestId('spin-history').locator('li')).toHaveCount(1);

  // ── The next spin is refused, with why ──
  await page.getByTestId('spin-button').click();
  const message = page.getByTestId('spin-message');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-code', 'SPIN_NO_SPINS_LEFT');
  await expect(message).toContainText('Bạn đã dùng hết lượt quay hôm nay');
  await expect(message).toContainText('Lượt quay tiếp theo');
  await message.getByRole('button', { name: 'Đóng' }).click();
  expect(await available(page)).toBe(100_000 + spin.amount);

  // ── App-download bonus: the browser tab is told to use the app ──
  const before = 100_000 + spin.amount;
  await page.goto('/su-kien/thuong-tai-app');
  await page.getByTestId('event-welcome').getByRole('button', { name: 'Để sau' }).click();
  const bonus = page.getByTestId('app-bonus');
  await expect(bonus).toContainText('Bạn đang mở bằng trình duyệt');
  await expect(bonus.getByRole('button', { name: /Nhận thưởng/ })).toHaveCount(0);

  // The installed app runs in standalone display mode (emulated: Chromium has no switch for it).
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({
            matches: true,
            media: query,
            addEventListener() {},
            removeEventListener() {},
          } as unknown as MediaQueryList)
        : original(query);
  });
  await page.reload();
  await expect(bonus).toContainText('Bạn đang dùng ứng dụng đã cài đặt');
  await bonus.getByRole('button', { name: 'Nhận thưởng 5,000 VND' }).click();
  await expect(page.getByTestId('app-bonus-claimed')).toContainText('Bạn đã nhận 5,000 VND');
  await expect(balance(page)).toHaveText(fmt(before + 5_000), { timeout: 10_000 });

  // A second claim, even from the app, pays nothing.
  const again = await page.request.post('/api/user/events/app-bonus/claim', {
    headers: { origin: baseURL!, 'x-app-display-mode': 'standalone' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('Bạn đã nhận thưởng tải app');
  await page.reload();
  await expect(page.getByTestId('app-bonus-claimed')).toBeVisible();
  expect(await available(page)).toBe(before + 5_000);
});
