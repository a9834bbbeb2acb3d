/** Texts of pages/brands.tsx (decision 165). */
export const brandsVi = {
  brands: 'thương hiệu',
  total: 'Tổng',
  viewing: '(đang xem)',
  brands2: 'Thương hiệu',
  eachBrandHasIts:
    'Mỗi thương hiệu có người chơi, số dư và nhân viên riêng. Chỉ hiện các thương hiệu mà tên đăng nhập của bạn có tài khoản được xem báo cáo.',
  all: 'Tất cả',
  to: 'Đến ngày',
  from: 'Từ ngày',
  bettors: 'Người cược',
  firstDeposits: 'Nạp lần đầu',
  registrations: 'Đăng ký',
  withdrawals: 'Rút',
  deposits: 'Nạp',
  bonusCost: 'Chi phí thưởng',
  winnings: 'Tiền thắng',
  stakes: 'Tiền cược',
};
