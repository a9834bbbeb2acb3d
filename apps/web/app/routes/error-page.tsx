import { data } from 'react-router';
import { NotFoundView, ServerErrorView } from '../components/error-views';
import { stripLocale } from '../lib/locale';
import { pageMeta } from '../lib/seo';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/error-page';

/** /404 and /500: the error pages themselves, answered with their own status. */
export function loader({ context, request }: Route.LoaderArgs) {
  const is404 = stripLocale(new URL(request.url).pathname).startsWith('/404');
  const page = fixedPage(siteOf(context), is404 ? 'error-404' : 'error-500');
  return data({ page, is404 }, { status: is404 ? 404 : 500 });
}

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return loaderData.is404 ? <NotFoundView /> : <ServerErrorView />;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
