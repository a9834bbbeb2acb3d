import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/*
 * The countries a brand is licensed for (decision 149). Registration, login, deposits and game
 * launches from an address outside them are refused with 451; pages stay readable. Staff may
 * let named addresses through for testing; every refusal is kept for compliance.
 */

export const JurisdictionErrorCode = { JURISDICTION_NOT_LICENSED: 'JURISDICTION_NOT_LICENSED' } as const;
export const JURISDICTION_REFUSED_MESSAGE =
  'Rất tiếc, chúng tôi chưa được cấp phép phục vụ người chơi ở khu vực của bạn. Bạn vẫn xem được trang, nhưng không thể đăng ký, đăng nhập, nạp tiền hay chơi.';

/** What a refused request was trying to do. */
export const JURISDICTION_ACTIONS = ['register', 'login', 'deposit', 'play'] as const;
export type TJurisdictionAction = (typeof JURISDICTION_ACTIONS)[number];

const country = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Mã quốc gia gồm 2 chữ cái (ISO 3166-1), ví dụ VN' });

/** One address (v4 or v6) or a CIDR block, e.g. 203.0.113.7 or 203.0.113.0/24. */
const ADDRESS_ERROR = 'Địa chỉ IP hoặc dải CIDR không hợp lệ, ví dụ 203.0.113.7 hoặc 203.0.113.0/24';
const address = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: ADDRESS_ERROR }),
);

export const ZJurisdictionRulesSchema = z.object({
  /** ISO 3166-1 alpha-2 codes; at least one (a brand licensed nowhere would refuse everyone) */
  licensedCountries: z
    .array(country)
    .min(1, { error: 'Cần ít nhất một quốc gia được cấp phép' })
    .max(250)
    .transform((list) => [...new Set(list)].sort()),
  /** addresses let through whatever their country, for testing; each one is audited */
  allowedAddresses: z
    .array(address)
    .max(100, { error: 'Tối đa 100 địa chỉ' })
    .transform((list) => [...new Set(list)]),
});
export type TJurisdictionRules = z.infer<typeof ZJurisdictionRulesSchema>;

export const ZJurisdictionSettingsSchema = z.object({
  brand: z.string(),
  rules: z.object({ licensedCountries: z.array(z.string()), allowedAddresses: z.array(z.string()) }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** false when client addresses come from a proxy the server does not trust: every request then looks internal */
  proxyTrusted: z.boolean(),
});
export type TJurisdictionSettings = z.infer<typeof ZJurisdictionSettingsSchema>;
export const ZJurisdictionSettingsResponseSchema = ZSuccessSchema(ZJurisdictionSettingsSchema);

export const ZJurisdictionRefusalSchema = z.object({
  action: z.enum(JURISDICTION_ACTIONS),
  ip: z.string(),
  /** null: an address the country database does not know */
  country: z.string().nullable(),
  playerId: z.number().nullable(),
  attempts: z.number(),
  firstAt: z.string(),
  lastAt: z.string(),
});
export type TJurisdictionRefusal = z.infer<typeof ZJurisdictionRefusalSchema>;
export const ZJurisdictionRefusalListResponseSchema = ZSuccessSchema(
  z.object({ items: z.array(ZJurisdictionRefusalSchema), total: z.number() }),
);
export const ZJurisdictionRefusalQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  action: z.enum(JURISDICTION_ACTIONS).optional(),
});
