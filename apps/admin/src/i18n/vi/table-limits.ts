/** Texts of pages/table-limits.tsx (decision 165). */
export const tableLimitsVi = {
  minimumPerSpot: 'Tối thiểu mỗi cửa',
  maximumPerSpot: 'Tối đa mỗi cửa',
  minimumPerRound: 'Tối thiểu mỗi ván',
  maximumPerRound: 'Tối đa mỗi ván',
  invalid: 'Không hợp lệ',
  savedTheNextBets: 'Đã lưu. Cược tiếp theo được kiểm tra theo giới hạn mới.',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  save: 'Lưu',
  default: '· mặc định',
  vndPerSpotAt: 'VND mỗi cửa, tối đa',
  vndPerRound: 'VND mỗi ván',
  spots: 'Cửa:',
  tableBetLimits: 'Giới hạn cược bàn chơi',
  minimumAndMaximumStakes:
    'Mức cược tối thiểu và tối đa cho mỗi cửa và tổng cược của một người chơi trong mỗi ván. Cược ngoài giới hạn bị từ chối trước khi trừ tiền; màn hình trò chơi hiển thị đúng các mức này và thay đổi áp dụng ngay từ cược tiếp theo. Mọi thay đổi được ghi vào nhật ký thao tác.',
  sharedScheduledTables: 'Bàn chung theo lịch',
  eachPlayerSOwn: 'Bàn riêng của từng người chơi',
  aRoundIsOne:
    'Mỗi ván là một lần đặt cược (với game bài: tiền cược lúc chia bài; gấp đôi, tách bài hay cược theo sau theo luật của ván).',
  game: 'Trò chơi',
};
