import type { Shape } from '../catalogue';
import type { loginVi } from '../vi/login';

export const loginEn: Shape<typeof loginVi> = {
  enterYourUsername: 'Enter your username',
  passwordMustBeAt: 'Password must be at least 8 characters',
  cannotReachTheServer: 'Cannot reach the server',
  backOfficeSignIn: 'Back office sign-in',
  twoStepVerificationIs: 'Two-step verification is on. Keep the',
  recoveryCodes2: 'recovery codes',
  belowSomewhereSafeEach:
    'below somewhere safe: each code works once if you lose your phone. They are shown only once.',
  iHaveSavedThe: 'I have saved the codes, continue',
  username: 'Username',
  password: 'Password',
  continue: 'Continue',
  firstSignInScan:
    'First sign-in: scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator…) and enter the 6-digit code.',
  qrCodeToTurn: 'QR code to turn on two-step verification',
  secretKeyTypeIt: 'Secret key (type it in if the code cannot be scanned):',
  enterAnUnusedRecovery: 'Enter an unused recovery code.',
  enterThe6Digit: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodes: 'Recovery codes',
  verificationCode: 'Verification code',
  confirm: 'Confirm',
  useACodeFrom: 'Use a code from the authenticator app',
  useARecoveryCode: 'Use a recovery code',
};
