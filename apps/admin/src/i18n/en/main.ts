import type { Shape } from '../catalogue';
import type { mainVi } from '../vi/main';

export const mainEn: Shape<typeof mainVi> = {
  pageNotFound: 'Page not found.',
  loading: 'Loading…',
};
