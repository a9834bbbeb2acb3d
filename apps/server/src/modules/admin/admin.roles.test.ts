import { STAFF_ROLES, type TStaffRole } from '@app/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { register } from '../auth/auth.test-support';
import { requireStaff } from './admin.guard';
import { maskNumber } from './admin.masking';
import { staffTokenFor } from './admin.test-support';

/**
 * Who may call each /admin-api route, besides superadmin (who may call all). A route missing
 * here fails the test: a new staff route must say which roles it is for.
 */
const ALL: TStaffRole[] = [...STAFF_ROLES];
const MATRIX: Record<string, TStaffRole[]> = {
  'POST /admin-api/auth/logout': ALL,
  'GET /admin-api/auth/me': ALL,
  'GET /admin-api/staff': [],
  'POST /admin-api/staff': [],
  'PATCH /admin-api/staff/{id}': [],
  'POST /admin-api/staff/{id}/authenticator-reset': [],
  'GET /admin-api/audit-log': ['compliance'],
  'GET /admin-api/players': ['support', 'finance', 'compliance'],
  'GET /admin-api/players/{id}': ['support', 'finance', 'compliance'],
  'GET /admin-api/players/{id}/activity': ['support', 'finance', 'compliance'],
  'POST /admin-api/players/{id}/notes': ['support', 'finance', 'compliance'],
  'GET /admin-api/reports/daily': ['finance', 'compliance'],
  'GET /admin-api/reports/daily.csv': ['finance', 'compliance'],
  'GET /admin-api/reports/breakdown': ['finance', 'compliance'],
  'GET /admin-api/reports/breakdown.csv': ['finance', 'compliance'],
  // the deployment's brands side by side (decision 154): superadmin only
  'GET /admin-api/brands': [],
  'GET /admin-api/kyc': ['compliance'],
  'GET /admin-api/kyc/{id}/documents/{kind}': ['compliance'],
  'POST /admin-api/kyc/{id}/verify': ['compliance'],
  'POST /admin-api/kyc/{id}/reject': ['compliance'],
  // the lottery's draw trigger changes the game's money flow: superadmin only
  'GET /admin-api/lottery/draws/open': [],
  'POST /admin-api/lottery/draws/{id}/draw-now': [],
  'GET /admin-api/news': ['content'],
  'POST /admin-api/news': ['content'],
  'PUT /admin-api/news/{id}': ['content'],
  // news revisions (decision 114)
  'GET /admin-api/news/{id}/revisions': ['content'],
  'POST /admin-api/news/{id}/revisions/{revision}/restore': ['content'],
  'POST /admin-api/news/{id}/publish': ['content'],
  'POST /admin-api/news/{id}/unpublish': ['content'],
  'POST /admin-api/players/{id}/status': ['support'],
  'POST /admin-api/players/{id}/promotion/cancel': ['support'],
  'POST /admin-api/players/{id}/giftcode/forfeit': ['support'],
  'POST /admin-api/players/{id}/payout': ['support'],
  'GET /admin-api/bank-accounts': ['support', 'finance'],
  'POST /admin-api/bank-accounts/{id}/verify': ['support', 'finance'],
  'POST /admin-api/bank-accounts/{id}/reject': ['support', 'finance'],
  'GET /admin-api/withdrawals': ['finance', 'support'],
  'POST /admin-api/withdrawals/{id}/approve': ['finance'],
  'POST /admin-api/withdrawals/{id}/reject': ['finance'],
  'POST /admin-api/withdrawals/{id}/mark-paid': ['finance'],
  'POST /admin-api/withdrawals/{id}/mark-failed': ['finance'],
  'GET /admin-api/deposits': ['finance', 'support'],
  'GET /admin-api/payment-exceptions': ['finance', 'support'],
  'POST /admin-api/payment-exceptions/{id}/resolve': ['finance'],
  'POST /admin-api/payment-exceptions/{id}/return': ['finance'],
  // staff corrections with four eyes (decision 124)
  'POST /admin-api/payment-exceptions/{id}/reverse': ['finance'],
  'GET /admin-api/adjustments': ['finance'],
  'POST /admin-api/adjustments': ['finance'],
  'POST /admin-api/adjustments/{id}/approve': ['finance'],
  'POST /admin-api/adjustments/{id}/reject': ['finance'],
  'GET /admin-api/payments/settings': ['finance'],
  'PUT /admin-api/payments/settings': [],
  // promotions, gift codes, missions, game curation and info pages: content editors (decision 099)
  'GET /admin-api/promotions': ['content'],
  'POST /admin-api/promotions': ['content'],
  'PUT /admin-api/promotions/{slug}': ['content'],
  'POST /admin-api/promotions/preview': ['content'],
  'GET /admin-api/giftcodes': ['content'],
  'POST /admin-api/giftcodes': ['content'],
  'POST /admin-api/giftcodes/batch': ['content'],
  'GET /admin-api/giftcodes/batches': ['content'],
  'GET /admin-api/giftcodes/batches/{batchId}/codes.csv': ['content'],
  'POST /admin-api/giftcodes/batches/{batchId}/forfeit': ['content'],
  'GET /admin-api/missions': ['content'],
  'POST /admin-api/missions': ['content'],
  'PUT /admin-api/missions/{id}': ['content'],
  // tournaments (decision 138)
  'GET /admin-api/tournaments': ['content'],
  'POST /admin-api/tournaments': ['content'],
  'POST /admin-api/tournaments/preview': ['content'],
  'PUT /admin-api/tournaments/{id}': ['content'],
  'POST /admin-api/tournaments/{id}/publish': ['content'],
  // VIP levels (decision 144)
  'GET /admin-api/vip/rules': ['content'],
  'POST /admin-api/vip/rules': ['content'],
  'POST /admin-api/vip/rules/preview': ['content'],
  'PUT /admin-api/vip/rules/{id}': ['content'],
  'POST /admin-api/vip/rules/{id}/publish': ['content'],
  'GET /admin-api/players/{id}/vip': ['support', 'finance', 'compliance'],
  'POST /admin-api/players/{id}/vip/level': ['support'],
  'GET /admin-api/games': ['content'],
  'PUT /admin-api/games/{id}': ['content'],
  'POST /admin-api/games/{id}/image': ['content'],
  'GET /admin-api/game-names': ['content'],
  'PUT /admin-api/game-names/{kind}/{code}': ['content'],
  // a provider's switch and keys: superadmin only
  'GET /admin-api/providers': [],
  'PUT /admin-api/providers/{code}': [],
  // setting or correcting a match result moves players' money: superadmin and the trading desk
  // (decisions 129, 139)
  'PUT /admin-api/sports/fixtures/{id}/result': ['trader'],
  'GET /admin-api/sports/desk': ['trader'],
  'GET /admin-api/sports/fixtures/{id}/bets': ['trader'],
  'POST /admin-api/sports/fixtures/{id}/suspension': ['trader'],
  'POST /admin-api/sports/fixtures/{id}/void-market': ['trader'],
  'POST /admin-api/sports/bets/{id}/void': ['trader'],
  'PUT /admin-api/sports/league-margins': ['trader'],
  'PUT /admin-api/sports/market-limits/{market}': ['trader'],
  'PUT /admin-api/sports/player-limits': ['trader'],
  // the brand's support channels and licence shown on the site (decision 125)
  'GET /admin-api/support': ['support'],
  'PUT /admin-api/support': ['support'],
  // the PP and AWC accounts (unit, allow-list, key): superadmin only
  'GET /admin-api/provider-accounts': [],
  'PUT /admin-api/provider-accounts/{code}': [],
  'GET /admin-api/info-pages': ['content'],
  'GET /admin-api/info-pages/{key}/revisions': ['content'],
  'POST /admin-api/info-pages/{key}/revisions': ['content'],
  'POST /admin-api/info-pages/{key}/revisions/{revision}/publish': ['content'],
  'POST /admin-api/info-pages/{key}/unpublish': ['content'],
  'GET /admin-api/promo-pages': ['content'],
  'GET /admin-api/promo-pages/{kind}/{slug}/revisions': ['content'],
  'POST /admin-api/promo-pages/{kind}/{slug}/revisions': ['content'],
  'POST /admin-api/promo-pages/{kind}/{slug}/revisions/{revision}/publish': ['content'],
  'POST /admin-api/promo-pages/{kind}/{slug}/unpublish': ['content'],
  'GET /admin-api/home-banners/revisions': ['content'],
  'POST /admin-api/home-banners/revisions': ['content'],
  'POST /admin-api/home-banners/revisions/{revision}/publish': ['content'],
  'POST /admin-api/home-banners/unpublish': ['content'],
  'POST /admin-api/home-banners/preview': ['content'],
  'GET /admin-api/events/lucky-spin/prizes': ['content'],
  // the sportsbook's margins are the house's edge on every bet: superadmin only
  // house tables' stake limits change the game's money flow: superadmin only (decision 108)
  'GET /admin-api/house/table-limits': [],
  'PUT /admin-api/house/table-limits/{table}': [],
  'GET /admin-api/sports/margins': [],
  'PUT /admin-api/sports/margins': [],
  // AML review (decision 097) and finance's withdrawal rules
  'GET /admin-api/aml/flags': ['compliance'],
  'GET /admin-api/aml/flags/{id}': ['compliance'],
  'POST /admin-api/aml/flags/{id}/notes': ['compliance'],
  'POST /admin-api/aml/flags/{id}/review': ['compliance'],
  'POST /admin-api/aml/sweep': ['compliance'],
  // the rules' thresholds (decision 105)
  'GET /admin-api/aml/settings': ['compliance'],
  'PUT /admin-api/aml/settings': ['compliance'],
  // licensed countries and the refusal log (decision 149)
  'GET /admin-api/jurisdictions': ['compliance'],
  'PUT /admin-api/jurisdictions': ['compliance'],
  'GET /admin-api/jurisdictions/refusals': ['compliance'],
  // the exclusion registry shared by the brands (decision 158)
  'GET /admin-api/exclusions': ['compliance'],
  'GET /admin-api/exclusions/matches': ['compliance'],
  'POST /admin-api/exclusions/matches/{id}/review': ['compliance'],
  'POST /admin-api/players/{id}/exclusion': ['compliance'],
  'GET /admin-api/players/{id}/links': ['support', 'finance', 'compliance'],
  // money a player holds at a transfer-wallet provider (decision 134)
  'GET /admin-api/players/{id}/transfers': ['support', 'finance', 'compliance'],
  // the agent programme: finance runs agents and pays statements; compliance also decides abuse flags (decision 137)
  'GET /admin-api/agents': ['finance'],
  'POST /admin-api/agents': ['finance'],
  'POST /admin-api/agents/{id}/approve': ['finance'],
  'POST /admin-api/agents/{id}/reject': ['finance'],
  'GET /admin-api/agents/{id}/tree': ['finance'],
  'GET /admin-api/agents/{id}/products': ['finance'],
  'POST /admin-api/agents/members/{id}/move': ['finance'],
  'GET /admin-api/agents/plan': ['finance'],
  'PUT /admin-api/agents/plan': ['finance'],
  'GET /admin-api/agents/plans': ['finance'],
  'PUT /admin-api/agents/plans/draft': ['finance'],
  'POST /admin-api/agents/plans/{id}/publish': ['finance'],
  'POST /admin-api/agents/plans/{id}/discard': ['finance'],
  'GET /admin-api/agents/statements/closes': ['finance'],
  'POST /admin-api/agents/statements/close': ['finance'],
  'GET /admin-api/agents/statements': ['finance'],
  'GET /admin-api/agents/statements/{id}': ['finance'],
  'GET /admin-api/agents/statements/{id}/players/{playerId}': ['finance'],
  'POST /admin-api/agents/statements/{id}/approve': ['finance'],
  'POST /admin-api/agents/statements/{id}/pay': ['finance'],
  'GET /admin-api/agents/flags': ['finance'],
  'POST /admin-api/agents/flags/{id}': ['compliance', 'finance'],
  'GET /admin-api/payments/withdrawal-rules': ['finance'],
  'PUT /admin-api/payments/withdrawal-rules': ['finance'],
  // operations (decision 098): superadmin only
  'GET /admin-api/ops/health': [],
  'POST /admin-api/ops/ledger-check': [],
  // alerts (decision 106): finance watches the money too
  'GET /admin-api/ops/alerts': ['finance'],
  'POST /admin-api/ops/alerts/{id}/acknowledge': ['finance'],
  // who is on call for alerts (decision 123): superadmin only
  'GET /admin-api/ops/alert-recipients': [],
  'PUT /admin-api/ops/alert-recipients/{staffId}': [],
  // the lucky-spin wheel's prizes: content editors, like the other promotions (decision 103)
  'PUT /admin-api/events/lucky-spin/prizes/{code}': ['content'],
  'PUT /admin-api/events/lucky-spin/prizes': ['content'],
  // the staff lists with filters, totals and CSV, and the bulk actions (decision 143)
  'GET /admin-api/lists/players': ['support', 'finance', 'compliance'],
  'GET /admin-api/lists/players.csv': ['support', 'finance', 'compliance'],
  'GET /admin-api/lists/deposits': ['finance', 'support'],
  'GET /admin-api/lists/deposits.csv': ['finance', 'support'],
  'GET /admin-api/lists/withdrawals': ['finance', 'support'],
  'GET /admin-api/lists/withdrawals.csv': ['finance', 'support'],
  'GET /admin-api/lists/bets': ['support', 'finance', 'compliance'],
  'GET /admin-api/lists/bets.csv': ['support', 'finance', 'compliance'],
  'GET /admin-api/lists/transactions': ['support', 'finance', 'compliance'],
  'GET /admin-api/lists/transactions.csv': ['support', 'finance', 'compliance'],
  'GET /admin-api/lists/audit': ['compliance'],
  'GET /admin-api/lists/audit.csv': ['compliance'],
  'POST /admin-api/withdrawals/bulk-approve': ['finance'],
  'POST /admin-api/players/bulk-status': ['support'],
  'POST /admin-api/aml/flags/bulk-review': ['compliance'],
  // support acting on a player's request (decision 143)
  'GET /admin-api/players/{id}/logins': ['support', 'finance', 'compliance'],
  'POST /admin-api/players/{id}/sessions/end': ['support'],
  'POST /admin-api/players/{id}/password-reset': ['support'],
  'POST /admin-api/players/{id}/unlock': ['support'],
  'POST /admin-api/players/{id}/phone-reveal': ['support', 'compliance'],
  'PUT /admin-api/players/{id}/limits': ['support'],
  // the review queues as lists, risk views, the affiliate report, tags, linked accounts (decision 157)
  'GET /admin-api/lists/exceptions': ['finance', 'support'],
  'GET /admin-api/lists/exceptions.csv': ['finance', 'support'],
  'GET /admin-api/lists/aml': ['compliance'],
  'GET /admin-api/lists/aml.csv': ['compliance'],
  'GET /admin-api/lists/kyc': ['compliance'],
  'GET /admin-api/lists/kyc.csv': ['compliance'],
  'GET /admin-api/lists/bank-accounts': ['support', 'finance'],
  'GET /admin-api/lists/bank-accounts.csv': ['support', 'finance'],
  'GET /admin-api/lists/profit': ['finance', 'compliance'],
  'GET /admin-api/lists/profit.csv': ['finance', 'compliance'],
  'GET /admin-api/lists/large-wins': ['finance', 'compliance'],
  'GET /admin-api/lists/large-wins.csv': ['finance', 'compliance'],
  'GET /admin-api/lists/affiliates': ['finance'],
  'GET /admin-api/lists/affiliates.csv': ['finance'],
  'GET /admin-api/player-tags': ['support', 'finance', 'compliance'],
  'GET /admin-api/players/{id}/tags': ['support', 'finance', 'compliance'],
  'POST /admin-api/players/{id}/tags': ['support', 'compliance'],
  'DELETE /admin-api/players/{id}/tags/{tag}': ['support', 'compliance'],
  'GET /admin-api/players/{id}/linked-accounts': ['support', 'finance', 'compliance'],
  'GET /admin-api/players/{id}/acquisition': ['support', 'finance', 'compliance'],
};

interface Operation {
  method: string;
  path: string;
}

describe(`${requireStaff.name} role matrix`, () => {
  let t: TestApp;
  let ops: Operation[];
  const tokens = new Map<TStaffRole, string>();
  beforeAll(async () => {
    t = await buildTestApp();
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    ops = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/admin-api/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })))
      .filter((op) => !['/admin-api/auth/login', '/admin-api/auth/second-factor'].includes(op.path));
    for (const role of STAFF_ROLES) tokens.set(role, await staffTokenFor(t.app, role));
  }, 120_000);
  afterAll(() => t.close());

  const key = (op: Operation) => `${op.method} ${op.path}`;
  const urlOf = (path: string) =>
    path.replace(/\{[^}]+\}/g, (p) =>
      p === '{id}' ? (path.includes('/news/') ? '00000000-0000-4000-8000-000000000000' : '999999') : 'khong-co',
    );

  it('should declare the roles of every /admin-api route, and no route that does not exist', () => {
    expect(ops.length).toBeGreaterThan(25);
    expect(ops.map(key).filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !ops.some((op) => key(op) === k))).toEqual([]);
  });

  it('should let each role call exactly the routes of its matrix row, checked on the server', async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      for (const role of STAFF_ROLES) {
        // logout ends the session it is called with: a session of its own
        const token = op.path.endsWith('/logout') ? await staffTokenFor(t.app, role) : tokens.get(role)!;
        const allowed = role === 'superadmin' || (MATRIX[key(op)] ?? []).includes(role);
        const res = await t.app.inject({
          method: op.method as InjectOptions['method'],
          url: urlOf(op.path),
          headers: { 'x-staff-token': token, 'content-type': 'application/json' },
          payload: op.method === 'GET' ? undefined : '{}',
        });
        const forbidden = res.statusCode === 403 && res.json().code === 'STAFF_FORBIDDEN';
        if (allowed && (forbidden || res.statusCode === 401 || res.statusCode >= 500)) {
          wrong.push(`${role} ${key(op)}: ${res.statusCode} (should be allowed)`);
        }
        if (!allowed && !forbidden) wrong.push(`${role} ${key(op)}: ${res.statusCode} (should be 403)`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('should show support staff bank account numbers masked, and finance in full', async () => {
    const player = await register(t.app);
    const accountNumber = `19${Date.now()}`.slice(0, 12);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/bank',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { bankBin: '970436', accountNumber, holderName: 'NGUYEN VAN AN' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const list = async (role: TStaffRole) =>
      (
        await t.app.inject({
          url: '/admin-api/bank-accounts?per_page=100',
          headers: { 'x-staff-token': tokens.get(role)! },
        })
      )
        .json()
        .data.map((a: { accountNumber: string }) => a.accountNumber);
    expect(await list('finance')).toContain(accountNumber);
    const masked = await list('support');
    expect(masked).not.toContain(accountNumber);
    expect(masked).toContain(maskNumber(accountNumber));
    expect(maskNumber(accountNumber)).toMatch(/^\*{8}\d{4}$/);
  });
});
