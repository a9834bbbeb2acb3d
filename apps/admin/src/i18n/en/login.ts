import type { Shape } from '../catalogue';
import type { loginVi } from '../vi/login';

export const loginEn: Shape<typeof loginVi> = {
  useARecoveryCode: 'Use a recovery code',
  useACodeFrom: 'Use a code from the authenticator app',
  confirm: 'Confirm',
  verificationCode: 'Verification code',
  recoveryCodes: 'Recovery codes',
  enterThe6Digit: 'Enter the 6-digit code from your authenticator app.',
  enterAnUnusedRecovery: 'Enter an unused recovery code.',
  secretKeyTypeIt: 'Secret key (type it in if the code cannot be scanned):',
  qrCodeToTurn: 'QR code to turn on two-step verification',
  firstSignInScan:
    'First sign-in: scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator…) and enter the 6-digit code.',
  continue: 'Continue',
  password: 'Password',
  username: 'Username',
  iHaveSavedThe: 'I have saved the codes, continue',
  belowSomewhereSafeEach:
    'below somewhere safe: each code works once if you lose your phone. They are shown only once.',
  recoveryCodes2: 'recovery codes',
  twoStepVerificationIs: 'Two-step verification is on. Keep the',
  backOfficeSignIn: 'Back office sign-in',
  cannotReachTheServer: 'Cannot reach the server',
  passwordMustBeAt: 'Password must be at least 8 characters',
  enterYourUsername: 'Enter your username',
};
