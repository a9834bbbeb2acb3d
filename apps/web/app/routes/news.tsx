import { EmptyState } from '../components/empty-state';
import { NewsCard } from '../components/news-card';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { pageParam } from '../features/games/lobby';
import { Pagination } from '../features/games/lobby-view';
import { notFound } from '../lib/not-found';
import { pageMeta } from '../lib/seo';
import { fillSummary } from '../site/server/content.server';
import { fixedPage } from '../site/server/page.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/news';

const PER_PAGE = 9;

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = siteOf(context);
  const pageNo = pageParam(new URL(request.url));
  if (pageNo === null) notFound(request);
  const page = fixedPage(site, 'tin-tuc');
  const result = await site.server.content
    ?.newsList(pageNo, PER_PAGE)
    .catch((error: unknown) => console.error('news list failed', error));
  if (!result) return { page, state: 'error' as const, items: [], pagination: null };
  const { items, pagination } = result;
  if (pageNo > pagination.totalPages) notFound(request);
  if (pageNo > 1) {
    const canonical = `${page.seo.canonical}?page=${pageNo}`;
    page.seo = { ...page.seo, title: `${page.seo.title} – Trang ${pageNo}`, canonical };
  }
  return { page, state: 'ok' as const, items: items.map((a) => fillSummary(site, a)), pagination };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { page, state, items, pagination } = loaderData;
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6">
        {state === 'error' && <EmptyState kind="error" />}
        {state === 'ok' && items.length === 0 && <EmptyState kind="updating" />}
        {items.length > 0 && (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((article, i) => (
              <li key={article.slug}>
                <NewsCard article={article} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {pagination && <Pagination page={pagination.page} totalPages={pagination.totalPages} />}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
