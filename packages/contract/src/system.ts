import { z } from 'zod';
import { ZSuccessSchema } from './envelope';

export const APP_NAMES = ['xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08'] as const;
export const ZAppNameSchema = z.enum(APP_NAMES);
export type TAppName = z.infer<typeof ZAppNameSchema>;

/** What the site receives at start-up from GET /api/system/configurations. */
export const ZSystemConfigurationsSchema = z.object({
  MISSION_REQUIRE_FIRST_DEPOSIT: z.boolean(),
  MISSION_REQUIRE_PHONE_VERIFICATION: z.boolean(),
  APP_NAME: ZAppNameSchema,
  BRAND_NAME: z.string(),
  SITE_URL: z.string(),
  /** The brand's mobile host (origin), on which the site renders its phone layout; null when there is none. */
  MOBILE_SITE_URL: z.string().nullable(),
  REFRESH_INTERVAL_SECONDS: z.number().int().positive(),
  LIVE_CHAT_LICENSE: z.string().nullable(),
  LIVE_CHAT_APP_NAME: z.string().nullable(),
  SITE_VERIFICATION: z.string().nullable(),
  /** The site's analytics tag ids (`analytics.ts`); null loads nothing. */
  ANALYTICS_SITE_CODE: z.string().nullable(),
  /** No analytics tags or events on account and game pages. */
  ANALYTICS_SKIP_PRIVATE_PAGES: z.boolean(),
  MAINTENANCE_MODE: z.boolean(),
  /** Where the codes the SMS sandbox "sent" can be read (/sandbox/inbox); null once a real SMS provider is set. */
  SANDBOX_INBOX_URL: z.string().nullable(),
});
export type TSystemConfigurations = z.infer<typeof ZSystemConfigurationsSchema>;

export const ZSystemConfigurationsResponseSchema = ZSuccessSchema(ZSystemConfigurationsSchema);
