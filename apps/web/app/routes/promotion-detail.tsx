import { PromotionDetailView } from '../components/promotion-detail-view';
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
  return loaderData ? <PromotionDetailView data={loaderData} backTo="/khuyen-mai" /> : null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
