import type { Shape } from '../catalogue';
import type { staffListVi } from '../vi/staff-list';

export const staffListEn: Shape<typeof staffListVi> = {
  filter2: 'Filter {{label}}',
  amountFrom: 'Amount from',
  amountTo: 'Amount to',
  amount: 'Amount',
  searchContains: 'Search (contains)',
  playerId: 'Player id',
  staffId: 'Staff id',
  from: 'from',
  to: 'to',
  filter: 'Filter',
  clearFilters: 'Clear filters',
  downloadCsv: 'Download CSV',
  matching: 'Matching:',
  selected: 'Selected',
  rows: 'rows',
  selectTheWholePage: 'Select the whole page',
  noRowsMatchThe: 'No rows match the filters',
  select: 'Select {{id}}',
  previous: 'Previous',
  all: 'All',
  processedRows: 'Processed {{done}} rows',
  processedRowsNotProcessed: 'Processed {{done}} rows; not processed {{length}}: {{join}}',
};
