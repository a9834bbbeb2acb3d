/** Texts of pages/deposits.tsx (decision 165). */
export const depositsVi = {
  code: 'Mã',
  players: 'Người chơi',
  amount: 'Số tiền',
  credited: 'Đã cộng',
  reference: 'Tham chiếu',
  created: 'Tạo lúc',
  depositLookup: 'Tra cứu nạp tiền',
  playerId: 'Mã người chơi',
  method: 'Phương thức',
  status: 'Trạng thái',
  all: 'Tất cả',
  search: 'Tìm',
  depositRequests: 'Lệnh nạp tiền',
};
