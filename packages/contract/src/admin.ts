import { z } from 'zod';
import { ZSuccessSchema } from './envelope';

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
} as const;

export const AdminErrorMessage: Record<keyof typeof AdminErrorCode, string> = {
  STAFF_INVALID_CREDENTIALS: 'Sai tên đăng nhập hoặc mật khẩu',
  STAFF_UNAUTHORIZED: 'Vui lòng đăng nhập bằng tài khoản nhân viên',
  STAFF_FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
  STAFF_USERNAME_TAKEN: 'Tên đăng nhập nhân viên đã tồn tại',
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
  username: z.string().trim().min(3).max(50),
  password: z.string().min(8).max(200),
});
export const ZStaffLoginResponseSchema = ZSuccessSchema(
  z.object({ token: z.string(), staff: ZStaffSchema, expiresAt: z.string() }),
);
export const ZStaffMeResponseSchema = ZSuccessSchema(ZStaffSchema);
export const ZStaffListResponseSchema = ZSuccessSchema(z.array(ZStaffSchema));

export const ZCreateStaffRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(50)
    .regex(/^[a-z0-9._-]+$/, { error: 'Tên đăng nhập chỉ gồm chữ thường, số, dấu chấm, gạch' }),
  displayName: z.string().trim().min(1).max(100),
  password: z.string().min(10, { error: 'Mật khẩu nhân viên tối thiểu 10 ký tự' }).max(200),
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
  action: z.string().max(100).optional(),
  staffId: z.coerce.number().int().positive().optional(),
  targetType: z.string().max(50).optional(),
  targetId: z.string().max(100).optional(),
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
