import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { ZProtectionSchema } from './protection';
import { text } from './text';

/** The staff API (/admin-api): staff login, roles, and the audit log of every staff action. */

export const STAFF_ROLES = ['superadmin', 'finance', 'support'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];
export const ZStaffRoleSchema = z.enum(STAFF_ROLES);

/** Header for API clients; browsers get the same token in the HttpOnly cookie `staff_session`. */
export const STAFF_TOKEN_HEADER = 'x-staff-token';
export const STAFF_SESSION_COOKIE = 'staff_session';

export const AdminErrorCode = {
  /** 401 */ STAFF_INVALID_CREDENTIALS: 'STAFF_INVALID_CREDENTIALS',
  /** 401 */ STAFF_UNAUTHORIZED: 'STAFF_UNAUTHORIZED',
  /** 403 */ STAFF_FORBIDDEN: 'STAFF_FORBIDDEN',
  /** 409 */ STAFF_USERNAME_TAKEN: 'STAFF_USERNAME_TAKEN',
  /** 409: a self-exclusion runs its course; staff can neither lift nor shorten it */
  PLAYER_SELF_EXCLUDED: 'PLAYER_SELF_EXCLUDED',
  /** 429: too many wrong passwords for this staff username; the message says for how long. */
  STAFF_ACCOUNT_LOCKED: 'STAFF_ACCOUNT_LOCKED',
  /** 429: too many wrong staff passwords from this address, across usernames. */
  STAFF_LOGIN_IP_LOCKED: 'STAFF_LOGIN_IP_LOCKED',
} as const;

export const AdminErrorMessage: Record<keyof typeof AdminErrorCode, string> = {
  STAFF_INVALID_CREDENTIALS: 'Sai tên đăng nhập hoặc mật khẩu',
  STAFF_UNAUTHORIZED: 'Vui lòng đăng nhập bằng tài khoản nhân viên',
  STAFF_FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
  STAFF_USERNAME_TAKEN: 'Tên đăng nhập nhân viên đã tồn tại',
  PLAYER_SELF_EXCLUDED: 'Người chơi đang tự loại trừ: không thể mở lại tài khoản trước khi hết hạn',
  STAFF_ACCOUNT_LOCKED: 'Tài khoản nhân viên tạm thời bị khóa do đăng nhập sai nhiều lần',
  STAFF_LOGIN_IP_LOCKED: 'Địa chỉ của bạn đã đăng nhập sai quá nhiều lần',
};

export const ZStaffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: ZStaffRoleSchema,
  active: z.boolean(),
  createdAt: z.string(),
});
export type TStaff = z.infer<typeof ZStaffSchema>;

export const ZStaffLoginRequestSchema = z.object({
  username: text().trim().min(3).max(50),
  password: text().min(8).max(200),
});
export const ZStaffLoginResponseSchema = ZSuccessSchema(
  z.object({ token: z.string(), staff: ZStaffSchema, expiresAt: z.string() }),
);
export const ZStaffMeResponseSchema = ZSuccessSchema(ZStaffSchema);
export const ZStaffListResponseSchema = ZSuccessSchema(z.array(ZStaffSchema));

export const ZCreateStaffRequestSchema = z.object({
  username: text()
    .trim()
    .min(3)
    .max(50)
    .regex(/^[a-z0-9._-]+$/, { error: 'Tên đăng nhập chỉ gồm chữ thường, số, dấu chấm, gạch' }),
  displayName: text().trim().min(1).max(100),
  password: text().min(10, { error: 'Mật khẩu nhân viên tối thiểu 10 ký tự' }).max(200),
  role: ZStaffRoleSchema,
});
export const ZStaffResponseSchema = ZSuccessSchema(ZStaffSchema);

export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditQuerySchema = z.object({
  action: text().max(100).optional(),
  staffId: z.coerce.number().int().positive().optional(),
  targetType: text().max(50).optional(),
  targetId: text().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZAuditListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZAuditEntrySchema),
  meta: z.object({
    pagination: z.object({ page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
  }),
});

/** A player as staff see them (support, compliance): account state, money and protection. */
export const ZStaffPlayerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** masked like the player's own views: 098****678 */
  phone: z.string(),
  status: z.enum(['active', 'disabled', 'self_excluded']),
  /** end of a disablement or a self-exclusion; null: open-ended (or active) */
  statusUntil: z.string().nullable(),
  createdAt: z.string(),
  /** depositHeld: deposits held back for return (over a limit, or while excluded or disabled). */
  balance: z.object({
    cash: z.number(),
    bonus: z.number(),
    held: z.number(),
    available: z.number(),
    depositHeld: z.number(),
  }),
  protection: ZProtectionSchema,
});
export type TStaffPlayer = z.infer<typeof ZStaffPlayerSchema>;
export const ZStaffPlayerResponseSchema = ZSuccessSchema(ZStaffPlayerSchema);

/**
 * Disable or re-enable an account. The reason goes into the audit log. Self-exclusion is the
 * player's own decision and is neither set nor lifted here.
 */
export const ZSetPlayerStatusRequestSchema = z.object({
  status: z.enum(['active', 'disabled']),
  reason: text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(500),
});
export type TSetPlayerStatusRequest = z.infer<typeof ZSetPlayerStatusRequestSchema>;

/** Staff cancel a player's active bonus (e.g. before paying out a self-excluded player). */
export const ZStaffCancelPromotionRequestSchema = z.object({
  reason: text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(500),
});
