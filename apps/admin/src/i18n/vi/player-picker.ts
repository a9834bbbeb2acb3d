/** Texts of components/player-picker.tsx (decision 165). */
export const playerPickerVi = {
  players: 'Người chơi',
  change: 'Đổi',
  typeAtLeast2: 'Nhập ít nhất 2 ký tự để tìm',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  searchByUsernamePhone: ': tìm theo tên đăng nhập, số điện thoại hoặc mã',
  findAPlayer: 'Tìm người chơi',
  search: 'Tìm',
  noPlayerFound: 'Không tìm thấy người chơi',
  playerSearchResults: 'Kết quả tìm người chơi',
  select: 'Chọn',
};
