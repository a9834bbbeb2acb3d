import type { Shape } from '../catalogue';
import type { withdrawalRulesVi } from '../vi/withdrawal-rules';

export const withdrawalRulesEn: Shape<typeof withdrawalRulesVi> = {
  current: 'current',
  autoApprovalRules2: 'Auto-approval rules',
  autoApprovalRules: 'Auto-approval rules:',
  onUpTo: 'on, up to {{maxAmount}}',
  off: 'off',
  autoApprovalRulesSaved: 'Auto-approval rules saved',
  somethingWentWrong: 'Something went wrong',
  autoApproveWithdrawals: 'Auto-approve withdrawals',
  onlyPlayersWithA: 'Only players with a verified identity',
  aPlayerSFirst: "A player's first withdrawal always waits for review",
  playersWithAnOpen: 'Players with an open AML alert always wait for review.',
  autoApproveUpTo: 'Auto-approve up to (per request, VND)',
  autoApprovedTotalPer: 'Auto-approved total per player per day (VND)',
  answerWithdrawalsUnderReview: 'Answer withdrawals under review within (hours; players see this deadline)',
  depositAndWithdrawalTime: 'Deposit and withdrawal time promised on the site (minutes)',
  minimumMinutes: 'Minimum (minutes)',
  maximumMinutes: 'Maximum (minutes)',
  saveRules: 'Save rules',
};
