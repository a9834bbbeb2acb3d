/** Texts of pages/promo-pages.tsx (decision 165). */
export const promoPagesVi = {
  noVersionYetThe: 'Chưa có phiên bản nào: trang chỉ hiện nội dung từ quy tắc.',
  withTheRulesTerms: '(kèm điều khoản của quy tắc)',
  fromTheRules: 'Từ quy tắc:',
  preview: 'Xem trước',
  takeOffTheSite: 'Gỡ khỏi trang',
  extraContentTakenOff: 'Đã gỡ nội dung thêm khỏi trang',
  seoEmptyThePromotion: 'SEO (để trống: dùng tiêu đề và tóm tắt của khuyến mãi)',
  extraContent: 'Nội dung thêm',
  thePageSBonus:
    'Mức thưởng và điều khoản của trang lấy từ quy tắc đang áp dụng; phần nội dung này hiện bên dưới chúng.',
  promotionEventPages: 'Trang khuyến mãi & sự kiện',
  theBonusAmountConditions:
    'Mức thưởng, điều kiện và điều khoản luôn lấy từ quy tắc khuyến mãi đang áp dụng. Ở đây bạn viết thêm phần nội dung hiện bên dưới chúng và các trường SEO; mỗi lần lưu là một phiên bản.',
  publishedAt: 'Đăng lúc',
  versions: 'Số phiên bản',
  onlyTheRulesContent: 'Chỉ nội dung từ quy tắc',
  version: 'Phiên bản #{{getValue}}',
  live: 'Đang hiển thị',
  kind: 'Loại',
  event: 'Sự kiện',
  promotions: 'Khuyến mãi',
};
