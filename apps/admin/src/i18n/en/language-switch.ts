import type { Shape } from '../catalogue';
import type { languageSwitchVi } from '../vi/language-switch';

export const languageSwitchEn: Shape<typeof languageSwitchVi> = {
  label: 'Language',
};
