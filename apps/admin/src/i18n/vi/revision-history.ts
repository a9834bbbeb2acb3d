/** Texts of components/revision-history.tsx (decision 165). */
export const revisionHistoryVi = {
  openInTheEditor: 'Mở trong trình soạn',
  versions: 'Phiên bản',
  live: 'đang hiển thị',
  currentDraft: 'bản nháp hiện tại',
  publishThisVersion: 'Đăng phiên bản này',
  restoreAsTheDraft: 'Khôi phục làm bản nháp',
  saveAndPublish: 'Lưu và đăng',
  saveDraft: 'Lưu bản nháp',
  versionNote: 'Ghi chú phiên bản',
  back: 'Quay lại',
  error: 'Lỗi',
  draftSaved: 'Đã lưu bản nháp #{{id}}',
  versionPublished: 'Đã đăng phiên bản #{{id}}',
};
