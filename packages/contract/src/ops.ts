import { z } from 'zod';
import { ZSuccessSchema } from './envelope';

/** The superadmin's operations view: reconciliation history, jobs, backlogs (decision 098). */
export const ZOpsHealthSchema = z.object({
  jobs: z.array(
    z.object({
      name: z.string(),
      lastStartedAt: z.string().nullable(),
      lastFinishedAt: z.string().nullable(),
      lastOk: z.boolean().nullable(),
      lastError: z.string().nullable(),
      lastDurationMs: z.number().int().nullable(),
      nextRunAt: z.string(),
      runs: z.number().int(),
    }),
  ),
  ledgerChecks: z.array(
    z.object({
      id: z.number().int(),
      startedAt: z.string(),
      durationMs: z.number().int(),
      ok: z.boolean(),
      breaches: z.array(z.object({ name: z.string(), description: z.string(), breaches: z.number().int() })),
      counts: z.record(z.string(), z.number()),
    }),
  ),
  domainEvents: z.array(
    z.object({
      topic: z.string(),
      undelivered: z.number().int(),
      failing: z.number().int(),
      oldestAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
  payments: z.object({
    openExceptions: z.number().int(),
    pendingWithdrawals: z.number().int(),
    unknownPayouts: z.number().int(),
    oldestPendingWithdrawalAt: z.string().nullable(),
  }),
  providers: z.array(
    z.object({
      provider: z.string(),
      callbacks24h: z.number().int(),
      errors24h: z.number().int(),
      lastCallbackAt: z.string().nullable(),
    }),
  ),
});
export type TOpsHealth = z.infer<typeof ZOpsHealthSchema>;
export const ZOpsHealthResponseSchema = ZSuccessSchema(ZOpsHealthSchema);
export const ZLedgerCheckRunResponseSchema = ZSuccessSchema(
  z.object({ ok: z.boolean(), durationMs: z.number().int() }),
);
