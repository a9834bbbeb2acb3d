import { PromotionListView } from '../components/promotion-list-view';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { loadPromotionList } from '../features/site/promotions.server';
import { pageMeta } from '../features/site/seo';
import type { Route } from './+types/promotions';

export function loader({ context }: Route.LoaderArgs) {
  return loadPromotionList(context, 'promotion');
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  return <PromotionListView page={loaderData.page} list={loaderData.list} basePath="/khuyen-mai" />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
