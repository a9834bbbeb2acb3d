import { z } from 'zod';
import { ZStaffRoleSchema, ZStaffSchema } from './admin';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/*
 * Staff accounts as a superadmin manages them (issue 39): the list with each account's
 * authenticator and last sign-in, a change of role or a disable with a reason, and an
 * authenticator reset. Every change is audited with before and after and ends the account's
 * sessions; nobody changes or disables their own account, and the last active superadmin stays.
 */

export const StaffAccountErrorMessage = {
  /** 409 */
  STAFF_SELF_CHANGE: 'Không thể tự đổi vai trò, khóa hoặc đặt lại xác thực của chính tài khoản đang dùng',
  /** 409 */
  STAFF_LAST_SUPERADMIN: 'Phải còn ít nhất một quản trị viên cấp cao đang hoạt động',
  /** 409 */
  STAFF_NO_CHANGE: 'Tài khoản đã ở trạng thái này, không có gì thay đổi',
} as const;

export const ZStaffAccountSchema = ZStaffSchema.extend({
  /** an authenticator is enrolled (false: the next sign-in enrols one) */
  authenticator: z.boolean(),
  lastSignInAt: z.string().nullable(),
  lastSignInIp: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  /** sessions not ended and not expired */
  openSessions: z.number().int(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccountSchema>;
export const ZStaffAccountListResponseSchema = ZSuccessSchema(z.array(ZStaffAccountSchema));
export const ZStaffAccountResponseSchema = ZSuccessSchema(ZStaffAccountSchema);

const reason = text()
  .trim()
  .min(3, { error: 'Nhập lý do (ít nhất 3 ký tự)' })
  .max(300, { error: 'Lý do tối đa 300 ký tự' });

/** One change at a time: a new role, or active on/off; always with a reason for the audit. */
export const ZUpdateStaffAccountRequestSchema = z
  .object({ role: ZStaffRoleSchema.optional(), active: z.boolean().optional(), reason })
  .refine((v) => (v.role === undefined) !== (v.active === undefined), {
    error: 'Chọn một thay đổi: vai trò hoặc trạng thái',
  });
export type TUpdateStaffAccount = z.infer<typeof ZUpdateStaffAccountRequestSchema>;

export const ZResetStaffAuthenticatorRequestSchema = z.object({ reason });
