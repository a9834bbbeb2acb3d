/** Texts of components/content-fields.tsx (decision 165). */
export const contentFieldsVi = {
  paragraphsAreSeparatedBy: 'Đoạn văn cách nhau một dòng trống; "## " tiêu đề, "- " danh sách, "> " ghi chú;',
  isTheBrandName: 'là tên thương hiệu.',
  seoTitle70Characters: 'Tiêu đề SEO (≤ 70 ký tự)',
  seoDescription170Characters: 'Mô tả SEO (≤ 170 ký tự)',
  keepSearchEnginesFrom: 'Không cho máy tìm kiếm lập chỉ mục (noindex)',
};
