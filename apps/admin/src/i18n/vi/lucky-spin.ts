/** Texts of pages/lucky-spin.tsx (decision 165). */
export const luckySpinVi = {
  undo: 'Hoàn tác',
  saveThePrizeTable: 'Lưu bảng giải thưởng',
  expectedValuePerSpin: 'Giá trị kỳ vọng mỗi lượt quay:',
  totalWeight: 'Tổng trọng số',
  enabled: 'Bật {{code}}',
  weight: 'Trọng số {{code}}',
  value: 'Giá trị {{code}}',
  prizeName: 'Tên giải {{code}}',
  chanceToWin: 'Tỷ lệ trúng',
  on: 'Bật',
  weight2: 'Trọng số',
  value2: 'Giá trị (₫)',
  prizeName2: 'Tên giải',
  code: 'Mã',
  error: 'Lỗi',
  savedExpectedValuePer: 'Đã lưu. Giá trị kỳ vọng mỗi lượt quay: {{money}}',
  chanceToWinWeight:
    'Tỷ lệ trúng = trọng số / tổng trọng số các giải đang bật. Trang /su-kien/vong-quay-may-man công bố đúng bảng này và máy chủ quay theo đúng bảng này.',
  luckySpin: 'Vòng quay may mắn',
  loading: 'Đang tải…',
};
