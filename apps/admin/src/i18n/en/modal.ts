import type { Shape } from '../catalogue';
import type { modalVi } from '../vi/modal';

export const modalEn: Shape<typeof modalVi> = {
  void: 'Void',
  somethingWentWrong: 'Something went wrong',
  atLeastCharacters: 'At least {{minLength}} characters',
  close: 'Close',
};
