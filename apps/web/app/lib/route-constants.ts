/** Sub-pages of product.md section 2, shared by the route table and the pages. */
export const LIVE_CASINO_PAGES = [
  'bau-cua',
  'xoc-dia',
  'roulette',
  'tai-xiu',
  'poker',
  'rong-ho',
  'baccarat',
  'blackjack',
  'game-khac',
  'sexy-casino',
] as const;
export const GAME_PORTAL_PAGES = ['keno', 'slot', 'game-bai', 'song-bai', 'ban-ca', 'game-nhanh', 'no-hu'] as const;
export const SPORTS_PAGES = [
  'k-sport',
  'saba-sport',
  'bti-sport',
  'im-sport',
  'the-thao-ao-pp',
  'the-thao-ao-saba',
  'the-thao-ao-im',
  'the-thao-ao-ksport',
] as const;
/**
 * What each sports page opens: the contracted provider's lobby or virtual sports (when that
 * provider is enabled).
 */
export const SPORTS_PAGE_PROVIDER: Record<(typeof SPORTS_PAGES)[number], { partner: string; game: string }> = {
  'k-sport': { partner: 'ksport', game: 'lobby' },
  'saba-sport': { partner: 'saba', game: 'lobby' },
  'bti-sport': { partner: 'bti', game: 'lobby' },
  'im-sport': { partner: 'im', game: 'lobby' },
  // each partner's own virtual sports: four names never open one game (decision 125); while a
  // partner is not connected its page says so (by the page's name in its language, packages/brands)
  // and offers the built-in virtual football
  'the-thao-ao-pp': { partner: 'pp-vsports', game: 'vsports' },
  'the-thao-ao-saba': { partner: 'saba', game: 'vsports' },
  'the-thao-ao-im': { partner: 'im', game: 'vsports' },
  'the-thao-ao-ksport': { partner: 'ksport', game: 'vsports' },
};
/**
 * Providers that keep a wallet of their own (decision 134): their games open from their page's
 * transfer panel (money in, then the game), never through /game/play, so every tile of theirs
 * leads there.
 */
export const TRANSFER_PAGES: Record<string, string> = { im: '/the-thao/im-sport', ws168: '/da-ga-ws168' };
/** The built-in sportsbook's virtual football, offered where a partner's virtual sports are not connected. */
export const BUILT_IN_VIRTUAL = { partner: 'sports', game: 'virtual' } as const;
/** The built-in sportsbook in the catalogue. */
export const BUILT_IN_SPORTSBOOK = { partner: 'sports', game: 'sportsbook' } as const;
export const LOTTERY_PAGES = ['lo-de-3-mien', 'lo-de-sieu-toc', 'mega645', 'power655'] as const;
/**
 * The catalogue game each lottery page opens (partner_provider, partner_game_type), and whether
 * it opens today: the /lo-de hub lists only those (all four are games of the built-in lottery
 * provider, docs/lottery.md).
 */
export const LOTTERY_GAMES: Record<(typeof LOTTERY_PAGES)[number], { provider: string; game: string; opens: boolean }> =
  {
    'lo-de-3-mien': { provider: 'lottery', game: 'lode-3mien', opens: true },
    'lo-de-sieu-toc': { provider: 'lottery', game: 'lode-sieutoc', opens: true },
    mega645: { provider: 'lottery', game: 'mega645', opens: true },
    power655: { provider: 'lottery', game: 'power655', opens: true },
  };
export const COCKFIGHT_PAGES = ['da-ga', 'da-ga-ga28', 'da-ga-ws168', 'da-ga-sv388'] as const;
/**
 * Cockfight pages that open on a computer too (decision 168): a contracted provider's own game
 * window, when it is connected. Our built-in cockfight (and GA28's page, which leads to it) stay
 * phone-only with the QR notice (decision 037).
 */
export const COCKFIGHT_ON_DESKTOP: readonly string[] = ['ws168'];
/** The arena a partner's cockfight page opens, where it is not the partner's lobby (SV388's AWC game code). */
export const COCKFIGHT_GAME: Record<string, string> = { sv388: 'SV-LIVE-001' };
export const INFO_PAGES = [
  'gioi-thieu',
  'dieu-khoan-dieu-kien',
  'chinh-sach-bao-mat',
  'huong-dan-nap-tien',
  'huong-dan-rut-tien',
  'huong-dan-dang-ky',
  'code-tan-thu',
  'huong-dan-nhan-gift-code',
  'cau-hoi-thuong-gap',
  'choi-co-trach-nhiem',
] as const;
export const DEV_PAGES = ['image', 'input', 'toast', 'button', 'live-video', 'jackpot-number'] as const;
export const DEPOSIT_METHODS = ['codepay', 'bank', 'card', 'crypto', 'wallet'] as const;
export const WITHDRAW_METHODS = ['bank', 'card', 'crypto'] as const;
