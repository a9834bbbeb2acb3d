/** Texts of pages/brands.tsx (decision 165). */
export const brandsVi = {
  stakes: 'Tiền cược',
  winnings: 'Tiền thắng',
  bonusCost: 'Chi phí thưởng',
  deposits: 'Nạp',
  withdrawals: 'Rút',
  registrations: 'Đăng ký',
  firstDeposits: 'Nạp lần đầu',
  bettors: 'Người cược',
  from: 'Từ ngày',
  to: 'Đến ngày',
  all: 'Tất cả',
  eachBrandHasIts:
    'Mỗi thương hiệu có người chơi, số dư và nhân viên riêng. Chỉ hiện các thương hiệu mà tên đăng nhập của bạn có tài khoản được xem báo cáo.',
  brands2: 'Thương hiệu',
  viewing: '(đang xem)',
  total: 'Tổng',
  brands: 'thương hiệu',
  show: 'Xem',
};
