import type { Shape } from '../catalogue';
import type { bankAccountsVi } from '../vi/bank-accounts';

export const bankAccountsEn: Shape<typeof bankAccountsVi> = {
  noKycNameTo: 'No KYC name to compare with',
  matchesTheKycName: 'Matches the KYC name (',
  differsFromTheKyc: 'Differs from the KYC name (',
  accountOfVerified: 'Account {{accountNumber}} of {{username}} verified',
  somethingWentWrong: 'Something went wrong',
  players: 'Player',
  account: 'Account',
  kycNameCheck: 'KYC name check',
  otherVerifiedAccounts: 'Other verified accounts:',
  resolve: 'Resolve',
  verify: 'Verify',
  bankAccountVerification: 'Bank account verification',
  status: 'Status',
  bankAccounts: 'Bank accounts',
  noAccounts: 'No accounts',
  rejectAccount: 'Reject account {{accountNumber}}',
  reasonThePlayerWill: 'Reason (the player will see it)',
  rejected: 'Rejected',
  accountRejected: 'Account {{accountNumber}} rejected',
};
