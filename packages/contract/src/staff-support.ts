import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { ZProtectionLimitRequestSchema, ZProtectionSchema } from './protection';
import { text } from './text';

/**
 * Support acting on a player's request (decision 143): sign-in history and sessions, ending the
 * sessions, sending the password-reset code to the player's own phone, lifting sign-in and code
 * locks, revealing the phone, and setting a limit under the same cooling-off rules as the player.
 * Every action carries a reason that goes into the audit log.
 */

const reason = text({ multiline: true }).trim().min(5, { error: 'Lý do tối thiểu 5 ký tự' }).max(500);
export const ZStaffReasonRequestSchema = z.object({ reason });

export const ZPlayerLoginSchema = z.object({
  at: z.string(),
  kind: z.string(),
  success: z.boolean(),
  /** why a failed attempt failed (wrong password, locked, ...) */
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  device: z.string().nullable(),
});
export const ZPlayerSessionSchema = z.object({
  /** the first 8 characters of the session id: enough to tell them apart, not to use one */
  ref: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  open: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const ZPlayerLoginsSchema = z.object({
  logins: z.array(ZPlayerLoginSchema),
  sessions: z.array(ZPlayerSessionSchema),
});
export type TPlayerLogins = z.infer<typeof ZPlayerLoginsSchema>;
export const ZPlayerLoginsResponseSchema = ZSuccessSchema(ZPlayerLoginsSchema);

export const ZForceLogoutResponseSchema = ZSuccessSchema(z.object({ ended: z.number().int() }));
export const ZStaffResetSentResponseSchema = ZSuccessSchema(
  z.object({ destination: z.string(), expiresInSeconds: z.number().int() }),
);
export const ZStaffUnlockResponseSchema = ZSuccessSchema(
  z.object({ signInLockedSeconds: z.number().int(), otpLockedSeconds: z.number().int() }),
);
export const ZPhoneRevealResponseSchema = ZSuccessSchema(z.object({ phone: z.string() }));

export const ZStaffLimitRequestSchema = ZProtectionLimitRequestSchema.extend({ reason });
export type TStaffLimitRequest = z.infer<typeof ZStaffLimitRequestSchema>;
export const ZStaffLimitResponseSchema = ZSuccessSchema(
  z.object({
    /** tighter limits apply at once; a looser one or a removal waits for the cooling-off */
    outcome: z.enum(['applied', 'scheduled', 'unchanged']),
    effectiveAt: z.string().nullable(),
    protection: ZProtectionSchema,
  }),
);
