/**
 * Copy of the gift code feature (product.md sections 3, 5, 8). Validation and server refusals come
 * from the contract (`GiftcodeMessage`), so the site and the API say the same words.
 */
export const giftcodesVi = {
  enter: 'Nhập giftcode',
  title: 'Nhập giftcode',
  intro: 'Nhập mã quà tặng bạn nhận được để cộng tiền thưởng vào tài khoản.',
  rules: 'Tối đa 20 ký tự, chỉ gồm chữ và số.',
  label: 'Mã giftcode',
  placeholder: 'VD: TANTHU38K',
  submit: 'Xác nhận',
  submitting: 'Đang kiểm tra...',
  phoneTitle: 'Cần xác thực số điện thoại',
  verifyNow: 'Xác thực ngay',
  addBank: 'Thêm tài khoản ngân hàng',
  historyLink: 'Lịch sử giftcode',
  guideLink: 'Hướng dẫn nhận giftcode',
  received: {
    title: 'Nhận giftcode thành công',
    credited: 'Đã cộng vào số dư',
    required: 'Tổng cược cần đạt để rút tiền',
    current: 'Tổng cược hiện tại',
    progress: 'Tiến độ tổng cược',
    pendingHint: (left: string) => `Cược thêm ${left} để rút tiền. Trong thời gian này bạn chưa thể nhập giftcode mới.`,
    eligibleHint: 'Giftcode này không yêu cầu thêm tổng cược, bạn có thể rút tiền ngay.',
    close: 'Đã hiểu',
    history: 'Xem lịch sử giftcode',
  },
  history: {
    caption: 'Giftcode đã nhập trong 7 ngày gần nhất (và mã đang chờ đủ tổng cược)',
    code: 'Mã giftcode',
    date: 'Ngày nhập',
    required: 'Tổng cược cần đạt',
    current: 'Tổng cược hiện tại',
    amount: 'Giá trị nhận',
    status: 'Trạng thái',
    perPage: 'Số dòng',
    prev: 'Trước',
    next: 'Sau',
    empty: 'Bạn chưa nhập giftcode nào trong 7 ngày gần nhất',
    emptyHint: 'Giftcode được phát trong các sự kiện và chương trình thành viên.',
    retry: 'Thử lại',
    loading: 'Đang tải lịch sử giftcode',
  },
} as const;

/** 10000 -> "10,000 đ" (product.md section 9 grouping, as the header balance shows it). */
export function vnd(amount: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)} đ`;
}
