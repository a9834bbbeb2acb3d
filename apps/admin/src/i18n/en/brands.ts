import type { Shape } from '../catalogue';
import type { brandsVi } from '../vi/brands';

export const brandsEn: Shape<typeof brandsVi> = {
  stakes: 'Stakes',
  winnings: 'Winnings',
  bonusCost: 'Bonus cost',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  registrations: 'Registrations',
  firstDeposits: 'First deposits',
  bettors: 'Bettors',
  from: 'From',
  to: 'To',
  all: 'All',
  eachBrandHasIts:
    'Each brand has its own players, balances and staff. Only brands where your username has an account allowed to see reports are shown.',
  brands2: 'Brands',
  viewing: '(viewing)',
  total: 'Total',
  brands: 'brands',
  show: 'Show',
};
