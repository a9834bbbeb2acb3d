import type { Shape } from '../catalogue';
import type { useLoadVi } from '../vi/use-load';

export const useLoadEn: Shape<typeof useLoadVi> = {
  somethingWentWrong: 'Something went wrong',
};
