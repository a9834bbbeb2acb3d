/** Texts of components/language-switch.tsx (decision 165). */
export const languageSwitchVi = {
  label: 'Ngôn ngữ',
};
