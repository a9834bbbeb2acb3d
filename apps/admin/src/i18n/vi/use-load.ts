/** Texts of lib/use-load.ts (decision 165). */
export const useLoadVi = {
  somethingWentWrong: 'Đã có lỗi xảy ra',
};
