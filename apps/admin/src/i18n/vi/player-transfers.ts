/** Texts of pages/player-transfers.tsx (decision 165). */
export const playerTransfersVi = {
  walletProvider: 'Ví → nhà cung cấp',
  providerWallet: 'Nhà cung cấp → ví',
  inTransit2: 'Đang chuyển',
  unsuccessful: 'Không thành công',
  moneyAtProvidersTransfer: 'Tiền tại nhà cung cấp (ví chuyển khoản)',
  perOurBooks: 'theo sổ sách',
  providerReports: ' · nhà cung cấp báo {{providerBalance}} ({{balanceAt}})',
  inTransit: '· đang chuyển',
  gameOpen: ' · đang mở trò chơi',
  recentTickets: 'Vé cược gần đây (nhật ký cược của nhà cung cấp)',
  ticketStake: 'cược',
  ticketOpen: 'chờ kết quả',
  ticketSettled: 'đã trả',
  ticketCancelled: 'đã hủy, hoàn',
};
