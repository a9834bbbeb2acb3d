/**
 * The sentences the server writes with figures (decision 163), in Vietnamese: the cashier's
 * promise and money rules, a held withdrawal's or deposit's explanation, the history's labels,
 * promotion, VIP and tournament rules generated from the rules the server enforces, and refusals
 * that carry an amount. `en.ts` has the same keys (its type refuses a missing or extra one).
 * i18next interpolation: `{{x, vnd}}` is whole đồng ('500,000 VND'), `{{x, num}}` a number,
 * `{{x, pct}}` a percentage, `{{x, when}}` a date and time in Vietnam time, `{{x, list}}` a list
 * joined in the language ('a, b và c'). Keys ending `_one`/`_other` are plural forms (Vietnamese
 * has one form: both say the same).
 */
export const textsVi = {
  money: {
    minutes_one: '{{count}} phút',
    minutes_other: '{{count}} phút',
    minutesRange: '{{min}} – {{max}} phút',
    promiseShortChecked: 'Nạp rút {{time}} sau khi xác minh',
    promiseChecked: 'Nạp tiền trong {{time}}, rút tiền trong {{time}} sau khi xác minh',
    promiseShort: 'Nạp rút {{time}}',
    promise: 'Nạp rút trong {{time}}',
    amount: '{{amount, vnd}}',
    promiseFallback: 'Nạp rút nhanh',
    sections: {
      waits: 'Khi nào lệnh rút chờ kiểm tra',
      refused: 'Điều kiện để tạo lệnh rút',
      deposits: 'Khoản nạp được giữ lại',
    },
    rules: {
      allManual: 'Hiện mọi lệnh rút đều được nhân viên duyệt thủ công trước khi chuyển tiền.',
      auto: 'Lệnh rút được duyệt tự động và chuyển trong {{time}} khi không có điều kiện nào dưới đây; nếu có, lệnh rút chờ nhân viên kiểm tra.',
      firstWithdrawal: 'Lần rút tiền đầu tiên của mỗi tài khoản luôn được nhân viên kiểm tra.',
      kyc: 'Tài khoản chưa xác minh danh tính (CCCD hai mặt và ảnh chân dung, tại Tài khoản > Xác minh danh tính): lệnh rút chờ kiểm tra.',
      overAmount: 'Lệnh rút trên {{amount, vnd}} chờ nhân viên duyệt.',
      daily: 'Tổng rút được duyệt tự động mỗi ngày tối đa {{amount, vnd}}; phần vượt chờ duyệt.',
      rapid:
        'Rút tiền trong {{hours}} giờ sau khi nạp mà tổng cược kể từ lần nạp đầu trong khoảng đó chưa đạt {{pct}}% số tiền nạp: lệnh rút chờ bộ phận tuân thủ kiểm tra.',
      aml: 'Một khoản nạp từ {{amount, vnd}} trở lên, từ {{device}} tài khoản trở lên trên cùng một thiết bị, hoặc từ {{address}} tài khoản trở lên trên cùng một địa chỉ IP: các lệnh rút chờ bộ phận tuân thủ kết luận.',
      answer:
        'Nhân viên trả lời lệnh rút đang chờ kiểm tra trong vòng {{hours}} giờ: duyệt và chuyển tiền, hoặc từ chối kèm lý do và hoàn tiền về số dư.',
      ownAccount: 'Chỉ rút về tài khoản ngân hàng đã xác minh, đứng tên chính chủ.',
      kycThreshold: 'Lệnh rút trên {{amount, vnd}} cần xác minh danh tính trước khi tạo.',
      wagering:
        'Khi đang có khuyến mãi nạp đầu hoặc gift code chưa đủ vòng cược, số dư chưa rút được cho đến khi đủ vòng cược (điều kiện ghi trên trang của từng khuyến mãi).',
      limits: '{{method}}: từ {{min, vnd}} đến {{max, vnd}} mỗi lệnh.',
      depositsHeld:
        'Khoản nạp vượt giới hạn nạp bạn tự đặt, hoặc đến khi tài khoản đang tự loại trừ hay bị khóa, được giữ lại (không dùng để cược) và hoàn trả về tài khoản nguồn.',
    },
    withdrawMethods: { bank: 'Rút về ngân hàng', card: 'Rút thẻ cào', crypto: 'Rút tiền điện tử' },
    holdLabel: {
      auto_off: 'duyệt thủ công',
      over_threshold: 'số tiền trên ngưỡng tự duyệt',
      daily_limit: 'vượt tổng tự duyệt trong ngày',
      first_withdrawal: 'lần rút đầu tiên',
      kyc_not_verified: 'chưa xác minh danh tính',
      aml_flag: 'kiểm tra tuân thủ',
      staff_payout: 'chi trả do bộ phận hỗ trợ tạo',
    },
    review: {
      message:
        'Lệnh rút đang được kiểm tra. Số tiền đã được giữ an toàn cho lệnh rút này; nhân viên sẽ trả lời trước {{by, when}}. Nếu bị từ chối, tiền được hoàn về số dư kèm lý do.',
      firstWithdrawal:
        'Đây là lần rút tiền đầu tiên của bạn: lần rút đầu luôn được nhân viên kiểm tra để bảo vệ tài khoản.',
      kyc: 'Bạn chưa xác minh danh tính.',
      kycAction: 'Gửi CCCD hai mặt và ảnh chân dung để xác minh; các lần rút sau sẽ nhanh hơn.',
      overThreshold: 'Lệnh rút trên {{amount, vnd}} được nhân viên duyệt.',
      overThresholdAction: 'Lệnh rút từ {{amount, vnd}} trở xuống được duyệt tự động khi không có điều kiện khác.',
      daily: 'Tổng rút được duyệt tự động trong ngày tối đa {{amount, vnd}}.',
      autoOff: 'Lệnh rút hiện được nhân viên duyệt thủ công.',
      staffPayout: 'Lệnh chi trả do bộ phận hỗ trợ tạo theo yêu cầu của bạn.',
      turnover:
        'Từ lần nạp gần đây bạn đã cược {{stakes, vnd}} trên {{deposits, vnd}} đã nạp (cần tối thiểu {{pct}}%).',
      turnoverAction: 'Cược thêm {{needed, vnd}} để lần rút sau không phải chờ kiểm tra vì lý do này.',
      aml: {
        large_deposit: 'Khoản nạp lớn được bộ phận tuân thủ kiểm tra theo quy định.',
        rapid_withdrawal: 'Bạn rút tiền ngay sau khi nạp mà chưa cược đủ: bộ phận tuân thủ kiểm tra theo quy định.',
        shared_device: 'Thiết bị của bạn được dùng cho nhiều tài khoản: bộ phận tuân thủ kiểm tra theo quy định.',
        shared_address: 'Địa chỉ mạng của bạn được dùng cho nhiều tài khoản: bộ phận tuân thủ kiểm tra theo quy định.',
        giftcode_abuse: 'Gift code được nhận qua các tài khoản liên kết: bộ phận tuân thủ kiểm tra theo quy định.',
      },
    },
  },
  deposits: {
    period: { day: 'ngày', week: 'tuần', month: 'tháng' },
    credited: 'Đã cộng {{amount, vnd}} vào số dư. ',
    overLimit: 'vượt hạn mức nạp theo {{period}}',
    overLimitAmount: 'vượt hạn mức nạp theo {{period}} ({{limit, vnd}})',
    excluded: 'do tài khoản đang trong thời gian tự loại trừ',
    disabled: 'do tài khoản đang bị khóa',
    returned: '{{credited}}Khoản {{held, vnd}} bị giữ lại {{why}} đã được hoàn trả về tài khoản nguồn.',
    held: '{{credited}}Đã giữ lại {{held, vnd}} {{why}}; khoản này không được cộng vào số dư để chơi và sẽ được hoàn trả về tài khoản nguồn.',
    gatewayCredited: 'Đã cộng số tiền thực nhận',
    gatewayHeld: 'Đã cộng {{credited, vnd}}, giữ lại {{held, vnd}} để hoàn trả (bảo vệ người chơi)',
  },
  history: {
    methods: {
      codepay: 'Codepay (QR ngân hàng)',
      bank: 'Chuyển khoản ngân hàng',
      momo: 'Ví MoMo',
      crypto: 'Tiền điện tử',
      card: 'Thẻ cào',
    },
    status: {
      processing: 'Đang xử lý',
      success: 'Thành công',
      failed: 'Thất bại',
      rejected: 'Bị từ chối',
      expired: 'Hết hạn',
      cancelled: 'Đã hủy',
      held: 'Bị giữ lại',
      checking: 'Đang kiểm tra',
    },
    giftcode: 'Giftcode {{code}}',
    mission: 'Nhiệm vụ: {{title}}',
    heldReturn: 'Hoàn trả tiền nạp bị giữ lại',
    heldReturnNote: 'Hoàn trả khoản nạp {{code}} bị giữ lại về tài khoản nguồn',
    waiting: 'Đang được kiểm tra; nhân viên trả lời trước {{by, when}}.',
    waitingWhy: 'Đang được kiểm tra ({{why}}); nhân viên trả lời trước {{by, when}}.',
    movements: {
      bonus_grant: 'Tiền thưởng khuyến mãi',
      bonus_release: 'Thưởng khuyến mãi chuyển thành tiền mặt',
      bonus_forfeit: 'Thưởng khuyến mãi bị hủy',
      refund: 'Hoàn trả cược',
      event_spin_prize: 'Giải vòng quay may mắn',
      event_app_bonus: 'Thưởng tải ứng dụng',
      tournament_prize: 'Giải thưởng đua top',
      vip_bonus: 'Thưởng VIP',
      free_spin_win: 'Thắng vòng quay miễn phí',
      agent_commission: 'Hoa hồng đại lý',
      giftcode_forfeit: 'Thu hồi giftcode chưa đủ vòng cược',
      result_adjustment: 'Điều chỉnh kết quả thể thao',
      other: 'Điều chỉnh số dư',
    },
    withPromotion: '{{label}}: {{promotion}}',
    confirmationTime: '5 - 15 phút',
  },
  errors: {
    amountMin: 'Số tiền tối thiểu là {{amount, vnd}}',
    amountMax: 'Số tiền tối đa là {{amount, vnd}}',
    withdrawalBlocked: 'Tài khoản của bạn hiện không thể rút tiền',
    promotionNotAvailable: 'Khuyến mãi không tồn tại',
    promotionMethod: 'Khuyến mãi nạp đầu không áp dụng cho nạp tiền điện tử, MoMo và thẻ cào',
    wageringRemaining:
      'Bạn cần cược thêm {{remaining, vnd}} (đã cược {{progress, vnd}} / {{required, vnd}}) để hoàn thành vòng cược khuyến mãi trước khi rút tiền',
    vipWithdrawalLimit: '{{message}} {{level}} ({{limit, vnd}}); hôm nay bạn còn rút được {{left, vnd}}.',
    giftcodeWagering:
      'Bạn cần đạt tổng cược {{required, vnd}} của giftcode {{code}} để rút tiền (hiện tại {{current, vnd}})',
    playRoom: 'Hạn mức chơi của bạn chỉ còn {{room, vnd}}, không thể chuyển số tiền này',
    tournamentWagering: '{{message}}: còn {{left, vnd}} tiền cược.',
  },
  giftcodes: {
    status: { pending: 'Chưa đủ điều kiện rút tiền', eligible: 'Đủ điều kiện rút tiền', forfeited: 'Đã thu hồi' },
    pending:
      'Bạn cần đạt tổng cược {{required, vnd}} của giftcode {{code}} trước khi nhập giftcode mới (hiện tại {{current, vnd}})',
  },
  confirmation: {
    codepay: '1 phút',
    bank: '1 phút',
    momo: 'khoảng 30 giây (quá 3 phút vui lòng liên hệ hỗ trợ)',
    crypto: '2 - 5 phút',
    card: '1 - 3 phút',
  },
  agents: {
    csv: {
      fileName: 'sao-ke',
      line: 'Dòng',
      kind: 'Loại',
      member: 'Thành viên',
      depth: 'Cấp',
      stakes: 'Tiền cược',
      wins: 'Tiền thắng',
      bonuses: 'Thưởng',
      rebates: 'Hoàn trả',
      deposits: 'Nạp',
      withdrawals: 'Rút',
      paymentFees: 'Phí thanh toán',
      platformFee: 'Phí nền tảng',
      netProfit: 'Lợi nhuận ròng',
      active: 'Hoạt động',
      excluded: 'Loại trừ',
      base: 'Hoa hồng cấp dưới',
      rate: 'Tỷ lệ (bps)',
      amount: 'Số tiền',
      player: 'Thành viên',
      subAgent: 'Đại lý cấp dưới',
      yes: 'có',
      no: 'không',
      month: 'Tháng',
      carriedIn: 'Chuyển từ tháng trước',
      commissionable: 'Lợi nhuận tính hoa hồng',
      ownCommission: 'Hoa hồng trực tiếp',
      overrideTotal: 'Hoa hồng cấp dưới',
      total: 'Tổng',
    },
  },
  auth: {
    seconds_one: '{{count}} giây',
    seconds_other: '{{count}} giây',
    minutes_one: '{{count}} phút',
    minutes_other: '{{count}} phút',
    hours_one: '{{count}} giờ',
    hours_other: '{{count}} giờ',
    hoursMinutes: '{{hours}} {{minutes}}',
    locked: '{{message}}. Vui lòng thử lại sau {{wait}}.',
    otpResend: 'Vui lòng chờ {{seconds}} giây để gửi lại mã OTP',
    excludedUntil: '{{message}} đến {{until, when}}',
  },
  messages: {
    otpPurpose: {
      verify_phone: { sms: 'xac thuc so dien thoai', email: 'xác thực số điện thoại' },
      verify_email: { sms: 'xac thuc email', email: 'xác thực email' },
      reset_password: { sms: 'dat lai mat khau', email: 'đặt lại mật khẩu' },
    },
    otpSms:
      '{{brand}}: Ma OTP {{what}} cua ban la {{code}}. Hieu luc {{minutes}} phut. Khong chia se ma nay cho bat ky ai.',
    otpSubject: '[{{brand}}] Mã OTP {{what}}',
    otpEmail:
      'Xin chào {{username}},\n\nMã OTP {{what}} của bạn là {{code}}. Mã có hiệu lực trong {{minutes}} phút.\nKhông chia sẻ mã này cho bất kỳ ai, kể cả nhân viên {{brand}}.',
  },
  protection: {
    limit: { deposit: 'nạp', loss: 'thua', wager: 'cược' },
    period: { day: 'ngày', week: 'tuần', month: 'tháng' },
    playLimit:
      'Vượt hạn mức {{limitName}} theo {{period}} {{limit, vnd}}: bạn chỉ còn {{remaining, vnd}} đến {{resets, when}}.',
    depositCrypto:
      'Bạn đang đặt hạn mức nạp theo {{period}} ({{limit, vnd}}); nạp tiền điện tử không xác định trước số tiền nên tạm không dùng được. Vui lòng chọn phương thức khác.',
    deposit:
      'Vượt hạn mức nạp theo {{period}} {{limit, vnd}}. Bạn chỉ còn có thể nạp {{remaining, vnd}} trong {{period}} này; hạn mức đặt lại lúc {{resets, when}}.',
  },
  events: {
    spin: {
      title: 'Vòng quay may mắn',
      summary: 'Mỗi ngày {{spins}} lượt quay miễn phí, giải đến {{top, vnd}}; tỷ lệ trúng công khai.',
      daily:
        'Mỗi ngày (giờ Việt Nam) bạn có {{spins}} lượt quay miễn phí sau khi đã nạp tiền ít nhất một lần. Lượt quay không cộng dồn sang ngày sau.',
      prizes:
        'Giải thưởng từ {{min, vnd}} đến {{top, vnd}}, được cộng ngay vào tài khoản chính, không yêu cầu vòng cược.',
      odds: 'Tỷ lệ trúng của từng ô được công bố trên trang này và là tỷ lệ máy chủ dùng khi quay (tổng trọng số {{total, num}}); kết quả được chọn bằng bộ sinh số ngẫu nhiên mật mã.',
      expected: 'Giá trị trung bình của một lượt quay: {{amount, vnd}}.',
      once: 'Mỗi lượt quay chỉ được trả thưởng một lần; lịch sử quay được lưu trong tài khoản của bạn.',
    },
    giftcode: {
      title: 'Gift code',
      summary: 'Nhập gift code để nhận tiền thưởng vào tài khoản; mỗi mã chỉ dùng được một lần.',
      how: 'Cách nhận',
      steps: {
        login: 'Đăng nhập và xác thực số điện thoại trong mục Tài khoản.',
        enter: 'Mở "Nhập giftcode", nhập mã và xác nhận.',
        credited: 'Tiền thưởng được cộng ngay; điều kiện cược của mã hiển thị trong lịch sử gift code.',
      },
      conditions: 'Điều kiện',
      rules: {
        length: 'Mã gồm chữ và số, tối đa {{max}} ký tự.',
        phone: 'Cần xác thực số điện thoại để sử dụng giftcode.',
        newbie:
          'Code tân thủ cần thêm tài khoản ngân hàng đã xác thực và số điện thoại Viettel, Mobifone hoặc Vinaphone.',
        pending: 'Khi còn một mã chưa đạt tổng cược yêu cầu, bạn chưa thể nhập mã mới.',
      },
    },
    missions: {
      title: 'Nhiệm vụ',
      summary:
        'Điểm danh, nạp tiền và đặt cược để hoàn thành nhiệm vụ hằng ngày và tích lũy, nhận thưởng vào tài khoản chính.',
      reset:
        'Nhiệm vụ hằng ngày bắt đầu lại lúc 00:00 (giờ Việt Nam); nhiệm vụ tích lũy tính trong cả thời gian sự kiện.',
      accept: 'Một số nhiệm vụ cần bấm "Nhận nhiệm vụ" trước; giao dịch trước khi nhận không được tính.',
      reward: 'Hoàn thành nhiệm vụ rồi bấm "Nhận thưởng": mỗi nhiệm vụ trả thưởng một lần cho mỗi kỳ.',
    },
    app: {
      title: 'Thưởng tải app {{amount, vnd}}',
      summary: 'Cài ứng dụng lên màn hình chính và nhận {{amount, vnd}} một lần cho mỗi tài khoản.',
      install:
        'Mở trang Tải app và cài ứng dụng lên màn hình chính (Android: "Cài đặt ứng dụng"; iPhone: "Thêm vào MH chính").',
      open: 'Mở ứng dụng từ biểu tượng trên màn hình chính và đăng nhập.',
      claim: 'Vào Sự kiện → Thưởng tải app và bấm "Nhận thưởng".',
      once: 'Mỗi tài khoản nhận {{amount, vnd}} một lần, cộng vào tài khoản chính, không yêu cầu vòng cược.',
      onlyApp: 'Chỉ nhận được khi mở từ ứng dụng đã cài; trình duyệt thông thường không nhận được thưởng.',
      restricted: 'Tài khoản bị tạm khóa hoặc đang tự loại trừ không tham gia được sự kiện.',
    },
  },
  missions: {
    DAILY_CHECK_IN: { title: 'Điểm danh hằng ngày', description: 'Đăng nhập và điểm danh mỗi ngày để nhận thưởng.' },
    DEPOSIT_AMOUNT: {
      daily: { title: 'Nạp {{amount, vnd}} trong ngày', description: 'Một lần nạp từ {{amount, vnd}} trong ngày.' },
      period: {
        title: 'Nạp một lần {{amount, vnd}}',
        description: 'Một lần nạp từ {{amount, vnd}} kể từ khi nhận nhiệm vụ.',
      },
    },
    BET_AMOUNT: {
      daily: {
        title: 'Cược {{amount, vnd}} trong ngày',
        description: 'Một vé cược từ {{amount, vnd}} có kết quả trong ngày.',
      },
      period: {
        title: 'Cược một lần {{amount, vnd}}',
        description: 'Một vé cược từ {{amount, vnd}} có kết quả kể từ khi nhận nhiệm vụ.',
      },
    },
    TOTAL_DEPOSIT_AMOUNT: {
      daily: {
        title: 'Tổng nạp {{amount, vnd}} trong ngày',
        description: 'Tổng các lần nạp tiền được ghi có trong ngày đạt {{amount, vnd}}.',
      },
      period: {
        title: 'Tích lũy nạp {{amount, vnd}}',
        description: 'Tổng các lần nạp tiền được ghi có kể từ khi nhận nhiệm vụ đạt {{amount, vnd}}.',
      },
    },
    TOTAL_BET_AMOUNT: {
      daily: {
        title: 'Tổng cược {{amount, vnd}} trong ngày',
        description: 'Tổng tiền cược đã có kết quả trong ngày đạt {{amount, vnd}}.',
      },
      period: {
        title: 'Tích lũy cược {{amount, vnd}}',
        description: 'Tổng tiền cược đã có kết quả kể từ khi nhận nhiệm vụ đạt {{amount, vnd}}.',
      },
    },
  },
  promotions: {
    methods: {
      codepay: 'Codepay',
      bank: 'chuyển khoản ngân hàng',
      momo: 'MoMo',
      crypto: 'tiền điện tử',
      card: 'thẻ cào',
    },
    firstDeposit: {
      title: 'Thưởng nạp đầu {{percent, pct}}',
      summary:
        'Nhận thêm {{percent, pct}} cho lần nạp đầu tiên, tối đa {{max, vnd}}, vòng cược x{{turnover}} trong {{days}} ngày.',
      first: 'Áp dụng cho lần nạp tiền đầu tiên; không áp dụng cho nạp {{excluded, list}}.',
      minDeposit: 'Số tiền nạp tối thiểu để nhận thưởng: {{amount, vnd}}.',
      bonus: 'Tiền thưởng bằng {{percent, pct}} số tiền nạp, tối đa {{max, vnd}}, được cộng vào tài khoản khuyến mãi.',
      turnover:
        'Yêu cầu tổng cược {{turnover}} vòng của (tiền nạp + tiền thưởng) trong {{days}} ngày; chỉ tính các cược đã có kết quả.',
      release: 'Khi đạt đủ vòng cược, tiền thưởng được chuyển vào tài khoản chính và có thể rút.',
      noWithdraw: 'Trong thời gian khuyến mãi chưa hoàn thành vòng cược, không thể rút tiền.',
      expiry:
        'Hết {{days}} ngày mà chưa đạt vòng cược, hoặc khi bạn hủy khuyến mãi, tiền thưởng bị thu hồi; tiền nạp và tiền thắng cược trong tài khoản chính vẫn giữ nguyên.',
      one: 'Mỗi người chơi chỉ tham gia một khuyến mãi tại một thời điểm.',
    },
    weights: {
      none: 'Cược không được tính vào vòng cược.',
      noneExcept: 'Cược không được tính vào vòng cược, trừ các sảnh sau.',
      all: 'Cược được tính {{percent, pct}} vào vòng cược.',
      allExcept: 'Cược được tính {{percent, pct}} vào vòng cược, trừ các sảnh sau.',
      providerNone: 'Sảnh {{provider}}: không tính vào vòng cược.',
      provider: 'Sảnh {{provider}}: tính {{percent, pct}} tiền cược.',
    },
    wagering:
      'Vòng cược x{{turnover}} của (tiền nạp + tiền thưởng); chỉ tính các cược đã có kết quả sau khi nhận thưởng.',
    forfeit: {
      bonus: 'Tiền thưởng {{amount, vnd}} trong tài khoản khuyến mãi bị thu hồi.',
      progress: 'Vòng cược đã thực hiện ({{progress, vnd}} / {{required, vnd}}) không được bảo lưu.',
      cash: 'Tiền nạp và tiền thắng cược trong tài khoản chính giữ nguyên; khuyến mãi này không còn giữ lệnh rút tiền của bạn.',
      once: 'Khuyến mãi nạp đầu không thể nhận lại sau khi hủy.',
    },
    refund: {
      title: 'Hoàn trả không giới hạn {{percent, pct}}',
      summary: 'Hoàn trả {{percent, pct}} mọi khoản cược mỗi ngày, không giới hạn.',
      rate: 'Hoàn trả {{percent, pct}} tổng tiền cược đã có kết quả, không giới hạn.',
      sports: 'Thể thao: hoàn trả {{percent, pct}}.',
      minOdds: 'Không tính các cược có tỷ lệ cược dưới {{odds, num}}.',
      paid: 'Tiền hoàn trả của mỗi ngày được cộng vào tài khoản chính từ 02:00 ngày hôm sau, không yêu cầu vòng cược.',
    },
    termsHeading: 'Điều khoản',
  },
  vip: {
    gives: {
      levelUp: 'Thưởng lên hạng {{amount, vnd}} (một lần)',
      weekly: 'Thưởng tuần {{amount, vnd}}',
      refund: 'Hoàn trả thêm {{percent, pct}} mỗi ngày',
      birthday: 'Thưởng sinh nhật {{amount, vnd}} (mỗi năm)',
      priority: 'Ưu tiên xử lý yêu cầu rút tiền',
      limit: 'Rút tối đa {{amount, vnd}} mỗi ngày',
    },
    points: '{{points, num}} điểm',
    weight: 'sảnh {{section}} tính {{percent}}%',
    summary:
      '{{levels}} hạng từ {{first}} đến {{top}}: mỗi {{value, vnd}} tiền cược có kết quả được 1 điểm, hạng tính theo điểm {{days}} ngày gần nhất.',
    terms: {
      point: 'Mỗi {{value, vnd}} tiền cược đã có kết quả được 1 điểm (làm tròn xuống).',
      weights:
        'Tiền cược được tính theo tỉ lệ: {{weights, list}}; các trò chơi khác tính {{percent}}%. Trò chơi thuộc nhiều sảnh tính theo tỉ lệ cao nhất.',
      allGames: 'Tiền cược ở mọi trò chơi được tính {{percent}}%.',
      once: 'Mỗi ván chỉ được tính một lần; ván bị hủy (hoàn lại đúng tiền cược) không được tính điểm.',
      period:
        'Hạng của bạn theo tổng điểm {{days}} ngày gần nhất: điểm cũ hơn hết hiệu lực, nên khi tổng điểm xuống dưới mức của hạng, bạn xuống hạng tương ứng.',
      levelUp:
        'Thưởng lên hạng được trả một lần cho mỗi hạng, lần đầu bạn đạt hạng đó bằng điểm (kể cả khi vượt nhiều hạng một lúc); xuống hạng rồi lên lại không nhận lại.',
      weekly:
        'Thưởng tuần được trả một lần mỗi tuần (từ thứ Hai, giờ Việt Nam) theo hạng bạn đang giữ, vào tài khoản chính.',
      refund: 'Hoàn trả thêm của hạng được cộng vào hoàn trả hằng ngày, theo hạng bạn giữ khi hoàn trả được tính.',
      limit: 'Hạn mức rút tiền mỗi ngày (giờ Việt Nam) theo hạng bạn đang giữ.',
      birthday:
        'Thưởng sinh nhật được trả một lần mỗi năm vào ngày sinh của bạn (giờ Việt Nam) theo hạng bạn đang giữ, khi tài khoản đã xác minh danh tính có ngày sinh trên giấy tờ; sinh ngày 29/2 nhận vào ngày 28/2 của năm không nhuận.',
      priority: 'Yêu cầu rút tiền của hạng có quyền ưu tiên được xử lý trước các yêu cầu khác đang chờ duyệt.',
      restricted: 'Tài khoản bị khóa hoặc đang tự loại trừ không nhận thưởng VIP.',
    },
    starting: 'Hạng khởi đầu',
    from: 'Từ {{points}}',
  },
  tournaments: {
    score: { turnover: 'Tổng cược', net_win: 'Lãi ròng', biggest_multiplier: 'Hệ số thắng cao nhất', rounds: 'Số ván' },
    rounds: '{{count, num}} ván',
    multiplier: 'x{{value, num}}',
    position: 'Hạng {{from}}',
    positions: 'Hạng {{from}} - {{to}}',
    prize: {
      cash: '{{amount, vnd}} tiền mặt',
      bonus: '{{amount, vnd}} tiền thưởng (vòng cược x{{wagering}})',
      giftcode: 'Giftcode {{amount, vnd}} (vòng cược x{{wagering}})',
      freespins: '{{spins, num}} vòng quay miễn phí{{where}} (cược {{stake, vnd}} mỗi lượt, dùng trong {{days}} ngày)',
      freespinsBare: 'Vòng quay miễn phí',
    },
    prizeLine: '{{positions}}: {{prize}}',
    section: 'sảnh {{name}}',
    allGames: 'mọi trò chơi',
    list: '{{parts, list}}',
    scoring: {
      turnover: 'Điểm là tổng tiền cược của các ván được tính.',
      net_win: 'Điểm là lãi ròng (tiền thắng trừ tiền cược) cộng dồn của các ván được tính.',
      biggest_multiplier: 'Điểm là hệ số thắng cao nhất trên một ván (tiền thắng chia tiền cược của ván đó).',
      rounds: 'Điểm là số ván được tính.',
    },
    terms: {
      minStake: 'Chỉ tính các ván có tổng cược từ {{amount, vnd}} trở lên.',
      anyStake: 'Mọi ván có cược đều được tính.',
      period:
        'Thời gian: từ {{from, when}} đến {{to, when}} (giờ Việt Nam); tính các ván có kết quả trong thời gian này.',
      scope: 'Trò chơi được tính: {{scope}}.',
      optIn: 'Bấm "Tham gia" để đăng ký; chỉ tính các ván có kết quả sau khi bạn tham gia.',
      automatic: 'Mọi người chơi tự động tham gia, không cần đăng ký.',
      minDeposit:
        'Chỉ người chơi có tổng tiền nạp thành công từ {{amount, vnd}} trở lên kể từ khi giải bắt đầu được xếp hạng.',
      minVip: 'Chỉ người chơi từ hạng VIP {{level}} trở lên (khi xếp hạng) được xếp hạng.',
      positive: 'Chỉ người chơi có điểm lớn hơn 0 được xếp hạng.',
      corrections:
        'Ván bị hủy hoặc được điều chỉnh kết quả sau đó được tính lại theo kết quả cuối; ván được điều chỉnh về hoàn lại đúng tiền cược coi như bị hủy và không được tính.',
      firstToReach: 'Khi bằng điểm, người đạt số điểm đó trước xếp trên.',
      share:
        'Khi bằng điểm, những người bằng điểm cùng hạng và chia đều tổng giải thưởng của các hạng họ chiếm (làm tròn xuống đến đồng).',
      restricted:
        'Tài khoản bị khóa, đang tự loại trừ hoặc đang bị kiểm tra gian lận khi giải kết thúc không được xếp hạng.',
      final:
        'Kết quả được chốt sau khi giải kết thúc và mọi ván trong thời gian giải đã có kết quả; giải thưởng được cộng vào tài khoản chính một lần.',
      bonus:
        'Giải thưởng dạng tiền thưởng cần được cược đủ số vòng ghi bên cạnh (tính các cược có kết quả sau khi nhận thưởng) trước khi rút tiền.',
      freespins:
        'Giải thưởng vòng quay miễn phí được tặng vào tài khoản khi giải kết thúc: mở trò chơi ghi bên cạnh, các lượt quay miễn phí được dùng trước tiền của bạn và không trừ tiền cược; tiền thắng của mỗi lượt được cộng vào tài khoản chính, rút được ngay như tiền mặt. Lượt chưa dùng hết hạn sau số ngày ghi bên cạnh.',
      giftcode:
        'Giải thưởng dạng giftcode được nhập sẵn cho người thắng khi giải kết thúc: tiền vào tài khoản chính, cần cược đủ số vòng ghi bên cạnh như một giftcode trước khi rút tiền, và mã hiện trong lịch sử giftcode.',
    },
    summary: '{{score}} cao nhất ở {{scope}} thắng giải, tổng giải thưởng {{pool, vnd}}.',
  },
  games: {
    providerDown: 'Nhà cung cấp {{name}} đang không phản hồi, vui lòng thử lại sau ít phút',
    providerRefused: 'Nhà cung cấp {{name}} chưa mở được trò chơi, vui lòng thử lại sau',
    providerInterrupted: 'Nhà cung cấp {{name}} đang gián đoạn, vui lòng thử lại sau ít phút',
  },
} as const;
