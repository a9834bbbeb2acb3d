import { z } from 'zod';
import { ZContentBodySchema } from './content';
import { ZSuccessSchema } from './envelope';
import { MISSION_CONDITIONS, MISSION_TYPES, ZMissionSchema } from './missions';
import { ZPromotionRuleSchema } from './promotions';
import { englishText, text } from './text';

/*
 * The back office's content screens (decision 099): games and providers, gift-code batches,
 * missions and the info pages of the CMS.
 */

// ─── providers ───────────────────────────────────────────────────────────────────────────

export const ZStaffProviderSchema = z.object({
  code: z.string(),
  name: z.string(),
  signAlg: z.enum(['hmac-sha256', 'rsa-sha256']),
  enabled: z.boolean(),
  /** whether an HMAC secret is stored (sealed at rest, decision 107): no part of it ever leaves the server */
  secretSet: z.boolean(),
  publicKeySet: z.boolean(),
  /** when staff last set the provider's key, and who (null: set by the platform itself) */
  keyChangedAt: z.string().nullable(),
  keyChangedBy: z.string().nullable(),
  /** catalogue games of the provider's studios, and how many of them are shown */
  games: z.number().int(),
  shownGames: z.number().int(),
  updatedAt: z.string(),
});
export type TStaffProvider = z.infer<typeof ZStaffProviderSchema>;
export const ZStaffProviderListResponseSchema = ZSuccessSchema(z.array(ZStaffProviderSchema));
export const ZStaffProviderResponseSchema = ZSuccessSchema(ZStaffProviderSchema);
export const ZProviderCodeParamsSchema = z.object({
  code: text().regex(/^[a-z0-9_-]{2,32}$/, { error: 'Nhà cung cấp không tồn tại' }),
});
export const ZStaffProviderUpdateRequestSchema = z
  .object({
    enabled: z.boolean().optional(),
    /** a new HMAC secret (write only) */
    secret: text()
      .trim()
      .min(24, { error: 'Khóa bí mật tối thiểu 24 ký tự' })
      .max(256)
      .regex(/^[A-Za-z0-9_\-+/=]+$/, { error: 'Khóa bí mật chỉ gồm chữ, số và - _ + / =' })
      .optional(),
    /** a new PEM public key for RSA-SHA256 signatures (write only) */
    publicKey: text({ multiline: true })
      .trim()
      .max(4000)
      .regex(/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/, {
        error: 'Khóa công khai phải ở dạng PEM (BEGIN PUBLIC KEY)',
      })
      .optional(),
  })
  .refine((b) => b.enabled !== undefined || b.secret !== undefined || b.publicKey !== undefined, {
    error: 'Không có thay đổi nào',
  });
export type TStaffProviderUpdateRequest = z.input<typeof ZStaffProviderUpdateRequestSchema>;

// ─── games ───────────────────────────────────────────────────────────────────────────────

export const ZStaffGameSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** the English title (decision 177); null: the English site shows the Vietnamese */
  titleEn: z.string().nullable(),
  image: z.string(),
  /** whether the picture is one staff uploaded (else the generated thumbnail) */
  uploadedImage: z.boolean(),
  partnerCode: z.string(),
  partnerName: z.string(),
  providerCode: z.string(),
  providerEnabled: z.boolean(),
  categories: z.array(z.string()),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sortOrder: z.number().int(),
});
export type TStaffGame = z.infer<typeof ZStaffGameSchema>;
export const ZStaffGameListResponseSchema = ZSuccessSchema(z.array(ZStaffGameSchema));
export const ZStaffGameResponseSchema = ZSuccessSchema(ZStaffGameSchema);
export const ZStaffGameParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/**
 * An English name in a partial update (decision 177): absent leaves it as it is, empty or null
 * removes it (the English site then shows the Vietnamese).
 */
const englishRename = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const ZStaffGameUpdateRequestSchema = z
  .object({
    /** the Vietnamese title players read (staff renaming keeps it through a re-seed) */
    title: text().trim().min(2, { error: 'Tên trò chơi từ 2 đến 80 ký tự' }).max(80).optional(),
    titleEn: englishRename(80),
    enabled: z.boolean().optional(),
    isHot: z.boolean().optional(),
    isNew: z.boolean().optional(),
    sortOrder: z.number().int().min(0, { error: 'Thứ tự từ 0 đến 100000' }).max(100_000).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Không có thay đổi nào' });
export type TStaffGameUpdateRequest = z.input<typeof ZStaffGameUpdateRequestSchema>;

/** A lobby (the studio players read on each game's card) or a category, with its names (decision 177). */
export const ZStaffGameNameSchema = z.object({
  kind: z.enum(['partner', 'category']),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** a category's section, null for a section and for lobbies */
  parent: z.string().nullable(),
  /** whether staff named it (the demo seed then keeps the names) */
  renamed: z.boolean(),
});
export type TStaffGameName = z.infer<typeof ZStaffGameNameSchema>;
export const ZStaffGameNameListResponseSchema = ZSuccessSchema(z.array(ZStaffGameNameSchema));
export const ZStaffGameNameResponseSchema = ZSuccessSchema(ZStaffGameNameSchema);
export const ZStaffGameNameParamsSchema = z.object({
  kind: z.enum(['partner', 'category']),
  code: text()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(64),
});
export const ZStaffGameNameUpdateRequestSchema = z.object({
  name: text().trim().min(2, { error: 'Tên từ 2 đến 60 ký tự' }).max(60, { error: 'Tên từ 2 đến 60 ký tự' }),
  nameEn: englishText(60),
});
export type TStaffGameNameUpdateRequest = z.input<typeof ZStaffGameNameUpdateRequestSchema>;

/** Largest game picture accepted (bytes). */
export const GAME_IMAGE_MAX_BYTES = 512 * 1024;
export const GameImageMessage = {
  GAME_IMAGE_INVALID: 'Ảnh phải là JPEG, PNG hoặc WebP, tối đa 512 KB',
} as const;
export const ZStaffGameImageRequestSchema = z.object({
  /** data:image/(png|jpeg|webp);base64,... — the bytes are checked, not this claim */
  image: text()
    .max(Math.ceil((GAME_IMAGE_MAX_BYTES * 4) / 3) + 64, { error: GameImageMessage.GAME_IMAGE_INVALID })
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, { error: GameImageMessage.GAME_IMAGE_INVALID }),
});
export const ZGameImageParamsSchema = z.object({
  file: text().regex(/^\d{1,10}-[a-f0-9]{16}\.(png|jpg|webp)$/, { error: 'Không tìm thấy ảnh' }),
});

// ─── promotions, gift codes, missions ───────────────────────────────────────────────────

/** What the player will read for a rule, generated by the server from the rule itself. */
export const ZPromotionPreviewRequestSchema = z.object({ rule: ZPromotionRuleSchema });
export const ZPromotionPreviewResponseSchema = ZSuccessSchema(
  z.object({ title: z.string(), summary: z.string(), terms: z.array(z.string()) }),
);

export const ZGiftcodeBatchSchema = z.object({
  batchId: z.string(),
  codes: z.number().int(),
  /** codes still redeemable (not used up, not expired) */
  open: z.number().int(),
  redeemed: z.number().int(),
  amount: z.number().int(),
  turnover: z.number().int(),
  expiresAt: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type TGiftcodeBatch = z.infer<typeof ZGiftcodeBatchSchema>;
export const ZGiftcodeBatchListResponseSchema = ZSuccessSchema(z.array(ZGiftcodeBatchSchema));
export const ZGiftcodeBatchParamsSchema = z.object({
  batchId: text().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Lô mã không tồn tại' }),
});
export const ZGiftcodeBatchForfeitResponseSchema = ZSuccessSchema(z.object({ forfeited: z.number().int() }));

export const ZStaffMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** the English staff wrote (decision 170); null: the English site generates or shows the Vietnamese */
  titleEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  type: z.enum(['DAILY', 'PERIOD']),
  conditionType: z.string(),
  target: z.number().int(),
  reward: z.number().int(),
  featured: z.boolean(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** the mission exactly as the player's mission list receives it (no progress) */
  player: ZMissionSchema,
});
export type TStaffMission = z.infer<typeof ZStaffMissionSchema>;
export const ZStaffMissionListResponseSchema = ZSuccessSchema(z.array(ZStaffMissionSchema));
export const ZStaffMissionResponseSchema = ZSuccessSchema(ZStaffMissionSchema);
export const ZStaffMissionParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const ZStaffMissionUpdateRequestSchema = z.object({
  title: text().trim().min(3, { error: 'Tên nhiệm vụ tối thiểu 3 ký tự' }).max(120),
  description: text({ multiline: true }).trim().max(500),
  /** the English title and description (decision 170); empty or absent: none */
  titleEn: englishText(120),
  descriptionEn: englishText(500, true),
  target: z.number().int().min(1, { error: 'Mục tiêu phải lớn hơn 0' }).max(10_000_000_000),
  reward: z.number().int().min(1_000, { error: 'Thưởng tối thiểu 1.000 ₫' }).max(100_000_000),
  featured: z.boolean(),
  enabled: z.boolean(),
});
export type TStaffMissionUpdateRequest = z.input<typeof ZStaffMissionUpdateRequestSchema>;

/**
 * A new mission (decision 103): the rule (period, condition, target, reward); the player's title
 * and description are generated from it by the server, so the figures players read are the ones
 * checked. A check-in is a daily mission of target 1. Disabled, it is a draft staff see.
 */
export const ZStaffMissionCreateRequestSchema = z
  .object({
    code: text()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/, {
        error: 'Mã gồm 3-64 chữ thường không dấu, số hoặc dấu gạch ngang',
      }),
    type: z.enum(MISSION_TYPES),
    conditionType: z.enum(MISSION_CONDITIONS),
    target: z.number().int().min(1, { error: 'Mục tiêu phải lớn hơn 0' }).max(10_000_000_000),
    reward: z.number().int().min(1_000, { error: 'Thưởng tối thiểu 1.000 ₫' }).max(100_000_000),
    featured: z.boolean(),
    enabled: z.boolean(),
  })
  .refine((m) => m.conditionType !== 'DAILY_CHECK_IN' || (m.type === 'DAILY' && m.target === 1), {
    error: 'Điểm danh là nhiệm vụ hằng ngày với mục tiêu 1 lần',
    path: ['conditionType'],
  })
  .refine((m) => m.conditionType === 'DAILY_CHECK_IN' || m.target >= 10_000, {
    error: 'Mục tiêu tối thiểu 10.000 ₫',
    path: ['target'],
  });
export type TStaffMissionCreateRequest = z.input<typeof ZStaffMissionCreateRequestSchema>;

// ─── info pages (CMS) ────────────────────────────────────────────────────────────────────

/**
 * A page's search-engine fields set in the CMS (decision 103); empty ones keep the page's
 * defaults from `@app/brands`. `noindex` asks search engines to leave the page out.
 */
export const ZSeoFieldsSchema = z.object({
  title: text().trim().max(70, { error: 'Tiêu đề SEO tối đa 70 ký tự' }).default(''),
  description: text().trim().max(170, { error: 'Mô tả SEO tối đa 170 ký tự' }).default(''),
  noindex: z.boolean().default(false),
});
export type TSeoFields = z.infer<typeof ZSeoFieldsSchema>;
const ZStoredSeoSchema = z.object({ title: z.string(), description: z.string(), noindex: z.boolean() });

export const ZInfoPageFaqSchema = z.array(z.object({ question: z.string(), answer: z.string() })).max(60);

/** A revision's English version (decision 163): the English site shows it, else the Vietnamese. */
export const ZInfoPageEnglishSchema = z.object({
  intro: z.string(),
  body: ZContentBodySchema.or(z.array(z.never()).length(0)),
  faq: ZInfoPageFaqSchema,
  seo: ZStoredSeoSchema,
});
export type TInfoPageEnglish = z.infer<typeof ZInfoPageEnglishSchema>;

/** One saved version of an info page; the site shows the page's published revision. */
export const ZInfoPageRevisionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  intro: z.string(),
  body: ZContentBodySchema.or(z.array(z.never()).length(0)),
  faq: ZInfoPageFaqSchema,
  seo: ZStoredSeoSchema,
  /** the English version staff wrote, or null */
  en: ZInfoPageEnglishSchema.nullable(),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  published: z.boolean(),
});
export type TInfoPageRevision = z.infer<typeof ZInfoPageRevisionSchema>;

export const ZInfoPageSummarySchema = z.object({
  key: z.string(),
  revisions: z.number().int(),
  publishedRevision: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  lastSavedAt: z.string().nullable(),
});
export type TInfoPageSummary = z.infer<typeof ZInfoPageSummarySchema>;
export const ZInfoPageListResponseSchema = ZSuccessSchema(z.array(ZInfoPageSummarySchema));
export const ZInfoPageRevisionsResponseSchema = ZSuccessSchema(z.array(ZInfoPageRevisionSchema));
export const ZInfoPageRevisionResponseSchema = ZSuccessSchema(ZInfoPageRevisionSchema);
export const ZInfoPageParamsSchema = z.object({
  key: text()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Trang không tồn tại' })
    .max(60),
});
export const ZInfoPageRevisionParamsSchema = ZInfoPageParamsSchema.extend({
  revision: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
const ZInfoPageTextSchema = z.object({
  intro: text({ multiline: true }).trim().min(10, { error: 'Đoạn mở đầu tối thiểu 10 ký tự' }).max(1000),
  /** the body in the editor's plain form (see bodyFromText) */
  bodyText: text({ multiline: true }).trim().max(50_000),
  faq: z
    .array(
      z.object({
        question: text().trim().min(5, { error: 'Câu hỏi tối thiểu 5 ký tự' }).max(300),
        answer: text({ multiline: true }).trim().min(5, { error: 'Câu trả lời tối thiểu 5 ký tự' }).max(2000),
      }),
    )
    .max(60)
    .default([]),
  seo: ZSeoFieldsSchema.default({ title: '', description: '', noindex: false }),
});
export const ZInfoPageSaveRequestSchema = ZInfoPageTextSchema.extend({
  /** the page in English (decision 163); null or absent: the English site shows the Vietnamese */
  en: ZInfoPageTextSchema.nullable().default(null),
  note: text().trim().max(200).default(''),
  /** publish this revision at once (else it is a draft) */
  publish: z.boolean().default(false),
});
export type TInfoPageSaveRequest = z.input<typeof ZInfoPageSaveRequestSchema>;

/** An info page as the site renders it: the published revision of the brand, in the language served. */
export interface TPublishedInfoPage {
  /** the language of the text: 'en' only when staff wrote the English version */
  locale: 'vi' | 'en';
  intro: string;
  body: z.infer<typeof ZContentBodySchema> | [];
  faq: { question: string; answer: string }[];
  seo: TSeoFields;
  revision: number;
}

/** The info pages staff may edit: the site's fixed pages whose text used to live only in code. */
export const INFO_PAGE_KEYS = [
  'gioi-thieu',
  'dieu-khoan-dieu-kien',
  'chinh-sach-bao-mat',
  'huong-dan-nap-tien',
  'huong-dan-rut-tien',
  'huong-dan-dang-ky',
  'code-tan-thu',
  'huong-dan-nhan-gift-code',
  'cau-hoi-thuong-gap',
  'choi-co-trach-nhiem',
] as const;
