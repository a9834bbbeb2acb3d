import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { ZProtectionSchema } from './protection';
import { text } from './text';

/** The staff API (/admin-api): staff login, roles, and the audit log of every staff action. */

/**
 * superadmin: everything; finance: payments; support: players (masked bank numbers);
 * content: news and pages; compliance: KYC, players and the audit trail.
 */
export const STAFF_ROLES = ['superadmin', 'finance', 'support', 'content', 'compliance', 'trader'] as const;
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
  /** 401: wrong or already used authenticator code or recovery code */
  STAFF_SECOND_FACTOR_INVALID: 'STAFF_SECOND_FACTOR_INVALID',
  /** 401: the sign-in step after the password expired, was used, or had too many wrong codes */
  STAFF_CHALLENGE_EXPIRED: 'STAFF_CHALLENGE_EXPIRED',
  /** 503: the account's TOTP secret is sealed under a key this server does not have (decision 107) */
  STAFF_SECRET_UNREADABLE: 'STAFF_SECRET_UNREADABLE',
} as const;

export const AdminErrorMessage: Record<keyof typeof AdminErrorCode, string> = {
  STAFF_INVALID_CREDENTIALS: 'Sai tên đăng nhập hoặc mật khẩu',
  STAFF_UNAUTHORIZED: 'Vui lòng đăng nhập bằng tài khoản nhân viên',
  STAFF_FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
  STAFF_USERNAME_TAKEN: 'Tên đăng nhập nhân viên đã tồn tại',
  PLAYER_SELF_EXCLUDED: 'Người chơi đang tự loại trừ: không thể mở lại tài khoản trước khi hết hạn',
  STAFF_ACCOUNT_LOCKED: 'Tài khoản nhân viên tạm thời bị khóa do đăng nhập sai nhiều lần',
  STAFF_LOGIN_IP_LOCKED: 'Địa chỉ của bạn đã đăng nhập sai quá nhiều lần',
  STAFF_SECOND_FACTOR_INVALID: 'Mã xác thực không đúng hoặc đã được sử dụng',
  STAFF_CHALLENGE_EXPIRED: 'Phiên đăng nhập đã hết hạn, vui lòng nhập lại mật khẩu',
  STAFF_SECRET_UNREADABLE:
    'Máy chủ không mở được khóa xác thực của tài khoản này (thiếu khóa mã hóa trong cấu hình). Hãy dùng mã khôi phục hoặc liên hệ quản trị viên',
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
/**
 * A correct password yields no session, only a challenge for the second factor: `totp` (a code
 * from the authenticator or a recovery code) or, on the first sign-in, `enrol` with the new
 * secret as an otpauth URI and a QR code to scan.
 */
export const ZStaffLoginResponseSchema = ZSuccessSchema(
  z.object({
    stage: z.enum(['totp', 'enrol']),
    challenge: z.string(),
    expiresAt: z.string(),
    enrolment: z.object({ secret: z.string(), otpauthUrl: z.string(), qrDataUrl: z.string() }).nullable(),
  }),
);
/** The second factor: a 6-digit code, or one of the recovery codes. */
export const ZStaffSecondFactorRequestSchema = z
  .object({
    challenge: text().min(16).max(256),
    code: text()
      .trim()
      .regex(/^\d{6}$/, { error: 'Mã xác thực gồm 6 chữ số' })
      .optional(),
    recoveryCode: text().trim().min(8).max(40).optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    error: 'Nhập mã xác thực hoặc mã khôi phục',
  });
/** The session; `recoveryCodes` once only, right after enrolling (shown, never stored in clear). */
export const ZStaffSessionResponseSchema = ZSuccessSchema(
  z.object({
    token: z.string(),
    staff: ZStaffSchema,
    expiresAt: z.string(),
    recoveryCodes: z.array(z.string()).nullable(),
  }),
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
