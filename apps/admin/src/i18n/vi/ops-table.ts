/** Texts of pages/ops-table.tsx (decision 165). */
export const opsTableVi = {
  good: 'Tốt',
  error: 'Lỗi',
};
