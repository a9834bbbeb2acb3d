/**
 * Brand xc06 legacy redirects (product.md section 2). The spec names the old paths but not the
 * targets; the targets chosen here are documented in docs/legacy-redirects.md, which a
 * test keeps in step with this table.
 */

export interface LegacyRule {
  /** Old path, matched case-sensitively, trailing slash ignored. */
  from: string;
  to: string;
  /** Also redirect every sub-path of `from` to `to`. */
  subPaths?: boolean;
  note: string;
}

const CASINO_GAMES = [
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

export const LEGACY_PATH_RULES: readonly LegacyRule[] = [
  { from: '/cockfight', to: '/da-ga', note: 'đá gà' },
  { from: '/cong-game/all', to: '/cong-game', note: 'cổng game' },
  { from: '/cong-game/quay-slots', to: '/cong-game/slot', note: 'slot' },
  { from: '/cong-game/table-games', to: '/cong-game/song-bai', note: 'bàn casino' },
  { from: '/cong-game/xo-so', to: '/lo-de', note: 'xổ số' },
  { from: '/quayso', to: '/cong-game', subPaths: true, note: 'cổng game' },
  { from: '/gioi-thieu-nha-cai', to: '/gioi-thieu', note: 'giới thiệu' },
  { from: '/huong-dan/nap-tien', to: '/huong-dan-nap-tien', note: 'hướng dẫn nạp tiền' },
  { from: '/huong-dan/giao-dich', to: '/huong-dan-nap-tien', note: 'hướng dẫn giao dịch -> nạp tiền' },
  { from: '/huong-dan/rut-tien', to: '/huong-dan-rut-tien', note: 'hướng dẫn rút tiền' },
  { from: '/huong-dan/dang-ky', to: '/huong-dan-dang-ky', note: 'hướng dẫn đăng ký' },
  { from: '/huong-dan/gift-code', to: '/huong-dan-nhan-gift-code', note: 'hướng dẫn gift code' },
  { from: '/huong-dan/code-tan-thu', to: '/code-tan-thu', note: 'code tân thủ' },
  { from: '/huong-dan/cau-hoi-thuong-gap', to: '/cau-hoi-thuong-gap', note: 'câu hỏi thường gặp' },
  { from: '/keno', to: '/lo-de', note: 'keno -> xổ số' },
  { from: '/keno-sieu-toc', to: '/lo-de', note: 'keno -> xổ số' },
  { from: '/lode', to: '/lo-de', note: 'lô đề' },
  { from: '/lode-3-mien', to: '/lo-de/lo-de-3-mien', note: 'lô đề 3 miền' },
  { from: '/lode-sieu-toc', to: '/lo-de/lo-de-sieu-toc', note: 'lô đề siêu tốc' },
  { from: '/xo-so', to: '/lo-de', note: 'xổ số' },
  { from: '/mega645', to: '/lo-de/mega645', note: 'Mega 6/45' },
  { from: '/power655', to: '/lo-de/power655', note: 'Power 6/55' },
  { from: '/lo-de-sieu-toc', to: '/lo-de/lo-de-sieu-toc', note: 'lô đề siêu tốc' },
  { from: '/promotion', to: '/khuyen-mai', note: 'khuyến mãi' },
  { from: '/promotions', to: '/khuyen-mai', note: 'khuyến mãi' },
  { from: '/uu-dai', to: '/khuyen-mai', note: 'khuyến mãi' },
  { from: '/events', to: '/su-kien', note: 'sự kiện' },
  { from: '/su-kien-khuyen-mai', to: '/su-kien', note: 'sự kiện' },
  { from: '/song-bai-livecasino-truc-tuyen', to: '/live-casino', note: 'live casino' },
  ...CASINO_GAMES.map((game) => ({
    from: `/song-bai-livecasino-truc-tuyen/${game}`,
    to: `/live-casino/${game}`,
    note: `live casino ${game}`,
  })),
  { from: '/virtual-sports', to: '/the-thao', subPaths: true, note: 'thể thao' },
];

/** Query rules: on a path, a parameter value sends the visitor elsewhere (others keep the page). */
export interface LegacyQueryRule {
  path: string;
  param: string;
  value: string;
  to: string;
  note: string;
}

export const LEGACY_QUERY_RULES: readonly LegacyQueryRule[] = [
  { path: '/khuyen-mai', param: 'tab', value: 'events', to: '/su-kien', note: 'tab=promotions ở lại trang' },
  { path: '/song-bai-livecasino-truc-tuyen', param: 'filter', value: 'hot', to: '/live-casino', note: 'bộ lọc hot' },
];

export interface LegacyRedirect {
  location: string;
  status: 301;
}

/**
 * The permanent redirect for an old xc06 URL, or null. Query rules go first; the rule's
 * own parameter is dropped and every other parameter (utm_*, a) is kept.
 */
export function legacyRedirect(pathname: string, search = ''): LegacyRedirect | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const params = new URLSearchParams(search);
  const withQuery = (to: string, drop?: string) => {
    if (drop) params.delete(drop);
    const qs = params.toString();
    return { location: qs ? `${to}?${qs}` : to, status: 301 as const };
  };

  for (const rule of LEGACY_QUERY_RULES) {
    if (path === rule.path && params.get(rule.param) === rule.value) return withQuery(rule.to, rule.param);
  }
  for (const rule of LEGACY_PATH_RULES) {
    if (path === rule.from || (rule.subPaths && path.startsWith(`${rule.from}/`))) return withQuery(rule.to);
  }
  return null;
}
