/**
 * Small texts of shared pages and components that have no area of their own (decision 156):
 * the maintenance page, the info pages' side menu, the cockfight table, the newbie code offer.
 */
export const siteVi = {
  confirm: 'Xác nhận',
  cancel: 'Hủy',
  maintenance: 'Hệ thống đang bảo trì, vui lòng quay lại sau.',
  relatedPages: 'Trang liên quan',
  infoNav: {
    register: 'Hướng dẫn đăng ký',
    deposit: 'Hướng dẫn nạp tiền',
    withdraw: 'Hướng dẫn rút tiền',
    faq: 'Câu hỏi thường gặp',
    responsible: 'Chơi có trách nhiệm',
  },
  otherDevice: 'Chọn thiết bị khác',
  until: 'Đến {{date}}',
  phoneBadge: 'SĐT {{phone}}',
  sandboxSms: 'Máy chủ thử nghiệm không gửi SMS thật:',
  sandboxInbox: 'xem mã trong hộp thư thử nghiệm',
  schedule: {
    days: 'Ngày',
    leagues: 'Giải đấu',
    epl: 'Ngoại hạng Anh',
    ucl: 'Cúp C1',
    vfl: 'Bóng đá ảo',
  },
  cockfight: {
    title: 'Đá Gà Thomo',
    description:
      'Trận đấu nối tiếp cả ngày, cược Meron (đỏ) hoặc Wala (xanh) theo tỷ lệ trực tiếp, Hòa 1 ăn 8. Kết quả công bằng, kiểm chứng được.',
    notConnected: 'Sảnh {{provider}} hiện chưa được kết nối trên trang này. Mời bạn chơi bàn đá gà của chúng tôi: ',
    onComputer: 'Chơi ngay trên máy tính',
  },
  wheel: { noPrizeTop: 'Chúc', noPrizeBottom: 'may mắn' },
  newbie: {
    none: 'Hiện chưa có code tân thủ. Vui lòng quay lại sau hoặc liên hệ chăm sóc khách hàng.',
    title: 'Code tân thủ của bạn',
    value: 'Trị giá',
    once: 'Mỗi người chơi chỉ nhận code tân thủ một lần.',
    phone: 'Số điện thoại đã xác thực, thuộc nhà mạng {{carriers}}.',
    bank: 'Đã liên kết và xác thực tài khoản ngân hàng chính chủ.',
    turnover: 'Tổng cược {{turnover}} lần giá trị code ({{amount}}) trước khi rút tiền.',
    expires: 'Hạn dùng đến {{at}}.',
  },
} as const;
