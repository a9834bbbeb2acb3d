/** Texts of components/data-table.tsx (decision 165). */
export const dataTableVi = {
  previous: 'Trước',
  filter: 'Lọc {{label}}',
  quickFilter: 'Lọc nhanh…',
  noData: 'Không có dữ liệu',
};
