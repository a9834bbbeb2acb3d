import { MISSION_ERROR_MESSAGE, MissionMessage } from '@app/contract';

/**
 * Vietnamese copy of /nhiem-vu, the gift badge and the claim modal. Refusals the server sends
 * (must deposit, already rewarded...) come from the contract so both sides say the same thing.
 */
export const missionsVi = {
  ...MissionMessage,
  error: MISSION_ERROR_MESSAGE,
  tabsLabel: 'Nhiệm vụ',
  tabs: { guide: 'Hướng dẫn', daily: 'Hằng ngày', accumulated: 'Tích lũy' },
  categoryLabel: 'Loại nhiệm vụ',
  statusLabel: 'Trạng thái',
  categories: { all: 'Tất cả', check_in: 'Điểm danh', deposit: 'Nạp tiền', stake: 'Đặt cược' },
  statusFilters: {
    all: 'Tất cả',
    in_progress: 'Đang thực hiện',
    completed: 'Hoàn thành',
    completed_reward: 'Đã nhận thưởng',
    expired: 'Hết hạn',
  },
  status: {
    NOT_STARTED: 'Chưa bắt đầu',
    NOT_ACCEPTED: 'Chưa nhận',
    IN_PROGRESS: 'Đang thực hiện',
    COMPLETED: 'Hoàn thành',
    COMPLETED_REWARDED: 'Đã nhận thưởng',
    EXPIRED: 'Hết hạn',
  },
  type: { DAILY: 'Hằng ngày', PERIOD: 'Tích lũy' },
  reward: 'Thưởng',
  progress: 'Tiến độ',
  actions: {
    accept: 'Nhận nhiệm vụ',
    claim: 'Nhận thưởng',
    checkIn: 'Điểm danh',
    deposit: 'Nạp tiền',
    play: 'Cược ngay',
    claimed: 'Đã nhận',
    expired: 'Hết hạn',
    login: 'Đăng nhập để nhận',
    verifyPhone: 'Xác thực số điện thoại',
  },
  accepted: 'Đã nhận nhiệm vụ',
  checkedIn: 'Điểm danh hôm nay thành công',
  empty: 'Không có nhiệm vụ phù hợp',
  emptyHint: 'Hãy chọn bộ lọc khác.',
  pager: { prev: 'Trang trước', next: 'Trang sau' },
  guest: {
    title: 'Đăng nhập để làm nhiệm vụ',
    text: 'Đăng nhập để nhận nhiệm vụ, theo dõi tiến độ và nhận thưởng vào tài khoản.',
    login: 'Đăng nhập',
    register: 'Đăng ký',
  },
  blocked: {
    depositLink: 'Nạp tiền ngay',
  },
  info: {
    label: 'Tổng quan nhiệm vụ',
    daily: 'Thưởng nhiệm vụ ngày',
    dailyHint: (n: number) => `Tổng thưởng ${n} nhiệm vụ mỗi ngày`,
    accumulated: 'Thưởng nhiệm vụ tích lũy',
    accumulatedHint: (n: number) => `Tổng thưởng ${n} nhiệm vụ tích lũy`,
    claimable: 'Chờ nhận',
    claimableHint: (n: number) => `${n} nhiệm vụ đã hoàn thành`,
    received: 'Đã nhận',
    receivedHint: (n: number) => `${n} nhiệm vụ đã nhận thưởng`,
  },
  guide: {
    title: 'Cách làm nhiệm vụ',
    steps: {
      login: 'Đăng nhập tài khoản.',
      firstDeposit: 'Nạp tiền lần đầu: nhiệm vụ chỉ mở cho tài khoản đã có giao dịch nạp thành công.',
      phone: 'Xác thực số điện thoại của tài khoản.',
      accept: 'Với nhiệm vụ có nút “Nhận nhiệm vụ”, bấm nhận trước: chỉ giao dịch và cược sau khi nhận mới được tính.',
      progress: 'Thực hiện điều kiện; tiến độ cập nhật khi tiền nạp được ghi có hoặc khi cược có kết quả.',
      claim: 'Khi nhiệm vụ hoàn thành, bấm “Nhận thưởng”: tiền thưởng vào ngay số dư tài khoản.',
    },
    rulesTitle: 'Quy định',
    rules: {
      dailyReset: 'Nhiệm vụ ngày bắt đầu lại lúc 00:00 (giờ Việt Nam); thưởng của ngày nào phải nhận trong ngày đó.',
      periodRun: 'Nhiệm vụ tích lũy cộng dồn từ lúc nhận cho đến khi hoàn thành hoặc hết hạn.',
      once: 'Mỗi giao dịch nạp, mỗi cược và mỗi lần điểm danh chỉ được tính một lần cho mỗi nhiệm vụ.',
      claimOnce: 'Mỗi lần hoàn thành được nhận thưởng một lần; thưởng cộng vào số dư chính.',
      checkIn: 'Điểm danh được ghi nhận tự động khi bạn đăng nhập và mở trang, hoặc khi bấm “Điểm danh”.',
    },
    listTitle: 'Danh sách nhiệm vụ',
    columns: { mission: 'Nhiệm vụ', type: 'Loại', condition: 'Điều kiện', reward: 'Thưởng' },
    window: (from: string | null, to: string | null) =>
      from && to ? `Từ ${from} đến ${to}` : to ? `Đến hết ${to}` : from ? `Từ ${from}` : '',
  },
  claimModal: {
    title: 'Nhận thưởng thành công',
    credited: 'Đã cộng vào số dư',
    mission: (title: string) => `Nhiệm vụ: ${title}`,
    ok: 'Tuyệt vời',
    more: 'Làm tiếp nhiệm vụ',
  },
} as const;
