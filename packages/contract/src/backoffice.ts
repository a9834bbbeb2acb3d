import { z } from 'zod';
import { type TContentBlock, ZContentBodySchema, ZNewsCategorySchema, ZNewsEnglishSchema } from './content';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/** The back office (/admin): player search and picture, notes, news editing (decision 078). */

export const ZPlayerSearchQuerySchema = z.object({
  /** username (prefix), phone (any form), player id, or a bank account number */
  q: text().trim().min(1, { error: 'Nhập tên đăng nhập, số điện thoại, mã hoặc số tài khoản' }).max(60),
});
export const ZPlayerSearchHitSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** masked: 098****567 */
  phone: z.string(),
  status: z.enum(['active', 'disabled', 'self_excluded']),
  createdAt: z.string(),
  matchedBy: z.enum(['id', 'username', 'phone', 'bank_account']),
});
export type TPlayerSearchHit = z.infer<typeof ZPlayerSearchHitSchema>;
export const ZPlayerSearchResponseSchema = ZSuccessSchema(z.array(ZPlayerSearchHitSchema));

export const ZPlayerPostingSchema = z.object({
  journalId: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int().nullable(),
  purpose: z.string(),
  createdAt: z.string(),
});
export const ZPlayerBetSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  game: z.string().nullable(),
  round: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  amount: z.number().int(),
  createdAt: z.string(),
});
export const ZPlayerNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  staffUsername: z.string().nullable(),
  createdAt: z.string(),
});
export type TPlayerNote = z.infer<typeof ZPlayerNoteSchema>;
export const ZPlayerBankAccountSchema = z.object({
  id: z.number().int(),
  bankShortName: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  status: z.string(),
});
/** The rest of a player's picture beside GET /admin-api/players/:id: money moves, bets, notes. */
export const ZPlayerActivitySchema = z.object({
  postings: z.array(ZPlayerPostingSchema),
  bets: z.array(ZPlayerBetSchema),
  bankAccounts: z.array(ZPlayerBankAccountSchema),
  notes: z.array(ZPlayerNoteSchema),
});
export type TPlayerActivity = z.infer<typeof ZPlayerActivitySchema>;
export const ZPlayerActivityResponseSchema = ZSuccessSchema(ZPlayerActivitySchema);

export const ZPlayerNoteRequestSchema = z.object({
  text: text({ multiline: true }).trim().min(2, { error: 'Ghi chú tối thiểu 2 ký tự' }).max(2000),
});
export const ZPlayerNoteResponseSchema = ZSuccessSchema(ZPlayerNoteSchema);

// ─── news (CMS) ──────────────────────────────────────────────────────────────────────────

export const ZStaffNewsSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ZNewsCategorySchema,
  coverImage: z.string().nullable(),
  body: ZContentBodySchema,
  status: z.enum(['draft', 'published']),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoNoindex: z.boolean(),
  /** the English version staff wrote, or null (decision 170) */
  en: ZNewsEnglishSchema.nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** revision history (decision 114): how many, the current draft (the newest) and the one players see */
  revisions: z.number().int(),
  draftRevision: z.number().int().nullable(),
  publishedRevision: z.number().int().nullable(),
});
export type TStaffNews = z.infer<typeof ZStaffNewsSchema>;
export const ZStaffNewsListResponseSchema = ZSuccessSchema(z.array(ZStaffNewsSchema));
export const ZStaffNewsResponseSchema = ZSuccessSchema(ZStaffNewsSchema);

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const ZStaffNewsRequestSchema = z.object({
  slug: text()
    .trim()
    .min(3)
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch' }),
  title: text().trim().min(5, { error: 'Tiêu đề tối thiểu 5 ký tự' }).max(200),
  summary: text({ multiline: true }).trim().min(10, { error: 'Tóm tắt tối thiểu 10 ký tự' }).max(500),
  category: ZNewsCategorySchema,
  /** The article in the editor's plain form (see bodyFromText). */
  bodyText: text({ multiline: true }).trim().min(10, { error: 'Nội dung tối thiểu 10 ký tự' }).max(50_000),
  status: z.enum(['draft', 'published']),
  seoTitle: optionalText(70),
  seoDescription: optionalText(170),
  /** asks search engines to leave the article out (decision 104) */
  seoNoindex: z.boolean().default(false),
  /** the article in English (decision 170); null or absent: the English site shows the Vietnamese */
  en: z
    .object({
      title: text().trim().min(5, { error: 'Tiêu đề tối thiểu 5 ký tự' }).max(200),
      summary: text({ multiline: true }).trim().min(10, { error: 'Tóm tắt tối thiểu 10 ký tự' }).max(500),
      bodyText: text({ multiline: true }).trim().min(10, { error: 'Nội dung tối thiểu 10 ký tự' }).max(50_000),
      seoTitle: optionalText(70),
      seoDescription: optionalText(170),
    })
    .nullable()
    .default(null),
  /** what this revision changes, shown in the revision list (decision 114) */
  note: text().trim().max(200).default(''),
});
export type TStaffNewsRequest = z.input<typeof ZStaffNewsRequestSchema>;

/** One saved version of an article (decision 114): every save is one; the newest is the draft. */
export const ZStaffNewsRevisionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ZNewsCategorySchema,
  body: ZContentBodySchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoNoindex: z.boolean(),
  en: ZNewsEnglishSchema.nullable(),
  note: z.string(),
  createdAt: z.string(),
  /** the staff member's username; null for the text the article had before it had revisions */
  createdBy: z.string().nullable(),
  /** the revision players see */
  published: z.boolean(),
  /** the newest revision: what "publish" puts on the site */
  draft: z.boolean(),
});
export type TStaffNewsRevision = z.infer<typeof ZStaffNewsRevisionSchema>;
export const ZStaffNewsRevisionsResponseSchema = ZSuccessSchema(z.array(ZStaffNewsRevisionSchema));
export const ZStaffNewsRevisionResponseSchema = ZSuccessSchema(ZStaffNewsRevisionSchema);
export const ZStaffNewsParamsSchema = z.object({ id: z.uuid() });
export const ZStaffNewsRevisionParamsSchema = ZStaffNewsParamsSchema.extend({
  revision: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const ZStaffNewsPublishRequestSchema = z.object({
  /** the draft the editor saw: publishing answers 409 NEWS_DRAFT_CHANGED when a newer one was saved */
  revision: z
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1)
    .optional(),
});
export type TStaffNewsPublishRequest = z.infer<typeof ZStaffNewsPublishRequestSchema>;

/**
 * The editor's plain form of an article: `## ` and `### ` headings, `- ` bullet and `1. `
 * numbered lists, `> ` notes, and paragraphs separated by blank lines.
 */
export function bodyFromText(input: string): TContentBlock[] {
  const blocks: TContentBlock[] = [];
  for (const chunk of input.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    const first = lines[0]!;
    if (first.startsWith('### ')) blocks.push({ type: 'h3', text: first.slice(4).trim() });
    else if (first.startsWith('## ')) blocks.push({ type: 'h2', text: first.slice(3).trim() });
    else if (lines.every((l) => l.startsWith('- ')))
      blocks.push({ type: 'ul', items: lines.map((l) => l.slice(2).trim()) });
    else if (lines.every((l) => /^\d+\.\s/.test(l)))
      blocks.push({ type: 'ol', items: lines.map((l) => l.replace(/^\d+\.\s+/, '')) });
    else if (first.startsWith('> '))
      blocks.push({ type: 'note', text: lines.map((l) => l.replace(/^>\s?/, '')).join(' ') });
    else blocks.push({ type: 'p', text: lines.join(' ') });
    // a heading followed by text in the same chunk
    if (/^#{2,3} /.test(first) && lines.length > 1) blocks.push({ type: 'p', text: lines.slice(1).join(' ') });
  }
  return blocks;
}

/** The inverse of bodyFromText, to edit a stored article. */
export function textFromBody(body: TContentBlock[]): string {
  return body
    .map((b) => {
      switch (b.type) {
        case 'h2':
          return `## ${b.text}`;
        case 'h3':
          return `### ${b.text}`;
        case 'ul':
          return b.items.map((i) => `- ${i}`).join('\n');
        case 'ol':
          return b.items.map((i, n) => `${n + 1}. ${i}`).join('\n');
        case 'note':
          return `> ${b.text}`;
        default:
          return b.text;
      }
    })
    .join('\n\n');
}

// ─── dashboard ───────────────────────────────────────────────────────────────────────────

const ZDaySchema = z.iso.date({ error: 'Ngày dạng YYYY-MM-DD' });
export const ZDailyReportQuerySchema = z
  .object({ from: ZDaySchema, to: ZDaySchema })
  .refine((q) => q.from <= q.to, { error: 'Ngày bắt đầu phải trước ngày kết thúc' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { error: 'Tối đa 93 ngày' });

/**
 * One Vietnam calendar day of the business, from the ledger and the cashier: stakes and wins of
 * game postings (rolled-back ones excluded), GGR = stakes − wins, bonus cost (what was given:
 * bonuses, refunds, events, missions, gift codes), NGR = GGR − bonus cost, money in and out by
 * method, registrations, first-time depositors and players who bet.
 */
export const ZDailyReportRowSchema = z.object({
  day: z.string(),
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bonusCost: z.number().int(),
  ngr: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  depositsByMethod: z.record(z.string(), z.number().int()),
  withdrawalsByMethod: z.record(z.string(), z.number().int()),
  registrations: z.number().int(),
  firstDepositors: z.number().int(),
  activePlayers: z.number().int(),
});
export type TDailyReportRow = z.infer<typeof ZDailyReportRowSchema>;
export const ZDailyReportResponseSchema = ZSuccessSchema(z.array(ZDailyReportRowSchema));

/** Breakdowns of the same ledger figures (decision 098): every one sums to the daily totals. */
export const REPORT_BREAKDOWNS = ['game', 'provider', 'brand', 'bonus'] as const;
export const ZReportBreakdownQuerySchema = z
  .object({ from: ZDaySchema, to: ZDaySchema, by: z.enum(REPORT_BREAKDOWNS) })
  .refine((q) => q.from <= q.to, { error: 'Ngày bắt đầu phải trước ngày kết thúc' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 92, { error: 'Tối đa 93 ngày' });
export const ZReportBreakdownRowSchema = z.object({
  /** provider code, provider/game code, brand code, or the ledger kind of a bonus */
  key: z.string(),
  label: z.string(),
  stakes: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  bets: z.number().int(),
  players: z.number().int(),
  bonusCost: z.number().int(),
});
export type TReportBreakdownRow = z.infer<typeof ZReportBreakdownRowSchema>;
export const ZReportBreakdownResponseSchema = ZSuccessSchema(z.array(ZReportBreakdownRowSchema));
