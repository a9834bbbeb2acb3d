import { GIFTCODE_MAX_LENGTH, type TContentBlock } from '@app/contract';
import { texts } from '../../http/locale';
import type { PromotionsService } from '../promotions/promotions.service';
import { type EventsService, SPIN_RULE } from './events.service';

type SiteKind = 'promotion' | 'event';

interface SiteSummary {
  slug: string;
  kind: SiteKind;
  title: string;
  summary: string;
  image: string | null;
  endsAt: string | null;
}
interface SiteDetail extends SiteSummary {
  body: TContentBlock[];
}
/** The shape of the site's PromotionsLookup (apps/web/app/features/site/lookups.ts). */
interface SiteLookup {
  kinds: readonly SiteKind[];
  list(kind: SiteKind): Promise<SiteSummary[]>;
  find(kind: SiteKind, slug: string): Promise<SiteDetail | null>;
}

/** The lucky spin has its own page (apps/web/app/routes/lucky-spin.tsx). */
export const LUCKY_SPIN_SLUG = 'vong-quay-may-man';

const image = (slug: string) => `/images/events/${slug}.svg`;

/**
 * The event pages of product.md section 2, each written from the rule that pays it: the wheel from
 * its prize table, the refund from the promotions module's refund rule, the app bonus from the
 * figure the events service pays. Null for a page whose rule is not running.
 */
async function eventPages(events: EventsService, promotions: PromotionsService): Promise<SiteDetail[]> {
  const t = texts();
  const [wheel, promos] = await Promise.all([events.luckySpin(), promotions.list()]);
  const pages: SiteDetail[] = [];
  const top = wheel.prizes.reduce((m, p) => Math.max(m, p.amount), 0);
  if (wheel.prizes.length > 0) {
    pages.push({
      slug: LUCKY_SPIN_SLUG,
      kind: 'event',
      title: t('events.spin.title'),
      summary: t('events.spin.summary', { spins: SPIN_RULE.spinsPerDay, top }),
      image: image(LUCKY_SPIN_SLUG),
      endsAt: null,
      body: [{ type: 'ul', items: wheel.terms }],
    });
  }
  pages.push({
    slug: 'gift-code',
    kind: 'event',
    title: t('events.giftcode.title'),
    summary: t('events.giftcode.summary'),
    image: image('gift-code'),
    endsAt: null,
    body: [
      { type: 'h2', text: t('events.giftcode.how') },
      {
        type: 'ol',
        items: [
          t('events.giftcode.steps.login'),
          t('events.giftcode.steps.enter'),
          t('events.giftcode.steps.credited'),
        ],
      },
      { type: 'h2', text: t('events.giftcode.conditions') },
      {
        type: 'ul',
        items: [
          t('events.giftcode.rules.length', { max: GIFTCODE_MAX_LENGTH }),
          t('events.giftcode.rules.phone'),
          t('events.giftcode.rules.newbie'),
          t('events.giftcode.rules.pending'),
        ],
      },
    ],
  });
  const refund = promos.find((p) => p.rule.kind === 'refund');
  if (refund) {
    pages.push({
      slug: 'hoan-tra-cuoc',
      kind: 'event',
      title: refund.title,
      summary: refund.summary,
      image: image('hoan-tra-cuoc'),
      endsAt: null,
      body: [
        { type: 'h2', text: t('promotions.termsHeading') },
        { type: 'ul', items: refund.terms },
      ],
    });
  }
  pages.push({
    slug: 'nhiem-vu',
    kind: 'event',
    title: t('events.missions.title'),
    summary: t('events.missions.summary'),
    image: image('nhiem-vu'),
    endsAt: null,
    body: [
      {
        type: 'ul',
        items: [t('events.missions.reset'), t('events.missions.accept'), t('events.missions.reward')],
      },
    ],
  });
  const amount = events.appBonusAmount();
  pages.push({
    slug: 'thuong-tai-app',
    kind: 'event',
    title: t('events.app.title', { amount }),
    summary: t('events.app.summary', { amount }),
    image: image('thuong-tai-app'),
    endsAt: null,
    body: [
      { type: 'h2', text: t('events.giftcode.how') },
      { type: 'ol', items: [t('events.app.install'), t('events.app.open'), t('events.app.claim')] },
      { type: 'h2', text: t('events.giftcode.conditions') },
      { type: 'ul', items: [t('events.app.once', { amount }), t('events.app.onlyApp'), t('events.app.restricted')] },
    ],
  });
  return pages;
}

/**
 * The promotions lookup the site reads, with the events kind added: promotions stay with the
 * promotions module, event pages come from here.
 */
export function withSiteEvents(promotionsLookup: SiteLookup, events: EventsService, promotions: PromotionsService) {
  return {
    kinds: [...promotionsLookup.kinds.filter((k) => k !== 'event'), 'event'] as SiteKind[],
    async list(kind: SiteKind): Promise<SiteSummary[]> {
      if (kind !== 'event') return promotionsLookup.list(kind);
      return (await eventPages(events, promotions)).map(({ body: _body, ...summary }) => summary);
    },
    async find(kind: SiteKind, slug: string): Promise<SiteDetail | null> {
      if (kind !== 'event') return promotionsLookup.find(kind, slug);
      return (await eventPages(events, promotions)).find((p) => p.slug === slug) ?? null;
    },
  } satisfies SiteLookup;
}
