import { RouteErrorBoundary } from '../components/route-error-boundary';
import { pageMeta } from '../lib/seo';
import { PromotionListView } from '../site/promotions/promotion-list-view';
import { loadPromotionList } from '../site/promotions/promotions.server';
import type { Route } from './+types/promotions';

export function loader({ context }: Route.LoaderArgs) {
  return loadPromotionList(context, 'promotion');
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionListView page={loaderData.page} list={loaderData.list} basePath="/khuyen-mai" />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
