import type { TPromotion } from '@app/contract';
import { AppError } from '../../http/errors';
import { texts } from '../../http/locale';
import { promotionCoverPath } from '../content/content.covers';
import type { PromotionsService } from './promotions.service';

type SiteKind = 'promotion' | 'event';

function summary(p: TPromotion) {
  return {
    slug: p.slug,
    kind: 'promotion' as const,
    title: p.title,
    summary: p.summary,
    image: promotionCoverPath(p.rule.kind),
    endsAt: null,
    // chosen at the first deposit: its page's deposit button preselects it (decision 125)
    firstDeposit: p.rule.kind === 'first_deposit',
  };
}

/**
 * The promotions the player site lists and guards (apps/web/app/features/site/lookups.ts).
 * Texts come from the rule the server enforces; events have no module yet, so none are listed.
 */
export function sitePromotions(promotions: PromotionsService) {
  return {
    kinds: ['promotion'] as const,
    async list(kind: SiteKind) {
      if (kind !== 'promotion') return [];
      return (await promotions.list()).map(summary);
    },
    async find(kind: SiteKind, slug: string) {
      if (kind !== 'promotion') return null;
      try {
        const p = await promotions.find(slug);
        return {
          ...summary(p),
          // The summary is already the page's lead (from `summary` above); the body adds the terms.
          body: [
            { type: 'h2' as const, text: texts()('promotions.termsHeading') },
            { type: 'ul' as const, items: p.terms },
          ],
        };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
