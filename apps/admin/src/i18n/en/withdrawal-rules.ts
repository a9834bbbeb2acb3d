import type { Shape } from '../catalogue';
import type { withdrawalRulesVi } from '../vi/withdrawal-rules';

export const withdrawalRulesEn: Shape<typeof withdrawalRulesVi> = {
  saveRules: 'Save rules',
  maximumMinutes: 'Maximum (minutes)',
  minimumMinutes: 'Minimum (minutes)',
  depositAndWithdrawalTime: 'Deposit and withdrawal time promised on the site (minutes)',
  answerWithdrawalsUnderReview: 'Answer withdrawals under review within (hours; players see this deadline)',
  autoApprovedTotalPer: 'Auto-approved total per player per day (VND)',
  autoApproveUpTo: 'Auto-approve up to (per request, VND)',
  playersWithAnOpen: 'Players with an open AML alert always wait for review.',
  aPlayerSFirst: "A player's first withdrawal always waits for review",
  onlyPlayersWithA: 'Only players with a verified identity',
  autoApproveWithdrawals: 'Auto-approve withdrawals',
  somethingWentWrong: 'Something went wrong',
  autoApprovalRulesSaved: 'Auto-approval rules saved',
  off: 'off',
  onUpTo: 'on, up to {{maxAmount}}',
  autoApprovalRules: 'Auto-approval rules:',
  autoApprovalRules2: 'Auto-approval rules',
  current: 'current',
};
