import { RouteErrorBoundary } from '../components/route-error-boundary';
import { pageMeta } from '../lib/seo';
import { PromotionListView } from '../site/promotions/promotion-list-view';
import { loadPromotionList } from '../site/promotions/promotions.server';
import type { Route } from './+types/events';

export function loader({ context }: Route.LoaderArgs) {
  return loadPromotionList(context, 'event');
}

export default function Events({ loaderData }: Route.ComponentProps) {
  return <PromotionListView page={loaderData.page} list={loaderData.list} basePath="/su-kien" />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
