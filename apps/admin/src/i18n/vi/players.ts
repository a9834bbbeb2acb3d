/** Texts of pages/players.tsx (decision 165). */
export const playersVi = {
  noPlayerFound: 'Không tìm thấy người chơi',
  playerSearchResults: 'Kết quả tìm người chơi',
  search: 'Tìm',
  usernamePhoneNumberId: 'Tên đăng nhập, số điện thoại, mã hoặc số tài khoản',
  findAPlayer: 'Tìm người chơi',
  players: 'Người chơi',
  registrations: 'Đăng ký',
  matchedBy: 'Khớp theo',
  status: 'Trạng thái',
  phone: 'Điện thoại',
  username: 'Tên đăng nhập',
  code: 'Mã',
  accountNumber: 'Số tài khoản',
  phoneNumber: 'Số điện thoại',
};
