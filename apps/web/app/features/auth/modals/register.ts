import './types';
import { lazy } from 'react';
import { registerModal } from '../../../components/modal/store';

/*
 * Registers the accounts feature's modals (imported once by auth-provider). They load on first
 * open: with their forms and zod schemas they were a tenth of the home page's JavaScript,
 * which most visitors never open (decision 039). ModalRoot renders them inside <Suspense>.
 */
const accountModals = () => import('./account-modals');
const forgotModals = () => import('./forgot-modals');

registerModal(
  'auth',
  lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal }))),
);
registerModal(
  'forgot',
  lazy(() => forgotModals().then((m) => ({ default: m.ForgotModal }))),
);
registerModal(
  'forgotOtp',
  lazy(() => forgotModals().then((m) => ({ default: m.ForgotOtpModal }))),
);
registerModal(
  'forgotReset',
  lazy(() => forgotModals().then((m) => ({ default: m.ForgotResetModal }))),
);
registerModal(
  'verify',
  lazy(() => accountModals().then((m) => ({ default: m.VerifyPhoneModal }))),
);
registerModal(
  'verifyEmail',
  lazy(() => accountModals().then((m) => ({ default: m.VerifyEmailModal }))),
);
registerModal(
  'changePw',
  lazy(() => accountModals().then((m) => ({ default: m.ChangePasswordModal }))),
);
