import type { Shape } from '../catalogue';
import type { brandsVi } from '../vi/brands';

export const brandsEn: Shape<typeof brandsVi> = {
  brands: 'brands',
  total: 'Total',
  viewing: '(viewing)',
  brands2: 'Brands',
  eachBrandHasIts:
    'Each brand has its own players, balances and staff. Only brands where your username has an account allowed to see reports are shown.',
  all: 'All',
  to: 'To',
  from: 'From',
  bettors: 'Bettors',
  firstDeposits: 'First deposits',
  registrations: 'Registrations',
  withdrawals: 'Withdrawals',
  deposits: 'Deposits',
  bonusCost: 'Bonus cost',
  winnings: 'Winnings',
  stakes: 'Stakes',
};
