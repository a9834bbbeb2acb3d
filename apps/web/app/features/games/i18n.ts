import { GameMessage } from '@app/contract';

/**
 * Vietnamese copy of the games feature. The spec's favourite and launch messages (section 8)
 * come from the contract so the server and the site say the same thing.
 */
export const gamesVi = {
  ...GameMessage,
  bets: {
    title: 'Lịch sử cược',
    last7: 'Chỉ hiển thị giao dịch trong 7 ngày gần nhất',
    perPage: 'Hiển thị',
    id: 'Mã cược',
    date: 'Thời gian',
    game: 'Trò chơi',
    bet: 'Tiền cược',
    winLoss: 'Thắng/Thua',
    result: 'Kết quả',
    empty: 'Chưa có lượt cược nào trong 7 ngày gần nhất',
    prev: 'Trang trước',
    next: 'Trang sau',
    cancelled: 'Đã hủy',
    results: { win: 'Thắng', lose: 'Thua', draw: 'Hòa', processing: 'Đang xử lý' },
    /** "Xem 3 lựa chọn": the round's lines (a parlay's legs), folded on phones */
    details: (n: number) => `Xem ${n} lựa chọn`,
    detailResults: {
      win: 'Thắng',
      'half-win': 'Thắng nửa',
      draw: 'Hòa',
      'half-lose': 'Thua nửa',
      lose: 'Thua',
      void: 'Hủy',
      pending: 'Đang xử lý',
    },
  },
} as const;
