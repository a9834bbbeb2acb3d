/**
 * Accounts feature: what the rest of the site uses.
 * - root.tsx mounts <AuthProvider>, <ModalRoot/> and <ToastRoot/> once.
 * - The header mounts <HeaderAccount/>.
 * - Guards call requireAuthClient(returnTo); features read useAuth((s) => s.user).
 */
export { AccountDetails } from './account-details';
export { AuthProvider } from './auth-provider';
export { openAuth, requireAuthClient } from './guard';
export { HeaderAccount } from './header-account';
export { logout, onAuthCleared, refreshSession, reportAccountError } from './session';
export { type AuthState, hydrateAuth, isLoggedIn, useAuth } from './store';
