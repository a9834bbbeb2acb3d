import { RouteErrorBoundary } from '../components/route-error-boundary';
import { notFound } from '../lib/not-found';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/not-found';

/** Any path no route answers: 404 with the not-found page and 'Page Not Found: {path}'. */
export function loader({ request }: Route.LoaderArgs): never {
  notFound(request);
}

export default function NotFound() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
