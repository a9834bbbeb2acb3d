/** Texts of pages/home.tsx (decision 165). */
export const homeVi = {
  role: 'Vai trò:',
  hello: 'Xin chào,',
};
