import type { Shape } from '../catalogue';
import type { homeBannersVi } from '../vi/home-banners';

export const homeBannersEn: Shape<typeof homeBannersVi> = {
  homePageBanners: 'Home page banners',
  aPromotionBannerTakes:
    "A promotion banner takes its title and figure from the promotion's rules (and hides itself while the promotion is paused); a link banner leads to a page of the site. Each save is a version; the home page shows the published one.",
  link: 'Link',
  moveBannerUp: 'Move banner {{value}} up',
  moveBannerDown: 'Move banner {{value}} down',
  delete: 'Delete',
  promotions: 'Promotions',
  paused: ' — paused',
  title: 'Title',
  linkPathOnThe: 'Link (path on the site)',
  description: 'Description',
  promotionBanner: '+ Promotion banner',
  linkBanner: '+ Link banner',
  preview: 'Preview',
  previewWhatPlayersSee: 'Preview (what players see)',
  fixTheBannersIn: 'Fix the banners in error to see the preview.',
  noVersionYetThe: 'No version yet: the home page shows the promotions list.',
  system: 'system',
};
