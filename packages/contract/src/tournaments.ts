import { z } from 'zod';
import { ZSuccessSchema, ZVndAmountSchema } from './envelope';
import { ZFreeSpinsSchema } from './freespins';
import { englishText, text } from './text';

/* Tournaments ("đua top", issue 37; docs/tournaments.md, decision 138). */

export const TOURNAMENT_SCORINGS = ['turnover', 'net_win', 'biggest_multiplier', 'rounds'] as const;
export type TTournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];
export const TOURNAMENT_ENTRIES = ['everyone', 'opt_in'] as const;
export const TOURNAMENT_TIES = ['first_to_reach', 'split'] as const;
export type TTournamentTie = (typeof TOURNAMENT_TIES)[number];
/**
 * `giftcode`: a gift code issued to the winner and redeemed for them at once, with its wagering;
 * `freespins`: free rounds of a slot (decision 164), whose `amount` is their nominal value
 * (spins × the stake of a round), set by the server
 */
export const TOURNAMENT_PRIZE_KINDS = ['cash', 'bonus', 'giftcode', 'freespins'] as const;
export type TTournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];

export const TournamentMessage = {
  TOURNAMENT_NOT_FOUND: 'Giải đua top không tồn tại',
  TOURNAMENT_NOT_OPT_IN: 'Giải đua top này tự động tính điểm, bạn không cần đăng ký',
  TOURNAMENT_ENDED: 'Giải đua top đã kết thúc',
  TOURNAMENT_ALREADY_JOINED: 'Bạn đã tham gia giải đua top này',
  TOURNAMENT_SLUG_TAKEN: 'Mã giải đua top này đã được dùng, vui lòng chọn mã khác',
  TOURNAMENT_NOT_DRAFT: 'Chỉ sửa hoặc công bố được giải đua top ở trạng thái nháp',
  TOURNAMENT_ACCOUNT_RESTRICTED: 'Tài khoản của bạn hiện không thể tham gia giải đua top',
  TOURNAMENT_WAGERING_INCOMPLETE: 'Bạn cần hoàn thành vòng cược của giải thưởng đua top trước khi rút tiền',
  TOURNAMENT_VIP_LEVEL_REQUIRED: 'Giải đua top này dành cho người chơi từ hạng VIP được ghi trong thể lệ',
  TOURNAMENT_VIP_LEVEL_UNKNOWN: 'Hạng VIP này không có trong chương trình VIP đang áp dụng',
} as const;

const ZSlugSchema = text()
  .min(3)
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Mã chỉ gồm chữ thường không dấu, số và dấu gạch ngang' });

/** One row of the prize table: positions `from`..`to` each receive `amount`. */
export const ZTournamentPrizeSchema = z
  .object({
    from: z.number().int().min(1).max(1000),
    to: z.number().int().min(1).max(1000),
    kind: z.enum(TOURNAMENT_PRIZE_KINDS),
    amount: ZVndAmountSchema.default(0),
    /** bonus and giftcode: the prize must be wagered this many times before a withdrawal */
    wagering: z.number().int().min(1).max(50).nullable().default(null),
    /** freespins: the rounds, their line bet, the titles and how long they last */
    freeSpins: ZFreeSpinsSchema.nullish(),
  })
  .refine((p) => p.to >= p.from, { error: 'Vị trí cuối phải không nhỏ hơn vị trí đầu', path: ['to'] })
  .refine((p) => p.kind === 'freespins' || (p.amount >= 1_000 && p.amount <= 10_000_000_000), {
    error: 'Giải thưởng từ 1,000 VND đến 10,000,000,000 VND',
    path: ['amount'],
  })
  .refine((p) => (p.kind === 'bonus' || p.kind === 'giftcode') === (p.wagering !== null), {
    error: 'Giải thưởng dạng tiền thưởng hoặc giftcode cần số vòng cược; tiền mặt và vòng quay miễn phí thì không',
    path: ['wagering'],
  })
  .refine((p) => (p.kind === 'freespins') === (p.freeSpins != null), {
    error: 'Giải vòng quay miễn phí cần số lượt, cược mỗi dòng, trò chơi và hạn dùng',
    path: ['freeSpins'],
  });
export type TTournamentPrize = z.infer<typeof ZTournamentPrizeSchema>;

export const ZTournamentGameSchema = z.object({
  provider: text().min(1).max(40),
  gameCode: text().min(1).max(100),
});

/** The rule the server enforces; every text players read is generated from it. */
export const ZTournamentRuleSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** category slugs (`slot`, `live-casino`, `the-thao`, `lo-de` ...); empty with no games: every game */
    sections: z.array(ZSlugSchema).max(20).default([]),
    games: z.array(ZTournamentGameSchema).max(100).default([]),
    entry: z.enum(TOURNAMENT_ENTRIES),
    scoring: z.enum(TOURNAMENT_SCORINGS),
    /** a round counts only with at least this stake (VND) */
    minStake: ZVndAmountSchema.refine((n) => n >= 0 && n <= 1_000_000_000, { error: 'Cược tối thiểu không hợp lệ' }),
    prizes: z.array(ZTournamentPrizeSchema).min(1).max(20),
    tie: z.enum(TOURNAMENT_TIES),
    /** only players whose deposits credited since the start reach this (VND) rank; null: no condition */
    minDeposit: ZVndAmountSchema.refine((n) => n >= 10_000 && n <= 10_000_000_000, {
      error: 'Nạp tối thiểu từ 10,000 VND',
    })
      .nullable()
      .default(null),
    /** only players holding this VIP level (code of the published ladder) or a higher one rank; null: everyone */
    minVipLevel: text()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(30)
      .nullable()
      .default(null),
  })
  .refine((r) => Date.parse(r.endsAt) > Date.parse(r.startsAt), {
    error: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    path: ['endsAt'],
  })
  .refine((r) => Date.parse(r.endsAt) - Date.parse(r.startsAt) <= 92 * 86_400_000, {
    error: 'Một giải đua top kéo dài tối đa 92 ngày',
    path: ['endsAt'],
  })
  .refine(
    (r) => {
      const sorted = [...r.prizes].sort((a, b) => a.from - b.from);
      return sorted.every((p, i) => p.from === (i === 0 ? 1 : sorted[i - 1]!.to + 1));
    },
    { error: 'Bảng giải thưởng phải liền mạch từ vị trí 1, không chồng lấn', path: ['prizes'] },
  )
  // rounds of a slot cannot be shared out like money
  .refine((r) => r.tie !== 'split' || r.prizes.every((p) => p.kind !== 'freespins'), {
    error: 'Giải vòng quay miễn phí không chia được: dùng luật "ai đạt trước xếp trên" khi bằng điểm',
    path: ['tie'],
  });
export type TTournamentRule = z.infer<typeof ZTournamentRuleSchema>;

export const ZTournamentTextsSchema = z.object({
  /** one line: what to do to score */
  summary: z.string(),
  /** the rules, one sentence a line */
  terms: z.array(z.string()),
  /** "Hạng 1: 5,000,000 VND tiền mặt" */
  prizeLines: z.array(z.string()),
  scoreLabel: z.string(),
});

export const ZTournamentPhaseSchema = z.enum(['upcoming', 'running', 'ended', 'finished']);

export const ZTournamentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  rule: ZTournamentRuleSchema,
  /** upcoming/running/ended by the clock; finished once results are frozen and prizes paid */
  phase: ZTournamentPhaseSchema,
  texts: ZTournamentTextsSchema,
  prizePool: z.number().int(),
});
export type TTournament = z.infer<typeof ZTournamentSchema>;

export const ZLeaderboardRowSchema = z.object({
  position: z.number().int(),
  /** masked username */
  player: z.string(),
  score: z.number(),
  scoreText: z.string(),
  prizeText: z.string().nullable(),
});

export const ZTournamentBoardSchema = z.object({
  frozen: z.boolean(),
  top: z.array(ZLeaderboardRowSchema),
  /** the asking player's row (also when outside the top), null for guests and players without a score */
  me: ZLeaderboardRowSchema.nullable(),
  /** opt-in tournaments: whether the asking player joined; null for guests */
  joined: z.boolean().nullable(),
  ranked: z.number().int(),
});

export type TTournamentBoard = z.infer<typeof ZTournamentBoardSchema>;
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRowSchema>;

export const ZTournamentListResponseSchema = ZSuccessSchema(z.array(ZTournamentSchema));
export const ZTournamentResponseSchema = ZSuccessSchema(ZTournamentSchema);
export const ZTournamentBoardResponseSchema = ZSuccessSchema(ZTournamentBoardSchema);
export const ZTournamentSlugParamsSchema = z.object({ slug: ZSlugSchema });

export const ZTournamentPrizeWonSchema = z.object({
  tournament: z.string(),
  slug: z.string(),
  position: z.number().int(),
  amount: z.number().int(),
  kind: z.enum(TOURNAMENT_PRIZE_KINDS),
  wagerRequired: z.number().int(),
  wagerProgress: z.number().int(),
  paidAt: z.string().nullable(),
});
export const ZTournamentPrizesResponseSchema = ZSuccessSchema(z.array(ZTournamentPrizeWonSchema));

// ─── staff ──────────────────────────────────────────────────────────────────────────────

export const ZStaffTournamentInputSchema = z.object({
  slug: ZSlugSchema,
  title: text().min(3).max(120),
  /** the English title (decision 170); empty or absent: the English site shows the Vietnamese */
  titleEn: englishText(120),
  rule: ZTournamentRuleSchema,
});
/** as parsed; `titleEn` may be left out by a caller that writes no English */
export type TStaffTournamentInput = Omit<z.infer<typeof ZStaffTournamentInputSchema>, 'titleEn'> & {
  titleEn?: string | null;
};
export const ZStaffTournamentPreviewRequestSchema = z.object({ rule: ZTournamentRuleSchema });
export const ZStaffTournamentIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const ZStaffTournamentSchema = ZTournamentSchema.extend({
  titleEn: z.string().nullable(),
  status: z.enum(['draft', 'published', 'finished']),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TStaffTournament = z.infer<typeof ZStaffTournamentSchema>;
export const ZStaffTournamentResponseSchema = ZSuccessSchema(ZStaffTournamentSchema);
export const ZStaffTournamentListResponseSchema = ZSuccessSchema(z.array(ZStaffTournamentSchema));
export const ZStaffTournamentPreviewResponseSchema = ZSuccessSchema(ZTournamentTextsSchema);
