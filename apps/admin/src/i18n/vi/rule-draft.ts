/** Texts of components/rule-draft.tsx (decision 165). */
export const ruleDraftVi = {
  error: 'Lỗi',
  edit: 'Sửa',
  publish: 'Công bố',
  close: 'Đóng',
  whatPlayersWillSee: 'Người chơi sẽ thấy',
  fixTheFieldsMarked: 'Sửa các ô bị báo lỗi để xem trước.',
  void: 'Hủy',
};
