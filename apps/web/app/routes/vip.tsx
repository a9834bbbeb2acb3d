import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { VipPage } from '../features/vip';
import { copyFor, useCopy } from '../i18n/copy';
import { pageMeta } from '../lib/seo';
import { translatedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/vip';

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context);
  const copy = copyFor(site.locale, 'vip');
  // A guest's page is complete without script (decision 116): the ladder comes with the HTML.
  const program = (await site.server.vip?.program()) ?? null;
  const page = translatedPage(site, {
    path: '/vip',
    section: 'events',
    title: copy.title,
    description: program?.texts.summary ?? copy.intro,
  });
  return { page, program };
}

export default function Vip({ loaderData }: Route.ComponentProps) {
  const { page, program } = loaderData;
  const copy = useCopy('vip');
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={copy.intro} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container pb-10">
        <VipPage program={program} />
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
