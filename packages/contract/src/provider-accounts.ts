import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text, ZJsonValueSchema } from './text';

/*
 * Accounts of the providers that speak their own wallet protocol (Pragmatic Play, AWC),
 * edited by a superadmin in the back office, every change audited (decision 127).
 */

export const PROVIDER_ACCOUNT_PROTOCOLS = ['pp', 'awc', 'saba', 'bti'] as const;

export const ZProviderAccountSchema = z.object({
  code: z.string(),
  protocol: z.enum(PROVIDER_ACCOUNT_PROTOCOLS),
  agentId: z.string(),
  providerId: z.string(),
  apiBaseUrl: z.string(),
  /** VND per provider unit */
  amountScale: z.union([z.literal(1), z.literal(1000)]),
  decimals: z.number().int(),
  ipAllowList: z.array(z.string()),
  platforms: z.record(z.string(), z.string()),
  betLimits: z.record(z.string(), z.unknown()),
  /** the provider's switch and whether its key is set (never any part of the key) */
  enabled: z.boolean(),
  keySet: z.boolean(),
  updatedAt: z.string(),
});
export type TProviderAccount = z.infer<typeof ZProviderAccountSchema>;
export const ZProviderAccountListResponseSchema = ZSuccessSchema(z.array(ZProviderAccountSchema));
export const ZProviderAccountResponseSchema = ZSuccessSchema(ZProviderAccountSchema);

export const ZProviderAccountUpdateRequestSchema = z.object({
  agentId: text().trim().max(64),
  providerId: text().trim().max(64),
  apiBaseUrl: text()
    .trim()
    .max(300)
    .regex(/^(https?:\/\/[^\s]+)?$/, { error: 'Địa chỉ API phải bắt đầu bằng http:// hoặc https://' }),
  amountScale: z.union([z.literal(1), z.literal(1000)], { error: 'Đơn vị tiền phải là 1 hoặc 1.000 VND' }),
  decimals: z.number().int().min(0).max(4),
  /** addresses or CIDR ranges callbacks may come from; empty refuses every callback */
  ipAllowList: z.array(text().trim().min(2).max(64)).max(50),
  platforms: z.record(text().max(32), text().regex(/^[a-z0-9_-]{2,32}$/)).optional(),
  /** PP: minBet / maxBet in provider units; AWC: the betLimit object passed at createMember */
  betLimits: z.record(text().max(32), ZJsonValueSchema),
  enabled: z.boolean().optional(),
  /** the PP secret key or AWC cert, write only (sealed at rest) */
  secret: text()
    .trim()
    .min(6)
    .max(256)
    .regex(/^[\x21-\x7e]+$/, { error: 'Khóa chỉ gồm ký tự in được' })
    .optional(),
});
export type TProviderAccountUpdateRequest = z.infer<typeof ZProviderAccountUpdateRequestSchema>;
