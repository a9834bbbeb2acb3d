/** Texts of components/modal.tsx (decision 165). */
export const modalVi = {
  void: 'Hủy',
  somethingWentWrong: 'Đã có lỗi xảy ra',
  atLeastCharacters: 'Tối thiểu {{minLength}} ký tự',
  close: 'Đóng',
};
