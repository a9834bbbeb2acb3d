/** Texts of pages/deposits.tsx (decision 165). */
export const depositsVi = {
  depositRequests: 'Lệnh nạp tiền',
  search: 'Tìm',
  all: 'Tất cả',
  status: 'Trạng thái',
  method: 'Phương thức',
  playerId: 'Mã người chơi',
  depositLookup: 'Tra cứu nạp tiền',
  created: 'Tạo lúc',
  reference: 'Tham chiếu',
  credited: 'Đã cộng',
  amount: 'Số tiền',
  players: 'Người chơi',
  code: 'Mã',
};
