import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import {
  buildCashier,
  type Cashier,
  call,
  type Player,
  staffCall,
  staffToken,
} from '../payments/payments.test-support';
import { systemAccount } from '../wallet/wallet.types';
import { productOf } from './agents.products';
import type { AgentsService } from './agents.service';
import { monthBounds, previousMonth, vnMonth } from './agents.statements';
import { agentsAt, registerVia } from './agents.test-support';

/*
 * The report per product (docs/agents.md "Reports per product") and the early close of test
 * servers (decision 166): a month closed early covers it up to that moment, in the statement, its
 * drill-down and its report per product alike.
 */

type Report = {
  statementId: number | null;
  products: { product: string; stakes: number; wins: number; net: number; players: number }[];
  total: { stakes: number; wins: number; net: number; players: number };
};

describe('agent reports per product and the early close of test servers', () => {
  let c: Cashier;
  let finance: string;
  /** on a test server: finance may close the running month */
  let early: AgentsService;
  /** a deployment without the setting, at the same moment */
  let plain: AgentsService;
  const actor = { staffId: 0, ip: null };
  beforeAll(async () => {
    c = await buildCashier();
    // the demo catalogue places the games in their sections
    await c.app.services.games.seed();
    finance = await staffToken(c, 'finance');
    actor.staffId = Number((await c.db.pool.query('SELECT id FROM staff ORDER BY id LIMIT 1')).rows[0].id);
    early = agentsAt(c.app, () => new Date(), { earlyClose: true });
    plain = agentsAt(c.app, () => new Date());
  });
  afterAll(() => c.close());

  const w = () => c.app.services.wallet;
  const deposit = (p: Player, amount: number) =>
    w().credit({
      scope: 'deposit',
      externalId: randomUUID(),
      kind: 'deposit',
      playerId: p.id,
      amount,
      from: systemAccount('payment_clearing', 'bank'),
    });
  const bet = (p: Player, provider: string, game: string, amount: number) =>
    w().bet({ provider, transactionId: randomUUID(), playerId: p.id, amount, meta: { game, round: randomUUID() } });
  const win = (p: Player, provider: string, game: string, amount: number) =>
    w().win({ provider, transactionId: randomUUID(), playerId: p.id, amount, meta: { game, round: randomUUID() } });

  it('should place each catalogue game in one product', async () => {
    const games = c.app.services.games;
    const of = async (provider: string, game: string) =>
      productOf((await games.sectionsOf(provider, game))?.sections ?? []);
    expect(
      await Promise.all([
        of('sports', 'sportsbook'),
        of('house', 'taixiu'),
        of('house', 'slot'),
        of('house', 'fish'),
        of('lottery', 'lode-sieutoc'),
        of('house', 'cockfight'),
        of('house', 'no-such-game'),
      ]),
    ).toEqual(['sports', 'casino', 'slots', 'games', 'lottery', 'cockfight', 'other']);
  });

  it('should split the month by product from the statement rows, and close the running month early only on a test server', async () => {
    const month = vnMonth(new Date());
    const agentP = await registerVia(c, {});
    const agent = await early.make(agentP.id, null, actor);
    const m1 = await registerVia(c, { aff_id: agent.code });
    const m2 = await registerVia(c, { agent_code: agent.code });
    await deposit(m1, 3_000_000);
    await deposit(m2, 2_000_000);
    await bet(m1, 'sports', 'sportsbook', 400_000);
    await win(m1, 'sports', 'sportsbook', 700_000);
    await bet(m1, 'house', 'taixiu', 300_000);
    await bet(m1, 'lottery', 'lode-sieutoc', 50_000);
    await bet(m2, 'house', 'slot', 250_000);
    await win(m2, 'house', 'slot', 20_000);
    await bet(m2, 'house', 'cockfight', 100_000);
    await win(m2, 'house', 'cockfight', 195_000);
    // a rolled-back stake counts for nothing, in its product as in the statement
    const gone = randomUUID();
    await w().bet({ provider: 'house', transactionId: gone, playerId: m2.id, amount: 90_000, meta: { game: 'slot' } });
    await w().rollback({
      provider: 'house',
      transactionId: randomUUID(),
      referenceTransactionId: gone,
      playerId: m2.id,
    });
    const want = {
      sports: { stakes: 400_000, wins: 700_000, net: -300_000, players: 1 },
      casino: { stakes: 300_000, wins: 0, net: 300_000, players: 1 },
      lottery: { stakes: 50_000, wins: 0, net: 50_000, players: 1 },
      slots: { stakes: 250_000, wins: 20_000, net: 230_000, players: 1 },
      cockfight: { stakes: 100_000, wins: 195_000, net: -95_000, players: 1 },
    };
    const byProduct = (r: Report) => Object.fromEntries(r.products.map(({ product, ...f }) => [product, f]));

    // the month so far, in the portal and in the back office alike
    const mine = await call(c.app, agentP, 'GET', '/api/agent/products');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({ month, statementId: null });
    expect(byProduct(mine.json().data)).toEqual(want);
    const staffView = await staffCall(c, finance, 'GET', `/admin-api/agents/${agentP.id}/products?month=${month}`);
    expect(staffView.json().data).toEqual(mine.json().data);
    expect(mine.json().data.total).toEqual({ stakes: 1_100_000, wins: 915_000, net: 185_000, players: 2 });
    // a month not begun is refused; a member is not an agent
    const nextMonth = vnMonth(new Date(monthBounds(month).to.getTime() + 86_400_000));
    const notYet = await call(c.app, agentP, 'GET', `/api/agent/products?month=${nextMonth}`);
    expect([notYet.statusCode, notYet.json().code]).toEqual([400, 'MONTH_NOT_STARTED']);
    expect((await call(c.app, m1, 'GET', '/api/agent/products')).statusCode).toBe(404);

    // without the setting, nobody closes the running month; with it, only finance does, only this month
    await expect(plain.statements.close(month, actor)).rejects.toMatchObject({ code: 'MONTH_NOT_CLOSED' });
    await expect(early.statements.close(month, null)).rejects.toMatchObject({ code: 'MONTH_NOT_CLOSED' });
    await expect(early.statements.close(nextMonth, actor)).rejects.toMatchObject({ code: 'MONTH_NOT_CLOSED' });
    const before = Date.now();
    expect(await early.statements.close(month, actor)).toBeGreaterThanOrEqual(1);
    const s = (await early.statements.list({ month, agentId: agentP.id }))[0]!;
    expect(Date.parse(s.computedAt)).toBeGreaterThanOrEqual(before - 1);
    const { rows: audit } = await c.db.pool.query(
      `SELECT details FROM audit_log WHERE action = 'agents.month_closed' AND target_id = $1`,
      [month],
    );
    expect(audit[0].details).toMatchObject({ early: true, until: s.computedAt });
    // an earlier month still closes as it always did
    expect(await early.statements.close(previousMonth(month), actor)).toBeGreaterThanOrEqual(0);

    // play after the close is not in the statement, its drill-down nor its report per product
    await bet(m1, 'house', 'taixiu', 111_000);
    const detail = await early.statements.detail(s.id);
    const line = detail.lines.find((l) => l.playerId === m1.id)!;
    expect(line.stakes).toBe(750_000);
    const rows = await early.statements.lineRows(s.id, m1.id);
    expect(rows.filter((r) => r.figure === 'stakes').reduce((n, r) => n + r.amount, 0)).toBe(line.stakes);
    const followed = (
      await staffCall(c, finance, 'GET', `/admin-api/agents/${agentP.id}/products?month=${month}`)
    ).json().data as Report;
    expect(followed.statementId).toBe(s.id);
    expect(byProduct(followed)).toEqual(want);
    // summed over the products, the statement's counted lines to the đồng
    const counted = detail.lines.filter((l) => l.kind === 'player' && l.excludedReason === null);
    expect([followed.total.stakes, followed.total.wins]).toEqual([
      counted.reduce((n, l) => n + l.stakes, 0),
      counted.reduce((n, l) => n + l.wins, 0),
    ]);
    // the agent does not see a draft: their report is still the month so far, new stake included
    const live = (await call(c.app, agentP, 'GET', '/api/agent/products')).json().data as Report;
    expect(live.statementId).toBeNull();
    expect(byProduct(live).casino).toMatchObject({ stakes: 411_000 });
    // once approved, the agent's report follows the statement
    expect((await staffCall(c, finance, 'POST', `/admin-api/agents/statements/${s.id}/approve`)).statusCode).toBe(200);
    const approved = (await call(c.app, agentP, 'GET', '/api/agent/products')).json().data as Report;
    expect(approved.statementId).toBe(s.id);
    expect(byProduct(approved)).toEqual(want);
  });

  it('should refuse the early close on a real deployment', () => {
    const real = { NODE_ENV: 'production', SEED_DEMO_DATA: 'false', SEALING_KEY: 'a'.repeat(64) };
    expect(parseEnv({ ...real }).ok).toBe(true);
    const refused = parseEnv({ ...real, AGENTS_TEST_EARLY_CLOSE: 'true' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems.join()).toContain('AGENTS_TEST_EARLY_CLOSE');
    // the e2e server: production mode with the public demo data
    const demo = parseEnv({ NODE_ENV: 'production', AGENTS_TEST_EARLY_CLOSE: 'true' });
    expect(demo.ok && demo.env.AGENTS_TEST_EARLY_CLOSE).toBe(true);
    const unset = parseEnv({ NODE_ENV: 'test' });
    expect(unset.ok && unset.env.AGENTS_TEST_EARLY_CLOSE).toBe(false);
  });
});
