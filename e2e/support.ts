import { mkdirSync } from 'node:fs';
import { hash as argon2Hash } from '@node-rs/argon2';
import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import pg from 'pg';
import type { DEMO_STAFF_BY_ROLE } from '../apps/server/src/modules/admin/admin.seed';
import { totpNow } from '../apps/server/src/modules/admin/admin.totp';
import { AUTH_STORE_VERSION, persistedAuth } from '../apps/web/app/features/auth/store';

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

/**
 * A client address of its own for a player the API registers. Registration is limited per
 * address (30 an hour, auth.config.ts) and the whole suite runs from one machine: the e2e server
 * trusts X-Forwarded-For from loopback (playwright.config.ts), as it would from its load balancer.
 */
const clientAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** What the register call answers: the bearer token and the player as the login form gets them. */
export interface Registered {
  token: string;
  user: { id: number; username: string; tokenPlay: string } & Record<string, unknown>;
}

/** Registers through the API (as an app would): the token and the user. */
export async function registerPlayer(request: APIRequestContext, player: Player): Promise<Registered> {
  const res = await request.post('/api/auth/register', {
    data: { ...player, ageConfirmed: true },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** Registers through the API (as an app would) and returns the bearer token. */
export async function registerByApi(request: APIRequestContext, player: Player): Promise<string> {
  return (await registerPlayer(request, player)).token;
}

/**
 * Opens `path` signed in as the player registered through `page.request` (`registerPlayer`),
 * without the login form (for specs whose subject is not the form; e2e/auth.spec.ts tests it):
 * the register call set the session cookie on the page's context, and the site's persisted user
 * (`auth` in local storage: the user as the session answers it now, what a login through the
 * form leaves there, without the play token) is written from a bare same-origin file before the
 * first page of the site loads. With the cookie the page is not a guest's, so it hydrates at load
 * (decision 116).
 *
 * With `path` null no page of the site is opened: the page stays on that bare file (same origin,
 * so `page.url()` still gives the origin for API calls), signed in for the spec's own next
 * `page.goto`. A spec whose next step opens another page passes that page, or null when that
 * page has no header balance to wait for (a game screen): a landing page it never looks at costs
 * a whole hydration (docs/testing.md, decision 172).
 */
export async function openSignedIn(page: Page, path: string | null = LANDING): Promise<void> {
  const session = await page.request.get('/api/auth/refresh');
  expect(session.status(), await session.text()).toBe(200);
  const { user } = (await session.json()).data;
  await page.goto('/favicon.svg');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    'auth',
    JSON.stringify({ state: persistedAuth({ user }), version: AUTH_STORE_VERSION }),
  ] as const);
  if (path === null) return;
  await page.goto(path);
  // the header shows the balance once the app has hydrated at load: 30 s and more on a 2-core machine
  // at load 35. The form's login waited for the same hydration inside its clicks, bounded only by
  // the test's limit, and so does this.
  await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 0 });
}

/**
 * Where a player signed in by `logInByApi` lands unless a spec says where: a plain information
 * page, whose hydration costs less than the home page's banners, game rows and live previews
 * (docs/testing.md, decision 159). Every page has the header with the balance.
 */
const LANDING = '/gioi-thieu';

/**
 * Registers `player` through the API on this page's context and opens `path` signed in
 * (`openSignedIn`; null: signed in, no page opened).
 */
export async function logInByApi(page: Page, player: Player, path: string | null = LANDING): Promise<Registered> {
  const registered = await registerPlayer(page.request, player);
  await openSignedIn(page, path);
  return registered;
}

/** Fills the register tab of the auth modal, ticks the age box and submits. */
export async function submitRegisterForm(modal: Locator, player: Player) {
  await modal.getByLabel('Tên đăng nhập').fill(player.username);
  await modal.getByLabel('Số điện thoại').fill(player.phone);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await modal.getByRole('checkbox').check();
  await modal.locator('form').getByRole('button', { name: 'Đăng ký', exact: true }).click();
}

/**
 * A click that may be a guest's first interaction, which starts the app (decision 116): the
 * bootstrap holds the click and replays it on the hydrated button, so what it opens shows only
 * once the app has hydrated (10-30 s on the 2-core machine at load, with two e2e workers sharing
 * it). The wait for the hydration is bounded by the test's limit, as `openSignedIn`'s is, so the
 * expectations after it time what the click does, not the hydration. On a page already hydrated
 * it returns at once.
 */
export async function clickHydrating(target: Locator) {
  await target.click();
  await hydrated(target.page());
}

/**
 * Until the app has hydrated, bounded by the test's limit only: for a page that hydrates at load
 * (signed in, or the account area) before an expectation about what the app does on its own.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { siteHydrated?: boolean }).siteHydrated === true, undefined, {
    timeout: 0,
  });
}

/** Opens the login modal from the header and submits the player's credentials. */
export async function logInThroughModal(page: Page, player: { username: string; password: string }) {
  await clickHydrating(page.locator('header').getByRole('button', { name: 'Đăng nhập', exact: true }));
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Tên đăng nhập').fill(player.username);
  await modal.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await modal.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

/** The password of the staff accounts `newStaff` makes. */
const STAFF_PASSWORD = 'e2e-staff-password';
/** The server's argon2id settings (admin.service.ts), hashed once per worker. */
let staffPasswordHash: Promise<string> | undefined;

export interface StaffAccount {
  username: string;
  password: string;
  /** A live session's token: send it as `x-staff-token`, or as the `staff_session` cookie. */
  token: string;
}

/**
 * A staff account of `role` for the calling spec alone, signed in. The row is written straight
 * into the e2e database, as the seed writes the demo staff (no staff session is needed to make
 * it); the sign-in is the real one: the password, then the enrolment of the authenticator secret
 * the server offers a new account, with that secret's current code. No other test signs this
 * account in, so no time step's code is ever taken by another worker (a demo account's is:
 * each step's code is accepted once).
 */
export async function newStaff(baseURL: string, role: StaffRole): Promise<StaffAccount> {
  staffPasswordHash ??= argon2Hash(STAFF_PASSWORD, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
  seq++;
  const username = `e2e_${role}_${Date.now().toString(36)}${seq}${Math.floor(Math.random() * 1e4)}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('INSERT INTO staff (username, display_name, password_hash, role) VALUES ($1, $2, $3, $4)', [
      username,
      `Kiểm thử ${role}`,
      await staffPasswordHash,
      role,
    ]);
  } finally {
    await client.end();
  }
  const anon = await request.newContext({ baseURL });
  try {
    const login = await anon.post('/admin-api/auth/login', { data: { username, password: STAFF_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const { stage, challenge, enrolment } = (await login.json()).data as {
      stage: string;
      challenge: string;
      enrolment: { secret: string } | null;
    };
    expect(stage).toBe('enrol');
    const code = await totpNow(enrolment!.secret, Math.floor(Date.now() / 1000));
    const res = await anon.post('/admin-api/auth/second-factor', { data: { challenge, code } });
    expect(res.status(), await res.text()).toBe(200);
    return { username, password: STAFF_PASSWORD, token: (await res.json()).data.token as string };
  } finally {
    await anon.dispose();
  }
}

const sessions = new Map<string, string>();

/**
 * A request context logged in as a superadmin by the token header, not the cookie: a script's
 * calls are not cookie-authenticated browser mutations. One account per worker, made by
 * `newStaff` (a new one if the session ended: idle for 30 minutes).
 */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  let token = sessions.get(baseURL);
  if (token) {
    const probe = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-staff-token': token } });
    if ((await probe.get('/admin-api/auth/me')).status() !== 200) token = undefined;
    await probe.dispose();
  }
  token ??= (await newStaff(baseURL, 'superadmin')).token;
  sessions.set(baseURL, token);
  return request.newContext({ baseURL, extraHTTPHeaders: { 'x-staff-token': token } });
}

/** The header shows the balance in the site's number format. */
export const balanceText = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

/**
 * A fresh player, registered through the API and signed in on the site (`logInByApi`). Every spec
 * uses players of its own: two workers run specs side by side, and a player has one session, so a
 * shared login would end another spec's (the seeded demo player is for people, not for tests).
 */
export async function logInAsNewPlayer(page: Page, prefix: string, path: string | null = LANDING): Promise<Player> {
  const player = newPlayer(prefix);
  await logInByApi(page, player, path);
  return player;
}

export async function headerBalance(page: Page): Promise<number> {
  return Number(((await page.getByTestId('header-balance').textContent()) ?? '').replace(/,/g, ''));
}

/** Deposits `amount` for the logged-in player: a Codepay voucher paid by the sandbox bank. */
export async function depositBySandbox(page: Page, amount: number) {
  const origin = new URL(page.url()).origin;
  const voucher = await page.request.post('/api/payment/deposit/codepay', {
    headers: { origin },
    data: { amount, replaceCurrent: true },
  });
  expect(voucher.status()).toBe(200);
  const { transferCode } = (await voucher.json()).data as { transferCode: string };
  const sent = await page.request.post('/sandbox/bank/transfers', {
    data: { content: `chuyen tien ${transferCode}`, amount },
  });
  expect(sent.status()).toBe(200);
}

/**
 * Staff approve a withdrawal the auto-approval rules held (a first withdrawal, an identity not
 * verified, an open AML flag such as a deposit withdrawn without play: decision 097), as finance
 * would; an auto-approved one is left alone.
 */
export async function approveIfHeld(staff: APIRequestContext, withdrawal: { id: number; status: string }) {
  if (withdrawal.status !== 'pending') return;
  await approveWithdrawal(staff, withdrawal.id);
}

/**
 * Approves a withdrawal as staff would: when the player has an open AML flag, finance may not
 * (decision 105), so compliance first clears the player's flags with a note, then finance approves.
 */
export async function approveWithdrawal(staff: APIRequestContext, withdrawalId: number) {
  let res = await staff.post(`/admin-api/withdrawals/${withdrawalId}/approve`);
  if (res.status() === 409 && (await res.json()).code === 'AML_FLAG_OPEN') {
    const queue = await staff.get('/admin-api/withdrawals?per_page=200&status=pending');
    const row = (await queue.json()).data.find((w: { id: number }) => w.id === withdrawalId);
    await clearAmlFlags(staff, row.playerId);
    res = await staff.post(`/admin-api/withdrawals/${withdrawalId}/approve`);
  }
  expect(res.status(), await res.text()).toBe(200);
}

/** Compliance clears every open AML flag of a player (the e2e players deposit and withdraw without play). */
export async function clearAmlFlags(staff: APIRequestContext, playerId: number) {
  const flags = await staff.get(`/admin-api/aml/flags?status=open&player_id=${playerId}`);
  for (const f of (await flags.json()).data.items as { id: number }[]) {
    const done = await staff.post(`/admin-api/aml/flags/${f.id}/review`, {
      data: { outcome: 'cleared', note: 'Kiểm thử: nguồn tiền đã xác minh' },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
}

/** A player's id, as staff find it by username. */
export async function playerIdOf(staff: APIRequestContext, username: string): Promise<number> {
  const res = await staff.get(`/admin-api/players?q=${encodeURIComponent(username)}`);
  expect(res.status(), await res.text()).toBe(200);
  const hit = (await res.json()).data.find((p: { username: string }) => p.username === username);
  expect(hit, `player ${username}`).toBeTruthy();
  return hit.id as number;
}

/** Credits a player's cash through the sandbox bank, by API (a codepay voucher, then the transfer). */
export async function fundByApi(request: APIRequestContext, token: string, amount: number) {
  const headers = { authorization: `Bearer ${token}` };
  const voucher = await request.post('/api/payment/deposit/codepay', {
    headers,
    data: { amount, replaceCurrent: true },
  });
  expect(voucher.status(), await voucher.text()).toBe(200);
  const code = (await voucher.json()).data.transferCode as string;
  const sent = await request.post('/sandbox/bank/transfers', { data: { content: `chuyen tien ${code}`, amount } });
  expect(sent.status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get('/api/user/balance', { headers })).json()).data.available, {
      timeout: 15_000,
    })
    .toBe(amount);
}

export type StaffRole = keyof typeof DEMO_STAFF_BY_ROLE;

/**
 * A back-office page signed in as a staff account of `role` of this test's own (`newStaff`), in a
 * browser context of its own: the session cookie a sign-in sets. The sign-in form itself is
 * tested by e2e/admin.spec.ts.
 */
export async function signInStaff(browser: Browser, role: StaffRole): Promise<Page> {
  const baseURL = base.info().project.use.baseURL!;
  const { token } = await newStaff(baseURL, role);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  await context.addCookies([{ name: 'staff_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' }]);
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  return page;
}

/** The player's withdrawal request answered to the page when `action` submits it. */
export async function withdrawalAnswer(page: Page, action: () => Promise<void>) {
  const [res] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/payment/withdraw/'),
    ),
    action(),
  ]);
  expect(res.status()).toBe(200);
  return (await res.json()).data as { id: number; status: string; code: string };
}

/**
 * With a folder (SHOTS_DIR, or a spec's own variable), one screenshot of the page into it; without
 * one, nothing: the pictures are for people to look at, no assertion reads them, and a full-page
 * screenshot costs the shared CPU a rendering pass.
 */
export async function screenshotTo(page: Page, dir: string | undefined, name: string, fullPage = false) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}`, fullPage });
}

/** With a folder (SHOTS_DIR), photographs the page at 1440 and 1024 px wide (or the widths given). */
export async function shootScreen(page: Page, dir: string | undefined, name: string, widths = [1440, 1024]) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * A guest's first interaction: a guest's page loads and hydrates the app only then (decision 116).
 * The pointer goes over the header's first link (an intent, nothing is clicked) and the app
 * announces it has hydrated.
 */
export async function firstInteraction(page: Page) {
  await page.locator('header a').first().hover();
  await page.waitForFunction(() => (window as unknown as { siteHydrated?: boolean }).siteHydrated === true);
}

/**
 * The element is visible and nothing covers it: the topmost element at its centre is it or inside
 * it. A toast behind an open modal dialog (the browser's top layer) fails this.
 */
export async function expectOnTop(target: Locator) {
  await expect(target).toBeVisible();
  await expect
    .poll(() =>
      target.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        // the hit is the element, inside it, or the toast that holds it
        return hit !== null && (el.contains(hit) || (hit.contains(el) && hit.matches('[data-sonner-toast]')));
      }),
    )
    .toBe(true);
}

/** What `servedHtml` reads from a page's HTML. */
export interface ServedHtml {
  status: number;
  /** The address answered, after any redirects. */
  url: string;
  /** `document.title` of the HTML (whitespace collapsed, as the browser's). */
  title: string;
  canonical: string | null;
  robots: string | null;
  /** Each h1's text content, whitespace collapsed (what `toHaveText` compares). */
  h1: string[];
  /** Evaluates selectors on the parsed document: the text content of each match, whitespace collapsed. */
  texts: (selector: string) => Promise<string[]>;
  /** An attribute of each match. */
  attrs: (selector: string, name: string) => Promise<(string | null)[]>;
  /** Runs a function on the parsed document in the parser tab. */
  query: <T>(fn: (doc: Document) => T) => Promise<T>;
}

/**
 * A page as the server sends it, parsed by Chromium's own HTML parser (`DOMParser` in a blank tab)
 * instead of loaded: no layout, fonts, pictures or a browser context per test. For assertions
 * about the HTML of a guest's page (status, head, h1, links): a guest's page runs no script before
 * the first interaction (decision 116), so its DOM on load is this parse. What is visible, or
 * what the app does once hydrated, still needs `page.goto`.
 */
export async function servedHtml(request: APIRequestContext, parser: Page, path: string): Promise<ServedHtml> {
  const res = await request.get(path);
  const html = await res.text();
  // the tab keeps one parsed page at a time
  await parsed.get(parser)?.dispose();
  const handle = await parser.evaluateHandle((source) => new DOMParser().parseFromString(source, 'text/html'), html);
  const texts = (selector: string) =>
    handle.evaluate(
      (doc, s) => Array.from(doc.querySelectorAll(s), (e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()),
      selector,
    );
  const attrs = (selector: string, name: string) =>
    handle.evaluate((doc, [s, n]) => Array.from(doc.querySelectorAll(s!), (e) => e.getAttribute(n!)), [
      selector,
      name,
    ] as const);
  const headOf = await handle.evaluate((doc) => ({
    title: doc.title,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
  }));
  parsed.set(parser, handle);
  const query = <T>(fn: (doc: Document) => T) => handle.evaluate(fn) as Promise<T>;
  return { status: res.status(), url: res.url(), ...headOf, h1: await texts('h1'), texts, attrs, query };
}
const parsed = new WeakMap<Page, { dispose(): Promise<void> }>();

/**
 * The spec's tests with `parser`: one blank tab per worker that `servedHtml` parses pages in
 * (a tab per test would cost a browser context each).
 */
export const htmlTest = base.extend<object, { parser: Page }>({
  parser: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
