import type { Shape } from '../catalogue';
import type { homeVi } from '../vi/home';

export const homeEn: Shape<typeof homeVi> = {
  role: 'Role:',
  hello: 'Hello,',
};
