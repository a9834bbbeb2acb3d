/** Texts of components/content-fields.tsx (decision 165). */
export const contentFieldsVi = {
  keepSearchEnginesFrom: 'Không cho máy tìm kiếm lập chỉ mục (noindex)',
  seoDescription170Characters: 'Mô tả SEO (≤ 170 ký tự)',
  seoTitle70Characters: 'Tiêu đề SEO (≤ 70 ký tự)',
  isTheBrandName: 'là tên thương hiệu.',
  paragraphsAreSeparatedBy: 'Đoạn văn cách nhau một dòng trống; "## " tiêu đề, "- " danh sách, "> " ghi chú;',
};
