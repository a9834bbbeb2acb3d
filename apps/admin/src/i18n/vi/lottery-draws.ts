/** Texts of pages/lottery-draws.tsx (decision 165). */
export const lotteryDrawsVi = {
  expressL: 'Lô đề siêu tốc',
  threeRegionL: 'Lô đề 3 miền',
  drawNowTheDraw: 'Quay kỳ {{code}} ngay bây giờ? Kỳ quay sẽ ngừng nhận vé.',
  drawDoneTicketsAre: 'Đã quay kỳ {{code}}; vé được trả thưởng theo kết quả.',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  lotteryDraws: 'Kỳ quay xổ số',
  theOpenDrawsOf:
    'Các kỳ quay đang nhận vé của xổ số tích hợp. “Quay ngay” rút kết quả từ hạt giống đã công bố mã băm khi kỳ mở, đóng kỳ với vé mới và trả thưởng ngay; mọi lần quay được ghi vào nhật ký thao tác.',
  game: 'Trò chơi',
  period: 'Kỳ',
  station: 'Đài',
  closes: 'Đóng nhận vé',
  drawTime: 'Giờ quay',
  seedHash: 'Mã băm hạt giống',
  noDrawIsTaking: 'Không có kỳ quay nào đang nhận vé.',
  drawNow: 'Quay ngay',
  drawing: 'Đang quay…',
};
