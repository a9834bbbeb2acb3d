import type { Shape } from '../catalogue';
import type { dashboardVi } from '../vi/dashboard';

export const dashboardEn: Shape<typeof dashboardVi> = {
  bettorsSumOfDays: 'Bettors (sum of days)',
  day: 'Day',
  bonusCost: 'Bonus cost',
  deposits2: 'Deposits',
  withdrawals2: 'Withdrawals',
  registrations: 'Registrations',
  firstDeposits: 'First deposits',
  bettors: 'Bettors',
  businessOverview: 'Business overview',
  from: 'From',
  to: 'To',
  downloadCsv: 'Download CSV',
  ggrNgrStakesAnd: 'GGR, NGR, stakes and winnings by day',
  stakes: 'Stakes',
  winnings: 'Winnings',
  depositsAndWithdrawalsBy: 'Deposits and withdrawals by method',
  deposits: 'Deposits {{m}}',
  withdrawals: 'Withdrawals {{m}}',
  figuresByDay: 'Figures by day',
  show: 'Show',
};
