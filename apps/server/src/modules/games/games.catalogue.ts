import type { ArtKey } from './games.art';
import { PARTNER_SEED_GAMES } from './games.catalogue.partners';

/**
 * The demo catalogue seeded on a fresh machine (product.md sections 1-2). House games are real and
 * playable; the other partners stand for external integrations that are not connected in a
 * demo, so their provider rows are disabled and a launch answers PROVIDER_UNAVAILABLE.
 */

export interface SeedCategory {
  slug: string;
  name: string;
  /** the English name (decision 177); the site's English pages name the sections the same way */
  nameEn: string | null;
  parent: string | null;
}

export interface SeedPartner {
  code: string;
  name: string;
  nameEn: string | null;
  provider: string;
}

export interface SeedProvider {
  code: string;
  name: string;
  /** only the house provider is connected in a demo */
  enabled: boolean;
}

export interface SeedGame {
  title: string;
  /**
   * The English title (decision 177). The Vietnamese games the English site names in Vietnamese
   * (Tài Xỉu, Xóc Đĩa, Bầu Cua, as its section pages do) keep their name.
   */
  titleEn: string;
  partner: string;
  partnerGameId: string;
  categories: string[];
  device?: 'all' | 'desktop' | 'mobile';
  orientation?: 'landscape' | 'portrait' | 'all';
  hot?: boolean;
  isNew?: boolean;
  jackpotPool?: string;
  stream?: { groupId: string; streamId: string; streamUniqueId: string };
  /** thumbnail colours */
  palette: [string, string];
  /** the thumbnail's illustration (games.art.ts); `glyph`, a short Latin mark, only until a game has one */
  art?: ThumbnailArt;
  /** a game's own drawing instead of the library's (SVG drawn around (150, 118)): the PP titles' cards */
  mark?: string;
  glyph?: string;
}

/** The thumbnail's illustration, by key (games.art.ts, docs/artwork.md). */
export type ThumbnailArt = ArtKey;

export interface SeedJackpotPool {
  code: string;
  name: string;
  seedAmount: number;
  contributionBp: number;
}

const S = (slug: string, name: string, nameEn: string, parent: string | null = null): SeedCategory => ({
  slug,
  name,
  nameEn,
  parent,
});

export const SEED_CATEGORIES: SeedCategory[] = [
  S('the-thao', 'Thể thao', 'Sports'),
  S('k-sport', 'K Sport', 'K Sport', 'the-thao'),
  S('saba-sport', 'SABA Sports', 'SABA Sports', 'the-thao'),
  S('bti-sport', 'BTI Sports', 'BTI Sports', 'the-thao'),
  S('im-sport', 'IM Sports', 'IM Sports', 'the-thao'),
  S('the-thao-ao-pp', 'Thể thao ảo PP', 'PP virtual sports', 'the-thao'),
  S('the-thao-ao-saba', 'Thể thao ảo SABA', 'SABA virtual sports', 'the-thao'),
  S('the-thao-ao-im', 'Thể thao ảo IM', 'IM virtual sports', 'the-thao'),
  S('the-thao-ao-ksport', 'Thể thao ảo K Sport', 'K Sport virtual sports', 'the-thao'),
  S('live-casino', 'Live Casino', 'Live Casino'),
  S('bau-cua', 'Bầu Cua', 'Bầu Cua', 'live-casino'),
  S('xoc-dia', 'Xóc Đĩa', 'Xóc Đĩa', 'live-casino'),
  S('roulette', 'Roulette', 'Roulette', 'live-casino'),
  S('tai-xiu', 'Tài Xỉu', 'Tài Xỉu', 'live-casino'),
  S('poker', 'Poker', 'Poker', 'live-casino'),
  S('rong-ho', 'Rồng Hổ', 'Dragon Tiger', 'live-casino'),
  S('baccarat', 'Baccarat', 'Baccarat', 'live-casino'),
  S('blackjack', 'Blackjack', 'Blackjack', 'live-casino'),
  S('game-khac', 'Game khác', 'Other table games', 'live-casino'),
  S('sexy-casino', 'Sexy Casino', 'Sexy Casino', 'live-casino'),
  S('cong-game', 'Cổng game', 'Games'),
  S('keno', 'Keno', 'Keno', 'cong-game'),
  S('slot', 'Slots', 'Slot games', 'cong-game'),
  S('game-bai', 'Game bài', 'Card games', 'cong-game'),
  S('song-bai', 'Sòng bài', 'Casino games', 'cong-game'),
  S('ban-ca', 'Bắn cá', 'Fish shooting', 'cong-game'),
  S('game-nhanh', 'Game nhanh', 'Quick games', 'cong-game'),
  S('no-hu', 'Nổ hũ', 'Jackpot slots', 'cong-game'),
  S('lo-de', 'Lô đề', 'Lottery'),
  S('lo-de-3-mien', 'Lô đề 3 miền', '3-region lô đề', 'lo-de'),
  S('lo-de-sieu-toc', 'Lô đề siêu tốc', 'Lô đề siêu tốc', 'lo-de'),
  S('mega645', 'Mega 6/45', 'Mega 6/45', 'lo-de'),
  S('power655', 'Power 6/55', 'Power 6/55', 'lo-de'),
  S('da-ga', 'Đá gà', 'Cockfighting'),
  S('da-ga-ga28', 'Đá gà GA28', 'GA28 cockfighting', 'da-ga'),
  S('da-ga-ws168', 'Đá gà WS168', 'WS168 cockfighting', 'da-ga'),
  S('da-ga-sv388', 'Đá gà SV388', 'SV388 cockfighting', 'da-ga'),
];

export const SEED_PROVIDERS: SeedProvider[] = [
  { code: 'house', name: 'House Games', enabled: true },
  { code: 'sports', name: 'Thể thao', enabled: true },
  { code: 'ksport', name: 'K Sport', enabled: false },
  // connected through their own protocols, to the sandboxes on a fresh machine (decisions 132, 146)
  { code: 'saba', name: 'SABA Sports', enabled: true },
  { code: 'bti', name: 'BTI', enabled: true },
  { code: 'im', name: 'IM Sports', enabled: true },
  { code: 'pp', name: 'Pragmatic Play', enabled: true },
  { code: 'sexy', name: 'AE Sexy', enabled: true },
  { code: 'sv388', name: 'SV388', enabled: true },
  { code: 'pp-vsports', name: 'Pragmatic Play Virtual Sports', enabled: false },
  { code: 'lotus', name: 'Lotus Gaming', enabled: false },
  { code: 'lottery', name: 'Xổ Số', enabled: true },
  { code: 'vnlotto', name: 'VN Lottery', enabled: false },
  { code: 'ga28', name: 'GA28', enabled: false },
  { code: 'ws168', name: 'WS168', enabled: true },
];

export const SEED_PARTNERS: SeedPartner[] = [
  // the name players read on every card: Vietnamese, and what sets these games apart (decision 125)
  { code: 'house', name: 'Sảnh kiểm chứng', nameEn: 'Verified lobby', provider: 'house' },
  { code: 'sports', name: 'Thể thao', nameEn: 'Sports', provider: 'sports' },
  { code: 'ksport', name: 'K Sport', nameEn: null, provider: 'ksport' },
  { code: 'saba', name: 'SABA Sports', nameEn: null, provider: 'saba' },
  { code: 'bti', name: 'BTI', nameEn: null, provider: 'bti' },
  { code: 'im', name: 'IM Sports', nameEn: null, provider: 'im' },
  { code: 'pp', name: 'Pragmatic Play', nameEn: null, provider: 'pp' },
  { code: 'pp-vsports', name: 'Thể thao ảo PP', nameEn: 'PP virtual sports', provider: 'pp-vsports' },
  { code: 'sexy', name: 'AE Sexy', nameEn: null, provider: 'sexy' },
  { code: 'sv388', name: 'SV388', nameEn: null, provider: 'sv388' },
  { code: 'lotus-live', name: 'Lotus Live', nameEn: null, provider: 'lotus' },
  { code: 'lotus-slots', name: 'Lotus Slots', nameEn: null, provider: 'lotus' },
  { code: 'lotus-cards', name: 'Lotus Cards', nameEn: null, provider: 'lotus' },
  { code: 'lottery', name: 'Xổ Số', nameEn: 'Lottery', provider: 'lottery' },
  { code: 'vnlotto', name: 'VN Lottery', nameEn: null, provider: 'vnlotto' },
  { code: 'ga28', name: 'GA28', nameEn: null, provider: 'ga28' },
  { code: 'ws168', name: 'WS168', nameEn: null, provider: 'ws168' },
];

export const SEED_JACKPOT_POOLS: SeedJackpotPool[] = [
  { code: 'than-tai', name: 'Hũ Thần Tài', seedAmount: 50_000_000, contributionBp: 100 },
];

const live = (n: number) => ({
  groupId: 'lotus-live',
  streamId: `table-${n}`,
  streamUniqueId: `lotus-live-table-${n}`,
});

export const SEED_GAMES: SeedGame[] = [
  // house games: real, provably fair, playable
  {
    title: 'Tài Xỉu',
    titleEn: 'Tài Xỉu',
    partner: 'house',
    partnerGameId: 'taixiu',
    categories: ['tai-xiu', 'game-nhanh'],
    hot: true,
    palette: ['#7f1d1d', '#f59e0b'],
    art: 'dice',
  },
  {
    title: 'Xóc Đĩa',
    titleEn: 'Xóc Đĩa',
    partner: 'house',
    partnerGameId: 'xocdia',
    categories: ['xoc-dia', 'game-nhanh'],
    hot: true,
    palette: ['#7c2d12', '#fde68a'],
    art: 'xocdia',
  },
  {
    title: 'Bầu Cua',
    titleEn: 'Bầu Cua',
    partner: 'house',
    partnerGameId: 'baucua',
    categories: ['bau-cua', 'game-nhanh'],
    hot: true,
    palette: ['#14532d', '#facc15'],
    art: 'crab',
  },
  {
    title: 'Rồng Hổ',
    titleEn: 'Dragon Tiger',
    partner: 'house',
    partnerGameId: 'rongho',
    categories: ['rong-ho', 'game-bai'],
    isNew: true,
    palette: ['#1e3a8a', '#f97316'],
    art: 'dragon',
  },
  {
    title: 'Roulette Châu Âu',
    titleEn: 'European Roulette',
    partner: 'house',
    partnerGameId: 'roulette',
    categories: ['roulette', 'song-bai'],
    palette: ['#064e3b', '#dc2626'],
    art: 'wheel',
  },
  {
    title: 'Thần Tài 5 Cuộn',
    titleEn: 'God of Wealth 5 Reels',
    partner: 'house',
    partnerGameId: 'slot',
    categories: ['slot', 'no-hu'],
    hot: true,
    isNew: true,
    jackpotPool: 'than-tai',
    palette: ['#78350f', '#fbbf24'],
    art: 'ingot',
  },
  {
    title: 'Keno',
    titleEn: 'Keno',
    partner: 'house',
    partnerGameId: 'keno',
    categories: ['keno', 'game-nhanh'],
    isNew: true,
    palette: ['#312e81', '#22d3ee'],
    art: 'keno',
  },
  // the built-in sportsbook (packages/sportsbook): real, playable
  {
    title: 'Thể thao',
    titleEn: 'Sports',
    partner: 'sports',
    partnerGameId: 'sportsbook',
    categories: ['the-thao'],
    hot: true,
    isNew: true,
    palette: ['#14532d', '#4ade80'],
    art: 'football',
  },
  {
    title: 'Bóng đá ảo',
    titleEn: 'Virtual Football',
    partner: 'sports',
    partnerGameId: 'virtual',
    categories: ['the-thao-ao-pp', 'the-thao-ao-saba', 'the-thao-ao-im', 'the-thao-ao-ksport'],
    isNew: true,
    palette: ['#052e16', '#a3e635'],
    art: 'virtual',
  },
  {
    title: 'Đá Gà Thomo',
    titleEn: 'Thomo Cockfighting',
    partner: 'house',
    partnerGameId: 'cockfight',
    categories: ['da-ga'],
    device: 'mobile',
    orientation: 'portrait',
    hot: true,
    isNew: true,
    palette: ['#7f1d1d', '#1d4ed8'],
    art: 'rooster',
  },
  {
    title: 'Bắn Cá Thủy Cung',
    titleEn: 'Ocean Palace Fishing',
    partner: 'house',
    partnerGameId: 'fish',
    categories: ['ban-ca', 'game-nhanh'],
    hot: true,
    isNew: true,
    palette: ['#083344', '#22d3ee'],
    art: 'fish',
  },
  // sports
  {
    title: 'K Sport',
    titleEn: 'K Sport',
    partner: 'ksport',
    partnerGameId: 'lobby',
    categories: ['k-sport'],
    hot: true,
    palette: ['#0c4a6e', '#38bdf8'],
    art: 'trophy',
  },
  {
    title: 'SABA Sports',
    titleEn: 'SABA Sports',
    partner: 'saba',
    partnerGameId: 'lobby',
    categories: ['saba-sport'],
    palette: ['#1e3a8a', '#60a5fa'],
    art: 'football',
  },
  {
    title: 'BTI Sports',
    titleEn: 'BTI Sports',
    partner: 'bti',
    partnerGameId: 'lobby',
    categories: ['bti-sport'],
    palette: ['#164e63', '#2dd4bf'],
    art: 'trophy',
  },
  {
    title: 'IM Sports',
    titleEn: 'IM Sports',
    partner: 'im',
    partnerGameId: 'lobby',
    categories: ['im-sport'],
    palette: ['#3b0764', '#c084fc'],
    art: 'football',
  },
  {
    title: 'Thể thao ảo PP',
    titleEn: 'PP Virtual Sports',
    // PP's virtual sports are a product of their own, not connected (the PP account serves casino games)
    partner: 'pp-vsports',
    partnerGameId: 'vsports',
    categories: ['the-thao-ao-pp'],
    palette: ['#431407', '#fb923c'],
    art: 'virtual',
  },
  {
    title: 'Thể thao ảo SABA',
    titleEn: 'SABA Virtual Sports',
    partner: 'saba',
    partnerGameId: 'vsports',
    categories: ['the-thao-ao-saba'],
    palette: ['#172554', '#93c5fd'],
    art: 'virtual',
  },
  {
    title: 'Thể thao ảo IM',
    titleEn: 'IM Virtual Sports',
    partner: 'im',
    partnerGameId: 'vsports',
    categories: ['the-thao-ao-im'],
    palette: ['#2e1065', '#a78bfa'],
    art: 'virtual',
  },
  {
    title: 'Thể thao ảo K Sport',
    titleEn: 'K Sport Virtual Sports',
    partner: 'ksport',
    partnerGameId: 'vsports',
    categories: ['the-thao-ao-ksport'],
    palette: ['#082f49', '#7dd3fc'],
    art: 'virtual',
  },
  // card tables of the house provider (docs/house-games.md: rules, pay tables, RTP)
  {
    title: 'Baccarat',
    titleEn: 'Baccarat',
    partner: 'house',
    partnerGameId: 'baccarat',
    categories: ['baccarat', 'song-bai'],
    hot: true,
    palette: ['#450a0a', '#f87171'],
    art: 'baccarat',
  },
  {
    title: 'Baccarat Không Phí',
    titleEn: 'No Commission Baccarat',
    partner: 'house',
    partnerGameId: 'baccarat_nc',
    categories: ['baccarat'],
    isNew: true,
    palette: ['#4c0519', '#fb7185'],
    art: 'baccarat',
  },
  {
    title: 'Blackjack',
    titleEn: 'Blackjack',
    partner: 'house',
    partnerGameId: 'blackjack',
    categories: ['blackjack', 'song-bai'],
    isNew: true,
    palette: ['#052e16', '#4ade80'],
    art: 'blackjack',
  },
  {
    title: 'Poker 3 Lá',
    titleEn: 'Three Card Poker',
    partner: 'house',
    partnerGameId: 'threecard',
    categories: ['poker', 'song-bai'],
    isNew: true,
    palette: ['#1c1917', '#a8a29e'],
    art: 'spade',
  },
  // the shared live table and sic bo of the house provider (decision 091). The cards carry the
  // stream sandbox's matching tables as their live preview; the placeholder studio tables (a
  // roulette and a sicbo of a studio that is not connected, Sexy Baccarat) are gone: a lobby never
  // shows a game that cannot be opened
  {
    title: 'Baccarat Bàn Chung',
    titleEn: 'Shared Table Baccarat',
    partner: 'house',
    partnerGameId: 'baccarat_live',
    categories: ['baccarat', 'song-bai'],
    hot: true,
    isNew: true,
    stream: live(1),
    palette: ['#052e16', '#fbbf24'],
    art: 'live',
  },
  {
    title: 'Sic Bo',
    titleEn: 'Sic Bo',
    partner: 'house',
    partnerGameId: 'sicbo',
    categories: ['tai-xiu', 'game-khac'],
    isNew: true,
    stream: live(5),
    palette: ['#3f1d38', '#f0abfc'],
    art: 'sicbo',
  },
  // game portal of an external studio
  {
    title: 'Kho Báu Rồng Vàng',
    titleEn: 'Golden Dragon Treasure',
    partner: 'lotus-slots',
    partnerGameId: 'dragon-treasure',
    categories: ['slot'],
    palette: ['#713f12', '#fde047'],
    art: 'dragon',
  },
  {
    title: 'Hoa Mai Phát Lộc',
    titleEn: 'Lucky Apricot Blossom',
    partner: 'lotus-slots',
    partnerGameId: 'lucky-blossom',
    categories: ['slot'],
    isNew: true,
    palette: ['#831843', '#fda4af'],
    art: 'flower',
  },
  // Tiến Lên and Phỏm are player-versus-player games: not listed until they can be played fairly
  // (against other players with a stated rake), decision 082
  // Mậu Binh and Xì Dách against the dealer of the house provider (decision 093)
  {
    title: 'Mậu Binh',
    titleEn: 'Mậu Binh (Chinese Poker)',
    partner: 'house',
    partnerGameId: 'maubinh',
    categories: ['game-bai'],
    isNew: true,
    palette: ['#0f172a', '#94a3b8'],
    art: 'fan',
  },
  {
    title: 'Xì Dách',
    titleEn: 'Xì Dách (Vietnamese Blackjack)',
    partner: 'house',
    partnerGameId: 'xidach',
    categories: ['game-bai'],
    isNew: true,
    palette: ['#14532d', '#86efac'],
    art: 'xidach',
  },
  // lottery (mobile pages in the spec)
  {
    title: 'Lô Đề 3 Miền',
    titleEn: '3-Region Lô Đề',
    partner: 'lottery',
    partnerGameId: 'lode-3mien',
    categories: ['lo-de-3-mien'],
    device: 'mobile',
    orientation: 'portrait',
    hot: true,
    palette: ['#7f1d1d', '#fca5a5'],
    art: 'ticket',
  },
  {
    title: 'Lô Đề Siêu Tốc',
    titleEn: 'Lô Đề Siêu Tốc',
    partner: 'lottery',
    partnerGameId: 'lode-sieutoc',
    categories: ['lo-de-sieu-toc'],
    device: 'mobile',
    orientation: 'portrait',
    palette: ['#9a3412', '#fdba74'],
    art: 'bolt',
  },
  {
    title: 'Mega 6/45',
    titleEn: 'Mega 6/45',
    partner: 'lottery',
    partnerGameId: 'mega645',
    categories: ['mega645'],
    device: 'mobile',
    orientation: 'portrait',
    palette: ['#991b1b', '#fecaca'],
    art: 'mega',
  },
  {
    title: 'Power 6/55',
    titleEn: 'Power 6/55',
    partner: 'lottery',
    partnerGameId: 'power655',
    categories: ['power655'],
    device: 'mobile',
    orientation: 'portrait',
    palette: ['#b45309', '#fde68a'],
    art: 'power',
  },
  // cockfighting (mobile pages in the spec)
  {
    title: 'Đá Gà GA28',
    titleEn: 'GA28 Cockfighting',
    partner: 'ga28',
    partnerGameId: 'lobby',
    categories: ['da-ga-ga28'],
    device: 'mobile',
    orientation: 'portrait',
    palette: ['#431407', '#f97316'],
    art: 'rooster',
  },
  {
    title: 'Đá Gà WS168',
    titleEn: 'WS168 Cockfighting',
    partner: 'ws168',
    partnerGameId: 'lobby',
    categories: ['da-ga-ws168'],
    // the provider's own window plays on a computer too (decision 168)
    device: 'all',
    orientation: 'portrait',
    palette: ['#422006', '#eab308'],
    art: 'rooster',
  },
  // Pragmatic Play, AE Sexy and SV388 through their own protocols (decision 132)
  ...PARTNER_SEED_GAMES,
];

/** Built-in providers served by this same server, by partner: their game screens' paths. */
export const BUILT_IN_LAUNCH: Record<string, string> = {
  house: '/house/play/',
  lottery: '/lottery/play/',
  sports: '/sports/play/',
};

/** Where the seed points each external partner's launches (a real integration sets its own). */
export function externalLaunchUrl(partner: string, gameId: string): string {
  return `https://games.${partner}.example/launch/${encodeURIComponent(gameId)}`;
}
