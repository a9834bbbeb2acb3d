import { type Brand, getBrand } from '@app/brands';
import type { TSystemConfigurations } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import { type ServerContext, serverContext } from '../../lib/context';
import { DEFAULT_LOCALE, type Locale } from '../../lib/locale';

export interface Site {
  server: ServerContext;
  config: TSystemConfigurations;
  brand: Brand;
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
  return { server, config, brand: brandFromConfig(config), locale: server.locale ?? DEFAULT_LOCALE };
}
