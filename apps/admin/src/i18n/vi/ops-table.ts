/** Texts of pages/ops-table.tsx (decision 165). */
export const opsTableVi = {
  error: 'Lỗi',
  good: 'Tốt',
};
