import { Link } from 'react-router';
import { ContentBlocks } from '../components/content-blocks';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { serverMiddleware } from '../features/site/middleware/server';
import { loadPromotionDetail } from '../features/site/promotions.server';
import { pageMeta } from '../features/site/seo';
import type { Route } from './+types/promotion-detail';

/** The promotions guard answers 404 for an unknown or inactive slug. */
export const middleware: Route.MiddlewareFunction[] = serverMiddleware('promotions');

export function loader({ context, params }: Route.LoaderArgs) {
  return loadPromotionDetail(context, 'promotion', params.slug);
}

export default function PromotionDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { page, detail } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6 max-w-3xl">
        {detail ? (
          <>
            <p className="text-lg text-ink-200">{detail.summary}</p>
            <ContentBlocks blocks={detail.body} />
          </>
        ) : (
          <EmptyState
            kind="updating"
            action={
              <Link to="/khuyen-mai" className="btn btn-outline btn-sm">
                {page.seo.breadcrumbs[1]?.name}
              </Link>
            }
          />
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
