import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_STAFF_BY_ROLE } from '../apps/server/src/modules/admin/admin.seed';
import { DATABASE_URL, shootScreen, signInStaff, staffApi } from './support';

/*
 * Operations alerts reach the staff on call (decision 123): a superadmin puts the finance demo
 * account on call by e-mail and SMS on the alerts page, the ledger reconciliation finds a breach,
 * and the sandbox inbox shows the alert's messages; the alert's card says to whom they went.
 * With SHOTS_DIR set, the alerts page is photographed at 1440 and 1024 px.
 */
const SHOTS = process.env.SHOTS_DIR;
test.describe.configure({ timeout: SHOTS ? 180_000 : 90_000 });

/**
 * Commits an unbalanced journal past the ledger's triggers, as only a broken migration or a
 * person could (the same breach the integration tests raise). Returns the undo.
 */
async function unbalancedJournal(): Promise<() => Promise<void>> {
  const key = `e2e-alerts-${Date.now()}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const tamper = async (text: string, values: unknown[]) => {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(text, values);
    await client.query('COMMIT');
  };
  await tamper(
    `INSERT INTO journal (scope, external_id, request_hash, kind, amount) VALUES ('t', $1, 'h', 'transfer', 1)`,
    [key],
  );
  await tamper(
    `INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount)
     SELECT j.id, 1, b.account_id, b.shard, b.player_id, 1
       FROM journal j, (SELECT account_id, shard, player_id FROM balances LIMIT 1) b WHERE j.external_id = $1`,
    [key],
  );
  return async () => {
    await tamper('DELETE FROM entries WHERE journal_id = (SELECT id FROM journal WHERE external_id = $1)', [key]);
    await tamper('DELETE FROM journal WHERE external_id = $1', [key]);
    await client.end();
  };
}

test('a superadmin puts finance on call, and a ledger breach reaches them by e-mail and SMS', async ({
  browser,
  baseURL,
}) => {
  const finance = DEMO_STAFF_BY_ROLE.finance;
  const email = `truc.${Date.now()}@e2e.test`;
  // 097 (Viettel): a number the mobile check takes whatever the clock reads (095 is no carrier's)
  const phone = `097${String(Date.now()).slice(-7)}`;
  const page = await signInStaff(browser, 'superadmin');
  await page.getByRole('link', { name: 'Cảnh báo vận hành' }).click();
  await expect(page.getByRole('heading', { name: 'Cảnh báo vận hành' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`\\(${finance.username}\\)`) });
  await row.getByLabel(/^Email của/).fill(email);
  await row.getByLabel('Nhận qua email').check();
  await row.getByLabel(/^Số điện thoại của/).fill(phone);
  await row.getByLabel('Nhận qua SMS').check();
  await row.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('status')).toContainText(`Đã lưu người nhận cảnh báo ${finance.displayName}`);

  const staff = await staffApi(baseURL!);
  const repair = await unbalancedJournal();
  try {
    const run = await staff.post('/admin-api/ops/ledger-check');
    expect((await run.json()).data.ok).toBe(false);
  } finally {
    await repair();
  }
  const open = (await (await staff.get('/admin-api/ops/alerts')).json()).data.open as {
    id: number;
    subject: string;
  }[];
  const alert = open.find((a) => a.subject === 'journals_balanced')!;
  expect(alert).toBeTruthy();

  // the dev inbox (the sandbox's, while no real provider is set) shows both messages
  const inbox = await browser.newPage();
  await inbox.goto(`/sandbox/inbox?to=${encodeURIComponent(email)}`);
  const mail = inbox.locator('.msg').filter({ hasText: `Cảnh báo vận hành #${alert.id}` });
  await expect(async () => {
    await inbox.reload();
    await expect(mail).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).toContainText('Đối soát sổ cái không khớp: journals_balanced');
  await expect(mail).toContainText(`/admin/canh-bao?id=${alert.id}`);
  await shootScreen(inbox, SHOTS, 'sandbox-inbox-email');
  await inbox.goto(`/sandbox/inbox?to=${phone}`);
  await expect(inbox.locator('.msg').filter({ hasText: `CANH BAO VAN HANH #${alert.id}` })).toHaveCount(1);

  // the link in the message: the alert's card, with to whom it went
  await page.goto(`/admin/canh-bao?id=${alert.id}`);
  const card = page.getByRole('article', { name: `Cảnh báo #${alert.id}` });
  const sent = card.getByRole('table', { name: `Đã gửi cảnh báo #${alert.id}` });
  await expect(sent.getByRole('row').filter({ hasText: email })).toContainText('Đã gửi');
  await expect(sent.getByRole('row').filter({ hasText: phone })).toContainText('Đã gửi');
  await shootScreen(page, SHOTS, 'alerts-page');

  // acknowledged through the card, so other specs' dashboards carry no banner of ours
  for (const a of open.filter((o) => o.id !== alert.id)) {
    await staff.post(`/admin-api/ops/alerts/${a.id}/acknowledge`, { data: { note: 'e2e: đã sửa bút toán thử' } });
  }
  await card.getByRole('button', { name: 'Xác nhận đã xử lý' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Đã sửa bút toán thử nghiệm');
  await page.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã xác nhận cảnh báo #${alert.id}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Cảnh báo #${alert.id}` })).toContainText('Đã xác nhận');
  await staff.put(`/admin-api/ops/alert-recipients/${await staffIdOf(staff, finance.username)}`, {
    data: { email, phone, byEmail: false, bySms: false },
  });
  await page.context().close();
  await inbox.close();
});

async function staffIdOf(staff: Awaited<ReturnType<typeof staffApi>>, username: string): Promise<number> {
  const list = (await (await staff.get('/admin-api/ops/alert-recipients')).json()).data as {
    staffId: number;
    username: string;
  }[];
  return list.find((r) => r.username === username)!.staffId;
}
