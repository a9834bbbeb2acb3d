/** Texts of lib/api.ts (decision 165). */
export const apiVi = {
  somethingWentWrong: 'Đã có lỗi xảy ra',
};
