import { PromotionListView } from '../components/promotion-list-view';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadPromotionList } from '../features/site/promotions.server';
import { pageMeta } from '../features/site/seo';
import type { Route } from './+types/events';

export function loader({ context }: Route.LoaderArgs) {
  return loadPromotionList(context, 'event');
}

export default function Events({ loaderData }: Route.ComponentProps) {
  return <PromotionListView page={loaderData.page} list={loaderData.list} basePath="/su-kien" />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
