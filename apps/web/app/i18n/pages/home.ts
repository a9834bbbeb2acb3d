/**
 * Copy of the home page sections ({brand}, {refund} filled per brand on the server; {promise} and
 * {promiseShort} from the cashier's settings, decision 125).
 */
export const HOME_COPY = {
  heroLead:
    'Cá cược thể thao, live casino kiểm chứng được, lô đề 3 miền, Mega 6/45, đá gà và cổng game. {promise}, {support}.',
  ctaRegister: 'Đăng ký ngay',
  banners: {
    label: 'Khuyến mãi nổi bật',
    kicker: 'Khuyến mãi',
    cta: 'Xem chi tiết',
    pause: 'Tạm dừng banner',
    play: 'Tự chạy banner',
    previous: 'Banner trước',
    next: 'Banner sau',
    goTo: (n: number) => `Chuyển đến banner ${n}`,
    position: (n: number, total: number) => `${n} / ${total}`,
  },
  ctaExplore: 'Khám phá sảnh game',
  trust: ['{promiseShort}', 'Hoàn trả {refund}% không giới hạn', '{Support}'],
  categoriesTitle: 'Sảnh giải trí',
  categories: [
    { to: '/the-thao', title: 'Thể thao', blurb: 'Bóng đá, cược xiên và bóng đá ảo', tone: 'from-emerald-500/25' },
    {
      to: '/live-casino',
      title: 'Live Casino',
      blurb: 'Baccarat, rồng hổ, xóc đĩa, tài xỉu',
      tone: 'from-rose-500/25',
    },
    { to: '/cong-game', title: 'Cổng game', blurb: 'Nổ hũ, slot, bắn cá, game bài', tone: 'from-violet-500/25' },
    { to: '/lo-de', title: 'Lô đề', blurb: 'Xổ số 3 miền, Mega 6/45, Power 6/55', tone: 'from-sky-500/25' },
    {
      to: '/da-ga',
      title: 'Đá gà',
      blurb: 'Cược đá gà trên điện thoại, kết quả kiểm chứng được',
      tone: 'from-amber-500/25',
    },
    { to: '/mini-games', title: 'Mini game', blurb: 'Game nhanh, kết quả tức thì', tone: 'from-fuchsia-500/25' },
  ],
  featuredTitle: 'Trò chơi nổi bật',
  whyTitle: 'Vì sao chọn {brand}',
  why: [
    {
      title: 'Nạp rút siêu tốc',
      text: 'QR Codepay, MoMo, tiền điện tử và thẻ cào. {promise}.',
    },
    {
      title: 'An toàn và minh bạch',
      text: 'Mọi khoản tiền được ghi sổ kép, lịch sử giao dịch và cược luôn hiển thị đầy đủ.',
    },
    { title: '{Support}', text: 'Đội ngũ chăm sóc khách hàng nói tiếng Việt, qua các kênh ở trang Liên hệ.' },
    {
      title: 'Chơi có trách nhiệm',
      text: 'Giới hạn nạp, giới hạn thua, giới hạn cược và tự loại trừ do bạn tự đặt, được kiểm tra ở mỗi lần nạp tiền và đặt cược.',
    },
  ],
  newsTitle: 'Tin tức mới',
  aboutTitle: 'Về {brand}',
  about: [
    '{description}',
    'Tài khoản {brand} dùng chung cho mọi sảnh: một số dư, một lịch sử giao dịch. Người chơi mới được hướng dẫn từng bước đăng ký, nạp tiền và rút tiền; các khuyến mãi hiển thị rõ điều kiện vòng cược và thời hạn.',
  ],
} as const;
