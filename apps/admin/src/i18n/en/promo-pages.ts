import type { Shape } from '../catalogue';
import type { promoPagesVi } from '../vi/promo-pages';

export const promoPagesEn: Shape<typeof promoPagesVi> = {
  promotions: 'Promotions',
  event: 'Event',
  kind: 'Kind',
  live: 'Live',
  version: 'Version #{{getValue}}',
  onlyTheRulesContent: "Only the rules' content",
  versions: 'Versions',
  publishedAt: 'Published at',
  theBonusAmountConditions:
    "The bonus amount, conditions and terms always come from the promotion's rules in force. Here you write the extra content shown below them and the SEO fields; each save is a version.",
  promotionEventPages: 'Promotion & event pages',
  thePageSBonus: "The page's bonus amount and terms come from the rules in force; this content is shown below them.",
  extraContent: 'Extra content',
  seoEmptyThePromotion: "SEO (empty: the promotion's title and summary)",
  extraContentTakenOff: 'Extra content taken off the page',
  takeOffTheSite: 'Take off the site',
  preview: 'Preview',
  fromTheRules: 'From the rules:',
  withTheRulesTerms: "(with the rules' terms)",
  noVersionYetThe: "No version yet: the page shows only the rules' content.",
};
