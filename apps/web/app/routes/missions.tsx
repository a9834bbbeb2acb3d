import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { MissionsPage } from '../features/missions/missions-page';
import { pageMeta } from '../lib/seo';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/missions';

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  // A guest's page is complete without script (decision 116): the rules come with the HTML.
  const catalogue = (await site.server.missions?.catalogue()) ?? null;
  return { page: fixedPage(site, 'nhiem-vu'), catalogue };
}

/** The tabs and filters change only the query string: the page's head data stays the same. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Missions({ loaderData }: Route.ComponentProps) {
  const { page, catalogue } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <MissionsPage catalogue={catalogue} />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
