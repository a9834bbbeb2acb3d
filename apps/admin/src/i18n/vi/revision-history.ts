/** Texts of components/revision-history.tsx (decision 165). */
export const revisionHistoryVi = {
  versionPublished: 'Đã đăng phiên bản #{{id}}',
  draftSaved: 'Đã lưu bản nháp #{{id}}',
  error: 'Lỗi',
  back: 'Quay lại',
  versionNote: 'Ghi chú phiên bản',
  saveDraft: 'Lưu bản nháp',
  saveAndPublish: 'Lưu và đăng',
  restoreAsTheDraft: 'Khôi phục làm bản nháp',
  publishThisVersion: 'Đăng phiên bản này',
  currentDraft: 'bản nháp hiện tại',
  live: 'đang hiển thị',
  versions: 'Phiên bản',
  openInTheEditor: 'Mở trong trình soạn',
};
