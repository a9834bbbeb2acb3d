import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/*
 * A brand's support channels and the licence it holds, set by staff in the back office (audited)
 * (decision 125): the contact page lists only the channels configured, and the "giấy phép"
 * heading appears only with a licence behind it. Live chat is a channel only where the chat
 * widget's licence key is set (LIVE_CHAT_LICENSE), so a page never points at an icon that is not
 * there.
 */

const optional = (max: number, pattern?: RegExp, message?: string) => {
  const base = text()
    .trim()
    .max(max, { error: `Tối đa ${max} ký tự` });
  const checked = pattern ? base.regex(pattern, { error: message ?? 'Giá trị không hợp lệ' }) : base;
  return z.union([z.literal('').transform(() => null), checked]).nullable();
};

export const ZSupportChannelsSchema = z.object({
  /** a phone number players call, e.g. 1900 1234 */
  hotline: optional(20, /^\+?[\d .]{6,20}$/, 'Số hotline chỉ gồm chữ số, dấu cách, dấu chấm'),
  /** the Zalo number or official account link */
  zalo: optional(120),
  /** a Telegram username (@...) or t.me link */
  telegram: optional(
    120,
    /^(@[A-Za-z0-9_]{4,64}|https:\/\/t\.me\/[A-Za-z0-9_/]{4,100})$/,
    'Telegram là @tên hoặc liên kết https://t.me/...',
  ),
  email: optional(120, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email không hợp lệ'),
  /** opening hours as players read them, e.g. "24/7, kể cả ngày lễ" */
  hours: optional(120),
});

export const ZLicenceSchema = z.object({
  name: text().trim().min(2, { error: 'Nhập tên giấy phép' }).max(120),
  number: text().trim().min(1, { error: 'Nhập số giấy phép' }).max(60),
  regulator: text().trim().min(2, { error: 'Nhập cơ quan cấp phép' }).max(120),
  url: z
    .union([
      z.literal('').transform(() => null),
      text()
        .trim()
        .max(300)
        .regex(/^https:\/\/[^\s]+$/, { error: 'Liên kết giấy phép phải bắt đầu bằng https://' }),
    ])
    .nullable(),
});

export const ZSupportSettingsRequestSchema = z.object({
  channels: ZSupportChannelsSchema,
  /** null: the brand shows no licence and no "giấy phép" heading */
  licence: ZLicenceSchema.nullable(),
});
export type TSupportSettings = z.output<typeof ZSupportSettingsRequestSchema>;

export const ZSupportViewSchema = z.object({
  channels: z.object({
    hotline: z.string().nullable(),
    zalo: z.string().nullable(),
    telegram: z.string().nullable(),
    email: z.string().nullable(),
    hours: z.string().nullable(),
  }),
  licence: z
    .object({ name: z.string(), number: z.string(), regulator: z.string(), url: z.string().nullable() })
    .nullable(),
  /** the chat widget runs on the site (its licence key is set) */
  liveChat: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TSupportView = z.infer<typeof ZSupportViewSchema>;
export const ZSupportViewResponseSchema = ZSuccessSchema(ZSupportViewSchema);
