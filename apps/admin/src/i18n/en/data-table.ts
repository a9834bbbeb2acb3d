import type { Shape } from '../catalogue';
import type { dataTableVi } from '../vi/data-table';

export const dataTableEn: Shape<typeof dataTableVi> = {
  noData: 'No data',
  quickFilter: 'Quick filter…',
  filter: 'Filter {{label}}',
  previous: 'Previous',
};
