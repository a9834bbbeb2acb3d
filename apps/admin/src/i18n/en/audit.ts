import type { Shape } from '../catalogue';
import type { auditVi } from '../vi/audit';

export const auditEn: Shape<typeof auditVi> = {
  at: 'At',
  actions: 'Actions',
  subject: 'Subject',
  address: 'Address',
  details: 'Details',
  auditLog: 'Audit log',
  actionSubjectIdStaff: 'Action, subject id, staff member, details',
  subjectKind: 'Subject kind',
  players: 'Player',
  withdrawals: 'Withdrawals',
  deposit: 'Deposit',
  paymentExceptions: 'Payment exceptions',
  balanceAdjustments: 'Balance adjustments',
  staffMember: 'Staff member',
  amlAlerts: 'AML alerts',
  identifier: 'Identifier',
  system: 'System',
  paymentSettings: 'Payment settings',
  promotions: 'Promotions',
  day: 'Day',
};
