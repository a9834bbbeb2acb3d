import type { Shape } from '../catalogue';
import type { vipVi } from '../vi/vip';

export const vipEn: Shape<typeof vipVi> = {
  title: 'VIP',
  intro: 'The more you play, the higher your level: level-up bonuses, weekly bonuses and extra daily rebates.',
  notPublished: 'The VIP programme is being prepared.',
  levels: 'VIP levels',
  rules: 'Rules',
  yourLevel: 'Your level',
  points: 'Points',
  pointsIn: 'Points in the last {{days}} days',
  next: '{{left}} points to reach {{name}}',
  nextGives: 'The next level gives',
  top: 'You are at the highest level.',
  gives: 'Benefits of your current level',
  nothing: 'No benefits of its own yet.',
  heldByStaff: 'Your level was set by customer care.',
  loginToSee: 'Log in to see your level',
  seeAll: 'See the VIP levels',
  loading: 'Loading your VIP level...',
  days: 'days',
  pointsShort: 'points',
  headerLabel: 'VIP level {{level}}, {{points}}: see the VIP levels',
};
