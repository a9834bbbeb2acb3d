import { brandPromotionSlugs, EVENT_SLUGS } from '@app/brands';
import { SLUG_PATTERN } from '@app/contract';
import type { RouterContextProvider } from 'react-router';
import { type PromotionKind, promotionsFor } from '../../lib/lookups';
import { notFound } from '../../lib/not-found';
import { siteOf } from '../server/site.server';
import { guardContext } from './guard-context';
import type { ServerMiddleware } from './registry';

/**
 * Whether a promotion or event slug is live. The promotions module decides when it is
 * wired in; until then the brand's named pages of product.md section 2 are the known slugs.
 */
export async function isActiveSlug(
  context: Readonly<RouterContextProvider>,
  kind: PromotionKind,
  slug: string,
): Promise<boolean> {
  if (!SLUG_PATTERN.test(slug)) return false;
  const { server, brand } = siteOf(context);
  const module = promotionsFor(server, kind);
  if (module) return (await module.find(kind, slug)) !== null;
  const named: readonly string[] = kind === 'promotion' ? brandPromotionSlugs(brand) : EVENT_SLUGS;
  return named.includes(slug);
}

/**
 * Guards a detail page: an unknown or inactive slug answers 404. The 404 is thrown after
 * the loaders ran (they skip their work when told) so that React Router renders it in the
 * page's own error boundary, inside the site frame, rather than at the root.
 */
function detailGuard(kind: PromotionKind): ServerMiddleware {
  return async ({ context, params, request }, next) => {
    if (await isActiveSlug(context, kind, params.slug ?? '')) return next();
    context.set(guardContext, { notFound: true });
    await next();
    notFound(request);
  };
}

export const promotionsGuard = detailGuard('promotion');
export const eventsGuard = detailGuard('event');
