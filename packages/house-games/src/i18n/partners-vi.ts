/**
 * Every text of the partner sandboxes' game screens (PP's slots and tables, AE Sexy's baccarat,
 * SV388's fights; decision 132) and every refusal of their play API, in Vietnamese (the default
 * and the fallback). `partners-en.ts` has the same keys and placeholders; `catalogue.test.ts`
 * checks both. Amounts come in already formatted (`{{amount}}`).
 */
export const partnersVi = {
  page: {
    lobby: 'Sảnh',
    balance: 'Số dư',
    paytable: 'Bảng trả thưởng',
    yourBets: 'Cược của bạn',
  },
  /** What the screens' script writes (pages.ts), given to it in the page's boot block. */
  screen: {
    network: 'Lỗi kết nối, vui lòng thử lại',
    status: {
      open: 'chờ kết quả',
      settling: 'đang trả thưởng',
      settled: 'đã trả',
      refunded: 'đã hoàn cược',
      placing: 'đang đặt',
    },
    spin: 'Quay',
    totalStake: 'Tổng cược',
    win: 'Thắng',
    balance: 'Số dư',
    lessBet: 'Giảm mức cược',
    moreBet: 'Tăng mức cược',
    spinButton: 'QUAY',
    freeButton: 'MIỄN PHÍ',
    lineBet: 'Cược mỗi dòng',
    ways: '{{n}} cách thắng',
    lines: '{{n}} dòng thắng cố định',
    freeSpinsTimes: 'vòng quay miễn phí ×{{multiplier}}',
    rtpBelow: 'RTP trong luật chơi bên dưới',
    paysStake: '{{pays}} × tổng cược',
    paysLine: '{{pays}} × cược dòng',
    freeLeft: 'Còn {{n}} lượt quay miễn phí',
    free: 'Miễn phí',
    freeSpinsAwarded: '{{n}} vòng quay miễn phí!',
    freeSpinOf: 'Quay miễn phí {{i}}/{{n}}',
    freeRound: 'Lượt quay miễn phí',
    won: 'Thắng {{amount}}',
    freeSpinsWon: '{{n}} vòng miễn phí',
    noWin: 'Chưa trúng',
    noWinStake: 'Chưa trúng, cược {{amount}}',
    table: 'BÀN {{game}}',
    chip: 'Phỉnh {{amount}}',
    road: 'Bảng cầu',
    roadLabel: 'Bảng cầu: kết quả các ván gần nhất',
    meron: 'MERON · ĐỎ',
    wala: 'WALA · XANH',
    vs: 'VS',
    round: 'Ván #{{no}}: {{result}}',
    lastRound: 'Ván trước #{{no}}: {{result}}',
    betting: 'Đặt cược',
    dealing: 'Đang chia bài',
    fighting: 'Đang đá',
    closed: 'Ván này đã ngừng nhận cược, vui lòng chờ ván sau',
    placed: 'Đã đặt {{amount}} vào {{spot}}',
  },
  slots: {
    /** the title's name and its pictures' (a card rank is its own name), as the title's data names them */
    titles: {
      vs20olympus: {
        name: 'Cổng Thần Olympus',
        symbols: { a: 'Ngọc lục bảo', b: 'Vương miện', c: 'Ngôi sao Olympus', W: 'Thần Sấm', S: 'Mặt trời' },
      },
      vs20sweetbn: {
        name: 'Kẹo Ngọt Bùng Nổ',
        symbols: { a: 'Dưa hấu', b: 'Chùm nho', c: 'Kẹo tim', W: 'Kẹo mút', S: 'Bom kẹo' },
      },
      vs20dogh: {
        name: 'Chú Chó Vui Vẻ',
        symbols: { a: 'Khúc xương', b: 'Dấu chân', c: 'Chuông cổ', W: 'Nhà gỗ', S: 'Khúc xương vàng' },
      },
      vs15bassb: {
        name: 'Câu Cá Lớn',
        symbols: { a: 'Phao câu', b: 'Mỏ neo', c: 'Sóng lớn', W: 'Cá Vàng Lớn', S: 'Ngọc trai' },
      },
      vs15wolfg: {
        name: 'Sói Vàng',
        symbols: { a: 'Xương rồng', b: 'Đại bàng', c: 'Bò rừng', W: 'Sói (Trăng)', S: 'Mặt trời sa mạc' },
      },
      vs15madame: {
        name: 'Bà Đồng Quyền Năng',
        symbols: { a: 'Ngọn nến', b: 'Lá bài', c: 'Quả cầu', W: 'Mắt thần' },
      },
      vs10bookeg: {
        name: 'Sách Ai Cập',
        symbols: { a: 'Bọ hung', b: 'Thần Anubis', c: 'Pharaoh', W: 'Sách cổ', S: 'Kim tự tháp' },
      },
      vs10fruity: {
        name: 'Trái Cây Mùa Hè',
        symbols: { l: 'Chanh', o: 'Cam', r: 'Anh đào', g: 'Chùm nho', m: 'Dưa hấu', b: 'Chuông vàng', W: 'Số 7' },
      },
      vs10buffalo: {
        name: 'Trâu Rừng Thảo Nguyên',
        symbols: { a: 'Cỏ thảo nguyên', b: 'Móng ngựa', c: 'Đại bàng', W: 'Trâu rừng', S: 'Đồng xu vàng' },
      },
      vs9aztec: {
        name: 'Đền Vàng Aztec',
        symbols: { a: 'Lửa thiêng', b: 'Ngọc Aztec', c: 'Mặt nạ vàng', W: 'Đền vàng', S: 'Mặt trời Aztec' },
      },
      vs9dragon: {
        name: 'Rồng Phương Đông',
        symbols: { a: 'Quạt giấy', b: 'Trống đồng', c: 'Ngọc rồng', W: 'Rồng', S: 'Mây lành' },
      },
      vs5joker: {
        name: 'Vua Hề Joker',
        symbols: { r: 'Anh đào', l: 'Chanh', b: 'Chuông', c: 'Cỏ bốn lá', s: 'Số 7', h: 'Móng ngựa', W: 'Joker' },
      },
    },
    /** a win of a spin, worded exactly as the engine labels it (slot-engine.ts) */
    wins: {
      line: 'Dòng {{line}}: {{count}} × {{symbol}}',
      ways: '{{count}} × {{symbol}} ({{ways}} cách)',
      scatter: '{{count}} × {{symbol}}',
      multiplied: '{{win}} ×{{multiplier}}',
    },
    noWin: 'Không trúng',
    freeSpinsWon: '{{n}} vòng quay miễn phí thắng {{amount}}',
    /** the title's rules, its footer */
    rules: {
      lines: '{{lines}} dòng cố định, trả từ cuộn trái sang phải',
      ways: '{{ways}} cách thắng: biểu tượng giống nhau trên các cuộn liền kề từ trái sang, mỗi cách trả theo cược mỗi dòng',
      cost: 'Tổng cược = cược mỗi dòng × {{cost}}',
      wild: '{{wild}} (Wild) thay thế mọi biểu tượng',
      wildNotScatter: '{{wild}} (Wild) thay thế mọi biểu tượng trừ {{scatter}}',
      wildPays: '{{substitutes}} và tự trả thưởng trên dòng',
      scatter: '{{scatter}} (Scatter) trả {{pays}} lần tổng cược khi xuất hiện 3/4/5 cái ở bất kỳ vị trí nào',
      scatterFree:
        '{{scatter}} (Scatter) trả {{pays}} lần tổng cược khi xuất hiện 3/4/5 cái ở bất kỳ vị trí nào, và tặng {{awards}} vòng quay miễn phí với mọi khoản thắng ×{{multiplier}} (có thể kích hoạt lại)',
      rtp: 'RTP {{rtp}}, đo trên {{spins}} vòng quay mô phỏng (giá trị lý thuyết tính từ các cuộn: {{exact}})',
      volatility: 'Độ biến động: {{volatility}}',
    },
    /** by `rowKey` of the title's declared volatility */
    volatility: { thap: 'Thấp', trung_binh: 'Trung bình', cao: 'Cao', rat_cao: 'Rất cao' },
  },
  /** the live tables, by their layout; a table's result sides are its spots */
  tables: {
    names: {
      '401': 'Baccarat Tốc Độ',
      '1024': 'Rồng Hổ Trực Tuyến',
      'MX-LIVE-001': 'AE Sexy Baccarat',
      'SV-LIVE-001': 'SV388 Đá Gà',
    },
    baccarat: {
      spots: { player: 'Con', banker: 'Cái', tie: 'Hòa', player_pair: 'Đôi Con', banker_pair: 'Đôi Cái' },
      winners: { player: 'Con thắng', banker: 'Cái thắng', tie: 'Hòa' },
      result: 'Con {{player}} ({{playerTotal}}) - Cái {{banker}} ({{bankerTotal}}): {{winner}}',
      rules: 'Baccarat 8 bộ bài. Con 1 ăn 1, Cái 1 ăn 0.95, Hòa 1 ăn 8 (Con/Cái hoàn cược khi hòa), Đôi 1 ăn 11.',
    },
    dragontiger: {
      spots: { rong: 'Rồng', ho: 'Hổ', hoa: 'Hòa' },
      winners: { rong: 'Rồng thắng', ho: 'Hổ thắng', hoa: 'Hòa' },
      result: 'Rồng {{dragon}} - Hổ {{tiger}}: {{winner}}',
      rules: 'Rồng Hổ 8 bộ bài, A nhỏ nhất. Rồng/Hổ 1 ăn 1 (hòa hoàn nửa cược), Hòa 1 ăn 11.',
    },
    cockfight: {
      spots: { meron: 'Meron (Đỏ)', wala: 'Wala (Xanh)', draw: 'Hòa' },
      winners: { meron: 'Meron (Đỏ) thắng', wala: 'Wala (Xanh) thắng', draw: 'Trận hòa' },
      rules: 'Meron và Wala trả {{odds}} (gồm tiền cược), hòa hoàn cược Meron/Wala; cược Hòa trả 1 ăn 8.',
    },
  },
  /**
   * What the providers tell the operator of a bet (PP's roundDetails), which the platform's bet
   * history shows: written in Vietnamese whatever the screen's language.
   */
  records: {
    spot: 'Cửa {{spot}}',
    spin: 'Quay',
    spinOf: 'Quay {{paths}} × {{amount}}',
    freeSpinOf: 'Quay miễn phí {{paths}} × {{amount}}',
    lines: '{{n}} dòng',
    ways: '{{n}} cách',
  },
  errors: {
    badSession: 'Phiên chơi không hợp lệ, vui lòng mở lại trò chơi từ trang chủ',
    gameNotFound: 'Trò chơi không tồn tại',
    badSpot: 'Cửa cược không hợp lệ',
    badStake: 'Mức cược không hợp lệ',
    badData: 'Dữ liệu không hợp lệ',
    lineBet: 'Mức cược mỗi dòng phải là một trong {{bets}} VND',
    bettingClosed: 'Ván này đã ngừng nhận cược, vui lòng đặt ở ván sau',
    unconfirmed: 'Ví của nhà cái chưa xác nhận cược, tiền cược đã được hoàn lại. Vui lòng thử lại sau',
    walletDown: 'Không kết nối được ví, vui lòng thử lại sau',
    balanceUnread: 'Không đọc được số dư, vui lòng thử lại',
    /** the operator's wallet refused a stake: by the provider's code (pp.sandbox.ts, awc.sandbox.ts) */
    wallet: {
      noMoney: 'Số dư không đủ để đặt cược',
      noAccount: 'Không tìm thấy tài khoản, vui lòng mở lại trò chơi',
      sessionEnded: 'Phiên chơi đã hết hạn, vui lòng mở lại trò chơi từ trang chủ',
      notVerified: 'Nhà cung cấp không xác thực được yêu cầu',
      locked: 'Tài khoản đang bị khóa, không thể đặt cược',
      badBet: 'Cược không hợp lệ',
      gamePaused: 'Trò chơi đang tạm ngừng',
      betLimit: 'Bạn đã đạt giới hạn cược đã đặt',
      timeLimit: 'Bạn đã đạt giới hạn thời gian chơi',
      anyLimit: 'Bạn đã đạt giới hạn cược hoặc thời gian chơi đã đặt',
      stakeRange: 'Mức cược nằm ngoài giới hạn cho phép',
      maintenance: 'Nhà cung cấp đang bảo trì',
      refused: 'Nhà cung cấp từ chối cược, vui lòng thử lại',
    },
    /** by code: what the API's envelope says of a request it could not read */
    codes: {
      BAD_REQUEST: 'Dữ liệu gửi lên không hợp lệ',
      VALIDATION_ERROR: 'Dữ liệu không hợp lệ',
      INTERNAL_ERROR: 'Đã có lỗi xảy ra vui lòng thử lại sau',
    },
  },
};

export type PartnersCatalogue = typeof partnersVi;
