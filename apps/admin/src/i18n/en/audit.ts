import type { Shape } from '../catalogue';
import type { auditVi } from '../vi/audit';

export const auditEn: Shape<typeof auditVi> = {
  day: 'Day',
  promotions: 'Promotions',
  paymentSettings: 'Payment settings',
  system: 'System',
  identifier: 'Identifier',
  amlAlerts: 'AML alerts',
  staffMember: 'Staff member',
  balanceAdjustments: 'Balance adjustments',
  paymentExceptions: 'Payment exceptions',
  deposit: 'Deposit',
  withdrawals: 'Withdrawals',
  players: 'Player',
  subjectKind: 'Subject kind',
  actionSubjectIdStaff: 'Action, subject id, staff member, details',
  auditLog: 'Audit log',
  details: 'Details',
  address: 'Address',
  subject: 'Subject',
  actions: 'Actions',
  at: 'At',
};
