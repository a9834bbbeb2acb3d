import type { Shape } from '../catalogue';
import type { modalVi } from '../vi/modal';

export const modalEn: Shape<typeof modalVi> = {
  close: 'Close',
  atLeastCharacters: 'At least {{minLength}} characters',
  somethingWentWrong: 'Something went wrong',
  void: 'Void',
};
