/** Texts of pages/table-limits.tsx (decision 165). */
export const tableLimitsVi = {
  game: 'Trò chơi',
  aRoundIsOne:
    'Mỗi ván là một lần đặt cược (với game bài: tiền cược lúc chia bài; gấp đôi, tách bài hay cược theo sau theo luật của ván).',
  eachPlayerSOwn: 'Bàn riêng của từng người chơi',
  sharedScheduledTables: 'Bàn chung theo lịch',
  minimumAndMaximumStakes:
    'Mức cược tối thiểu và tối đa cho mỗi cửa và tổng cược của một người chơi trong mỗi ván. Cược ngoài giới hạn bị từ chối trước khi trừ tiền; màn hình trò chơi hiển thị đúng các mức này và thay đổi áp dụng ngay từ cược tiếp theo. Mọi thay đổi được ghi vào nhật ký thao tác.',
  tableBetLimits: 'Giới hạn cược bàn chơi',
  spots: 'Cửa:',
  vndPerRound: 'VND mỗi ván',
  vndPerSpotAt: 'VND mỗi cửa, tối đa',
  default: '· mặc định',
  save: 'Lưu',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  savedTheNextBets: 'Đã lưu. Cược tiếp theo được kiểm tra theo giới hạn mới.',
  invalid: 'Không hợp lệ',
  maximumPerRound: 'Tối đa mỗi ván',
  minimumPerRound: 'Tối thiểu mỗi ván',
  maximumPerSpot: 'Tối đa mỗi cửa',
  minimumPerSpot: 'Tối thiểu mỗi cửa',
};
