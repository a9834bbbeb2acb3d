import {
  type TBulkResult,
  type TStaffListQuery,
  type TStaffRole,
  ZApiErrorSchema,
  ZAuditListQuerySchema,
  ZBetListQuerySchema,
  ZBetListResponseSchema,
  ZBulkAmlReviewRequestSchema,
  ZBulkPlayerStatusRequestSchema,
  ZBulkResponseSchema,
  ZBulkWithdrawalApproveRequestSchema,
  ZDepositListQuerySchema,
  ZDepositListResponseSchema,
  ZPlayerListQuerySchema,
  ZPlayerListResponseSchema,
  ZStaffAuditListResponseSchema,
  ZTransactionListQuerySchema,
  ZTransactionListResponseSchema,
  ZWithdrawalListQuerySchema,
  ZWithdrawalListResponseSchema,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { actorOf, requireStaff, staffOf } from '../admin/admin.guard';
import { STAFF_LISTS, staffList, staffListCsv, type TStaffListName } from './backoffice.lists';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const tags = ['admin'];

/** The lists and who opens them; the CSV of a list is open to the same roles. */
const LISTS: {
  name: TStaffListName;
  title: string;
  roles: TStaffRole[];
  query: z.ZodType<TStaffListQuery>;
  response: z.ZodType;
}[] = [
  {
    name: 'players',
    title: 'Players',
    roles: ['support', 'finance', 'compliance'],
    query: ZPlayerListQuerySchema,
    response: ZPlayerListResponseSchema,
  },
  {
    name: 'deposits',
    title: 'Deposits',
    roles: ['finance', 'support'],
    query: ZDepositListQuerySchema,
    response: ZDepositListResponseSchema,
  },
  {
    name: 'withdrawals',
    title: 'Withdrawals',
    roles: ['finance', 'support'],
    query: ZWithdrawalListQuerySchema,
    response: ZWithdrawalListResponseSchema,
  },
  {
    name: 'bets',
    title: 'Bets and wins (provider transactions)',
    roles: ['support', 'finance', 'compliance'],
    query: ZBetListQuerySchema,
    response: ZBetListResponseSchema,
  },
  {
    name: 'transactions',
    title: "Ledger postings on players' accounts",
    roles: ['support', 'finance', 'compliance'],
    query: ZTransactionListQuerySchema,
    response: ZTransactionListResponseSchema,
  },
  {
    name: 'audit',
    title: 'The audit log',
    roles: ['compliance'],
    query: ZAuditListQuerySchema,
    response: ZStaffAuditListResponseSchema,
  },
];
// each list's sorts are checked by its own schema; this keeps the table and the SQL in step
for (const l of LISTS) if (!STAFF_LISTS[l.name]) throw new Error(`no SQL for list ${l.name}`);

/**
 * Runs one bulk item after another; each is the single-item service call (so each is checked
 * and audited exactly as when done alone), and a refusal leaves that item and goes on.
 */
async function eachItem(
  ids: number[],
  log: FastifyBaseLogger,
  run: (id: number) => Promise<unknown>,
): Promise<TBulkResult[]> {
  const out: TBulkResult[] = [];
  for (const id of ids) {
    try {
      await run(id);
      out.push({ id, ok: true, code: null, message: null });
    } catch (err) {
      if (err instanceof AppError) out.push({ id, ok: false, code: err.code, message: err.message });
      else {
        log.error({ err, id }, 'bulk action item failed');
        out.push({ id, ok: false, code: 'INTERNAL_ERROR', message: 'Lỗi hệ thống, thử lại mục này sau' });
      }
    }
  }
  return out;
}

/** Staff lists with filters, totals and CSV (decision 143), and the bulk actions staff repeat. */
export const staffListRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const l of LISTS) {
    app.get(
      `/admin-api/lists/${l.name}`,
      {
        onRequest: requireStaff(...l.roles),
        schema: {
          tags,
          summary: `${l.title}: filtered, sorted and paged, with the count and sums of the whole filtered set`,
          querystring: l.query,
          response: { 200: l.response, ...errors },
        },
      },
      async (request) => {
        const r = await staffList(app.db, l.name, request.query);
        return { success: true as const, data: r.rows, meta: { pagination: r.pagination, totals: r.totals } };
      },
    );

    app.get(
      `/admin-api/lists/${l.name}.csv`,
      {
        onRequest: requireStaff(...l.roles),
        schema: {
          tags,
          summary: `${l.title}: every row of the same filter as CSV, in the same order (audited). Errors: 400 LIST_TOO_LARGE`,
          querystring: l.query,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { page: _page, per_page: _perPage, ...filter } = request.query;
        const masked = staffOf(request).role === 'support';
        const { csv, count } = await staffListCsv(app.db, l.name, request.query, masked);
        await app.services.admin.audit(actorOf(request), 'list.download', null, { list: l.name, filter, rows: count });
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${l.name}-${new Date().toISOString().slice(0, 10)}.csv"`,
          )
          .send(csv);
      },
    );
  }

  app.post(
    '/admin-api/withdrawals/bulk-approve',
    {
      onRequest: requireStaff('finance'),
      schema: {
        tags,
        summary:
          'Approve several pending withdrawals, one after another, each checked and audited as when approved alone; the answer says which were refused and why',
        body: ZBulkWithdrawalApproveRequestSchema,
        response: { 200: ZBulkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return {
        success: true as const,
        data: await eachItem(request.body.ids, request.log, (id) => app.services.payments.approveWithdrawal(id, actor)),
      };
    },
  );

  app.post(
    '/admin-api/players/bulk-status',
    {
      onRequest: requireStaff('support'),
      schema: {
        tags,
        summary:
          'Lock (disable) or re-enable several accounts with one reason, each audited as when done alone; a self-exclusion in force is refused for that account',
        body: ZBulkPlayerStatusRequestSchema,
        response: { 200: ZBulkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { ids, status, reason } = request.body;
      return {
        success: true as const,
        data: await eachItem(ids, request.log, (id) =>
          app.services.staffPlayers.setStatus(id, { status, reason }, actor),
        ),
      };
    },
  );

  app.post(
    '/admin-api/aml/flags/bulk-review',
    {
      onRequest: requireStaff('compliance'),
      schema: {
        tags,
        summary:
          'Clear or confirm several AML flags with one conclusion, each audited as when reviewed alone; a flag already reviewed is refused',
        body: ZBulkAmlReviewRequestSchema,
        response: { 200: ZBulkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { ids, outcome, note } = request.body;
      return {
        success: true as const,
        data: await eachItem(ids, request.log, (id) => app.services.aml.review(id, outcome, note, actor)),
      };
    },
  );
};
