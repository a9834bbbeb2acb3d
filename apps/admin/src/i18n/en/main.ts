import type { Shape } from '../catalogue';
import type { mainVi } from '../vi/main';

export const mainEn: Shape<typeof mainVi> = {
  loading: 'Loading…',
  pageNotFound: 'Page not found.',
};
