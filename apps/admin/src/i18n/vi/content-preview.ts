/** Texts of components/content-preview.tsx (decision 165). */
export const contentPreviewVi = {
  preview: 'Xem trước',
};
