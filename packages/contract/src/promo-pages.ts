import { z } from 'zod';
import { ZInfoPageParamsSchema, ZInfoPageSaveRequestSchema, type ZSeoFieldsSchema } from './backoffice-content';
import type { ZContentBodySchema } from './content';
import { ZSuccessSchema } from './envelope';

/**
 * Promotion and event pages' CMS part (decision 104): an editor-written body shown below the
 * figures and terms generated from the rule (never instead of them) and the page's SEO fields,
 * saved as revisions of the info-page mechanism under the key `<kind>/<slug>`.
 */
export const PROMO_PAGE_KINDS = ['khuyen-mai', 'su-kien'] as const;
export type TPromoPageKind = (typeof PROMO_PAGE_KINDS)[number];

export const ZPromoPageParamsSchema = z.object({
  kind: z.enum(PROMO_PAGE_KINDS, { error: 'Loại trang không hợp lệ' }),
  slug: ZInfoPageParamsSchema.shape.key,
});
export const ZPromoPageRevisionParamsSchema = ZPromoPageParamsSchema.extend({
  revision: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

const ZPromoPageTextSchema = ZInfoPageSaveRequestSchema.pick({ bodyText: true, seo: true }).extend({
  bodyText: ZInfoPageSaveRequestSchema.shape.bodyText.default(''),
});

export const ZPromoPageSaveRequestSchema = ZPromoPageTextSchema.extend({
  /** the body and SEO fields in English (decision 170); null or absent: the English site shows the Vietnamese */
  en: ZPromoPageTextSchema.nullable().default(null),
  note: ZInfoPageSaveRequestSchema.shape.note,
  publish: ZInfoPageSaveRequestSchema.shape.publish,
});
export type TPromoPageSaveRequest = z.input<typeof ZPromoPageSaveRequestSchema>;

export const ZPromoPageSummarySchema = z.object({
  kind: z.enum(PROMO_PAGE_KINDS),
  slug: z.string(),
  /** the page's title generated from its rule */
  title: z.string(),
  /** the page's lead generated from its rule (the figures), shown above the body */
  summary: z.string(),
  revisions: z.number().int(),
  publishedRevision: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  lastSavedAt: z.string().nullable(),
});
export type TPromoPageSummary = z.infer<typeof ZPromoPageSummarySchema>;
export const ZPromoPageListResponseSchema = ZSuccessSchema(z.array(ZPromoPageSummarySchema));
export const ZPromoPageSummaryResponseSchema = ZSuccessSchema(ZPromoPageSummarySchema);

/** What the site adds to a promotion or event page: the brand's published revision. */
export interface TPublishedPromoPage {
  /** the language of the text: 'en' only when staff wrote the English version (decision 170) */
  locale: 'vi' | 'en';
  body: z.infer<typeof ZContentBodySchema> | [];
  seo: z.infer<typeof ZSeoFieldsSchema>;
  revision: number;
}
