import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect as baseExpect, type Page, request, test } from '@playwright/test';
import pg from 'pg';
import { providerBinding } from '../apps/server/src/modules/providers/providers.directory';
import { hmacSignature } from '../apps/server/src/modules/providers/providers.signature';
import { Sealer } from '../apps/server/src/secrets/sealing';
import {
  approveIfHeld,
  clickHydrating,
  DATABASE_URL,
  depositBySandbox,
  logInThroughModal,
  newPlayer,
  newStaff,
  playerIdOf,
  registerByApi,
  submitRegisterForm,
} from './support';

/*
 * The agent programme end to end (issue 36, docs/agents.md): a player registers through the
 * agent's link on a phone, plays, shows in the agent's portal; finance closes the month (early:
 * the e2e server runs AGENTS_TEST_EARLY_CLOSE, decision 166), drills a line down to its ledger
 * rows and approves; a second staff member pays; the agent reads the statement down to the
 * member's rows on the phone and withdraws the commission.
 */

const SHOTS = process.env.SHOTS_DIR;
// the portal and the back office load their lists after hydration: on a loaded shared machine that
// took longer than the suite's 10 s; a wait that ends early never passes a wrong page
const expect = baseExpect.configure({ timeout: 20_000 });
const phone = { viewport: { width: 360, height: 780 }, locale: 'vi-VN' };
/** The running Vietnam month, as finance types it into the back office. */
const vnMonth = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);

async function backOffice(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  await context.addCookies([{ name: 'staff_session', value: token, url: baseURL, httpOnly: true, sameSite: 'Strict' }]);
  const page = await context.newPage();
  await page.goto('/admin/dai-ly');
  return page;
}

/** A stake the house takes through the provider protocol and leaves open: it counts, nothing is won. */
async function openStake(api: APIRequestContext, user: { id: number; tokenPlay: string }, amount: number) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const sealed = (await client.query<{ secret: string }>("SELECT secret FROM providers WHERE code = 'house'")).rows[0]!
    .secret;
  await client.end();
  const secret = Sealer.fromEnv(process.env).open(sealed, providerBinding('house'));
  const payload = JSON.stringify({
    request_uuid: randomUUID(),
    token: user.tokenPlay,
    user: String(user.id),
    transaction_uuid: randomUUID(),
    round: `round-${randomUUID()}`,
    game_code: 'taixiu',
    currency: 'VND',
    amount,
  });
  const bet = await api.post('/provider/house/transaction/bet', {
    headers: { 'content-type': 'application/json', 'x-hub88-signature': hmacSignature(secret, payload) },
    data: payload,
  });
  expect((await bet.json()).status).toBe('RS_OK');
}

// two staff sign-ins may each wait for a fresh authenticator step (docs/testing.md)
test.describe.configure({ timeout: 150_000 });

test('an agent registers a player by link, finance closes, approves and another pays the statement, the agent drills it down and withdraws it', async ({
  browser,
  baseURL,
}) => {
  // ── the agent, on a phone ──
  const agentContext = await browser.newContext(phone);
  const agentPage = await agentContext.newPage();
  // signed in through the modal: the account area reads the session the site keeps in the browser
  const agent = newPlayer('e2eas');
  await agentPage.goto('/');
  await registerByApi(agentPage.request, agent);
  await agentContext.clearCookies();
  await agentPage.goto('/');
  await logInThroughModal(agentPage, agent);
  await expect(agentPage.getByTestId('header-balance')).toBeVisible();
  const adminToken = (await newStaff(baseURL!, 'superadmin')).token;
  const staff = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-staff-token': adminToken } });
  const made = await staff.post('/admin-api/agents', { data: { playerId: await playerIdOf(staff, agent.username) } });
  expect(made.status(), await made.text()).toBe(200);
  const { link, playerId: agentId } = (await made.json()).data as { link: string; playerId: number };

  // ── a guest follows the link on their phone, registers, deposits and stakes ──
  const guestContext = await browser.newContext(phone);
  const guest = await guestContext.newPage();
  const member = newPlayer('e2esm');
  await guest.goto(link);
  await clickHydrating(guest.locator('header').getByRole('button', { name: 'Đăng ký', exact: true }));
  const registered = guest.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
  await submitRegisterForm(guest.getByRole('dialog'), member);
  const { user } = (await (await registered).json()).data as { user: { id: number; tokenPlay: string } };
  await expect(guest.getByTestId('header-balance')).toBeVisible();
  await depositBySandbox(guest, 1_000_000);
  await expect
    .poll(async () => (await (await guest.request.get('/api/user/balance')).json()).data.available)
    .toBe(1_000_000);
  await openStake(guest.request, user, 600_000);

  // ── the agent sees the member; both browsers run on this machine, so the member shares the
  //    agent's device and address and the abuse rules leave them out, flagged for review ──
  const masked = `${member.username.slice(0, 2)}***${member.username.slice(-1)}`;
  await agentPage.goto('/account/agent');
  const members = agentPage.getByTestId('agent-members');
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members).toContainText(masked);
  await expect(members).toContainText(/Dùng chung (thiết bị|IP) với đại lý/);

  // ── finance reviews the flags and clears them: the member counts from the next computation ──
  const finance = await backOffice(browser, baseURL!, (await newStaff(baseURL!, 'finance')).token);
  const flags = finance
    .getByRole('region', { name: 'Cảnh báo gian lận đại lý' })
    .getByRole('listitem')
    .filter({ hasText: `Người chơi #${user.id} của đại lý #${agentId}:` });
  await expect(flags.first()).toContainText(/Chung (thiết bị|IP) với đại lý/);
  for (let n = await flags.count(); n > 0; n--) {
    await flags.first().getByRole('button', { name: 'Bỏ cờ' }).click();
    await expect(flags).toHaveCount(n - 1);
  }
  await agentPage.reload();
  await expect(members).toContainText('Hoạt động');
  await expect(members).not.toContainText('Dùng chung IP');
  await agentPage.getByRole('tab', { name: 'Theo sản phẩm' }).click();
  await expect(agentPage.locator('[data-product="casino"]')).toContainText('Tiền cược 600,000');
  if (SHOTS) await agentPage.screenshot({ path: `${SHOTS}/agent-products-360.png`, fullPage: true });

  // ── finance closes the running month, drills the member line down and approves ──
  const panel = finance.getByRole('region', { name: 'Sao kê hoa hồng' });
  await panel.getByLabel('Tháng').fill(vnMonth());
  await panel.getByRole('button', { name: 'Lập sao kê' }).click();
  await expect(panel.getByRole('status')).toContainText(`Đã lập sao kê tháng ${vnMonth()}`);
  const row = panel
    .getByRole('row')
    .filter({ has: finance.getByRole('button', { name: agent.username, exact: true }) });
  await row.getByRole('button', { name: agent.username, exact: true }).click();
  const lines = panel.getByRole('region', { name: `Chi tiết sao kê ${agent.username}` });
  await lines.getByRole('button', { name: member.username, exact: true }).click();
  const ledger = lines.getByRole('region', { name: `Giao dịch sổ cái của ${member.username}` });
  await expect(ledger).toContainText('Cược 600.000 ₫');
  await expect(ledger).toContainText('Nạp 1.000.000 ₫');
  if (SHOTS) await finance.screenshot({ path: `${SHOTS}/agent-statement-backoffice-1440.png`, fullPage: true });
  await row.getByRole('button', { name: 'Duyệt' }).click();
  await expect(panel.getByRole('status')).toContainText(`Đã duyệt sao kê của ${agent.username}`);

  // ── another staff member pays it ──
  const payer = await backOffice(browser, baseURL!, adminToken);
  const payPanel = payer.getByRole('region', { name: 'Sao kê hoa hồng' });
  await payPanel.getByLabel('Tháng').fill(vnMonth());
  const payRow = payPanel
    .getByRole('row')
    .filter({ has: payer.getByRole('button', { name: agent.username, exact: true }) });
  await payRow.getByRole('button', { name: 'Chi trả' }).click();
  await expect(payPanel.getByRole('status')).toContainText(`cho ${agent.username}`);
  await expect(payRow).toContainText('Đã chi trả');
  // the agent's report in the back office: months, and the month by product
  const agents = payer.getByRole('region', { name: 'Danh sách đại lý' });
  await agents.getByRole('row').filter({ hasText: agent.username }).getByRole('button', { name: 'Báo cáo' }).click();
  const byProduct = agents.getByRole('region', { name: 'Báo cáo theo sản phẩm' });
  await expect(byProduct.getByRole('row').filter({ hasText: 'Live Casino' })).toContainText('600.000 ₫');
  if (SHOTS) await payer.screenshot({ path: `${SHOTS}/agent-report-backoffice-1440.png`, fullPage: true });

  // ── the agent reads the paid statement down to the member's ledger rows ──
  const statements = (await (await agentPage.request.get('/api/agent/statements')).json()).data as {
    id: number;
    total: number;
    status: string;
  }[];
  expect(statements).toHaveLength(1);
  const { total } = statements[0]!;
  expect(statements[0]).toMatchObject({ status: 'paid' });
  expect(total).toBeGreaterThan(100_000);
  await agentPage.reload();
  await agentPage.getByRole('tab', { name: 'Sao kê' }).click();
  await agentPage.getByTestId('agent-statements').getByRole('button').first().click();
  const statement = agentPage.getByTestId('agent-statement');
  await expect(statement).toContainText('Đã chi trả');
  await expect(statement.getByTestId('statement-line')).toHaveCount(1);
  await expect(statement.getByTestId('statement-line')).toContainText(`Tiền cược 600,000`);
  await statement.getByTestId('statement-line').click();
  const rows = agentPage.getByTestId('statement-rows');
  await expect(rows).toContainText(masked);
  await expect(rows.getByRole('listitem').filter({ hasText: 'Tiền cược' })).toContainText('600,000');
  await expect(rows.getByRole('listitem').filter({ hasText: 'Nạp' })).toContainText('1,000,000');
  if (SHOTS) await agentPage.screenshot({ path: `${SHOTS}/agent-statement-rows-360.png`, fullPage: true });

  // ── and withdraws the commission as phone cards ──
  await agentPage.goto('/account/withdraw/card');
  await agentPage.getByLabel('Mệnh giá').selectOption('50000');
  await agentPage.getByLabel('Số lượng thẻ').fill('2');
  await agentPage.getByLabel('5 số cuối điện thoại').fill(agent.phone.slice(-5));
  await agentPage.waitForTimeout(550); // submit debounce
  const [answer] = await Promise.all([
    agentPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/payment/withdraw/card')),
    agentPage.getByRole('button', { name: 'Rút tiền', exact: true }).click(),
  ]);
  expect(answer.status(), await answer.text()).toBe(200);
  await approveIfHeld(staff, (await answer.json()).data);
  await expect(agentPage.getByTestId('withdraw-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  expect((await (await agentPage.request.get('/api/user/balance')).json()).data.available).toBe(total - 100_000);

  await staff.dispose();
  await Promise.all([agentContext, guestContext, finance.context(), payer.context()].map((c) => c.close()));
});
