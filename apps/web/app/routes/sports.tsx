import { Link } from 'react-router';
import { CalendarIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { SectionHub } from '../components/section-hub';
import { LaunchPanel } from '../features/games/launch-panel';
import { vi } from '../i18n/vi';
import { SPORTS_PAGES } from '../lib/route-constants';
import { pageMeta } from '../lib/seo';
import { fixedPageFor, hubItems } from '../site/server/hub.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/sports';

const PROVIDERS = SPORTS_PAGES.filter((p) => !p.startsWith('the-thao-ao'));
const VIRTUAL = SPORTS_PAGES.filter((p) => p.startsWith('the-thao-ao'));

export function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const { key, page } = fixedPageFor(site, request);
  if (key === 'the-thao') {
    return {
      page,
      provider: null,
      providers: hubItems(site, '/the-thao', PROVIDERS),
      virtual: hubItems(site, '/the-thao', VIRTUAL),
    };
  }
  return { page, provider: key.slice('the-thao/'.length), providers: [], virtual: [] };
}

export default function Sports({ loaderData }: Route.ComponentProps) {
  const { page, provider, providers, virtual } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs}>
        <Link to="/lich-thi-dau" className="btn btn-ghost btn-sm mt-4">
          <CalendarIcon size={16} /> {vi.nav.schedule}
        </Link>
      </PageHeader>
      {provider ? (
        <LaunchPanel title={page.seo.h1} description={page.seo.description} provider={provider} category="the-thao" />
      ) : (
        <>
          <SectionHub items={providers} title={vi.lobby.providers} />
          <SectionHub items={virtual} title={vi.lobby.virtual} />
        </>
      )}
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
