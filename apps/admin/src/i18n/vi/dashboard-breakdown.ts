/** Texts of pages/dashboard-breakdown.tsx (decision 165). */
export const dashboardBreakdownVi = {
  noFiguresInThis: 'Không có số liệu trong khoảng này',
  stakes: 'Tiền cược',
  bonusCost: 'Chi phí thưởng',
  downloadCsv: 'Tải CSV',
  bettors: 'Người cược',
  bets: 'Số cược',
  winnings: 'Tiền thắng',
  brands: 'Thương hiệu',
  provider: 'Nhà cung cấp',
  game: 'Trò chơi',
  recipients: 'Người nhận',
  cost: 'Chi phí',
  bonusKind: 'Loại thưởng',
  byBrand: 'Theo thương hiệu',
  byProvider: 'Theo nhà cung cấp',
  byGame: 'Theo trò chơi',
};
