/** Texts of components/player-picker.tsx (decision 165). */
export const playerPickerVi = {
  select: 'Chọn',
  playerSearchResults: 'Kết quả tìm người chơi',
  noPlayerFound: 'Không tìm thấy người chơi',
  search: 'Tìm',
  findAPlayer: 'Tìm người chơi',
  searchByUsernamePhone: ': tìm theo tên đăng nhập, số điện thoại hoặc mã',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  typeAtLeast2: 'Nhập ít nhất 2 ký tự để tìm',
  change: 'Đổi',
  players: 'Người chơi',
};
