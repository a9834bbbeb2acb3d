/** The account details panel (`features/auth/account-details.tsx`). */
export const accountDetailsVi = {
  username: 'Tên đăng nhập',
  playerId: 'Mã người chơi',
  phone: 'Số điện thoại',
  email: 'Email',
  noEmail: 'Chưa có email',
  verified: 'Đã xác thực',
  unverified: 'Chưa xác thực',
  verifyNow: 'Xác thực ngay',
  addEmail: 'Thêm email',
  security: 'Bảo mật',
  password: 'Mật khẩu',
  changePassword: 'Đổi mật khẩu',
  limits: 'Giới hạn & tự loại trừ',
  limitsText: 'Đặt giới hạn nạp, cược, thua và thời gian chơi, hoặc tạm ngừng chơi.',
  limitsLink: 'Chơi có trách nhiệm',
  loading: 'Đang tải thông tin tài khoản…',
} as const;
