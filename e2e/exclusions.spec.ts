import { expect, test } from '@playwright/test';
import {
  codeFromOutbox,
  firstInteraction,
  logInThroughModal,
  newPlayer,
  registerByApi,
  submitRegisterForm,
} from './support';

/*
 * One self-exclusion across the brands of a deployment (decision 158): playwright.config.ts maps
 * xc03 to localhost and xc04 to xc04.localhost, both sharing the exclusion registry. A player
 * who self-excludes on xc03 with a verified phone cannot register with that phone on xc04, and
 * the account the same person already had on xc04 is refused at login.
 */

const PORT = Number(process.env.E2E_PORT ?? 3199);
const XC04 = `http://xc04.localhost:${PORT}`;
const REFUSED = /trùng với một tài khoản đang tự loại trừ/;

// two brands' pages, each hydrated on its first interaction, and a verified phone on the way
test.describe.configure({ timeout: 60_000 });

test('a self-exclusion on one brand refuses registration and login with the same phone on the sister brand', async ({
  page,
}) => {
  const person = newPlayer('excl');
  // the same person's account on the sister brand, made before (from the page: only the browser
  // resolves *.localhost names), then logged out
  const sister = { ...newPlayer('excl4'), phone: person.phone };
  await page.goto(`${XC04}/`);
  const made = await page.evaluate(async (player) => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.44.0.1' };
    const res = await fetch('/api/auth/register', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...player, ageConfirmed: true }),
    });
    await fetch('/api/auth/logout', { method: 'POST', headers });
    return res.status;
  }, sister);
  expect(made).toBe(200);

  // on xc03: register, verify the phone with the SMS code, self-exclude for 30 days
  const headers = { authorization: `Bearer ${await registerByApi(page.request, person)}` };
  expect((await page.request.post('/api/auth/verify-phone/send', { headers })).status()).toBe(200);
  const otp = await codeFromOutbox(person.phone, 'otp:verify_phone');
  expect((await page.request.post('/api/auth/verify-phone', { headers, data: { otp } })).status()).toBe(200);
  const excluded = await page.request.post('/api/user/protection/self-exclusion', {
    headers,
    data: { duration: '30d', password: person.password },
  });
  expect(excluded.status()).toBe(200);

  // on xc04: a new registration with that phone is refused, in Vietnamese, and makes no account
  await page.goto(`${XC04}/`);
  await firstInteraction(page);
  await page.locator('header').getByRole('button', { name: 'Đăng ký', exact: true }).click();
  const modal = page.getByRole('dialog');
  await submitRegisterForm(modal, { ...newPlayer('excl5'), phone: person.phone });
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // and the account the person already had there cannot log in (refused by the registry, or, if a
  // check had already found it online, by the self-exclusion it was given)
  await page.reload();
  await firstInteraction(page);
  await logInThroughModal(page, sister);
  await expect(
    page.getByText(/trùng với một tài khoản đang tự loại trừ|đang trong thời gian tự loại trừ/),
  ).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});
