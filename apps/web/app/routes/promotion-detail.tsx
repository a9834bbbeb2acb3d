import { RouteErrorBoundary } from '../components/route-error-boundary';
import { pageMeta } from '../lib/seo';
import { serverMiddleware } from '../site/middleware/server';
import { PromotionDetailView } from '../site/promotions/promotion-detail-view';
import { loadPromotionDetail } from '../site/promotions/promotions.server';
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
