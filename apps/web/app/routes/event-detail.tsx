import { refundPromotionSlug } from '@app/brands';
import { Link } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { AppBonusClaim } from '../features/events/app-bonus';
import { MissionRewards } from '../features/events/mission-rewards';
import { useEventWelcome } from '../features/events/welcome';
import { useCopy } from '../i18n/copy';
import { pageMeta } from '../lib/seo';
import { serverMiddleware } from '../site/middleware/server';
import { PromotionDetailView } from '../site/promotions/promotion-detail-view';
import { loadPromotionDetail } from '../site/promotions/promotions.server';
import { siteOf } from '../site/server/site.server';
import type { Route } from './+types/event-detail';

/** The events guard answers 404 for an unknown or inactive slug. */
export const middleware: Route.MiddlewareFunction[] = serverMiddleware('events');

export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadPromotionDetail(context, 'event', params.slug);
  if (!data) return null;
  const { brand } = siteOf(context);
  // The app bonus the events module pays is this brand figure (events.service appBonusAmount).
  return { ...data, slug: params.slug, appBonus: brand.figures.appBonusVnd, refundSlug: refundPromotionSlug(brand) };
}

function Extras({ slug, appBonus, refundSlug }: { slug: string; appBonus: number; refundSlug: string }) {
  const ev = useCopy('events');
  switch (slug) {
    case 'thuong-tai-app':
      return <AppBonusClaim amount={appBonus} />;
    case 'nhiem-vu':
      return <MissionRewards />;
    case 'hoan-tra-cuoc':
      return (
        <div>
          <Link to={`/khuyen-mai/${refundSlug}`} className="btn btn-outline btn-sm">
            {ev.refundLink}
          </Link>
        </div>
      );
    default:
      return null;
  }
}

function Welcome({ slug, title, summary }: { slug: string; title: string; summary: string }) {
  useEventWelcome(slug, title, summary);
  return null;
}

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { detail } = loaderData;
  const hasExtras = detail && ['thuong-tai-app', 'nhiem-vu', 'hoan-tra-cuoc'].includes(loaderData.slug);
  return (
    <>
      {detail && <Welcome slug={loaderData.slug} title={detail.title} summary={detail.summary} />}
      <PromotionDetailView data={loaderData} backTo="/su-kien">
        {hasExtras ? (
          <Extras slug={loaderData.slug} appBonus={loaderData.appBonus} refundSlug={loaderData.refundSlug} />
        ) : null}
      </PromotionDetailView>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);
export const ErrorBoundary = RouteErrorBoundary;
