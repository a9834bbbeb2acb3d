import { expect, test } from '@playwright/test';
import {
  clickHydrating,
  hydrated,
  logInAsNewPlayer,
  newPlayer,
  playerIdOf,
  staffApi,
  submitRegisterForm,
} from './support';

test.use({ viewport: { width: 360, height: 780 }, locale: 'vi-VN' });

test('players registered through an agent link and through the code field show in the agent portal on a phone (docs/agents.md)', async ({
  browser,
  baseURL,
}) => {
  // three browser pages, two register forms and the portal: 26-38 s on the 2-core machine at load
  test.setTimeout(60_000);
  // the agent: a player finance makes an agent
  const agentContext = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'vi-VN' });
  const agentPage = await agentContext.newPage();
  // signed in on the site (logInAsNewPlayer): the account area reads the session the site keeps
  // in the browser; no page is opened until the portal (decision 172)
  const agent = await logInAsNewPlayer(agentPage, 'e2eag', null);
  const staff = await staffApi(baseURL!);
  const made = await staff.post('/admin-api/agents', { data: { playerId: await playerIdOf(staff, agent.username) } });
  expect(made.status(), await made.text()).toBe(200);
  const { code, link } = (await made.json()).data as { code: string; link: string };
  expect(link).toBe(`/?a=${code}`);

  // a guest follows the link and registers in the browser
  const guest = await browser.newPage({ viewport: { width: 360, height: 780 }, locale: 'vi-VN' });
  const member = newPlayer('e2eam');
  await guest.goto(link);
  await clickHydrating(guest.locator('header').getByRole('button', { name: 'Đăng ký', exact: true }));
  await submitRegisterForm(guest.getByRole('dialog'), member);
  await expect(guest.getByTestId('header-balance')).toBeVisible();

  // another guest comes without the link and types the agent's code in the register form
  const byCode = await browser.newPage({ viewport: { width: 360, height: 780 }, locale: 'vi-VN' });
  const coded = newPlayer('e2eac');
  await byCode.goto('/');
  await clickHydrating(byCode.locator('header').getByRole('button', { name: 'Đăng ký', exact: true }));
  await byCode.getByRole('dialog').getByLabel('Mã đại lý (không bắt buộc)').fill(code.toLowerCase());
  await submitRegisterForm(byCode.getByRole('dialog'), coded);
  await expect(byCode.getByTestId('header-balance')).toBeVisible();

  // the agent sees the link, the code and the new member (name masked) in the portal
  await agentPage.goto('/account/agent');
  await hydrated(agentPage);
  await expect(agentPage.getByTestId('agent-code')).toHaveText(code);
  await expect(agentPage.getByTestId('agent-link')).toHaveValue(new RegExp(`/\\?a=${code}$`));
  const masked = `${member.username.slice(0, 2)}***${member.username.slice(-1)}`;
  await expect(agentPage.getByTestId('agent-members')).toContainText(masked);
  await expect(agentPage.getByTestId('agent-members')).toContainText('Đường dẫn');
  await expect(agentPage.getByTestId('agent-members')).not.toContainText(member.username);
  // masks of two e2e names may coincide: the sources tell the two members apart
  await expect(agentPage.getByTestId('agent-members').getByRole('listitem')).toHaveCount(2);
  await expect(agentPage.getByTestId('agent-members').getByRole('listitem').filter({ hasText: '· Mã' })).toHaveCount(1);
  // the programme's terms, written from the plan in force
  await agentPage.getByTestId('agent-terms').locator('summary').click();
  await expect(agentPage.getByTestId('agent-terms')).toContainText('Hoa hồng 20');
  await agentContext.close();
  await guest.close();
  await byCode.close();
});
