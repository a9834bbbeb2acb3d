/** Texts of pages/dashboard-breakdown.tsx (decision 165). */
export const dashboardBreakdownVi = {
  byGame: 'Theo trò chơi',
  byProvider: 'Theo nhà cung cấp',
  byBrand: 'Theo thương hiệu',
  bonusKind: 'Loại thưởng',
  cost: 'Chi phí',
  recipients: 'Người nhận',
  game: 'Trò chơi',
  provider: 'Nhà cung cấp',
  brands: 'Thương hiệu',
  winnings: 'Tiền thắng',
  bets: 'Số cược',
  bettors: 'Người cược',
  downloadCsv: 'Tải CSV',
  bonusCost: 'Chi phí thưởng',
  stakes: 'Tiền cược',
  noFiguresInThis: 'Không có số liệu trong khoảng này',
};
