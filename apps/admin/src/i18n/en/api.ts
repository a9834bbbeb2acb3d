import type { Shape } from '../catalogue';
import type { apiVi } from '../vi/api';

export const apiEn: Shape<typeof apiVi> = {
  somethingWentWrong: 'Something went wrong',
};
