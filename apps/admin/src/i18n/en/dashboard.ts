import type { Shape } from '../catalogue';
import type { dashboardVi } from '../vi/dashboard';

export const dashboardEn: Shape<typeof dashboardVi> = {
  figuresByDay: 'Figures by day',
  withdrawals: 'Withdrawals {{m}}',
  deposits: 'Deposits {{m}}',
  depositsAndWithdrawalsBy: 'Deposits and withdrawals by method',
  winnings: 'Winnings',
  stakes: 'Stakes',
  ggrNgrStakesAnd: 'GGR, NGR, stakes and winnings by day',
  downloadCsv: 'Download CSV',
  to: 'To',
  from: 'From',
  businessOverview: 'Business overview',
  bettors: 'Bettors',
  firstDeposits: 'First deposits',
  registrations: 'Registrations',
  withdrawals2: 'Withdrawals',
  deposits2: 'Deposits',
  bonusCost: 'Bonus cost',
  day: 'Day',
  bettorsSumOfDays: 'Bettors (sum of days)',
};
