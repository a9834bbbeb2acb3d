import {
  ZAgentDashboardResponseSchema,
  ZAgentFlagListResponseSchema,
  ZAgentFlagResponseSchema,
  ZAgentIdParamsSchema,
  ZAgentListQuerySchema,
  ZAgentListResponseSchema,
  ZAgentMembersResponseSchema,
  ZAgentMonthCloseListResponseSchema,
  ZAgentPlanListResponseSchema,
  ZAgentPlanResponseSchema,
  ZAgentProductQuerySchema,
  ZAgentProductReportResponseSchema,
  ZAgentResponseSchema,
  ZApiErrorSchema,
  ZCloseMonthResponseSchema,
  ZDecideFlagRequestSchema,
  ZMakeAgentRequestSchema,
  ZMonthRequestSchema,
  ZMovePlayerRequestSchema,
  ZMoveResponseSchema,
  ZPutAgentPlanRequestSchema,
  ZStatementJournalResponseSchema,
  ZStatementLineParamsSchema,
  ZStatementListQuerySchema,
  ZStatementListResponseSchema,
  ZStatementResponseSchema,
  ZSuccessSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { texts } from '../../http/locale';
import { actorOf, requireStaff } from '../admin/admin.guard';
import { playerOf, requirePlayer } from '../auth/auth.guard';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema, 404: ZApiErrorSchema };
const withConflict = { ...errors, 409: ZApiErrorSchema };
const ok = <T>(data: T) => ({ success: true as const, data });
const playerTags = ['agents'];
const staffTags = ['admin', 'agents'];
// agents and their money are finance's; superadmin may do everything
const finance = requireStaff('finance');

/** The agent's portal (players who are agents) and the programme's back office. */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = () => app.services.agents;

  // ─── the agent's portal ─────────────────────────────────────────────────

  app.post(
    '/api/agent/apply',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary: 'Ask to become an agent (under the agent the player belongs to); staff approve',
        response: { 200: ZAgentResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await agents().apply(playerOf(request).id)),
  );

  app.get(
    '/api/agent/dashboard',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary:
          'The agent, link and code, and the month so far: registrations, active members, deposits, turnover, net profit',
        response: { 200: ZAgentDashboardResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().dashboard(playerOf(request).id)),
  );

  app.get(
    '/api/agent/members',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary: "The agent's members with the month's activity (names masked)",
        response: { 200: ZAgentMembersResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().members(playerOf(request).id)),
  );

  app.get(
    '/api/agent/sub-agents',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary: 'Sub-agents one level below',
        response: { 200: ZAgentListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().subAgents(playerOf(request).id)),
  );

  app.get(
    '/api/agent/statements',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary: "The agent's approved and paid statements",
        response: { 200: ZStatementListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().myStatements(playerOf(request).id)),
  );

  app.get(
    '/api/agent/statements/:id',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary: 'A statement with its lines',
        params: ZAgentIdParamsSchema,
        response: { 200: ZStatementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().myStatement(playerOf(request).id, request.params.id)),
  );

  app.get(
    '/api/agent/statements/:id/players/:playerId',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary: "The ledger rows behind a member's line: every figure to the đồng",
        params: ZStatementLineParamsSchema,
        response: { 200: ZStatementJournalResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(await agents().myStatementRows(playerOf(request).id, request.params.id, request.params.playerId)),
  );

  app.get(
    '/api/agent/products',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary:
          "The agent's month by product (sports, casino, slots, ...): stakes, wins and net from the statement's ledger rows",
        querystring: ZAgentProductQuerySchema,
        response: { 200: ZAgentProductReportResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().myProducts(playerOf(request).id, request.query.month)),
  );

  app.get(
    '/api/agent/statements/:id/csv',
    {
      onRequest: requirePlayer,
      schema: {
        tags: playerTags,
        summary: 'A statement as CSV',
        params: ZAgentIdParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await agents().myStatementCsv(playerOf(request).id, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${texts()('agents.csv.fileName')}-${request.params.id}.csv"`,
        )
        .send(csv);
    },
  );

  // ─── back office ────────────────────────────────────────────────────────

  app.get(
    '/admin-api/agents',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Agents (filter by status)',
        querystring: ZAgentListQuerySchema,
        response: { 200: ZAgentListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().list(request.query.status)),
  );

  app.post(
    '/admin-api/agents',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Make a player an agent, optionally under a parent agent (audited)',
        body: ZMakeAgentRequestSchema,
        response: { 200: ZAgentResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await agents().make(request.body.playerId, request.body.parentId ?? null, actorOf(request))),
  );

  for (const [path, status] of [
    ['approve', 'active'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin-api/agents/:id/${path}`,
      {
        onRequest: finance,
        schema: {
          tags: staffTags,
          summary: `${path === 'approve' ? 'Approve' : 'Reject'} an application (audited)`,
          params: ZAgentIdParamsSchema,
          response: { 200: ZAgentResponseSchema, ...withConflict },
        },
      },
      async (request) => ok(await agents().decide(request.params.id, status, actorOf(request))),
    );
  }

  app.get(
    '/admin-api/agents/:id/tree',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'The agent and every agent below it',
        params: ZAgentIdParamsSchema,
        response: { 200: ZAgentListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().tree(request.params.id)),
  );

  app.get(
    '/admin-api/agents/:id/products',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: "An agent's month by product: stakes, wins and net of the members that count, from the ledger",
        params: ZAgentIdParamsSchema,
        querystring: ZAgentProductQuerySchema,
        response: { 200: ZAgentProductReportResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().productReport(request.params.id, request.query.month)),
  );

  app.post(
    '/admin-api/agents/members/:id/move',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Move a player to another agent, or out of the programme (agentId null); reason audited',
        params: ZAgentIdParamsSchema,
        body: ZMovePlayerRequestSchema,
        response: { 200: ZMoveResponseSchema, ...withConflict },
      },
    },
    async (request) =>
      ok(await agents().move(request.params.id, request.body.agentId, request.body.reason, actorOf(request))),
  );

  app.get(
    '/admin-api/agents/plan',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'The plan in force this month (or for ?month=) with its generated terms',
        querystring: z.object({ month: ZMonthRequestSchema.shape.month.optional() }),
        response: { 200: ZAgentPlanResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().plan(request.query.month)),
  );

  app.put(
    '/admin-api/agents/plan',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'A new plan version from a month without statements on (audited)',
        body: ZPutAgentPlanRequestSchema,
        response: { 200: ZAgentPlanResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await agents().putPlan(request.body.effectiveMonth, request.body.config, actorOf(request))),
  );

  app.get(
    '/admin-api/agents/plans',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: "The brand's plan versions: drafts, published and superseded, each with its generated terms",
        response: { 200: ZAgentPlanListResponseSchema, ...errors },
      },
    },
    async () => ok(await agents().planVersions()),
  );

  app.put(
    '/admin-api/agents/plans/draft',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: "Save the brand's draft for a month (replaces that month's draft; audited); returns its terms",
        body: ZPutAgentPlanRequestSchema,
        response: { 200: ZAgentPlanResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await agents().saveDraft(request.body.effectiveMonth, request.body.config, actorOf(request))),
  );

  app.post(
    '/admin-api/agents/plans/:id/publish',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Publish a draft: in force from its month on, the version it replaces kept (audited)',
        params: ZAgentIdParamsSchema,
        response: { 200: ZAgentPlanResponseSchema, ...withConflict },
      },
    },
    async (request) => ok(await agents().publishPlan(request.params.id, actorOf(request))),
  );

  app.post(
    '/admin-api/agents/plans/:id/discard',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Discard a draft (audited)',
        params: ZAgentIdParamsSchema,
        response: { 200: ZSuccessSchema(z.null()), ...withConflict },
      },
    },
    async (request) => {
      await agents().discardDraft(request.params.id, actorOf(request));
      return ok(null);
    },
  );

  app.get(
    '/admin-api/agents/statements/closes',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Months closed, by the scheduled job or by finance',
        response: { 200: ZAgentMonthCloseListResponseSchema, ...errors },
      },
    },
    async () => ok(await agents().statements.closes()),
  );

  app.post(
    '/admin-api/agents/statements/close',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary:
          'Compute the statements of a month that has ended (Vietnam time); drafts are replaced, approved ones kept',
        body: ZMonthRequestSchema,
        response: { 200: ZCloseMonthResponseSchema, ...withConflict },
      },
    },
    async (request) => {
      const statements = await agents().statements.close(request.body.month, actorOf(request));
      return ok({ month: request.body.month, statements: statements ?? 0 });
    },
  );

  app.get(
    '/admin-api/agents/statements',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Statements (filter by month and status)',
        querystring: ZStatementListQuerySchema,
        response: { 200: ZStatementListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().statements.list(request.query)),
  );

  app.get(
    '/admin-api/agents/statements/:id',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'A statement with its lines',
        params: ZAgentIdParamsSchema,
        response: { 200: ZStatementResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().statements.detail(request.params.id)),
  );

  app.get(
    '/admin-api/agents/statements/:id/players/:playerId',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: "The ledger rows behind a member's line",
        params: ZStatementLineParamsSchema,
        response: { 200: ZStatementJournalResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().statements.lineRows(request.params.id, request.params.playerId)),
  );

  for (const [path, act] of [
    ['approve', 'approve'],
    ['pay', 'pay'],
  ] as const) {
    app.post(
      `/admin-api/agents/statements/:id/${path}`,
      {
        onRequest: finance,
        schema: {
          tags: staffTags,
          summary:
            path === 'approve'
              ? 'Approve (freeze) a draft statement (audited)'
              : "Pay an approved statement into the agent's cash, once; not by its approver (audited)",
          params: ZAgentIdParamsSchema,
          response: { 200: ZStatementResponseSchema, ...withConflict },
        },
      },
      async (request) => ok(await agents().statements[act](request.params.id, actorOf(request))),
    );
  }

  app.get(
    '/admin-api/agents/flags',
    {
      onRequest: finance,
      schema: {
        tags: staffTags,
        summary: 'Members flagged for sharing a device, an address or a bank account with their agent',
        querystring: z.object({ status: z.enum(['open', 'cleared', 'confirmed']).optional() }),
        response: { 200: ZAgentFlagListResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().flags(request.query.status)),
  );

  app.post(
    '/admin-api/agents/flags/:id',
    {
      onRequest: requireStaff('compliance', 'finance'),
      schema: {
        tags: staffTags,
        summary: 'Decide a flag: cleared lets the member count again, confirmed keeps them out (audited)',
        params: ZAgentIdParamsSchema,
        body: ZDecideFlagRequestSchema,
        response: { 200: ZAgentFlagResponseSchema, ...errors },
      },
    },
    async (request) => ok(await agents().decideFlag(request.params.id, request.body.status, actorOf(request))),
  );
};
