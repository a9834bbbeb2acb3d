import { ContentBlocks } from '../components/content-blocks';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { LuckySpinPanel, OddsTable } from '../features/events/lucky-spin';
import { useCopy } from '../i18n/copy';
import { notFound } from '../lib/not-found';
import { pageMeta } from '../lib/seo';
import { loadPromotionDetail } from '../site/promotions/promotions.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/lucky-spin';

const SLUG = 'vong-quay-may-man';

/** The lucky spin: the wheel and its odds come from the events module; the page 404s without it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { server } = siteOf(context);
  const [data, wheel] = await Promise.all([
    loadPromotionDetail(context, 'event', SLUG),
    server.events ? server.events.luckySpin() : Promise.resolve(null),
  ]);
  if (!data?.detail || !wheel) notFound(request);
  return { ...data, wheel };
}

export default function LuckySpin({ loaderData }: Route.ComponentProps) {
  const ev = useCopy('events');
  const { page, detail, wheel } = loaderData;
  // No welcome popup here (other event pages have one): it would cover the wheel, and the page
  // already says what the event is beside it.
  return (
    <>
      <PageHeader h1={page.seo.h1} h2={page.seo.h2} breadcrumbs={page.seo.breadcrumbs} />
      <div className="site-container mt-6">
        {wheel && wheel.prizes.length > 0 ? (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-10">
            <LuckySpinPanel wheel={wheel} />
            <div className="grid gap-6">
              <p className="text-lg text-ink-200">{detail?.summary}</p>
              <OddsTable wheel={wheel} />
              <section className="card p-4 md:p-5">
                <h2 className="text-lg font-bold text-white">{ev.spin.terms}</h2>
                <ContentBlocks blocks={[{ type: 'ul', items: wheel.terms }]} />
              </section>
            </div>
          </div>
        ) : (
          <EmptyState kind="updating" />
        )}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
