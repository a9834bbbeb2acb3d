import type { Shape } from '../catalogue';
import type { accountDetailsVi } from '../vi/account';

export const accountDetailsEn: Shape<typeof accountDetailsVi> = {
  username: 'Username',
  playerId: 'Player ID',
  phone: 'Phone number',
  email: 'Email',
  noEmail: 'No email yet',
  verified: 'Verified',
  unverified: 'Not verified',
  verifyNow: 'Verify now',
  addEmail: 'Add email',
  security: 'Security',
  password: 'Password',
  changePassword: 'Change password',
  limits: 'Limits & self-exclusion',
  limitsText: 'Set deposit, bet, loss and play-time limits, or take a break from playing.',
  limitsLink: 'Responsible gaming',
  loading: 'Loading your account details…',
};
