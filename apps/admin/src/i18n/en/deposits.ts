import type { Shape } from '../catalogue';
import type { depositsVi } from '../vi/deposits';

export const depositsEn: Shape<typeof depositsVi> = {
  depositRequests: 'Deposit requests',
  search: 'Search',
  all: 'All',
  status: 'Status',
  method: 'Method',
  playerId: 'Player id',
  depositLookup: 'Deposit lookup',
  created: 'Created',
  reference: 'Reference',
  credited: 'Credited',
  amount: 'Amount',
  players: 'Player',
  code: 'Code',
};
