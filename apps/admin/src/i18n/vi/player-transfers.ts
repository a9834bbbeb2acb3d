/** Texts of pages/player-transfers.tsx (decision 165). */
export const playerTransfersVi = {
  gameOpen: ' · đang mở trò chơi',
  inTransit: '· đang chuyển',
  providerReports: ' · nhà cung cấp báo {{providerBalance}} ({{balanceAt}})',
  perOurBooks: 'theo sổ sách',
  moneyAtProvidersTransfer: 'Tiền tại nhà cung cấp (ví chuyển khoản)',
  unsuccessful: 'Không thành công',
  inTransit2: 'Đang chuyển',
  providerWallet: 'Nhà cung cấp → ví',
  walletProvider: 'Ví → nhà cung cấp',
};
