import type { Shape } from '../catalogue';
import type { homeVi } from '../vi/home';

export const homeEn: Shape<typeof homeVi> = {
  hello: 'Hello,',
  role: 'Role:',
};
