import type { Shape } from '../catalogue';
import type { playerVipVi } from '../vi/player-vip';

export const playerVipEn: Shape<typeof playerVipVi> = {
  save: 'Save',
  reason: 'Reason',
  byPoints: 'By points',
  setLevel: 'Set level',
  notPaid: ' (not paid)',
  vipHistory: 'VIP history',
  rounds: 'rounds',
  stakesCountedForPoints: 'Stakes counted for points by day',
  noVipRulesPublished: 'No VIP rules published yet.',
  pointsTo: ' · {{toLocaleString}} points to {{name}}',
  day: 'day',
  pointsIn: 'points in',
  setByStaff: ' (set by staff)',
  level: 'Level',
  error: 'Error',
  staffLevelRemovedBack: 'Staff level removed (back to points)',
  levelSetByStaff: 'Level set by staff',
  weeklyBonus: 'Weekly bonus',
  levelUp: 'Level up',
};
