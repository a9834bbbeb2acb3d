/**
 * The sportsbook's Vietnamese texts (decision 176): its screens, rules page and API refusals.
 * Vietnamese is the default and the fallback; en.ts has the same keys. Team names are not here:
 * they are shown as the feed gives them.
 */
export const sportsVi = {
  page: {
    title: { sportsbook: 'Thể thao', virtual: 'Bóng đá ảo' },
    back: 'Sảnh',
    backLabel: 'Về sảnh',
    rules: 'Luật tính cược',
    format: 'Kiểu kèo',
    formatHint: 'Áp dụng cho kèo chấp và tài xỉu; kèo 1X2, tỷ số luôn ở dạng thập phân',
    loading: 'Đang tải trận đấu…',
    slip: 'Phiếu cược',
    openSlip: 'Mở phiếu cược',
    noPick: 'Chưa chọn kèo',
    noscript: 'Vui lòng bật JavaScript để chơi.',
  },
  /** the odds formats (odds.ts ODDS_FORMATS) */
  formats: {
    decimal: 'Thập phân (EU)',
    malay: 'Malaysia (MY)',
    hongkong: 'Hồng Kông (HK)',
    indo: 'Indonesia (INDO)',
  },
  /** the market types (markets.ts MARKET_TYPES) */
  markets: {
    '1x2': 'Kèo 1X2',
    ah: 'Kèo chấp',
    ou: 'Tài xỉu',
    btts: 'Hai đội ghi bàn',
    cs: 'Tỷ số chính xác',
    ht1x2: 'Hiệp 1 - 1X2',
    htah: 'Hiệp 1 - Kèo chấp',
    htou: 'Hiệp 1 - Tài xỉu',
  },
  /** the picks that are not a team's name or a score */
  picks: {
    draw: 'Hòa',
    over: 'Tài',
    under: 'Xỉu',
    yes: 'Có',
    no: 'Không',
    other: 'Khác',
    otherScore: 'Tỷ số khác',
  },
  /** a leg's result (markets.ts LegResult) */
  results: {
    win: 'Thắng',
    half_win: 'Thắng nửa',
    push: 'Hòa (hoàn tiền)',
    half_lose: 'Thua nửa',
    lose: 'Thua',
    void: 'Hủy (hoàn tiền)',
  },
  /** a bet's status as the screen lists it */
  status: { placed: 'Đang xử lý', settled: 'Đã kết toán', void: 'Đã hủy (hoàn tiền)' },
  /** the leagues by code (leagues.ts LEAGUES) */
  leagues: {
    vleague1: 'V.League 1',
    epl: 'Ngoại hạng Anh',
    laliga: 'La Liga',
    seriea: 'Serie A',
    bundesliga: 'Bundesliga',
    ucl: 'Cúp C1 châu Âu',
    vfl: 'Bóng đá ảo',
  },
  money: '{{amount}} VND',
  board: {
    all: 'Tất cả',
    live: 'Trực tiếp',
    minute: 'Phút {{minute}}',
    liveMinute: "Phút {{minute}}'",
    halfTime: 'Nghỉ giữa hiệp',
    goalAt: 'Bàn thắng phút {{minute}}',
    goal: "{{minute}}' Bàn thắng: {{team}}",
    closedLive: 'Trận đang diễn ra, đã ngừng nhận cược',
    closed: 'Đã ngừng nhận cược',
    less: 'Thu gọn',
    more: 'Thêm kèo ({{count}})',
    seedHash: 'Mã băm hạt giống: {{hash}}…',
    inPlay: 'Đang diễn ra',
    next: 'Trận tiếp theo',
    upcoming: 'Sắp diễn ra',
    none: 'Chưa có trận đấu nào, vui lòng quay lại sau ít phút.',
    balance: 'Số dư: {{amount}}',
  },
  slip: {
    title: 'Phiếu cược',
    parlayTitle: 'Phiếu cược xiên ({{count}})',
    close: 'Đóng phiếu cược',
    empty: 'Chọn một tỷ lệ để thêm vào phiếu cược. Chọn nhiều trận để cược xiên.',
    live: 'Trực tiếp',
    remove: 'Bỏ',
    stake: 'Tiền cược',
    stakeVnd: 'Tiền cược (VND)',
    odds: 'Tỷ lệ',
    potential: 'Tiền thắng tối đa',
    accept: 'Khi tỷ lệ thay đổi',
    acceptBetter: 'Chỉ nhận tỷ lệ tốt hơn',
    acceptAny: 'Luôn nhận tỷ lệ mới',
    acceptNone: 'Không nhận tỷ lệ thay đổi',
    range: 'Cược từ {{min}} đến {{max}}.',
    place: 'Đặt cược',
    placing: 'Đang đặt cược…',
    fabStake: 'Cược {{amount}}',
  },
  toast: {
    maxLegs: 'Cược xiên tối đa {{max}} trận',
    added: 'Đã thêm vào phiếu cược ({{count}}): {{label}} @ {{odds}}',
    removed: 'Đã bỏ khỏi phiếu cược ({{count}})',
    placed: 'Đặt cược thành công: {{stake}}, thắng tối đa {{potential}}',
    dropped: '{{message}}. Đã bỏ {{match}} khỏi phiếu cược.',
    oddsChanged: 'Tỷ lệ đã đổi từ {{from}} thành {{to}}',
    matchClosed: 'Trận {{match}} đã ngừng nhận cược, lựa chọn đã được bỏ khỏi phiếu cược',
    marketClosed: 'Kèo {{label}} của trận {{match}} đã đóng, lựa chọn đã được bỏ khỏi phiếu cược',
    lineChanged: 'Đường kèo đã đổi: {{from}} → {{to}} @ {{odds}}',
    cashedOut: 'Đã rút tiền sớm {{amount}}',
  },
  bets: {
    title: 'Cược của tôi',
    none: 'Bạn chưa có cược nào.',
    parlay: 'Xiên {{count}}',
    single: 'Cược đơn',
    open: 'Đang xử lý',
    stake: 'Cược {{amount}}',
    potential: 'Thắng tối đa {{amount}}',
    paid: 'Trả {{amount}}',
    pending: '{{label}} (đang xử lý)',
    cashedOut: 'Đã rút tiền sớm',
    cashout: 'Rút tiền sớm {{amount}}',
    cashoutHeld: 'Nhận {{amount}}? Giá giữ {{seconds}} giây',
    confirm: 'Xác nhận',
    cancel: 'Hủy',
  },
  /** what the platform's records say (bet history lines, wallet reasons): written in Vietnamese */
  records: {
    sport: 'Bóng đá',
    adjustment: 'Điều chỉnh kết quả',
    debt: 'Trừ khoản nợ điều chỉnh kết quả',
    cashout: 'Rút tiền sớm (cash-out)',
  },
  /** the settlement rules page (rules.ts rulesSections), from the rules in force */
  rules: {
    title: 'Luật tính cược thể thao',
    result: {
      title: 'Kết quả dùng để tính cược',
      fullTime:
        'Mọi kèo cả trận được tính theo tỷ số sau 90 phút thi đấu chính thức (kể cả bù giờ), không tính hiệp phụ và loạt sút luân lưu.',
      halfTime:
        'Kèo hiệp 1 được tính theo tỷ số hết hiệp 1. Nếu nguồn kết quả báo trận đã kết thúc nhưng chưa có tỷ số hiệp 1, kèo cả trận được trả ngay, kèo hiệp 1 chờ đến khi có tỷ số hiệp 1.',
      quarter:
        'Kèo chấp và tài xỉu có đường kèo 1/4 (ví dụ 0.25, 0.75) được tính như hai cược bằng nhau trên hai đường kèo liền kề, nên có thể thắng nửa hoặc thua nửa.',
    },
    postponed: {
      title: 'Trận hoãn, tạm dừng hoặc không có kết quả',
      kept: 'Trận bị hoãn hoặc tạm dừng vẫn giữ cược trong {{hours}} giờ kể từ giờ bóng lăn ban đầu. Nếu trận được đá (hoặc đá tiếp) và có kết quả trong thời gian đó, cược được tính theo kết quả ấy.',
      void: 'Quá {{hours}} giờ kể từ giờ bóng lăn ban đầu mà trận chưa có kết quả cuối cùng, mọi lựa chọn chưa có kết quả của trận bị hủy và hoàn tiền (tính hệ số 1.00 trong cược xiên).',
      halfTime:
        'Kèo hiệp 1 của trận đã kết thúc mà sau {{hours}} giờ vẫn chưa có tỷ số hiệp 1 cũng bị hủy và hoàn tiền.',
      simulated:
        'Trận của giải thật do máy chủ mô phỏng (không có nguồn dữ liệu thật) và bóng đá ảo không được đá lại: trận hoãn bị hủy ngay.',
    },
    abandoned: {
      title: 'Trận bị bỏ dở',
      decided:
        'Trận bị bỏ dở giữa chừng: các lựa chọn đã có kết quả chắc chắn được tính, bất kể phần còn lại của trận ra sao (ví dụ Tài 2.5 khi đã có 3 bàn thắng là thắng, Xỉu 2.5 là thua; tỷ số chính xác 1-0 khi đang 2-0 là thua). Các lựa chọn còn lại bị hủy và hoàn tiền.',
      halfTime:
        'Nếu trận bị bỏ dở sau khi hiệp 1 kết thúc, mọi kèo hiệp 1 được tính theo tỷ số hiệp 1. Nếu bỏ dở trong hiệp 1, kèo hiệp 1 chỉ được tính khi kết quả đã chắc chắn, còn lại hoàn tiền.',
    },
    awarded: {
      title: 'Trận được xử thắng',
      score:
        'Trận được ban tổ chức xử thắng (ví dụ 3-0) được tính theo tỷ số xử thắng cho mọi kèo cả trận. Kèo hiệp 1 của trận đó bị hủy và hoàn tiền.',
    },
    corrections: {
      title: 'Điều chỉnh kết quả',
      resettled:
        'Nếu kết quả chính thức thay đổi sau khi cược đã được trả (ví dụ 1-0 được sửa thành 1-1), mọi cược liên quan được tính lại và số dư của bạn được cộng hoặc trừ đúng phần chênh lệch, một lần, với ghi chú "điều chỉnh kết quả" dưới cược đó trong lịch sử cược.',
      debt: 'Nếu số dư không đủ cho khoản trừ, phần còn thiếu được ghi thành khoản nợ của bạn với sảnh thể thao; tiền thắng các cược thể thao sau đó được dùng để trả khoản nợ này trước. Số dư không bao giờ bị âm.',
      history: 'Khoản điều chỉnh cũng hiện trong lịch sử giao dịch của tài khoản với nội dung "Điều chỉnh kết quả".',
    },
    suspensions: {
      title: 'Tạm ngưng và hủy kèo',
      suspend:
        'Bộ phận giao dịch có thể tạm ngưng nhận cược một kèo hoặc cả trận bất cứ lúc nào (ví dụ khi có sự cố về tỷ lệ hoặc thông tin trận đấu); kèo tạm ngưng không nhận cược và không rút tiền sớm cho đến khi mở lại.',
      palpable:
        'Một kèo hoặc một phiếu cược được chào với tỷ lệ sai rõ ràng có thể bị hủy kèm lý do: lựa chọn bị hủy tính hệ số 1.00 (hoàn tiền cược đơn), và nếu cược đã được trả, số dư được điều chỉnh đúng phần chênh lệch như trên.',
    },
    cashout: {
      title: 'Rút tiền sớm (cash-out)',
      price:
        'Cược đơn hoặc cược xiên chưa có kết quả có thể được rút tiền sớm khi mọi trận còn mở của phiếu đang nhận cược. Giá rút = tiền cược × (tỷ lệ lúc đặt ÷ tỷ lệ hiện tại) của từng lựa chọn còn mở × hệ số của các lựa chọn đã có kết quả, trừ {{margin}}% phí, làm tròn xuống đến đồng.',
      held: 'Giá rút được giữ trong {{seconds}} giây. Nếu tỷ lệ thay đổi trước khi bạn xác nhận, yêu cầu bị từ chối và giá mới được hiển thị để bạn xác nhận lại; không có khoản rút nào được trả theo giá cũ.',
      closed:
        'Cược đã rút tiền sớm được đóng với số tiền đã nhận; kết quả trận đấu sau đó (kể cả khi kết quả được điều chỉnh) không làm thay đổi số tiền này.',
    },
  },
  errors: {
    session: 'Phiên chơi không hợp lệ, vui lòng mở lại trang thể thao từ trang chủ',
    generic: 'Đã có lỗi xảy ra vui lòng thử lại sau',
    badRequest: 'Dữ liệu gửi lên không hợp lệ',
    invalidData: 'Dữ liệu không hợp lệ',
    busy: 'Máy chủ bận',
    unsettled: 'Giao dịch chưa hoàn tất, vui lòng thử lại sau ít phút',
    noLeague: 'Giải đấu không tồn tại',
    dateFormat: 'Ngày phải có dạng YYYY-MM-DD',
    noBook: 'Sảnh cược không tồn tại',
    stake: 'Tiền cược không hợp lệ',
    stakeWhole: 'Tiền cược phải là số nguyên',
    accept: 'Cách chấp nhận tỷ lệ không hợp lệ',
    fixture: 'Trận đấu không hợp lệ',
    emptySlip: 'Phiếu cược chưa có lựa chọn nào',
    maxLegs: 'Cược xiên tối đa 10 trận',
    noGame: 'Trò chơi không tồn tại',
    notFound: 'Không tìm thấy',
    noMatch: 'Trận đấu không tồn tại',
    notRevealed: 'Trận đấu chưa có kết quả, mã seed chưa được công bố',
    noBet: 'Không tìm thấy phiếu cược',
    quoteId: 'Giá rút tiền sớm không hợp lệ',
    slipSize: 'Phiếu cược cần từ 1 đến {{max}} lựa chọn',
    sameMatch: 'Cược xiên không được chọn hai kèo của cùng một trận',
    stakeRange: 'Tiền cược phải từ {{min}} đến {{max}} VND',
    wrongBook: 'Trận đấu không thuộc sảnh cược này',
    matchClosed: 'Trận {{match}} đã ngừng nhận cược',
    oddsStale: 'Tỷ lệ trận {{match}} đang tạm ngưng cập nhật, vui lòng quay lại sau',
    selectionClosed: 'Kèo này của trận {{match}} đã đóng hoặc đổi đường kèo',
    oddsChanged: 'Tỷ lệ cược đã thay đổi, vui lòng xem lại phiếu cược',
    maxStake: 'Tiền cược tối đa cho phiếu này là {{amount}} VND, vui lòng giảm tiền cược',
    maxPayout: 'Tiền thắng tối đa của phiếu này là {{amount}} VND, vui lòng giảm tiền cược',
    liability: 'Kèo này đã đạt hạn mức nhận cược, vui lòng chọn kèo khác hoặc giảm tiền cược',
    cashoutUnavailable:
      'Phiếu cược này hiện không thể rút tiền sớm: có trận đã đóng kèo, đang tạm ngưng hoặc đã có kết quả',
    cashedOut: 'Phiếu cược này đã được rút tiền sớm',
    betSettled: 'Phiếu cược đã được thanh toán',
    quoteNotFound: 'Không tìm thấy giá rút tiền sớm, vui lòng lấy giá mới',
    quoteExpired: 'Giá rút tiền sớm đã hết hạn, vui lòng lấy giá mới',
    cashoutMoved:
      'Tỷ lệ vừa thay đổi nên giá rút tiền sớm không còn là {{was}} VND. Giá mới: {{now}} VND, vui lòng xác nhận lại',
    cashoutPending: 'Đang xử lý rút tiền sớm, số dư sẽ được cập nhật trong giây lát',
    cashoutRefused: 'Không thể rút tiền sớm lúc này, phiếu cược vẫn được giữ nguyên',
    /** a refusal whose own words have no English: its code's sentence (codes as the API sends them) */
    codes: {
      NOT_ENOUGH_MONEY: 'Số dư không đủ để đặt cược',
      TOKEN_EXPIRED: 'Phiên chơi đã hết hạn, vui lòng mở lại trang thể thao từ trang chủ',
      INVALID_TOKEN: 'Phiên chơi không hợp lệ, vui lòng mở lại trang thể thao từ trang chủ',
      USER_DISABLED: 'Tài khoản của bạn hiện không thể đặt cược',
      LIMIT_REACHED: 'Bạn đã đạt giới hạn cược đã đặt cho tài khoản',
      INVALID_GAME: 'Thể thao đang bảo trì, vui lòng quay lại sau',
      INVALID_PARTNER: 'Thể thao đang bảo trì, vui lòng quay lại sau',
    },
  },
};

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** The shape every language's catalogue has: the Vietnamese keys, each a string. */
export type SportsCatalogue = Strings<typeof sportsVi>;
