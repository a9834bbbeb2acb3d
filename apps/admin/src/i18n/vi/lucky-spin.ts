/** Texts of pages/lucky-spin.tsx (decision 165). */
export const luckySpinVi = {
  loading: 'Đang tải…',
  luckySpin: 'Vòng quay may mắn',
  chanceToWinWeight:
    'Tỷ lệ trúng = trọng số / tổng trọng số các giải đang bật. Trang /su-kien/vong-quay-may-man công bố đúng bảng này và máy chủ quay theo đúng bảng này.',
  savedExpectedValuePer: 'Đã lưu. Giá trị kỳ vọng mỗi lượt quay: {{money}}',
  error: 'Lỗi',
  code: 'Mã',
  prizeName2: 'Tên giải',
  value2: 'Giá trị (₫)',
  weight2: 'Trọng số',
  on: 'Bật',
  chanceToWin: 'Tỷ lệ trúng',
  prizeName: 'Tên giải {{code}}',
  value: 'Giá trị {{code}}',
  weight: 'Trọng số {{code}}',
  enabled: 'Bật {{code}}',
  totalWeight: 'Tổng trọng số',
  expectedValuePerSpin: 'Giá trị kỳ vọng mỗi lượt quay:',
  saveThePrizeTable: 'Lưu bảng giải thưởng',
  undo: 'Hoàn tác',
};
