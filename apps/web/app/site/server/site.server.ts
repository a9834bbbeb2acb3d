import { type Brand, brandIn, fillTemplate, getBrand, supportPhrase } from '@app/brands';
import type { TSystemConfigurations } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import { type ServerContext, serverContext, supportHoursContext } from '../../lib/context';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';

export interface Site {
  server: ServerContext;
  config: TSystemConfigurations;
  /** the brand in the page's language, its description's `{support}` filled */
  brand: Brand;
  /** `{support}` and `{Support}` of the copy, from the support hours staff set (issue 30) */
  support: Record<'support' | 'Support', string>;
  /** The request's language: '/en/...' is English (decision 145). */
  locale: Locale;
}

export function brandFromConfig(config: TSystemConfigurations): Brand {
  return getBrand(config.APP_NAME, { brandName: config.BRAND_NAME, siteUrl: config.SITE_URL });
}

/** The server context, configuration and brand of the current request. */
export function siteOf(context: Readonly<RouterContextProvider>): Site {
  const server = context.get(serverContext);
  const config = server.configurations();
  const locale = server.locale ?? DEFAULT_LOCALE;
  const support = supportPhrase(context.get(supportHoursContext), locale);
  // the footer's and structured data's tagline and description in the page's language (decision 170)
  const brand = brandIn(brandFromConfig(config), locale);
  return {
    server,
    config,
    brand: { ...brand, description: fillTemplate(brand.description, brand, support) },
    support,
    locale,
  };
}
