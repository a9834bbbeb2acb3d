/** Texts of pages/lottery-draws.tsx (decision 165). */
export const lotteryDrawsVi = {
  drawing: 'Đang quay…',
  noDrawIsTaking: 'Không có kỳ quay nào đang nhận vé.',
  seedHash: 'Mã băm hạt giống',
  drawTime: 'Giờ quay',
  closes: 'Đóng nhận vé',
  station: 'Đài',
  period: 'Kỳ',
  game: 'Trò chơi',
  theOpenDrawsOf:
    'Các kỳ quay đang nhận vé của xổ số tích hợp. “Quay ngay” rút kết quả từ hạt giống đã công bố mã băm khi kỳ mở, đóng kỳ với vé mới và trả thưởng ngay; mọi lần quay được ghi vào nhật ký thao tác.',
  lotteryDraws: 'Kỳ quay xổ số',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  drawDoneTicketsAre: 'Đã quay kỳ {{code}}; vé được trả thưởng theo kết quả.',
  drawNowTheDraw: 'Quay kỳ {{code}} ngay bây giờ? Kỳ quay sẽ ngừng nhận vé.',
  threeRegionL: 'Lô đề 3 miền',
  expressL: 'Lô đề siêu tốc',
};
