import type { Shape } from '../catalogue';
import type { opsTableVi } from '../vi/ops-table';

export const opsTableEn: Shape<typeof opsTableVi> = {
  good: 'Good',
  error: 'Error',
};
