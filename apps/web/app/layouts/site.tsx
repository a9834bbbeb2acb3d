import { pageSeo } from '@app/brands';
import { Outlet } from 'react-router';
import { ServerErrorView } from '../components/error-views';
import { onMobileSite } from '../lib/mobile-site';
import type { SiteData } from '../site/frame/site-data';
import { redirectsMiddleware, supportMiddleware } from '../site/middleware/redirects';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/site';

export const middleware: Route.MiddlewareFunction[] = [supportMiddleware, redirectsMiddleware];

export async function loader({ context, request }: Route.LoaderArgs): Promise<SiteData> {
  const site = siteOf(context);
  const { brand, config } = site;
  // the footer names only the channels and hours staff set; the brand's e-mail when none is set
  const channels = (await site.server.support?.().catch(() => null))?.channels;
  return {
    brand: {
      appName: brand.appName,
      brandName: brand.brandName,
      legalName: brand.legalName,
      tagline: brand.tagline,
      description: brand.description,
      siteUrl: brand.siteUrl,
      miniGameScriptUrl: brand.miniGameScriptUrl,
    },
    support: {
      email: channels?.email ?? brand.support.email,
      hotline: channels?.hotline ?? null,
      hours: channels?.hours ?? null,
    },
    liveChat: config.LIVE_CHAT_LICENSE
      ? { license: config.LIVE_CHAT_LICENSE, appName: config.LIVE_CHAT_APP_NAME, group: brand.liveChatGroup }
      : null,
    head: {
      brandName: brand.brandName,
      siteUrl: brand.siteUrl,
      mobileSiteUrl: config.MOBILE_SITE_URL,
      onMobileSite: onMobileSite(request.url, config.MOBILE_SITE_URL),
      siteVerification: config.SITE_VERIFICATION,
      locale: site.locale,
      notFound: pageSeo(brand, 'error-404', site.locale, site.support),
      serverError: pageSeo(brand, 'error-500', site.locale, site.support),
    },
  };
}

/** Brand settings do not change between navigations; skip refetching them. */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/images/icons/icon-192.png' },
];

export default function SiteLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main className="min-h-dvh">
      <ServerErrorView />
    </main>
  );
}
