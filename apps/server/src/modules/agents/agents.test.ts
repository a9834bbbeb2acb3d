import { randomUUID } from 'node:crypto';
import { DEFAULT_AGENT_PLAN, type TAgentPlanConfig, type TMemberFigures } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, randomPhone, randomUsername, uniqueIp } from '../auth/auth.test-support';
import {
  buildCashier,
  type Cashier,
  call,
  cash,
  type Player,
  staffCall,
  staffToken,
} from '../payments/payments.test-support';
import { runLedgerCheck } from '../wallet/wallet.reconcile';
import { systemAccount } from '../wallet/wallet.types';
import { AgentsService } from './agents.service';
import { monthBounds, vnMonth } from './agents.statements';
import { agentsAt, fingerprint, plainReading, registerVia } from './agents.test-support';

/*
 * A three-level tree with members who deposit, bet, win, get bonuses and rebates, and withdraw;
 * the month's statements against what the test itself did, for each plan option.
 */

describe(AgentsService.name, () => {
  let c: Cashier;
  let approver: string;
  let payer: string;
  /** the service as it will be next month, so this month is closed (the ledger writes now) */
  let later: AgentsService;
  const month = vnMonth(new Date());
  beforeAll(async () => {
    c = await buildCashier();
    // the demo catalogue places the games in their products (the report per product)
    await c.app.services.games.seed();
    approver = await staffToken(c, 'finance');
    payer = await staffToken(c, 'finance');
    later = agentsAt(c.app, () => new Date(monthBounds(month).to.getTime() + 3_600_000));
  });
  afterAll(() => c.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = approver) =>
    staffCall(c, token, method, url, body);
  const makeAgent = async (playerId: number, parentId?: number) => {
    const res = await staff('POST', '/admin-api/agents', { playerId, parentId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { playerId: number; code: string; depth: number; link: string };
  };
  const wallet = () => c.app.services.wallet;

  /** Games of several products: a member's stakes and wins go round them. */
  const GAMES = [
    ['sports', 'sportsbook'],
    ['house', 'taixiu'],
    ['lottery', 'lode-sieutoc'],
    ['house', 'slot'],
    ['house', 'cockfight'],
  ] as const;
  const game = (i: number) => ({ provider: GAMES[i % GAMES.length]![0], meta: { game: GAMES[i % GAMES.length]![1] } });

  /** A month of play for a member, through the ledger; returns the figures it should produce. */
  async function play(
    p: Player,
    a: {
      deposit: number;
      stakes: number[];
      wins: number[];
      bonus: number;
      rebate: number;
      withdraw: number;
      rolledBack?: number;
    },
  ) {
    const w = wallet();
    await w.credit({
      scope: 'deposit',
      externalId: randomUUID(),
      kind: 'deposit',
      playerId: p.id,
      amount: a.deposit,
      from: systemAccount('payment_clearing', 'bank'),
    });
    for (const [i, s] of a.stakes.entries())
      await w.bet({ ...game(i), transactionId: randomUUID(), playerId: p.id, amount: s });
    if (a.rolledBack) {
      const tx = randomUUID();
      await w.bet({ provider: 'house', transactionId: tx, playerId: p.id, amount: a.rolledBack });
      await w.rollback({ provider: 'house', transactionId: randomUUID(), referenceTransactionId: tx, playerId: p.id });
    }
    for (const [i, x] of a.wins.entries())
      await w.win({ ...game(i + 1), transactionId: randomUUID(), playerId: p.id, amount: x });
    if (a.bonus) {
      await w.credit({
        scope: 'promo:test',
        externalId: randomUUID(),
        kind: 'bonus_grant',
        playerId: p.id,
        amount: a.bonus,
        account: 'bonus',
        from: systemAccount('promotions_expense', 'welcome'),
      });
    }
    if (a.rebate) {
      await w.credit({
        scope: 'refund',
        externalId: randomUUID(),
        kind: 'refund',
        playerId: p.id,
        amount: a.rebate,
        from: systemAccount('promotions_expense', 'refund'),
      });
    }
    if (a.withdraw) {
      const r = await w.reserve({ scope: 'withdrawal', externalId: randomUUID(), playerId: p.id, amount: a.withdraw });
      await w.settle({ scope: 'withdrawal', externalId: randomUUID(), reservationId: r.journalId, clearing: 'bank' });
    }
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    return {
      stakes: sum(a.stakes),
      wins: sum(a.wins),
      bonuses: a.bonus,
      rebates: a.rebate,
      deposits: a.deposit,
      withdrawals: a.withdraw,
    } satisfies TMemberFigures;
  }

  describe('tree and attribution', () => {
    it('should attribute by link and by code, refuse an unknown code, and keep the tree within its depth', async () => {
      const top = await registerVia(c, {});
      const t = await makeAgent(top.id);
      expect(t).toMatchObject({ depth: 1, link: `/?a=${t.code}` });
      const viaLink = await registerVia(c, { aff_id: t.code });
      expect(viaLink.res.statusCode).toBe(200);
      const viaCode = await registerVia(c, { agent_code: t.code.toLowerCase(), aff_id: 'someoneelse' });
      expect(viaCode.res.statusCode).toBe(200);

      const phone = randomPhone();
      const bad = await c.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: randomUsername('ag'),
          password: 'secret123',
          phone,
          ageConfirmed: true,
          agent_code: 'NOPE9999',
        },
        headers: { origin: ORIGIN },
        remoteAddress: uniqueIp(),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'AGENT_CODE_UNKNOWN', message: 'Mã đại lý không tồn tại' });
      const { rows: none } = await c.db.pool.query('SELECT 1 FROM players WHERE phone = $1', [phone]);
      expect(none).toHaveLength(0);

      const members = await call(c.app, top, 'GET', '/api/agent/members');
      expect(members.statusCode, members.body).toBe(200);
      const list = members.json().data as { playerId: number; source: string; username: string }[];
      expect(list.map((m) => [m.playerId, m.source]).sort()).toEqual(
        [
          [viaLink.id, 'link'],
          [viaCode.id, 'code'],
        ].sort(),
      );
      // the agent sees masked names only
      expect(list.find((m) => m.playerId === viaLink.id)!.username).toMatch(/^ag\*\*\*.$/);

      // a member applies and is approved: a sub-agent under the agent they belong to
      const applied = await call(c.app, viaLink, 'POST', '/api/agent/apply');
      expect(applied.json().data).toMatchObject({ status: 'pending', parentId: top.id, depth: 2 });
      expect((await call(c.app, viaLink, 'GET', '/api/agent/members')).statusCode).toBe(403);
      const ok = await staff('POST', `/admin-api/agents/${viaLink.id}/approve`);
      expect(ok.json().data).toMatchObject({ status: 'active' });
      const third = await makeAgent((await registerVia(c, {})).id, viaLink.id);
      expect(third.depth).toBe(3);
      const fourth = await staff('POST', '/admin-api/agents', {
        playerId: (await registerVia(c, {})).id,
        parentId: third.playerId,
      });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json().code).toBe('AGENT_TOO_DEEP');
      const tree = await staff('GET', `/admin-api/agents/${top.id}/tree`);
      expect(tree.json().data.map((a: { playerId: number }) => a.playerId)).toEqual([
        top.id,
        viaLink.id,
        third.playerId,
      ]);

      // staff move a member, with the reason in the audit log; a player is never their own agent
      const moved = await staff('POST', `/admin-api/agents/members/${viaCode.id}/move`, {
        agentId: viaLink.id,
        reason: 'Khách yêu cầu chuyển đại lý',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const self = await staff('POST', `/admin-api/agents/members/${viaLink.id}/move`, {
        agentId: viaLink.id,
        reason: 'thử',
      });
      expect(self.json().code).toBe('AGENT_SELF');
      const { rows: audit } = await c.db.pool.query(
        `SELECT details FROM audit_log WHERE action = 'agents.member_moved' AND target_id = $1`,
        [String(viaCode.id)],
      );
      expect(audit).toEqual([{ details: { from: top.id, to: viaLink.id, reason: 'Khách yêu cầu chuyển đại lý' } }]);
      // a guest cannot reach the portal, a player cannot reach the back office
      expect((await call(c.app, null, 'GET', '/api/agent/dashboard')).statusCode).toBe(401);
      expect(
        (
          await c.app.inject({
            method: 'GET',
            url: '/admin-api/agents',
            headers: { authorization: `Bearer ${top.token}` },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('statements', () => {
    it('should match the ledger to the đồng for each plan option, exclude a self-referred device, and pay once', async () => {
      const topP = await registerVia(c, {});
      const top = await makeAgent(topP.id);
      const subP = await registerVia(c, { aff_id: top.code });
      const sub = await makeAgent(subP.id, topP.id);
      const leafP = await registerVia(c, {});
      const leaf = await makeAgent(leafP.id, subP.id);

      const m1 = await registerVia(c, { aff_id: top.code });
      const m2 = await registerVia(c, { agent_code: sub.code });
      const m3 = await registerVia(c, { agent_code: leaf.code });
      // the agent's own second account: same device as the agent
      const agentDevice = fingerprint();
      const leafAgentLogin = await c.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: leafP.username, password: 'secret123' },
        cookies: { device_fingerprint: agentDevice },
        headers: { origin: ORIGIN },
        remoteAddress: uniqueIp(),
      });
      expect(leafAgentLogin.statusCode).toBe(200);
      const sock = await registerVia(c, { aff_id: leaf.code }, agentDevice);

      const expected = new Map<number, TMemberFigures>();
      expected.set(
        subP.id,
        await play(subP, { deposit: 2_000_000, stakes: [700_000], wins: [100_000], bonus: 0, rebate: 0, withdraw: 0 }),
      );
      expected.set(
        m1.id,
        await play(m1, {
          deposit: 5_000_000,
          stakes: [1_000_000, 2_500_000],
          wins: [800_000],
          bonus: 200_000,
          rebate: 35_000,
          withdraw: 1_000_000,
          rolledBack: 300_000,
        }),
      );
      expected.set(
        m2.id,
        await play(m2, {
          deposit: 3_000_000,
          stakes: [2_000_000],
          wins: [500_000],
          bonus: 100_000,
          rebate: 20_000,
          withdraw: 500_000,
        }),
      );
      expected.set(
        m3.id,
        await play(m3, {
          deposit: 1_000_000,
          stakes: [600_000],
          wins: [1_900_000],
          bonus: 50_000,
          rebate: 6_000,
          withdraw: 2_000_000,
        }),
      );
      expected.set(
        sock.id,
        await play(sock, { deposit: 4_000_000, stakes: [3_000_000], wins: [], bonus: 0, rebate: 0, withdraw: 0 }),
      );

      // this month is not over: no statement yet
      const early = await staff('POST', '/admin-api/agents/statements/close', { month });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('MONTH_NOT_CLOSED');

      const actor = { staffId: (await c.db.pool.query('SELECT id FROM staff LIMIT 1')).rows[0].id as number, ip: null };
      const agents = [
        { id: topP.id, parentId: null },
        { id: subP.id, parentId: topP.id },
        { id: leafP.id, parentId: subP.id },
      ];
      const members = [
        { playerId: subP.id, agentId: topP.id },
        { playerId: m1.id, agentId: topP.id },
        { playerId: m2.id, agentId: subP.id },
        { playerId: m3.id, agentId: leafP.id },
        { playerId: sock.id, agentId: leafP.id },
      ];
      const variants: Partial<TAgentPlanConfig>[] = [
        {},
        { carryForward: false },
        { deductBonuses: false },
        { deductRebates: false },
        { deductPaymentFees: false },
        { deductPlatformFee: false },
        { deductBonuses: false, deductRebates: false, deductPaymentFees: false, deductPlatformFee: false },
      ];
      for (const v of variants) {
        const plan: TAgentPlanConfig = {
          ...DEFAULT_AGENT_PLAN,
          activeMinDeposit: 500_000,
          activeMinTurnover: 500_000,
          ...v,
        };
        expect((await later.putPlan(month, plan, actor)).config).toEqual(plan);
        await later.statements.close(month, actor);
        const want = plainReading(
          plan,
          agents,
          members.map((m) => ({
            ...m,
            figures: expected.get(m.playerId)!,
            excludedReason: m.playerId === sock.id ? 'shared_device' : null,
          })),
          new Map(),
        );
        const list = await later.statements.list({ month });
        for (const a of agents) {
          const s = list.find((x) => x.agentId === a.id)!;
          const w = want.get(a.id)!;
          expect([s.netProfit, s.activeMembers, s.ownCommission, s.total, s.carryOut], JSON.stringify(v)).toEqual([
            Number(w.net),
            w.active,
            Number(w.own),
            Number(w.total),
            Number(w.carryOut),
          ]);
          const d = await later.statements.detail(s.id);
          for (const line of d.lines.filter((l) => l.kind === 'player')) {
            const f = expected.get(line.playerId)!;
            expect({ ...line }).toMatchObject(f);
          }
        }
      }
      // the report per product splits the same rows: summed, the counted lines' stakes and wins
      for (const s of await later.statements.list({ month })) {
        if (!agents.some((a) => a.id === s.agentId)) continue;
        const counted = (await later.statements.detail(s.id)).lines.filter(
          (l) => l.kind === 'player' && l.excludedReason === null,
        );
        const report = (await staff('GET', `/admin-api/agents/${s.agentId}/products?month=${month}`)).json().data;
        expect(report.statementId).toBe(s.id);
        expect([report.total.stakes, report.total.wins]).toEqual([
          counted.reduce((n, l) => n + l.stakes, 0),
          counted.reduce((n, l) => n + l.wins, 0),
        ]);
        if (s.agentId === topP.id) expect(report.products.length).toBeGreaterThan(2);
      }
      // the leaf's month is negative (its member won); carried out with carry-forward on
      const leafStatement = (await later.statements.list({ month })).find((s) => s.agentId === leafP.id)!;
      expect(leafStatement.netProfit).toBeLessThan(0);
      expect(leafStatement.carryOut).toBe(leafStatement.netProfit);

      // the self-referred account is flagged and shown as excluded
      const flags = await staff('GET', '/admin-api/agents/flags?status=open');
      expect(flags.json().data).toContainEqual(
        expect.objectContaining({ agentId: leafP.id, playerId: sock.id, reason: 'shared_device' }),
      );
      const topStatement = (await later.statements.list({ month })).find((s) => s.agentId === topP.id)!;
      const topDetail = await later.statements.detail(topStatement.id);
      expect(topDetail.lines.filter((l) => l.kind === 'sub_agent').map((l) => [l.playerId, l.depth])).toEqual([
        [subP.id, 1],
        [leafP.id, 2],
      ]);

      // the agent sees nothing before approval; the approver cannot also pay
      expect((await call(c.app, topP, 'GET', `/api/agent/statements/${topStatement.id}`)).statusCode).toBe(404);
      expect(
        (await staff('POST', `/admin-api/agents/statements/${topStatement.id}/pay`, undefined, payer)).json().code,
      ).toBe('STATEMENT_NOT_APPROVED');
      expect((await staff('POST', `/admin-api/agents/statements/${topStatement.id}/approve`)).statusCode).toBe(200);
      expect((await staff('POST', `/admin-api/agents/statements/${topStatement.id}/pay`)).json().code).toBe(
        'STATEMENT_SAME_STAFF',
      );
      // frozen: closing again leaves the approved statement as it was
      await later.statements.close(month, actor);
      expect((await later.statements.detail(topStatement.id)).status).toBe('approved');

      // drill-down: the agent sees the ledger rows behind each line, and they add up to it
      const mine = await call(c.app, topP, 'GET', `/api/agent/statements/${topStatement.id}`);
      expect(mine.statusCode, mine.body).toBe(200);
      const m1Line = (
        mine.json().data.lines as { playerId: number; stakes: number; wins: number; deposits: number }[]
      ).find((l) => l.playerId === m1.id)!;
      const rows = (await call(c.app, topP, 'GET', `/api/agent/statements/${topStatement.id}/players/${m1.id}`)).json()
        .data as { figure: string; amount: number; kind: string }[];
      const by = (fig: string) => rows.filter((r) => r.figure === fig).reduce((s, r) => s + r.amount, 0);
      expect([by('stakes'), by('wins'), by('deposits'), by('withdrawals'), by('bonuses'), by('rebates')]).toEqual([
        m1Line.stakes,
        m1Line.wins,
        m1Line.deposits,
        expected.get(m1.id)!.withdrawals,
        expected.get(m1.id)!.bonuses,
        expected.get(m1.id)!.rebates,
      ]);
      // the rolled-back bet is there, and so is its reversal: they cancel out
      expect(rows.filter((r) => r.kind === 'rollback')).toEqual([
        expect.objectContaining({ figure: 'stakes', amount: -300_000 }),
      ]);
      // another agent cannot read it
      expect((await call(c.app, subP, 'GET', `/api/agent/statements/${topStatement.id}`)).statusCode).toBe(404);
      const csv = await call(c.app, topP, 'GET', `/api/agent/statements/${topStatement.id}/csv`);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toContain(`Tổng,${topStatement.total}`);
      expect(csv.headers['content-disposition']).toContain(`sao-ke-${topStatement.id}.csv`);
      // an agent reading the site in English gets the statement in English
      const csvEn = await call(c.app, topP, 'GET', `/api/agent/statements/${topStatement.id}/csv`, undefined, {
        'accept-language': 'en',
      });
      expect(csvEn.body.split('\r\n')[0]).toMatch(/^\uFEFFLine,Kind,Member,Level,Stakes,/);
      expect(csvEn.body).toContain(`Total,${topStatement.total}`);
      expect(csvEn.body).not.toMatch(/Tổng|Thành viên|Đại lý/);
      expect(csvEn.headers['content-disposition']).toContain(`statement-${topStatement.id}.csv`);

      // paid once, whatever the number of requests
      const before = await cash(c.app, topP.id);
      const pays = await Promise.all(
        Array.from({ length: 4 }, () =>
          staff('POST', `/admin-api/agents/statements/${topStatement.id}/pay`, undefined, payer),
        ),
      );
      expect(pays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await cash(c.app, topP.id)).toBe(before + topStatement.total);
      const { rows: credits } = await c.db.pool.query(
        `SELECT amount FROM journal WHERE kind = 'agent_commission' AND player_id = $1`,
        [topP.id],
      );
      expect(credits.map((r) => Number(r.amount))).toEqual([topStatement.total]);
      // the agent's own history names the payment
      const history = (await call(c.app, topP, 'GET', '/api/user/history/transactions?per_page=50')).json().data as {
        method: string;
        type: string;
        amount: number;
      }[];
      expect(history.filter((r) => r.method === 'Hoa hồng đại lý')).toEqual([
        expect.objectContaining({ type: 'prize', amount: topStatement.total }),
      ]);
      const { rows: audits } = await c.db.pool.query(
        `SELECT action FROM audit_log WHERE target_type = 'agent_statement' AND target_id = $1 ORDER BY id`,
        [String(topStatement.id)],
      );
      expect(audits.map((r) => r.action)).toEqual(['agents.statement_approved', 'agents.statement_paid']);
      expect((await c.app.services.wallet.getPlayerBalance(topP.id)).available).toBeGreaterThanOrEqual(
        topStatement.total,
      );
      // a frozen month's plan cannot change any more
      await expect(later.putPlan(month, DEFAULT_AGENT_PLAN, actor)).rejects.toMatchObject({
        code: 'PLAN_MONTH_CLOSED',
      });

      // next month starts from this month's carry-out (the leaf's negative month) with carry-forward
      // on, and from nothing with it off, against the plain reading with the carries the statements hold
      const next = vnMonth(new Date(monthBounds(month).to.getTime() + 3_600_000));
      const afterNext = agentsAt(c.app, () => new Date(monthBounds(next).to.getTime() + 3_600_000));
      const carried = new Map((await later.statements.list({ month })).map((s) => [s.agentId, s.carryOut]));
      expect(carried.get(leafP.id)).toBeLessThan(0);
      for (const carryForward of [true, false]) {
        const plan = { ...DEFAULT_AGENT_PLAN, carryForward };
        await afterNext.putPlan(next, plan, actor);
        const got = await afterNext.statements.compute(next, { agentIds: agents.map((a) => a.id) });
        const want = plainReading(
          plan,
          agents,
          members.map((m) => ({
            ...m,
            figures: { stakes: 0, wins: 0, bonuses: 0, rebates: 0, deposits: 0, withdrawals: 0 },
            excludedReason: null,
          })),
          carried,
        );
        for (const a of agents) {
          const g = got.get(a.id)!;
          const w = want.get(a.id)!;
          expect([g.carriedIn, g.commissionable, g.total, g.carryOut], `${carryForward}`).toEqual([
            carryForward ? carried.get(a.id) : 0,
            carryForward ? carried.get(a.id) : 0,
            Number(w.total),
            Number(w.carryOut),
          ]);
        }
      }
      expect((await runLedgerCheck(c.db.pool)).results.filter((r) => !r.ok)).toEqual([]);
    });
  });
});
