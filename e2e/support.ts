import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import pg from 'pg';

/*
 * Helpers the e2e specs share. Not a spec: Playwright's default testMatch only picks
 * *.spec.ts / *.test.ts, so this module is imported, never run.
 */

/** The embedded PostgreSQL of the e2e server (playwright.config.ts starts it on E2E_PG_PORT). */
export const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5499);
export const DATABASE_URL = `postgres://platform:platform@127.0.0.1:${PG_PORT}/platform`;

export interface Player {
  username: string;
  password: string;
  phone: string;
}

let seq = 0;
/**
 * A fresh player. The prefix tells in the database which spec made the account; the counter keeps
 * two players of the same millisecond apart and the random tail covers a restarted worker.
 */
export function newPlayer(prefix: string, phonePrefix = '098'): Player {
  seq++;
  const suffix = `${Date.now().toString(36)}${seq}${Math.floor(Math.random() * 1e3)}`;
  return {
    username: `${prefix}_${suffix}`.slice(0, 29),
    password: 'matkhau123',
    phone: `${phonePrefix}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
}

/**
 * The newest 6-digit code the sandbox outbox holds for a phone number or e-mail. The server runs
 * in production mode, where the /dev/outbox page is off, so the code is read from the table.
 */
export async function codeFromOutbox(to: string, purpose: string): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ body: string }>(
        'SELECT body FROM outbox_messages WHERE recipient = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1',
        [to, purpose],
      );
      const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${purpose} code for ${to}`);
  } finally {
    await client.end();
  }
}

/** Registers through the API (as an app would) and returns the bearer token. */
export async function registerByApi(request: APIRequestContext, player: Player): Promise<string> {
  const res = await request.post('/api/auth/register', { data: { ...player, ageConfirmed: true } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token;
}

/** Fills the register tab of the auth modal, ticks the age box and submits. */
export async function submitRegisterForm(modal: Locator, player: Player) {
  await modal.getByLabel('Tên đăng nhập').fill(player.username);
  await modal.getByLabel('Số điện thoại').fill(player.phone);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await modal.getByRole('checkbox').check();
  await modal.locator('form').getByRole('button', { name: 'Đăng ký', exact: true }).click();
}

/** Opens the login modal from the header and submits the player's credentials. */
export async function logInThroughModal(page: Page, player: { username: string; password: string }) {
  await page.locator('header').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Tên đăng nhập').fill(player.username);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await modal.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** The demo staff account the seed creates (README). */
const STAFF = { username: 'admin', password: 'admin-demo-2025' };

/**
 * A request context logged in as staff by the token header, not the cookie: a script's calls
 * are not cookie-authenticated browser mutations.
 */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const login = await anon.post('/admin-api/auth/login', { data: STAFF });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.token as string;
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { 'x-staff-token': token } });
}
