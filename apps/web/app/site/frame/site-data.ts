import { useRouteLoaderData } from 'react-router';
import { SITE_ROUTE_ID, type SiteHead } from '../../lib/seo';
import type { LiveChatConfig } from './live-chat';

/** Brand data the browser needs (a small subset of @app/brands, so it stays off the bundle). */
export interface SiteBrand {
  appName: string;
  brandName: string;
  legalName: string;
  tagline: string;
  description: string;
  siteUrl: string;
  miniGameScriptUrl: string | null;
}

/** The footer's support line, from the channels staff configured (decision 125). */
export interface SiteSupport {
  email: string;
  hotline: string | null;
  hours: string | null;
}

export interface SiteData {
  brand: SiteBrand;
  support: SiteSupport;
  liveChat: LiveChatConfig | null;
  head: SiteHead;
}

/** The site layout's data, available to every page and layout below it. */
export function useSite(): SiteData {
  const data = useRouteLoaderData(SITE_ROUTE_ID) as SiteData | undefined;
  if (!data) throw new Error('useSite() used outside the site layout');
  return data;
}

export function useOptionalSite(): SiteData | undefined {
  return useRouteLoaderData(SITE_ROUTE_ID) as SiteData | undefined;
}
