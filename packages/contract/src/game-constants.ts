/**
 * The games copy without zod: the player site's game cards (on every lobby and the home page)
 * show these, and ./games, which re-exports them, would pull zod into its first bundle
 * (decision 039).
 */

export const GameMessage = {
  FAVORITE_ADDED: 'Đã thêm vào danh sách yêu thích',
  FAVORITE_REMOVED: 'Đã xóa khỏi danh sách yêu thích',
  GENERIC_ERROR: 'Có lỗi xảy ra vui lòng thử lại sau',
  NO_LINK: 'Không thể lấy link game',
  JACKPOT_LOAD_FAILED: 'Cannot load jackpot data',
  JACKPOT_POPUP_ERROR: 'Không thể tải dữ liệu. Vui lòng thử lại sau.',
} as const;
