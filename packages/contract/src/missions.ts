import { z } from 'zod';
import { ZSuccessSchema } from './envelope';

/* Missions (product.md sections 3, 7, 8, 9; docs/promotions.md). */

export const MISSION_TYPES = ['DAILY', 'PERIOD'] as const;
export type TMissionType = (typeof MISSION_TYPES)[number];
export const MISSION_CONDITIONS = [
  'DAILY_CHECK_IN',
  'DEPOSIT_AMOUNT',
  'TOTAL_DEPOSIT_AMOUNT',
  'BET_AMOUNT',
  'TOTAL_BET_AMOUNT',
] as const;
export type TMissionCondition = (typeof MISSION_CONDITIONS)[number];
export const MISSION_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED_REWARDED',
  'NOT_ACCEPTED',
  'EXPIRED',
] as const;
export type TMissionStatus = (typeof MISSION_STATUSES)[number];
export const MISSION_CATEGORY_FILTERS = ['all', 'check_in', 'deposit', 'stake'] as const;
export const MISSION_STATUS_FILTERS = ['all', 'in_progress', 'completed', 'completed_reward', 'expired'] as const;

/** Which category filter a condition falls under. */
export const MISSION_CATEGORY_OF: Record<TMissionCondition, 'check_in' | 'deposit' | 'stake'> = {
  DAILY_CHECK_IN: 'check_in',
  DEPOSIT_AMOUNT: 'deposit',
  TOTAL_DEPOSIT_AMOUNT: 'deposit',
  BET_AMOUNT: 'stake',
  TOTAL_BET_AMOUNT: 'stake',
};

/** Product.md section 8: mission calls fail with this message unless a clearer one applies. */
export const MISSION_ERROR_MESSAGE = 'Có lỗi xảy ra';

export const MissionMessage = {
  MISSION_NOT_FOUND: 'Nhiệm vụ không tồn tại',
  MISSION_ALREADY_ACCEPTED: 'Bạn đã nhận nhiệm vụ này',
  MISSION_NOT_COMPLETED: 'Nhiệm vụ chưa hoàn thành',
  MISSION_ALREADY_REWARDED: 'Bạn đã nhận thưởng nhiệm vụ này',
  MISSION_EXPIRED: 'Nhiệm vụ đã hết hạn',
  MISSION_MUST_DEPOSIT: 'Bạn cần nạp tiền lần đầu để tham gia nhiệm vụ',
  MISSION_MUST_VERIFY_PHONE: 'Bạn cần xác thực số điện thoại để tham gia nhiệm vụ',
} as const;

export const ZMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(MISSION_TYPES),
  conditionType: z.enum(MISSION_CONDITIONS),
  category: z.enum(['check_in', 'deposit', 'stake']),
  /** VND for amounts, 1 for a check-in */
  target: z.number().int(),
  progress: z.number().int(),
  /** VND paid to cash on claim */
  reward: z.number().int(),
  status: z.enum(MISSION_STATUSES),
  requiresAccept: z.boolean(),
  featured: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type TMission = z.infer<typeof ZMissionSchema>;

const ZPage = z.coerce.number().int().min(1).max(10_000).default(1);
export const ZMissionListQuerySchema = z.object({
  page: ZPage,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  category: z.enum(MISSION_CATEGORY_FILTERS).optional(),
  status: z.enum(MISSION_STATUS_FILTERS).optional(),
  'filters[category]': z.enum(MISSION_CATEGORY_FILTERS).optional(),
  'filters[status]': z.enum(MISSION_STATUS_FILTERS).optional(),
  tab: z.enum(['guide', 'daily', 'accumulated']).optional(),
});
export type TMissionListQuery = z.infer<typeof ZMissionListQuerySchema>;

export const ZMissionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZMissionSchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
  }),
});
export const ZMissionIdRequestSchema = z.object({
  mission_id: z.coerce.number({ error: MISSION_ERROR_MESSAGE }).int().positive(),
});
export const ZMissionResponseSchema = ZSuccessSchema(ZMissionSchema);
export const ZMissionListDataResponseSchema = ZSuccessSchema(z.array(ZMissionSchema));

export const ZMissionClaimSchema = z.object({
  missionId: z.number().int(),
  title: z.string(),
  reward: z.number().int(),
  /** masked, e.g. "ngu***an" */
  username: z.string(),
  claimedAt: z.string(),
});
export const ZRecentClaimsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZRecentClaimsResponseSchema = ZSuccessSchema(z.array(ZMissionClaimSchema));
export const ZMissionTrackingResponseSchema = ZSuccessSchema(
  z.object({ checkedIn: z.boolean(), completed: z.array(z.number().int()) }),
);
