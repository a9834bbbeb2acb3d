import type { Shape } from '../catalogue';
import type { staffListVi } from '../vi/staff-list';

export const staffListEn: Shape<typeof staffListVi> = {
  processedRowsNotProcessed: 'Processed {{done}} rows; not processed {{length}}: {{join}}',
  processedRows: 'Processed {{done}} rows',
  all: 'All',
  previous: 'Previous',
  select: 'Select {{id}}',
  noRowsMatchThe: 'No rows match the filters',
  selectTheWholePage: 'Select the whole page',
  rows: 'rows',
  selected: 'Selected',
  matching: 'Matching:',
  downloadCsv: 'Download CSV',
  clearFilters: 'Clear filters',
  filter: 'Filter',
  to: 'to',
  from: 'from',
  staffId: 'Staff id',
  playerId: 'Player id',
  searchContains: 'Search (contains)',
  amount: 'Amount',
  amountTo: 'Amount to',
  amountFrom: 'Amount from',
  filter2: 'Filter {{label}}',
};
