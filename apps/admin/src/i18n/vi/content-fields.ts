/** Texts of components/content-fields.tsx (decision 165). */
export const contentFieldsVi = {
  paragraphsAreSeparatedBy: 'Đoạn văn cách nhau một dòng trống; "## " tiêu đề, "- " danh sách, "> " ghi chú;',
  isTheBrandName: 'là tên thương hiệu.',
  seoTitle70Characters: 'Tiêu đề SEO (≤ 70 ký tự)',
  seoDescription170Characters: 'Mô tả SEO (≤ 170 ký tự)',
  keepSearchEnginesFrom: 'Không cho máy tìm kiếm lập chỉ mục (noindex)',
  language: 'Ngôn ngữ',
  vietnamese: 'Tiếng Việt',
  english: 'English',
  hasEnglish: 'Có bản tiếng Anh (bỏ chọn: trang tiếng Anh hiện nội dung tiếng Việt)',
  englishOptional: 'Tên tiếng Anh (không bắt buộc; để trống: trang tiếng Anh hiện tên tiếng Việt)',
  englishDescriptionOptional: 'Mô tả tiếng Anh (không bắt buộc)',
};
