import { z } from 'zod';
import { ZEmailSchema, ZPhoneSchema } from './auth';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/**
 * The figures Prometheus scrapes (decision 130), for staff who do not use it: the answering
 * instance's counts since it started (requests, ledger calls, callbacks, logins, its pool,
 * streams and page cache) and the database's state, which every instance reads alike.
 */
const ZMs = z.number().nullable();
export const ZOpsFiguresSchema = z.object({
  instance: z.string(),
  startedAt: z.string(),
  requests: z.array(
    z.object({
      group: z.string(),
      provider: z.string(),
      total: z.number().int(),
      clientErrors: z.number().int(),
      serverErrors: z.number().int(),
      /** the upper bound of the histogram bucket holding the 99th percentile; null: no request */
      p99Ms: ZMs,
    }),
  ),
  wallet: z.array(
    z.object({
      op: z.string(),
      total: z.number().int(),
      replayed: z.number().int(),
      refused: z.number().int(),
      p99Ms: ZMs,
    }),
  ),
  callbacks: z.array(z.object({ provider: z.string(), status: z.string(), total: z.number().int() })),
  logins: z.array(z.object({ who: z.string(), outcome: z.string(), total: z.number().int() })),
  pool: z.object({
    total: z.number().int(),
    idle: z.number().int(),
    waiting: z.number().int(),
    max: z.number().int(),
    waits: z.number().int(),
    timeouts: z.number().int(),
  }),
  sse: z.array(z.object({ stream: z.string(), clients: z.number().int() })),
  pageCache: z.object({ hits: z.number().int(), misses: z.number().int() }),
  database: z
    .object({
      payments: z.array(z.object({ kind: z.string(), state: z.string(), count: z.number().int() })),
      jobsDue: z.number().int(),
      replica: z
        .object({ up: z.boolean(), lagBytes: z.number().nullable(), lagSeconds: z.number().nullable() })
        .nullable(),
      timeline: z.number().int().nullable(),
      inRecovery: z.boolean(),
      archiving: z.object({
        enabled: z.boolean(),
        failed: z.number().int(),
        lastArchivedAt: z.string().nullable(),
        lastFailedAt: z.string().nullable(),
      }),
      sportsFeedAt: z.string().nullable(),
      /** the last database backup (pgBackRest, decision 135); null before any */
      backup: z.object({ at: z.string(), type: z.string(), label: z.string() }).nullable(),
    })
    .nullable(),
});
export type TOpsFigures = z.infer<typeof ZOpsFiguresSchema>;

/** The superadmin's operations view: reconciliation history, jobs, backlogs (decision 098). */
export const ZOpsHealthSchema = z.object({
  figures: ZOpsFiguresSchema,
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

/** What raised an operations alert (decision 106). */
export const OPS_ALERT_KINDS = [
  'ledger_breach',
  'provider_errors',
  'payouts_unknown',
  'monitoring',
  'provider_reconciliation',
] as const;
export type TOpsAlertKind = (typeof OPS_ALERT_KINDS)[number];
export const OpsAlertLabel: Record<TOpsAlertKind, string> = {
  ledger_breach: 'Đối soát sổ cái không khớp',
  provider_errors: 'Nhà cung cấp trả lỗi nhiều',
  payouts_unknown: 'Lệnh chi chưa rõ kết quả',
  monitoring: 'Cảnh báo giám sát (Prometheus)',
  provider_reconciliation: 'Đối soát nhà cung cấp lệch',
};

/**
 * Alertmanager's webhook (version 4) as the platform reads it (decision 130): each firing alert
 * becomes an operations alert delivered to the on-call staff; other fields are ignored.
 */
const ZPromLabelsSchema = z.record(text().max(200), text({ multiline: true }).max(2_000));
export const ZAlertmanagerWebhookRequestSchema = z.object({
  version: text().max(10).optional(),
  status: z.enum(['firing', 'resolved']),
  receiver: text().max(200),
  alerts: z
    .array(
      z.object({
        status: z.enum(['firing', 'resolved']),
        labels: ZPromLabelsSchema,
        annotations: ZPromLabelsSchema.default({}),
        startsAt: text().max(40),
        endsAt: text().max(40).optional(),
        fingerprint: text().max(64).optional(),
        generatorURL: text().max(2_000).optional(),
      }),
    )
    .max(500),
});
export type TAlertmanagerWebhook = z.infer<typeof ZAlertmanagerWebhookRequestSchema>;
export const ZAlertmanagerWebhookHeadersSchema = z.object({ authorization: text().max(500).optional() });
export const ZAlertmanagerWebhookResponseSchema = ZSuccessSchema(
  z.object({ raised: z.number().int(), counted: z.number().int(), resolved: z.number().int() }),
);
/** How an alert's message to one on-call staff member on one channel went (decision 123). */
export const OPS_ALERT_DELIVERY_STATUSES = [
  'sending',
  'sent',
  'failed',
  'gave_up',
  'rate_limited',
  'summarised',
  'skipped',
] as const;
export type TOpsAlertDeliveryStatus = (typeof OPS_ALERT_DELIVERY_STATUSES)[number];
export const OpsAlertDeliveryLabel: Record<TOpsAlertDeliveryStatus, string> = {
  sending: 'Đang gửi',
  sent: 'Đã gửi',
  failed: 'Gửi lỗi, sẽ thử lại',
  gave_up: 'Gửi lỗi, đã ngừng thử',
  rate_limited: 'Quá giới hạn tin mỗi giờ, chờ gộp vào tin tổng hợp',
  summarised: 'Đã báo trong tin tổng hợp',
  skipped: 'Không gửi',
};
export const ZOpsAlertDeliverySchema = z.object({
  staffName: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  status: z.enum(OPS_ALERT_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** the provider's refusal, or why it was not sent */
  reason: z.string().nullable(),
  /** when it was sent, or the last attempt */
  at: z.string().nullable(),
});
export type TOpsAlertDelivery = z.infer<typeof ZOpsAlertDeliverySchema>;

export const ZOpsAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OPS_ALERT_KINDS),
  /** the check, provider or gateway it is about */
  subject: z.string(),
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  raisedAt: z.string(),
  lastSeenAt: z.string(),
  /** how many runs saw it while it was open */
  occurrences: z.number().int(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  ackNote: z.string().nullable(),
  /** to whom its message went, per channel (decision 123) */
  deliveries: z.array(ZOpsAlertDeliverySchema),
});
export type TOpsAlert = z.infer<typeof ZOpsAlertSchema>;
export const ZOpsAlertListResponseSchema = ZSuccessSchema(
  z.object({ open: z.array(ZOpsAlertSchema), acknowledged: z.array(ZOpsAlertSchema) }),
);
export const ZOpsAlertResponseSchema = ZSuccessSchema(ZOpsAlertSchema);
export const ZOpsAlertAckRequestSchema = z.object({
  note: text({ multiline: true }).trim().min(3, { error: 'Ghi chú tối thiểu 3 ký tự' }).max(1000),
});
export const OpsMessage = {
  ALERT_ACKNOWLEDGED: 'Cảnh báo này đã được xác nhận',
  RECIPIENT_NOT_ELIGIBLE: 'Chỉ quản trị viên cấp cao và kế toán đang hoạt động mới nhận được cảnh báo',
} as const;

/** Staff who may be on call for alerts: the roles that see and acknowledge them (decision 123). */
export const OPS_ALERT_RECIPIENT_ROLES = ['superadmin', 'finance'] as const;
export const ZOpsAlertRecipientSchema = z.object({
  staffId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPS_ALERT_RECIPIENT_ROLES),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  byEmail: z.boolean(),
  bySms: z.boolean(),
});
export type TOpsAlertRecipient = z.infer<typeof ZOpsAlertRecipientSchema>;
export const ZOpsAlertRecipientListResponseSchema = ZSuccessSchema(z.array(ZOpsAlertRecipientSchema));
export const ZOpsAlertRecipientResponseSchema = ZSuccessSchema(ZOpsAlertRecipientSchema);
export const ZOpsAlertRecipientUpdateSchema = z
  .object({
    email: ZEmailSchema.nullable(),
    phone: ZPhoneSchema.nullable(),
    byEmail: z.boolean(),
    bySms: z.boolean(),
  })
  .refine((v) => !v.byEmail || v.email !== null, { error: 'Cần email để nhận cảnh báo qua email', path: ['email'] })
  .refine((v) => !v.bySms || v.phone !== null, {
    error: 'Cần số điện thoại để nhận cảnh báo qua SMS',
    path: ['phone'],
  });
export type TOpsAlertRecipientUpdate = z.input<typeof ZOpsAlertRecipientUpdateSchema>;
