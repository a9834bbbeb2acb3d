/** Texts of pages/players.tsx (decision 165). */
export const playersVi = {
  phoneNumber: 'Số điện thoại',
  accountNumber: 'Số tài khoản',
  code: 'Mã',
  username: 'Tên đăng nhập',
  phone: 'Điện thoại',
  status: 'Trạng thái',
  matchedBy: 'Khớp theo',
  registrations: 'Đăng ký',
  players: 'Người chơi',
  findAPlayer: 'Tìm người chơi',
  usernamePhoneNumberId: 'Tên đăng nhập, số điện thoại, mã hoặc số tài khoản',
  search: 'Tìm',
  playerSearchResults: 'Kết quả tìm người chơi',
  noPlayerFound: 'Không tìm thấy người chơi',
};
