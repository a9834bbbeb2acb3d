import type { Shape } from '../catalogue';
import type { opsTableVi } from '../vi/ops-table';

export const opsTableEn: Shape<typeof opsTableVi> = {
  error: 'Error',
  good: 'Good',
};
