import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { MissionsPage } from '../features/missions/missions-page';
import { pageMeta } from '../lib/seo';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/missions';

export function loader({ context }: Route.LoaderArgs) {
  return { page: fixedPage(siteOf(context), 'nhiem-vu') };
}

/** The tabs and filters change only the query string: the page's head data stays the same. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Missions({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <MissionsPage />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
