import { z } from 'zod';
import { ZSuccessSchema } from './envelope';
import { text } from './text';

/*
 * The home page's banner carousel in the CMS (decision 103): per brand, every save a revision,
 * one published. A promotion slide takes its title, text and picture from the promotion's
 * enforced rule (figures are never typed for a banner); a link slide points at a page of the
 * site (an event, a game lobby) with the editor's words.
 */

const SLUG = /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/;

export const ZHomeBannerSlideSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('promotion'),
    slug: text().trim().regex(SLUG, { error: 'Chọn một khuyến mãi' }),
  }),
  z.object({
    kind: z.literal('link'),
    href: text()
      .trim()
      .regex(/^\/[a-z0-9/-]*$/, { error: 'Liên kết là một đường dẫn trong trang, bắt đầu bằng /' })
      .max(200),
    title: text().trim().min(3, { error: 'Tiêu đề tối thiểu 3 ký tự' }).max(80, { error: 'Tiêu đề tối đa 80 ký tự' }),
    text: text().trim().max(160, { error: 'Mô tả tối đa 160 ký tự' }),
    image: text()
      .trim()
      .regex(/^\/images\/[a-z0-9/_.-]+\.(svg|png|jpg|jpeg|webp)$/, { error: 'Ảnh là một tệp trong /images/' })
      .nullable(),
  }),
]);
export type THomeBannerSlide = z.infer<typeof ZHomeBannerSlideSchema>;

export const ZHomeBannerSlidesSchema = z
  .array(ZHomeBannerSlideSchema)
  .min(1, { error: 'Cần ít nhất một banner' })
  .max(10, { error: 'Tối đa 10 banner' });

/** A slide as the player's carousel shows it. */
export const ZHomeBannerSchema = z.object({
  href: z.string(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
});
export type THomeBanner = z.infer<typeof ZHomeBannerSchema>;

export const ZHomeBannerRevisionSchema = z.object({
  id: z.number().int(),
  slides: z.array(ZHomeBannerSlideSchema),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  published: z.boolean(),
});
export type THomeBannerRevision = z.infer<typeof ZHomeBannerRevisionSchema>;

export const ZHomeBannerSaveRequestSchema = z.object({
  slides: ZHomeBannerSlidesSchema,
  note: text().trim().max(200).default(''),
  publish: z.boolean().default(false),
});
export type THomeBannerSaveRequest = z.input<typeof ZHomeBannerSaveRequestSchema>;

export const ZHomeBannerPreviewRequestSchema = z.object({ slides: ZHomeBannerSlidesSchema });
export const ZHomeBannerRevisionParamsSchema = z.object({
  revision: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const ZHomeBannerRevisionsResponseSchema = ZSuccessSchema(z.array(ZHomeBannerRevisionSchema));
export const ZHomeBannerRevisionResponseSchema = ZSuccessSchema(ZHomeBannerRevisionSchema);
export const ZHomeBannerPreviewResponseSchema = ZSuccessSchema(z.array(ZHomeBannerSchema));

export const HomeBannerMessage = {
  BANNER_PROMOTION_NOT_FOUND: 'Banner trỏ tới một khuyến mãi không tồn tại',
  REVISION_NOT_FOUND: 'Không tìm thấy phiên bản',
} as const;
