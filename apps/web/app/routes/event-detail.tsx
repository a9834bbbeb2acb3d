import { PromotionDetailView } from '../components/promotion-detail-view';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { serverMiddleware } from '../features/site/middleware/server';
import { loadPromotionDetail } from '../features/site/promotions.server';
import { pageMeta } from '../features/site/seo';
import type { Route } from './+types/event-detail';

/** The events guard answers 404 for an unknown or inactive slug. */
export const middleware: Route.MiddlewareFunction[] = serverMiddleware('events');

export function loader({ context, params }: Route.LoaderArgs) {
  return loadPromotionDetail(context, 'event', params.slug);
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  return loaderData ? <PromotionDetailView data={loaderData} backTo="/su-kien" /> : null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
