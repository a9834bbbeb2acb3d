import type { Shape } from '../catalogue';
import type { dataTableVi } from '../vi/data-table';

export const dataTableEn: Shape<typeof dataTableVi> = {
  previous: 'Previous',
  filter: 'Filter {{label}}',
  quickFilter: 'Quick filter…',
  noData: 'No data',
};
