import {
  type TBulkResult,
  type TStaffListQuery,
  type TStaffRole,
  ZAffiliateListQuerySchema,
  ZAffiliateListResponseSchema,
  ZAmlListQuerySchema,
  ZAmlListResponseSchema,
  ZApiErrorSchema,
  ZAuditListQuerySchema,
  ZBankAccountStaffListQuerySchema,
  ZBankAccountStaffListResponseSchema,
  ZBetListQuerySchema,
  ZBetListResponseSchema,
  ZBulkAmlReviewRequestSchema,
  ZBulkPlayerStatusRequestSchema,
  ZBulkResponseSchema,
  ZBulkWithdrawalApproveRequestSchema,
  ZDepositListQuerySchema,
  ZDepositListResponseSchema,
  ZExceptionListQuerySchema,
  ZExceptionListResponseSchema,
  ZKycListQuerySchema,
  ZKycListResponseSchema,
  ZLargeWinListQuerySchema,
  ZLargeWinListResponseSchema,
  ZPlayerListQuerySchema,
  ZPlayerListResponseSchema,
  ZProfitListQuerySchema,
  ZProfitListResponseSchema,
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
import { csvOf, type ListContext, type ListSpec, pageOf } from './backoffice.list-spec';
import { MONEY_LISTS } from './backoffice.lists';
import { REVIEW_LISTS } from './backoffice.lists-review';
import { RISK_LISTS } from './backoffice.lists-risk';

const errors = { 400: ZApiErrorSchema, 401: ZApiErrorSchema, 403: ZApiErrorSchema };
const tags = ['admin'];

/** The lists and who opens them; the CSV of a list is open to the same roles. */
const LISTS: {
  /** the address: /admin-api/lists/{path} and {path}.csv */
  path: string;
  title: string;
  roles: TStaffRole[];
  query: z.ZodType<TStaffListQuery>;
  response: z.ZodType;
  spec: ListSpec<unknown>;
}[] = [
  list(
    'players',
    'Players',
    ['support', 'finance', 'compliance'],
    ZPlayerListQuerySchema,
    ZPlayerListResponseSchema,
    MONEY_LISTS.players,
  ),
  list(
    'deposits',
    'Deposits',
    ['finance', 'support'],
    ZDepositListQuerySchema,
    ZDepositListResponseSchema,
    MONEY_LISTS.deposits,
  ),
  list(
    'withdrawals',
    'Withdrawals',
    ['finance', 'support'],
    ZWithdrawalListQuerySchema,
    ZWithdrawalListResponseSchema,
    MONEY_LISTS.withdrawals,
  ),
  list(
    'bets',
    'Bets and wins (provider transactions)',
    ['support', 'finance', 'compliance'],
    ZBetListQuerySchema,
    ZBetListResponseSchema,
    MONEY_LISTS.bets,
  ),
  list(
    'transactions',
    "Ledger postings on players' accounts",
    ['support', 'finance', 'compliance'],
    ZTransactionListQuerySchema,
    ZTransactionListResponseSchema,
    MONEY_LISTS.transactions,
  ),
  list(
    'audit',
    'The audit log',
    ['compliance'],
    ZAuditListQuerySchema,
    ZStaffAuditListResponseSchema,
    MONEY_LISTS.audit,
  ),
  list(
    'exceptions',
    'Payment exceptions and held money, with who paid',
    ['finance', 'support'],
    ZExceptionListQuerySchema,
    ZExceptionListResponseSchema,
    REVIEW_LISTS.exceptions,
  ),
  list('aml', 'AML flags', ['compliance'], ZAmlListQuerySchema, ZAmlListResponseSchema, REVIEW_LISTS.aml),
  list(
    'kyc',
    'Identity checks (KYC) with the accounts sharing an ID number',
    ['compliance'],
    ZKycListQuerySchema,
    ZKycListResponseSchema,
    REVIEW_LISTS.kyc,
  ),
  list(
    'bank-accounts',
    "Players' bank accounts with the KYC name",
    ['support', 'finance'],
    ZBankAccountStaffListQuerySchema,
    ZBankAccountStaffListResponseSchema,
    REVIEW_LISTS.bankAccounts,
  ),
  list(
    'profit',
    "Each player's stakes, wins and profit over the period",
    ['finance', 'compliance'],
    ZProfitListQuerySchema,
    ZProfitListResponseSchema,
    RISK_LISTS.profit,
  ),
  list(
    'large-wins',
    "Single wins at or above the AML settings' large-win threshold",
    ['finance', 'compliance'],
    ZLargeWinListQuerySchema,
    ZLargeWinListResponseSchema,
    RISK_LISTS.largeWins,
  ),
  list(
    'affiliates',
    'Registrations, first deposits, deposits and net per affiliate id and campaign',
    ['finance'],
    ZAffiliateListQuerySchema,
    ZAffiliateListResponseSchema,
    RISK_LISTS.affiliates,
  ),
];
function list<R>(
  path: string,
  title: string,
  roles: TStaffRole[],
  query: z.ZodType<TStaffListQuery>,
  response: z.ZodType,
  spec: ListSpec<R>,
) {
  return { path, title, roles, query, response, spec: spec as ListSpec<unknown> };
}

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
  const context = async (): Promise<ListContext> => ({
    largeWinVnd: (await app.services.aml.settings.rules()).largeWinVnd,
  });
  for (const l of LISTS) {
    app.get(
      `/admin-api/lists/${l.path}`,
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
        const r = await pageOf(app.db, l.spec, request.query, await context());
        return { success: true as const, data: r.rows, meta: { pagination: r.pagination, totals: r.totals } };
      },
    );

    app.get(
      `/admin-api/lists/${l.path}.csv`,
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
        const { csv, count } = await csvOf(app.db, l.spec, request.query, await context(), masked);
        await app.services.admin.audit(actorOf(request), 'list.download', null, { list: l.path, filter, rows: count });
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${l.path}-${new Date().toISOString().slice(0, 10)}.csv"`,
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
