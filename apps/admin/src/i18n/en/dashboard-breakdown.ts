import type { Shape } from '../catalogue';
import type { dashboardBreakdownVi } from '../vi/dashboard-breakdown';

export const dashboardBreakdownEn: Shape<typeof dashboardBreakdownVi> = {
  noFiguresInThis: 'No figures in this period',
  stakes: 'Stakes',
  bonusCost: 'Bonus cost',
  downloadCsv: 'Download CSV',
  bettors: 'Bettors',
  bets: 'Bets',
  winnings: 'Winnings',
  brands: 'Brands',
  provider: 'Provider',
  game: 'Game',
  recipients: 'Recipients',
  cost: 'Cost',
  bonusKind: 'Bonus kind',
  byBrand: 'By brand',
  byProvider: 'By provider',
  byGame: 'By game',
};
