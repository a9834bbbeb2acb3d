/** Texts of main.tsx (decision 165). */
export const mainVi = {
  loading: 'Đang tải…',
  pageNotFound: 'Không tìm thấy trang.',
};
