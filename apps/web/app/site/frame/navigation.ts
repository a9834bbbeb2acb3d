import type { vi } from '../../i18n/vi';

/** A catalogue key of a menu entry (decision 145): labels are translated where they render. */
export type MenuKey =
  | `menu.${keyof typeof vi.menu}`
  | `nav.${keyof typeof vi.nav}`
  | `footer.${'about' | 'guides' | 'policies'}`;

export interface NavItem {
  label: MenuKey;
  to: string;
  children?: { label: MenuKey; to: string }[];
}

/**
 * Header categories (product.md section 2, shell). Only sections with games behind them (decision
 * 125): AE Sexy plays through its AWC account, the sandbox on a fresh machine (decision 132).
 */
export const HEADER_NAV: NavItem[] = [
  {
    label: 'nav.sports',
    to: '/the-thao',
    children: [
      { label: 'menu.kSport', to: '/the-thao/k-sport' },
      { label: 'menu.sabaSport', to: '/the-thao/saba-sport' },
      { label: 'menu.btiSport', to: '/the-thao/bti-sport' },
      { label: 'menu.imSport', to: '/the-thao/im-sport' },
      { label: 'menu.ppVirtual', to: '/the-thao/the-thao-ao-pp' },
      { label: 'nav.schedule', to: '/lich-thi-dau' },
    ],
  },
  {
    label: 'nav.liveCasino',
    to: '/live-casino',
    children: [
      { label: 'menu.baccarat', to: '/live-casino/baccarat' },
      { label: 'menu.sexyCasino', to: '/live-casino/sexy-casino' },
      { label: 'menu.rongHo', to: '/live-casino/rong-ho' },
      { label: 'menu.xocDia', to: '/live-casino/xoc-dia' },
      { label: 'menu.taiXiu', to: '/live-casino/tai-xiu' },
      { label: 'menu.roulette', to: '/live-casino/roulette' },
    ],
  },
  {
    label: 'nav.games',
    to: '/cong-game',
    children: [
      { label: 'menu.noHu', to: '/cong-game/no-hu' },
      { label: 'menu.slot', to: '/cong-game/slot' },
      { label: 'menu.banCa', to: '/cong-game/ban-ca' },
      { label: 'menu.gameBai', to: '/cong-game/game-bai' },
      { label: 'menu.gameNhanh', to: '/cong-game/game-nhanh' },
      { label: 'menu.keno', to: '/cong-game/keno' },
    ],
  },
  {
    label: 'nav.lottery',
    to: '/lo-de',
    children: [
      { label: 'menu.loDe3Mien', to: '/lo-de/lo-de-3-mien' },
      { label: 'menu.loDeSieuToc', to: '/lo-de/lo-de-sieu-toc' },
      { label: 'menu.mega645', to: '/lo-de/mega645' },
      { label: 'menu.power655', to: '/lo-de/power655' },
    ],
  },
  {
    label: 'nav.cockfight',
    to: '/da-ga',
    children: [
      { label: 'menu.ga28', to: '/da-ga-ga28' },
      { label: 'menu.ws168', to: '/da-ga-ws168' },
      { label: 'menu.sv388', to: '/da-ga-sv388' },
    ],
  },
  { label: 'nav.promotions', to: '/khuyen-mai' },
  { label: 'nav.events', to: '/su-kien' },
  { label: 'nav.news', to: '/tin-tuc' },
];

/** Footer link groups. */
export const FOOTER_NAV: { title: MenuKey; links: { label: MenuKey; to: string }[] }[] = [
  {
    title: 'footer.about',
    links: [
      { label: 'menu.about', to: '/gioi-thieu' },
      { label: 'menu.news', to: '/tin-tuc' },
      { label: 'menu.promotions', to: '/khuyen-mai' },
      { label: 'menu.events', to: '/su-kien' },
      { label: 'menu.tournaments', to: '/dua-top' },
      { label: 'menu.contact', to: '/lien-he' },
    ],
  },
  {
    title: 'footer.guides',
    links: [
      { label: 'menu.guideRegister', to: '/huong-dan-dang-ky' },
      { label: 'menu.guideDeposit', to: '/huong-dan-nap-tien' },
      { label: 'menu.guideWithdraw', to: '/huong-dan-rut-tien' },
      { label: 'menu.guideGiftcode', to: '/huong-dan-nhan-gift-code' },
      { label: 'menu.newbieCode', to: '/code-tan-thu' },
      { label: 'menu.installApp', to: '/install-app' },
    ],
  },
  {
    title: 'footer.policies',
    links: [
      { label: 'menu.terms', to: '/dieu-khoan-dieu-kien' },
      { label: 'menu.privacy', to: '/chinh-sach-bao-mat' },
      { label: 'menu.responsible', to: '/choi-co-trach-nhiem' },
      { label: 'menu.faq', to: '/cau-hoi-thuong-gap' },
    ],
  },
];
