/** Texts of pages/home-banners.tsx (decision 165). */
export const homeBannersVi = {
  homePageBanners: 'Banner trang chủ',
  aPromotionBannerTakes:
    'Banner khuyến mãi lấy tiêu đề và con số từ quy tắc của khuyến mãi (tự ẩn khi khuyến mãi tạm dừng); banner liên kết dẫn tới một trang của site. Mỗi lần lưu là một phiên bản; trang chủ hiện phiên bản đã đăng.',
  link: 'Liên kết',
  moveBannerUp: 'Đưa banner {{value}} lên',
  moveBannerDown: 'Đưa banner {{value}} xuống',
  delete: 'Xóa',
  promotions: 'Khuyến mãi',
  paused: ' — tạm dừng',
  title: 'Tiêu đề',
  linkPathOnThe: 'Liên kết (đường dẫn trong trang)',
  description: 'Mô tả',
  promotionBanner: '+ Banner khuyến mãi',
  linkBanner: '+ Banner liên kết',
  preview: 'Xem trước',
  previewWhatPlayersSee: 'Xem trước (người chơi thấy)',
  fixTheBannersIn: 'Sửa các banner hợp lệ để xem trước.',
  noVersionYetThe: 'Chưa có phiên bản nào: trang chủ hiện danh sách khuyến mãi.',
  system: 'hệ thống',
};
