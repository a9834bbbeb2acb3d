import type { TProtectionLimitKind, TProtectionPeriod, TSelfExclusionDuration } from '@app/contract';

/** The responsible-gaming page and the reality check, in Vietnamese (decision 156). */
export const protectionVi = {
  title: 'Chơi có trách nhiệm',
  intro:
    'Tự đặt giới hạn cho việc nạp tiền và số tiền thua, nhận nhắc nhở thời gian chơi hoặc tạm ngưng tài khoản. Hệ thống kiểm tra các giới hạn này mỗi khi bạn nạp tiền hoặc đặt cược.',
  kinds: {
    deposit: {
      title: 'Hạn mức nạp tiền',
      hint: 'Tính cả các khoản nạp đã cộng và phiếu nạp đang chờ thanh toán trong kỳ.',
      used: 'Đã nạp',
    },
    loss: {
      title: 'Hạn mức thua',
      hint: 'Số thua ròng (tiền cược trừ tiền thắng) của các ván chơi trong kỳ. Lượt cược làm vượt hạn mức sẽ bị từ chối ngay.',
      used: 'Đã thua',
    },
    wager: {
      title: 'Hạn mức cược',
      hint: 'Tổng tiền cược của các ván chơi trong kỳ, không trừ tiền thắng. Lượt cược làm vượt hạn mức sẽ bị từ chối ngay.',
      used: 'Đã cược',
    },
  } satisfies Record<TProtectionLimitKind, { title: string; hint: string; used: string }>,
  periods: { day: 'Ngày', week: 'Tuần', month: 'Tháng' } satisfies Record<TProtectionPeriod, string>,
  periodOf: { day: 'theo ngày', week: 'theo tuần', month: 'theo tháng' } satisfies Record<TProtectionPeriod, string>,
  noLimit: 'Chưa đặt',
  remaining: 'Còn lại',
  resetsAt: 'Kỳ mới bắt đầu lúc',
  pendingRaise: 'Tăng lên {{amount}} từ {{at}}',
  pendingRemove: 'Bỏ hạn mức từ {{at}}',
  rules:
    'Đặt mới hoặc giảm hạn mức có hiệu lực ngay. Tăng hoặc bỏ hạn mức chỉ có hiệu lực sau 24 giờ. Kỳ tính theo giờ Việt Nam; tuần bắt đầu từ thứ Hai.',
  period: 'Kỳ',
  amount: 'Số tiền (VND)',
  amountPlaceholder: 'Ví dụ: 200000',
  save: 'Lưu hạn mức',
  saveShort: 'Lưu',
  remove: 'Bỏ hạn mức',
  saved: 'Đã lưu hạn mức',
  amountRequired: 'Vui lòng nhập số tiền từ 10.000 VND',
  reminder: {
    title: 'Nhắc nhở thời gian chơi',
    hint: 'Hiện thông báo thời gian đã chơi và kết quả thắng thua của phiên sau mỗi khoảng thời gian đã chọn.',
    options: { 0: 'Tắt', 30: 'Mỗi 30 phút', 60: 'Mỗi 60 phút', 120: 'Mỗi 120 phút' } as Record<number, string>,
    saved: 'Đã lưu nhắc nhở',
  },
  sessionLimit: {
    title: 'Giới hạn thời gian mỗi phiên',
    hint: 'Phiên đăng nhập tự kết thúc khi hết thời gian đã chọn: bạn được báo trước, các lượt cược sau đó bị từ chối và cần đăng nhập lại. Giảm có hiệu lực ngay cho cả phiên đang chơi; tăng hoặc bỏ có hiệu lực sau 24 giờ.',
    options: {
      0: 'Không giới hạn',
      30: '30 phút',
      60: '60 phút',
      120: '120 phút',
      240: '240 phút',
    } as Record<number, string>,
    current: 'Đang áp dụng',
    pending: 'Đổi thành {{label}} từ {{at}}',
    saved: 'Đã lưu giới hạn phiên',
  },
  exclusion: {
    title: 'Tự loại trừ',
    hint: 'Tài khoản bị khóa ngay lập tức trong thời gian đã chọn: bạn sẽ bị đăng xuất, không thể đăng nhập, nạp tiền hay đặt cược, và không nhận khuyến mãi. Bạn không thể tự rút ngắn thời gian này.',
    withdrawFirst:
      'Hãy rút số dư về tài khoản ngân hàng đã xác minh trước khi tự loại trừ. Lệnh rút đã tạo vẫn được xử lý trong thời gian loại trừ.',
    durations: {
      '24h': '24 giờ',
      '7d': '7 ngày',
      '30d': '30 ngày',
      '6m': '6 tháng',
      permanent: 'Vĩnh viễn',
    } satisfies Record<TSelfExclusionDuration, string>,
    duration: 'Thời gian',
    password: 'Mật khẩu',
    submit: 'Tự loại trừ',
    confirmTitle: 'Xác nhận tự loại trừ',
    confirm:
      'Tài khoản của bạn sẽ bị khóa trong {{duration}} và bạn sẽ bị đăng xuất ngay. Không thể hủy hoặc rút ngắn. Tiếp tục?',
    confirmPermanent:
      'Tài khoản của bạn sẽ bị khóa vĩnh viễn và bạn sẽ bị đăng xuất ngay. Không thể hủy hoặc rút ngắn. Tiếp tục?',
    confirmButton: 'Khóa tài khoản',
    done: 'Tài khoản đã được tự loại trừ',
    passwordRequired: 'Vui lòng nhập mật khẩu',
  },
  history: {
    title: 'Lịch sử thay đổi',
    empty: 'Chưa có thay đổi nào',
    actions: {
      limit_set: 'Đặt hạn mức',
      limit_decreased: 'Giảm hạn mức',
      limit_increase_scheduled: 'Yêu cầu tăng hạn mức',
      limit_removal_scheduled: 'Yêu cầu bỏ hạn mức',
      pending_applied: 'Thay đổi có hiệu lực',
      pending_cancelled: 'Hủy yêu cầu tăng/bỏ',
      reminder_set: 'Đổi nhắc nhở (phút)',
      self_exclusion: 'Tự loại trừ',
    } as Record<string, string>,
    session: 'Giới hạn phiên',
    minutes: '{{count}} phút',
    unlimited: 'không giới hạn',
    effective: 'Hiệu lực',
  },
  realityCheck: {
    title: 'Bạn đã chơi {{minutes}} phút',
    body: 'Đây là lời nhắc thời gian chơi bạn đã cài đặt, tính từ lúc đăng nhập.',
    bets: 'Tổng cược từ lúc đăng nhập',
    net: 'Kết quả từ lúc đăng nhập',
    endedTitle: 'Đã hết thời gian chơi',
    ended:
      'Bạn đã dùng hết {{minutes}} phút chơi đã đặt cho mỗi phiên. Phiên đăng nhập đã kết thúc và các lượt cược mới sẽ bị từ chối. Hãy nghỉ ngơi trước khi đăng nhập lại.',
    ok: 'Đã hiểu',
    continue: 'Tiếp tục chơi',
    logout: 'Đăng xuất',
  },
  link: 'Công cụ chơi có trách nhiệm',
} as const;
