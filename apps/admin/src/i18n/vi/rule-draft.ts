/** Texts of components/rule-draft.tsx (decision 165). */
export const ruleDraftVi = {
  void: 'Hủy',
  fixTheFieldsMarked: 'Sửa các ô bị báo lỗi để xem trước.',
  whatPlayersWillSee: 'Người chơi sẽ thấy',
  close: 'Đóng',
  publish: 'Công bố',
  edit: 'Sửa',
  error: 'Lỗi',
};
