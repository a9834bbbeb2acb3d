/** Texts of pages/home-banners.tsx (decision 165). */
export const homeBannersVi = {
  system: 'hệ thống',
  noVersionYetThe: 'Chưa có phiên bản nào: trang chủ hiện danh sách khuyến mãi.',
  fixTheBannersIn: 'Sửa các banner hợp lệ để xem trước.',
  previewWhatPlayersSee: 'Xem trước (người chơi thấy)',
  preview: 'Xem trước',
  linkBanner: '+ Banner liên kết',
  promotionBanner: '+ Banner khuyến mãi',
  description: 'Mô tả',
  linkPathOnThe: 'Liên kết (đường dẫn trong trang)',
  title: 'Tiêu đề',
  paused: ' — tạm dừng',
  promotions: 'Khuyến mãi',
  delete: 'Xóa',
  moveBannerDown: 'Đưa banner {{value}} xuống',
  moveBannerUp: 'Đưa banner {{value}} lên',
  link: 'Liên kết',
  aPromotionBannerTakes:
    'Banner khuyến mãi lấy tiêu đề và con số từ quy tắc của khuyến mãi (tự ẩn khi khuyến mãi tạm dừng); banner liên kết dẫn tới một trang của site. Mỗi lần lưu là một phiên bản; trang chủ hiện phiên bản đã đăng.',
  homePageBanners: 'Banner trang chủ',
};
