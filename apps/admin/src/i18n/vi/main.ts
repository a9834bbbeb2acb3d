/** Texts of main.tsx (decision 165). */
export const mainVi = {
  pageNotFound: 'Không tìm thấy trang.',
  loading: 'Đang tải…',
};
