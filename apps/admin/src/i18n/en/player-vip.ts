import type { Shape } from '../catalogue';
import type { playerVipVi } from '../vi/player-vip';

export const playerVipEn: Shape<typeof playerVipVi> = {
  levelUp: 'Level up',
  weeklyBonus: 'Weekly bonus',
  levelSetByStaff: 'Level set by staff',
  staffLevelRemovedBack: 'Staff level removed (back to points)',
  error: 'Error',
  level: 'Level',
  setByStaff: ' (set by staff)',
  pointsIn: 'points in',
  day: 'days',
  pointsTo: ' · {{toLocaleString}} points to {{name}}',
  noVipRulesPublished: 'No VIP rules published yet.',
  stakesCountedForPoints: 'Stakes counted for points by day',
  rounds: 'rounds',
  vipHistory: 'VIP history',
  notPaid: ' (not paid)',
  setLevel: 'Set level',
  byPoints: 'By points',
  reason: 'Reason',
  save: 'Save',
};
