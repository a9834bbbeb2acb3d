/** Texts of components/data-table.tsx (decision 165). */
export const dataTableVi = {
  noData: 'Không có dữ liệu',
  quickFilter: 'Lọc nhanh…',
  filter: 'Lọc {{label}}',
  previous: 'Trước',
};
