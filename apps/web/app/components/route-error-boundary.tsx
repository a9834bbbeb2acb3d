import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundView, ServerErrorView } from './error-views';

/**
 * The ErrorBoundary every page exports: a 404 (unknown slug, failed route validation,
 * guard refusal) shows the not-found page inside the page's layout; anything else the
 * server-error page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ServerErrorView />;
}
