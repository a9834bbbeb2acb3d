/** Texts of pages/promo-pages.tsx (decision 165). */
export const promoPagesVi = {
  promotions: 'Khuyến mãi',
  event: 'Sự kiện',
  kind: 'Loại',
  live: 'Đang hiển thị',
  version: 'Phiên bản #{{getValue}}',
  onlyTheRulesContent: 'Chỉ nội dung từ quy tắc',
  versions: 'Số phiên bản',
  publishedAt: 'Đăng lúc',
  theBonusAmountConditions:
    'Mức thưởng, điều kiện và điều khoản luôn lấy từ quy tắc khuyến mãi đang áp dụng. Ở đây bạn viết thêm phần nội dung hiện bên dưới chúng và các trường SEO; mỗi lần lưu là một phiên bản.',
  promotionEventPages: 'Trang khuyến mãi & sự kiện',
  thePageSBonus:
    'Mức thưởng và điều khoản của trang lấy từ quy tắc đang áp dụng; phần nội dung này hiện bên dưới chúng.',
  extraContent: 'Nội dung thêm',
  seoEmptyThePromotion: 'SEO (để trống: dùng tiêu đề và tóm tắt của khuyến mãi)',
  extraContentTakenOff: 'Đã gỡ nội dung thêm khỏi trang',
  takeOffTheSite: 'Gỡ khỏi trang',
  preview: 'Xem trước',
  fromTheRules: 'Từ quy tắc:',
  withTheRulesTerms: '(kèm điều khoản của quy tắc)',
  noVersionYetThe: 'Chưa có phiên bản nào: trang chỉ hiện nội dung từ quy tắc.',
};
