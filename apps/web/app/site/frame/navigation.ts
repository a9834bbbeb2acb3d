import { vi } from '../../i18n/vi';

export interface NavItem {
  label: string;
  to: string;
  children?: { label: string; to: string }[];
}

/**
 * Header categories (product.md section 2, shell). Only sections with games behind them (decision
 * 125): AE Sexy plays through its AWC account, the sandbox on a fresh machine (decision 132).
 */
export const HEADER_NAV: NavItem[] = [
  {
    label: vi.nav.sports,
    to: '/the-thao',
    children: [
      { label: 'K Sport', to: '/the-thao/k-sport' },
      { label: 'SABA Sport', to: '/the-thao/saba-sport' },
      { label: 'BTI Sport', to: '/the-thao/bti-sport' },
      { label: 'IM Sport', to: '/the-thao/im-sport' },
      { label: 'Thể thao ảo PP', to: '/the-thao/the-thao-ao-pp' },
      { label: vi.nav.schedule, to: '/lich-thi-dau' },
    ],
  },
  {
    label: vi.nav.liveCasino,
    to: '/live-casino',
    children: [
      { label: 'Baccarat', to: '/live-casino/baccarat' },
      { label: 'Sexy Casino', to: '/live-casino/sexy-casino' },
      { label: 'Rồng Hổ', to: '/live-casino/rong-ho' },
      { label: 'Xóc Đĩa', to: '/live-casino/xoc-dia' },
      { label: 'Tài Xỉu', to: '/live-casino/tai-xiu' },
      { label: 'Roulette', to: '/live-casino/roulette' },
    ],
  },
  {
    label: vi.nav.games,
    to: '/cong-game',
    children: [
      { label: 'Nổ hũ', to: '/cong-game/no-hu' },
      { label: 'Slot game', to: '/cong-game/slot' },
      { label: 'Bắn cá', to: '/cong-game/ban-ca' },
      { label: 'Game bài', to: '/cong-game/game-bai' },
      { label: 'Game nhanh', to: '/cong-game/game-nhanh' },
      { label: 'Keno', to: '/cong-game/keno' },
    ],
  },
  {
    label: vi.nav.lottery,
    to: '/lo-de',
    children: [
      { label: 'Lô đề 3 miền', to: '/lo-de/lo-de-3-mien' },
      { label: 'Lô đề siêu tốc', to: '/lo-de/lo-de-sieu-toc' },
      { label: 'Mega 6/45', to: '/lo-de/mega645' },
      { label: 'Power 6/55', to: '/lo-de/power655' },
    ],
  },
  {
    label: vi.nav.cockfight,
    to: '/da-ga',
    children: [
      { label: 'Đá gà GA28', to: '/da-ga-ga28' },
      { label: 'Đá gà WS168', to: '/da-ga-ws168' },
      { label: 'Đá gà SV388', to: '/da-ga-sv388' },
    ],
  },
  { label: vi.nav.promotions, to: '/khuyen-mai' },
  { label: vi.nav.events, to: '/su-kien' },
  { label: vi.nav.news, to: '/tin-tuc' },
];

/** Footer link groups. */
export const FOOTER_NAV: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: vi.footer.about,
    links: [
      { label: 'Giới thiệu', to: '/gioi-thieu' },
      { label: 'Tin tức', to: '/tin-tuc' },
      { label: 'Khuyến mãi', to: '/khuyen-mai' },
      { label: 'Sự kiện', to: '/su-kien' },
      { label: 'Đua top', to: '/dua-top' },
      { label: 'Liên hệ', to: '/lien-he' },
    ],
  },
  {
    title: vi.footer.guides,
    links: [
      { label: 'Hướng dẫn đăng ký', to: '/huong-dan-dang-ky' },
      { label: 'Hướng dẫn nạp tiền', to: '/huong-dan-nap-tien' },
      { label: 'Hướng dẫn rút tiền', to: '/huong-dan-rut-tien' },
      { label: 'Hướng dẫn nhận gift code', to: '/huong-dan-nhan-gift-code' },
      { label: 'Code tân thủ', to: '/code-tan-thu' },
      { label: 'Tải ứng dụng', to: '/install-app' },
    ],
  },
  {
    title: vi.footer.policies,
    links: [
      { label: 'Điều khoản và điều kiện', to: '/dieu-khoan-dieu-kien' },
      { label: 'Chính sách bảo mật', to: '/chinh-sach-bao-mat' },
      { label: 'Chơi có trách nhiệm', to: '/choi-co-trach-nhiem' },
      { label: 'Câu hỏi thường gặp', to: '/cau-hoi-thuong-gap' },
    ],
  },
];
