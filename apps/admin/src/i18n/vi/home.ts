/** Texts of pages/home.tsx (decision 165). */
export const homeVi = {
  hello: 'Xin chào,',
  role: 'Vai trò:',
};
