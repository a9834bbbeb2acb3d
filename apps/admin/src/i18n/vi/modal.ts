/** Texts of components/modal.tsx (decision 165). */
export const modalVi = {
  close: 'Đóng',
  atLeastCharacters: 'Tối thiểu {{minLength}} ký tự',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  void: 'Hủy',
};
