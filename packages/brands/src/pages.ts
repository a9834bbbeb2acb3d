import type { TAppName } from '@app/contract';

/** Texts of one page's metadata and headings (product.md section 1). Templates take {placeholders}. */
export interface PageText {
  title: string;
  description: string;
  keywords: string;
  h1: string;
  h2?: string;
}

export type PageSection =
  | 'home'
  | 'casino'
  | 'games'
  | 'sports'
  | 'lottery'
  | 'cockfight'
  | 'promotions'
  | 'events'
  | 'news'
  | 'info'
  | 'app'
  | 'play'
  | 'account'
  | 'system';

export interface PageDef extends PageText {
  path: string;
  /** Indexable pages answer 'index, follow' and are listed in the sitemap. */
  index: boolean;
  section: PageSection;
  /** Short name in breadcrumbs and menus. */
  crumb: string;
}

export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, nofollow';

const page = (path: string, section: PageSection, crumb: string, text: PageText, index = true): PageDef => ({
  path,
  section,
  crumb,
  index,
  ...text,
});

const casinoGame = (slug: string, name: string, blurb: string, keywords: string) =>
  page(`/live-casino/${slug}`, 'casino', name, {
    title: `${name} trực tuyến – Live Casino {brand}`,
    description: `Chơi ${name} trực tuyến tại {brand}, mỗi ván kiểm chứng được: ${blurb} Nạp rút nhanh, {support}.`,
    keywords: `${name.toLowerCase()}, ${keywords}, live casino {brand}`,
    h1: `${name} trực tuyến`,
    h2: `Bàn ${name} mô phỏng tại {brand}, mỗi ván kiểm chứng được`,
  });

const portal = (slug: string, name: string, blurb: string, keywords: string) =>
  page(`/cong-game/${slug}`, 'games', name, {
    title: `${name} – Cổng game {brand}`,
    description: `${name} tại {brand}: ${blurb}`,
    keywords: `${keywords}, cổng game {brand}`,
    h1: name,
    h2: `${name} đổi thưởng tại {brand}`,
  });

const sport = (slug: string, name: string, blurb: string) =>
  page(`/the-thao/${slug}`, 'sports', name, {
    title: `${name} – Cá cược thể thao {brand}`,
    description: `Đặt cược ${name} tại {brand}: ${blurb}`,
    keywords: `${name.toLowerCase()}, cá cược thể thao, kèo bóng đá, {brand}`,
    h1: `Cá cược ${name}`,
  });

const virtualSport = (slug: string, name: string) =>
  page(`/the-thao/${slug}`, 'sports', name, {
    title: `${name} – Thể thao ảo {brand}`,
    description: `${name} tại {brand}: trận đấu ảo khoảng 3 phút, kết quả ngẫu nhiên được chứng nhận, cược suốt ngày đêm.`,
    keywords: `thể thao ảo, ${name.toLowerCase()}, bóng đá ảo, {brand}`,
    h1: name,
  });

const lottery = (slug: string, name: string, blurb: string) =>
  page(`/lo-de/${slug}`, 'lottery', name, {
    title: `${name} – Lô đề trực tuyến {brand}`,
    description: `${name} tại {brand}: ${blurb}`,
    keywords: `${name.toLowerCase()}, lô đề online, xổ số, {brand}`,
    h1: name,
  });

const promotion = (slug: string, name: string, description: string) =>
  page(`/khuyen-mai/${slug}`, 'promotions', name, {
    title: `${name} – Khuyến mãi {brand}`,
    description,
    keywords: `khuyến mãi {brand}, ${name.toLowerCase()}`,
    h1: name,
  });

const event = (slug: string, name: string, description: string) =>
  page(`/su-kien/${slug}`, 'events', name, {
    title: `${name} – Sự kiện {brand}`,
    description,
    keywords: `sự kiện {brand}, ${name.toLowerCase()}`,
    h1: name,
  });

const info = (slug: string, crumb: string, text: PageText) => page(`/${slug}`, 'info', crumb, text);

/**
 * Every fixed page of product.md section 2 with its SEO texts. Dynamic pages (news articles,
 * content pages, promotion and event details from the database) derive theirs from
 * their record with {@link dynamicPageSeo}.
 */
export const PAGES = {
  home: page('/', 'home', 'Trang chủ', {
    title: '{brand} – {tagline}',
    description: '{description}',
    keywords: '{brand}, nhà cái {brand}, cá cược thể thao, live casino, lô đề online, đá gà, cổng game',
    h1: '{brand} – {tagline}',
    h2: 'Thể thao, live casino, xổ số và cổng game trong một tài khoản',
  }),
  'error-404': page(
    '/404',
    'system',
    'Không tìm thấy trang',
    {
      title: 'Không tìm thấy trang | {brand}',
      description: 'Trang bạn tìm đã bị xóa hoặc đường dẫn không đúng.',
      keywords: '{brand}',
      h1: 'Không tìm thấy trang',
    },
    false,
  ),
  'error-500': page(
    '/500',
    'system',
    'Lỗi hệ thống',
    {
      title: 'Đã có lỗi xảy ra | {brand}',
      description: 'Hệ thống gặp sự cố tạm thời, vui lòng thử lại sau.',
      keywords: '{brand}',
      h1: 'Đã có lỗi xảy ra',
    },
    false,
  ),
  maintenance: page(
    '/maintenance',
    'system',
    'Bảo trì',
    {
      title: 'Hệ thống đang bảo trì | {brand}',
      description: 'Hệ thống đang bảo trì, vui lòng quay lại sau.',
      keywords: '{brand}',
      h1: 'Hệ thống đang bảo trì',
    },
    false,
  ),

  'live-casino': page('/live-casino', 'casino', 'Live Casino', {
    title: 'Live Casino trực tuyến – Baccarat, Roulette, Xóc Đĩa | {brand}',
    description:
      'Sảnh live casino {brand}: bàn baccarat chung giờ, rồng hổ, xóc đĩa, tài xỉu, sic bo, roulette, blackjack, poker; mỗi ván kiểm chứng được.',
    keywords: 'live casino, casino trực tuyến, baccarat online, xóc đĩa online, {brand}',
    h1: 'Live Casino trực tuyến',
    h2: 'Bàn chơi kiểm chứng được, mở 24/7',
  }),
  'live-casino/bau-cua': casinoGame(
    'bau-cua',
    'Bầu Cua',
    'ba viên xúc xắc hình bầu, cua, tôm, cá, gà, nai, kết quả từ bộ sinh số kiểm chứng được.',
    'bầu cua tôm cá online',
  ),
  'live-casino/xoc-dia': casinoGame(
    'xoc-dia',
    'Xóc Đĩa',
    'bốn đồng vị mô phỏng, cược chẵn lẻ và các cửa đặc biệt.',
    'xóc đĩa online, xóc đĩa đổi thưởng',
  ),
  'live-casino/roulette': casinoGame(
    'roulette',
    'Roulette',
    'vòng quay châu Âu, cược số đơn ăn 1 trả 35.',
    'roulette online, cò quay',
  ),
  'live-casino/tai-xiu': casinoGame(
    'tai-xiu',
    'Tài Xỉu',
    'sic bo ba xúc xắc, cược tài xỉu, chẵn lẻ và bộ ba.',
    'tài xỉu online, sic bo',
  ),
  'live-casino/poker': casinoGame(
    'poker',
    'Poker',
    'Texas Hold’em và Casino Hold’em đối đầu nhà cái.',
    'poker online, texas holdem',
  ),
  'live-casino/rong-ho': casinoGame(
    'rong-ho',
    'Rồng Hổ',
    'so lá bài Rồng và Hổ, có kết quả chỉ sau khoảng 30 giây.',
    'rồng hổ online, dragon tiger',
  ),
  'live-casino/baccarat': casinoGame(
    'baccarat',
    'Baccarat',
    'cược Nhà cái, Người chơi hoặc Hòa với nhiều bàn mỗi lúc.',
    'baccarat online, bài baccarat',
  ),
  'live-casino/blackjack': casinoGame(
    'blackjack',
    'Blackjack',
    'xì dách 21 điểm với luật chơi ghi rõ trên bàn.',
    'blackjack online, xì dách',
  ),
  'live-casino/game-khac': casinoGame(
    'game-khac',
    'Game bài khác',
    'game show, fan tan và nhiều trò chơi bàn khác.',
    'game show casino, casino khác',
  ),
  'live-casino/sexy-casino': casinoGame(
    'sexy-casino',
    'Sexy Casino',
    'sảnh AE Sexy với các bàn baccarat, rồng hổ, roulette nổi tiếng.',
    'sexy casino, ae sexy baccarat',
  ),

  'khuyen-mai': page('/khuyen-mai', 'promotions', 'Khuyến mãi', {
    title: 'Khuyến mãi – Thưởng nạp đầu, hoàn trả không giới hạn | {brand}',
    description:
      'Tổng hợp khuyến mãi đang diễn ra tại {brand}: thưởng nạp đầu, hoàn trả {refund}% không giới hạn, code tân thủ và quà tặng thành viên.',
    keywords: 'khuyến mãi {brand}, thưởng nạp đầu, hoàn trả, code tân thủ',
    h1: 'Khuyến mãi',
    h2: 'Ưu đãi đang diễn ra tại {brand}',
  }),
  'khuyen-mai/khuyen-mai-100': promotion(
    'khuyen-mai-100',
    'Thưởng nạp đầu 100%',
    'Thưởng 100% lần nạp đầu tiên tại {brand}, tối đa {cap100}. Xem điều kiện vòng cược và thời hạn.',
  ),
  'khuyen-mai/khuyen-mai-50': promotion(
    'khuyen-mai-50',
    'Thưởng nạp đầu 50%',
    'Thưởng 50% lần nạp đầu tiên tại {brand}, tối đa {cap50}. Xem điều kiện vòng cược và thời hạn.',
  ),
  'khuyen-mai/hoan-tra-135': promotion(
    'hoan-tra-135',
    'Hoàn trả 1.35% không giới hạn',
    'Hoàn trả 1.35% tổng cược hợp lệ mỗi ngày tại {brand}, không giới hạn số tiền.',
  ),
  'khuyen-mai/hoan-tra-14': promotion(
    'hoan-tra-14',
    'Hoàn trả 1.4% không giới hạn',
    'Hoàn trả 1.4% tổng cược hợp lệ mỗi ngày tại {brand}, không giới hạn số tiền.',
  ),
  'khuyen-mai/hoan-tra-145': promotion(
    'hoan-tra-145',
    'Hoàn trả 1.45% không giới hạn',
    'Hoàn trả 1.45% tổng cược hợp lệ mỗi ngày tại {brand}, không giới hạn số tiền.',
  ),
  'khuyen-mai/hoan-tra-15': promotion(
    'hoan-tra-15',
    'Hoàn trả 1.5% không giới hạn',
    'Hoàn trả 1.5% tổng cược hợp lệ mỗi ngày tại {brand}, không giới hạn số tiền.',
  ),

  'su-kien': page('/su-kien', 'events', 'Sự kiện', {
    title: 'Sự kiện – Gift code, nhiệm vụ, thưởng tải app | {brand}',
    description:
      'Các sự kiện đang diễn ra tại {brand}: gift code, nhiệm vụ hằng ngày, hoàn trả cược và thưởng {appBonus} khi tải ứng dụng.',
    keywords: 'sự kiện {brand}, gift code, nhiệm vụ, thưởng tải app',
    h1: 'Sự kiện',
    h2: 'Tham gia sự kiện, nhận quà mỗi ngày',
  }),
  'su-kien/gift-code': event(
    'gift-code',
    'Gift code',
    'Nhận và nhập gift code tại {brand}: điều kiện sử dụng, vòng cược và cách kiểm tra lịch sử gift code.',
  ),
  'su-kien/hoan-tra-cuoc': event(
    'hoan-tra-cuoc',
    'Hoàn trả cược',
    'Sự kiện hoàn trả cược tại {brand}: tỷ lệ hoàn trả {refund}% và thời gian trả thưởng.',
  ),
  'su-kien/nhiem-vu': event(
    'nhiem-vu',
    'Nhiệm vụ',
    'Hoàn thành nhiệm vụ điểm danh, nạp tiền và đặt cược tại {brand} để nhận thưởng mỗi ngày.',
  ),
  'su-kien/thuong-tai-app': event(
    'thuong-tai-app',
    'Thưởng tải app',
    'Tải ứng dụng {brand} và nhận thưởng {appBonus}: điều kiện và cách nhận.',
  ),

  'cong-game': page('/cong-game', 'games', 'Cổng game', {
    title: 'Cổng game – Slot, nổ hũ, bắn cá, game bài | {brand}',
    description:
      'Cổng game {brand}: slot, nổ hũ, bắn cá, game bài, keno và game nhanh. Chơi ngay trên điện thoại và máy tính.',
    keywords: 'cổng game, slot game, nổ hũ, bắn cá, game bài đổi thưởng, {brand}',
    h1: 'Cổng game',
    h2: 'Trò chơi đổi thưởng',
  }),
  'cong-game/keno': portal('keno', 'Keno', 'quay số Keno liên tục, kết quả minh bạch.', 'keno online, keno'),
  'cong-game/slot': portal('slot', 'Slot game', 'hàng trăm máy slot với vòng quay miễn phí.', 'slot game, quay hũ'),
  'cong-game/game-bai': portal(
    'game-bai',
    'Game bài',
    'tiến lên, mậu binh, phỏm, sâm lốc và nhiều game bài dân gian.',
    'game bài đổi thưởng, tiến lên',
  ),
  'cong-game/song-bai': portal(
    'song-bai',
    'Sòng bài',
    'bàn chơi baccarat, roulette, blackjack điện tử.',
    'sòng bài online, casino điện tử',
  ),
  'cong-game/ban-ca': portal(
    'ban-ca',
    'Bắn cá',
    'bắn cá đổi thưởng nhiều phòng, nhiều cấp súng.',
    'bắn cá, bắn cá online',
  ),
  'cong-game/game-nhanh': portal('game-nhanh', 'Game nhanh', 'game nhanh có kết quả tức thì.', 'game nhanh, mini game'),
  'cong-game/no-hu': portal(
    'no-hu',
    'Nổ hũ',
    'slot có hũ tích lũy, giá trị hũ cập nhật theo thời gian thực.',
    'nổ hũ, jackpot',
  ),

  'the-thao': page('/the-thao', 'sports', 'Thể thao', {
    title: 'Cá cược thể thao – K Sport, SABA, BTI, IM | {brand}',
    description:
      'Cá cược bóng đá tại {brand}: kèo châu Á, tài xỉu, 1X2, cược xiên, cược trực tiếp và bóng đá ảo. Hoàn trả {sportsRefund}%.',
    keywords: 'cá cược thể thao, kèo bóng đá, k sport, saba sport, bti, im sport, {brand}',
    h1: 'Cá cược thể thao',
    h2: 'Kèo thể thao mỗi ngày từ các sảnh hàng đầu',
  }),
  'the-thao/k-sport': sport('k-sport', 'K Sport', 'kèo châu Á, tài xỉu, cược xiên và cược trực tiếp trong trận.'),
  'the-thao/saba-sport': sport(
    'saba-sport',
    'SABA Sport',
    'hàng nghìn trận mỗi ngày với kèo rung và thống kê trực tiếp.',
  ),
  'the-thao/bti-sport': sport('bti-sport', 'BTI Sport', 'kèo châu Âu đa dạng, cược xiên linh hoạt.'),
  'the-thao/im-sport': sport('im-sport', 'IM Sport', 'giao diện gọn, kèo phạt góc, thẻ phạt và eSports.'),
  'the-thao/the-thao-ao-pp': virtualSport('the-thao-ao-pp', 'Thể thao ảo PP'),
  'the-thao/the-thao-ao-saba': virtualSport('the-thao-ao-saba', 'Thể thao ảo SABA'),
  'the-thao/the-thao-ao-im': virtualSport('the-thao-ao-im', 'Thể thao ảo IM'),
  'the-thao/the-thao-ao-ksport': virtualSport('the-thao-ao-ksport', 'Thể thao ảo K Sport'),
  'lich-thi-dau': page('/lich-thi-dau', 'sports', 'Lịch thi đấu', {
    title: 'Lịch thi đấu và kết quả bóng đá hôm nay | {brand}',
    description: 'Lịch thi đấu, tỷ số và kết quả các giải bóng đá hàng đầu, cập nhật liên tục tại {brand}.',
    keywords: 'lịch thi đấu, kết quả bóng đá, tỷ số trực tuyến, {brand}',
    h1: 'Lịch thi đấu và kết quả',
  }),

  'lo-de': page('/lo-de', 'lottery', 'Lô đề', {
    title: 'Lô đề online – Xổ số 3 miền, Mega 6/45, Power 6/55 | {brand}',
    description:
      'Chơi lô đề online tại {brand}: xổ số 3 miền, lô đề siêu tốc, Mega 6/45, Power 6/55. Tỷ lệ trả thưởng đề 1 ăn 99.',
    keywords: 'lô đề online, xổ số 3 miền, lô đề siêu tốc, mega 6/45, power 6/55, {brand}',
    h1: 'Lô đề online',
    h2: 'Lô đề 3 miền, lô đề siêu tốc, Mega 6/45 và Power 6/55',
  }),
  'lo-de/lo-de-3-mien': lottery(
    'lo-de-3-mien',
    'Lô đề 3 miền',
    'đặt cược theo kết quả xổ số miền Bắc, miền Trung, miền Nam.',
  ),
  'lo-de/lo-de-sieu-toc': lottery('lo-de-sieu-toc', 'Lô đề siêu tốc', 'quay số liên tục, có kết quả chỉ sau vài phút.'),
  // the draws are the built-in provider's own (Vietlott's rules and prize table, provably fair), not Vietlott's results
  'lo-de/mega645': lottery(
    'mega645',
    'Mega 6/45',
    'chọn 6 số từ 01 đến 45, vé 10.000đ, Jackpot từ 12 tỷ đồng cộng dồn. Quay thứ 4, thứ 6, chủ nhật lúc 18:00, kết quả kiểm chứng được.',
  ),
  'lo-de/power655': lottery(
    'power655',
    'Power 6/55',
    'chọn 6 số từ 01 đến 55, vé 10.000đ, Jackpot 1 từ 30 tỷ, Jackpot 2 từ 3 tỷ. Quay thứ 3, thứ 5, thứ 7 lúc 18:00, kết quả kiểm chứng được.',
  ),

  'da-ga': page('/da-ga', 'cockfight', 'Đá gà', {
    title: 'Đá gà trực tuyến – Trực tiếp thomo | {brand}',
    description: 'Xem và cược đá gà trực tiếp tại {brand}: nhiều trận mỗi ngày, hình ảnh sắc nét trên điện thoại.',
    keywords: 'đá gà trực tuyến, đá gà thomo, cược đá gà, {brand}',
    h1: 'Đá gà trực tuyến',
  }),
  'da-ga-ga28': page('/da-ga-ga28', 'cockfight', 'Đá gà GA28', {
    title: 'Đá gà GA28 trực tiếp | {brand}',
    description: 'Sảnh đá gà GA28 tại {brand}: trận đấu trực tiếp, cược nhanh trên điện thoại.',
    keywords: 'đá gà ga28, ga28, đá gà trực tiếp, {brand}',
    h1: 'Đá gà GA28',
  }),
  'da-ga-ws168': page('/da-ga-ws168', 'cockfight', 'Đá gà WS168', {
    title: 'Đá gà WS168 trực tiếp | {brand}',
    description: 'Sảnh đá gà WS168 tại {brand}: trận đấu trực tiếp, nhiều cửa cược, chơi trên điện thoại và máy tính.',
    keywords: 'đá gà ws168, ws168, đá gà trực tiếp, {brand}',
    h1: 'Đá gà WS168',
  }),
  'da-ga-sv388': page('/da-ga-sv388', 'cockfight', 'Đá gà SV388', {
    title: 'Đá gà SV388 trực tiếp | {brand}',
    description: 'Sảnh đá gà SV388 tại {brand}: Meron, Wala và Hòa, trận đấu nối tiếp, cược nhanh trên điện thoại.',
    keywords: 'đá gà sv388, sv388, đá gà trực tiếp, {brand}',
    h1: 'Đá gà SV388',
  }),

  'tin-tuc': page('/tin-tuc', 'news', 'Tin tức', {
    title: 'Tin tức, nhận định và hướng dẫn | {brand}',
    description: 'Tin tức thể thao, nhận định trận đấu, mẹo chơi và thông báo mới nhất từ {brand}.',
    keywords: 'tin tức {brand}, nhận định bóng đá, mẹo chơi casino',
    h1: 'Tin tức',
  }),
  'nhiem-vu': page('/nhiem-vu', 'events', 'Nhiệm vụ', {
    title: 'Nhiệm vụ hằng ngày – Điểm danh, nạp, cược nhận thưởng | {brand}',
    description: 'Nhận nhiệm vụ điểm danh, nạp tiền và đặt cược tại {brand}, hoàn thành để nhận thưởng mỗi ngày.',
    keywords: 'nhiệm vụ {brand}, điểm danh nhận thưởng',
    h1: 'Nhiệm vụ',
  }),
  'mini-games': page('/mini-games', 'games', 'Mini game', {
    title: 'Mini game – Chơi nhanh, thưởng liền | {brand}',
    description: 'Các mini game tại {brand}: chơi ngay trên mọi trang, kết quả tức thì.',
    keywords: 'mini game, game nhanh, {brand}',
    h1: 'Mini game',
  }),

  'install-app': page('/install-app', 'app', 'Tải ứng dụng', {
    title: 'Tải ứng dụng {brand} cho Android và iOS',
    description: 'Cài ứng dụng {brand} lên điện thoại Android hoặc iPhone để chơi nhanh hơn và nhận thưởng {appBonus}.',
    keywords: 'tải app {brand}, {brand} apk, {brand} ios',
    h1: 'Tải ứng dụng {brand}',
  }),
  'install-app/android': page('/install-app/android', 'app', 'Android', {
    title: 'Cài ứng dụng {brand} trên Android',
    description: 'Hướng dẫn cài ứng dụng {brand} trên điện thoại Android từng bước.',
    keywords: 'tải app {brand} android, {brand} apk',
    h1: 'Cài {brand} trên Android',
  }),
  'install-app/ios': page('/install-app/ios', 'app', 'iOS', {
    title: 'Cài ứng dụng {brand} trên iPhone (iOS)',
    description: 'Hướng dẫn thêm {brand} vào màn hình chính iPhone, iPad bằng Safari.',
    keywords: 'tải app {brand} ios, {brand} iphone',
    h1: 'Cài {brand} trên iPhone',
  }),

  'game/play': page(
    '/game/play',
    'play',
    'Chơi game',
    {
      title: 'Đang mở trò chơi | {brand}',
      description: 'Trò chơi đang được tải, vui lòng chờ trong giây lát hoặc quay lại sảnh game.',
      keywords: '{brand}',
      h1: 'Đang mở trò chơi',
    },
    false,
  ),
  'game/game-component': page(
    '/game/game-component',
    'play',
    'Chơi game',
    {
      title: 'Đang mở trò chơi | {brand}',
      description: 'Trò chơi đang được tải, vui lòng chờ trong giây lát hoặc quay lại sảnh game.',
      keywords: '{brand}',
      h1: 'Đang mở trò chơi',
    },
    false,
  ),

  'gioi-thieu': info('gioi-thieu', 'Giới thiệu', {
    title: 'Giới thiệu {brand} – Nhà cái trực tuyến uy tín',
    description: '{description}',
    keywords: 'giới thiệu {brand}, {brand} là gì, nhà cái {brand}',
    h1: 'Giới thiệu {brand}',
    h2: 'Sản phẩm và cam kết',
  }),
  'dieu-khoan-dieu-kien': info('dieu-khoan-dieu-kien', 'Điều khoản', {
    title: 'Điều khoản và điều kiện | {brand}',
    description:
      'Điều khoản sử dụng dịch vụ {brand}: tài khoản, nạp rút, khuyến mãi, cá cược và trách nhiệm của các bên.',
    keywords: 'điều khoản {brand}, quy định {brand}',
    h1: 'Điều khoản và điều kiện',
  }),
  'chinh-sach-bao-mat': info('chinh-sach-bao-mat', 'Chính sách bảo mật', {
    title: 'Chính sách bảo mật | {brand}',
    description: 'Cách {brand} thu thập, sử dụng và bảo vệ thông tin cá nhân của người chơi.',
    keywords: 'chính sách bảo mật {brand}, bảo mật thông tin',
    h1: 'Chính sách bảo mật',
  }),
  'huong-dan-nap-tien': info('huong-dan-nap-tien', 'Hướng dẫn nạp tiền', {
    title: 'Hướng dẫn nạp tiền {brand} – Ngân hàng, QR, MoMo, thẻ cào',
    description:
      'Các cách nạp tiền vào {brand}: chuyển khoản, QR Codepay, ví MoMo, tiền điện tử và thẻ cào. Tiền được cộng ngay khi ngân hàng hoặc cổng thanh toán xác nhận.',
    keywords: 'nạp tiền {brand}, hướng dẫn nạp tiền, nạp tiền qr',
    h1: 'Hướng dẫn nạp tiền',
  }),
  'huong-dan-rut-tien': info('huong-dan-rut-tien', 'Hướng dẫn rút tiền', {
    title: 'Hướng dẫn rút tiền {brand} – Ngân hàng, thẻ cào, tiền điện tử',
    description:
      'Cách rút tiền từ {brand} về tài khoản ngân hàng, thẻ cào hoặc ví tiền điện tử, điều kiện và thời gian xử lý.',
    keywords: 'rút tiền {brand}, hướng dẫn rút tiền',
    h1: 'Hướng dẫn rút tiền',
  }),
  'huong-dan-dang-ky': info('huong-dan-dang-ky', 'Hướng dẫn đăng ký', {
    title: 'Hướng dẫn đăng ký tài khoản {brand}',
    description: 'Đăng ký tài khoản {brand} trong 1 phút: tên đăng nhập, mật khẩu, số điện thoại và xác minh.',
    keywords: 'đăng ký {brand}, tạo tài khoản {brand}',
    h1: 'Hướng dẫn đăng ký',
  }),
  'code-tan-thu': info('code-tan-thu', 'Code tân thủ', {
    title: 'Code tân thủ {code} cho thành viên mới | {brand}',
    description: 'Nhận code tân thủ {code} khi mở tài khoản {brand}: điều kiện nhận, cách nhập và vòng cược.',
    keywords: 'code tân thủ {brand}, giftcode tân thủ',
    h1: 'Code tân thủ',
  }),
  'huong-dan-nhan-gift-code': info('huong-dan-nhan-gift-code', 'Hướng dẫn nhận gift code', {
    title: 'Hướng dẫn nhận và nhập gift code | {brand}',
    description: 'Cách nhận gift code {brand}, nhập code trong tài khoản và điều kiện rút tiền từ gift code.',
    keywords: 'gift code {brand}, nhập gift code, giftcode',
    h1: 'Hướng dẫn nhận gift code',
  }),
  'cau-hoi-thuong-gap': info('cau-hoi-thuong-gap', 'Câu hỏi thường gặp', {
    title: 'Câu hỏi thường gặp | {brand}',
    description: 'Giải đáp thắc mắc về tài khoản, nạp rút, khuyến mãi và bảo mật tại {brand}.',
    keywords: 'câu hỏi thường gặp {brand}, faq {brand}',
    h1: 'Câu hỏi thường gặp',
  }),
  'choi-co-trach-nhiem': info('choi-co-trach-nhiem', 'Chơi có trách nhiệm', {
    title: 'Chơi có trách nhiệm – 18+, giới hạn và tự loại trừ | {brand}',
    description:
      'Cam kết chơi có trách nhiệm của {brand}: chỉ dành cho người từ 18 tuổi, giới hạn nạp và thua, tự loại trừ và nơi tìm trợ giúp.',
    keywords: 'chơi có trách nhiệm, tự loại trừ, giới hạn nạp, {brand}',
    h1: 'Chơi có trách nhiệm',
  }),

  account: page(
    '/account',
    'account',
    'Tài khoản',
    {
      title: 'Tài khoản | {brand}',
      description: 'Quản lý tài khoản {brand}: thông tin cá nhân, ngân hàng, nạp rút và lịch sử giao dịch.',
      keywords: '{brand}',
      h1: 'Tài khoản',
    },
    false,
  ),
} satisfies Record<string, PageDef>;

export type PageKey = keyof typeof PAGES;

/** Per-brand wording beyond the shared templates (each brand has its own texts, product.md section 1). */
export const BRAND_TEXT: Partial<Record<TAppName, Partial<Record<PageKey, Partial<PageText>>>>> = {
  xc04: {
    'the-thao': { h2: 'Một tài khoản cho mọi sảnh thể thao' },
  },
  xc06: {
    home: {
      title: 'Nhà cái {brand} – Trang chủ chính thức, {support}',
      h1: 'Nhà cái {brand} – Trang chủ chính thức',
      keywords: 'nhà cái {brand}, {brand} chính thức, link vào {brand}, cá cược thể thao, casino trực tuyến',
    },
    'live-casino': { h2: 'Sòng bài live casino trực tuyến {brand}' },
  },
  xc07: {
    home: { h2: 'Giải trí có trách nhiệm: đặt giới hạn, chơi vui, rút nhanh' },
  },
};
