import type { Shape } from '../catalogue';
import type { promoPagesVi } from '../vi/promo-pages';

export const promoPagesEn: Shape<typeof promoPagesVi> = {
  noVersionYetThe: "No version yet: the page shows only the rules' content.",
  withTheRulesTerms: "(with the rules' terms)",
  fromTheRules: 'From the rules:',
  preview: 'Preview',
  takeOffTheSite: 'Take off the site',
  extraContentTakenOff: 'Extra content taken off the page',
  seoEmptyThePromotion: "SEO (empty: the promotion's title and summary)",
  extraContent: 'Extra content',
  thePageSBonus: "The page's bonus amount and terms come from the rules in force; this content is shown below them.",
  promotionEventPages: 'Promotion & event pages',
  theBonusAmountConditions:
    "The bonus amount, conditions and terms always come from the promotion's rules in force. Here you write the extra content shown below them and the SEO fields; each save is a version.",
  publishedAt: 'Published at',
  versions: 'Versions',
  onlyTheRulesContent: "Only the rules' content",
  version: 'Version #{{getValue}}',
  live: 'Live',
  kind: 'Kind',
  event: 'Event',
  promotions: 'Promotions',
};
