/** Texts of pages/sports-margins.tsx (decision 165). */
export const sportsMarginsVi = {
  undo: 'Hoàn tác',
  saveChanges: 'Lưu thay đổi',
  saveChanges2: 'Lưu {{length}} thay đổi',
  exampleFair200: 'Ví dụ: công bằng 2.00 →',
  margin: 'Biên lợi nhuận (%)',
  default: 'Mặc định',
  market: 'Loại kèo',
  theShareTheHouse:
    'Phần nhà cái giữ lại trên tỷ lệ công bằng của từng loại kèo. Tỷ lệ người chơi thấy = tỷ lệ công bằng ÷ (1 + biên), làm tròn xuống 0,01. Khi lưu, các trận sắp diễn ra được tính lại tỷ lệ ngay; mọi thay đổi được ghi vào nhật ký thao tác.',
  sportsMargins: 'Biên lợi nhuận thể thao',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  savedOddsRecalculatedFor: 'Đã lưu. Đã tính lại tỷ lệ cho {{repriced}} trận sắp diễn ra.',
  theMarginOfIs: 'Biên lợi nhuận của {{label}} không hợp lệ',
  margin2: 'Biên lợi nhuận {{label}}',
};
