import type { Shape } from '../catalogue';
import type { bankAccountsVi } from '../vi/bank-accounts';

export const bankAccountsEn: Shape<typeof bankAccountsVi> = {
  accountRejected: 'Account {{accountNumber}} rejected',
  rejected: 'Rejected',
  reasonThePlayerWill: 'Reason (the player will see it)',
  rejectAccount: 'Reject account {{accountNumber}}',
  noAccounts: 'No accounts',
  bankAccounts: 'Bank accounts',
  status: 'Status',
  bankAccountVerification: 'Bank account verification',
  verify: 'Verify',
  resolve: 'Resolve',
  otherVerifiedAccounts: 'Other verified accounts:',
  kycNameCheck: 'KYC name check',
  account: 'Account',
  players: 'Player',
  somethingWentWrong: 'Something went wrong',
  accountOfVerified: 'Account {{accountNumber}} of {{username}} verified',
  differsFromTheKyc: 'Differs from the KYC name (',
  matchesTheKycName: 'Matches the KYC name (',
  noKycNameTo: 'No KYC name to compare with',
};
