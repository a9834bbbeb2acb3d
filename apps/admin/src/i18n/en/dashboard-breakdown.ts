import type { Shape } from '../catalogue';
import type { dashboardBreakdownVi } from '../vi/dashboard-breakdown';

export const dashboardBreakdownEn: Shape<typeof dashboardBreakdownVi> = {
  byGame: 'By game',
  byProvider: 'By provider',
  byBrand: 'By brand',
  bonusKind: 'Bonus kind',
  cost: 'Cost',
  recipients: 'Recipients',
  game: 'Game',
  provider: 'Provider',
  brands: 'Brands',
  winnings: 'Winnings',
  bets: 'Bets',
  bettors: 'Bettors',
  downloadCsv: 'Download CSV',
  bonusCost: 'Bonus cost',
  stakes: 'Stakes',
  noFiguresInThis: 'No figures in this period',
};
