/** Texts of pages/sports-margins.tsx (decision 165). */
export const sportsMarginsVi = {
  margin2: 'Biên lợi nhuận {{label}}',
  theMarginOfIs: 'Biên lợi nhuận của {{label}} không hợp lệ',
  savedOddsRecalculatedFor: 'Đã lưu. Đã tính lại tỷ lệ cho {{repriced}} trận sắp diễn ra.',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  sportsMargins: 'Biên lợi nhuận thể thao',
  theShareTheHouse:
    'Phần nhà cái giữ lại trên tỷ lệ công bằng của từng loại kèo. Tỷ lệ người chơi thấy = tỷ lệ công bằng ÷ (1 + biên), làm tròn xuống 0,01. Khi lưu, các trận sắp diễn ra được tính lại tỷ lệ ngay; mọi thay đổi được ghi vào nhật ký thao tác.',
  market: 'Loại kèo',
  default: 'Mặc định',
  margin: 'Biên lợi nhuận (%)',
  exampleFair200: 'Ví dụ: công bằng 2.00 →',
  saveChanges2: 'Lưu {{length}} thay đổi',
  saveChanges: 'Lưu thay đổi',
  undo: 'Hoàn tác',
};
