import type { Shape } from '../catalogue';
import type { homeBannersVi } from '../vi/home-banners';

export const homeBannersEn: Shape<typeof homeBannersVi> = {
  system: 'system',
  noVersionYetThe: 'No version yet: the home page shows the promotions list.',
  fixTheBannersIn: 'Fix the banners in error to see the preview.',
  previewWhatPlayersSee: 'Preview (what players see)',
  preview: 'Preview',
  linkBanner: '+ Link banner',
  promotionBanner: '+ Promotion banner',
  description: 'Description',
  linkPathOnThe: 'Link (path on the site)',
  title: 'Title',
  paused: ' — paused',
  promotions: 'Promotions',
  delete: 'Delete',
  moveBannerDown: 'Move banner {{value}} down',
  moveBannerUp: 'Move banner {{value}} up',
  link: 'Link',
  aPromotionBannerTakes:
    "A promotion banner takes its title and figure from the promotion's rules (and hides itself while the promotion is paused); a link banner leads to a page of the site. Each save is a version; the home page shows the published one.",
  homePageBanners: 'Home page banners',
};
