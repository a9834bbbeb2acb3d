import type { Shape } from '../catalogue';
import type { depositsVi } from '../vi/deposits';

export const depositsEn: Shape<typeof depositsVi> = {
  code: 'Code',
  players: 'Player',
  amount: 'Amount',
  credited: 'Credited',
  reference: 'Reference',
  created: 'Created',
  depositLookup: 'Deposit lookup',
  playerId: 'Player id',
  method: 'Method',
  status: 'Status',
  all: 'All',
  search: 'Search',
  depositRequests: 'Deposit requests',
};
