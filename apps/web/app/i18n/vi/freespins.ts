/** Copy of the player's free rounds (decision 164); what each grant gives comes from the server. */
export const freespinsVi = {
  title: 'Vòng quay miễn phí',
  left: 'Còn {{count}} lượt quay miễn phí',
  on: 'Trò chơi: {{games}}',
  stake: 'Cược {{stake}} mỗi lượt · thắng bao nhiêu cộng vào tài khoản chính',
  expires: 'Hết hạn lúc {{at}}',
  from: {
    tournament: 'Giải thưởng đua top "{{name}}"',
    vip: 'Quà lên hạng VIP {{name}}',
  },
  play: 'Chơi ngay',
  history: 'Đã kết thúc',
  used: 'Đã dùng hết {{rounds}} lượt, thắng {{won}}',
  expired: '{{rounds}} lượt hết hạn lúc {{at}} (đã dùng {{used}}), thắng {{won}}',
  loading: 'Đang tải vòng quay miễn phí...',
};
